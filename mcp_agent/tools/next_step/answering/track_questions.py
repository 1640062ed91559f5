"""A question about recorded activities (OpenTracks' tracks) read into a ``Question``: which rows count (an
activity type, a span of days), what is measured (minutes, or a distance in meters or in kilometres), how the
rows' values make one (added up, the largest, the smallest, the average) and whether the answer is that value,
a count, the types done, or the day of the row the largest or smallest is (the slowest or fastest one: by minutes
per kilometre).

"My longest run" is the farthest unless the question measures time ("how long", "minutes", "by duration").
A value is answered in the unit asked (units.py: "how many miles", "in hours", "in mph"), else in the screen's own
(km, minutes, km/h); meters are converted from the rows' km, and the answer's reasoning says when the rows' 10 m
make them no more exact than that. "My latest walk", "my first ride", "my fastest swim": one row, by its day or pace.
A span may be said by its two ends with a year ("between March 3 and March 9, 2030"); a pace, a row picked by one
measure and asked another ("the distance of my longest run by duration") and the type with the most distance are
read by ``_figure``; the decimal places or "hours and minutes" said after the question shape the answer.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ..patterns import rx
from .asked import Question
from .spans import days_named, interval_named, month_span, past_span, week_named, week_span, without_week
from .units import places_asked, unit_asked

TRACKS = re.compile(r"\bopentracks\b|\bactivit(?:y|ies)\b|\bsports?\b|\bworkouts?\b|\bexercise\b", re.I)
_KINDS = {
    "running": r"run(?:s|ning)?|ran|jog(?:s|ging)?",
    "cycling": r"cycl(?:e|es|ed|ing)|bik(?:e|es|ed|ing)|rides?|rode",
    "walking": r"walk(?:s|ed|ing)?|hik(?:e|es|ed|ing)",
    "swimming": r"swim(?:s|ming)?|swam|swum",
}
_COUNT = re.compile(r"\bhow many\b|^\s*count\b|\bnumber of\b|\bjust (?:a|the) number\b|\bsingle integer\b", re.I)
# "most recent" is the newest, "did I record" a verb: neither is a largest.
_MAX = re.compile(
    r"\b(?:longest|farthest|furthest|most(?!\s+recent)|max(?:imum)?|biggest|greatest|largest|best|highest)\b"
    r"|(?<!\bI )\brecord\b(?!\s+(?:my|a|an|the|any|in|on)\b)",
    re.I,
)
# "min" is the minimum only before what it measures: "in h and min", "min per km" are minutes.
_MIN = re.compile(
    r"\b(?:shortest|least|lowest|minimum|min(?=\s+(?:distance|speed|time|duration|pace|length)\b)|smallest|fewest)\b",
    re.I,
)
_MEAN = re.compile(
    r"\b(?:average|mean|on\s+average|typical(?:ly)?|per\s+(?:activity|track|run|ride|walk|swim))\b", re.I
)
_DISTANCE = re.compile(
    # "so far", "thus far" say until now, not a distance ("how many rides have I done so far").
    r"\b(?:distance|(?<!\bso )(?<!\bthus )far|farthest|furthest|kms?|kilomet(?:er|re)s?|meters|metres|miles?)\b|\bhow\s+far\b",
    re.I,
)
_TIME = re.compile(
    r"\b(?:how\s+long|duration|minutes|mins?|(?<!last\s)(?<!first\s)(?<!latest\s)time|hours?|seconds?|secs?|"
    r"took|lasted|went\s+on|time-?wise)\b",
    re.I,
)
# Which row is picked, said apart from the value asked of it: "the distance of my longest run by duration", "my
# longest walk time-wise: how many miles", "how long did my farthest ride take".
_BY_TIME = re.compile(
    # ("went on the longest": what lasts goes on)
    r"\bby\s+(?:duration|time)\b|\btime-?wise\b|\b(?:took|lasted|went\s+on)\s+(?:me\s+)?(?:the\s+)?(?:longest|shortest)\b"
    r"|\b(?:longest|shortest)\s+(?:in\s+)?(?:duration|time)\b",
    re.I,
)
_BY_DISTANCE = re.compile(
    r"\bby\s+distance\b|\bdistance-?wise\b|\b(?:farthest|furthest)\b|\b(?:longest|shortest)\s+(?:in\s+)?distance\b",
    re.I,
)
# Minutes per kilometre (or mile): the rows' time over their distance.
PACE_ASKED = re.compile(r"\bpace\b|\bmin(?:ute)?s?\s*(?:per|/|a|an)\s*(?:km|kilomet(?:er|re)|mi(?:le)?)\b", re.I)
_PER_MILE = re.compile(r"\b(?:per|/|a)\s*mi(?:le)?\b", re.I)
# The answer is an activity type: "in which activity category …", "which sport had …", "… activity type only".
_TYPE_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:activity\s+)?(?:types?|categor(?:y|ies)|kinds?|sorts?|sports?)\b|\bactivity\s+(?:types?|category)\b",
    re.I,
)
# "what was my shortest activity distance-wise": the one picked, its measure said only to pick it, no value asked.
_WHICH_ONE = re.compile(
    r"^\s*(?:what|which)\s+(?:was|is)\s+(?:my|the)\s+(?:\w+\s+)?(?:longest|shortest|farthest|furthest|fastest|slowest)\s+"
    r"(?:activity|track|run|ride|walk|hike|swim|jog|workout|one)\b(?:\s+(?:by\s+(?:time|duration|distance)|time-?wise|"
    r"distance-?wise))",
    re.I,
)
# A track's page's statistics the list does not show: its top speed (not the average), moving time, elevation, ….
_NOT_LISTED = re.compile(
    r"\b(?:max(?:imum)?|top|peak|highest)\s+speed\b|\bmoving\s+time\b|\belevation\b|\baltitude\b|\bascent\b|"
    r"\bdescent\b|\bclimb(?:ed)?\b|\bheart\s+rate\b|\bcalories\b|\bcadence\b|\b(?:how\s+many|number\s+of|count\s+(?:my\s+)?)"
    r"\s*(?:steps|floors|laps|strokes|kcal|heart\s*beats)\b",
    re.I,
)
# "the highest average speed": the fastest by minutes per kilometre, as "fastest" is.
_SPEED_RANK = re.compile(
    r"\b(?P<r>highest|greatest|best|fastest|lowest|slowest)\s+(?:average|avg|mean)\s+speed\b", re.I
)
# A duration said in hours and minutes ("2 hours 5 minutes"), not hours with decimals.
_HOURS_AND_MINUTES = re.compile(r"\bh(?:ou)?rs?\s+and\s+min(?:ute)?s?\b|\bh\s+and\s+min\b|\bhh?:mm\b", re.I)
_TIMED_WORD = re.compile(r"\b(?:duration|minutes|mins?|hours?|seconds?|secs?|time)\b", re.I)
_PACE = re.compile(r"\b(?:slowest|fastest|quickest)\b", re.I)
_WHEN = re.compile(
    r"^\s*when\b|\b(?:which|what)\s+(?:date|day)\b|\bon\s+(?:which|what)\s+(?:date|day)\b|\b(?:the\s+)?date\s+of\b"
    r"|\bwhen\s+(?:did|was)\b|\bthe\s+day\s+of\b"
    r"|^\s*(?:the\s+)?(?:last|first|latest|most\s+recent)\s+time\s+I\b",  # "last time I went for a walk?"
    re.I,
)
_TYPES = re.compile(
    r"\b(?:what|which)\s+(?:activit(?:y|ies)|sports?|workouts?|exercise)\b|\bactivity types\b|\btypes only\b"
    r"|\bwhat did I do\b|\b(?:kind|type|sort)\s+of\s+(?:activity|sport|workout|exercise)\b",
    re.I,
)


SPEED = re.compile(r"\b(?:speed|km/h|kph|kmh|mph|how\s+fast)\b|\bmiles?\s+(?:per|an)\s+hour\b|\bm/s\b", re.I)
# The newest of the rows: "when did I last go swimming", "my most recent run" (not "last week", "last 5 days").
_LATEST = re.compile(
    r"\b(?:latest|most\s+recent(?:ly)?|newest)\b|\blast\b(?!\s+(?:week|weekend|month|year|night|\d+|few|two|three|four|"
    r"five|six|seven|ten|fourteen|thirty|couple|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|"
    r"april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b)",
    re.I,
)
# The oldest of the rows: "when did I first go running", "my earliest ride" (not "the first week of March").
_LASTS = re.compile(r"(?<=\bdid\b)(?P<x>(?:\s+[\w'-]+){1,6}?)\s+last\b(?=\s*(?:[?,.;!]|$))", re.I)
_EARLIEST = re.compile(
    r"\b(?:oldest|earliest)\b|\bfirst\b(?!\s+(?:week|weekend|day|days|half|two|three|four|five|few|couple|of)\b)", re.I
)
# The answer's format asks the day: "which was my longest run? give the date".
_DATE_ASKED = re.compile(
    r"\b(?:give|tell|answer\s+with|say)\s+(?:me\s+)?(?:just\s+)?the\s+(?:date|day)\b|\bjust\s+the\s+date\b", re.I
)
# The answer is the row's name: "what is the name of my longest run", "what did I call …", "just its name".
_NAME = re.compile(r"\bname\b|\bwhat\s+did\s+I\s+(?:call|name)\b|\bcalled\b", re.I)


_STATEMENT = re.compile(
    r"\b(?:should|must|needs?\s+to)\s+be\s+(?:called|named|renamed|set|changed)\b|\bwas\s+(?:actually|really)\b", re.I
)


def about_tracks(task: str, app: str) -> bool:
    """Another app named ("retro music: which of my songs runs the longest?") keeps no activities; a name in quotes
    ("my 'Workout' playlist") is a name, not the word that says activities."""
    unquoted = _QUOTED_NAME.sub(" ", task)
    return not app or TRACKS.search(unquoted) is not None or "track" in app.casefold()


_QUOTED_NAME = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


def activity_kind(text: str) -> str:
    for kind, pattern in _KINDS.items():
        if rx(rf"\b(?:{pattern})\b", re.I).search(text):
            return kind
    return ""


_JOINED = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and|or|&|\+|plus|as\s+well\s+as)\s*(?:my\s+|the\s+)?", re.I)


def activity_kinds(text: str) -> str:
    """The kind asked, or the kinds said together ("my runs and rides", "running, cycling or swimming"), as
    "running|cycling": the rows of any of them count."""
    said = sorted(
        (found.start(), found.end(), kind)
        for kind, pattern in _KINDS.items()
        for found in rx(rf"\b(?:{pattern})\b", re.I).finditer(text)
    )
    run = said[:1]
    for here in said[1:]:
        if _JOINED.fullmatch(text[run[-1][1] : here[0]]):
            run.append(here)
    kinds = list(dict.fromkeys(kind for _, _, kind in run))
    return "|".join(kinds) if len(kinds) > 1 else activity_kind(text)


def _span(asked: str, today: date) -> tuple[str, str]:
    bare = rx(r"\b(?:in\s+(?:the\s+)?)?opentracks(?:\s+app)?\b", re.I).sub(" ", asked)
    span = interval_named(bare, today) or week_named(bare, today) or past_span(bare, today) or week_span(bare, today)
    span = span or month_span(bare, today)
    if span is not None:
        return span
    days = sorted(days_named(without_week(bare), today, ahead=False))
    if rx(r"\b(?:from|between|since)\b.*\b(?:to|and|until|till)\s+(?:today|now)\b", re.I).search(bare) or rx(
        r"\bsince\b", re.I
    ).search(bare):
        days = [*days, today]
    return (days[0].isoformat(), days[-1].isoformat()) if days else ("", "")


def measured(text: str, mode: str) -> tuple[str, str]:
    """How a distance ("km"), a time ("minutes") or a speed question is answered: the mode, and the unit the
    value the rows give is converted to ("" for the screen's own: km, minutes, km/h)."""
    if mode == "minutes":
        if _HOURS_AND_MINUTES.search(text):
            return mode, "h:m"
        unit = unit_asked(text, "duration")
        return mode, "" if unit in ("", "min") else unit
    if mode == "speed":
        unit = unit_asked(text, "speed")
        return mode, "" if unit in ("", "km/h") else unit
    unit = unit_asked(text, "length")
    return "km", "" if unit in ("", "km") else unit


def _by_day(asked: str) -> str:
    """ "max" for the newest row asked, "min" for the oldest, "" for neither."""
    asked = _LASTS.sub(lambda m: m.group("x"), asked)  # "how long did it last": the verb of duration, no newest row
    return "max" if _LATEST.search(asked) else "min" if _EARLIEST.search(asked) else ""


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
    if _STATEMENT.search(asked):
        return None  # "my newest hike should be called Ridge walk": a change asked, not a question
    if _NOT_LISTED.search(asked):
        return None  # a track's page's other statistics: the list never shows them, no figure of its is answered
    asked = _SPEED_RANK.sub(
        lambda m: f"{'slow' if m.group('r').lower() in ('lowest', 'slowest') else 'fast'}est speed", asked
    )
    kind = activity_kinds(asked)
    if not named and not TRACKS.search(text) and not kind:
        return None
    first, last = _span(asked, today)
    pick = _pick(asked)
    # A distance when the question says one, or asks the longest without measuring time.
    timed = _TIME.search(asked) is not None and not rx(
        r"\b(?<!\bso )(?<!\bthus )far(?:thest)?\b|\bfurthest\b|\bdistance\b", re.I
    ).search(asked)
    if timed and unit_asked(text, "length") and not unit_asked(text, "duration") and not _TIMED_WORD.search(asked):
        timed = False  # "how long was my latest walk in km": "how long" measured in a length is a distance
    distance = (_DISTANCE.search(text) is not None or unit_asked(text, "length") != "") and not timed
    measure, unit = measured(text, "minutes" if timed else "km")
    newest = _by_day(asked)
    paced = _PACE.search(asked)
    if (_NAME.search(text) or _WHICH_ONE.search(asked)) and pick in ("max", "min", "") and (pick or newest or paced):
        if paced is not None:  # "which activity had the highest average speed? its name": by minutes per km
            return Question("tracks", "name", first, last, kind=kind, pick=_by_pace(paced), by="pace")
        by = "day" if not pick else "minutes" if timed else "meters"
        return Question("tracks", "name", first, last, kind=kind, pick=pick or newest, by=by)
    if _NAME.search(text) and first and first == last and not pick:
        # "the name of the activity I recorded on March 5": the one row of that day (none when two are)
        return Question("tracks", "name", first, last, kind=kind, pick="max", by="day")
    if _WHEN.search(asked) and newest:
        return Question("tracks", "date", first, last, kind=kind, pick=newest, by="day")
    places = places_asked(text)
    if (figure := _figure(text, asked, (first, last, kind), pick, newest, timed)) is not None:
        return replace(figure, places=places)
    if SPEED.search(asked) and not _WHEN.search(asked) and not rx(r"\b(?:slowest|fastest)\b", re.I).search(asked):
        # "my average speed on the ride of March 10", "how fast were my runs this week": km per hour, or as asked.
        _, per = measured(text, "speed")
        one = bool(newest) and pick != "mean"  # "how fast was my latest ride": that one row's
        if not (first or kind or one):
            return None
        return Question(
            "tracks",
            "speed",
            first,
            last,
            kind=kind,
            unit=per,
            pick=newest if one else "",
            by="day" if one else "",
            places=places,
        )
    if paced is not None:
        # "my slowest run", "when was my fastest ride": which one it was, by minutes per kilometre.
        fastest = _by_pace(paced)
        if not _WHEN.search(asked) and (SPEED.search(asked) or timed or distance):
            # "how many seconds was my fastest swim", "my quickest ride's speed": that one row's value.
            said, per = measured(text, "speed" if SPEED.search(asked) else measure)
            return Question("tracks", said, first, last, kind=kind, unit=per, pick=fastest, by="pace", places=places)
        return Question("tracks", "date", first, last, kind=kind, pick=fastest, by="pace")
    if (_WHEN.search(asked) or _DATE_ASKED.search(text)) and pick in ("max", "min"):
        by = "minutes" if timed else "meters"
        return Question("tracks", "date", first, last, kind=kind, pick=pick, by=by)
    if _COUNT.search(text) and not (distance or timed):
        mode = "count"
    elif distance or timed or (pick in ("max", "min") and rx(r"\blongest|shortest\b", re.I).search(asked)):
        mode = measure
    elif _TYPES.search(text):
        mode = "types"
    else:
        return None
    if not first and not pick and not newest and (mode in ("types", "minutes") or not kind):
        return None  # which activities, or the minutes of all of them: a day or a kind says
    by = ""
    if mode in ("km", "minutes") and not pick and newest:
        pick, by = newest, "day"  # "how far was my latest walk": that one row's
    if mode == "types":
        # The kind done most or least often; "record" ("which activities did I record") asks for them all.
        often = rx(r"\b(?:most|least|fewest|often|frequent(?:ly)?)\b", re.I).search(asked)
        pick, by = (pick, "often") if often and pick in ("max", "min") else ("", "")
    unit = unit if mode in ("km", "minutes") else ""  # "how many hours …" or "… in miles": the rows' value converted
    places = places if mode in ("km", "minutes") else ""
    return Question(
        "tracks", mode, first, last, kind=kind, pick=pick if mode != "count" else "", by=by, unit=unit, places=places
    )


def _figure(text: str, asked: str, rows: tuple[str, str, str], pick: str, newest: str, timed: bool) -> Question | None:
    """A pace ("my average pace on my runs", "min per km of my fastest ride"), one row picked by one measure and
    asked another ("the distance of my longest walk by duration"), or the activity type whose rows add up to the
    most ("in which category did I cover the greatest distance"); None for any other question. ``rows``: the
    first and last day and the kind asked."""
    first, last, kind = rows
    if PACE_ASKED.search(text):
        per = "mi" if _PER_MILE.search(text) else ""
        paced = _PACE.search(asked)
        if paced is not None:  # the fastest (slowest) row's own pace
            fastest = "max" if paced.group(0).lower() == "slowest" else "min"
            return Question("tracks", "pace", first, last, kind=kind, unit=per, pick=fastest, by="pace")
        one = newest if pick != "mean" else ""  # "the pace of my latest run": that row's
        return Question("tracks", "pace", first, last, kind=kind, unit=per, pick=one, by="day" if one else "")
    if pick not in ("max", "min"):
        return None
    length = unit_asked(text, "length") or rx(r"\bdistance\b|\bhow\s+far\b|\bmileage\b", re.I).search(
        _BY_TIME.sub(" ", asked)
    )
    duration = unit_asked(text, "duration") or rx(r"\bhow\s+long\b|\bduration\b|\btime\b", re.I).search(
        _BY_DISTANCE.sub(" ", asked)
    )
    if _TYPE_ASKED.search(text) and not _NAME.search(text) and (length or duration or timed):
        return Question("tracks", "types", first, last, pick=pick, by="minutes" if timed or not length else "meters")
    if _BY_TIME.search(asked) and length:
        mode, unit = measured(text, "km")
        return Question("tracks", mode, first, last, kind=kind, unit=unit, pick=pick, by="minutes")
    if _BY_DISTANCE.search(asked) and duration and not _DISTANCE_WORD.search(_BY_DISTANCE.sub(" ", asked)):
        mode, unit = measured(text, "minutes")
        return Question("tracks", mode, first, last, kind=kind, unit=unit, pick=pick, by="meters")
    return None


_DISTANCE_WORD = re.compile(r"\b(?:distance|far|kms?|kilomet(?:er|re)s?|miles?|met(?:er|re)s?)\b", re.I)


def _by_pace(paced: re.Match[str]) -> str:
    """The pick by minutes per kilometre: the fastest is the fewest."""
    return "max" if paced.group(0).lower() == "slowest" else "min"
