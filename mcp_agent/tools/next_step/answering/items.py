"""A question about the items an app lists, whatever the app: how many are in a named list (a playlist, a
folder) or in the app's own list, and which item is the longest (a song's or a video's length as its row shows
it, "3:25"). The named list is opened first (``Open the <thing> '<name>'``), then its rows are read.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# What people count in a player or a file manager, and what holds them.
_ITEMS = r"songs?|tracks?|videos?|files?|items?|things|clips?|movies?|pictures?|photos?|documents?|entries"
_HOLDERS = r"playlist|folder|directory|album"
_NAME = r"[\"'“‘]?(?P<{0}>[\w][\w' .&-]*?)[\"'”’]?"
_COUNTED = (
    # "how many songs are in my "Road Trip" playlist", "how many files are in the Download folder"
    re.compile(
        rf"\bhow\s+many\s+(?:{_ITEMS})\s+(?:are|is|do\s+i\s+have|have\s+i\s+got|there\s+are)?\s*(?:there\s+)?"
        rf"(?:in|on|inside)\s+(?:the\s+|my\s+)?(?:(?P<h1>{_HOLDERS})\s+{_NAME.format('n1')}|"
        rf"{_NAME.format('n2')}(?:\s+(?P<h2>{_HOLDERS}))?)\s*(?:\?|$|\s+(?:in|on|according|using|with)\b)",
        re.I,
    ),
    # "how many tracks does my Road Trip playlist have", "how many videos does the playlist Focus hold"
    re.compile(
        rf"\bhow\s+many\s+(?:{_ITEMS})\s+(?:does|do)\s+(?:the\s+|my\s+)?(?:(?P<h1>{_HOLDERS})\s+{_NAME.format('n1')}|"
        rf"{_NAME.format('n2')}\s+(?P<h2>{_HOLDERS}))\s+(?:have|hold|contain)\b",
        re.I,
    ),
    # "count the songs in Road Trip", "count what's in the Download folder"
    re.compile(
        rf"^\s*count\s+(?:the\s+|my\s+|all\s+(?:the\s+)?)?(?:{_ITEMS}|what'?s|what\s+is)\s+(?:in|on|inside)\s+"
        rf"(?:the\s+|my\s+)?(?:(?P<h1>{_HOLDERS})\s+{_NAME.format('n1')}|{_NAME.format('n2')}(?:\s+(?P<h2>{_HOLDERS}))?)"
        r"\s*(?:\?|$)",
        re.I,
    ),
)
_LONGEST = re.compile(
    rf"\b(?:which|what)\b.*\b(?:{_ITEMS})\b.*\b(?:is|runs?)\s+(?:the\s+)?longest\b|"
    rf"\b(?:which|what)(?:'s|\s+is)?\s+(?:the\s+|my\s+)?longest\s+(?:one\s+)?(?:{_ITEMS})\b|"
    rf"\b(?:which|what)\s+(?:of\s+my\s+)?(?:{_ITEMS})\s+.*\blongest\b|"
    rf"\bthe\s+(?:{_ITEMS})\s+with\s+the\s+longest\s+(?:duration|length|running\s+time)\b",
    re.I,
)
# The app's kind of holder when the question names none: a player's playlists, a file manager's folders.
_PLAYER = re.compile(r"\b(?:music|vlc|player|video|audio|podcast)\b", re.I)


class ItemsAsked(NamedTuple):
    mode: str  # count | longest
    holder: str = ""  # playlist | folder | album: the kind of list to open first; "" for the app's own list
    name: str = ""


def items_question(text: str, app: str) -> ItemsAsked | None:
    """What is asked of the items an app lists, or None. Only a question asked of a named app: which app keeps
    the items is part of the job."""
    if not app:
        return None
    asked = re.split(r"\?|\.\s", text, maxsplit=1)[0]
    if _LONGEST.search(asked):
        return ItemsAsked("longest")
    for shape in _COUNTED:
        found = shape.search(asked + "?" if shape is not _COUNTED[1] else asked)
        if found is None:
            continue
        name = (found.group("n1") or found.group("n2") or "").strip(" '\"")
        if not name or re.fullmatch(r"(?i:it|them|there|here|my\s+library|the\s+library|library)", name):
            return ItemsAsked("count")
        holder = (found.group("h1") or found.group("h2") or "").lower()
        holder = "folder" if holder == "directory" else holder
        return ItemsAsked("count", holder or ("playlist" if _PLAYER.search(app) else "folder"), name)
    return None
