"""An entry's fields said as a list, each item led by the field's name: "with the name Dinner, the amount
$19.50, the category Food and the note 'Card'", "with the description "Quick", 4 servings, a preparation time
of 20 mins and the source "Ana"". The list is read only when every item names a field, so a value's own commas
("the ingredients eggs, flour and milk") stay in it and a sentence that merely contains "with" is not a list.
"""

from __future__ import annotations

import re

# The names a field is said by, as the key a form's row uses (plan_steps.py writes them as its labels).
_NAMES: tuple[tuple[str, str], ...] = (
    ("preparationTime", r"prep(?:aration)?\s+time|cooking\s+time|time\s+to\s+(?:make|prepare)"),
    ("number", r"(?:phone\s+)?number|phone"),
    ("name", r"name"),
    ("title", r"title"),
    ("amount", r"amount|price|cost|sum"),
    ("category", r"category"),
    ("note", r"note|notes|comment|memo"),
    ("description", r"description"),
    ("location", r"location|place|address"),
    ("source", r"source"),
    ("ingredients", r"ingredients"),
    ("directions", r"directions|instructions|steps|method"),
    ("servings", r"servings|serving\s+size|portions"),
    ("email", r"e-?mail(?:\s+address)?"),
)
_FIELD = "|".join(f"(?P<{key}>{names})" for key, names in _NAMES)
# "the amount $5", "a preparation time of 20 mins", "its note: Cash", "the source "Ana"".
_ITEM = re.compile(rf"^(?:(?:the|a|an|its|their)\s+)?(?:{_FIELD})\b\s*(?:of\b|is\b|:|=)?\s*(?P<value>\S.*)$", re.I)
# "4 servings", "20 minutes of preparation": a count said before the field it fills.
_COUNTED = re.compile(r"^(?P<n>\d+)\s+(?P<unit>servings?|portions?)$", re.I)
# "35 min prep", "20 minutes of prep time": a time said before the field it fills.
_PREP = r"\d+\s*(?:mins?|minutes?|hours?|hrs?)\s+(?:of\s+)?prep(?:aration)?(?:\s+time)?\b"
_TIMED = re.compile(r"^(?P<t>\d+\s*(?:mins?|minutes?|hours?|hrs?))\s+(?:of\s+)?prep(?:aration)?(?:\s+time)?$", re.I)
# Where one item ends: a comma, "and" or ", and" outside quotes, before the next item's field or count; typed
# without commas, a space after a quoted value or a count ('desc "Moist" 4 servings 35 min prep ingredients "…"').
_ANY_FIELD = "|".join(names for _, names in _NAMES)
_ITEM_START = rf"(?:(?:the|a|an|its|their)\s+)?(?:{_ANY_FIELD})\b|\d+\s+(?:servings?|portions?)\b|{_PREP}"
_BETWEEN = re.compile(
    r"\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+|(?:(?<=[\"”])|(?<=\bservings)|(?<=\bportions)|(?<=\bprep)|(?<=\bpreparation))\s+)"
    rf"(?={_ITEM_START})",
    re.I,
)
# The list starts after "with", or right after the entry's quoted name ('"Banana bread" description "Moist" …').
_LIST_START = re.compile(rf"\bwith\s+(?={_ITEM_START})|(?<=[\"”])\s+(?=(?:{_ANY_FIELD})\b\s*[\"“:])", re.I)
# A quoted value ends at its quote: what follows ("… "bring mat" tomorrow at 5") is the clause's, not the field's.
_QUOTED = re.compile(r"^[\"“](?P<v>[^\"”]*)[\"”]|^['‘](?P<s>.+?)['’](?!\w)")
# The list ends with its sentence ("… 'Card'. Make sure every field is filled in.", "… 'Y'. It lasts 30 mins").
_SENTENCE_END = re.compile(r"[.!](?:\s+(?=[A-Z])|\s*$)")


def _outside_quotes(items: str) -> list[bool]:
    """For each character, whether it lies outside double quotes."""
    outside, quoted = [], False
    for char in items:
        if char in '"“”':
            quoted = char != "”" and not (quoted and char == '"')
            outside.append(False)
        else:
            outside.append(not quoted)
    return outside


def _pieces(items: str, outside: list[bool]) -> list[str]:
    """The list cut at its separators, never inside double quotes."""
    pieces, start = [], 0
    for at in range(len(items)):
        if outside[at] and at >= start and (between := _BETWEEN.match(items, at)) is not None:
            if between.end() > at:
                pieces.append(items[start:at])
                start = between.end()
    pieces.append(items[start:])
    return [piece.strip() for piece in pieces]


def _value(raw: str) -> str:
    raw = raw.strip().rstrip(",;").strip()
    quoted = _QUOTED.match(raw)
    if quoted is not None:
        return (quoted.group("v") or quoted.group("s") or "").strip()
    return raw.rstrip(".").strip()


def field_list(clause: str) -> tuple[int, int, dict[str, str]] | None:
    """``(where the list starts, where its sentence ends, {field: value})`` when the clause gives two or more
    fields as a list, else None."""
    start = _LIST_START.search(clause)
    if start is None:
        return None
    outside = _outside_quotes(clause)
    end = next((m.start() for m in _SENTENCE_END.finditer(clause, start.end()) if outside[m.start()]), len(clause))
    fields: dict[str, str] = {}
    for piece in _pieces(clause[start.end() : end], outside[start.end() : end]):
        counted = _COUNTED.match(piece.rstrip(". "))
        if counted is not None:
            fields.setdefault("servings", f"{counted.group('n')} servings")
            continue
        if (timed := _TIMED.match(piece.rstrip(". "))) is not None:
            fields.setdefault("preparationTime", timed.group("t"))
            continue
        item = _ITEM.match(piece)
        if item is None:
            return None  # a piece that names no field: not a list of fields
        key = next(name for name, said in item.groupdict().items() if said and name != "value")
        value = _value(item.group("value"))
        if key == "amount":
            value = value.lstrip("$").strip()
        elif key == "servings" and value.isdigit():
            value = f"{value} servings"
        if not value or key in fields:
            return None
        fields[key] = value
    return (start.start(), end, fields) if len(fields) >= 2 else None
