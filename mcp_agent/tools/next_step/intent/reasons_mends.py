"""Requests wrapped in reasons, hedges and conditions (people set 70), mended as whole classes into the wording the
grammar reads (``spoken.reworded`` applies ``REASONS_FIRST`` before a remark's references are read, ``courtesy.plain``
``REASONS`` after ``situated_mends.SITUATED_FIRST``, outside quoted text): a why in brackets after the request ("(they all got refunded)", "(I keep mixing it up)"), a record that
"needs a better name" and then is renamed as "it", and a phone number's label said as how it is to be saved
("— make sure it's saved as Home", ", saved as work"). The reasons and situations said first are situations.py's;
what a request is "for" (wishes.py) and a tag asking whether it is possible (discourse.py) are theirs."""

from __future__ import annotations

import re

from .rewrites import Replacement

# Who a why in brackets is told of: a pronoun opens it ("they all got refunded", "I keep mixing it up").
_TOLD_OF = (
    r"i|i'?m|i'?ve|i'?d|we|we'?re|they|they'?re|it|it'?s|he|she|that'?s|this|these|those|which|because|since|cause"
)
_LABELS = r"home|work|mobile|main|other|cell"


def _why_in_brackets(found: re.Match[str]) -> str:
    """A bracketed remark taken off when it tells why and holds nothing of the request's own: no name past its
    first word (a folder, a person), no digit, no file."""
    said = found.group("s")
    if re.search(r"\d|[\w-]+\.[A-Za-z0-9]{2,4}\b|@", said) or re.search(r"(?<=\s)(?!I\b)[A-Z]", said):
        return found.group(0)
    return found.group("after")


# Read first of all (spoken.reworded, before the remarks' references): a why in brackets would be read as a remark.
REASONS_FIRST: tuple[tuple[str, Replacement], ...] = (
    # "delete A, B and C from pro expense (they all got refunded)": why, in brackets, after or inside the request.
    (rf"\s*\((?P<s>(?:{_TOLD_OF})\b[^()\"“]*)\)(?P<after>\s*(?:$|[-–—,.;:!?]))", _why_in_brackets),
    # "the recipe with 5 servings needs a better name - rename it to Quick caesar": the record, then its new name.
    (
        r"^(?P<x>(?:the|my)\s+[^,;:]+?)\s+(?:needs|could\s+use|deserves|should\s+have)\s+a\s+(?:better|new|different|"
        r"proper|clearer|nicer)\s+(?:name|title)\s*(?:[-–—,.;:]+|,?\s+so)\s*(?:(?:please|pls|just|can\s+you|could\s+you)\s+)*"
        r"(?:rename|call|retitle)\s+it\s+(?:to\s+|as\s+)?(?P<y>\S.*)$",
        r"rename \g<x> to \g<y>",
    ),
)
REASONS: tuple[tuple[str, Replacement], ...] = (
    # "… (845) 555-5571 — make sure it's saved as Home", "…, saved as work": the number's label.
    (
        r"(?:\s*[,;.]\s*|\s+[-–—]+\s*|\s+and\s+)(?:(?:please\s+)?(?:make|be)\s+sure\s+(?:that\s+)?|ensure\s+(?:that\s+)?)?"
        r"(?:(?:it|the\s+number|the\s+phone(?:\s+number)?|that)(?:['’]s|\s+is|\s+gets|['’]s\s+been|\s+goes)\s+|have\s+it\s+)?"
        rf"(?:saved|marked|labell?ed|stored|filed|set|listed|put\s+down)\s+(?:as|under)\s+(?:a\s+|the\s+)?(?P<l>{_LABELS})"
        r"(?:\s+(?:number|phone))?\b",
        r", phone label: \g<l>",
    ),
)
