"""How often a new event repeats, read from the request's own words: "recurs weekly", "a daily standup", "every
month", "every Monday". Never from a value the request gives (a title or a description, quoted or labelled): "with the description
'Weekly check-in'" names a description, and an event made to repeat that was asked once is a false ``done``."""

from __future__ import annotations

import re

from ..patterns import rx
from .quoted_spans import QUOTED

_UNITS = {"day": "Daily", "week": "Weekly", "month": "Monthly", "year": "Yearly"}


def repeat_said(clause: str, values: list[str]) -> str:
    """The repetition ("Daily", "Weekly" …) the clause asks for outside ``values`` and quotes, or ""."""
    said = QUOTED.sub(" ", clause)
    for value in sorted((v for v in values if v), key=len, reverse=True):
        said = said.replace(value, " ")
    if (recurs := rx(r"\brecurs?\s+(?P<rule>daily|weekly|monthly|yearly)\b", re.I).search(said)) is not None:
        return recurs.group("rule").capitalize()
    if (rule := rx(r"\b(?P<rule>daily|weekly|monthly|yearly)\b", re.I).search(said)) is not None:
        return rule.group("rule").capitalize()
    if (every := rx(r"\bevery\s+(?P<unit>day|week|month|year)\b", re.I).search(said)) is not None:
        return _UNITS[every.group("unit").lower()]
    if rx(r"\bevery\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I).search(said):
        return "Weekly"  # "Standup every Monday"
    return ""


# A repetition said after the entry's words, set off by a comma or said with its verb ("Choir practice on March 20 at
# 7pm, repeating weekly, forever", "… 7pm recurring monthly"): no part of the title. "Weekly standup" is a title.
_SAID_AFTER = rx(
    r"(?:\s*,\s*(?:and\s+)?(?:it\s+)?(?:(?:repeats?|repeating|recurs?|recurring)\s+)?|"
    r"\s+(?:(?:and\s+)?(?:it\s+)?(?:repeats?|repeating|recurs?|recurring))\s+)"
    r"(?P<rule>daily|weekly|monthly|yearly|every\s+(?:day|week|month|year))\b"
    r"(?:\s+(?:repeats?|repetition|recurrence))?"  # "…, monthly repeat"
    r"(?:\s*,?\s*(?:forever|for\s+ever|with\s+no\s+end))?(?=\s*(?:[,.;]|$))",
    re.I,
)


def repeat_taken_off(text: str) -> tuple[str, str]:
    """``text`` without a repetition said after its entry's words, and that repetition ("Weekly" …), or ``text`` and
    ""."""
    found = _SAID_AFTER.search(QUOTED.sub(lambda m: " " * len(m.group(0)), text))
    if found is None:
        return text, ""
    rule = found.group("rule").lower()
    every = rx(r"every\s+(?P<unit>\w+)", re.I).match(rule)
    said = _UNITS[every.group("unit")] if every is not None else rule.capitalize()
    return text[: found.start()] + text[found.end() :], said
