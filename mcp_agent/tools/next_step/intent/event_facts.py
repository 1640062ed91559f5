"""An event's new time (and place) said as a fact, not as a command: "Yoga class starts at 15:00 now", "my yoga
class is now at 3pm in City library, fix the calendar", "the book club begins at 7pm from now on".

Said so, the words name no entry kind: only a request in the calendar (the app or the word "calendar") is read
this way; the plan opens the event, types the start time (and the location) and saves it.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .entry_edits import clock
from .field_edits import edit_plan, edit_said
from .goal import Goal

_CALENDAR = "Simple Calendar Pro"
_TIME = r"(?P<time>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)"
# "calendar: Standup is at 9:30 now" reaches here as "add Standup is at 9:30 now to my calendar" (a label is read as
# the place an entry is added to): the fact after it is still no new entry.
_FACT = re.compile(
    r"^(?:add\s+)?(?:my\s+|the\s+|our\s+)?(?P<name>[A-Za-z][\w' -]*?)\s+(?:now\s+)?(?:starts|begins|is)\s+(?:now\s+)?"
    rf"(?:at|from)\s+{_TIME}(?:\s+(?:now|instead|from\s+now\s+on))?"
    r"(?:\s*,?\s+(?:in|at)\s+(?:the\s+)?(?P<place>(?!\d)[^,]+?))?(?:\s+(?:now|instead|from\s+now\s+on))?$",
    re.I,
)
_SAYS_CALENDAR = re.compile(r"\bcalendar\b", re.I)
_CALENDAR_AFTER = re.compile(
    r"\s*(?:[,;]|\s[-–—])\s*(?:please\s+)?(?:fix|update|change|correct)\s+(?:it\s+in\s+)?(?:the\s+|my\s+)?"
    r"(?:simple\s+)?calendar(?:\s+pro)?\s*$",
    re.I,
)


def _fact(clause: str, app: str) -> tuple[str, str, str] | None:
    """(event, start time, place or "") said as a fact of an event in the calendar, or None."""
    if not (rx("calendar", re.I).search(app) or _SAYS_CALENDAR.search(clause)):
        return None
    text = edit_said(_CALENDAR_AFTER.sub("", clause.strip().rstrip(".!")))
    found = _FACT.match(text)
    if found is None or not (at := clock(found.group("time"))):
        return None
    if rx(r"\b(?:has|have|was|will|should|needs)\b", re.I).search(found.group("name")):
        return None  # a statement read as a name
    return found.group("name").strip(), at, (found.group("place") or "").strip()


def read_event_fact(clause: str, app: str) -> Goal | None:
    """The fact as an edit plan of the event, or None."""
    fact = _fact(clause, app)
    if fact is None:
        return None
    name, at, place = fact
    changes = [f"Type '{at}' into the time field"]
    if place:
        changes.append(f"Type '{place}' into the location field")
    return edit_plan(app if rx("calendar", re.I).search(app) else _CALENDAR, "event", name, [], *changes)
