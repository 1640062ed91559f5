"""An entry listed at another hour, or for another length, than the task says is not the entry asked for.

The plan checks a saved event by the day and hour it read from the task. When the reading missed the hour ("tomorrow
at eight in the morning: Yoga class …" read with its day only), the event saved at the form's default hour still
shows under its title and day, and the run would end in ``done``. So the check reads the task's hour again, on its
own, and holds the listed row to it: a row that shows an hour and starts at another than the one said is not the
entry asked for, and the run goes on (it fixes the hour or asks) instead of ending. A length the task says ("one
hour", "45 minutes") holds the same way against a row that shows its start and end ("08:00 – 09:00").
"""

from __future__ import annotations

import re
from datetime import date

from .dates import read_when
from .intent import Goal
from .intent.said_lengths import in_digits, minutes, plain_times
from .intent.spoken import reworded
from .intent.wording import normalize
from .patterns import rx
from .shown_values import clock_minutes, clock_span

# A time of day said in the task, once said plainly (courtesy.spoken_times): "8 am", "19:30", "noon".
_SAYS_A_TIME = re.compile(r"\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b", re.I)
# Words of the entry itself (its description, its notes) may hold an hour that is no time of the entry's.
_FREE_TEXT = ("description", "body", "notes", "note", "location")


# A length of the entry: not when it starts ("in 2 hours"), a change to it ("by 30 minutes") or a reminder's lead
# ("30 minutes before").
_LENGTH = re.compile(
    r"(?<!\bin\s)(?<!\bby\s)\b(?:(?:an?|\d+(?:\.\d+)?)\s*(?:hours?|hrs?)(?:\s+and\s+a\s+half)?|half\s+an\s+hour|"
    r"\d+\s*(?:minutes?|mins?))\b(?!\s+(?:before|earlier|ahead|early|later|after|from\s+now|ago))",
    re.I,
)


def _entry_words(task: str, goal: Goal, today: date | None) -> str:
    """The task said plainly, without the entry's own free text (its description may say any hour or length)."""
    said = normalize(reworded(task, today))
    for key, value in goal.fields:
        if key in _FREE_TEXT and value and not _SAYS_A_TIME.fullmatch(value.strip()):
            said = said.replace(value, " ")
    return said


def stated_time(task: str, goal: Goal, today: date | None) -> str:
    """The time of day ``task`` says for its entry, as ``HH:MM``; empty when it says none."""
    said = _entry_words(task, goal, today)
    first = _SAYS_A_TIME.search(said)
    if first is None:
        return ""
    # The date library reads ranges and days with the hour; where it finds no hour, the first one said stands.
    return read_when(said, today)[2] or _clock(first.group(0))


def _clock(said: str) -> str:
    from dateparser import parse

    said = rx(r"\s+").sub("", said.lower()).replace(".", "")
    if said in ("noon", "midnight"):
        return "12:00" if said == "noon" else "00:00"
    parsed = parse(said, languages=["en"])
    return f"{parsed.hour:02d}:{parsed.minute:02d}" if parsed is not None else ""


def shows_hour(row_text: str, hhmm: str) -> bool:
    """Whether a row that writes hours starts at ``hhmm`` (its first hour; "10:00 – 11:00" and "10:00 – 11:00 AM"
    start at 10:00); a row with no hour at all is not held to one."""
    span = clock_span(row_text)
    start = span[0] if span is not None else clock_minutes(row_text)
    hour, minute = map(int, hhmm.split(":"))
    return start is None or start == hour * 60 + minute


def stated_minutes(task: str, goal: Goal, today: date | None) -> int | None:
    """The length ``task`` says for its entry, in minutes; None when it says none, or several."""
    said = {
        minutes(found.group(0)) for found in _LENGTH.finditer(plain_times(in_digits(_entry_words(task, goal, today))))
    }
    return int(said.pop()) if len(said) == 1 and next(iter(said)).isdigit() else None


def shows_length(row_text: str, length: int) -> bool:
    """Whether a row that shows its start and end lasts ``length`` minutes; a row without both is not held to one."""
    span = clock_span(row_text)
    if span is None:
        return True
    return (span[1] - span[0]) % (24 * 60) == length % (24 * 60)
