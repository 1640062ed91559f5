"""The days a screen shows, as apps write them, read as the days they are.

Apps write a day in many ways: with its year or without ("Tue, Mar 12, 2030", "Monday, 18 March", "Mar 21"),
day first or month first, as ISO ("2030-03-12"), relative to today ("Today", "Yesterday", "Due tomorrow", "Due
Monday"), and an agenda, a journal or a ledger often once for a group of rows: a header line per day, the rows under
it showing no day of their own. Every reader of a row's day (an answer's records, an agenda, a row to act on) reads
the row's details, so the screen is read once into that shape:

- ``sectioned``: a list's row under a day's header says that day first ("Today · 1 hr 5 min · 12.3 km"), as a row
  that shows its own day does (screen.py, when the screen is parsed);
- ``with_days``: a day written relative to today or without its year is written as the day it is, in ISO
  ("Due 2030-03-18"), read against the device's date (turn.py, once the device's date is known). A weekday said
  alone is a day only after "due", "next" or "this", or as a due day's value (the coming one): a journal's "Monday"
  may be last week's.

A day with its year is left as the app wrote it: the readers parse those already (with ``dateparser``). The shapes
here are read by one pattern instead: it runs on every row of every screen, and the library gives a year-less day
the base's year rather than the one nearest today on which it falls on the weekday it says.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from typing import TYPE_CHECKING

from .patterns import rx

if TYPE_CHECKING:
    from .screen import Element, Screen

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_MONTH = r"(?P<{}>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = r"(?P<{}>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_DAY = r"(?P<{}>\d{{1,2}})(?:st|nd|rd|th)?"
# A day written in words, with or without its weekday and year: "Mon, Mar 18, 2030", "Monday 18 March", "Mar 21".
_NAMED = (
    rf"(?:{_WEEKDAY.format('weekday')},?\s+)?"
    rf"(?:{_MONTH.format('month')}\s+{_DAY.format('day')}|{_DAY.format('day_first')}\s+{_MONTH.format('month_late')})"
    r"(?:,?\s+(?P<year>\d{4}))?"
)
# "Today", "Today, March 14": the word says the day.
_RELATIVE = r"(?P<relative>today|tomorrow|yesterday)(?:,\s+[^·]*)?"
_NUMERIC = r"(?P<iso>\d{4}-\d{2}-\d{2})|(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{2}|\d{4})"
# What a row may say before its day: its due day, the day it was changed.
_CUE = r"(?P<cue>(?:due|on|date|(?:last\s+)?(?:modified|edited|changed|updated|saved|created))\s*:?\s+)?"
# A part of a row's details (between its "·") that is a day and nothing else.
_PART = rx(rf"^\s*{_CUE}(?:{_RELATIVE}|{_NAMED}|{_NUMERIC}|(?P<alone>{_WEEKDAY.format('alone_day')}))\s*$", re.I)
_COMING = rx(r"^(?:due|next|this)\b", re.I)
ROW_KINDS = frozenset({"ListItem", "CheckBox", "CheckedTextView"})
_READ_KINDS = ROW_KINDS | {"TextView"}


def _read(found: re.Match[str], today: date | None, coming: bool = False) -> date | None:
    """The day a matched part names; a relative or year-less one only against ``today``; a weekday alone the coming
    one after "due" or when the value is a due day (``coming``)."""
    if found.group("iso"):
        return _safe(*map(int, found.group("iso").split("-")))
    if found.group("m"):
        year = int(found.group("y"))
        return _safe(year + 2000 if year < 100 else year, int(found.group("m")), int(found.group("d")))
    if today is None:
        return None
    if found.group("relative"):
        shift = {"today": 0, "tomorrow": 1, "yesterday": -1}[found.group("relative").lower()]
        return today + timedelta(days=shift)
    if found.group("alone"):
        if not (coming or _COMING.match(found.group("cue") or "")):
            return None  # "Monday" alone: this week's or last week's, the row does not say
        ahead = (_WEEKDAYS.index(found.group("alone_day").lower()[:3]) - today.weekday()) % 7
        return today + timedelta(days=ahead)
    weekday = found.group("weekday")
    month_said = found.group("month") or found.group("month_late")
    month, day = _MONTHS.index(month_said.lower()[:3]) + 1, int(found.group("day") or found.group("day_first"))
    if found.group("year"):
        return _safe(int(found.group("year")), month, day)
    # No year: the one that puts the day nearest today, and on the weekday it says when it says one.
    candidates = [d for year in (today.year - 1, today.year, today.year + 1) if (d := _safe(year, month, day))]
    if weekday:
        candidates = [d for d in candidates if d.weekday() == _WEEKDAYS.index(weekday.lower()[:3])] or candidates
    return min(candidates, key=lambda d: abs((d - today).days), default=None)


def _safe(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def is_day(text: str) -> bool:
    """Whether ``text`` is a day and nothing else ("Today", "Monday, 18 March", "4 Mar 2030", "Due tomorrow")."""
    return _PART.match(text) is not None


def day_shown(text: str, today: date | None) -> date | None:
    """The day ``text`` is, when it is one and nothing else (a relative or year-less day read against ``today``)."""
    found = _PART.match(text)
    return _read(found, today) if found is not None else None


def _is_header(element: Element) -> bool:
    return element.kind == "TextView" and not element.value and bool(element.label) and is_day(element.label)


def sectioned(elements: list[Element]) -> list[Element]:
    """A list's rows under a day's header line, each saying that day first when it shows none of its own. A header
    is a text with no value that is a day and nothing else, after a list's start; a new list ends it."""
    out: list[Element] = []
    listing = False
    header = ""
    for element in elements:
        if element.scrollable or element.kind == "List":
            listing, header = True, ""
        elif listing and _is_header(element):
            header = element.label.strip()
        elif header and _is_row(element) and not any(is_day(part) for part in (element.value or "").split("·")):
            element = replace(element, value=f"{header} · {element.value}" if element.value else header)
        out.append(element)
    return out


def _is_row(element: Element) -> bool:
    return bool(element.label) and (element.kind in ROW_KINDS or (element.kind == "TextView" and bool(element.value)))


def _written(part: str, today: date, coming: bool) -> str:
    """A part that is a relative or year-less day, as the day it is in ISO after its cue; any other part as it is."""
    found = _PART.match(part)
    if found is None or found.group("iso") or found.group("year") or found.group("m"):
        return part
    day = _read(found, today, coming)
    if day is None:
        return part
    lead = part[: len(part) - len(part.lstrip())]
    return f"{lead}{found.group('cue') or ''}{day.isoformat()}{' ' if part.endswith(' ') else ''}"


def with_days(screen: Screen, today: date | None) -> Screen:
    """The screen with each relative or year-less day its rows and texts show written as the day it is (a field's
    value is typed over as it is written, a control's is the option it shows: both left as they are)."""
    if today is None:
        return screen
    elements = []
    changed = False
    for element in screen.elements:
        value = element.value
        # A row's or a text's details; not a control's state (a spinner's "Tomorrow" is the option it shows).
        if value and element.kind in _READ_KINDS and rx(r"[A-Za-z]").search(value):
            coming = rx(r"\bdue\b", re.I).search(element.label) is not None  # a "Due date" row's "Monday"
            written = "·".join(_written(part, today, coming) for part in value.split("·"))
            if written != value:
                element, changed = replace(element, value=written), True
        elements.append(element)
    return replace(screen, elements=tuple(elements)) if changed else screen
