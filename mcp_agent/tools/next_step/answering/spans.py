"""The span of days a question about records names, read against the device's date: a day or two named
("on Friday", "from March 3 to March 10"), a week ("this week", "next week"), a month ("in February", "last
month"), or the last few days ("in the past 10 days"). Days are read by ``dateparser``."""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, time, timedelta

from ..patterns import rx

# A month by its name or as people shorten it ("feb", "sept", "nov.").
_MONTHS = r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
_MONTH = re.compile(
    # "in February", or a month said first with no day ("november cycling km?")
    rf"(?:\b(?P<p>in|during|for|from|of|over|through(?:out)?|last)\s+|^\s*)(?:the\s+month\s+of\s+)?(?P<m>{_MONTHS})\.?"
    rf"(?:\s+(?P<y>\d{{4}}))?"
    r"\b(?!\s*\d{1,2}\b)(?!\s*(?:st|nd|rd|th)\b)",
    re.I,
)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "fourteen": 14, "thirty": 30}
_PAST = re.compile(
    r"\b(?:in\s+|over\s+|during\s+|for\s+)?the\s+(?:past|last)\s+(?P<n>\d+|"
    + "|".join(_NUMBERS)
    + r"|few)\s+(?P<unit>days?|weeks?)\b",
    re.I,
)


# Two days said as the ends of one span ("between March 3 and March 9, 2030", "from feb 27 to mar 8", "March 3-9,
# 2030", "3 to 9 March"): a year said once is both ends'. dateparser reads the pair's year as a third day and a
# trailing word ("…, km") as none at all, so the span is read here, the days by their month's name.
_ENDS = r"(?:between|from|for|over|during|in)?\s*"
_DAY_NUMBER = r"(?P<{d}>\d{{1,2}})(?:st|nd|rd|th)?"
_YEAR_SAID = r"(?:,?\s+(?P<{y}>\d{{4}}))?"
_TO = r"\s*(?:and|to|through|thru|until|till|-|–|—)\s*"
_MONTH_FIRST = re.compile(
    rf"\b{_ENDS}(?P<m1>{_MONTHS})\.?\s+{_DAY_NUMBER.format(d='d1')}{_YEAR_SAID.format(y='y1')}{_TO}"
    rf"(?:(?P<m2>{_MONTHS})\.?\s+)?{_DAY_NUMBER.format(d='d2')}\b{_YEAR_SAID.format(y='y2')}",
    re.I,
)
_DAY_FIRST = re.compile(
    rf"\b{_ENDS}(?:the\s+)?{_DAY_NUMBER.format(d='d1')}(?:\s+(?:of\s+)?(?P<m1>{_MONTHS})\.?)?{_YEAR_SAID.format(y='y1')}"
    rf"{_TO}(?:the\s+)?{_DAY_NUMBER.format(d='d2')}\s+(?:of\s+)?(?P<m2>{_MONTHS})\b\.?{_YEAR_SAID.format(y='y2')}",
    re.I,
)


def interval_named(text: str, today: date) -> tuple[str, str] | None:
    """The first and the last day of a span said by its two ends, or None. Without a year, the latest such span
    that has begun (what was done looks back)."""
    found = _MONTH_FIRST.search(text) or _DAY_FIRST.search(text)
    if found is None:
        return None
    said = found.groupdict()
    first_month = _month_number(said["m1"] or said["m2"])
    last_month = _month_number(said["m2"] or said["m1"])
    if not said["m2"] and int(said["d2"]) < int(said["d1"]):
        last_month = first_month % 12 + 1  # "Mar 31-2": the second day is in the month after, not a year on
    year_said = said["y2"] or said["y1"]
    try:
        year = int(year_said) if year_said else today.year
        first = date(int(said["y1"]) if said["y1"] else year, first_month, int(said["d1"]))
        if not year_said and first > today:
            year -= 1
            first = first.replace(year=year)
        last = date(year, last_month, int(said["d2"]))
    except ValueError:
        return None  # "February 30": no such day
    if last < first:
        if said["y2"] or said["y1"]:
            first = first.replace(year=first.year - 1)  # "December 28 to January 3, 2030"
        else:
            last = last.replace(year=last.year + 1)
    return (first.isoformat(), last.isoformat()) if last >= first else None


def without_interval(text: str) -> str:
    """``text`` with the span said by its two ends taken out ("spent on Food from March 2 to March 8" → "spent on
    Food"), so that what names the rows is read without the days."""
    return _DAY_FIRST.sub(" ", _MONTH_FIRST.sub(" ", text)).strip()


# "the week of March 3, 2030" (mended to "on" as a date's "of" is): Monday to Sunday around the day; "the week starting March 3": seven days from it;
# "the second week of February": its days 8 to 14 ("the last week": its last seven days).
_WEEK_OF = re.compile(
    rf"\bweek\s+(?P<how>of|on|starting(?:\s+on)?|beginning(?:\s+on)?|commencing|from)\s+(?:(?:mon|tues|wednes|thurs|fri|"
    rf"satur|sun)day,?\s+)?(?P<m>{_MONTHS})\.?\s+{_DAY_NUMBER.format(d='d')}\b{_YEAR_SAID.format(y='y')}",
    re.I,
)
_NTH = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3}
_NTH_WEEK = re.compile(
    rf"\b(?P<n>first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week\s+(?:of|in)\s+(?P<m>{_MONTHS})\.?"
    r"(?:,?\s+(?P<y>\d{4}))?\b",
    re.I,
)


