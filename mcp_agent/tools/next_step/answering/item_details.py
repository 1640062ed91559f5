"""A question about one item a player lists, as people ask it: its length ("how long is a.mp4", "what's the
duration of a.mp4", "how many minutes is Night Bus"), its artist ("who sings Night Bus", "which artist is Night
Bus by", "who's Night Bus by"), its album ("what album is Night Bus on", "which album is Night Bus from"), or the
folder it is kept in ("which folder is a.mp4 in", "where is a.mp4 stored", "what's the location of a.mp4"), or the
playlists it is on ("which playlist is Night Bus on", "what playlists have a.mp4").

Read off the item's own row (a length) or its information page (item_detail_steps.py). A question about a list
(a playlist's length, the songs by an artist) is item_lists.py's and items.py's, not this.
"""

from __future__ import annotations

import re

from ..patterns import rx

_PLAYER = re.compile(r"\b(?:music|vlc|player|video|audio|podcast|retro)\b", re.I)
_ITEM = (
    r"(?:the\s+(?:video|song|track|clip|movie|file|tune)\s+|(?:video|song|track|clip|file)\s+|my\s+)?"
    r"[\"'“‘]?(?P<i>.+?)[\"'”’]?"
)
_WHAT_IS = r"(?:what'?s|what\s+is|tell\s+me|give\s+me|find(?:\s+out)?|check)"
_SHAPES: tuple[tuple[str, str], ...] = (
    ("length", rf"^how\s+long\s+(?:is|does)\s+{_ITEM}(?:\s+(?:last|run|play|take|go))?(?:\s+for)?$"),
    ("length", rf"^how\s+many\s+(?:minutes|seconds)\s+(?:long\s+)?(?:is|does)\s+{_ITEM}(?:\s+(?:last|run|take))?$"),
    (
        "length",
        rf"^(?:{_WHAT_IS}\s+)?(?:the\s+)?(?:duration|length|running\s+time|play\s*time|runtime)\s+(?:of|for)\s+{_ITEM}$",
    ),
    (
        "artist",
        rf"^who(?:'s|\s+is|\s+was)?\s+(?:the\s+(?:artist|singer|performer|band)\s+(?:of|on|for|behind)|sings|sang|performs|"
        rf"made|recorded|did)\s+{_ITEM}$",
    ),
    (
        "artist",
        rf"^(?:which|what)\s+(?:artist|band|singer|group)\s+(?:is|was|does|did|made|sings|sang|recorded)\s+{_ITEM}(?:\s+by)?$",
    ),
    ("artist", rf"^who(?:'s|\s+is|\s+was)\s+{_ITEM}\s+by$"),
    ("artist", rf"^(?:{_WHAT_IS}\s+)?(?:the\s+)?(?:artist|singer|band|performer)\s+(?:of|on|for|behind)\s+{_ITEM}$"),
    (
        "album",
        rf"^(?:which|what)\s+album\s+(?:is|was|does|did)\s+{_ITEM}\s+(?:on|from|in|come\s+from|belong\s+to|part\s+of)$",
    ),
    ("album", rf"^(?:which|what)\s+album\s+(?:has|contains|includes|is)\s+{_ITEM}(?:\s+on)?$"),
    ("album", rf"^(?:{_WHAT_IS}\s+)?(?:the\s+)?album\s+(?:of|for)\s+{_ITEM}$"),
    (
        "folder",
        rf"^(?:in\s+)?(?:which|what)\s+(?:folder|directory)\s+(?:is|was)\s+{_ITEM}"
        r"(?:\s+(?:stored|kept|saved|located|found|in))*$",
    ),
    ("folder", rf"^where(?:'s|\s+is)\s+{_ITEM}\s+(?:stored|kept|saved|located)$"),
    ("folder", rf"^(?:which|what)\s+(?:folder|directory)\s+(?:has|holds|contains)\s+{_ITEM}$"),
    ("folder", rf"^(?:{_WHAT_IS}\s+)?(?:the\s+)?(?:folder|location|path|directory)\s+(?:of|for)\s+{_ITEM}$"),
    (
        "playlist",
        rf"^(?:in\s+|on\s+)?(?:which|what)\s+(?:of\s+my\s+)?playlists?\s+(?:is|are|was)\s+{_ITEM}(?:\s+(?:on|in|part\s+of|listed))?$",
    ),
    (
        "playlist",
        rf"^(?:which|what)\s+(?:of\s+my\s+)?playlists?\s+(?:has|have|holds?|contains?|includes?|lists?)\s+{_ITEM}$",
    ),
    (
        "playlist",
        rf"^(?:which|what)\s+(?:of\s+my\s+)?playlists?\s+(?:did\s+i\s+(?:put|add)|have\s+i\s+(?:put|added))\s+{_ITEM}\s+(?:on|in|to)$",
    ),
)
_COMPILED = tuple((field, re.compile(shape, re.I)) for field, shape in _SHAPES)
# Not one item: a list, what plays now ("the song that is playing": the now-playing bar's, never a guessed title),
# a pronoun.
_NOT_ITEM = re.compile(
    r"\b(?:playlists?|albums?|folders?|artists?|library|songs|videos|tracks|everything|all)\b|"
    r"^(?:it|this|that|this\s+one|that\s+one|on)$|\bplaying\b|\bcurrent(?:ly)?\b|\bright\s+now\b",
    re.I,
)
PLAN_PREFIX = "Tell the "


