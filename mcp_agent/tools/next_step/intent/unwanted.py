"""A thing said to be unwanted, or in the state it should be in — gone — read as the request to delete it.

"a.md needs to be deleted", "the Fuel expense has to go", "Pancakes should be removed from my recipes", "I want a.md
gone", "can you get the Taxi expense removed", "I don't want the Chili recipe anymore", "a.md isn't needed anymore".
Only a thing: "I have to go" and "a.pdf has to go to Work" (a move) are left as said, and only a record is
unwanted ("I don't want wifi" is not). A whole day's clearing said again for emphasis ("…, everything that day has
to go") is the clearing already asked for.
"""

from __future__ import annotations

import re

from .clauses import app_lead

# "a.md needs to be deleted", "the Fuel expense has to go", "Pancakes should be removed from my recipes": a thing
# said in the state it should be in — gone — is the request to delete it ("… has to go to Work" is a move).
_GONE_NEEDED = re.compile(
    r"^(?P<lead>(?:(?:please|pls|so|ok|okay|hey|um|fyi|btw|also)[,!]?\s+)*)"
    # what should be gone is a thing, never a request of its own ("clear my calendar — all of it can go")
    r"(?P<x>(?!(?:i|we|you|he|she|they|it|this|that|there|delete|remove|clear|wipe|cancel|erase|empty)\b)"
    r"(?:[^,.;:!?\"“–—]|\.(?=\w)|-(?=\w))+?)(?<!\bas\sit)\s+"  # "… as low as it can go" is a measure's end
    r"(?:(?:(?:needs|has|have|ought)\s+to|should|must|can)\s+(?:be\s+(?:deleted|removed|erased|trashed|binned|gone|"
    r"thrown\s+(?:away|out)|got(?:ten)?\s+rid\s+of)|go(?:\s+away)?(?=\s*(?:[,.;!]|$)))|needs\s+(?:deleting|removing|erasing)|"
    # "… isn't needed anymore", "… is no longer needed": said of a thing with nothing asked after it.
    r"(?:is|are)(?:n'?t|\s+not|\s+no\s+longer)\s+(?:needed|wanted|used)(?:\s+any\s*(?:more|longer))?(?=\s*[.!]?$))"
    r"(?!\s+(?:to|in|into)\b)",
    re.I,
)
# "I want a.md gone", "can you get the Fuel expense removed", "make a.md go away": a thing wished gone.
_WISHED_GONE = re.compile(
    r"^(?:(?:please|pls|so|ok|okay)[,!]?\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:i\s+(?:want|need|would\s+like)|i'd\s+like|"
    r"(?:make|get|have))\s+(?P<x>(?!(?:it|this|that|them|me|us)\b)\S.*?)\s+(?:gone|deleted|removed|erased|go\s+away|disappear)"
    r"(?P<rest>\s+from\s+.+?)?(?:\s+(?:now|please|pls|asap|for\s+good))*\s*[.!?]?$",
    re.I,
)
# "clear my calendar on March 19, everything that day has to go": the same clearing said again, for emphasis.
_ALL_GONE_AFTER = re.compile(
    r"(?:\s*[,;.]|\s+[-–—])\s*(?:so\s+)?(?:everything|all\s+of\s+it|it\s+all|the\s+(?:whole\s+)?lot)(?:\s+(?:that\s+day|on\s+it|then|there))?"
    r"\s+(?:(?:needs|has)\s+to|should|must|can)\s+go\s*[.!]?$",
    re.I,
)
# "I don't want the Chicken curry recipe anymore", "I no longer need a.pdf": a record one has no more use for is one to
# delete. Only a record (named by its kind or its file name), and only when nothing else is said: "I don't want wifi"
# is a switch, and a remark with its own request after it is read by remark_references.py.
_UNWANTED = re.compile(
    r"^(?:(?:so|ok|okay|honestly|tbh|yeah)[,!]?\s+)?(?:i|we)\s+(?:(?:don'?t|do\s+not)\s+(?:want|need|use)\s+(?P<x>.+?)\s+"
    r"(?:any\s*more|any\s+longer|now)|(?:no\s+longer|don'?t\s+even)\s+(?:want|need|use)\s+(?P<y>.+?)"
    r"(?:\s+(?:any\s*more|any\s+longer|now))?|have\s+no\s+(?:use|need)\s+for\s+(?P<z>.+?)(?:\s+(?:any\s*more|now))?)"
    r"(?:\s+(?:lol|tbh|honestly))?(?:\s*[,.!]?\s*(?:thanks|thx|ty|cheers|please|pls))?\s*[.!]?$",
    re.I,
)
_RECORD = re.compile(
    r"\b(?:notes?|recipes?|expenses?|contacts?|events?|appointments?|files?|recordings?|playlists?|photos?|videos?|tracks?)$"
    r"|\b[\w-]+\.[A-Za-z0-9]{2,4}$",
    re.I,
)
_CLEARING = re.compile(r"^(?:delete|remove|clear|wipe|cancel|empty|erase|get\s+rid\s+of)\b", re.I)


def as_deletion(text: str) -> str:
    """``text`` as the deletion it asks for when it says a thing should be gone or is not wanted; else unchanged. An
    app said first ("Simple Calendar Pro: the meeting on … needs to go") is kept in front of what is read."""
    lead, text = app_lead(text)
    return lead + _as_deletion(text)


def _as_deletion(text: str) -> str:
    if (wished := _WISHED_GONE.match(text)) is not None:
        text = f"delete {wished.group('x')}{wished.group('rest') or ''}"
    if (gone := _GONE_NEEDED.match(text)) is not None:
        text = f"delete {gone.group('x')}{text[gone.end() :]}"  # what comes before it is politeness or filler
    if (unwanted := _UNWANTED.match(text)) is not None:
        thing = unwanted.group("x") or unwanted.group("y") or unwanted.group("z")
        if _RECORD.search(thing):
            text = f"delete {thing}"
    if _CLEARING.match(text):
        text = _ALL_GONE_AFTER.sub("", text)
    return text
