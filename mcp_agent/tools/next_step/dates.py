"""Dates and times: read from a task by ``dateparser``, written the way the phone's field shows them.

A task's date is kept in the plan as ISO (``2026-12-04``) and its time as ``15:00``. A date or
time field that already shows a value or a placeholder (``DD/MM/YYYY``, ``12/01/2026``,
``Tue 1 Dec``, ``3:00 PM``) gets the value in that shape; whether the field holds the value is
judged by what the date or time is, not by its spelling.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time
from functools import lru_cache

from .patterns import rx

_SETTINGS = {"PREFER_DATES_FROM": "future"}


# Words that make a date relative to a day: read against the device's date, not the server's.
RELATIVE = re.compile(
    r"\b(?:today|tonight|tomorrow|tmrw|yesterday|this|next|coming|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"in\s+(?:a|an|one|two|three|four|\d+)\s+(?:days?|weeks?|months?)|from\s+(?:today|now))\b",
    re.I,
)
# A month's name, whole or short ("march", "Mar"): the one pattern every reader of a said date uses.
MONTH_NAME = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_MONTH = rf"{MONTH_NAME}\.?"
# A screen label that is a whole date with its year (a calendar's header, a status bar's date line).
_SHOWN_DATE = re.compile(
    rf"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}|\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}|"
    r"\d{4}-\d{2}-\d{2})(?:,?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)?",
    re.I,
)
# What may stand beside that date on a status bar's line: its clock and a caption ("Status bar: 9:41 Thu, Mar 14
# 2030"); a row with anything else beside a date (an event's title) does not say what day it is today.
_BESIDE_TODAY = re.compile(
    r"(?:status\s*bar|date|today|now|clock|time|\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|[\s:,|•·—–-])*", re.I
)
DATE_FACTS = ("today", "now", "date")
# "on march 18 at 11", "tomorrow at 7": an hour said alone after "at". The library reads "18 at 11" as the year 2111
# and drops "at 7" after "tomorrow"; said as a clock it reads both. Not a street number, a count or a range's start.
_BARE_HOUR = re.compile(
    r"(?<![$£€])\bat\s+(?P<h>[01]?\d|2[0-3])\b(?![:.,]\d|\s*(?:[ap]\.?m\b|o['’]?clock|%|-|–|to\s+\d|till|until|"
    r"(?:st|nd|rd|th)\b|\w+\s+(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|place|blvd)\b|"
    r"(?:stars?|people|persons?|percent|degrees?)\b))",
    re.I,
)
_BARE_CLOCK = re.compile(
    r"(?<![$£€])\bat\s+(?P<h>[1-6]):(?P<m>[0-5]\d)\b(?!\s*(?:[ap]\.?m\b|h\b|in\s+the\s+morning|o['’]?clock\s+in\s+the\s+morning))",
    re.I,
)
# An hour said as a part of the day: the library guesses one (18:00 for "evening"), the person said none.
PART_OF_DAY = re.compile(
    r"\b(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight|(?:this|tomorrow|today|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:morning|afternoon|evening|night))\b",
    re.I,
)


def device_today(facts: dict[str, str], labels: tuple[str, ...]) -> date | None:
    """The device's date: a ``today:`` / ``now:`` line in known_facts, else a whole date the screen shows alone
    or beside a clock (``labels``: the screen's labels, values and prose lines)."""
    for key in DATE_FACTS:
        if facts.get(key):
            day = _parsed_day(facts[key], "YMD")
            if day is not None:
                return day
    for label in labels:
        shown = _SHOWN_DATE.search(label) if len(label) <= 60 else None
        if shown is not None and _BESIDE_TODAY.fullmatch(label[: shown.start()] + " " + label[shown.end() :]):
            day = _parsed_day(shown.group(0).strip(), "MDY")
            if day is not None:
                return day
    return None


def device_now(facts: dict[str, str], labels: tuple[str, ...]) -> datetime | None:
    """The device's date and time: a ``now:`` line in known_facts, else a status bar's date beside its clock; None
    when neither says the time (a ``today:`` line says only the day)."""
    if facts.get("now"):
        return _parsed_moment(facts["now"], "YMD")
    for label in labels:
        shown = _SHOWN_DATE.search(label) if len(label) <= 60 else None
        if shown is None:
            continue
        beside = label[: shown.start()] + " " + label[shown.end() :]
        if not _BESIDE_TODAY.fullmatch(beside):
            continue
        if rx(r"\d:\d{2}").search(shown.group(0)):
            return _parsed_moment(shown.group(0).strip(), "MDY")
        # The clock before the date, as a status bar or a lock screen writes it: "9:41 a.m. · Thursday, March 14".
        clock = rx(r"\b\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\b\.?)?", re.I).search(beside)
        if clock is not None:
            return _parsed_moment(f"{shown.group(0).strip()} {clock.group(0).replace('.', '')}", "MDY")
    return None


@lru_cache(maxsize=256)
def _parsed_moment(text: str, order: str) -> datetime | None:
    from dateparser import parse

    return parse(text, languages=["en"], settings={"DATE_ORDER": order})


@lru_cache(maxsize=256)
def _parsed_day(text: str, order: str) -> date | None:
    # The same status bar is read on every step: parsed once.
    from dateparser import parse

    parsed = parse(text, languages=["en"], settings={"DATE_ORDER": order})
    return parsed.date() if parsed is not None else None


def shown_day(text: str) -> date | None:
    """The day a row shows ("Tue, Mar 19, 2030"), month first as the device writes it."""
    return _parsed_day(text.strip(), "MDY") if text.strip() else None


@lru_cache(maxsize=256)
def _is_today_next_year(part: str, value: datetime, base: datetime) -> bool:
    return (
        not rx(r"\b\d{4}\b").search(part)
        and value.year == base.year + 1
        and (value.month, value.day) == (base.month, base.day)
    )


def read_when(text: str, today: date | None = None) -> tuple[str, str, str]:
    """``(phrase, date, time)`` for the dates and times in ``text``, else empty strings.

    Relative dates ("tomorrow", "on Friday") are read against ``today`` (the device's), else the server's.
    """
    from dateparser.date import DateDataParser
    from dateparser.search import search_dates

    # Midnight as the base: a date said without a time ("tomorrow") does not take the current time.
    base = (
        datetime.combine(today, time()) if today else datetime.now().replace(hour=0, minute=0, second=0, microsecond=0)
    )
    settings = {**_SETTINGS, "RELATIVE_BASE": base}
    # A length is never a time of day ("1 hr" is not 01:00); "in 2 hours" is left to say when.
    text = rx(r"(?<!\bin\s)\b(?:\d+(?:\.\d+)?|an?)\s*-?\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b", re.I).sub(
        " ", text
    )
    # "at 8 am: Yoga", "at 8 a.m.": the library reads these as a bare 8 (no hour); "8am" it reads whole. The
    # phrase is given back as the task said it: callers take it out of the text.
    glued = rx(r"\b(\d{1,2}(?::\d\d)?)\s*([ap])\.?m\b\.?", re.I).sub(r"\1\2m", text)
    glued = _BARE_HOUR.sub(lambda found: f"at {bare_hour(found.group('h'))}", glued)
    # "dentist at 2:30": minutes said with an early hour and no half of the day are the afternoon's too ("at 05:40",
    # written as a 24-hour clock writes it, stays early).
    glued = _BARE_CLOCK.sub(lambda found: f"at {int(found.group('h')) + 12}:{found.group('m')}", glued)
    # "on Mar. 23rd": a month's short name with its full stop is the month to us, nothing the library reads.
    glued = _SHORT_MONTH_DOT.sub(r"\1", glued)
    # "at noon tomorrow: Lunch": a colon right after a day's or an hour's word hides it from the library; spaced off,
    # it is read. (A label's colon, "date: March 20", stays: spaced, the library reads the label as a day.)
    glued = rx(
        r"\b(tomorrow|today|tonight|noon|midnight|morning|afternoon|evening|night|[ap]m|(?:mon|tues|wednes|thurs|fri|"
        r"satur|sun)day)\s*:(?=\s+[A-Za-z])",
        re.I,
    ).sub(r"\1 :", glued)
    found = [
        (_as_said(part, text), value) for part, value in search_dates(glued, languages=["en"], settings=settings) or []
    ]
    # "an an" is a year to the library: a fragment with no digit, month, day or relative word says no date.
    found = [
        (part, value)
        for part, value in found
        if rx(rf"\d|{_MONTH}|\bnoon\b|\bmidnight\b", re.I).search(part) or RELATIVE.search(part)
    ]
    # "Mar" alone (its day left in a form the library does not read, "Mar 31-2"): a month is no day, never today's
    # day of it.
    found = [
        (part, value)
        for part, value in found
        if not rx(rf"(?:(?:in|of|for|about|during)\s+)?{_MONTH}\.?", re.I).fullmatch(part.strip())
    ]
    if not found:
        return "", "", ""
    # "events on March 14?" said on March 14: the library's "future" puts today's own date a year on; it is today.
    found = [
        (part, value.replace(year=base.year) if _is_today_next_year(part, value, base) else value)
        for part, value in found
    ]
    phrase = " ".join(part for part, _ in found)
    # "at 12pm starting march 18 2030": the day comes from the part that says one, not from a bare hour.
    dated = [value for part, value in found if says_a_day(part)]
    when = dated[0] if dated else found[0][1]
    period = DateDataParser(languages=["en"], settings={**settings, "RETURN_TIME_AS_PERIOD": True}).get_date_data(
        phrase
    )
    has_time = period.period == "time" or any(value.hour or value.minute for _, value in found)
    # "in the evening", "tonight": the library's guess at an hour (18:00, 20:00) is no hour the person said.
    has_time = has_time and bool(rx(r"\d|\bnoon\b|\bmidnight\b").search(phrase))
    for _, value in found:
        if value.hour or value.minute:
            when = when.replace(hour=value.hour, minute=value.minute)
    named = rx(r"\b(mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I).search(phrase)
    if named is not None and not when.strftime("%A").lower().startswith(named.group(1).lower()):
        return "", "", ""  # "friday at ten" read as some October day: a day misread is no day at all
    return phrase, when.date().isoformat(), f"{when.hour:02d}:{when.minute:02d}" if has_time else ""


def bare_hour(said: str) -> str:
    """An hour said alone as the clock it means: 1 to 6 are the afternoon's (nobody books "at 4" for 04:00), the
    others as said ("at 9" is 09:00, "at 12" noon, "at 19" 19:00)."""
    hour = int(said)
    return f"{hour + 12 if 1 <= hour <= 6 else hour}:00"


_SHORT_MONTH_DOT = re.compile(r"\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.(?=\s*\d)", re.I)


def _as_said(part: str, text: str) -> str:
    """``part`` of the glued text as ``text`` writes it ("at 8am" → "at 8 a.m.", "at 16:00" → "at 4")."""
    if (clocked := rx(r"\bat\s+(\d{1,2}):(\d\d)\b").search(part)) is not None:
        hour, minutes = int(clocked.group(1)), clocked.group(2)
        hours = {str(hour), str(hour - 12)} if hour > 12 else {str(hour), f"{hour:02d}"}
        part = part[: clocked.start(1)] + "\x00" + part[clocked.end() :]
        alternatives = "|".join(sorted(hours, key=len, reverse=True))
        said_minutes = "(?::00)?" if minutes == "00" else f":{minutes}"
        pattern = re.escape(part).replace("\x00", rf"(?:{alternatives}){said_minutes}")
        found = rx(pattern, re.I).search(text)
        return found.group(0) if found is not None else part.replace("\x00", f"{hour}:{minutes}")
    pattern = rx(r"(\d)([ap])m", re.I).sub(r"\1\\s*\2\\.?m\\.?", re.escape(part)).replace(r"\ :", r"\s*:")
    pattern = rx(r"\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\ ", re.I).sub(r"\1\\.?\\s*", pattern)
    said = rx(pattern, re.I).search(text)
    return said.group(0) if said is not None else part


def says_a_day(phrase: str) -> bool:
    """Whether a phrase the date library found names a day (a month, a year, a relative day), not an hour alone."""
    return bool(rx(rf"{_MONTH}|\d{{4}}|\d[/-]\d", re.I).search(phrase) or RELATIVE.search(phrase))


_PLACEHOLDER = re.compile(r"(YYYY|YY|MM|DD|dd|mm|yyyy)")


def date_like(sample: str | None, iso: str) -> str:
    """``iso`` written like ``sample`` (a value or a placeholder the field shows); ISO otherwise."""
    day = date.fromisoformat(iso)
    if not sample:
        return iso
    if _PLACEHOLDER.search(sample) and not rx(r"\d").search(sample):
        pattern = sample.upper().replace("YYYY", "%Y").replace("YY", "%y").replace("MM", "%m").replace("DD", "%d")
        return day.strftime(pattern)
    if rx(r"\s*\d{4}-\d{1,2}-\d{1,2}\s*").fullmatch(sample):
        return iso
    slashed = rx(r"\s*(\d{1,2})([/.])(\d{1,2})\2(\d{2,4})\s*").fullmatch(sample)
    if slashed is not None:
        first, sep = int(slashed.group(1)), slashed.group(2)
        year = "%Y" if len(slashed.group(4)) == 4 else "%y"
        order = f"%d{sep}%m{sep}{year}" if first > 12 or sep == "." else f"%m{sep}%d{sep}{year}"
        return day.strftime(order)
    if rx(r"[A-Za-z]{3}").search(sample):
        weekday = "%a " if rx(r"\s*(?:mon|tue|wed|thu|fri|sat|sun)", re.I).match(sample) else ""
        year = " %Y" if rx(r"\b\d{4}\b").search(sample) else ""
        month_first = rx(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d", re.I).search(sample)
        body = ("%b %d," if "," in sample else "%b %d") if month_first else "%d %b"
        return day.strftime(f"{weekday}{body}{year}").replace(" 0", " ")
    return iso


def time_like(sample: str | None, hhmm: str) -> str:
    moment = time.fromisoformat(hhmm)
    if sample and rx(r"\b(?:am|pm)\b|[ap]\.m\.", re.I).search(sample):
        return moment.strftime("%I:%M %p").lstrip("0")
    return hhmm


def same_date(shown: str | None, iso: str) -> bool:
    if not shown:
        return False
    return shown.strip() == iso or iso[5:] in _month_days(shown)


@lru_cache(maxsize=4096)
def _month_days(shown: str) -> frozenset[str]:
    # Every row of a list is compared on every step, and a parse costs milliseconds: each text is parsed once.
    from dateparser import parse

    # Either order of day and month: the field may be written day first or month first.
    found = (parse(shown, languages=["en"], settings={**_SETTINGS, "DATE_ORDER": order}) for order in ("MDY", "DMY"))
    return frozenset(parsed.date().isoformat()[5:] for parsed in found if parsed is not None)


def same_time(shown: str | None, hhmm: str) -> bool:
    if not shown:
        return False
    if shown.strip() == hhmm:
        return True
    from dateparser import parse

    parsed = parse(shown, languages=["en"])
    return parsed is not None and f"{parsed.hour:02d}:{parsed.minute:02d}" == hhmm
