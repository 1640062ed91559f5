"""The slots every kind of step reads alike: a list of names ("A, B and C") and when ("tomorrow at 3pm",
"on the 20th", "at 10"), read against the device's date."""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date, timedelta

from ..dates import read_when

FILE_NAME = re.compile(r"\b[\w-]+\.(?:md|txt)\b", re.I)
# "save +1 970 555 1889 as Hana Suzuki": a number kept under a name is a new contact.
_SEPARATED = re.compile(r"\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)\s*")


_NOT_NAMES = frozenset({"the", "my", "a", "an", "this", "that", "it", "one", "these", "those"})


def names_in(listing: str) -> tuple[str, ...]:
    names = (re.sub(r"^(?:the|my|a|an)\s+", "", name.strip(" .'\""), flags=re.I) for name in _SEPARATED.split(listing))
    return tuple(name for name in names if name and name.lower() not in _NOT_NAMES)


_HOURS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def when_in(text: str, today: date | None) -> tuple[str, str, str]:
    # "at 15h" is an hour on the clock; "two weeks from today" is "in two weeks" to the date library.
    text = re.sub(r"\b(\w+)\s+(days?|weeks?|months?)\s+from\s+(?:today|now)\b", r"in \1 \2", text, flags=re.I)
    text = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)['’]s\b", r"\1", text, flags=re.I)
    text = re.sub(
        r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*(?:am|pm|a\.m|p\.m|o'?clock)\b)",
        lambda m: str(_HOURS.index(m.group(1).lower()) + 1),
        text,
        flags=re.I,
    )
    # "on the 20th": that day of this month, or of the next when it has passed ("the 20th of March" is the library's).
    nth = re.search(r"\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b", text, re.I)
    if re.search(
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", text, re.I
    ):
        nth = None  # "saturday the 23rd", "the 16th of march": the library reads the day with its name
    if nth is not None:
        base, number = today or date.today(), int(nth.group(1))
        month = base.replace(day=1) if number >= base.day else (base.replace(day=28) + timedelta(days=4)).replace(day=1)
        with suppress(ValueError):  # the 31st of a month without one: left for the date library to refuse
            text = text.replace(nth.group(0), f"on {month.replace(day=number).isoformat()}")
    # "at 10" is ten o'clock, never the 10th.
    text = re.sub(r"\bat\s+(\d{1,2})\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m|h\b|hours?|min))", r"at \1:00", text, flags=re.I)
    return read_when(re.sub(r"\b(\d{1,2})h\b", r"\1:00", text), today)
