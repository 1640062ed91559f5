"""A copy asked for as a thing to have, not as an act (people set 105): "could I get a copy of receipt_6795.jpg from
DCIM saved into Download?", "can you make a copy of a.pdf in Download", "I'd like a copy of notes.txt put in
Documents". What is asked is the copy made where it is to be: read as "copy X from A into B" (``spoken.reworded``
applies ``ASKED_RESULTS`` before a file's source and destination are read). Only a file name is copied this way:
"a copy of the minutes" names no file and is no such request."""

from __future__ import annotations

from .rewrites import Replacement

_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"

ASKED_RESULTS: tuple[tuple[str, Replacement], ...] = (
    (
        r"^(?:(?:could|can|may)\s+(?:i|you|we|u)\s+(?:please\s+)?|i['’]?d\s+like\s+(?:to\s+)?|i\s+want\s+(?:to\s+)?|"
        r"i\s+need\s+(?:to\s+)?|please\s+|pls\s+)?(?:get|have|make|save|put|keep)\s+(?:me\s+)?(?:a|another)\s+copy\s+of\s+"
        rf"(?:the\s+(?:file\s+)?)?(?P<x>{_FILE})(?P<src>\s+(?:from|in|out\s+of)\s+(?:the\s+)?[\w-]+(?:\s+folder)?)?\s+"
        r"(?:(?:saved|put|placed|stored|made|dropped)\s+)?(?:in|into|to|inside)\s+(?P<dst>(?:the\s+)?[\w-]+(?:\s+folder)?)"
        r"(?P<rest>[^?]*)\??",
        r"copy \g<x>\g<src> into \g<dst>\g<rest>,",
    ),
)
