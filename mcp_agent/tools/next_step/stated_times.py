"""An entry listed at another hour than the one the task says is not the entry asked for.

The plan checks a saved event by the day and hour it read from the task. When the reading missed the hour ("tomorrow
at eight in the morning: Yoga class …" read with its day only), the event saved at the form's default hour still
shows under its title and day, and the run would end in ``done``. So the check reads the task's hour again, on its
own, and holds the listed row to it: a row that shows an hour and starts at another than the one said is not the
entry asked for, and the run goes on (it fixes the hour or asks) instead of ending.
"""

from __future__ import annotations

import re
from datetime import date

from .dates import read_when, same_time
from .intent import Goal
from .intent.spoken import reworded
from .intent.wording import normalize

# An hour on the clock as a row writes it: "08:00", "8:00 AM".
_SHOWN_TIME = re.compile(r"\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?", re.I)
# A time of day said in the task, once said plainly (courtesy.spoken_times): "8 am", "19:30", "noon".
_SAYS_A_TIME = re.compile(r"\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b", re.I)
# Words of the entry itself (its description, its notes) may hold an hour that is no time of the entry's.
_FREE_TEXT = ("description", "body", "notes", "note", "location")


def stated_time(task: str, goal: Goal, today: date | None) -> str:
    """The time of day ``task`` says for its entry, as ``HH:MM``; empty when it says none."""
    said = normalize(reworded(task, today))
    for key, value in goal.fields:
        if key in _FREE_TEXT and value and not _SAYS_A_TIME.fullmatch(value.strip()):
            said = said.replace(value, " ")
    first = _SAYS_A_TIME.search(said)
    if first is None:
        return ""
    # The date library reads ranges and days with the hour; where it finds no hour, the first one said stands.
    return read_when(said, today)[2] or _clock(first.group(0))


def _clock(said: str) -> str:
    from dateparser import parse

    said = re.sub(r"\s+", "", said.lower()).replace(".", "")
    if said in ("noon", "midnight"):
        return "12:00" if said == "noon" else "00:00"
    parsed = parse(said, languages=["en"])
    return f"{parsed.hour:02d}:{parsed.minute:02d}" if parsed is not None else ""


def shows_hour(row_text: str, hhmm: str) -> bool:
    """Whether a row that writes hours starts at ``hhmm`` (its first hour; "10:00 – 11:00" starts at 10:00); a row
    with no hour at all is not held to one."""
    shown = _SHOWN_TIME.search(row_text)
    return shown is None or same_time(shown.group(0), hhmm)
