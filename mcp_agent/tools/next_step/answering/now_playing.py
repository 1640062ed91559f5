"""What a player plays now, as people ask it ("what song is playing right now?", "what's playing?", "which track
is VLC playing at the moment"): read off its now-playing bar (the mini player at the foot of its screens) or its
player page (now_playing_steps.py)."""

from __future__ import annotations

import re

from ..patterns import rx

PLAN_LINE = "Tell what is playing"
_PLAYER = re.compile(r"\b(?:music|vlc|player|video|audio|podcast|retro)\b", re.I)
_ASKED = re.compile(
    r"^(?:(?:what|which)(?:'s|\s+is)?\s+(?:(?:song|track|video|music|tune|file)\s+)?(?:is\s+)?(?:(?:\w+\s+){0,2}playing|on)|"
    r"what'?s\s+(?:on|playing)|(?:tell\s+me\s+)?what\s+(?:is\s+)?(?:playing|on)(?:\s+now)?|"
    # "what's this song?", "what track is this": the one playing
    r"what(?:'s|\s+is)\s+this\s+(?:song|track|tune|video)|(?:what|which)\s+(?:song|track|tune|video)\s+is\s+this)"
    r"(?:\s+(?:now|right\s+now|at\s+the\s+moment|currently|at\s+present))?\s*\??$",
    re.I,
)


def now_playing_plan(text: str, app: str) -> list[str] | None:
    """``["Open <player>", "Tell what is playing"]`` for a question about what a player plays now, else None."""
    if not app or not _PLAYER.search(app):
        return None
    asked = rx(r"\?|\.\s").split(text.strip(), maxsplit=1)[0]
    where = rf"(?:(?:^|\s+)(?:in|on|with|using|from)\s+)?(?:the\s+)?\b{re.escape(app)}\b(?:\s+app)?\s*:?"
    asked = " ".join(rx(where, re.I).sub(" ", asked).split())
    return [f"Open {app}", PLAN_LINE] if _ASKED.match(asked) else None
