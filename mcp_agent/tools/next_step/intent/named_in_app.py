"""Entries named in lower case when the app they are deleted from is named (people set 105): "remove farmers
market, train ticket and winter boots from pro expense", "delete chicken curry in broccoli". The app said is where
they are, so what the verb takes is their names, capitals or not (deleting.py reads names said without the app's
name only when capitalised, where a bare lower-case word may be anything). Nothing that says which by position,
by count or by pointing ("all", "the newest", "it", "duplicates") is a name."""

from __future__ import annotations

import re

from .step_slots import names_in

_SAID = re.compile(
    r"^(?:delete|remove|erase|trash|get\s+rid\s+of|drop|bin|ditch)\s+(?:the\s+|my\s+|both\s+)*"
    r"(?P<n>[a-z][^\d:;\"“”]*?)\s*[.!]?$",
    re.I,
)
_NOT_A_NAME = re.compile(
    r"\b(?:all|every|everything|each|any|newest|latest|oldest|recent|last|first|duplicates?|doubles?|copies|"
    r"it|that|this|these|those|them|one|ones|entry|entries|items?|records?|expenses?|recipes?|notes?|files?|"
    r"contacts?|events?|stuff|things?|except|but|which|whose|where|with|without|older|newer|before|after|from|"
    r"than)\b",
    re.I,
)
# Records apps whose entries have names of their own.
_RECORDS = frozenset({"expense", "recipe", "note", "contact"})


def named_in_app(clause: str, obj: str, app: str) -> tuple[str, ...]:
    """The entries ``clause`` names when ``app`` was said as where they are; () when it names none plainly."""
    if not app or obj not in _RECORDS:
        return ()
    found = _SAID.match(clause.strip())
    if found is None or _NOT_A_NAME.search(found.group("n")):
        return ()
    return names_in(found.group("n"))
