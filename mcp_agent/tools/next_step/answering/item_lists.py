"""Which items an app lists, as people ask a player or a file manager: those on a named playlist ("which videos
are on my Road Trip playlist", "what's in my Focus playlist", "list the videos on the playlist Focus"), in a
folder ("which videos are in the Movies folder", "what videos do I have in Movies", "list the files in my Camera
folder"), by an artist ("which songs by Ada Lune do I have", "what have I got by Ada Lune"), and how many the
app's own list holds ("how many videos do I have in VLC", "count my videos"). Read with ``items.ItemsAsked``.
"""

from __future__ import annotations

import re

from ..patterns import rx

_ITEMS = r"(?:songs?|tracks?|videos?|files?|items?|clips?|movies?|things|stuff|music)"
_NAME = r"[\"'“‘]?(?P<n>[\w][\w' .&-]*?)[\"'”’]?"
_END = r"\s*(?:\?|$|\s+(?:in|on|according|using|with|inside)\b|,)"
_WHICH = r"(?:which|what)(?:\s+(?:of\s+my\s+)?" + _ITEMS + r")?"
_LISTED = (
    # "which videos are on my Road Trip playlist", "what's in the playlist Focus", "what is on my Focus playlist"
    re.compile(
        rf"^(?:{_WHICH}\s+(?:are|is)|what'?s|what\s+is)\s+(?:there\s+)?(?:on|in|inside)\s+(?:the\s+|my\s+)?"
        rf"(?:(?P<h1>playlist|folder|album)\s+{_NAME}|{_NAME.replace('<n>', '<m>')}\s+(?P<h2>playlist|folder|album))"
        rf"{_END}",
        re.I,
    ),
    # "list the videos on the playlist Focus", "show me the files in my Camera folder"
    re.compile(
        rf"^(?:list|show(?:\s+me)?|tell\s+me|name)\s+(?:all\s+)?(?:the\s+|my\s+)?{_ITEMS}\s+(?:on|in|inside)\s+"
        rf"(?:the\s+|my\s+)?(?:(?P<h1>playlist|folder|album)\s+{_NAME}|"
        rf"{_NAME.replace('<n>', '<m>')}\s+(?P<h2>playlist|folder|album)){_END}",
        re.I,
    ),
    # "what videos do I have in Movies", "which files are there in Download": a folder named alone.
    re.compile(
        rf"^{_WHICH}\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+stored|are\s+kept|are)\s+(?:in|inside)\s+"
        rf"(?:the\s+|my\s+)?{_NAME.replace('<n>', '<m>')}(?:\s+(?P<h2>folder|directory))?{_END}",
        re.I,
    ),
)
_BY = (
    re.compile(
        rf"^{_WHICH}\s+(?:by|from|of(?!\s+(?:the|my)\b))\s+(?P<a>.+?)\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+in)\b",
        re.I,
    ),
    re.compile(r"^what\s+(?:have\s+i\s+got|do\s+i\s+have)\s+(?:by|from)\s+(?P<a>.+?)\s*(?:\?|$|\s+in\b)", re.I),
    re.compile(
        rf"^(?:list|show(?:\s+me)?)\s+(?:all\s+)?(?:the\s+|my\s+)?{_ITEMS}\s+(?:by|from)\s+(?P<a>.+?){_END}", re.I
    ),
    # "list my Ada Lune songs": a capitalised name before the songs.
    re.compile(
        r"^(?:list|show(?:\s+me)?|which\s+are|what\s+are)\s+(?:all\s+)?my\s+(?P<a>(?-i:[A-Z])[\w'.&-]*(?:\s+(?-i:[A-Z])[\w'.&-]*)*)"
        r"\s+(?:songs|tracks)$",
        re.I,
    ),
)
# "is a.mp4 in my Road Trip playlist", "does my Focus playlist have Night Bus on it", "is Night Bus one of the
# songs on the playlist Focus": whether one item is on a named list (answered yes or no).
_HOLDER_NAMED = rf"(?:the\s+|my\s+)?(?:(?P<h1>playlist|folder|album)\s+{_NAME}|{_NAME.replace('<n>', '<m>')}\s+(?P<h2>playlist|folder|album))"
_HOLDS = (
    re.compile(
        r"^(?:is|are)\s+(?:the\s+(?:song|video|track|file|clip)\s+)?[\"'“‘]?(?P<i>.+?)[\"'”’]?\s+"
        rf"(?:(?:one\s+of\s+the\s+{_ITEMS}|still|already|listed|included|saved|stored)\s+)*(?:on|in|inside|part\s+of)\s+"
        rf"{_HOLDER_NAMED}(?:\s+(?:yet|already|still|too))?$",
        re.I,
    ),
    re.compile(
        rf"^(?:does|do)\s+{_HOLDER_NAMED}\s+(?:have|hold|contain|include)\s+(?:the\s+(?:song|video|track|file)\s+)?"
        r"[\"'“‘]?(?P<i>.+?)[\"'”’]?(?:\s+(?:on|in)\s+it)?(?:\s+(?:yet|already|still))?$",
        re.I,
    ),
)
# "how many videos do I have (in VLC)", "count my videos", "how many songs are there": the app's own list.
_OWN_COUNT = re.compile(
    rf"^(?:how\s+many\s+{_ITEMS}\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are\s+in\s+my\s+library)|"
    rf"count\s+(?:all\s+)?(?:the\s+|my\s+)?{_ITEMS})(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:library|app))?\s*\??$",
    re.I,
)


