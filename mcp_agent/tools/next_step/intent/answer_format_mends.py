"""How an answer is to be written, said in words after the question (people set 119): "when am I next meeting Greta
Novak? month day year and the time in 24hr", "when's my dentist? date and time pls", "… ? day, month and 24h time".
The remark names only the parts of a date and a time: the answer is written in the form the question's own reading
gives it anyway, so the remark is taken off and the question read alone (``courtesy.plain`` applies
``ANSWER_FORMATS`` with its other mends, outside quoted text). A remark with any other word ("just the location",
"True or False", "titles only") is not this class and stays for the readings that use it."""

from __future__ import annotations

import re

from .rewrites import Replacement

# Words that say only which parts of a date and time the answer is to have, and how.
_FORMAT_WORDS = frozenset(
    """the a an and in with plus as of give me tell show send just only please pls full its it's
    month months day days date year years time times hour hours hr hrs h minute minutes min mins clock
    24 24h 24hr 24hrs 24-hour 24-hr military format form numbers numeric digits""".split()
)
# Words among them that say a part of a date or a time: a remark of fillers alone is no format.
_PARTS = frozenset("month day date year time hour hr h minutes 24 24h 24hr 24hrs 24-hour 24-hr clock".split())


def _format_only(found: re.Match[str]) -> str:
    words = re.findall(r"[\w'-]+", found.group("tail").lower())
    if words and all(w in _FORMAT_WORDS for w in words) and any(w in _PARTS for w in words):
        return "?"
    return found.group(0)


ANSWER_FORMATS: tuple[tuple[str, Replacement], ...] = (
    (r"\?\s*(?:[-–—:,]\s*)?(?P<tail>[\w'\s,+&/()-]+?)\s*[.!]?\s*$", _format_only),
)
