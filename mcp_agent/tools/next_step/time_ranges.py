"""A time of day said as a range ("08:00-09:00", "8-9am", "8am to 9:30", "from 14:00 till 15:30", "8–9",
"noon to 1:30"): when it starts and how long it lasts.

The date library reads "08:00-09:00" as 08:00 and "8am to 9:30" as 09:30, and drops the end either way: an
event saved at the wrong hour, or for the app's default length. A range is its start, said as one time the
readers know ("at 8am"), and its length in minutes. A day range ("Mar 18-20"), a date ("2030-03-18"), a phone
number and a count of something ("10-15 minutes") are not times.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .dates import MONTH_NAME
from .patterns import rx

_CLOCK = r"(?P<h{n}>\d{{1,2}})(?:[:.](?P<m{n}>\d{{2}}))?(?:\s*(?P<ap{n}>[ap]\.?m\.?(?![a-z])))?"
_RANGE = re.compile(
    rf"(?<![\w:./-])(?P<at>(?:from|at|between)\s+)?(?:(?P<noon>noon|midday)|{_CLOCK.format(n=1)})\s*"
    rf"(?P<sep>-|–|—|\bto\b|\btill\b|\btil\b|\buntil\b|\band\b)\s*{_CLOCK.format(n=2)}(?![\w:/.-]|\.\d)"
    r"(?!\s*(?:min|mins|minutes?|hours?|hrs?|h|days?|weeks?|months?|years?|servings?|people|persons?|%|percent)\b)",
    re.I,
)
_MONTH_BEFORE = re.compile(rf"{MONTH_NAME}\.?\s*$|\bthe\s*$", re.I)


@dataclass(frozen=True, slots=True)
class TimeRange:
    start: str  # the start as the readers read one time: "8am", "14:00"
    minutes: int
    span: tuple[int, int]  # where the range stands in the text


def _minutes(hour: int, minute: int, half: str) -> int:
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    return hour * 60 + minute


def time_range(text: str) -> TimeRange | None:
    """The first time range in ``text``, or None."""
    for match in _RANGE.finditer(text):
        if _MONTH_BEFORE.search(text[: match.start()]):
            continue  # "Mar 18-20", "the 18-20th": days, not hours
        h1, h2 = int(match["h1"] or 12), int(match["h2"])
        m1, m2 = int(match["m1"] or 0), int(match["m2"] or 0)
        ap1, ap2 = ((match[f"ap{n}"] or "")[:1].lower() for n in (1, 2))
        ap1 = "p" if match["noon"] else ap1  # "noon to 1:30": the afternoon's
        clocked = bool(match["m1"] or match["m2"] or ap1 or ap2)
        worded = match["sep"].lower() not in "-–—"
        if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59 or (worded and not clocked and not match["at"]):
            continue  # "2 to 3 of them": numbers, not hours
        if match["sep"].lower() == "and" and (match["at"] or "").strip().lower() != "between":
            continue
        if ap2 and not ap1:
            # "8-9am": both in the morning; "11-1pm": the start is the morning before the afternoon's end.
            ap1 = ap2 if _minutes(h1, m1, ap2) < _minutes(h2, m2, ap2) or h1 == 12 else ("a" if ap2 == "p" else "p")
        elif ap1 and not ap2:
            ap2 = ap1 if _minutes(h2, m2, ap1) > _minutes(h1, m1, ap1) else ("p" if ap1 == "a" else "a")
        start, end = _minutes(h1, m1, ap1), _minutes(h2, m2, ap2)
        if not (ap1 or ap2) and end <= start and h2 <= 12:
            end += 12 * 60  # "11-1": an hour said on a 12-hour clock
        length = (end - start) % (24 * 60)
        if not length:
            continue
        said = f"{h1}:{m1:02d}" if match["m1"] else str(h1)
        said += {"a": "am", "p": "pm"}.get(ap1, "")
        if not ap1 and not match["m1"]:
            said = f"{h1}:00"
        return TimeRange(said, length, (match.start(), match.end()))
    return None


def as_start(text: str) -> str:
    """``text`` with its time range said as when it starts ("tomorrow 8-9am Yoga" → "tomorrow at 8am Yoga")."""
    found = time_range(text)
    if found is None:
        return text
    start, end = found.span
    before = text[:start]
    at = "" if rx(r"\bat\s*$", re.I).search(before) else "at "
    return f"{before}{at}{found.start}{text[end:]}"


# The length said before the entry: "a 30-minute calendar event", "a 2-hour meeting".
_SIZED = re.compile(
    r"\b(?P<n>\d{1,3})[- ]?(?P<u>min(?:ute)?s?|h(?:ou)?rs?)\s+(?:(?:calendar|new)\s+)?(?:event|meeting|appointment)\b",
    re.I,
)


def length_before(clause: str) -> str:
    """The minutes of a length said before the entry it is ("a 30-minute calendar event" had been saved at the app's
    default length: a false done); "" when none is."""
    sized = _SIZED.search(clause)
    if sized is None:
        return ""
    return str(int(sized.group("n")) * (60 if sized.group("u").lower().startswith("h") else 1))
