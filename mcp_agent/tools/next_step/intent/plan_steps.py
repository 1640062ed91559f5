"""The goal grammar's steps as subgoals: an entry created field by field and checked in its list, an
entry opened and edited or deleted, a timer keyed in, a stopwatch, a recording, a call answered, a
number texted or dialled, the latest conversation answered."""

from __future__ import annotations

from .alarms import alarm_plan
from .capture import capture_plan
from .carrying import carry_plan
from .files import file_plan
from .goal import Goal
from .moving import move_plan
from .playing import media_plan
from .selecting import selective_plan

# Which app serves an object when the task names none (an app of that purpose is opened).
_APPS = {
    "note": "Notes",
    "folder": "Files",
    "event": "Calendar",
    "contact": "Contacts",
    "expense": "Expenses",
    "recording": "Recorder",
    "recipe": "Recipes",
}
# A row's keys as the fields a form labels them by.
_FIELD_NAMES = {
    "title": "title",
    "name": "name",
    "body": "body",
    "description": "description",
    "amount_dollars": "amount",
    "amount": "amount",
    "category_name": "category",
    "category": "category",
    "note": "note",
    "location": "location",
    "number": "phone",
    "phone": "phone",
    "first name": "first name",
    "last name": "last name",
    "servings": "servings",
    "phone label": "phone label",
    "preparationtime": "preparation time",
    "preparation time": "preparation time",
    "prep time": "preparation time",
    "source": "source",
    "ingredients": "ingredients",
    "directions": "directions",
}


# Fields a form offers as a choice (a spinner) rather than as text.
_CHOICES = frozenset({"category", "phone label"})


# A slider's ends, however they are said.
_EXTREMES = {
    word: end
    for end, words in (
        ("max", ("max", "maximum", "full", "highest", "brightest", "loudest", "max value", "maximum value", "top")),
        ("min", ("min", "minimum", "lowest", "dimmest", "quietest", "min value", "minimum value", "bottom", "zero")),
    )
    for word in words
}


def _end_time(start: str, minutes: str) -> str:
    if not start or not minutes.isdigit():
        return ""
    hours, _, mins = start.partition(":")
    total = int(hours) * 60 + int(mins) + int(minutes)
    return f"{total // 60 % 24:02d}:{total % 60:02d}"


def _quote(text: str) -> str:
    return text.replace("'", "’")


def _entry(goal: Goal, fields: tuple[tuple[str, str], ...]) -> list[str]:
    obj = goal.obj
    plan = [f"Start a new {obj}"]
    title = ""
    # A form's when comes after its texts: the date, then the start time, then the end time.
    order = {
        "title": -2,
        "name": -2,
        "first name": -2,
        "last name": -1,
        "date": 1,
        "time": 2,
        "duration": 3,
        "repeat": 4,
    }
    fields = tuple(sorted(fields, key=lambda item: order.get(item[0].lower(), 0)))
    for key, value in fields:
        name = _FIELD_NAMES.get(key.lower().replace("_", ""), _FIELD_NAMES.get(key.lower(), ""))
        if key.lower() in ("date", "time"):
            plan.append(f"Type '{value}' into the {key.lower()} field")
        elif key.lower() == "repeat":
            plan.append(f"Choose '{value}' for the repetition field")
        elif key.lower() == "duration":
            end = _end_time(dict(fields).get("time", ""), value)
            if end:
                plan.append(f"Type '{end}' into the end time field")
        elif name in _CHOICES:
            plan.append(f"Choose '{_quote(value)}' for the {name} field")
        elif name:
            if obj == "contact" and name == "title":
                first, _, last = value.partition(" ")
                plan.append(f"Type '{_quote(first)}' into the first name field")
                if last:
                    plan.append(f"Type '{_quote(last)}' into the last name field")
            else:
                plan.append(f"Type '{_quote(value)}' into the {name} field")
            if name in ("title", "name") or (obj == "contact" and name == "first name"):
                title = title or value
    if len(plan) == 1 or (not title and obj != "contact"):
        # Nothing to fill, or no name to find the entry by afterwards: no post-condition to check.
        return [f"Stop: the rules cannot tell what to fill in for this {obj}"]
    if goal.unsaved:
        return plan
    plan.append(f"Save the {obj}")
    if title:
        values = dict(fields)
        when = " ".join(part for part in (values.get("date", ""), values.get("time", "")) if part)
        plan.append(f"Check the {obj} '{_quote(title)}' is listed" + (f" at {when}" if when else ""))
    return plan


def entry_plan(obj: str, row: tuple[tuple[str, str], ...]) -> list[str]:
    """The subgoals that create one ``obj`` from a row of fields, saved and checked in its list."""
    return _entry(Goal("create", obj=obj), row)