def listing_question(asked: str, app: str) -> tuple[str, str, str, str] | None:
    """``(mode, holder, name, of)``: "titles" of a playlist, a folder or an artist's page, "count" of the app's own
    list (holder ""), or whether the item ``of`` is on a playlist or in a folder ("exists"); None for another
    question. ``asked`` is said without the app ("… in VLC")."""
    said = asked
    if app:
        label = rf"{re.escape(app)}(?:\s+app)?"
        # "my VLC playlist X": the app naming whose playlist, no part of the question
        said = rx(rf"\b{label}\s+(?=(?:playlists?|folders?|library)\b)", re.I).sub("", said)
        # "… in VLC", "vlc: …", "vlc - …": where the question is asked, no part of it.
        said = rx(rf"\s+(?:in|on|using|with|according\s+to)\s+(?:the\s+|my\s+)?{label}\b", re.I).sub("", said)
        said = rx(rf"^\s*{label}\s*[:,–-]\s*", re.I).sub("", said)
    # The question alone, without its answer's format after it: "…? file names pls", "…, titles only".
    said = rx(r"\?|\.\s|,\s*(?=(?:just\s+)?(?:the\s+)?(?:file\s*names?|titles?|names?)\b)").split(said, maxsplit=1)[0]
    said = said.strip().rstrip("?. ")
    if _OWN_COUNT.match(said):
        return "count", "", "", ""
    for shape in _HOLDS:
        if (found := shape.match(said)) is not None:
            named = found.groupdict()
            item = named["i"].strip(" '\"“”‘’")
            name = (named.get("n") or named.get("m") or "").strip(" '\"“”‘’")
            holder = (named.get("h1") or named.get("h2") or "playlist").lower()
            if item and name and not rx(r"(?i:it|them|there|here)").fullmatch(item):
                return "exists", "folder" if holder == "directory" else holder, name, item
    for shape in _LISTED:
        if (found := shape.match(said)) is not None:
            named = found.groupdict()
            name = (named.get("n") or named.get("m") or "").strip(" '\"“”‘’")
            holder = (named.get("h1") or named.get("h2") or "folder").lower()
            if name and not rx(r"(?i:it|them|there|here|library|my\s+library)").fullmatch(name):
                return "titles", "folder" if holder == "directory" else holder, name, ""
    for shape in _BY:
        if (found := shape.search(said)) is not None:
            return "titles", "artist", found.group("a").strip(" '\"“”‘’"), ""
    return None
