"""A question about recorded activities (OpenTracks' tracks) read into a ``Question``: which rows count (an
activity type, a span of days), what is measured (minutes, or a distance in meters or in kilometres), how the
rows' values make one (added up, the largest, the smallest, the average) and whether the answer is that value,
a count, the types done, or the day of the row the largest or smallest is (the slowest or fastest one: by minutes
per kilometre).

"My longest run" is the farthest unless the question measures time ("how long", "minutes", "by duration").
"""

from __future__ import annotations

import re
from datetime import date

from .asked import Question
from .spans import days_named, month_span, past_span, week_span, without_week

TRACKS = re.compile(r"\bopentracks\b|\bactivit(?:y|ies)\b|\bsports?\b|\bworkouts?\b|\bexercise\b", re.I)
_KINDS = {
    "running": r"run(?:s|ning)?|ran|jog(?:s|ging)?",
    "cycling": r"cycl(?:e|es|ed|ing)|bik(?:e|es|ed|ing)|rides?|rode",
    "walking": r"walk(?:s|ed|ing)?|hik(?:e|es|ed|ing)",
    "swimming": r"swim(?:s|ming)?|swam",
}
_COUNT = re.compile(r"\bhow many\b|^\s*count\b|\bnumber of\b|\bjust (?:a|the) number\b|\bsingle integer\b", re.I)
_MAX = re.compile(r"\b(?:longest|farthest|furthest|most|max(?:imum)?|biggest|greatest|largest|best|record)\b", re.I)
_MIN = re.compile(r"\b(?:shortest|least|min(?:imum)?|smallest|fewest)\b", re.I)
_MEAN = re.compile(
    r"\b(?:average|mean|on\s+average|typical(?:ly)?|per\s+(?:activity|track|run|ride|walk|swim))\b", re.I
)
_DISTANCE = re.compile(
    r"\b(?:distance|far|farthest|furthest|km|kilomet(?:er|re)s?|meters|metres|miles?)\b|\bhow\s+far\b", re.I
)
_KM = re.compile(r"\b(?:km|kms|kilomet(?:er|re)s?)\b", re.I)
_TIME = re.compile(r"\b(?:how\s+long|duration|minutes|mins?|time|hours?)\b", re.I)
_PACE = re.compile(r"\b(?:slowest|fastest|quickest)\b", re.I)
_WHEN = re.compile(
    r"^\s*when\b|\b(?:which|what)\s+(?:date|day)\b|\bon\s+(?:which|what)\s+(?:date|day)\b|\b(?:the\s+)?date\s+of\b"
    r"|\bwhen\s+(?:did|was)\b",
    re.I,
)
_TYPES = re.compile(
    r"\b(?:what|which)\s+(?:activit(?:y|ies)|sports?|workouts?|exercise)\b|\bactivity types\b|\btypes only\b"
    r"|\bwhat did I do\b|\b(?:kind|type|sort)\s+of\s+(?:activity|sport|workout|exercise)\b",
    re.I,
)


_SPEED = re.compile(r"\b(?:speed|km/h|kph|kmh|how\s+fast)\b", re.I)
# The newest of the rows: "when did I last go swimming", "my most recent run" (not "last week", "last 5 days").
_LATEST = re.compile(
    r"\b(?:latest|most\s+recent(?:ly)?|newest)\b|\blast\b(?!\s+(?:week|month|year|\d+|few|two|three|four|five|"
    r"six|seven|ten|fourteen|thirty|couple)\b)",
    re.I,
)
# The answer is the row's name: "what is the name of my longest run", "what did I call …", "just its name".
_NAME = re.compile(r"\bname\b|\bwhat\s+did\s+I\s+(?:call|name)\b|\bcalled\b", re.I)


def about_tracks(task: str, app: str) -> bool:
    """Another app named ("retro music: which of my songs runs the longest?") keeps no activities."""
    return not app or TRACKS.search(task) is not None or "track" in app.casefold()


def activity_kind(text: str) -> str:
    for kind, pattern in _KINDS.items():
        if re.search(rf"\b(?:{pattern})\b", text, re.I):
            return kind
    return ""


