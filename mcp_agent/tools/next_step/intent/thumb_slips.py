"""Words a fast thumb slips on at their ends and in the middle of short ones, and the shorthand of texting, met in the
first run of people set 132 ("delet the vid party_12.mp4", "cal Kofi Lindqvists home numbr", "the Work foldr", "whats
the total lenght", "pleasee", "Food btwn 2 march and 8 march", "which album is X frm acc to vlc"). thumb_typed.py reads
a letter dropped from the middle of the grammar's short words and typos.py one slip in its long ones; left unread, these
named no app or ran into a name ("the video 'vid party_12.mp4'", "'for_mum.mp4 pleasee'", the kind "food btwn"):

* a grammar word with its last letter dropped ("delet", "renam", "cal" before a name or "back");
* a word's last letter doubled ("pleasee", "deletee", "foldrr" after the other mends);
* two neighbouring letters swapped, or one dropped from the middle, in the words of what a request is about that the
  other tables leave out ("lenght", "foldr", "vidoe", "albmu");
* texting shorthand: "btwn" / "b/w" for between, "acc to" for according to, "the vid X" for the video, "abt", "ur";
* "bin" for delete said first, and the app tacked on last after a comma ("…, files app");
* a name's apostrophe left out before the detail asked of it or called on ("Kofi Lindqvists home number").

Only lower-case words outside quotes and a message's own text: names and titles are kept as typed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .rewrites import Rewrites
from .thumb_typed import thumb_typed
from .typos import meant as typos_meant

# Grammar words a thumb cuts short by their last letter: a word of its own is never one of these cut forms.
_CUT_LAST = {
    "delet": "delete",
    "renam": "rename",
    "chang": "change",
    "remov": "remove",
    "creat": "create",
    "playlis": "playlist",
    "calenda": "calendar",
    "contac": "contact",
    "minut": "minute",
    "numbe": "number",
    "recip": "recipe",
    "expens": "expense",
}
# The nouns and verbs of what a request is about, read again when two neighbours are swapped or a middle letter is
# dropped ("lenght", "foldr"); thumb_typed.py and typos.py read the rest of the grammar's words.
_ABOUT = """
    length folder folders video videos album albums queue track tracks file files delete rename remove change
    playlist recipe duration average total between according
""".split()
# Slips of those words that are words of their own: read as typed.
_REAL = frozenset("alum tack tacks".split())


def _slips() -> dict[str, str]:
    found: dict[str, set[str]] = {}
    for word in _ABOUT:
        forms = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}  # swapped
        forms |= {word[:i] + word[i + 1 :] for i in range(1, len(word) - 1)}  # a middle letter dropped
        for typed in forms:
            if len(typed) >= 4 and typed not in _ABOUT and typed not in _REAL and typed != word:
                found.setdefault(typed, set()).add(word)
    return {typed: words.pop() for typed, words in found.items() if len(words) == 1}


_SLIPS = _slips()
_KNOWN = (
    frozenset(_ABOUT)
    | frozenset(_CUT_LAST.values())
    | frozenset(
        """
    please calendar note notes title titles contact contacts number call all add off will tell still
    message messages event events expense expenses minutes hours only name names
    """.split()
    )
)
# A lower-case word standing alone: never part of a file name, an address or a hyphenated word.
_WORD = re.compile(r"(?<![\w.@/'’-])[a-z]{3,}(?![\w@/'’-]|\.\w)")


def _word(found: re.Match[str]) -> str:
    typed = found.group(0)
    if typed in _CUT_LAST:
        return _CUT_LAST[typed]
    if typed in _SLIPS:
        return _SLIPS[typed]
    if len(typed) >= 5 and typed[-1] == typed[-2] and typed[:-1] in _KNOWN and typed not in _KNOWN:
        return typed[:-1]  # "pleasee": the last key pressed twice ("call", "all" are words as typed)
    return typed


_SHORTHAND = (
    # "btwn 2 march and 8 march", "b/w monday and friday": between.
    (r"(?<![\w/])(?:btwn|btw(?=\s+\d)|betw|b/w)(?![\w/])", "between"),
    # "which album is X frm acc to vlc": according to.
    (r"(?<![\w.])acc\.?\s+to\b", "according to"),
    # "delet the vid party_12.mp4", "rename the vid X": the video a file name follows.
    (r"\b(?P<d>the|that|this|my)\s+vid(?P<s>s)?(?=\s+[\w-]+\.\w{2,4}\b)", r"\g<d> video\g<s>"),
    (r"\babt\b", "about"),
    # "bin all the events w/ Call in the title", "bin the X recipe": British for throwing away, said first.
    (r"^(?:(?:pls|please)\s+)?bin\s+(?=(?:all|every|each|the|my|that|this|these|those|it|them)\b)", "delete "),
    # "pls move a.pdf frm Download into Documents, files app": the app tacked on last, after a comma.
    (
        r"\s*,\s*(?:(?:in|on|using|via)\s+)?(?:the\s+|my\s+)?(?P<a>files|markor|vlc|tasks|contacts|phone)\s+app\s*[.!]?$",
        r" in the \g<a> app",
    ),
    # "cal Kofi Lindqvist", "cal him back": the call a double "l" went missing from.
    (r"^(?:pls\s+|please\s+)?cal(?=\s+(?:(?-i:[A-Z])|back\b|me\b|him\b|her\b|them\b|the\s+\w+\s+number\b))", "call"),
)
_REWRITES = Rewrites(_SHORTHAND)
# "call Kofi Lindqvists home number": the name's apostrophe a thumb left out, before the detail it owns.
_NUMBER = r"(?:number|numbr|nmbr|num|no\b)"
_OWNED = rx(
    r"(?P<n>\b(?-i:[A-Z])[a-z'-]+\s+(?-i:[A-Z])[a-z-]+?)(?<=[^s])s\s+(?=(?:home|work|mobile|cell|main|office)\s+"
    rf"(?:{_NUMBER}|phone)|{_NUMBER}\b|email\b|address\b)",
)


def _mended(part: str) -> str:
    part = _WORD.sub(_word, part)
    return _OWNED.sub(lambda m: f"{m.group('n')}'s ", _REWRITES(part))


@lru_cache(maxsize=1024)
def thumb_slips(text: str) -> str:
    """``text`` with the slips above read as meant; unchanged when none is in it."""
    return outside_message(text, _mended)


@lru_cache(maxsize=4096)
def meant_word(word: str) -> str:
    """The word a lone thumbed word is read as ("frm" → "from", "delet" → "delete", "lenght" → "length"), by this
    module's slips and thumb_typed.py's and typos.py's; ``word`` itself when none reads it. The check for words no
    reading used (unread_words.py) asks it, so that a slip read as meant is no word left unread."""
    lowered = word.casefold()
    meant = thumb_slips(thumb_typed(typos_meant(lowered)))
    return meant if meant != lowered else word
