"""How an answer is to be written, said in words after the question (people set 105): "when am I next meeting Greta
Novak? month day year and the time in 24hr", "when's my dentist? date and time pls", "… ? day, month and 24h time".
The remark names only the parts of a date and a time: the answer is written in the form the question's own reading
gives it anyway, so the remark is taken off and the question read alone (``courtesy.plain`` applies
``ANSWER_FORMATS`` with its other mends, outside quoted text). A remark with any other word ("just the location",
"True or False", "titles only") or one part alone ("just the date") is not this class and stays for the readings that
use it; so is one after a question that is not when something is ("my farthest swim? date and time": which fact)."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# Words that say only which parts of a date and time the answer is to have, and how.
_FORMAT_WORDS = frozenset(
    """the a an and in with plus as of give me tell show send please pls full its it's
    month months day days date year years time times hour hours hr hrs h minute minutes min mins clock
    24 24h 24hr 24hrs 24-hour 24-hr military format form numbers numeric digits""".split()
) | frozenset(
    # (how much of it is wanted: "date and time is all I need", "just the day and hour will do", "… is fine thanks")
    """just only is all i need that's that will do would be fine enough ok okay good great thanks thx ta""".split()
)
# Words among them that say a part of a date or a time: a remark of fillers alone is no format.
_PARTS = frozenset("month day date year time hour hr h minutes 24 24h 24hr 24hrs 24-hour 24-hr clock".split())


_ASKS_WHEN = re.compile(r"^\s*(?:when\b|what\s+(?:time|day|date)\b|(?:the\s+)?next\s+time\b)", re.I)


def _format_only(found: re.Match[str]) -> str:
    if not _ASKS_WHEN.match(found.string):
        return found.group(0)
    words = rx(r"[\w'-]+").findall(found.group("tail").lower())
    # ("just the date", "the time only": which fact is asked, one part alone, never a format)
    if words and all(w in _FORMAT_WORDS for w in words) and len({w for w in words if w in _PARTS}) >= 2:
        return "?"
    return found.group(0)


ANSWER_FORMATS: tuple[tuple[str, Replacement], ...] = (
    (r"\?\s*(?:[-–—:,]\s*)?(?P<tail>[\w'\s,+&/()-]+?)\s*[.!]?\s*$", _format_only),
)
