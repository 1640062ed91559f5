"""The values a screen shows, in the formats apps and locales write them, read as numbers.

One app writes a time "14:30", another "2:30 PM" or "2:30 p.m."; a duration "1:05:00", "1 hr 5 min", "1h 5m",
"65 min", a song's length "3:25", "3m 25s" or "3 min 25 sec", a call's "04:12"; an amount "$1,234.50",
"USD 1,234.50" or "1,234.50 $"; a distance "12.35 km", "12.3 km", "20 m" or "7.7 mi"; a file's size "640 kB" or
"640.00 KB". Whoever reads a row's value
(an answer's records, an agenda, a row picked by its amount) reads it here, so a value is the same value however
the app writes it. Nothing is guessed: a text that is none of these is no value (None).
"""

from __future__ import annotations

import re

from .patterns import rx

# A time of day: hours and minutes, with the half of the day as the locale writes it ("PM", "pm", "p.m.").
CLOCK = re.compile(r"(?<![\d:.])(?P<h>\d{1,2}):(?P<m>[0-5]\d)(?![\d:])(?:\s*(?P<half>[ap])\.?\s?m\b\.?)?", re.I)
# A duration as a clock: "1:05:00", "45:00", "04:12", "3:25" (no half of the day after it).
_CLOCK_LENGTH = re.compile(
    r"(?<![\d:.])(?:(?P<h>\d{1,3}):)?(?P<m>\d{1,3}):(?P<s>[0-5]\d)(?![\d:])(?!\s*[ap]\.?\s?m\b)", re.I
)
# A duration in words: "1 hr 5 min", "1h 5m", "2 hours 5 minutes", "65 min", "3m 25s", "3 min 25 sec", "2 hr", "12s".
# A bare "m" is minutes only beside hours or seconds ("20 m" alone is a distance).
_AND = r",?\s*(?:and\s+)?"
_S = r"(?P<s>\d+)\s*(?:s|sec|secs|seconds?)\b"
_WORDS = tuple(
    re.compile(rf"(?<![\w.]){pattern}", re.I)
    for pattern in (
        rf"(?P<h>\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)\b(?:{_AND}(?P<m>\d+)\s*(?:m|min|mins|minutes?)\b(?!/))?(?:{_AND}{_S})?",
        rf"(?P<m>\d+)\s*(?:min|mins|minutes?)\b(?!/)(?:{_AND}{_S})?",
        rf"(?P<m>\d+)\s*m{_AND}{_S}",
        _S,
    )
)
# An amount of money: a symbol or a currency's code before or after the number.
_CURRENCY = r"(?:[$€£¥₹]|(?:US|CA|AU)\$|\b(?:USD|EUR|GBP|CAD|AUD|INR|JPY|CHF)\b)"
_NUMBER = r"(?P<{}>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_MONEY = re.compile(
    rf"(?P<sign>-)?{_CURRENCY}\s?-?{_NUMBER.format('n')}|(?<![\w.,]){_NUMBER.format('after')}\s?{_CURRENCY}", re.I
)
# A distance: kilometres, meters, miles, feet or yards after the number.
_DISTANCE = re.compile(
    r"(?<![\w.])(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?P<unit>km|m|mi|miles?|ft|yd)\b(?![/\w])", re.I
)
# A file's size: "340 kB", "1.60 MB", "2 GiB".
_SIZE = re.compile(r"(?<![\w.,])(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?P<unit>[kmgt]?i?b)\b", re.I)
_BYTES = {"b": 1, "kb": 1e3, "kib": 1024, "mb": 1e6, "mib": 1024**2, "gb": 1e9, "gib": 1024**3, "tb": 1e12}
_METERS = {"km": 1000.0, "m": 1.0, "mi": 1609.344, "mile": 1609.344, "miles": 1609.344, "ft": 0.3048, "yd": 0.9144}


def clock_of(found: re.Match[str]) -> tuple[int, int]:
    """A matched ``CLOCK`` as the 24-hour (hour, minute) it is: 12 AM is midnight, 12 PM noon."""
    hour, minute, half = int(found.group("h")), int(found.group("m")), (found.group("half") or "").lower()
    if half == "a" and hour == 12:
        hour = 0
    elif half == "p" and hour < 12:
        hour += 12
    return hour, minute


def clock_minutes(text: str) -> int | None:
    """The first time of day ``text`` shows, as minutes after midnight."""
    found = CLOCK.search(text)
    if found is None:
        return None
    hour, minute = clock_of(found)
    return hour * 60 + minute


