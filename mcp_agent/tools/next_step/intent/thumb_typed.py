"""Requests thumbed fast on a phone (people set 118): all lower case, little punctuation, shorthand, and the slips a
thumb makes. Each rule says one such form as the grammar reads it; unread, each left the agent asking or giving up:

* a short word of the grammar with a letter dropped from its middle ("anythng", "numbr", "frm", "evrything") or its
  last "g" ("startin"); typos.py reads the long ones one slip away, but only from six letters up, and a dropped
  letter is the commonest slip of a thumb;
* "mtg" for a meeting, "dupes" for duplicates, and "the extra copies" of duplicates said just before;
* a contact's detail wished for ("need greta moreaus number asap"): a question, the name's apostrophe put back;
* rows of expenses run straight on after "3 expenses pls …", the last one after "n" / "and";
* "same day" after the hour an event moves to: the day it keeps;
* a new note "in markor called b.md w/ the same text as a.md": the copy it asks for;
* "what did X say in her last txt": a question about a message, whose chat words are the request's own.

Quoted text and a message's own words are left as typed; a text none of these changes is returned as it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .rewrites import Rewrites

# The grammar's short words a thumb slips on: what a request is about and the small words that join it.
_VOCABULARY = """
    anything something everything nothing number numbers from what with which when where event events meeting meetings
    message messages start starting title titles only name names delete rename change contact contacts expense expenses
    playlist recording record minutes hours today tonight week month first last latest longest photo video videos song
    songs note notes track tracks about after before until every again
