"""Whether a record meets a delete's condition, read from its field or from its list row: a word in its name
(between non-letters: "old" in "essay_old.md", never in "gold"), a word in a field, the field being a value (an
expense's category), an amount over or under a limit. A row decides only when it shows the field; else the record
is opened and its field read."""

from __future__ import annotations

import re

from .intent.amounts import EXPENSE_CATEGORIES as CATEGORY_NAMES
from .patterns import rx


def mentions(text: str, word: str) -> bool:
    """``word`` in ``text`` as a whole word, singular or plural ("eggs" in "whisk the egg")."""
    said = word.casefold().strip()
    stems = {said, said.removesuffix("s"), said.removesuffix("es")} - {""}
    alternatives = "|".join(re.escape(stem) for stem in sorted(stems, key=len, reverse=True))
    return rx(rf"\b(?:{alternatives})(?:s|es)?\b").search(text.casefold()) is not None


_PRICE = re.compile(r"[$€£]\s?(?P<n>\d[\d,]*(?:\.\d+)?)|(?P<m>\d[\d,]*\.\d\d)\b")


def amount_shown(text: str) -> float | None:
    """The first amount of money ``text`` shows ("$12.50", "12.50"), or None."""
    found = _PRICE.search(text)
    return float((found.group("n") or found.group("m")).replace(",", "")) if found is not None else None


def contains(text: str, word: str) -> bool:
    """``word`` inside a name, between non-letters, singular or plural: "old" in "essay_old.md", never in "gold"."""
    said = word.casefold().strip()
    stems = {said, said.removesuffix("s"), said.removesuffix("es")} - {""}
    alternatives = "|".join(re.escape(stem) for stem in sorted(stems, key=len, reverse=True))
    return rx(rf"(?<![^\W\d_])(?:{alternatives})(?:s|es)?(?![^\W\d_])").search(text.casefold()) is not None


def meets(relation: str, value: str, text: str) -> bool:
    """A field's text against the condition: mentions the word, is the value, or an amount over / under it."""
    if relation in ("is over", "is under"):
        amount, limit = amount_shown(text), amount_shown(f"${value}")
        if amount is None or limit is None:
            return False
        return amount > limit if relation == "is over" else amount < limit
    if relation == "is":
        return text.strip().casefold() == value.strip().casefold()
    return mentions(text, value)


def row_meets(field: str, relation: str, value: str, row: tuple[str, str]) -> bool | None:
    """Whether a list row shows its record meets the condition; None when the row does not show the field."""
    if field in ("name", "title") and relation == "mentions":
        return contains(row[0], value)
    parts = [part.strip() for part in rx(r"\s+·\s+|\s*\|\s*").split(row[1]) if part.strip()]
    if field == "amount" and relation != "is" and (shown := [p for p in parts if amount_shown(p) is not None]):
        return meets(relation, value, shown[0])
    if field == "category" and relation == "is":
        if any(meets("is", value, part) for part in parts):
            return True
        return False if any(part.casefold() in CATEGORY_NAMES for part in parts) else None
    return None