def clock_span(text: str) -> tuple[int, int] | None:
    """A span of the day a row shows ("14:00 – 15:30", "2:00 PM – 3:30 PM", "2:00 – 3:30 PM"): its start and its
    end as minutes after midnight, the start in the end's half of the day when only the end says one."""
    found = list(CLOCK.finditer(text))
    if len(found) < 2 or not rx(r"^\s*(?:[–—-]|to|until|till)\s*$").match(text[found[0].end() : found[1].start()]):
        return None
    first, second = found[0], found[1]
    end = clock_of(second)
    start = clock_of(first)
    if not first.group("half") and second.group("half"):
        shifted = (start[0] + 12, start[1]) if second.group("half").lower() == "p" and start[0] < 12 else start
        start = shifted if shifted <= end else start
    return start[0] * 60 + start[1], end[0] * 60 + end[1]


def shows_time(text: str, hhmm: str) -> bool:
    """Whether ``text`` shows the time of day ``hhmm`` ("08:00" in "8:00 AM – 9:00 AM", "08:00 – 09:00")."""
    hour, minute = map(int, hhmm.split(":"))
    wanted = hour * 60 + minute
    span = clock_span(text)
    shown = {clock_of(found)[0] * 60 + clock_of(found)[1] for found in CLOCK.finditer(text)}
    return wanted in shown or (span is not None and wanted in span)


def duration_seconds(text: str, *, clocks: bool = True) -> int | None:
    """The first duration ``text`` shows, in seconds: in words ("1 hr 5 min", "3m 25s", "65 min"), or, with
    ``clocks``, as a clock that is no time of day ("1:05:00", "45:00", "3:25": minutes and seconds unless it has
    hours)."""
    worded = min(
        (found for pattern in _WORDS if (found := pattern.search(text)) is not None),
        key=lambda found: found.start(),
        default=None,
    )
    clocked = _CLOCK_LENGTH.search(text) if clocks else None
    if worded is not None and (clocked is None or worded.start() <= clocked.start()):
        said = worded.groupdict()
        hours = float(said.get("h") or 0)
        return round(hours * 3600) + int(said.get("m") or 0) * 60 + int(said.get("s") or 0)
    if clocked is not None:
        return int(clocked.group("h") or 0) * 3600 + int(clocked.group("m")) * 60 + int(clocked.group("s"))
    return None


def is_duration(text: str) -> bool:
    """Whether ``text`` is a duration and nothing else ("04:12", "4 min 12 sec", "1 hr")."""
    said = text.strip()
    return any(p.fullmatch(said) is not None for p in (*_WORDS, _CLOCK_LENGTH))


def amounts(text: str) -> list[float]:
    """The amounts of money ``text`` shows ("$1,234.50", "USD 1,234.50", "1,234.50 $", "€12"), in order."""
    found = []
    for said in _MONEY.finditer(text):
        value = float((said.group("n") or said.group("after")).replace(",", ""))
        found.append(-value if said.group("sign") else value)
    return found


def amount(text: str) -> float | None:
    """The first amount of money ``text`` shows."""
    return next(iter(amounts(text)), None)


def _distance(text: str) -> re.Match[str] | None:
    """The first distance ``text`` shows, its durations set aside ("1h 5m · 12 km": the "5m" is minutes)."""
    for pattern in _WORDS:
        text = pattern.sub(lambda found: " " * len(found.group(0)), text)
    return _DISTANCE.search(text)


def meters(text: str) -> float | None:
    """The first distance ``text`` shows, in meters."""
    found = _distance(text)
    if found is None:
        return None
    return float(found.group("n").replace(",", "")) * _METERS[found.group("unit").lower()]


def meters_exact(text: str) -> bool:
    """Whether the distance ``text`` shows is given to the meter ("18.87 km" is not: it is 18,865–18,874 m)."""
    found = _distance(text)
    if found is None:
        return False
    decimals = len(found.group("n").partition(".")[2])
    unit = found.group("unit").lower()
    return unit == "m" or (unit == "km" and decimals >= 3)


def size_bytes(text: str) -> float | None:
    """The first file size ``text`` shows, in bytes ("340 kB", "340.00 KB" and "0.34 MB" are one size)."""
    found = _SIZE.search(text)
    return float(found.group("n").replace(",", "")) * _BYTES[found.group("unit").lower()] if found else None


def is_size(text: str) -> bool:
    """Whether ``text`` is a file size and nothing else."""
    return _SIZE.fullmatch(text.strip()) is not None


def same_size(a: float, b: float) -> bool:
    """Two sizes written to different precisions ("1.6 MB", "1.60 MB", "1,600 kB") are one within half a percent."""
    return abs(a - b) <= 0.005 * max(a, b)