""".split()
# One letter short of a grammar word, and a word of its own: read as typed.
_REAL_WORDS = frozenset(
    "evens fist hors hous lat moth noting meting sons staring stating stat tack tacks tile tiles were whee wen nae noe "
    "nots sog wat reame".split()
)
# Words said with their "g" dropped ("startin", "nothin"): only the grammar's, never a name ("Martin").
_ING = "starting meeting morning evening anything something nothing everything recording playing happening".split()


def _slips() -> dict[str, str]:
    """Each form one inner letter short of exactly one vocabulary word, and no word itself: that word."""
    found: dict[str, set[str]] = {}
    for word in _VOCABULARY:
        for i in range(1, len(word) - 1):  # the first and last letters are the ones a thumb keeps
            typed = word[:i] + word[i + 1 :]
            if len(typed) >= 3 and typed not in _VOCABULARY and typed not in _REAL_WORDS:
                found.setdefault(typed, set()).add(word)
    slips = {typed: words.pop() for typed, words in found.items() if len(words) == 1}
    slips.update({word[:-1]: word for word in _ING})
    return slips


_SLIPS = _slips()
# A lower-case word standing alone: never part of a file name, an address or a hyphenated word.
_WORD = re.compile(r"(?<![\w.@/'’-])[a-z]{3,}(?![\w@/'’-]|\.\w)")


def _mended(part: str) -> str:
    return _WORD.sub(lambda m: _SLIPS.get(m.group(0), m.group(0)), part)


_FIELD = r"(?:(?:phone|mobile|cell|home|work)\s+)?(?:number|no\.?|email(?:\s+address)?|address)"
# Words that are no one's name before "…s number": "what is the boss number" names none.
_NOT_NAMES = frozenset(
    "the a an my his her their your our its this that is of for what whats need want get me work home mobile cell "
    "phone contact new old main other".split()
)


def _detail_asked(found: re.Match[str]) -> str:
    # "need greta moreaus number asap, number only": the question it is, the apostrophe a thumb left out put back.
    name = found.group("n")
    if found.group("s") and any(word in _NOT_NAMES for word in name.split()):
        return found.group(0)
    return f"what is {name}'s {found.group('f')}?{found.group('rest')}"


_EXPENSE_ROWS = rx(
    r"^(?P<h>.*?\b(?:\d+|two|three|four|five|six|these|the\s+following)\s+expenses)"
    r"(?:\s*:\s*|\s*,?\s+(?:pls|please|plz)\s*,?\s+|\s+)(?P<rows>(?-i:[A-Z]).*)$",
    re.I,
)
_AMOUNT = rx(r"\$?\d+(?:\.\d\d)?\b")
# "…, Groceries $400.09 food note monthly n Pharmacy $229.67 …": the last row after "and", as the others after a comma.
_LAST_ROW = rx(r"\s*,?\s+(?:and|n|&)\s+(?=(?-i:[A-Z])[^,$\d]*?\s\$?\d)", re.I)


def _name_owned(found: re.Match[str]) -> str:
    # "whats ravi brennans number": the name's apostrophe a thumb left out (never "the boss number").
    if any(word in _NOT_NAMES for word in found.group("n").split()):
        return found.group(0)
    return f"{found.group('q')}{found.group('n')}'s "


def _same_day(found: re.Match[str]) -> str:
    rest = found.group("rest").lstrip()  # (its end kept: a quoted value may follow this part of the text)
    return found.group("m") + (f", {rest}" if rest.strip() else rest)


def _rows_listed(found: re.Match[str]) -> str:
    rows = found.group("rows")
    if len(_AMOUNT.findall(rows)) < 2 or "," not in rows:
        # One value is no list of rows ("add 2 expenses Fuel"); rows run on with no comma between them are read
        # as they stand ("… Birthday dinner 41.25 food Theatre show 43.75 …").
        return found.group(0)
    return f"{found.group('h')}: {_LAST_ROW.sub(', ', rows)}"


def _question_spelled(found: re.Match[str]) -> str:
    # What someone said is asked of, not sent: the question's "txt" and "msg" are its own words.
    return rx(r"(?<![\w.@/-])(?P<w>txt|msg)(?P<s>s?)(?![\w@/-])", re.I).sub(
        lambda m: ("text" if m.group("w").lower() == "txt" else "message") + m.group("s"), found.group(0)
    )


THUMB_TYPED = (
    (r"(?<![\w.@/'’-])mtg(?P<s>s)?(?![\w@/'’-])", r"meeting\g<s>"),
    (r"(?<![\w.@/'’-])dupe(?P<s>s)?(?![\w@/'’-])", r"duplicate\g<s>"),
    # "got duplicates in my recipe app, delete the extra copies": the copies of the duplicates just said.
    (
        r"(?P<a>\bduplicates\b[^.?!]*?[,;]\s*(?:(?:pls|please)\s+)?(?:delete|remove|get\s+rid\s+of|clear\s+out)\s+)"
        r"the\s+(?:extra|spare|other)\s+(?:copies|ones)\b(?!\s+of\b)",
        r"\g<a>them",
    ),
    (
        rf"^(?:i\s+)?(?:need|want)\s+(?P<n>[a-z]+\s+[a-z]+?)(?:'s|(?P<s>(?<=[^\Ws])s))\s+(?P<f>{_FIELD})"
        r"(?:\s+(?:asap|rn|now|quick|pls|please))*(?P<rest>\s*(?:[,.?!].*)?)$",
        _detail_asked,
    ),
    (
        rf"^(?P<q>what\s+is\s+|what's\s+|whats\s+)(?P<n>[a-z]+\s+[a-z]+?(?<=[^\Ws]))s\s+(?=(?:{_FIELD})\b)",
        _name_owned,
    ),
    (_EXPENSE_ROWS.pattern, _rows_listed),
    # "move my event on mar 23 to 4pm same day keep everything else": the day it keeps, no other day ("same day, same
    # length" is read in aside_mends.py).
    (
        r"^(?P<m>.*\b(?:move|moving|shift|push|bump|reschedule|change)\b.*?\bto\s+\d{1,2}(?::\d\d)?\s*(?:am|pm))"
        r"\s*,?\s+(?:(?:on|keep)\s+)?(?:the\s+)?same\s+(?:day|date)\b"
        r"(?!\s*(?:,|and|&)?\s*(?:the\s+)?same\s+(?:length|duration)\b)\s*,?(?P<rest>.*)$",
        _same_day,
    ),
    # "new note in markor called b.md w/ the same text as a.md": a copy of a.md named b.md.
    (
        r"^(?:(?:create|make|add|start)\s+)?(?:a\s+)?new\s+(?:note|file)\s+in\s+markor\s+(?P<n>(?:called|named|titled)\s+"
        r"[\w-]+\.(?:md|txt))\s+(?:with|w/?)\s+(?P<s>the\s+same\s+(?:text|contents?|words)\s+as\s+[\w-]+\.(?:md|txt))"
        r"\s*[.!]*$",
        r"create a new markor note \g<n> with \g<s>",
    ),
)
_REWRITES = Rewrites(THUMB_TYPED)
_ASKED_SAID = rx(r"^(?:what|wat|wht)\s*(?:did|'d|d|has|have)\s+[^?]*?\b(?:say|said)\b[^?]*\??", re.I)


@lru_cache(maxsize=1024)
def thumb_typed(text: str) -> str:
    """``text`` with the forms above said as the grammar reads them; unchanged when none is in it."""
    text = _ASKED_SAID.sub(_question_spelled, text, count=1)
    return outside_message(text, lambda part: _REWRITES(_mended(part)))
