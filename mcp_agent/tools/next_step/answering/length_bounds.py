"""A bound on an item's length said in a question: "which songs on Road Trip are shorter than 3 minutes", "how many
videos in Focus run over 10 min". Kept on the question as seconds with its comparison ("<180", ">=600"), so only
the rows whose shown length passes it are listed or counted; a row showing no length is not known to pass.
"""

from __future__ import annotations

import re

from ..patterns import rx

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_BOUND = re.compile(
    r"\b(?P<cmp>shorter\s+than|less\s+than|quicker\s+than|faster\s+than|under|below|longer\s+than|more\s+than|over|"
    r"above|at\s+least|at\s+most|"
    r"no\s+more\s+than)\s+(?:a\s+|an\s+)?(?P<n>\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)?\s*"
    r"(?P<unit>minutes?|mins?|seconds?|secs?|hours?|hrs?)\b",
    re.I,
)
_SECONDS = {"m": 60, "s": 1, "h": 3600}
_COMPARED = {"shorter": "<", "less": "<", "under": "<", "below": "<", "longer": ">", "more": ">", "over": ">"}
_COMPARED.update({"quicker": "<", "faster": "<"})  # "recipes quicker than 20 min to make": done in less time
_COMPARED.update({"above": ">", "at least": ">=", "at most": "<=", "no more": "<="})


def length_bound(asked: str) -> str:
    """The bound ``asked`` says on a length, as "<seconds" (or <=, >, >=); "" when it says none."""
    found = _BOUND.search(asked)
    if found is None:
        return ""
    said = (found.group("n") or "1").lower()
    number = float(said) if said[0].isdigit() else _WORDS[said]
    cmp = " ".join(found.group("cmp").lower().split()[:2]).removesuffix(" than")
    sign = _COMPARED.get(cmp) or _COMPARED[cmp.split()[0]]
    return f"{sign}{round(number * _SECONDS[found.group('unit')[0].lower()])}"


def within(bound: str, seconds: int | None) -> bool:
    """Whether a length of ``seconds`` passes ``bound`` (never when the length is not known)."""
    found = rx(r"(?P<s>[<>]=?)(?P<n>\d+)").fullmatch(bound)
    if found is None or seconds is None:
        return False
    limit = int(found.group("n"))
    return {"<": seconds < limit, "<=": seconds <= limit, ">": seconds > limit, ">=": seconds >= limit}[
        found.group("s")
    ]


def without_bound(asked: str) -> str:
    """``asked`` without its bound ("which tracks on Road Trip are under 3 min" → "which tracks on Road Trip"), so
    that the list's name is read without it."""
    found = _BOUND.search(asked)
    if found is None:
        return asked
    head = rx(r"\s+(?:that\s+|which\s+)?(?:are|is|run|runs|last|lasts)\s*$").sub("", asked[: found.start()].rstrip())
    tail = rx(r"^\s*long\b").sub("", asked[found.end() :])
    return f"{head} {tail}".strip()
