"""The category an expense list adds up most (or least) in: "which category did I spend the most on", "what do I
spend the most on", "which category adds up to the biggest total". A category is a group of rows, so the answer is
the group's name, never the dearest row's: each row's amount is added to its category (the part of its details
that is neither an amount nor a day) and the largest total picked.
"""

from __future__ import annotations

import re

from ..patterns import rx
from ..shown_values import amount

_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:expense,?\s+|spending,?\s+)?(?:category|categories)\b.*?\b(?P<p>most|biggest|largest|highest|least|"
    r"smallest|lowest)\b|\bwhat\s+(?:do|did|have)\s+i\s+(?:spen[dt]|paid|pay)\s+(?:the\s+)?(?P<q>most|least)\s+"
    r"(?:money\s+)?on\b|"
    # "which expense category has the highest total" (read as "the category of the … has the highest total").
    r"\bcategor(?:y|ies)\b.*?\b(?P<r>highest|biggest|largest|lowest|smallest)\s+(?:total|sum|spending)\b",
    re.I,
)


def category_pick(text: str) -> str:
    """ "max" or "min" when ``text`` asks which category adds up most or least; "" otherwise."""
    found = _ASKED.search(text)
    if found is None:
        return ""
    said = (found.group("p") or found.group("q") or found.group("r")).casefold()
    return "min" if said in ("least", "smallest", "lowest") else "max"


def top_category(pick: str, rows: list[tuple[str, str]]) -> str | None:
    """The category of ``rows`` (title, details) whose amounts add up to the most (``pick`` "max") or the least;
    None when a row shows no amount or category, or two categories tie."""
    totals: dict[str, float] = {}
    for _, details in rows:
        spent = amount(details)
        parts = [p.strip() for p in details.split("·")]
        category = next((p for p in parts[1:] if p and not rx(r"\d").search(p)), "")
        if spent is None or not category:
            return None
        totals[category] = totals.get(category, 0.0) + spent
    if not totals:
        return None
    best = (max if pick == "max" else min)(totals.values())
    tied = [name for name, total in totals.items() if abs(total - best) < 0.005]
    return tied[0] if len(tied) == 1 else None
