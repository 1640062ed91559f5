"""A recording asked for while going out: the sports tracker's, not the audio recorder's.

"going out now, start recording and save it as Hill repeats", "heading out for a run - track it, call it Tempo",
"bike ride starting, track it as cycling and name it Old town loop", "I'm going cycling, record it as Old town
loop": a remark that the person is setting off (or that an outing is starting) and then a bare "record" / "track"
(of "it") is a track of that outing, said here as "record a <kind> track …" for the grammar. A recording asked without such a remark is left as said ("start
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
    # "I'm going cycling": the outing said by its kind
    r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going|heading\s+out|off)\s+(?:cycling|biking|running|jogging|walking|hiking|swimming)"
    r"(?:\s+now)?|"
    r"(?:my\s+|the\s+)?(?:bike\s+ride|ride|run|walk|swim|hike|jog)\s+(?:is\s+)?(?:starting|about\s+to\s+start|now)"
)
# The request after it: to record or track what is coming, maybe of "it", maybe with its kind ("as cycling").
_OUTING_RECORDED = re.compile(
    rf"^(?P<outing>{_OUTING})\s*(?:[,.;:!]|\s[-–—])\s*(?:so\s+)?(?:(?:please|pls|can\s+(?:you|u))\s+)?"
    r"(?:start\s+)?(?:recording|record|tracking|track)(?:\s+(?:it|this|me))?(?P<app>\s+(?:in|on|with)\s+opentracks)?"
    r"(?:\s+as\s+(?:a\s+|an\s+)?(?P<kind>running|cycling|walking|swimming|hiking|biking)(?:\s+(?:one|track|activity))?)?"
    # (a name said "as" it: "record it as Old town loop")
    r"(?P<rest>(?:\s*,\s*|\s+)(?:and\s+)?(?:save|call|name|title)\b.*)?(?:\s+as\s+(?P<name>(?-i:[A-Z])[^,.;!?]*?))?\s*[.!]?$",
    re.I,
)


def outing_recorded(text: str) -> str:
    """``text`` with a recording asked while setting off said as a track's; unchanged otherwise."""
    found = _OUTING_RECORDED.match(text.strip())
    if found is None:
        return text
    kind = (found.group("kind") or "").lower().replace("biking", "cycling").replace("hiking", "walking")
    kind = kind or activity_kind(found.group("outing"))
    named = f" and save it as {found.group('name')}" if found.group("name") else ""
    app = " in OpenTracks" if found.group("app") else ""
    return f"record a {kind + ' ' if kind else ''}track{app}{found.group('rest') or ''}{named}"
