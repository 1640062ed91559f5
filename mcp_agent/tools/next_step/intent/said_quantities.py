"""Times, dates, durations and numbers said the many ways people say them (people set 119), written in the one form
the grammar reads, before any other reading:

* items numbered as they are said ("first A, second B and third C", "1st A, 2nd B") are a list in that order;
* a duration said in words ("one and a half hours", "an hour and a quarter", "2.5 hrs") is its minutes;
* "every single day" repeats as "every day" does;
* days said against today: "a week on Tuesday" (the Tuesday after the coming one), "the day before yesterday";
* a day said in US order ("3/3", "on or after 3/3 this year") is written with its month's name;
* an expense's amount said aloud between its other values ("three sixty-six thirty-two") is its dollars and cents;
* a phone number said in groups, some as pairs ("plus one nine six eight, five five five, twelve forty-five");
* a remark after the job that says when the thing was or will be used ("won't need it again till tomorrow",
  "haven't played it in two years") is no part of it.

A message's own words and quoted text stay as said. Whatever does not fit a rule is left for the grammar to read or
ask about: no rule guesses a value the words do not hold.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from fractions import Fraction

from ..patterns import rx
from .courtesy import outside_message
from .number_words import NUMBER_WORDS, TENS, UNITS

_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ORDINAL_DIGITS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th")
_KINDS = r"(?:videos?|songs?|tracks?|files?|clips?|items?|things?|recipes?|notes?)"
_COUNT = rf"(?:\d{{1,2}}|{'|'.join(UNITS)})"
# "with five videos: first A, second B …", ": 1st A, 2nd B, 3rd C": the list after its lead, to its end.
_NUMBERED = re.compile(
    rf"(?P<lead>\bwith\s+|:\s*)(?:(?:these|the|those)\s+)?(?:{_COUNT}\s+{_KINDS}\s*:?\s*)?"
    r"(?P<list>(?:first|1st)\b[,:]?\s+.+?)(?P<end>\s*[.!]?\s*$)",
    re.I,
)


def _unnumbered(found: re.Match[str]) -> str:
    pieces = rx(r"\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+", re.I).split(found.group("list"))
    items = []
    for n, piece in enumerate(pieces):
        label = rx(r"^(?P<o>\w+)\b[,:]?\s+(?P<x>\S.*)$").match(piece)
        said = label.group("o").lower() if label else ""
        if (
            label is None
            or (n >= len(_ORDINAL_WORDS) or said not in (_ORDINAL_WORDS[n], _ORDINAL_DIGITS[n]))
            and not (n == len(pieces) - 1 and n > 1 and said in ("last", "finally"))
        ):
            return found.group(0)  # a list not numbered one by one from the first is read as it was said
        items.append(label.group("x").strip())
    if len(items) < 2:
        return found.group(0)
    return f"{found.group('lead')}{', '.join(items[:-1])} and {items[-1]}, in that order{found.group('end')}"


_HALVES = {"half": Fraction(1, 2), "quarter": Fraction(1, 4), "three quarter": Fraction(3, 4)}
_WHOLE = r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
# "one and a half hours", "an hour and a quarter", "two and three quarter hrs", "1.5 hours", "1 1/2 hours".
_DURATIONS = (
    re.compile(
        rf"\b(?P<n>{_WHOLE})\s+(?:and\s+(?:an?\s+)?|an?\s+)(?P<f>half|quarter|three\s+quarters?)\s+(?P<u>hours?|hrs?)\b",
        re.I,
    ),
    re.compile(rf"\b(?P<n>{_WHOLE})\s+(?P<u>hours?|hrs?)\s+and\s+an?\s*(?P<f>half|quarter|three\s+quarters)\b", re.I),
    re.compile(r"\b(?P<d>\d{1,2}\.(?:5|25|75))\s*(?P<u>hours?|hrs?|h)\b", re.I),
    re.compile(r"\b(?P<n>\d{1,2})\s+(?P<q>[13])/(?P<r>[24])\s*(?P<u>hours?|hrs?)\b", re.I),
)


def _minutes(found: re.Match[str]) -> str:
    said = found.groupdict()
    if said.get("d"):
        hours = Fraction(said["d"])
    elif said.get("q"):
        hours = int(said["n"]) + Fraction(int(said["q"]), int(said["r"]))
    else:
        whole = said["n"].lower()
        part = rx(r"\s+").sub(" ", said["f"].lower()).removesuffix("s")
        hours = (1 if whole in ("a", "an") else NUMBER_WORDS.get(whole) or int(whole)) + _HALVES[part]
    return f"{int(hours * 60)} minutes"


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("January February March April May June July August September October November December").split()


def _on(day: date) -> str:
    return f"{_MONTHS[day.month - 1]} {day.day} {day.year}"


def _week_on(text: str, today: date | None) -> str:
    # "a week on Tuesday", "a week from friday", "a week next monday": the weekday a week after the coming one, as
    # "Tuesday week" is (British; a person who means the coming one says "on Tuesday"). Said on that very weekday it
    # may be a week or two ahead: left unread, so the agent asks.
    def week_on(found: re.Match[str]) -> str:
        if today is not None and _WEEKDAYS[today.weekday()] == found.group("d").lower():
            return found.group(0)
        return f"{found.group('d')} week"

    return rx(rf"\b(?:on\s+)?a\s+week\s+(?:on|from|next|this)\s+(?P<d>{'|'.join(_WEEKDAYS)})\b", re.I).sub(
        week_on, text
    )


def _days_against(text: str, today: date) -> str:
    return rx(r"\b(?:on\s+)?the\s+day\s+before\s+yesterday\b", re.I).sub(
        lambda m: f"on {_on(today - timedelta(days=2))}", text
    )


# "on or after 3/3", "from 2/12 to 2/20", "3/3 this year": a day in US order after a word that says when.
_US_DAY = re.compile(
    r"\b(?P<lead>on|after|before|since|from|to|until|till|by|through|thru|and)\s+(?P<m>1[0-2]|0?[1-9])/"
    r"(?P<d>3[01]|[12]\d|0?[1-9])\b(?!/)(?P<year>\s+this\s+year\b)?",
    re.I,
)


def _us_days(text: str, today: date | None) -> str:
    def named(found: re.Match[str]) -> str:
        month, day = int(found.group("m")), int(found.group("d"))
        year = today.year if today is not None else None
        try:
            date(year or 2000, month, day)
        except ValueError:
            return found.group(0)
        if found.group("year") and year is None:
            return found.group(0)
        return f"{found.group('lead')} {_MONTHS[month - 1]} {day}" + (f" {year}" if found.group("year") else "")

    text = _US_DAY.sub(named, text)
    if today is None:
        return text
    # "on or after March 3 this year": the year said as the device's.
    return rx(rf"\b(?P<d>(?:{'|'.join(_MONTHS)})\s+\d{{1,2}})(?:st|nd|rd|th)?\s+this\s+year\b", re.I).sub(
        lambda m: f"{m.group('d')} {today.year}", text
    )


_BELOW_100 = rf"(?:(?:{'|'.join(TENS)})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|{'|'.join(UNITS)})"
_CENTS = (
    rf"(?:(?:{'|'.join(TENS)})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|\w+teen)"
)
# ", three sixty-six thirty-two,", ", forty-two fifty,": an amount said aloud as a row's value of its own.
_ROW_AMOUNT = re.compile(
    rf"(?P<lead>[,;:]\s*)(?:(?P<h>one|two|three|four|five|six|seven|eight|nine)\s+)?(?P<d>{_BELOW_100})\s+"
    rf"(?P<c>{_CENTS})(?P<end>\s*(?:[,;]|$))",
    re.I,
)


def _worth(said: str) -> int:
    return sum(NUMBER_WORDS.get(word, 0) for word in rx(r"[\s-]+").split(said.lower()))


def _row_amounts(text: str) -> str:
    if rx(r"\bexpenses?\b|\bspent\b|\bpaid\b", re.I).search(text) is None:
        return text

    def dollars(found: re.Match[str]) -> str:
        dollars, cents = _worth(found.group("d")), _worth(found.group("c"))
        if cents < 10 or (found.group("h") and dollars < 10):
            return found.group(0)  # "three five" is no amount said aloud
        dollars += 100 * _worth(found.group("h")) if found.group("h") else 0
        return f"{found.group('lead')}${dollars}.{cents:02d}{found.group('end')}"

    return _ROW_AMOUNT.sub(dollars, text)


_DIGIT = {"zero": "0", "oh": "0", "o": "0", **{w: str(n) for w, n in UNITS.items() if n < 10}}
_PAIR = rf"(?:(?:{'|'.join(TENS)})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|\w+teen)"
# (a run said digit by digit may already be in digits: voice_requests.py writes seven or more that way)
_GROUP_WORD = rf"(?:{'|'.join(_DIGIT)}|{_PAIR}|\d{{1,11}})"
# "ring plus one nine six eight, five five five, twelve forty-five": a number said in groups after a call's verb.
_SAID_NUMBER = re.compile(
    rf"\b(?P<v>call|ring|dial|phone|number(?:\s+is)?|to)\s+(?P<plus>plus\s+)?(?P<n>{_GROUP_WORD}(?:[\s,]+{_GROUP_WORD})+)"
    r"(?=\s*(?:[.!?]|$|,?\s+(?:please|pls|now|for\s+me|thanks?)\b))",
    re.I,
)


def _said_number(found: re.Match[str]) -> str:
    digits = ""
    for word in rx(r"[\s,]+").split(found.group("n").strip()):
        said = word.lower()
        if said.isdigit():
            digits += said
        elif said in _DIGIT:
            digits += _DIGIT[said]
        elif said in UNITS:
            digits += str(UNITS[said])
        else:
            digits += str(_worth(said))
    words = [w for w in rx(r"[\s,]+").split(found.group("n").strip()) if not w.isdigit()]
    if not 7 <= len(digits) <= 15 or not words:
        return found.group(0)
    return f"{found.group('v')} {'+' if found.group('plus') else ''}{digits}"


# ", won't need it again till tomorrow morning", ", haven't played it in two years": when the thing is used, said
# after the job; only at the end, after a comma, and only of "it"/"them".
_WHEN_USED = re.compile(
    r"\s*[,;–—-]\s*(?:(?:i|we)\s+)?(?:won'?t|will\s+not|shan'?t|don'?t|haven'?t|have\s+not|hasn'?t|didn'?t|never)\s+"
    r"(?:even\s+)?(?:need(?:ed)?|use[ds]?|play(?:ed)?|open(?:ed)?|watch(?:ed)?|listen(?:ed)?\s+to|touch(?:ed)?|look(?:ed)?"
    r"\s+at)\s+(?:it|them|that|this)\b(?:\s+(?:again|anymore|any\s+more))?\s+(?:(?:till|until|before|for|in|since|"
    r"this|all)\b[^,.;!?]*)[.!]?\s*$",
    re.I,
)


def _said_plainly(part: str, today: date | None) -> str:
    part = _NUMBERED.sub(_unnumbered, part)
    for duration in _DURATIONS:
        part = duration.sub(_minutes, part)
    part = rx(r"\b(?:every\s+single|each\s+and\s+every)\s+(?=(?:day|week|month|year)\b)", re.I).sub("every ", part)
    part = _week_on(part, today)
    if today is not None:
        part = _days_against(part, today)
    part = _us_days(part, today)
    part = _SAID_NUMBER.sub(_said_number, _row_amounts(part))
    return _WHEN_USED.sub("", part)


def quantities_said(text: str, today: date | None = None) -> str:
    """``text`` with the classes above written plainly; a message's words and quoted text as said."""
    return outside_message(text, lambda part: _said_plainly(part, today))
