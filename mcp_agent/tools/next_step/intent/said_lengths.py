"""Lengths and times of day said in words or as data: minutes ("forty-five minutes", "an hour and a half", "1h30"),
two lengths that disagree ("for an hour (90 mins)"), and clock times in words ("half past one in the afternoon")."""

from __future__ import annotations

import re

from ..patterns import rx
from .number_words import NUMBER_WORDS as _NUMBER_WORDS


def minutes(text: str) -> str:
    """ "90 min", "forty-five minutes", "an hour and a half" as minutes."""
    if rx(r"\bhours?\b|\bhrs?\b", re.I).search(text):
        whole = rx(r"(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b", re.I).search(text)
        hours = float(whole.group(1)) if whole else 0.0
        if whole is None:
            said = rx(r"\b([a-z]+)\s+hours?\b").search(text.lower())
            hours = 1.0 if said is None or said.group(1) in ("an", "a") else float(_NUMBER_WORDS.get(said.group(1), 1))
        if (
            rx(r"\bhalf\s+an\s+hour\b", re.I).search(text)
            and whole is None
            and not rx(r"\band\s+a\s+half\b", re.I).search(text)
        ):
            hours = 0.5
        elif rx(r"\band\s+a\s+half\b", re.I).search(text):
            hours += 0.5
        rest = rx(r"(\d+)\s*min").search(text)
        return str(round(hours * 60) + (int(rest.group(1)) if rest else 0))
    if (digits := rx(r"\d+").search(text)) is not None:
        return digits.group(0)
    total = sum(_NUMBER_WORDS.get(word, 0) for word in rx(r"[a-z]+").findall(text.lower()))
    return str(total) if total else text


def lengths_disagree(text: str) -> bool:
    """ "an hour (90 mins)", "1 hour, 90 minutes": two lengths said for one thing that differ; "2 hours 30 minutes"
    is one length, its minutes under the hour."""
    said = rx(r"(\d+)\s*min").search(text)
    if said is None or int(said.group(1)) < 60 or not rx(r"\bhours?\b|\bhrs?\b", re.I).search(text):
        return False
    return minutes(rx(r"\(?\s*\d+\s*min\w*\s*\)?").sub(" ", text)) != said.group(1)


_CLOCK_WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
_PART_OF_DAY = r"(?:\s+(?P<part>in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight))?"


def plain_times(text: str) -> str:
    """Lengths and times of day as people say them, in digits: "1h30" -> "90 minutes", "three quarters of an
    hour" -> "45 minutes", "half past two in the afternoon" -> "2:30pm", "4 in the afternoon" -> "4pm"."""

    def length(match: re.Match[str]) -> str:
        return f"{int(match.group('h')) * 60 + int(match.group('m') or 0)} minutes"

    text = rx(r"(?<![:\d])(?<!at\s)\b(?P<h>\d{1,2})\s?h(?:rs?)?(?:\s?(?P<m>\d{1,2})(?:\s?m(?:in)?s?)?)?\b").sub(
        length, text
    )
    text = rx(r"\bthree[\s-]quarters?\s+of\s+an\s+hour\b", re.I).sub("45 minutes", text)
    text = rx(r"\b(?:a\s+)?quarter\s+of\s+an\s+hour\b", re.I).sub("15 minutes", text)

    def hour(said: str) -> int:
        return int(said) if said.isdigit() else _CLOCK_WORDS.index(said.lower()) + 1

    def clock(match: re.Match[str]) -> str:
        h, minute = hour(match.group("h")), {"half": 30, "quarter": 15}.get((match.group("past") or "").lower(), 0)
        if (match.group("to") or "").lower() == "quarter":
            h, minute = (h - 2) % 12 + 1, 45
        part = (match.group("part") or "").lower()
        suffix = "am" if "morning" in part else ("pm" if part else match.group("ampm") or "")
        return f"{h}:{minute:02d}{suffix}" if minute or not suffix else f"{h}{suffix}"

    words = "|".join(_CLOCK_WORDS)
    return rx(
        rf"\b(?:(?P<past>half|quarter)\s+past\s+|(?P<to>quarter)\s+to\s+)?(?P<h>{words}|\d{{1,2}})"
        rf"(?:\s*(?P<ampm>am|pm))?(?(past)|(?(to)|(?=\s+(?:in\s+the|at\s+night))))" + _PART_OF_DAY,
        re.I,
    ).sub(lambda m: clock(m) if m.group("past") or m.group("to") or m.group("part") else m.group(0), text)


def in_digits(text: str) -> str:
    """ "thirty-eight minutes" as "38 minutes": number words before a unit become digits."""

    def number(match: re.Match[str]) -> str:
        return str(sum(_NUMBER_WORDS.get(word, 0) for word in rx(r"[- ]").split(match.group(0).lower())))

    names = "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
    return rx(rf"\b(?:{names})(?:[- ](?:{names}))?\b(?=\s+(?:hours?|minutes?|seconds?|mins?|secs?))", re.I).sub(
        number, text
    )
