"""The slots every kind of step reads alike: a list of names ("A, B and C") and when ("tomorrow at 3pm",
"on the 20th", "at 10"), read against the device's date."""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date, timedelta

from ..dates import read_when
from ..patterns import rx

FILE_NAME = re.compile(r"\b[\w-]+\.(?:md|txt)\b", re.I)
# "save +1 970 555 1889 as Hana Suzuki": a number kept under a name is a new contact.
_SEPARATED = re.compile(r"\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)\s*")


_NOT_NAMES = frozenset({"the", "my", "a", "an", "this", "that", "it", "one", "these", "those"})


def names_in(listing: str) -> tuple[str, ...]:
    names = (rx(r"^(?:the|my|a|an)\s+", re.I).sub("", name.strip(" .'\"")) for name in _SEPARATED.split(listing))
    return tuple(name for name in names if name and name.lower() not in _NOT_NAMES)


_HOURS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def when_in(text: str, today: date | None) -> tuple[str, str, str]:
    # "at 15h" is an hour on the clock; "two weeks from today" is "in two weeks" to the date library.
    text = rx(r"(?<=\d)(\s*)([AaPp])[Mm]\b").sub(lambda m: f"{m.group(1)}{m.group(2).lower()}m", text)  # "1:30 Pm"
    text = rx(r"\b(\w+)\s+(days?|weeks?|months?)\s+from\s+(?:today|now)\b", re.I).sub(r"in \1 \2", text)
    text = rx(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)['’]s\b", re.I).sub(r"\1", text)
    text = rx(
        r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*(?:am|pm|a\.m|p\.m|o'?clock)\b)", re.I
    ).sub(lambda m: str(_HOURS.index(m.group(1).lower()) + 1), text)
    # "on the 20th": that day of this month, or of the next when it has passed ("the 20th of March" is the library's).
    nth = rx(r"\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b", re.I).search(text)
    if rx(
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.I
    ).search(text):
        nth = None  # "saturday the 23rd", "the 16th of march": the library reads the day with its name
    if nth is not None:
        base, number = today or date.today(), int(nth.group(1))
        month = base.replace(day=1) if number >= base.day else (base.replace(day=28) + timedelta(days=4)).replace(day=1)
        with suppress(ValueError):  # the 31st of a month without one: left for the date library to refuse
            text = text.replace(nth.group(0), f"on {month.replace(day=number).isoformat()}")
    # "at 10" is ten o'clock, never the 10th.
    text = rx(r"\bat\s+(\d{1,2})\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m|h\b|hours?|min))", re.I).sub(r"at \1:00", text)
    return read_when(rx(r"\b(\d{1,2})h\b").sub(r"\1:00", text), today)
