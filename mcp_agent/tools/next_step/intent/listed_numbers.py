"""Which number to call when the place it is written holds several, or is a calendar event: "call the phone
number for the Elm Court studio listed in apartments.md", "my contractors.md note has a few, call the Rapid Flow
one", "call the number in the description of my Vet visit event".

A note listing several numbers was read as one number to find (it asked, or called a contact named like the
entry); an event's description was read as a contact's name. The entry said is kept (``Goal.item``) so that the
number read is the one on its line (carrying.py), and an event is opened in the calendar to read it.
"""

from __future__ import annotations

import re

from ..patterns import rx

_FILE = r"[\w-]+\.(?:md|txt)"
_NOT_AN_ENTRY = re.compile(r"^(?:phone|number|one|it|that|this|them|him|her|me)$", re.I)
_ENTRY = (
    # "the phone number for the Elm Court studio listed in my note apartments.md"
    re.compile(
        r"\bnumber\s+(?:for|of)\s+(?:the\s+|my\s+)?(?P<e>.+?)\s+(?:(?:listed|written|saved|kept)\s+)?(?:in|from|on)\s+",
        re.I,
    ),
    # "ring the Rapid Flow Plumbing, the number's in contractors.md"
    re.compile(
        r"^(?:call|ring|phone|dial)\s+(?:the\s+)?(?P<e>.+?)\s*[,:–-]\s*(?:the|their|its)\s+(?:phone\s+)?number(?:['’]s|\s+is)\s+in\b",
        re.I,
    ),
    # "can you call Rapid Flow Plumbing for me on the number listed there?" (people set 134): the entry before the
    # number it is called on
    re.compile(
        r"\b(?:call|ring|phone|dial)\s+(?:the\s+)?(?P<e>.+?)\s+(?:for\s+me\s+)?(?:on|at|using|with)\s+(?:the|their|its)\s+"
        r"(?:phone\s+)?number\b",
        re.I,
    ),
    # "call the Rapid Flow Plumbing one", "dial the rapid flow plumbing number from markor"
    re.compile(r"\b(?:call|ring|phone|dial)\s+the\s+(?P<e>.+?)\s+(?:one|number)\b", re.I),
)
_EVENT = re.compile(
    r"\b(?:my|the)\s+(?P<t>.+?)\s+(?:event|appointment|calendar(?:\s+(?:entry|event|item))?)(?:['’]s)?\b",
    re.I,
)
_DESCRIBED = re.compile(r"\b(?:description|notes?|details)\b|\bcalendar\b", re.I)


def listed_entry(text: str) -> str:
    """The entry of a written list whose number is asked for, or ""."""
    for shape in _ENTRY:
        if (found := shape.search(text)) is None:
            continue
        entry = rx(r"\s+(?:in|from)\s+(?:markor|my\s+notes?|the\s+note)\b.*$", re.I).sub("", found.group("e"))
        entry = entry.strip(" '\"")
        # An entry is a name: a few words, no sentence's end in it (a message's text read past its full stop is not).
        named = entry and len(entry.split()) <= 6 and not rx(r"[.:;!?]").search(entry)
        if named and not _NOT_AN_ENTRY.match(entry) and not rx(_FILE).search(entry):
            return entry
    return ""


def event_with_number(text: str) -> str:
    """The title of the calendar event whose description holds the number to call, or ""."""
    if not _DESCRIBED.search(text) or rx(_FILE).search(text):
        return ""
    found = _EVENT.search(text)
    if found is None:
        return ""
    # "the phone number in the description of my Vet visit": what is said before the title's own "my" / "the".
    title = found.group("t")
    for _ in range(2):  # "phone number in the description of my …": each lead in turn
        title = rx(
            # ("the number that's in my Vet visit event": a relative clause says the same)
            r"^(?:(?:phone\s+)?number|description|details|notes?)\s+(?:(?:that|which)(?:['’]s|\s+is)\s+)?(?:of|in|from)\s+"
            r"(?:(?:my|the)\s+)?",
            re.I,
        ).sub("", title)
    return title.strip(" '\"")
