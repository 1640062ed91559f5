"""Another skin for the same simulated apps: the controls carry the other labels real apps use for the same
role ("Done" for Save, "Back" for Navigate up, "Remove" for Delete, "Options" for More options …). Only the
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
_CONTROL = re.compile(r'^(?P<lead>\s*\[\d+\] (?:Button|ImageButton) ")(?P<label>(?:[^"\\]|\\.)*)(?P<rest>".*)$')


def skinned(description: str) -> str:
    lines = []
    for line in description.splitlines():
        control = _CONTROL.match(line)
        if control is not None:
            label = control.group("label")
            if label.startswith("More options for "):
                label = "Options for " + label.removeprefix("More options for ")
            line = control.group("lead") + SKIN.get(label, label) + control.group("rest")
        lines.append(line)
    return "\n".join(lines)
