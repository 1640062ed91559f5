"""A question narrowed by the one said after it: "did I get through the stuff due Monday? which ones are done".

People ask loosely first and then say which rows they mean. The second question is not an answer's format
("just the number"), so reading only the first would answer about every row of the span; the rows it narrows to
(done or not, a priority) are read from both.
"""

from __future__ import annotations

import re

# "which ones are done", "what of them is still open", "and which tasks did I finish": rows picked out of the first.
_NARROWING = re.compile(
    r"^\s*(?:and\s+|so\s+)?(?:which|what)\s+(?:ones?|of\s+them|tasks?|to-?dos?|items?)\b[^?.!]*",
    re.I,
)


def narrowed(text: str, first: str) -> str:
    """``first`` (the text's first question) with the question after it that picks some of its rows."""
    rest = text[len(first) :].lstrip("?. ")
    follow = _NARROWING.match(rest)
    return f"{first}, {follow.group(0).strip()}" if follow else first
