"""Questions answered from what a list shows, asked as people ask them in everyday text (people set 114): whether
an item is on a playlist asked as whether it was ever put there ("did I ever add dog_park.mp4 to the Party
playlist?"). Each is said as the question the readers know ("is dog_park.mp4 in my Party playlist?"); what the list
shows now is the answer, as it is to the question asked the usual way (``courtesy.plain`` applies ``ANSWER_TURNS``)."""

from __future__ import annotations

from .rewrites import Replacement

ANSWER_TURNS: tuple[tuple[str, Replacement], ...] = (
    # "did I ever add X to the Y playlist", "have I already put X on my Y playlist": whether X is on it
    (
        r"^(?:did|have)\s+i\s+(?:ever\s+|already\s+|actually\s+)?(?:add(?:ed)?|put|save[d]?)\s+(?P<x>[^,?]+?)\s+"
        r"(?:to|in|into|on|onto)\s+(?:the\s+|my\s+)?(?P<p>[^,?]+?\s+playlist|playlist\s+[^,?]+?)(?=\s*(?:\?|$|,|\s+in\s+))",
        r"is \g<x> in my \g<p>",
    ),
)
