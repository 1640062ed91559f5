"""An entry's fields named the formal way (AndroidWorld's robustness-study rewordings, and anyone writing a request
as a specification), each mended as a whole class into the field marker the grammar reads (fields.py), as
``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in order, outside quoted text):

* the text, said as what is put in: "…, and input / include / enter / insert the text: X", "and populate / fill it
  with the text: X", "filling it with the content: X" (with the following text: X);
* the title, said as given: "assigning (it) the title 'X'", "naming it 'X'", "giving it the name 'X'" (titled 'X');
* the description, said as what details the entry: "detailed with 'X'", "describing it as 'X'", "a brief 'X'",
  "a short description 'X'" (with the description 'X');
* the name a recording or file is saved under, said with a qualifier: "the designated / specified / given / chosen
  name", "the filename" (the name); "ensuring it's saved with", "making sure to save it with" (and save it with);
* an event's title said after its time and day ("delete the event at 9:00 on 2030-3-23 labeled 'X'"): said first,
  as the event is named ("the event 'X' at 9:00 on 2030-3-23"), read on the whole text by ``title_said_first``;
* a length said in its own sentence after the entry: "Set the event duration to 45 minutes.", "Specify the event
  duration as …", "Make sure the event lasts for …" (The event should last for …).
"""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# Where a sentence after the entry starts.
_AFTER = r"(?<=[.!?])\s*(?:please\s+)?"
_EVENT = r"(?:event|meeting|appointment|calendar\s+entry)"

FORMAL_FIELDS: tuple[tuple[str, Replacement], ...] = (
    # The text, said as what is put in.
    (
        r",?\s+(?:and\s+)?(?:input|include|enter|insert|put|type|add|place|write)\s+(?:in\s+)?the\s+"
        r"(?:following\s+)?(?:text|content|contents|words)\s*(?:in\s+it\s*)?:",
        " with the following text:",
    ),
    (
        r",?\s+(?:and\s+)?(?:populat(?:e|ing)|fill(?:ing)?)\s+it\s+(?:up\s+)?with\s+the\s+(?:following\s+)?"
        r"(?:text|content|contents|words)\s*:",
        " with the following text:",
    ),
    # The title, said as given.
    (
        r",?\s+(?:and\s+)?(?:assigning|giving)\s+(?:it\s+)?the\s+(?:title|name)\s+(?:of\s+)?(?=$|['\"‘“]|(?-i:[A-Z])|\S+\.\w{2,4}\b)",
        " titled ",
    ),
    (r",?\s+(?:and\s+)?naming\s+it(?:\s+as)?\s*(?=$|['\"‘“])", " titled "),
    # The description, said as what details the entry.
    (
        r"\s+(?:and\s+)?(?:detailed\s+with|describing\s+it\s+as|described\s+as)\s*(?=$|['\"‘“])",
        " with the description ",
    ),
    (r"\s+(?:and\s+)?(?:a|the)\s+(?:brief|short)(?:\s+description)?\s*(?=$|['\"‘“])", " with the description "),
    # The name it is saved under, said with a qualifier.
    (
        r"\b(?P<p>with|under)\s+the\s+(?:designated|specified|given|chosen|following|requested|desired)\s+"
        r"(?:file\s*)?name\b",
        r"\g<p> the name",
    ),
    (r"\b(?P<p>with|under)\s+the\s+file\s*name\b", r"\g<p> the name"),
    (
        r",?\s+(?:ensuring|making\s+sure|making\s+certain)\s+(?:that\s+)?(?:it['’]?s|it\s+is|its)\s+(?:saved|stored)\s+"
        r"(?=with\b|under\b|as\b)",
        " and save it ",
    ),
    (r",?\s+(?:ensuring|making\s+sure|making\s+certain)\s+to\s+(?=save\b|store\b|name\b|call\b)", " and "),
    # A length said in its own sentence after the entry.
    (
        rf"{_AFTER}(?:set|specify|make|fix)\s+the\s+(?:{_EVENT}(?:['’]s)?\s+)?(?:duration|length)\s+"
        r"(?:to|as|at)\s+(?:be\s+)?(?=\d|an?\s|one\s|two\s|half\s)",
        " The event should last for ",
    ),
    (
        rf"{_AFTER}(?:make\s+sure|ensure|see\s+to\s+it)\s+(?:that\s+)?the\s+{_EVENT}\s+(?:lasts|runs|goes\s+on)\s+"
        r"(?:for\s+)?(?=\d|an?\s|one\s|two\s|half\s)",
        " The event should last for ",
    ),
)


_WHEN = r"(?:(?:scheduled\s+|occurring\s+|taking\s+place\s+)?(?:at|on|for)\s+[\w:/.-]+(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?:\s*[ap]\.?m\.?)?\s*,?\s*)"
_TITLE_AFTER_WHEN = (
    rf"\b(?P<the>the\s+(?:calendar\s+)?(?:event|entry|appointment|meeting))\s+(?P<when>{_WHEN}{{1,3}}?)"
    r"(?:labell?ed|titled|named|called)\s+(?P<title>'[^']+'|\"[^\"]+\"|‘[^’]+’|“[^”]+”)"
)


def title_said_first(text: str) -> str:
    """``text`` with an event's title said after its time and day moved before them; as said otherwise."""
    return rx(_TITLE_AFTER_WHEN, re.I).sub(
        lambda m: f"{m.group('the')} {m.group('title')} {m.group('when').strip(' ,')}", text
    )
