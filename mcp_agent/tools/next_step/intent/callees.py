"""Who a call is for, without the words people say around the name: where the contact is kept ("from my
favourites", "they're in my contacts", "my favourite contact Ana"), that it is a call back ("Ana back", "back Ana"),
and why ("…, I missed their call", "…, she called earlier").
"""

from __future__ import annotations

import re

_KEPT = r"(?:favou?rites?|favs?|starred(?:\s+contacts)?|contacts?|speed\s+dial|address\s+book|phone\s*book)"
_AROUND = (
    # "Ana from my favourites", "Ana in my contacts"
    re.compile(rf"\s+(?:from|in|on|out\s+of)\s+(?:my|the)\s+{_KEPT}(?:\s+list)?\s*$", re.I),
    # "Ana, they're in my favorites", "Ana - she's one of my favourites"
    re.compile(
        r"\s*[,;(–-]\s*(?:(?:they|he|she|it)(?:'re|'s|\s+is|\s+are)|I|we|who|because|since|as)\b.*$",
        re.I,
    ),
    # "my favourite contact Ana", "my starred contact Ana"
    re.compile(r"^(?:(?:my|the)\s+)?(?:favou?rite|starred)(?:\s+contact)?\s+", re.I),
    re.compile(r"^back\s+(?=\S)|\s+back$", re.I),
)


def callee(who: str) -> str:
    """``who`` as the contact's name or number only; unchanged when nothing around it is said."""
    said = who.strip()
    for _ in range(3):
        before = said
        for shape in _AROUND:
            said = shape.sub("", said).strip()
        if said == before:
            break
    return said or who.strip()


# "return Ana's missed call", "return Ana Ruiz's call": the call back of someone named is a call to them.
_RETURNED = re.compile(
    r"^return\s+(?P<who>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)['’]s?\s+(?:missed\s+|last\s+|earlier\s+)?"
    r"(?:phone\s+)?call$",
    re.I,
)


def returned_call(text: str) -> str:
    """The person whose call ``text`` asks to return by name, or ""."""
    found = _RETURNED.match(text.strip())
    return found.group("who") if found else ""
