"""A player's items played a particular way, as people ask for them: a playlist played shuffled ("shuffle my Focus
playlist", "play the Focus playlist on shuffle", "put Focus on in random order"), shuffle turned on or off for what
plays ("turn on shuffle", "shuffle on please", "switch to shuffle mode"), a video played as sound alone ("play a.mp4
as audio", "listen to a.mp4 without the picture", "play just the sound of a.mp4"), and one item then another ("play
A and then B", "play A, then B after it", "A followed by B", "put on A and queue B after it").

Only in a player (the clause or the task names one): elsewhere "shuffle" and "play" mean other things. Read
before player_requests.py, whose "play X" would take the whole rest as one title.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal
from .player_steps import without_app
from .playlists import PLAY_IT, listed_items, playing_it

_PLAYER = re.compile(r"\b(?:retro|vlc|music|video|player|audio|podcasts?)\b", re.I)
_THING = r"(?:songs?|videos?|tracks?|clips?|movies?|files?)"
_PLAY = r"(?:play|start(?:\s+playing)?|put\s+on|listen\s+to|watch|hear)"
_LIST = r"(?:the\s+|my\s+)?(?:playlist\s+(?P<a>.+?)|(?P<b>.+?)\s+playlist)"
_RANDOM = (
    r"(?:(?:with\s+)?shuffle\s+(?:on|enabled|turned\s+on|mode\s+on)|on\s+shuffle|shuffled|with\s+shuffle(?:\s+on)?|in\s+shuffle\s+mode|in\s+(?:a\s+)?random\s+order|randomly|"
    r"at\s+random|mixed\s+up)"
)
_SHUFFLED = (
    re.compile(rf"^put\s+{_LIST}\s+on\s+(?:{_RANDOM}|shuffle)$", re.I),
    re.compile(rf"^(?:{_PLAY}\s+)?{_LIST}\s*,?\s+(?:but\s+|and\s+)?(?:on\s+)?{_RANDOM}$", re.I),
    re.compile(rf"^(?:shuffle(?:\s+play)?|shuffle\s+through)\s+{_LIST}$", re.I),
    # "play Focus shuffled": a name said alone is the playlist's (a kind of item is not one)
    re.compile(rf"^{_PLAY}\s+(?:the\s+|my\s+)?(?P<b>(?!(?:all|every|each)\b).+?)\s+(?:on\s+)?{_RANDOM}$", re.I),
)
_SHUFFLE_MODE = (
    re.compile(
        r"^(?:(?P<v>turn|switch|put|set)\s+(?P<s>on|off)\s+(?:the\s+)?shuffle(?:\s+mode)?|"
        r"(?:turn|switch|set)\s+(?:the\s+)?shuffle(?:\s+mode)?\s+(?P<s2>on|off)|"
        r"(?P<e>enable|activate|disable|deactivate)\s+(?:the\s+)?shuffle(?:\s+mode)?|"
        r"(?:put|set)\s+it\s+(?:on|to)\s+shuffle(?:\s+mode)?|"
        r"shuffle(?:\s+mode)?\s+(?P<s3>on|off)|switch\s+(?:it\s+|the\s+player\s+)?to\s+shuffle(?:\s+mode)?|"
        r"(?:make|have|let)\s+(?:it|the\s+player|the\s+app)\s+shuffle(?:\s+.*)?|shuffle\s+(?:what'?s|what\s+is)\s+playing|"
        r"shuffle\s+(?:the\s+|my\s+)?(?:queue|songs|music|tracks))$",
        re.I,
    ),
)
_AS_AUDIO = (
    re.compile(
        rf"^(?:{_PLAY})\s+(?:the\s+)?(?:{_THING}\s+)?(?P<item>.+?)\s+(?:as\s+(?:audio|sound|music)(?:\s+only)?|"
        r"(?:in\s+)?(?:audio|sound)[- ]only(?:\s+mode)?|in\s+(?:the\s+)?background|"
        r"without\s+(?:the\s+)?(?:picture|video|image|screen))$",
        re.I,
    ),
    re.compile(
        rf"^(?:{_PLAY})\s+(?:(?:just|only)\s+)?the\s+(?:sound|audio)\s+(?:of|from)\s+(?:the\s+)?(?:{_THING}\s+)?(?P<item>.+?)$",
        re.I,
    ),
)
# "play a.mp4, b.mp4 and c.mp4 in that order", "play the videos A and B one after the other": several played in turn
# (said in order, or file names: a title's own "and" is no list).
_IN_TURN = re.compile(
    rf"^(?!.*\s(?:play\s+)?next$)(?:{_PLAY})\s+(?:the\s+{_THING}\s+)?(?P<items>.+?)(?P<o>\s*,?\s*(?:in\s+(?:that|this|the\s+same)\s+order|"
    r"one\s+after\s+(?:the\s+other|another)|back\s+to\s+back))?$",
    re.I,
)
_MEDIA_FILE = re.compile(r"\.(?:mp4|mkv|avi|mov|webm|3gp|m4v|mp3|m4a|flac|ogg|wav|opus)$", re.I)
_WANT = r"(?:i\s+(?:want|need|would\s+like|['’]d\s+like)\s+to\s+)?"
_THEN = (
    # "play A and then B", "play A, then B after it", "put on A followed by B" ("play A and then B next": both
    # put next, player_requests.py's)
    re.compile(
        rf"^(?!.*\s(?:play\s+)?next$){_WANT}{_PLAY}\s+(?:the\s+)?(?:{_THING}\s+)?(?P<a>.+?)(?:\s+first)?\s*(?:,\s*|\s+)(?:and\s+)?(?:then|followed\s+by|"
        r"and\s+after\s+(?:it|that))\s+(?:(?:play|queue(?:\s+up)?|add|put(?:\s+on)?)\s+)?(?:the\s+)?(?:(?:songs?|tracks?|videos?)\s+)?(?P<b>.+?)"
        r"(?:\s+(?:after\s+(?:it|that)|afterwards|straight\s+after))?$",
        re.I,
    ),
    # "play A, B after that": what follows said with no verb of its own
    re.compile(
        rf"^{_WANT}{_PLAY}\s+(?:the\s+)?(?:{_THING}\s+)?(?P<a>[^,]+?)\s*,\s*(?:and\s+)?(?P<b>[^,]+?)\s+"
        r"(?:(?:straight\s+|right\s+)?after(?:\s+(?:it|that))?|afterwards)$",
        re.I,
    ),
    # "vlc - A first, then B": the order said with no verb, in a player named
    re.compile(
        r"^(?P<a>[^,]+?)\s+(?:first|now)\s*,?\s*(?:and\s+)?then\s+(?:(?:play|queue(?:\s+up)?|add|put(?:\s+on)?)\s+)?(?P<b>[^,]+?)"
        r"(?:\s+(?:after(?:\s+(?:it|that))?|afterwards|next))?$",
        re.I,
    ),
    # "put on A and queue B after it", "play A and add B next"
    re.compile(
        rf"^{_WANT}{_PLAY}\s+(?:the\s+)?(?:{_THING}\s+)?(?P<a>.+?)\s*,?\s+(?:and\s+)?(?:then\s+)?(?:queue(?:\s+up)?|add|"
        r"put)\s+(?:the\s+)?(?:(?:song|track|video)\s+)?(?P<b>.+?)\s+(?:after(?:\s+(?:it|that))?|afterwards|next|to\s+play\s+next|"
        # "… and add B and C to the queue after": the queue's end, after what the request plays first
        r"(?:to|on|onto)\s+(?:the\s+|my\s+)(?:playing\s+|play\s+)?queue(?:\s+(?:after(?:\s+(?:it|that))?|afterwards|next))?)$",
        re.I,
    ),
)
# "…, then play it": the playlist the step before filled.
_PLAY_IT = re.compile(rf"^{PLAY_IT}$", re.I)
_ON_LIST = re.compile(r"to the playlist '(?P<n>[^']+)'$")


def _quote(text: str) -> str:
    return text.strip(" '\"“”‘’").replace("'", "’")


def _bare(clause: str, app: str) -> str:
    text = without_app(clause.strip(), app)
    text = rx(rf"^\s*{re.escape(app)}\s*(?:,|-|–)\s*", re.I).sub("", text)
    # "switch vlc to shuffle", "make VLC shuffle": the player named as the one acting is "it".
    text = rx(rf"\b(?:the\s+)?{re.escape(app)}(?:\s+app)?\b", re.I).sub("it", text)
    text = rx(r"^(?:please\s+|can\s+you\s+|could\s+you\s+)+", re.I).sub("", text)
    return rx(r"\s+for\s+me$|\s*,?\s+please$|\s*[?!.]+$", re.I).sub("", text).strip()


def read_player_mode(clause: str, app: str) -> Goal | None:
    """The clause as a playing request above, or None."""
    app = app or mentioned_app(clause)
    if not app or not _PLAYER.search(app):
        return None
    text, opened = _bare(clause, app), f"Open {app}"
    for shape in _SHUFFLED:
        if (found := shape.match(text)) is not None:
            name = _quote(found.groupdict().get("a") or found.group("b") or "")
            if name and not rx(rf"^(?:a|an|new|some|it|put|play)\b|.*\b{_THING}$|.*\bmusic$", re.I).match(name):
                return Goal(
                    "steps", app=app, extra=(opened, f"Open the playlist '{name}'", f"Shuffle the playlist '{name}'")
                )
    for shape in _SHUFFLE_MODE:
        if (found := shape.match(text)) is not None:
            said = (found.group("s") or found.group("s2") or found.group("s3") or found.group("e") or "on").lower()
            state = "off" if said in ("off", "disable", "deactivate") else "on"
            return Goal("steps", app=app, extra=(opened, f"Turn {state} the player's shuffle mode"))
    for shape in _AS_AUDIO:
        if (found := shape.match(text)) is not None and (item := _quote(found.group("item"))):
            return Goal("steps", app=app, extra=(opened, f"Play '{item}' as audio"))
    turn = _IN_TURN.match(text)
    items = [_quote(i) for i in listed_items(turn.group("items"))] if turn is not None else []
    if turn is not None and len(items) > 1 and (turn.group("o") or all(_MEDIA_FILE.search(i) for i in items)):
        first, *after = items
        return Goal(
            "steps", app=app, extra=(opened, f"Play '{first}'", *(f"Add '{i}' to play next" for i in reversed(after)))
        )
    for shape in _THEN:
        found = shape.match(text)
        if found is None:
            continue
        first, after = _quote(found.group("a")), [_quote(i) for i in listed_items(found.group("b"))]
        if (
            first
            and after
            and not rx(r"\bplaylist\b|^(?:it|that|them)$|\s(?:it|that|them)$", re.I).search(
                f"{first} {' '.join(after)}"
            )
        ):
            # Each one put right after what plays: the last said first, so they play in the order said.
            return Goal(
                "steps",
                app=app,
                extra=(opened, f"Play '{first}'", *(f"Add '{i}' to play next" for i in reversed(after))),
            )
    return None


def played_after(clause: str, before: Goal | None) -> Goal | None:
    """ "…, then play it" after a step that put items on a playlist: that playlist played from its start."""
    if before is None or _PLAY_IT.match(clause.strip().rstrip(".!")) is None:
        return None
    named = next((m.group("n") for step in reversed(before.extra) if (m := _ON_LIST.search(step))), "")
    named = named or (before.title if before.intent == "playlist" else "")
    if not named:
        return None
    return playing_it(named, before.app, _PLAY_IT.match(clause.strip().rstrip(".!")))
