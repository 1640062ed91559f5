"""The unit a question asks a quantity in, and the conversion from the unit the screen shows it in.

People ask in the unit they think in ("how many miles", "in metres", "how many seconds", "in mph") while an app
shows its own (OpenTracks: km with two decimals, a clock for the time, km/h): the answer is the screen's value
converted, said as a number. One table per dimension, each unit's size in the dimension's base unit, and the
words that say it; nothing here is per phrase.
"""

from __future__ import annotations

import re

# Each unit's size in its dimension's base unit: meters, seconds, meters per second.
LENGTH = {"m": 1.0, "km": 1000.0, "mi": 1609.344, "ft": 0.3048, "yd": 0.9144}
DURATION = {"s": 1.0, "min": 60.0, "h": 3600.0}
SPEED = {"m/s": 1.0, "km/h": 1000 / 3600, "mph": 1609.344 / 3600}
TABLES = {"length": LENGTH, "duration": DURATION, "speed": SPEED}

# How each unit is said; a speed before the lengths its words hold ("miles per hour" is no "miles").
_SAID: dict[str, tuple[str, str]] = {
    "mph": ("speed", r"mph|miles?\s+(?:per|an|a)\s+hour|miles?/h(?:ou)?r?"),
    "km/h": ("speed", r"km/h|kmh|kph|km\s+per\s+hour|kilomet(?:er|re)s?\s+(?:per|an|a)\s+hour"),
    "m/s": ("speed", r"m/s|met(?:er|re)s?\s+(?:per|a)\s+second"),
    "km": ("length", r"km|kms|kilomet(?:er|re)s?"),
    "mi": ("length", r"mi|miles?|mileage"),
    "m": ("length", r"(?<=\d)\s?m|met(?:er|re)s?"),
    "ft": ("length", r"ft|feet|foot"),
    "yd": ("length", r"yds?|yards?"),
    "h": ("duration", r"(?<=\d)\s?h|hrs?|hours?"),
    "min": ("duration", r"mins?|minutes?"),
    "s": ("duration", r"(?<=\d)\s?s|secs?|seconds?"),
}
# A single letter ("5 m", "90 s", "2 h") only after a number: "I'm", "it's" say no unit.
_WORDS = {unit: re.compile(rf"(?<![A-Za-z/'’])(?:{said})(?![\w/])", re.I) for unit, (_, said) in _SAID.items()}
# "in miles", "as hours", "answer in metres": the unit the answer is to be said in.
_INTO = re.compile(r"\b(?:in|into|as|to)\s+(?:the\s+)?$", re.I)


def unit_asked(text: str, dimension: str) -> str:
    """The unit of ``dimension`` (length, duration, speed) the text asks the answer in, or "" when it says none.
    Of several, the one said after "in"/"as" ("how many km is that in miles"), else the first said."""
    found: list[tuple[int, bool, str]] = []
    taken: list[tuple[int, int]] = []
    for unit, (of, _) in _SAID.items():
        for match in _WORDS[unit].finditer(text):
            if any(start <= match.start() < end for start, end in taken):
                continue  # words of a speed already read ("miles" of "miles per hour")
            taken.append(match.span())
            if of == dimension:
                found.append((match.start(), _INTO.search(text[: match.start()]) is not None, unit))
    if not found:
        return ""
    into = [f for f in found if f[1]]
    return min(into or found)[2]


def convert(value: float, shown: str, asked: str) -> float:
    """``value`` in the unit ``shown`` said in the unit ``asked`` (both of one table)."""
    table = next(t for t in TABLES.values() if shown in t and asked in t)
    return value * table[shown] / table[asked]


def as_number(value: float) -> str:
    """A number as the answer says it: whole when it is, else to two decimals."""
    return f"{round(value, 2):.2f}".rstrip("0").rstrip(".")


# "rounded to two decimal places", "to 1 decimal", "as a whole number", "to the nearest integer": how many places.
_PLACES = re.compile(r"\b(?P<n>zero|no|one|two|three|[0-3])\s+decimal(?:\s+places?|s)?\b", re.I)
_WHOLE = re.compile(
    r"\b(?:nearest\s+(?:whole\s+)?(?:number|integer|minute|second|hour|met(?:er|re)|km|kilomet(?:er|re)|mile)|"
    r"whole\s+number)\b",
    re.I,
)
_PLACE_WORDS = {"zero": "0", "no": "0", "one": "1", "two": "2", "three": "3"}


def places_asked(text: str) -> str:
    """The decimal places the answer is to be given to ("0" for a whole number), or "" when the text says none."""
    found = _PLACES.search(text)
    if found is not None:
        said = found.group("n").lower()
        return _PLACE_WORDS.get(said, said)
    return "0" if _WHOLE.search(text) else ""