def plan_step(goal: Goal) -> list[str] | None:
    """The subgoals of a step of the goal grammar, or None for the everyday intents."""
    app = goal.app or _APPS.get(goal.obj, "")
    captured = capture_plan(goal) or file_plan(goal)
    if captured is not None:
        return captured
    if goal.intent in ("agenda", "steps"):  # read as its subgoals already (agenda questions, entry_edits.py)
        return list(goal.extra)
    if (carried := carry_plan(goal)) is not None:
        return carried
    if (media := media_plan(goal)) is not None:
        return media
    if goal.intent == "create":
        plan = [f"Open {app}"]
        if goal.rows:
            for row in goal.rows:
                plan.extend(_entry(goal, row))
            return plan
        return plan + _entry(goal, goal.fields)
    if goal.intent == "delete" and (selective := selective_plan(goal, app)) is not None:
        return selective
    if goal.intent == "delete":
        plan = [f"Open {app}"]
        if goal.subject == "newest":
            return [*plan, f"Delete the newest {goal.obj}"]
        if goal.subject == "on date" and not goal.date and not goal.extra:
            # neither a name nor a day said: deleting them all is never the reading
            return [*plan, f"Stop: the rules cannot tell which {goal.obj} to delete"]
        if goal.subject in ("all", "on date") and not goal.extra:
            kind = f" that is '{_quote(goal.item)}'" if goal.item else ""
            return [*plan, f"Delete every {goal.obj}" + (f" on {goal.date}" if goal.date else "") + kind]
        # A day said with the names is where they are ("… "Book club" on April 2"): looked for there.
        day = f" on {goal.date}" if goal.date else ""
        return plan + [f"Delete the {goal.obj} '{_quote(name)}'{day}" for name in goal.extra]
    if goal.intent == "edit":
        plan = [f"Open {app}", f"Open the {goal.obj} '{_quote(goal.subject)}'"]
        if goal.body:
            if goal.criterion == "replace":
                plan.append(f"Type '{_quote(goal.body)}' into the body field")
            else:
                blank = " with a blank line" if "blank line" in goal.extra else ""
                plan.append(f"Add '{_quote(goal.body)}' to the {goal.criterion} of the body field{blank}")
        plan.append(f"Save the {goal.obj}")
        if goal.value:
            plan.append(f"Rename it to '{_quote(goal.value)}'")
        return plan
    if goal.intent == "alarm":
        return alarm_plan(goal)
    if goal.intent == "move":
        return move_plan(goal)
    if goal.intent == "timer":
        return [f"Open {goal.app or 'Clock'}", "Tap Timer", f"Set the timer to {goal.value}"]
    if goal.intent == "stopwatch":
        return [f"Open {goal.app or 'Clock'}", "Tap Stopwatch", f"{'Start' if goal.on else 'Pause'} the stopwatch"]
    if goal.intent == "record":
        plan = [f"Open {goal.app or 'Audio Recorder'}", "Start recording", "Stop recording"]
        if goal.title:
            plan.append(f"Type '{_quote(goal.title)}' into the name field")
        plan.extend(f"Type '{_quote(value)}' into the {field} field" for field, value in goal.fields)
        plan.append("Save the recording")
        if goal.title:
            plan.append(f"Check the recording '{_quote(goal.title)}' is listed")
        return plan
    if goal.intent == "playlist":
        name = _quote(goal.title)
        steps = [f"Add '{_quote(song)}' to the playlist '{name}'" for song in goal.extra]
        return [f"Open {goal.app}", *steps, f"Check the playlist '{name}' holds '{'|'.join(map(_quote, goal.extra))}'"]
    if goal.intent == "call_back":
        at = f" at {goal.time}" if goal.time else ""
        return [f"Open {goal.app or 'Phone'}", "Tap Recents", f"Call back the {goal.subject} call{at}"]
    if goal.intent == "answer_call":
        return ["Answer the call" + (f" from {goal.recipient}" if goal.recipient else "")]
    if goal.intent == "end_call":
        return ["End the call" + (f" with {goal.recipient}" if goal.recipient else "")]
    if goal.intent == "on_the_line":
        return ["Tell who is on the call"]
    if goal.intent == "in_call":
        return []  # a call going: its controls only (in_call.controls_after)
    if goal.intent == "reply":
        return [
            f"Open {goal.app or 'Messages'}",
            "Open the latest conversation",
            f"Type '{goal.body}'",
            "Send the message",
        ]
    if goal.intent == "resend":
        return [
            f"Open {goal.app or 'Messages'}",
            f"Open the conversation with {goal.recipient}",
            "Resend my last message",
        ]
    if goal.intent == "call" and goal.recipient.lstrip("+").isdigit():
        return [f"Open {goal.app or 'Phone'}", f"Dial {goal.recipient}", f"Call {goal.recipient}"]
    extreme = _EXTREMES.get(goal.value.lower().removeprefix("the ").strip())
    if goal.intent == "set" and extreme is not None:
        return [f"Open the {goal.setting} setting", f"Set {goal.setting} to {extreme}"]
    if goal.intent == "explore" and "cannot" in goal.extra:
        return [f"Stop: the rules cannot {goal.subject[:1].lower()}{goal.subject[1:]}"]
    if goal.intent == "open":
        # Open means usable: a permission prompt or a welcome card in front is cleared first.
        return [f"Open {goal.app}", "Dismiss any pop-ups"]
    return None
