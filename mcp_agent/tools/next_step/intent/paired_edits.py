"""Two changes to one entry said in one breath: "move the event Yoga class to 3pm and set its location to Room 12",
"change the Cinema expense's amount to $12 and its note to Paid", "set Chili's servings to 6, and its prep time
to 40 mins".

Each half is read as an edit on its own (the second with "it" / "its" standing for the entry the first named);
when both open the same entry, the plan opens it once, makes both changes and saves once. Two edits of different
entries, or a half that is no edit, are left to the other readers (None).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..patterns import rx
from .goal import Goal

# Where the second change starts: "… and set its …", "…, and its note to …", "… and move it to …".
_JOIN = re.compile(r"\s*,?\s+and\s+(?:then\s+|also\s+)?(?=.*\bit'?s?\b)", re.I)
_OPENED = re.compile(r"^Open the (?P<obj>\w+) '(?P<name>[^']+)'")


def _edit_steps(goal: Goal) -> tuple[str, str, list[str], str] | None:
    """An edit plan's parts: the entry opened, its kind, the changes, the check (None for no edit plan)."""
    steps = list(goal.extra)
    if goal.intent != "steps" or goal.then or len(steps) < 5:
        return None
    opened = _OPENED.match(steps[1])
    if opened is None or not steps[-2].startswith("Save the ") or not steps[-1].startswith("Check the "):
        return None
    return steps[1], opened.group("obj"), steps[2:-2], steps[-1]


def _about(second: str, obj: str, name: str) -> str:
    """The second change with the entry said for "it" and "its": "set its location to X" → "set the location of
    the event Yoga class to X", "move it to 3pm" → "move the event Yoga class to 3pm", "it's at X" → "Yoga class is
    at X"."""
    entry = f"the {obj} {name}"
    said = rx(r"^(?:(?:its|it'?s)\s+)(?=\w+(?:\s+\w+)?\s+(?:to|is|should|=|:))", re.I).sub("set its ", second.strip())
    said = rx(r"\bits\s+(\w+(?:\s+time)?)\b", re.I).sub(rf"the \1 of {entry}", said, count=1)
    said = rx(r"\bit['’]s\b", re.I).sub(f"{name} is", said, count=1)  # "and it's at Room 4" is a fact of it
    return rx(r"\bit\b(?!['’])", re.I).sub(entry, said, count=1)


def read_paired_edit(said: str, read: Callable[[str, str], Goal]) -> Goal | None:
    """``said`` as two changes to one entry (``read`` reads one clause in an app), or None."""
    for join in _JOIN.finditer(said):
        first = read(said[: join.start()], "")
        parts = _edit_steps(first)
        if parts is None:
            continue
        opened, obj, changes, check = parts
        name = _OPENED.match(opened)
        # The second change is made in the app the first named ("… and move it to 4pm" names none).
        second = read(_about(said[join.end() :], obj, name.group("name") if name else ""), first.app)
        more = _edit_steps(second)
        if more is None or more[0].split(" on ")[0] != opened.split(" on ")[0] or second.app != first.app:
            continue
        # Either change may rename the entry: it is listed by its new name.
        kept = f"Check the {obj} '{name.group('name') if name else ''}' is listed"
        listed = more[3] if more[3].split(" at ")[0] != kept else check
        extra = (first.extra[0], opened, *changes, *more[2], first.extra[-2], listed)
        return Goal("steps", app=first.app, extra=extra)
    return None
