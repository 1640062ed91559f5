"""A question about one recorded activity named by its name ("what activity type is my track 'Lake circuit'?",
"how far did I go on Easy recovery?", "read me the description of the Morning loop track"): the row titled so is
the one read, for its activity type, its distance, its minutes, its day or its description.

A name is quoted, or said in capitals after "track", "activity" or a verb of asking ("was Lake circuit a run?").
Words that name a day, a month or a kind of activity are no track's name ("how far did I go on Sunday?").
"""

from __future__ import annotations

import calendar
import re

from ..patterns import rx
from .asked import Question
from .track_questions import SPEED, activity_kind, measured
from .units import unit_asked

# A quote opens after no letter and closes before none: "what's … I've" holds two apostrophes, not a name.
_QUOTED = re.compile(r"(?<!\w)[\"“”'‘’](?P<n>[^\"“”'‘’]{2,60})[\"“”'‘’](?!\w)")
_CAPS = (
    r"(?P<n>(?!I\b)(?-i:[A-Z])[\w'&-]*(?:\s+(?!(?:in|on|at|track|activity|recording|according|for)\b)[\w'&-]+){0,4}?)"
)
_END = r"(?=\s+(?:track|activity|recording|take|took|last|lasted|cover|covered)\b|\s+(?:in|on|according)\b|\s*[?,.;!(]|\s+(?:a|an)\s|\s*$)"
_SAID = (
    re.compile(rf"\b(?:track|activity|recording)\s+(?:called\s+|named\s+)?{_CAPS}{_END}", re.I),
    re.compile(
        rf"\b(?:of|was|on|for|is|did)\s+(?:my\s+|the\s+)?{_CAPS}(?:\s+(?:track|activity|recording))?{_END}", re.I
    ),
)
# A name typed in lower case ("lunch break track avg speed", "how many km was morning loop?", "canal tour average
# speed"): taken only where nothing but a name stands (first, before "track" or a measure; last, after "was"), and only
# two to four words none of which is a word of the question or its span (_NOT_LOWER_NAMES), a day, a month or a kind.
_LOWER = r"(?P<n>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){1,3}?)"
_MEASURES = (
    r"(?:average|avg|speed|distance|length|duration|km|kms|kilomet\w*|miles?|mph|kmh|kph|minutes|mins|hours|pace)"
)
_LOWER_SAID = (
    re.compile(rf"^(?:my\s+|the\s+)?{_LOWER}\s+(?:track|activity|recording)\b"),
    re.compile(rf"^(?:my\s+|the\s+)?{_LOWER}(?=\s*,|\s+{_MEASURES}\b)"),
    re.compile(rf"\b(?:was|of|on|for)\s+(?:my\s+|the\s+)?{_LOWER}\s*[?.]?$"),
    # Inside the question, before "track": "how long was the river path track in meters", "did my canal tour track last".
    re.compile(rf"\b(?:was|is|of|on|for|did|does)\s+(?:my\s+|the\s+){_LOWER}\s+(?:track|activity|recording)\b"),
)
_NOT_LOWER_NAMES = frozenset(
    "my the this that these those it its last next week weeks month months year total all every each average avg how "
    "what which many much long far i me so far overall today yesterday tonight activity activities track tracks "
    "workout workouts speed distance time km kms miles minutes hours in on at of for and or was is longest shortest "
    "fastest slowest first latest newest oldest recent".split()
)
_NOT_NAMES = frozenset(
    {m.casefold() for m in (*calendar.month_name[1:], *calendar.day_name)} | {"today", "yesterday", "opentracks"}
)
_PARTS_OF_DAY = frozenset({"morning", "afternoon", "evening", "night", "last", "this", "next"})
_DESCRIPTION = re.compile(r"\b(?:description|describe[ds]?|notes?|wr[io]te)\b", re.I)
_TYPE = re.compile(
    r"\b(?:type|kind|sport|category|a\s+run|a\s+ride|a\s+walk|a\s+swim)\b|\b(?:what|which)\s+(?:activity|sport|workout)\b",
    re.I,
)
_DISTANCE = re.compile(r"\b(?:how\s+far|far|distance|length)\b", re.I)
_MINUTES = re.compile(
    r"\b(?:minutes|mins?|duration|how\s+long|time|hours?|seconds?|secs?|last(?:ed)?|take|took)\b", re.I
)
# A time asked: "how long was it", "how many hours did it take"; a unit of length said makes it a distance.
_TIMED = re.compile(r"\bhow\s+long\b|\b(?:duration|minutes|hours?|seconds?|last(?:ed)?|took|take)\b", re.I)
_DAY = re.compile(r"^\s*when\b|\b(?:which|what)\s+(?:date|day)\b|\bdate\s+of\b", re.I)
_ASKS = re.compile(
    r"\b(?:what|which|how|when|was|is|read|tell|distance|length|duration|description|date|average|speed)\b", re.I
)


def track_name(asked: str) -> str:
    """The track the question names, or "" when it names none."""
    found = _QUOTED.search(asked)
    if found is not None:
        return found.group("n").strip()
    for shape in _SAID:
        for match in shape.finditer(asked):
            name = match.group("n").strip()
            words = [w for w in name.casefold().split() if w not in _PARTS_OF_DAY]
            if len(words) > (words[0] in _NOT_NAMES) and not activity_kind(name) and not rx(r"\d").search(name):
                return name
    for shape in _LOWER_SAID:
        found = shape.search(asked)
        if found is not None and _lower_name(found.group("n")):
            return found.group("n")
    return ""


def _lower_name(name: str) -> bool:
    words = name.casefold().split()
    return not (set(words) & (_NOT_LOWER_NAMES | _NOT_NAMES)) and not activity_kind(name) and not rx(r"\d").search(name)


def named_track_question(text: str, asked: str) -> Question | None:
    """``asked``: the question alone; ``text``: with its answer's format."""
    if not _ASKS.search(asked):
        return None
    name = track_name(asked)
    if not name:
        return None
    rest, whole = asked.replace(name, " "), text.replace(name, " ")
    if _DESCRIPTION.search(rest):
        mode = "description"
    elif _DAY.search(rest):
        mode = "date"
    elif _TYPE.search(rest):
        mode = "types"
    elif SPEED.search(whole):
        if rx(r"\b(?:top|max(?:imum)?|highest|peak)\s+speed\b", re.I).search(whole):
            return None  # the list shows each track's average speed only: a top speed is never answered with it
        mode = "speed"
    elif unit_asked(whole, "length") or (_DISTANCE.search(whole) and not _TIMED.search(whole)):
        mode = "km"
    elif _MINUTES.search(whole):
        mode = "minutes"
    else:
        return None
    if mode in ("speed", "km", "minutes"):
        # In the unit asked: "how many meters long was it", "its duration in seconds", "in mph".
        mode, unit = measured(whole, mode)
        return Question("tracks", mode, subject=name, unit=unit)
    dated = mode == "date"  # the one row's day: its own, as the newest of one
    return Question("tracks", mode, subject=name, pick="max" if dated else "", by="day" if dated else "")
