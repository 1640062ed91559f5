"""A reason said first that names the entry, then a delete that points back at it (people set 105): "I got refunded
for fuel, can you delete that expense", "returned the winter boots - remove that expense", "I don't need the gifts
note anymore, delete it". The reason is no situation to drop whole (situations.py leaves "that"/"it" unread when
the situation names something): what was refunded, returned or is not needed is the entry, and the kind said
after "that" is its kind (``spoken.reworded`` applies ``REASON_NAMED`` before the situations are read)."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# What makes an entry go: money come back, a thing taken back, a thing not wanted any more.
_WHY_GONE = (
    r"(?:i\s+|we\s+)?(?:(?:got|was|were|have\s+been|'ve\s+been)\s+(?:a\s+)?(?:refund(?:ed)?|reimbursed|paid\s+back)"
    r"\s+(?:for|on)|got\s+(?:my\s+)?money\s+back\s+(?:for|on)|returned|took\s+back|sent\s+back|cancell?ed|"
    r"(?:don'?t|do\s+not|no\s+longer)\s+need|never\s+(?:bought|paid\s+for|made|cook(?:ed)?))"
)
_KINDS = r"expense|entry|recipe|note|file|event|contact|item|record|one|track|playlist|video|song"


def _named(found: re.Match[str]) -> str:
    thing = found.group("x").strip()
    kind = (found.group("k") or "").lower()
    kind = "" if kind in ("entry", "item", "record", "one") else kind
    if not kind and rx(r"refund|reimburs|paid|money", re.I).search(found.group("why")):
        kind = "expense"  # money come back is always an expense's
    said = f"the {thing} {kind}" if kind else thing
    return f"delete {said}{found.group('rest')}"


REASON_NAMED: tuple[tuple[str, Replacement], ...] = (
    (
        rf"^(?P<why>{_WHY_GONE})\s+(?:the\s+|my\s+|that\s+)?(?P<x>(?:[^,.;:!?\"“]|\.(?=\S))+?)(?:\s+(?:any\s*more|anymore))?\s*"
        r"(?:[,.;!]|\s[-–—]|(?=\s+so\s))\s*(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*"
        r"(?:delete|remove|drop|get\s+rid\s+of|take\s+out|bin|trash|erase)\s+(?:that|this|it|the\s+one)"
        rf"(?:\s+(?P<k>{_KINDS}))?\b(?P<rest>[^\"“:]*)$",
        _named,
    ),
    # "Forest trail was a bad recording, delete that track": the thing named, what was wrong with it, then a delete
    # pointing back (the reason's "recording" is no audio recording).
    (
        r"^(?:the\s+|my\s+)?(?P<x>[^,.;:!?\"“]+?)\s+(?:was|is)\s+(?:a\s+|an\s+|just\s+a\s+)?(?:bad|wrong|broken|failed|botched|"
        r"test|duplicate|mistaken|accidental|useless|junk)\s+(?:recording|track|entry|one|expense|note|event|file|video)\s*"
        r"(?:[,.;!]|\s[-–—])\s*(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*"
        r"(?:delete|remove|drop|get\s+rid\s+of|bin|trash|erase)\s+(?:that|this|it|the\s+one)"
        rf"(?:\s+(?P<k>{_KINDS}))?\b(?P<rest>[^\"“:]*)$",
        lambda m: f"delete the {m.group('x').strip()}{' ' + m.group('k') if m.group('k') else ''}{m.group('rest')}",
    ),
    # "those three expenses A, B and C were entered wrong, delete them": the ones named are deleted.
    (
        r"^(?:those|these|the)\s+(?:\w+\s+)?(?P<k>expenses|recipes|notes|events|tracks|contacts|files)\s+(?P<x>[^.;:!?\"“]+?)\s+"
        r"(?:were|are)\s+(?:entered\s+wrong(?:ly)?|wrong|mistakes|duplicates|not\s+mine|made\s+up|typos?)\s*(?:[,.;!]|\s[-–—])\s*"
        r"(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*(?:delete|remove|get\s+rid\s+of|erase)\s+"
        r"(?:them(?:\s+all)?|all\s+of\s+them|all\s+(?:three|two|four))\b(?P<rest>[^\"“:]*)$",
        r"delete the \g<k> \g<x>\g<rest>",
    ),
    # "I don't want any of my runs in opentracks anymore, delete every one": all of those deleted (first tries,
    # session 24: "every one" had been read as a thing's name).
    (
        r"^(?:i\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:want|need)\s+(?:any\s+of\s+)?(?:my|the|those|these)\s+"
        r"(?P<x>[^,.;:!?\"“]+?)(?:\s+(?:any\s*more|anymore))?\s*(?:[,.;!]|\s[-–—])\s*(?:so\s+)?"
        r"(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*(?:delete|remove|get\s+rid\s+of|erase|clear)\s+"
        r"(?:them(?:\s+all)?|all\s+of\s+them|every\s*one(?:\s+of\s+them)?|each\s+one|the\s+lot)"
        # (the app they are deleted with said after: "… delete them with the files app")
        r"(?P<w>\s+(?:with|in|using|from)\s+(?:the\s+|my\s+)?[\w ]+?)?(?:\s+(?:please|pls))?\s*[.!]?$",
        r"delete all my \g<x>\g<w>",
    ),
)
