"""A recording asked for while going out: the sports tracker's, not the audio recorder's.

"going out now, start recording and save it as Hill repeats", "heading out for a run - track it, call it Tempo",
"bike ride starting, track it as cycling and name it Old town loop": a remark that the person is setting off (or
that an outing is starting) and then a bare "record" / "track" (of "it") is a track of that outing, said here as
"record a <kind> track …" for the grammar. A recording asked without such a remark is left as said ("start
recording" alone may well be a voice memo).
"""

from __future__ import annotations

import re

from ..answering.track_questions import activity_kind

# The outing: the person setting off, or the outing said to be starting.
_OUTING = (
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are|just)\s+)?(?:going|heading|off|setting\s+off|stepping)\s+out(?:side)?"
    r"(?:\s+(?:now|for\s+(?:a|my)\s+\w+(?:\s+\w+)?))*|"
    r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going|heading|off)\s+(?:for|on)\s+(?:a|my)\s+\w+(?:\s+\w+)?(?:\s+now)?|"
    r"(?:my\s+|the\s+)?(?:bike\s+ride|ride|run|walk|swim|hike|jog)\s+(?:is\s+)?(?:starting|about\s+to\s+start|now)"
)
# The request after it: to record or track what is coming, maybe of "it", maybe with its kind ("as cycling").
_OUTING_RECORDED = re.compile(
    rf"^(?P<outing>{_OUTING})\s*(?:[,.;:!]|\s[-–—])\s*(?:so\s+)?(?:(?:please|pls|can\s+(?:you|u))\s+)?"
    r"(?:start\s+)?(?:recording|record|tracking|track)(?:\s+(?:it|this|me))?"
    r"(?:\s+as\s+(?:a\s+|an\s+)?(?P<kind>running|cycling|walking|swimming|hiking|biking)(?:\s+(?:one|track|activity))?)?"
    r"(?P<rest>(?:\s*,\s*|\s+)(?:and\s+)?(?:save|call|name|title)\b.*)?$",
    re.I,
)


def outing_recorded(text: str) -> str:
    """``text`` with a recording asked while setting off said as a track's; unchanged otherwise."""
    found = _OUTING_RECORDED.match(text.strip())
    if found is None:
        return text
    kind = (found.group("kind") or "").lower().replace("biking", "cycling").replace("hiking", "walking")
    kind = kind or activity_kind(found.group("outing"))
    return f"record a {kind + ' ' if kind else ''}track{found.group('rest') or ''}"
