"""Items asked for by the day they were last changed: "how many files in Download were modified on or after March 3",
"which notes did I edit on March 2", "files put in Documents since Mar 9". The day is read off the question (on,
since, on or after, after, before) and the question is read without it, so the list's name stays whole; the rows
are then kept by the day each shows.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..dates import MONTH_NAME
from .spans import days_named

_CHANGED = r"(?:modified|changed|edited|updated|saved|added|put|created|touched)"
_DAY_FILTER = re.compile(
    rf"(?:\s+(?:that\s+)?(?:(?:have|has)\s+been|(?:were|was)\s+last|were|was|i've|i\s+have|have\s+i|did\s+i|i)?\s*{_CHANGED})?\s+"
    r"(?P<rel>on\s+or\s+after|on\s+or\s+before|since|after|before|from|on)\s+"
    # (the day before its month too: "on 2 March", "on the 2nd of March")
    rf"(?P<d>(?:the\s+)?{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|"
    rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_NAME}\.?(?:,?\s+\d{{4}})?|today|yesterday|"
    # (as digits: "on or after 3/3/2030", "since 2030-03-03")
    r"\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\d{4}-\d{1,2}-\d{1,2}\b)"
    r"(?:\s+on(?:wards)?\b)?"
    # ("since March 3, that day included", "after the 3rd (inclusive)": the day itself counts too)
    r"(?P<incl>\s*,?\s*\(?(?:(?:with\s+)?that\s+day\s+included|including\s+that\s+day|inclusive|included)\)?)?",
    re.I,
)
# "which notes …", "what did I edit …", "notes I changed on Mar 3, names only": the items themselves are asked for.
_LISTED = re.compile(
    rf"^\s*(?:(?:which|what|list)\b.*\b(?:notes?|files?|documents?|items?|songs?|videos?|pictures?|photos?)\b|"
    rf"what\s+(?:did|have)\s+i\s+{_CHANGED[3:-1]}\b|(?:the\s+|my\s+)?(?:notes|files|documents)\b.*"
    r",\s*(?:just\s+)?(?:the\s+)?(?:names|titles)(?:\s+only)?\s*$)",
    re.I,
)
_CHANGED_SAID = re.compile(
    rf"\s+(?:(?:that\s+)?(?:were|was)\s+|(?:i've|i\s+have|have\s+i|did\s+i|i)\s+){_CHANGED}\b", re.I
)
_EVER = ("0001-01-01", "9999-12-31")


def dated(text: str, today: date) -> tuple[str, str, str] | None:
    """``(question without the day, first day, last day)`` when ``text`` asks for items by the day they changed."""
    found = _DAY_FILTER.search(text)
    if found is None:
        return None
    days = days_named(found.group("d"), today, ahead=False)
    if not days:
        return None
    day, rel = days[0], " ".join(found.group("rel").lower().split())
    if found.group("incl") and rel in ("after", "before"):
        rel = f"on or {rel}"
    first, last = {
        "on": (day.isoformat(), day.isoformat()),
        "after": ((day + timedelta(days=1)).isoformat(), _EVER[1]),
        "before": (_EVER[0], (day - timedelta(days=1)).isoformat()),
        "on or before": (_EVER[0], day.isoformat()),
    }.get(rel, (day.isoformat(), _EVER[1]))  # since, from … on, on or after
    rest = (text[: found.start()] + text[found.end() :]).strip()
    return _CHANGED_SAID.sub("", rest), first, last


def listed(text: str) -> bool:
    """Whether ``text`` (its day taken out) asks for the items themselves."""
    return _LISTED.search(text) is not None
