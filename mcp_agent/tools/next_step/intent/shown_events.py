"""Several events picked by their times on one day: "delete the 9am and the 12pm events on Tuesday the 19th",
"Saturday's 9 o'clock and noon events - cancel both", "Friday's 3pm meeting, move it to 4pm".

The class (found by people set 98): an event said by its time and its day, the day said after it ("on the 19th")
or before it as its owner ("Saturday's"), one time or several. Each time is one event, picked by the row that
shows it on that day (shown_picks.py swaps each for a stand-in title), never every event of the day: one the
request did not name stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..patterns import rx
from .entry_edits import clock

_TIME = r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|\d{1,2}\s+o'?clock|noon|midday"
_AND = r"\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+)?"
_TIMES = rf"(?:{_TIME})(?:{_AND}(?:{_TIME}))+"
_EVENTS = r"events|appointments|meetings|things|ones"
_EVENT = r"event|appointment|meeting|thing|one"
_DAY_END = r"(?=\s*(?:,|\s[-–—]\s|:|\?|$)|\s+(?:in|to|was|is|should|has|had|delete|change|rename|call|make)\b)"
_OWNER = r"(?:today|tomorrow|(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_PICKS = (
    re.compile(rf"\bthe\s+(?P<times>{_TIMES})\s+(?:{_EVENTS})\s+on\s+(?P<day>.+?){_DAY_END}", re.I),
    re.compile(rf"\b(?P<day>{_OWNER})['’]s\s+(?P<times>{_TIMES})\s+(?:{_EVENTS})\b", re.I),
    re.compile(rf"\b(?P<day>{_OWNER})['’]s\s+(?P<times>{_TIME})\s+(?:{_EVENT})\b", re.I),
)


def _at(said: str) -> str:
    said = said.strip().lower().replace(".", "")
    return "12:00" if said in ("noon", "midday") else clock(said)


def read_event_picks(
    said: str, stand_ins: tuple[str, ...], day_of: Callable[[str], str]
) -> tuple[str, list[str]] | None:
    """The clause with a stand-in title for each event it picks by time on a day, and the values their rows
    show ("09:00 on 2030-03-19"); ``day_of`` reads the said day as an ISO date."""
    for pattern in _PICKS:
        found = pattern.search(said)
        if found is None:
            continue
        day = day_of(found.group("day"))
        times = [_at(t) for t in rx(_TIME, re.I).findall(found.group("times"))]
        if not day or not times or not all(times) or len(times) > len(stand_ins):
            continue
        start, end = found.span()
        if said[start - 1 : start] == '"' and said[end : end + 1] == '"':
            # Already quoted as a title by an earlier rewording ('move the event "Friday's noon meeting" to 1pm').
            quoted = rx(r"(?:\bthe\s+\w+\s+)?\"$").search(said[:start])
            start, end = (quoted.start() if quoted else start - 1), end + 1
        names = [f'"{name}"' for name in stand_ins[: len(times)]]
        picked = f"the event {names[0]}" if len(names) == 1 else f"the events {', '.join(names[:-1])} and {names[-1]}"
        return f"{said[:start]}{picked}{said[end:]}", [f"{t} on {day}" for t in times]
    return None
