"""The order said twice: "play Sunday Drive, and then Quiet Storm right after it" (people set 134).

"then" already says the second comes after the first; "right after it" / "straight after that" / "immediately after"
said again after the second's name was read as part of the name ("Quiet Storm right"). After a "then" and its thing,
the repeated order at the clause's end is dropped, outside quotes.
"""

from __future__ import annotations

import re

from .quoted_spans import outside_quotes

_AGAIN = re.compile(
    r"(?P<then>\bthen\s+[^.?!,;]+?)\s+(?:right|straight|directly|immediately|just)\s+after(?:wards?)?"
    r"(?:\s+(?:it|that(?:\s+one)?|this))?(?=\s*(?:[.?!,;]|please\b|$))",
    re.I,
)


def order_said_once(text: str) -> str:
    """``text`` without an order said again after a "then" clause's thing; unchanged otherwise."""
    if "after" not in text.lower():
        return text
    return outside_quotes(text, lambda part: _AGAIN.sub(r"\g<then>", part))
