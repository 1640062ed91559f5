"""A note told what to "say" gets that as its text, never as a new name, and "don't touch the other notes" after it
keeps everything else as it is (read in turn._meant after the symbols, before the other mends).

* "change a.md to say: X", "edit a.md so it says X", "make a.md say X": the text of a.md becomes X (a rename reads
  "change a.md to b.md"; "to say" is never part of a name);
* "keep the name & don't touch other notes", "don't change any other files": nothing else is changed, said as the
  grammar reads it ("change nothing else"), never typed as part of the text.

Quoted text is left as said.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .quoted_spans import outside_quotes

_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
_TO_SAY = re.compile(
    rf"\b(?:change|edit|update|make|set|fix)\s+(?P<f>(?:(?:my|the)\s+(?:note\s+)?)?{_FILE})\s+"
    r"(?:to\s+say|so\s+(?:that\s+)?it\s+says|say|read|to\s+read|so\s+(?:that\s+)?it\s+reads)\s*:?\s+",
    re.I,
)
_OTHERS_KEPT = re.compile(
    r"\s*[,;]?\s*(?:and\s+|&\s+|\+\s+)?(?:(?:please\s+)?(?:don'?t|do\s+not|dont)\s+(?:touch|change|edit|modify)\s+"
    r"(?:any\s+|the\s+)?other\s+(?:notes?|files?|entries|events|recipes|expenses|contacts|tracks)|"
    r"(?:leave|keep)\s+(?:the\s+|all\s+the\s+)?other\s+(?:notes?|files?)\s+(?:as\s+they\s+are|alone|untouched))\b",
    re.I,
)


def _others(part: str) -> str:
    return _OTHERS_KEPT.sub(", change nothing else", part)


@lru_cache(maxsize=1024)
def note_text_said(text: str) -> str:
    """``text`` with a note's text said as its text and the other notes kept; unchanged when neither is said."""
    said = _TO_SAY.search(text)
    if said is not None:
        text = f"{text[: said.start()]}change the text of {said.group('f')} to: {text[said.end() :]}"
    return outside_quotes(text, _others) if _OTHERS_KEPT.search(text) else text
