"""Who a call is for, without the words people say around the name: where the contact is kept ("from my
favourites", "they're in my contacts", "my favourite contact Ana"), that it is a call back ("Ana back", "back Ana"),
and why ("…, I missed their call", "…, she called earlier").
"""

from __future__ import annotations

import re

from ..patterns import rx

_LABEL = r"(?:mobile|cell|work|home|office)"
# The words spelt out, as the unread-words check reads the grammar's words from its patterns.
_KEPT = r"(?:favourites?|favorites?|favs?|starred(?:\s+contacts)?|contacts?|speed\s+dial|address\s+book|phone\s*book)"
_AROUND = (
    # "Ana from my favourites", "Ana in my contacts"
    re.compile(rf"\s+(?:from|in|on|out\s+of)\s+(?:my|the)\s+{_KEPT}(?:\s+list)?\s*$", re.I),
    # "Ana, they're in my favorites", "Ana - she's one of my favourites"
    re.compile(
        r"\s*[,;(–-]\s*(?:(?:they|he|she|it)(?:'re|'s|\s+is|\s+are)|I|we|who|because|since|as)\b.*$",
        re.I,
    ),
    # "my favourite contact Ana", "my starred contact Ana"
    re.compile(r"^(?:(?:my|the)\s+)?(?:favourite|favorite|starred)(?:\s+contact)?\s+", re.I),
    re.compile(r"^back\s+(?=\S)|\s+back$", re.I),
    # "Ben on his mobile": which of the contact's numbers is no part of the name (number_label reads it).
    re.compile(
        r"\s+(?:on|at)\s+(?:(?:his|her|their|the)\s+)?(?:mobile|cell|work|home|office)(?:\s+(?:number|phone))?$", re.I
    ),
    # "Ben Carter's mobile", "Ana's cell number": the contact, by which number.
    re.compile(r"['’]s\s+(?:mobile|cell|work|home|office)(?:\s+(?:number|phone))?$|['’]s\s+(?:phone\s+)?number$", re.I),
    # "the home number of Ana", "Ana, use their work number not the other ones": which number, not the name.
    re.compile(rf"^(?:the\s+|my\s+)?{_LABEL}\s+(?:phone\s+)?(?:number|line)\s+(?:of|for)\s+", re.I),
    re.compile(
        rf"\s*,?\s*(?:use|using|on|at)\s+(?:their|his|her|the)\s+{_LABEL}\s+(?:phone\s+)?(?:number|line)\b.*$", re.I
    ),
    # "Ana at home", "Ana at work": the number kept for that place.
    re.compile(r"\s+at\s+(?:home|work|the\s+office)$", re.I),
    # "Ana and make sure the in-call screen shows": a check of the call, after the callee.
    re.compile(r"\s+and\s+(?:make\s+sure|ensure|check|see\s+that|confirm)\b.*$", re.I),
)


# "the garage at 212-555-0143", "the vet, their number is 212 555 0143", "Dr. Lee on (212) 555-0143": someone said
# with their number is that number, dialled (they need not be a contact).
_SAID_WITH_NUMBER = re.compile(
    r"^\S.*?(?:\s+(?:at|on)|\s*[,?]?\s*(?:(?:their|his|her|its|the)\s+)?(?:phone\s+)?number(?:\s+is|\s+being|['’]s)|"
    r"\s*[:,?–—-])\s+(?P<number>\+?\(?\d[\d\s().-]{5,}\d)\s*$",
    re.I,
)


def callee(who: str) -> str:
    """``who`` as the contact's name or number only; unchanged when nothing around it is said."""
    said = who.strip()
    if (numbered := _SAID_WITH_NUMBER.match(said)) is not None:
        said = numbered.group("number")
    for _ in range(3):
        before = said
        for shape in _AROUND:
            said = shape.sub("", said).strip()
        if said == before:
            break
    said = said or who.strip()
    if rx(r"\+?\(?\d[\d\s().-]{5,}\d").fullmatch(said):
        # A number written with spaces, dashes or brackets is the same digits to dial.
        return ("+" if said.startswith("+") else "") + rx(r"\D").sub("", said)
    return said


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


# Which of a contact's numbers a call is for, said as people say it: "at home", "on his work phone", "Ana's cell",
# "the mobile number of Ana", "use their home number". A contact may keep several (Mobile, Work, Home); calling
# the default one when another was asked is a wrong call.
_LABEL_SAID = re.compile(
    rf"\b(?:on|at|use|using)\s+(?:(?:his|her|their|the)\s+)?(?P<a>{_LABEL})(?:\s+(?:phone\s+)?(?:number|phone|line))?\b|"
    rf"['’]s\s+(?P<b>{_LABEL})(?:\s+(?:phone\s+)?(?:number|phone|line))?\b|"
    rf"^(?:the\s+|my\s+)?(?P<c>{_LABEL})\s+(?:phone\s+)?(?:number|line)\s+(?:of|for)\b|"
    r"\bat\s+(?P<d>home|work|the\s+office)$",
    re.I,
)
_LABEL_NAMES = {"mobile": "Mobile", "cell": "Mobile", "work": "Work", "office": "Work", "the office": "Work"}


def number_label(who: str) -> str:
    """The label of the number asked for ("Work", "Home", "Mobile"), or "" when none is said."""
    found = _LABEL_SAID.search(who.strip())
    if found is None:
        return ""
    said = next(v for v in found.groupdict().values() if v).lower()
    return _LABEL_NAMES.get(said, said.capitalize())
