"""A day of the month said as a word ("on the third", "from the twenty-fifth to the nineteenth") in digits ("the 3rd"),
so the readers of "the 25th" (a day of the device's month) read it too.

Only after a word that says when ("on", "from", "to", "until", "by", a weekday …) and before no noun: "the second note" and
"the first one" are an order in a list, not a day. With the device's date known, days said against it ("Friday week",
"the 11th", "monday the 18th", a weekday) are written as dates (``days_against_today``).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..patterns import rx
from .step_slots import when_in

_UNITS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_TEENS = (
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
)
_DAYS: dict[str, int] = {word: n for n, word in enumerate(_UNITS, 1)}
_DAYS |= {word: n for n, word in enumerate(_TEENS, 10)}
_DAYS |= {"twentieth": 20, "thirtieth": 30, "thirty first": 31}
_DAYS |= {f"twenty {word}": 20 + n for n, word in enumerate(_UNITS, 1)}
_WORDS = "|".join(sorted((word.replace(" ", r"[\s-]") for word in _DAYS), key=len, reverse=True))
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_SPOKEN_DAY = re.compile(
    rf"\b(?P<lead>(?:on|from|to|until|till|by|before|after|since|through|for|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    rf"\s+the\s+)(?P<d>{_WORDS})\b"
    r"(?=\s*(?:$|[,.;:?!)]|(?:at|to|from|and|or|of|in|for|on|same|until|till|through|instead|please|pls|is|was|were|can|could|should|must|has|had|needs?)\b|[-–—]))",
    re.I,
)


def _suffix(day: int) -> str:
    if day in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


# "from monday 18th to 20th", "on 3rd": a day of the month in digits said without "the", as many write it; read as
# "the 18th" (the one form the day's readers know) only after a word that says when and before no noun.
_BARE_DAY = re.compile(
    rf"\b(?P<lead>(?:on|from|to|until|till|by|before|after|since|through|thru|{_WEEKDAY})\s+)"
    r"(?P<d>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\b"
    # (never a span's first day whose month is said after its last: "on 2nd to 4th april", "2nd-4th april")
    r"(?!\s*(?:to|and|till|until|through|thru|[-–—])\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
    r"(?=\s*(?:$|[,.;:?!)]|(?:at|to|from|and|or|in|for|on|until|till|through|thru|please|pls|is|was)\b|[-–—]))",
    re.I,
)


def ordinal_digits(text: str) -> str:
    """``text`` with each day of the month said as a word written in digits ("on the third" → "on the 3rd"), and one
    in digits said without "the" with it ("monday 18th" → "monday the 18th")."""

    def digits(match: re.Match[str]) -> str:
        day = _DAYS[rx(r"[\s-]+").sub(" ", match.group("d").lower())]
        return f"{match.group('lead')}{day}{_suffix(day)}"

    return _BARE_DAY.sub(r"\g<lead>the \g<d>", _SPOKEN_DAY.sub(digits, text))


# "yoga class next thursday should repeat every week": a record named by the weekday it is on, then what it should be.
_NAMED_BY_WEEKDAY = re.compile(
    r"^(?P<x>(?!(?:on|the|this|next|every)\b)(?!.*\b(?:line|text|note|says?|reads?)\b)[A-Za-z][A-Za-z'’ -]{0,40}?)\s+(?P<w>(?:(?:this|next|on)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"\s+(?=(?:should|shoud|needs|has\s+to|must)\b)",
    re.I,
)


def weekday_as_date(text: str, today: date) -> str:
    """``text`` with the weekday that names the record said as its date, as the day's other readers read it
    ("yoga class on March 21 2030 should …"); unchanged when there is none."""
    said = _NAMED_BY_WEEKDAY.match(text)
    if said is None:
        return text
    _, day, _ = when_in(f"on {said.group('w')}", today)
    if not day:
        return text
    when = date.fromisoformat(day)
    return f"{said.group('x')} on {when:%B} {when.day} {when.year} {text[said.end() :]}"


# "scrap tuesday's swim", "delete my run from last friday": an outing is recorded, so its weekday is the last one gone.
_OUTING = r"(?P<o>swim|run|jog|walk|hike|ride|bike\s+ride|cycle|workout)"
_WEEKDAY = r"(?P<w>(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
_OUTINGS_ON_WEEKDAYS = (
    re.compile(rf"\b(?:last\s+)?{_WEEKDAY}(?:'s|’s)\s+{_OUTING}\b", re.I),
    # (and "the bike ride I did last sunday", set 110: the outing told of as done that day)
    re.compile(
        rf"\b(?:the|my)\s+{_OUTING}\s+(?:(?:that\s+)?(?:i|we)\s+(?:did|went\s+on|went|had|took|logged|recorded)\s+"
        rf"(?:(?:from|on)\s+)?|(?:from|on)\s+)(?:last\s+)?{_WEEKDAY}\b",
        re.I,
    ),
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def outing_weekday_as_date(text: str, today: date) -> str:
    """``text`` with an outing named by its weekday named by its date instead ("the swim from March 12")."""

    def dated(match: re.Match[str]) -> str:
        back = (today.weekday() - _WEEKDAYS.index(match.group("w").lower())) % 7
        when = date.fromordinal(today.toordinal() - back)
        return f"the {match.group('o')} from {when:%B} {when.day}"

    for pattern in _OUTINGS_ON_WEEKDAYS:
        text = pattern.sub(dated, text)
    return text


_NTH = re.compile(
    r"\b(?:(?P<wd>(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|nesday|sday|r|rs|rsday|urday)?)\.?\s+)?the\s+(?P<n>\d{1,2})"
    # ("the 8th of this month": this month's, said so; the words are the date's own)
    r"(?:st|nd|rd|th)\b(?P<this>\s+(?:of\s+)?(?:this|the)\s+month\b)?(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
    re.I,
)
# Only a request that makes something ahead ("put X on the 5th") means next month's day once this month's is past.
_AHEAD = re.compile(r"\b(?:add|put|schedule|book|create|set|remind|plan|make)\b", re.I)


def _nth_of_month(text: str, today: date) -> str:
    """ "the 11th", "monday the 18th": a day of this month (of the next one when it has passed and the request
    makes something ahead)."""

    def day(match: re.Match[str]) -> str:
        n = int(match.group("n"))
        month, year = today.month, today.year
        if n < today.day and _AHEAD.search(text) is not None and not match.group("this"):
            month, year = (1, year + 1) if month == 12 else (month + 1, year)
        try:
            when = date(year, month, n)
        except ValueError:
            return match.group(0)
        if match.group("wd") and _WEEKDAYS[when.weekday()][:3] != match.group("wd").lower()[:3]:
            return match.group(0)  # "monday the 19th" that is no Monday: left for a person to settle
        return f"{when:%B} {when.day} {when.year}"

    return _NTH.sub(day, text)


def _week_after(day: str, today: date) -> str:
    ahead = (_WEEKDAYS.index(day) - today.weekday()) % 7 + 7
    when = today + timedelta(days=ahead)
    return f"{when:%B} {when.day}"


# "twelve days ago", "a week ago": that many days back from the device's day (number words are digits by now).
_AGO = re.compile(r"\b(?:on\s+)?(?P<n>\d{1,3}|a|one)\s+(?P<u>days?|weeks?)\s+ago\b", re.I)


# "the yoga class a week from today": that many days ahead ("in two weeks from today" is the event readers' own).
_FROM_TODAY = re.compile(
    r"(?<!\bin\s)\b(?:on\s+)?(?P<n>\d{1,3}|a|one)\s+(?P<u>days?|weeks?)\s+from\s+(?:today|now)\b", re.I
)


def _days_ago(match: re.Match[str], today: date, sign: int = -1) -> str:
    n = 1 if match.group("n").lower() in ("a", "one") else int(match.group("n"))
    when = today + timedelta(days=sign * n * (7 if match.group("u").lower().startswith("week") else 1))
    return f"on {when:%B} {when.day} {when.year}"


def days_against_today(text: str, today: date) -> str:
    """Days said against today in dates: "Friday week", "the 11th", "monday the 18th", "on Friday", "Saturday's run",
    "12 days ago"."""
    text = rx(rf"\b(?:on\s+)?(?P<d>{'|'.join(_WEEKDAYS)})\s+week\b", re.I).sub(
        lambda m: "on " + _week_after(m.group("d").lower(), today), text
    )
    text = _AGO.sub(lambda m: _days_ago(m, today), text)
    # (a day said first is an event's own when, read by the event readers: "two weeks from today at 3pm: …")
    text = _FROM_TODAY.sub(lambda m: _days_ago(m, today, 1) if m.start() > 0 else m.group(0), text)
    return weekday_as_date(outing_weekday_as_date(_nth_of_month(text, today), today), today)
