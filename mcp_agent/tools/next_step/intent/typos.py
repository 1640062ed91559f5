"""Words of the grammar typed one slip away ("calender", "blutooth", "tomorow", "adress"), read as meant.

Only long words that name what a request is about (apps, objects, the phone's switches, days), and only where
one letter is missing, extra, wrong or swapped with its neighbour. A word written in lower case outside quotes and a message's text, which no other word of
the vocabulary is as near: names and titles are most often capitalised, and a message's words are its sender's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .courtesy import outside_message

# Long names with no English word one slip away ("message" is not here: "massage" is a word; nor "march": "match").
VOCABULARY: frozenset[str] = frozenset(
    """
    calendar contacts address bluetooth brightness settings airplane stopwatch playlist tomorrow yesterday
    wednesday thursday saturday appointment description ingredients category recording recipe recipes location actually
    altogether activities priority everything duplicate duplicates expenses delete deleted deletes deleting downloads
    """.split()
)
_WORD = re.compile(r"(?<![\w'’-])[a-z]{6,}(?![\w'’-])")


def _one_slip(typed: str, word: str) -> bool:
    """One letter missing, extra, changed, or two neighbours swapped (Damerau distance 1)."""
    if typed == word or abs(len(typed) - len(word)) > 1:
        return False
    if len(typed) == len(word):
        diff = [i for i, (a, b) in enumerate(zip(typed, word)) if a != b]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and typed[diff[0]] == word[diff[1]]
            and typed[diff[1]] == word[diff[0]]
        )
    short, long = (typed, word) if len(typed) < len(word) else (word, typed)
    i = next((i for i, (a, b) in enumerate(zip(short, long)) if a != b), len(short))
    return short[i:] == long[i + 1 :]


@lru_cache(maxsize=4096)
def meant(typed: str) -> str:
    """The vocabulary's word ``typed`` is one slip from, when exactly one is; else ``typed``."""
    if typed in VOCABULARY or any(
        (typed + "s" == word or word + "s" == typed) and not word.endswith("ss") for word in VOCABULARY
    ):
        return typed  # a plural said of a singular name, or the reverse, is not a slip ("brightnes" is one)
    near = [word for word in VOCABULARY if _one_slip(typed, word)]
    return near[0] if len(near) == 1 else typed


def mended(text: str) -> str:
    """``text`` with its slipped grammar words read as meant; quotes and a message's words as typed."""
    return outside_message(text, lambda part: _WORD.sub(lambda m: meant(m.group(0)), part))
