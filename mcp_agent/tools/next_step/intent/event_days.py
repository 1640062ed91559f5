"""An event moved to another day, named by its title: "move the event Car service from March 25 to March 19",
"push my car service to Friday, same time", "Car service is on March 19 now, not March 25". Its time is kept
unless the new one is said with the day ("… to Friday at 3pm")."""

from __future__ import annotations

import re
from datetime import date

from ..dates import read_when, says_a_day
from ..patterns import rx
from .entries import ANOTHER_KIND
from .entry_edits import clock
from .field_edits import edit_plan, edit_said, kind_of
from .goal import Goal

_NAME = r"[\"“'‘]?(?P<name>[^\"“”'‘’,:;()]+?)[\"”'’]?"
_EVENT = r"(?:event|appointment|meeting)"
_DAY = r"(?P<day>[\w ,/:.-]+?)"
_SAME_TIME = re.compile(r"\s*,?\s*(?:(?:at|keeping)\s+)?(?:the\s+|its\s+)?same\s+time\b", re.I)
_MOVES = (
    re.compile(
        rf"^(?:move|reschedule|push|shift|postpone|bring\s+forward)\s+(?:the\s+{_EVENT}\s+|my\s+|the\s+)?(?!on\b){_NAME}"
        rf"(?:\s+{_EVENT})?(?:\s+(?:from|on)\s+(?P<was>[\w ,/-]+?))?\s+to\s+{_DAY}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_NAME}(?:\s+{_EVENT})?\s+(?:is\s+(?:now\s+)?on|(?:has\s+|got\s+|was\s+)?moved\s+to)\s+{_DAY}"
        r"(?:\s+now)?(?:\s*,?\s*not\s+(?:on\s+)?(?P<was>[\w ,/-]+?))?$",
        re.I,
    ),
)


def read_day_move(clause: str, app: str, today: date | None = None) -> Goal | None:
    """The clause as an event moved to another day (a plan of subgoals), or None."""
    kind, app = kind_of(clause, app)
    if kind not in ("event", ""):
        return None
    text = _SAME_TIME.sub("", edit_said(clause)).strip()
    for shape in _MOVES:
        found = shape.match(text)
        if found is None:
            continue
        if not kind and (
            ANOTHER_KIND.search(clause)
            or not (_from_day_to_day(found, today) or (shape is _MOVES[0] and _to_a_day(found, today)))
        ):
            # Nothing says an event: only a thing moved to another day (a name, no file, no task) is one.
            return None
        if not kind:
            kind, app = kind_of(f"{clause} (event)", app)  # the calendar's app, as for an event said so
        phrase, day, hour = read_when(found.group("day"), today)
        if not day or not says_a_day(phrase) or rx(r"\b(?:got|has|have|was|is)\b", re.I).search(found.group("name")):
            return None  # no day said ("to 4pm" is a time: entry_edits.py), one not read, or no title said
        at = [f"Type '{hour}' into the time field"] if hour and clock(hour) else []
        goal = edit_plan(app, "event", found.group("name").strip(), [], f"Type '{day}' into the date field", *at)
        opened, *steps, listed = goal.extra[1:]
        was = read_when(found.group("was"), today)[1] if found.group("was") else ""
        # The day it is on now (when said) shows its month first; the day it moves to is where it is checked.
        opened = f"{opened} on {was}" if was else opened
        return Goal("steps", app=goal.app, extra=(goal.extra[0], opened, *steps, f"{listed} at {day} {hour}".rstrip()))
    return None


def _from_day_to_day(found: re.Match[str], today: date | None) -> bool:
    """ "move Car service from the 25th to the 19th": both ends are days, so what moves is an event."""
    was = found.group("was")
    return bool(was) and all(
        (read := read_when(said, today))[1] and says_a_day(read[0]) for said in (was, found.group("day"))
    )


def _to_a_day(found: re.Match[str], today: date | None) -> bool:
    """ "move Gym to the 2nd", "push Book club to Friday": a name that is no file's, moved to a day."""
    if rx(r"\.\w{1,4}\b").search(found.group("name")):
        return False  # "move a.pdf to …": a file
    phrase, day, _ = read_when(found.group("day"), today)
    return bool(day) and says_a_day(phrase)