def _span(asked: str, today: date) -> tuple[str, str]:
    bare = re.sub(r"\b(?:in\s+(?:the\s+)?)?opentracks(?:\s+app)?\b", " ", asked, flags=re.I)
    span = past_span(bare, today) or week_span(bare, today) or month_span(bare, today)
    if span is not None:
        return span
    days = sorted(days_named(without_week(bare), today, ahead=False))
    if re.search(r"\b(?:from|between|since)\b.*\b(?:to|and|until|till)\s+(?:today|now)\b", bare, re.I) or re.search(
        r"\bsince\b", bare, re.I
    ):
        days = [*days, today]
    return (days[0].isoformat(), days[-1].isoformat()) if days else ("", "")


def _pick(asked: str) -> str:
    if _MEAN.search(asked):
        return "mean"
    if _MIN.search(asked):
        return "min"
    if _MAX.search(asked):
        return "max"
    return ""


def track_question(text: str, asked: str, today: date, named: bool = False) -> Question | None:
    """``text``: the whole question, its answer's format included; ``asked``: the question alone. ``named``: the
    task names the app or its records, maybe only before the question ("opentracks: …")."""
    kind = activity_kind(asked)
    if not named and not TRACKS.search(text) and not kind:
        return None
    first, last = _span(asked, today)
    pick = _pick(asked)
    # A distance when the question says one, or asks the longest without measuring time.
    timed = _TIME.search(asked) is not None and not re.search(
        r"\bfar(?:thest)?\b|\bfurthest\b|\bdistance\b", asked, re.I
    )
    distance = _DISTANCE.search(text) is not None and not timed
    measure = "minutes" if timed else "km" if _KM.search(text) else "meters"
    if _NAME.search(text) and pick in ("max", "min", "") and (pick or _LATEST.search(asked)):
        by = "day" if not pick else "pace" if _PACE.search(asked) else "minutes" if timed else "meters"
        return Question("tracks", "name", first, last, kind=kind, pick=pick or "max", by=by)
    if _WHEN.search(asked) and _LATEST.search(asked):
        return Question("tracks", "date", first, last, kind=kind, pick="max", by="day")
    if _SPEED.search(asked) and not _WHEN.search(asked):
        # "my average speed on the ride of March 10", "how fast were my runs this week": km per hour.
        return Question("tracks", "speed", first, last, kind=kind) if first or kind else None
    paced = _PACE.search(asked)
    if paced is not None:
        # "my slowest run", "when was my fastest ride": which one it was, by minutes per kilometre.
        slowest = paced.group(0).lower() == "slowest"
        return Question("tracks", "date", first, last, kind=kind, pick="max" if slowest else "min", by="pace")
    if _WHEN.search(asked) and pick in ("max", "min"):
        by = "minutes" if timed else "meters"
        return Question("tracks", "date", first, last, kind=kind, pick=pick, by=by)
    if _COUNT.search(text) and not (distance or timed):
        mode = "count"
    elif distance or timed or (pick in ("max", "min") and re.search(r"\blongest|shortest\b", asked, re.I)):
        mode = measure
    elif _TYPES.search(text):
        mode = "types"
    else:
        return None
    if not first and not pick and (mode in ("types", "minutes") or not kind):
        return None  # which activities, or the minutes of all of them: a day or a kind says
    # Time asked in hours ("how many hours did I cycle"): the minutes read, told in hours.
    hours = mode == "minutes" and re.search(r"\bhours?\b", text, re.I) and not re.search(r"\bminutes\b", text, re.I)
    by = "hours" if hours else ""
    if mode == "types":
        # The kind done most or least often; "record" ("which activities did I record") asks for them all.
        often = re.search(r"\b(?:most|least|fewest|often|frequent(?:ly)?)\b", asked, re.I)
        pick, by = (pick, "often") if often and pick in ("max", "min") else ("", "")
    return Question("tracks", mode, first, last, kind=kind, pick=pick if mode != "count" else "", by=by)