# What the person is about to do with a thing, said before it ("gonna play a.mp4 - how long is it"): no part of it.
ABOUT_TO = (
    r"(?:(?:i'?m|i\s+am|we'?re)\s+)?(?:about\s+to|going\s+to|gonna|want\s+to|wanna)\s+"
    r"(?:watch|play|listen\s+to|hear|see|make|cook|bake)\s+"
)


def detail_plan(text: str, app: str) -> list[str] | None:
    """``["Open <player>", "Tell the <field> of '<item>'"]`` for a question about one item above, else None."""
    if not app or not _PLAYER.search(app):
        return None
    asked = rx(r"\?|\.\s").split(text.strip(), maxsplit=1)[0]
    # "in my vlc", "on my vlc app": the player said as the person's own (set 107), as "in vlc" is.
    label = rf"(?:(?:the|my)\s+)?{re.escape(app)}(?:\s+app)?"
    asked = rx(rf"\s*,?(?:\s+(?:in|on|using|with|from|according\s+to|check))+\s+{label}\b", re.I).sub("", asked)
    asked = rx(rf"^\s*{label}\s*[:,–-]\s*", re.I).sub("", asked)
    asked = rx(rf"\s*,?\s*\b(?:check|look\s+(?:it\s+up\s+)?in|ask)\s+{label}\s*$", re.I).sub("", asked)
    asked = rx(r"\s+(?:on|in)\s+it$", re.I).sub("", asked.strip().rstrip(".!? "))  # "which album has X on it"
    asked = rx(r"\s+(?:on|in)\s+(?:my|this|the)\s+(?:phone|device)$", re.I).sub("", asked)
    # "Night Bus - who is it by", "a.mp4: how long is it": the item said first, "it" in the question after it.
    first = rx(rf"^(?:{ABOUT_TO})?(?P<i>[^-–:]+?)\s*[-–:]\s+(?P<q>.*\bit\b.*)$", re.I).match(asked)
    if first is not None:
        asked = rx(r"\bit\b").sub(first.group("i").strip().replace("\\", ""), first.group("q"), count=1)
    for field, shape in _COMPILED:
        found = shape.match(asked)
        if found is None:
            continue
        item = found.group("i").strip(" '\"“”‘’").replace("'", "’")
        if item and not _NOT_ITEM.search(item):
            return [f"Open {app}", f"{PLAN_PREFIX}{field} of '{item}'"]
    return None
