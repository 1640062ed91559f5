"""A media player's items, as people ask for them: one played ("play X", "put on X", "I want to listen to X",
"open X and play it"), taken off a playlist ("remove X from my Focus playlist", "take X out of the playlist Focus",
"X shouldn't be in Focus anymore"), or deleted from the player's library ("delete the video X").

Only in a player (the task names it anywhere in the clause: "(retro music)", "in vlc"): elsewhere "play" and
"remove" mean other things.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal

_PLAYER = re.compile(r"\b(?:retro|vlc|music|video|player|audio|podcasts?)\b", re.I)
_THING = r"(?:song|video|track|clip|movie|file)"
_PLAY = (
    re.compile(
        r"^(?:play|put\s+on|start\s+playing|listen\s+to|watch|"
        r"i(?:\s+want|'d\s+like|\s+would\s+like)\s+to\s+(?:listen\s+to|hear|watch|play))\s+"
        rf"(?:the\s+|my\s+)?(?:{_THING}\s+)?(?P<item>.+?)$",
        re.I,
    ),
    re.compile(rf"^open\s+(?:the\s+)?(?:{_THING}\s+)?(?P<item>.+?)\s+and\s+(?:play|watch|start)\s+it$", re.I),
)
_LIST = r"(?:the\s+|my\s+)?(?:(?:vlc\s+|music\s+)?playlist\s+(?P<l1>.+?)|(?P<l2>.+?)\s+playlist)"
_UNLIST = (
    # "remove X from my Focus playlist", "take X off the playlist Focus", "take X out of my Focus playlist"
    re.compile(
        rf"^(?:remove|delete|take|drop)\s+(?:the\s+{_THING}\s+)?(?P<item>.+?)\s+(?:from|off(?:\s+of)?|out\s+of)\s+"
        rf"{_LIST}$",
        re.I,
    ),
    # "X shouldn't be in Focus anymore, remove it" (and as it is reworded: "remove X shouldn't be in Focus …")
    re.compile(
        r"^(?:remove\s+)?(?:the\s+)?(?P<item>.+?)\s+(?:shouldn'?t|should\s+not|doesn'?t|does\s+not)\s+"
        r"(?:be|belong)\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:playlist\s+)?(?P<l1>.+?)(?:\s+playlist)?"
        r"(?:\s+any\s*more)?(?:\s*,?\s*(?:please\s+)?(?:remove|delete)\s+it)?$",
        re.I,
    ),
    # "playlist Focus: remove X from it"
    re.compile(
        rf"^{_LIST}\s*:\s*(?:remove|delete|take|drop)\s+(?:the\s+{_THING}\s+)?(?P<item>.+?)"
        r"(?:\s+(?:from|off|out\s+of)\s+it)?$",
        re.I,
    ),
)
_MEDIA_FILE = r"[\w.-]+\.(?:mp4|mkv|avi|mov|webm|3gp|mp3|m4a|flac|ogg|wav|opus)"
_DELETE = re.compile(
    rf"^(?:delete|remove|erase|trash|get\s+rid\s+of)\s+(?:the\s+|my\s+)?(?:(?P<thing>{_THING})\s+)?"
    rf"(?P<item>{_MEDIA_FILE})(?:\s+(?:from|off|on)\s+(?:my\s+|the\s+)?(?:phone|device|library))?$",
    re.I,
)


def without_app(text: str, app: str) -> str:
    """The clause without where it is said to happen ("… (retro music)", "retro music: …", "… in vlc")."""
    said = re.escape(app)
    # "retro music: …", or after the verb a rewording put first ("remove retro music: X shouldn't be …")
    text = rx(rf"^(\s*(?:\w+\s+)?){said}(?:\s+app)?\s*:\s*", re.I).sub(r"\1", text)
    # "vlc play X", "retro music new playlist …": the app said first, as a heading with no colon
    text = rx(rf"^\s*{said}(?:\s+app)?\s+(?=[a-z])", re.I).sub("", text)
    text = rx(rf"\s*\(\s*(?:in\s+)?{said}(?:\s+app)?\s*\)", re.I).sub("", text)
    text = rx(rf"\s*[.,;]\s*(?:in\s+)?{said}(?:\s+app)?\s*[.!]?$", re.I).sub("", text)  # "…. retro music"
    text = rx(rf"\s+(?:in|on|using|with|from)\s+(?:the\s+|my\s+)?{said}(?:\s+app)?\b", re.I).sub("", text)
    return text.strip().rstrip(".!")


def _quote(text: str) -> str:
    return text.strip(" '\"“”‘’").replace("'", "’")


def read_player_step(clause: str, app: str) -> Goal | None:
    """The clause as a player's step on one of its items, or None."""
    app = app or mentioned_app(clause)
    if not app or not _PLAYER.search(app):
        return None
    text = without_app(clause.strip(), app)
    for shape in _UNLIST:
        if (found := shape.match(text)) is not None:
            name, item = _quote(found.group("l1") or found.group("l2") or ""), _quote(found.group("item"))
            if name and item:
                opened = f"Open the playlist '{name}'"
                # "remove a.mp4 and b.mp4 from …": several files, each taken off (a title's own "and" stays whole)
                parts = [p for p in rx(r"\s*,\s*(?:and\s+)?|\s+and\s+").split(item) if p]
                items = parts if len(parts) > 1 and all(rx(_MEDIA_FILE).fullmatch(p) for p in parts) else [item]
                removed = (f"Remove '{i}' from the playlist '{name}'" for i in items)
                return Goal("steps", app=app, extra=(f"Open {app}", opened, *removed))
    if (found := _DELETE.match(text)) is not None:
        thing = (found.group("thing") or "").lower()
        thing = thing if thing in ("song", "video") else "video" if rx(r"vlc|video", re.I).search(app) else "song"
        return Goal("steps", app=app, extra=(f"Open {app}", f"Delete the {thing} '{_quote(found.group('item'))}'"))
    for shape in _PLAY:
        if (found := shape.match(text)) is not None:
            item = _quote(found.group("item"))
            if item and not rx(r"\bplaylist\b|^(?:next|it|something|music|a\s)", re.I).search(item):
                return Goal("steps", app=app, extra=(f"Open {app}", f"Play '{item}'"))
    return None
