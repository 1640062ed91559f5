"""How a message goes, said after whom it goes to: "send that address to Priya Suzuki in a text", "forward it to
Omar by text", "pass the code on to Lena via SMS" (people set 134).

The medium said after the recipient was read as part of the message: "send that address to Priya Suzuki in a text"
typed "the address that … texted mein" and reported done with the address never sent (a false done). Said after
the recipient's name, at the clause's end, "in a text" / "by text" / "via SMS" / "as a message" only says how the
message goes, which the sending already says: it is dropped, outside quotes, so the request reads as it does without.
"""

from __future__ import annotations

import re

from .quoted_spans import outside_quotes

# A send verb before the recipient: the medium is the message's only when a message is sent.
_SEND = re.compile(r"\b(?:send|forward|pass|text|message|share)\b", re.I)
# "… to Priya Suzuki in a text?": a capitalised name (one to three words) or a number, then the medium, then the end.
_MEDIUM = re.compile(
    r"(?P<to>\bto\s+(?:(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}|\+?\d[\d\s()-]{5,}\d))\s*,?\s+"
    r"(?:in|by|via|over|as|through)\s+(?:an?\s+)?(?:text(?:\s+message)?|sms|message|msg)"
    r"(?=\s*(?:[?.!,;]|please\b|pls\b|$))",
    re.I,
)


def medium_dropped(text: str) -> str:
    """``text`` without the medium said after a message's recipient; unchanged when it says none."""
    if not _SEND.search(text):
        return text
    # After a colon is a message's own text ("text Greta: I'll send it to Ravi by text"): left as said.
    head, colon, tail = text.partition(":")
    return outside_quotes(head, lambda part: _MEDIUM.sub(r"\g<to>", part)) + colon + tail
