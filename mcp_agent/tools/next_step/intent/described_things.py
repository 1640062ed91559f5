"""Things said by a description that picks exactly one, met in the first run of people set 131, read as the thing's
own name or as the request the template grammar knows (``reader._read_mended`` and ``turn._meant`` apply
``described_named`` first, after ``apps_said_generically.apps_named``):

- a month said before the entries it bounds ("which of my March 2030 runs went on the longest"): the entries "in"
  that month (left before the noun, the month was read as today's date, and a wrong answer was reported done);
- a caller said by the time of the call ("that 7:40 PM caller, save them in my contacts as Greta Lindqvist"): the
  number that called at that time, saved as a new contact (read otherwise, a contact with no number was saved);
- a record said by its logging ("the expense I logged for Bakery", "the event I added as Dentist"): the record so
  named;
- a song said with its artist ("the Ada Lune song Copper Sky", "the song Copper Sky by Ada Lune"): the song, by its
  title (the artist only describes it);
- a note's text said as what it says ("replace what errands_45.md says with "…""): the note's text changed;
- the dialer's favourites said as its tab ("call Ines Moreau from the favourites tab"): from the favourites;
- a business in a note's list said by its trade's worker ("ring the plumber from the list in contractors.md"): the
  entry named for that trade (Rapid Flow Plumbing), found on the note's own lines;
- a video said by the words of its file name ("the documentary video in VLC"): the video so named (its extension is
  matched where it is shown, answering/item_detail_steps.py).
"""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from .quoted_spans import outside_quotes
from .rewrites import Replacement, Rewrites

_CAP = r"(?-i:[A-Z0-9])[\w'&.-]*"
_CAPS = rf"{_CAP}(?:\s+{_CAP}){{0,4}}"
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)|\d{1,2}:\d\d"
_ENTRIES = (
    r"runs|rides|swims|walks|hikes|workouts|activities|tracks|cycling\s+activities|running\s+activities|"
    r"swimming\s+activities|walking\s+activities|expenses|events|calls|recordings"
)
_TRADES = {
    "plumber": "Plumbing",
    "roofer": "Roofing",
    "carpenter": "Carpentry",
    "electrician": "Electrical",
    "painter": "Painting",
    "cleaner": "Cleaning",
    "gardener": "Gardening",
    "landscaper": "Landscaping",
    "locksmith": "Locksmith",
    "mover": "Moving",
    "movers": "Moving",
}
# Words before "video" that say which video by its place, its kind or a quality, never by its file name.
_NOT_A_NAME = (
    r"(?:new|last|latest|newest|oldest|first|second|third|next|previous|other|same|whole|short|long|old|this|that|a|an|"
    r"the|my|your|one|any|some|every|each|funny|whatsapp|camera|movies|download|downloads|music|same|recent|other|"
    r"\w+est)"
)
_NAME_WORD = rf"(?!{_NOT_A_NAME}\b)[a-z][a-z'-]*"


def _joined(words: str) -> str:
    return re.sub(r"[\s_]+", "_", words.strip().lower())


def _video(found: re.Match[str]) -> str:
    if not re.search(r"\bVLC\b", found.string, re.I):
        return found.group(0)  # only where the video player is said: "the cooking video" elsewhere is left alone
    return f"the video {_joined(found.group('n'))}"


def _trade(found: re.Match[str]) -> str:
    return f"the number for the {_TRADES[found.group('w').lower()]} listed in {found.group('f')}"


_TRADE = "|".join(sorted(_TRADES, key=len, reverse=True))

DESCRIBED: tuple[tuple[str, Replacement], ...] = (
    # "my March 2030 runs", "the March expenses": the entries in that month.
    (
        rf"\b(?P<d>my|the|all\s+my|all\s+the)\s+(?P<m>{MONTH_NAME})(?P<y>\s+\d{{4}})?\s+(?P<n>{_ENTRIES})\b",
        r"\g<d> \g<n> in \g<m>\g<y>",
    ),
    # "that 7:40 PM caller", "the caller at 7:40 PM": the number that called then.
    (rf"\b(?:the|that)\s+(?P<t>{_TIME})\s+caller\b", r"the number that called me at \g<t>"),
    (rf"\b(?:the|that)\s+caller\s+(?:at|from)\s+(?P<t>{_TIME})", r"the number that called me at \g<t>"),
    # "…, save them in my contacts as X": the number said first is the one saved, as a new contact.
    (
        r"^(?P<o>the\s+number\s+that\s+called\s+me\s+at\s+[^,;]+?)\s*(?:[,;]|\s-+)\s*(?P<v>save|add|store)\s+"
        r"(?:them|him|her|it|that(?:\s+number)?)\b",
        r"\g<v> \g<o>",
    ),
    (
        r"^(?P<s>(?:save|add|store)\s+the\s+number\s+that\s+called\s+me\s+at\s+.+?)\s+(?:in|to|into)\s+(?:my\s+|the\s+)?"
        r"(?:contacts|(?:address|phone)[\s-]?book)\s+(?:as|under)\s+(?!a\s+new\s+contact\b)",
        r"\g<s> as a new contact named ",
    ),
    # "the expense I logged for Bakery": the expense Bakery.
    (
        rf"\bthe\s+(?P<k>expense|event|recipe|track|task|contact|song|video|recording|playlist)\s+(?:I|we)\s+"
        rf"(?:logged|added|saved|entered|put\s+in|made|created|recorded|set\s+up)\s+(?:for|as|called|named|under)\s+"
        rf"(?P<x>{_CAPS})",
        r"the \g<k> \g<x>",
    ),
    # "the Ada Lune song Copper Sky": the song Copper Sky.
    (rf"\bthe\s+(?P<a>{_CAPS})\s+song\s+(?=(?-i:[A-Z0-9]))", "the song "),
    # "the song Copper Sky by Ada Lune": the song Copper Sky.
    (rf"\b(?P<s>song\s+(?:\"[^\"]+\"|{_CAPS}))\s+by\s+{_CAPS}", r"\g<s>"),
    # "replace what errands_45.md says with "…"": the note's text changed.
    (
        r"\b(?:replace|swap)\s+(?:what|everything)\s+(?:the\s+note\s+)?(?P<f>[\w-]+\.(?:md|txt))\s+says\s+(?:with|for)\b",
        r"change the text of \g<f> to",
    ),
    # "from the favourites tab": from the favourites.
    (r"\bfrom\s+(?:the|my)\s+(?P<f>favou?rites?|starred)\s+(?:tab|list|page|screen)\b", r"from my \g<f>"),
    # "the plumber from the list in contractors.md": the entry named for the trade.
    (
        rf"\bthe\s+(?P<w>{_TRADE})\s+(?:from|on|in)\s+(?:the\s+|my\s+)?(?:list\s+)?(?:in\s+)?(?:the\s+note\s+|my\s+note\s+)?"
        r"(?P<f>[\w-]+\.(?:md|txt))\b",
        _trade,
    ),
    # "the documentary video": the video documentary (in VLC only).
    (
        rf"\bthe\s+(?P<n>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})\s+video\b(?!\s*(?:playlist|folder|player|app)\b)",
        _video,
    ),
)
_SAID = Rewrites(DESCRIBED)


def described_named(text: str) -> str:
    """``text`` with a thing said by a description as above said by its name, outside quoted text."""
    return outside_quotes(text, _SAID)
