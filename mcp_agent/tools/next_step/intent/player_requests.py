"""A media player's requests beyond one item played or taken off a list (player_steps.py), as people ask them:
a whole playlist played ("play my Focus playlist", "start the playlist Focus", "put my Focus playlist on"),
items put after what plays ("add A and then B to the end of the playing queue", "queue up A then B after what's
playing"), an item renamed ("rename the video a.mp4 to b.mp4", "call the video a.mp4 b.mp4 instead"), a song
deleted by its title ("delete the song Night Bus"), an item put on a playlist ("put A in the Party playlist"),
a song asked for with its artist ("play Night Bus by Kid Meridian": the row shows the title alone), and the
whole library played ("play all my videos").

Only in a player (the clause or the task names one): elsewhere these words mean other jobs.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal
from .player_steps import read_player_step, without_app
from .playing import read_media
from .playlists import listed_items, read_append

_PLAYER = re.compile(r"\b(?:retro|vlc|music|video|player|audio|podcasts?)\b", re.I)
_THING = r"(?:songs?|videos?|tracks?|clips?|movies?|files?)"
_TAIL = r"(?:\s+(?:from\s+the\s+(?:start|beginning|top)|please|for\s+me|now|again))*"
_PLAY_LIST = (
    re.compile(
        rf"^(?:play|start(?:\s+playing)?|put\s+on|listen\s+to|watch)\s+(?:my\s+|the\s+)?"
        rf"(?:playlist\s+(?P<a>.+?)|(?P<b>.+?)\s+playlist){_TAIL}$",
        re.I,
    ),
    re.compile(rf"^put\s+(?:my\s+|the\s+)?(?:playlist\s+(?P<a>.+?)|(?P<b>.+?)\s+playlist)\s+on{_TAIL}$", re.I),
)
_AFTER = (
    r"(?:(?:to|onto|on|at)\s+(?:the\s+(?:end|back|bottom)\s+of\s+)?(?:the\s+|my\s+)?(?:current\s+)?"
    r"(?:(?:vlc|retro(?:\s+music)?|music|video|player)(?:'s)?\s+)?"  # "the vlc queue": the player's own queue
    r"(?:playing\s+|play\s+|playback\s+)?queue|(?:to\s+play\s+)?after\s+(?:what'?s|what\s+is)\s+(?:playing|on)"
    r"(?:\s+now)?|(?:to\s+)?(?:the\s+)?up\s+next)"
)
_QUEUE = re.compile(
    rf"^(?:add|put|append|queue(?:\s+up)?|enqueue|stick)\s+(?:the\s+(?:{_THING})\s+)?(?P<items>.+?)\s+{_AFTER}"
    r"(?:\s*,?\s*(?:in\s+(?:that|this)\s+order|one\s+after\s+(?:the\s+other|another)))?$",
    re.I,
)
# "the following songs, in order, A, B": the words that announce the items.
_LISTING = re.compile(
    rf"^(?:(?:the\s+following|these|those)(?:\s+{_THING})?\s*:?,?\s*)?(?:(?:in\s+)?(?:this\s+|that\s+)?order\s*[:,]?\s*)?",
    re.I,
)
_VIDEO_FILE = re.compile(r"\.(?:mp4|mkv|avi|mov|webm|3gp|m4v|wmv|flv)$", re.I)
_NOT_NAMED = r"(?!(?:the\s+)?playlist\b)"
_RENAME = (
    re.compile(
        rf"^(?:rename|change\s+the\s+name\s+of)\s+(?:the\s+|my\s+)?(?:{_THING}\s+)?{_NOT_NAMED}(?P<old>.+?)\s+"
        r"(?:to|as|into)\s+(?P<new>.+?)$",
        re.I,
    ),
    re.compile(rf"^call\s+(?:the\s+|my\s+)?{_THING}\s+(?P<old>\S+)\s+(?P<new>.+?)\s+instead$", re.I),
)
_LONGEST = re.compile(
    r"(?:the\s+|my\s+)?(?P<sup>longest|shortest)(?:\s+(?P<kind>video|clip|song|track|one))?|"
    r"(?:whichever|the)\s+(?P<kind2>video|clip|song|track|one)\s+(?:that\s+)?(?:runs|lasts|is)\s+(?:the\s+)?"
    r"(?P<sup2>longest|shortest)|"
    r"(?:the\s+|my\s+)?(?P<kind3>video|clip|song|track)\s+with\s+the\s+(?P<sup3>longest|shortest)\s+"
    r"(?:duration|length|runtime|running\s+time|play\s*time)|"
    r"with\s+the\s+(?P<sup4>longest|shortest)\s+(?:duration|length|runtime|running\s+time|play\s*time)",
    re.I,
)
_DELETE = re.compile(
    r"^(?:delete|remove|erase|trash|get\s+rid\s+of)\s+(?:the\s+|my\s+)?(?:(?P<thing>song|track|video|clip)\s+)?"
    r"(?P<item>.+?)(?:\s+(?:from|off|on)\s+(?:my\s+|the\s+)?(?:phone|device|library))?$",
    re.I,
)
# "play Night Bus by Kid Meridian": the title before "by" and a capitalised name (a title's own "by" is not one).
_BY_ARTIST = re.compile(
    r"^(?P<verb>(?:play|put\s+on|listen\s+to|i\s+want\s+to\s+(?:hear|listen\s+to))\s+(?:the\s+song\s+)?)"
    r"(?P<item>.+?)\s+by\s+(?-i:[A-Z])[\w'.&-]*(?:\s+(?-i:[A-Z])[\w'.&-]*)*$",
    re.I,
)

# "play a.mp4 from the Camera folder", "watch a.mp4 (it's in Camera)", "open my Camera folder and play a.mp4".
_FROM_FOLDER = (
    re.compile(
        rf"^(?:play|watch|open|start(?:\s+playing)?)\s+(?:the\s+)?(?:{_THING}\s+)?(?P<item>\S+?\.\w{{2,4}})\s*,?\s*\(?"
        r"(?:(?:it'?s|it\s+is|which\s+is)\s+)?(?:from|in|inside)\s+(?:the\s+|my\s+)?(?P<f>[\w' -]+?)(?:\s+folder)?\)?$",
        re.I,
    ),
    re.compile(
        rf"^(?:open|go\s+to)\s+(?:the\s+|my\s+)?(?P<f>[\w' -]+?)\s+folder\s+and\s+(?:play|watch|start)\s+"
        rf"(?:the\s+)?(?:{_THING}\s+)?(?P<item>.+)$",
        re.I,
    ),
)
# "add A, B to a new playlist called Trip", "put A into a new playlist "Trip"", "add A to a playlist named Trip":
# the items said before the playlist they make.
_TO_NEW = re.compile(
    rf"^(?:add|put|stick|throw|place)\s+(?:the\s+{_THING}\s+)?(?P<items>.+?)\s+(?:to|on|in|into|onto)\s+a\s+(?:new\s+)?"
    r"(?:(?:vlc|music|video)\s+)?playlist\s+(?:(?:called|named|titled)\s+[\"“'‘]?|[\"“'‘])(?P<name>[^\"”'’]+?)[\"”'’]?"
    r"(?:\s*,?\s*in\s+(?:this|that|the\s+same)\s+order)?$",
    re.I,
)
# "play all my videos", "play every song I have", "start all the music": the library's Play all.
_EVERY = re.compile(
    r"^(?:play|start(?:\s+playing)?|put\s+on|listen\s+to|watch)\s+(?:through\s+)?(?:all\s+(?:of\s+)?(?:my\s+|the\s+)?|every\s+|"
    r"each\s+of\s+my\s+|(?:my\s+|the\s+)?(?:whole|entire)\s+)(?P<what>videos?|songs?|tracks?|music|movies?|clips?)"
    r"(?:\s+(?:library|collection))?(?:\s+(?:i\s+have|i'?ve\s+got|on\s+(?:my\s+)?(?:the\s+)?phone))?"
    r"(?:\s*,?\s*(?:one\s+after\s+(?:the\s+other|another)|back\s+to\s+back|in\s+order|from\s+the\s+(?:start|top)))?$",
    re.I,
)
# "play X next", "queue up X and Y after this one": right after what plays, before the rest of the queue.
_AFTER_THIS = r"(?:right\s+|just\s+)?after\s+(?:this|the\s+current|what'?s\s+playing)(?:\s+(?:one|song|track|video))?"
_NEXT_UP = (
    re.compile(
        rf"^(?:play|put\s+on|queue(?:\s+up)?|insert|add|make)\s+(?:the\s+{_THING}\s+)?(?P<items>.+?)\s+"
        rf"(?:play\s+)?(?:(?:to\s+play\s+)?next(?:\s*,?\s*{_AFTER_THIS})?|{_AFTER_THIS})$",
        re.I,
    ),
    # "X should play next", "X goes next", "X up next"
    re.compile(
        rf"^(?:the\s+{_THING}\s+)?(?P<items>.+?)\s+(?:(?:should|must|has\s+to|needs\s+to)\s+(?:play|go|come|be)|"
        r"goes|plays|comes)\s+(?:up\s+)?next$|^(?:i(?:\s+want|\s+need|['’]d\s+like|\s+would\s+like)\s+)?(?P<up>.+?)\s+up\s+next$",
        re.I,
    ),
)
# "X should go in my Party playlist", "X belongs on the playlist Party".
_SHOULD_GO = re.compile(
    r"^(?P<item>.+?)\s+(?:should|must|needs?\s+to|has\s+to)\s+(?:go|be)\s+(?:in|on|into|onto)\s+"
    r"(?P<rest>(?:my\s+|the\s+)?(?:playlist\s+.+|.+?\s+playlist))(?:\s+too|\s+as\s+well)?$",
    re.I,
)


def _quote(text: str) -> str:
    return text.strip(" '\"“”‘’").replace("'", "’")


def read_player_request(clause: str, app: str) -> Goal | None:
    """The clause as one of a player's requests above, or None."""
    app = app or mentioned_app(clause)
    if not app or not _PLAYER.search(app):
        return None
    # "open VLC and play X": the app opened first is the step's own.
    said = clause.strip()
    clause = rx(
        rf"^(?:please\s+)?(?:open|launch|start|fire\s+up|go\s+to)\s+(?:the\s+|my\s+)?{re.escape(app)}(?:\s+app)?\s*,?\s*"
        r"(?:and\s+(?:then\s+)?|then\s+)",
        re.I,
    ).sub("", clause.strip())
    clause = rx(rf"^\s*{re.escape(app)}\s*(?:,|-|–)\s*", re.I).sub("", clause)
    bare = without_app(clause, app)
    text = rx(r"^(?:please\s+|can\s+you\s+|could\s+you\s+)+", re.I).sub("", bare)
    text = rx(r"^i\s+(?:wanna|want\s+to|would\s+like\s+to|['’]d\s+like\s+to)\s+(?=listen|hear|watch|play)", re.I).sub(
        "", text
    )
    text = rx(r"\s+for\s+me$|\s*,?\s+please$", re.I).sub("", text).strip()
    reworded = clause != said or text != bare.strip()
    opened = f"Open {app}"
    for shape in _PLAY_LIST:
        if (found := shape.match(text)) is not None:
            name = _quote(found.group("a") or found.group("b") or "")
            if name and not rx(rf"^(?:a|an|new|some)\b|{_THING}$", re.I).match(name):
                return Goal(
                    "steps",
                    app=app,
                    extra=(opened, f"Open the playlist '{name}'", f"Play the playlist '{name}'"),
                )
    if (found := _EVERY.match(text)) is not None:
        said = found.group("what").lower()
        every = "videos" if said.startswith(("video", "movie", "clip")) else "songs"
        return Goal("steps", app=app, extra=(opened, f"Play all the {every}"))
    found = next((m for shape in _NEXT_UP if (m := shape.match(text)) is not None), None)
    if found is not None and (items := listed_items(found.group("items") or found.group("up") or "")):
        # Each one put right after what plays: the last said first, so they play in the order said.
        return Goal("steps", app=app, extra=(opened, *(f"Add '{_quote(i)}' to play next" for i in reversed(items))))
    queued = _QUEUE.match(text)
    said = _LISTING.sub("", queued.group("items")) if queued is not None else ""
    if queued is not None and (items := listed_items(said)):
        return Goal("queue", app=app, extra=tuple(_quote(i) for i in items))
    for shape in _RENAME:
        if (found := shape.match(text)) is not None:
            old, new = _quote(found.group("old")), _quote(found.group("new"))
            if old and new and old.casefold() != new.casefold() and "playlist" not in old.casefold():
                return Goal("steps", app=app, extra=(opened, f"Rename the file '{old}' to '{new}'"))
    deleted = _DELETE.match(text)
    if deleted is not None and not deleted.group("thing") and read_player_step(text, app) is not None:
        deleted = None  # "remove X shouldn't be in Chill": a reading of its own (taken off a playlist)
    if deleted is not None and (longest := _LONGEST.fullmatch(deleted.group("item").strip())) is not None:
        # "delete the longest video": the one whose length the list shows longest (picking.py)
        kind = (
            longest.group("kind") or longest.group("kind2") or longest.group("kind3") or deleted.group("thing") or ""
        ).lower()
        thing = "song" if kind in ("song", "track") or (not kind and not rx(r"vlc", re.I).search(app)) else "video"
        end = next(longest.group(g) for g in ("sup", "sup2", "sup3", "sup4") if longest.group(g)).lower()
        return Goal("steps", app=app, extra=(opened, f"Delete the {thing} with the {end} length"))
    if deleted is not None and not rx(r"\bplaylist\b|\s(?:from|off|out\s+of)\s", re.I).search(deleted.group("item")):
        named = (deleted.group("thing") or "").lower()
        video = named in ("video", "clip") or (not named and _VIDEO_FILE.search(deleted.group("item")) is not None)
        thing = "video" if video else "song"
        return Goal("steps", app=app, extra=(opened, f"Delete the {thing} '{_quote(deleted.group('item'))}'"))
    for shape in _FROM_FOLDER:
        if (found := shape.match(text)) is not None:
            folder, item = _quote(found.group("f")), _quote(found.group("item"))
            return Goal("steps", app=app, extra=(opened, f"Open the folder '{folder}'", f"Play '{item}'"))
    if (found := _BY_ARTIST.match(text)) is not None:
        return Goal("steps", app=app, extra=(opened, f"Play '{_quote(found.group('item'))}'"))
    if (found := _TO_NEW.match(text)) is not None and (items := listed_items(found.group("items"))):
        return Goal("playlist", app=app, title=_quote(found.group("name")), extra=tuple(_quote(i) for i in items))
    if (found := _SHOULD_GO.match(text)) is not None:
        return read_append(f"add {found.group('item')} to {found.group('rest')}", app)
    if rx(r"^(?:put|stick|throw)\s", re.I).match(text) and rx(r"\bplaylist\b", re.I).search(text):
        # "put A in the Party playlist": onto a playlist, never a file moved into a folder.
        return read_append(text, app)
    # Said around the request ("can you play X for me"): the item's own step, read without those words.
    if not reworded:
        return None
    return read_player_step(text, app) or read_append(text, app) or _made(text, app)


def _made(text: str, app: str) -> Goal | None:
    """A playlist made or items queued, said after the app was opened ("open VLC and make a playlist …")."""
    goal = read_media(text, app)
    return goal if goal is not None and goal.app else None