def week_named(text: str, today: date) -> tuple[str, str] | None:
    """A week said by a day in it or by its place in a month, or None. Without a year, the latest that has begun."""
    found = _WEEK_OF.search(text)
    if found is not None:
        month, number = _month_number(found.group("m")), int(found.group("d"))
        try:
            day = date(int(found.group("y") or today.year), month, number)
            if not found.group("y") and day > today:
                day = day.replace(year=day.year - 1)
        except ValueError:
            return None
        start = day if found.group("how").lower() not in ("of", "on") else day - timedelta(days=day.weekday())
        return start.isoformat(), (start + timedelta(days=6)).isoformat()
    found = _NTH_WEEK.search(text)
    if found is None:
        return None
    month = _month_number(found.group("m"))
    year = int(found.group("y")) if found.group("y") else today.year - (month > today.month)
    days = calendar.monthrange(year, month)[1]
    said = found.group("n").lower()
    first = days - 6 if said == "last" else 1 + 7 * _NTH[said]
    return date(year, month, first).isoformat(), date(year, month, first + 6).isoformat()


def _month_number(said: str) -> int:
    return [name[:3] for name in calendar.month_name].index(said[:3].capitalize())


def days_named(text: str, today: date, ahead: bool) -> list[date]:
    """The days ``text`` names. A day named without its year or week ("Friday", "March 14") is the
    nearest one on the side the question looks at: ahead for what is due, back for what was done;
    today when it is today."""
    from dateparser.search import search_dates

    base = datetime.combine(today, time())
    # "yesterday, in minutes": a unit is not a duration to add to the day.
    text = rx(r"\b(?:in|as)\s+(?:minutes|meters|metres|km|kilometers|kilometres|hours|seconds)\b", re.I).sub(" ", text)
    # "this Monday" is this week's: the nearest Monday on the side the question looks at, as "Monday" is.
    text = rx(r"\bthis\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)", re.I).sub("", text)
    # dateparser's search finds nothing in some texts that end in a comma: end at the last word.
    text = rx(r"\s+").sub(" ", text).strip(" ,;:.")
    readings = []
    for prefer in ("current_period", "future" if ahead else "past"):
        settings = {"PREFER_DATES_FROM": prefer, "RELATIVE_BASE": base}
        found = search_dates(text, languages=["en"], settings=settings) or []
        readings.append([when.date() for _, when in found])
    current, leaning = readings
    if len(current) != len(leaning):
        return current
    days = []
    for pair in zip(current, leaning, strict=True):
        right_side = [d for d in pair if (d >= today if ahead else d <= today)]
        days.append(min(right_side, key=lambda d: abs((d - today).days)) if right_side else pair[0])
    return days


def week_span(text: str, today: date, ahead: bool = False) -> tuple[str, str] | None:
    """Monday to Sunday for "next week"; for "this week", Monday to Sunday when the question looks ahead
    (what is due), Monday to today when it looks back (what was done)."""
    monday = today - timedelta(days=today.weekday())
    if rx(r"\bnext week\b", re.I).search(text):
        start = monday + timedelta(days=7)
        return start.isoformat(), (start + timedelta(days=6)).isoformat()
    if rx(r"\blast week\b|\bthe previous week\b", re.I).search(text):
        start = monday - timedelta(days=7)
        return start.isoformat(), (start + timedelta(days=6)).isoformat()
    if rx(r"\bthis week\b|\bsince (?:last )?monday\b", re.I).search(text):
        return monday.isoformat(), (monday + timedelta(days=6) if ahead else today).isoformat()
    return None


def without_week(text: str) -> str:
    return rx(
        r"\b(?:this|next|last) week\b|\bthe previous week\b|\bsince (?:last )?monday\b|\(?monday to sunday\)?|assume the week starts from monday",
        re.I,
    ).sub(" ", text)


def month_span(text: str, today: date) -> tuple[str, str] | None:
    """The first to the last day of a month named without a day ("in February", the latest February that has
    begun), of this month or of the last one."""
    if rx(r"\bthis\s+month\b", re.I).search(text):
        return today.replace(day=1).isoformat(), today.isoformat()
    if rx(r"\blast\s+month\b|\bthe\s+previous\s+month\b", re.I).search(text):
        end = today.replace(day=1) - timedelta(days=1)
        return end.replace(day=1).isoformat(), end.isoformat()
    found = _MONTH.search(text)
    if found is None:
        return None
    month = [name[:3] for name in calendar.month_name].index(found.group("m")[:3].capitalize())
    # "last November": the latest one before this month; "in November": the latest that has begun.
    before = month >= today.month if (found.group("p") or "").lower() == "last" else month > today.month
    year = int(found.group("y")) if found.group("y") else today.year - before
    last = calendar.monthrange(year, month)[1]
    return date(year, month, 1).isoformat(), date(year, month, last).isoformat()


def past_span(text: str, today: date) -> tuple[str, str] | None:
    """ "in the past 10 days", "over the last two weeks": the days up to today, today included."""
    found = _PAST.search(text)
    if found is None:
        return None
    said = found.group("n").lower()
    count = int(said) if said.isdigit() else _NUMBERS.get(said, 3)
    days = count * (7 if found.group("unit").lower().startswith("week") else 1)
    return (today - timedelta(days=days - 1)).isoformat(), today.isoformat()


def spending_span(text: str, today: date) -> tuple[str, str] | None:
    """The days a question about spending looks back over, when it says: a week, a month, the past N days, this
    year ("so far this year": January 1 to today)."""
    if rx(r"\bthis\s+year\b", re.I).search(text):
        return today.replace(month=1, day=1).isoformat(), today.isoformat()
    return week_span(text, today) or month_span(text, today) or past_span(text, today)
