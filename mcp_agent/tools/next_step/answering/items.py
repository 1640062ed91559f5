"""A question about the items an app lists, whatever the app: how many are in a named list (a playlist, a
folder) or in the app's own list, and which item is the longest (a song's or a video's length as its row shows
it, "3:25"), how long a named list runs in total. The named list is opened first (``Open the <thing> '<name>'``), then its rows are read.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..file_names import EXTENSIONS, STORAGE_FOLDER_WORD
from ..patterns import rx
from .file_questions import file_question
from .item_lists import listing_question
from .length_bounds import length_bound, without_bound

# What people count in a player or a file manager, and what holds them.
_ITEMS = r"songs?|tracks?|videos?|files?|items?|things|clips?|movies?|pictures?|photos?|documents?|entries"
_HOLDERS = r"playlist|folder|directory|album"
_NAME = r"[\"'“‘]?(?P<{0}>[\w][\w' .&-]*?)[\"'”’]?"
_COUNTED = (
    # "how many songs are in my "Road Trip" playlist", "how many files are in the Download folder", "… are sitting in"
    re.compile(
        # (and "how many of the files in Download": the same count said of them)
        rf"\bhow\s+many\s+(?:of\s+(?:the|my)\s+)?(?:{_ITEMS})\s+(?:are|is|do\s+i\s+have|have\s+i\s+got|there\s+are)?\s*(?:there\s+)?"
        r"(?:(?:sitting|stored|saved|kept|living)\s+)?"
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
        r"\s*(?:\?|$|\(|,|\s+(?:for\s+me|please|pls|in|on|according|using|with)\b)",
        re.I,
    ),
)
_LONGEST = re.compile(
    rf"\b(?:which|what)\b.*\b(?:{_ITEMS})\b.*\b(?:is|runs?)\s+(?:the\s+)?longest\b|"
    rf"\b(?:which|what)(?:'s|\s+is)?\s+(?:the\s+|my\s+)?longest\s+(?:one\s+)?(?:{_ITEMS})\b|"
    rf"\b(?:which|what)\s+(?:of\s+my\s+)?(?:{_ITEMS})\s+.*\blongest\b|"
    rf"\bthe\s+(?:{_ITEMS})\s+with\s+the\s+longest\s+(?:duration|length|running\s+time)\b|"
    # "longest video I have?": the question said as what it asks for
    rf"^\s*(?:the\s+|my\s+)?longest\s+(?:one\s+)?(?:{_ITEMS})\b",
    re.I,
)
# "how long is my Focus playlist in total", "total length of the playlist Focus", "how many minutes long is …".
_TOTAL = re.compile(
    r"\bhow\s+long\b.*\b(?:in\s+total|altogether|all\s+together|overall|combined|(?:does|do)\b.*\b(?:run|last|play)|"
    r"is\b.*\b(?:playlist|album))\b|\b(?:total|combined|overall|whole)\s+(?:length|duration|running\s+time|play\s*time|"
    r"time)\b|\bhow\s+many\s+(?:minutes|hours|seconds)\s+(?:long|of\s+music|does)\b|"
    r"\b(?:length|duration|running\s+time)\s+of\s+(?:the\s+|my\s+)?(?:whole\s+)?(?:playlist|album)\b",
    re.I,
)
# The list a question is asked of: "on my Focus playlist", "in the playlist Focus", "Focus playlist: …".
_NAMED = r"(?:[\"'“‘](?P<{0}q>[^\"'”’]+)[\"'”’]|(?P<{0}>(?-i:[A-Z0-9])[\w' .&-]*?))"
_HOLDER = (
    re.compile(
        rf"\b(?:on|in|from|of|inside)\s+(?:my\s+|the\s+)?(?:(?P<h1>{_HOLDERS})\s+{_NAMED.format('a')}"
        r"(?=\s+(?:is|are|was|runs?|lasts?|that|which|has|have|does|do|in|on|according|with|using|\()\b|\s*[?,:(]|$)|"
        rf"{_NAMED.format('b')}\s+(?P<h2>{_HOLDERS}))\b",
        re.I,
    ),
    re.compile(rf"(?:^|,\s*)(?:my\s+|the\s+)?{_NAMED.format('c')}\s+(?P<h3>{_HOLDERS})\s*:", re.I),
    re.compile(rf"\b(?:my|the)\s+{_NAMED.format('d')}\s+(?P<h4>{_HOLDERS})\b", re.I),
    # "my workout playlist", "the road trip playlist": a name typed in lower case, after "my / the" and before its kind.
    re.compile(
        r"\b(?:my|the)\s+(?!(?:whole|entire|this|that|same|new|other|own|current|last|first|next|longest|shortest)\b)"
        rf"(?P<f>[a-z][\w'&-]*(?:\s+(?!(?:{_HOLDERS})\b)[a-z][\w'&-]*){{0,2}})\s+(?P<h5>{_HOLDERS})\b"
    ),
)
_IN_FOLDER = re.compile(
    rf"\b(?:in|inside|from)\s+(?:my\s+|the\s+)?(?P<e>{STORAGE_FOLDER_WORD}(?![\w-])|(?-i:[A-Z])[\w-]*)\b"
)
_FILES = re.compile(r"\bfiles?\b|\bfile\s*manager\b|\bdocuments\b|\bexplorer\b", re.I)
# The app's kind of holder when the question names none: a player's playlists, a file manager's folders.
_PLAYER = re.compile(r"\b(?:music|vlc|player|video|audio|podcast)\b", re.I)


class ItemsAsked(NamedTuple):
    mode: str  # count | titles | longest | total_length | largest | smallest | newest | oldest | exists (the file ``of`` names)
    holder: str = ""  # playlist | folder | album | artist: the kind of list to open first; "" for the app's own list
    name: str = ""
    of: str = ""  # the kind of file counted (".pdf"), "" for every item; the file asked about (exists)
    bound: str = ""  # only the items whose length passes it ("<180": length_bounds.py)


# "how many .jpg files", "count the jpgs", "how many PDFs": a kind of file, said as its extension.
_OF_KIND = re.compile(
    rf"(?<=\s)\.?(?P<ext>{EXTENSIONS})(?:s\b|\s+(?:files?|documents?|images?|pictures?|photos?)\b|\b)", re.I
)
_SIZE = re.compile(
    r"\b(?:which|what)(?:'s|\s+is)?\b.*\b(?P<w>largest|biggest|heaviest|smallest|tiniest|lightest)\b|"
    r"^\s*(?:the\s+|my\s+)?(?P<w2>largest|biggest|smallest)\b",
    re.I,
)


def items_question(text: str, app: str) -> ItemsAsked | None:
    """What is asked of the items an app lists, or None. Only a question asked of a named app: which app keeps
    the items is part of the job."""
    if not app:
        return None
    asked = rx(r"\?|\.\s").split(text, maxsplit=1)[0]
    if _PLAYER.search(app) and (listed := listing_question(asked, app)) is not None:
        return ItemsAsked(*listed)
    files = _FILES.search(app) is not None
    holder, name = _holder_of(asked, files)
    if files and (only_files := file_question(asked)) is not None:
        return ItemsAsked(only_files[0], holder, name, of=only_files[1])
    sized = _SIZE.search(asked)
    if sized is not None and files:
        word = (sized.group("w") or sized.group("w2")).lower()
        return ItemsAsked("smallest" if word in ("smallest", "tiniest", "lightest") else "largest", holder, name)
    kind = _OF_KIND.search(asked) if files else None
    if kind is not None and rx(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", re.I).search(asked):
        asked = asked[: kind.start()] + "files" + asked[kind.end() :]
    of = "." + kind.group("ext").lower() if kind is not None else ""
    if (bound := length_bound(asked)) and rx(rf"\b(?:which|what|list)\b.*\b(?:{_ITEMS})\b", re.I).search(asked):
        holder, name = _holder_of(without_bound(asked), files)  # "which songs on Road Trip are under 3 min"
        return ItemsAsked("titles", holder, name, bound=bound) if holder else None
    if _LONGEST.search(asked):
        return ItemsAsked("longest", holder, name)
    if _TOTAL.search(asked) and holder:
        return ItemsAsked("total_length", holder, name)
    for shape in _COUNTED:
        found = shape.search(asked + "?" if shape is not _COUNTED[1] else asked)
        if found is None:
            continue
        name = (found.group("n1") or found.group("n2") or "").strip(" '\"")
        # "how many videos are in vlc": the app named is its own list, no playlist of that name.
        if (
            not name
            or rx(r"(?i:it|them|there|here|my\s+library|the\s+library|library)").fullmatch(name)
            or (name.casefold() == app.casefold())
        ):
            return ItemsAsked("count", of=of)
        holder = (found.group("h1") or found.group("h2") or "").lower()
        holder = "folder" if holder == "directory" else holder
        return ItemsAsked("count", holder or ("playlist" if _PLAYER.search(app) else "folder"), name, of)
    return None


# "longest track on Sunday Mix": in a player, songs "on" a list named by its name alone are its playlist's.
_ON_LIST = re.compile(
    rf"\b(?:{_ITEMS})\s+on\s+(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z0-9])[\w' .&-]*?)"
    r"(?=\s+(?:in|on|according|using|with)\b|\s*[?,(]|$)(?<!\bVLC)(?<!\bRetro Music)",
    re.I,
)


def _holder_of(asked: str, files: bool = False) -> tuple[str, str]:
    """The named list the question is about ("playlist", "Focus"), or ("", "") for the app's own list. In a file
    manager "in Pictures" names a folder."""
    shapes = (*_HOLDER, _IN_FOLDER) if files else (*_HOLDER, _ON_LIST)
    for shape in shapes:
        found = shape.search(asked)
        if found is None:
            continue
        named = {k: v for k, v in found.groupdict().items() if v}
        holder = next((v for k, v in named.items() if k.startswith("h")), "folder" if files else "playlist").lower()
        name = next((v for k, v in named.items() if not k.startswith("h")), "").strip()
        if name and not rx(r"(?i:my|the|this|that|whole|entire)").fullmatch(name):
            return ("folder" if holder == "directory" else holder), name
    return "", ""


def length_unit(text: str) -> str:
    """The unit a total length is asked in: "whole minutes" (rounded), "minutes", "seconds", "hours", or "" for
    the clock's way ("42:05")."""
    rounded = rx(r"\bround(?:ed)?\b|\bnearest\b|\bwhole\s+(?:number|minutes?)\b", re.I).search(text) is not None
    # "in minutes and seconds", "(M:SS)", "as mm:ss": the clock's way, whichever unit is named first.
    if rx(r"\b(?:hours?|minutes?|mins?)\s+and\s+(?:minutes?|seconds?|secs?)\b|\b(?:h{1,2}:)?m{1,2}:ss\b", re.I).search(
        text
    ):
        return ""
    for unit in ("hours", "minutes", "seconds"):
        if rx(rf"\b{unit[:-1]}s?\b|\b{unit[:3]}s?\b", re.I).search(text):
            return f"whole {unit}" if rounded else unit
    return ""
