"""Another skin for the same simulated apps: the controls carry the other labels real apps use for the same
role ("Done" for Save, "Back" for Navigate up, "Remove" for Delete, "Options" for More options …), and the
form fields and menu commands theirs ("Event title", "Prep time", "Price", "Send to…", "Add to queue" …), and
its icon buttons are images (``ImageView "Done"``, as many apps' accessibility trees report them). Only the
screen's text changes (taps go by index), so a run under a skin measures whether the planner finds controls
by their role rather than by one app's words: ``python -m tests.next_step.androidworld.report --skin``."""

from __future__ import annotations

import re

# Control labels (Button, ImageButton) as a second vendor would write them.
SKIN = {
    "Navigate up": "Back",
    "Cancel": "No",
    "Save": "Done",
    "OK": "Confirm",
    "More options": "Options",
    "Search": "Find",
    "Delete": "Remove",
    "New event": "Add event",
    "Add recipe": "New recipe",
    "Add expense": "New expense",
    "Create a new file or folder": "New",
    "New playlist": "Create playlist",
    "Create": "Add",
    "Send SMS": "Send",
    "Record": "Start recording",
    "Dial": "Call",
}
# Form fields (EditText) as a second vendor would label them.
FIELDS = {
    "Title": "Event title",
    "Name": "File name",
    "Location": "Add location",
    "Preparation time": "Prep time",
    "Directions": "Instructions",
    "Phone": "Phone number",
    "Amount": "Price",
    "Note text": "Start writing…",
    "Type a message…": "Text message",
    "Playlist name": "Name of the playlist",
    "Search contacts": "Find contacts",
}
# A menu's commands (TextViews in a popup) as a second vendor would word them.
MENU = {
    "Delete": "Remove",
    "Rename": "Rename…",
    "Move": "Move to folder",
    "Share": "Send to…",
    "Edit": "Modify",
    "Add to playing queue": "Add to queue",
    "Add to playlist…": "Add to a playlist",
    "Add to playlist": "Add to a playlist",
    "Play": "Play now",
}
_MENU = re.compile(r'^(?P<lead>\s*\[\d+\] TextView ")(?P<label>(?:[^"\\]|\\.)*)(?P<rest>"\s*)$')
_FIELD = re.compile(r'^(?P<lead>\s*\[\d+\] EditText ")(?P<label>(?:[^"\\]|\\.)*)(?P<rest>".*)$')
_CONTROL = re.compile(
    r'^(?P<lead>\s*\[\d+\] (?:Button|ImageButton|ImageView) ")(?P<label>(?:[^"\\]|\\.)*)(?P<rest>".*)$'
)


def skinned(description: str) -> str:
    lines = []
    # Icon buttons drawn as images, as many apps' trees report them.
    for line in re.sub(r"^(\s*\[\d+\]) ImageButton ", r"\1 ImageView ", description, flags=re.M).splitlines():
        control = _CONTROL.match(line)
        if control is not None:
            label = control.group("label")
            if label.startswith("More options for "):
                label = "Options for " + label.removeprefix("More options for ")
            line = control.group("lead") + SKIN.get(label, label) + control.group("rest")
        elif (command := _MENU.match(line)) is not None:
            line = (
                command.group("lead") + MENU.get(command.group("label"), command.group("label")) + command.group("rest")
            )
        elif (field := _FIELD.match(line)) is not None:
            line = field.group("lead") + FIELDS.get(field.group("label"), field.group("label")) + field.group("rest")
        lines.append(line)
    return "\n".join(lines)
