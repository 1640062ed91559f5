"""Text in quotes is a value said as is (a message, a title): readings of the words around a request change
only what stands outside the quotes."""

from __future__ import annotations

import re
from collections.abc import Callable

# A single quote opens and closes only where no letter touches it, so "don't" opens nothing.
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


def outside_quotes(text: str, change: Callable[[str], str]) -> str:
    """``text`` with ``change`` applied to each stretch outside quotes; the quoted values untouched."""
    pieces, start = [], 0
    for match in QUOTED.finditer(text):
        pieces.append(change(text[start : match.start()]))
        pieces.append(match.group(0))
        start = match.end()
    pieces.append(change(text[start:]))
    return "".join(pieces)
