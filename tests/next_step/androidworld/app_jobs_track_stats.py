"""Jobs of our own in OpenTracks asked as an agent benchmark's information-retrieval questions are: over an explicit
span of days with its year ("between February 27 and March 5, 2030"), or a month with its year, the answer's unit
and rounding said ("Express your answer in miles, rounded to two decimal places", "Answer with the activity name
only"): totals, counts, averages, the pace in minutes per kilometre, a total time in hours and minutes, the longest
or fastest of a kind by its name, date or distance, the category with the most distance. The paraphrases say the
kinds as people do (a bike ride is cycling, a jog running, a hike walking). Written from the app's features before
any change to the planner for them; answers checked as ``check_agent_answer`` does.
"""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Callable
from typing import Any

from .app_jobs import _job, _said
from .app_jobs_track_questions import _NAMES, _put
from .app_jobs_tracks import date_answer
from .readers import KINDS
from .template import TODAY, Params, number_answer, titles_answer

Track = dict[str, Any]
MILE = 1609.344  # meters
YEAR = TODAY.year
# How people name a kind: its activities, doing it, one of them.
_SAID = {
    "Running": ("jogs", "jogging", "run"),
    "Cycling": ("bike rides", "biking", "ride"),
    "Walking": ("hikes", "hiking", "walk"),
    "Swimming": ("swims", "swimming", "swim"),
}


def _log(rng: random.Random) -> Params:
    """Twelve named tracks from early February to today; two kinds four times or more; a span of days (with the
    kind in it twice, and out of it once at least), a month holding two of the kind; within the kind no two tracks
    share minutes, meters or pace, and one kind has the most distance in the month."""
    while True:
        backs = rng.sample(range(0, 41), 12)
        kinds = [*rng.sample(KINDS, 2) * 4, *rng.choices(KINDS, k=4)]
        rng.shuffle(kinds)
        tracks = [
            {
                "name": name,
                "type": kind,
                "description": "",
                "day": (TODAY - datetime.timedelta(days=back)).isoformat(),
                "minutes": rng.randint(18, 140),
                "meters": rng.randint(120, 4500) * 10,  # shown to 10 m: the list's km are exact
            }
            for name, kind, back in zip(rng.sample(_NAMES, 12), kinds, backs, strict=True)
        ]
        start = TODAY - datetime.timedelta(days=rng.randint(10, 30))
        end = start + datetime.timedelta(days=rng.randint(6, 9))
        p: Params = {
            "tracks": tracks,
            "kind": kinds[0],
            "start": start.isoformat(),
            "end": end.isoformat(),
            "month": rng.choice(["February", "March"]),
        }
        of = _of(p)
        paces = {round(t["minutes"] / t["meters"], 9) for t in of}
        if (
            len(_between(p)) >= 2
            and len(_between(p)) < len(of)
            and len(_between(p, every=True)) > len(_between(p))
            and len(_in_month(p)) >= 2
            and len({t["minutes"] for t in of}) == len({t["meters"] for t in of}) == len(paces) == len(of)
            and len({t["day"] for t in of}) == len(of)
            and _top_type(p)
            and len({t["meters"] for t in _between(p, every=True)}) == len(_between(p, every=True))
        ):
            return p


def _of(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["type"] == p["kind"]]


def _between(p: Params, every: bool = False) -> list[Track]:
    return [t for t in (p["tracks"] if every else _of(p)) if p["start"] <= t["day"] <= p["end"]]


def _month_number(p: Params) -> int:
    return datetime.datetime.strptime(p["month"], "%B").month


def _in_month(p: Params, every: bool = False) -> list[Track]:
    month = f"{YEAR}-{_month_number(p):02d}"
    return [t for t in (p["tracks"] if every else _of(p)) if t["day"][:7] == month]


def _top_type(p: Params) -> str:
    totals: dict[str, int] = {}
    for t in _in_month(p, every=True):
        totals[t["type"]] = totals.get(t["type"], 0) + int(t["meters"])
    best = max(totals.values(), default=0)
    top = [k for k, v in totals.items() if v == best]
    return top[0] if len(top) == 1 else ""


def _day(iso: str) -> str:
    return _said(datetime.date.fromisoformat(iso))


def _span(p: Params) -> str:
    """ "February 27 and March 5, 2030": the interval as a benchmark writes it."""
    return f"{_day(p['start'])} and {_day(p['end'])}, {YEAR}"


def _from_to(p: Params) -> str:
    return f"{_day(p['start']).lower()} to {_day(p['end']).lower()}"


def _kind(p: Params) -> str:
    return str(p["kind"]).lower()


def _many(p: Params) -> str:
    return _SAID[p["kind"]][0]


def _doing(p: Params) -> str:
    return _SAID[p["kind"]][1]


def _one(p: Params) -> str:
    return _SAID[p["kind"]][2]


def _km(tracks: list[Track]) -> float:
    return sum(int(t["meters"]) for t in tracks) / 1000


def _minutes(tracks: list[Track]) -> int:
    return sum(int(t["minutes"]) for t in tracks)


def _longest(tracks: list[Track]) -> Track:
    return max(tracks, key=lambda t: int(t["minutes"]))


def _fastest(tracks: list[Track]) -> Track:
    return min(tracks, key=lambda t: int(t["minutes"]) / int(t["meters"]))


def _hours_minutes(minutes: int) -> str:
    return f"{minutes // 60} hours {minutes % 60} minutes"


_HM = re.compile(
    r"^\s*(?:(?P<h>\d+)\s*(?:h|hrs?|hours?)\b\.?,?\s*(?:and\s+)?)?(?:(?P<m>\d+)\s*(?:m|mins?|minutes?)\b\.?)?\s*$"
    r"|^\s*(?P<ch>\d+):(?P<cm>\d\d)(?::00)?\s*$",
    re.I,
)


def hours_minutes_answer(minutes: int) -> Callable[[str], bool]:
    """A duration said in hours and minutes ("2 hours 5 minutes", "2h 05m", "2:05"), or as minutes alone."""

    def check(answer: str) -> bool:
        found = _HM.match(answer.strip().rstrip("."))
        if found is None or not any(found.groups()):
            return False
        if found.group("ch"):
            return int(found.group("ch")) * 60 + int(found.group("cm")) == minutes
        return int(found.group("h") or 0) * 60 + int(found.group("m") or 0) == minutes

    return check


def _question(cls: str, goal: Any, says: Any, value: Any, check: Any) -> Any:
    return _job(
        cls,
        "opentracks",
        "answer",
        goal,
        _log,
        lambda p: [("open", "OpenTracks"), ("done", str(value(p)))],
        says,
        setup=_put,
        answer=lambda w, p: check(value(p)),
    )


def _to(decimals: int) -> Callable[[str], Callable[[str], bool]]:
    """A number rounded as the question asks: the answer may be off by the last place's rounding only."""
    return lambda v: number_answer(float(v), 10**-decimals * 1.01)


TEMPLATES = [
    _question(
        "TracksStatsKmOfKindBetween",
        lambda p: (
            f"What was the total distance I covered in my {_kind(p)} activities between {_span(p)}? Express your "
            "answer in kilometers, rounded to two decimal places."
        ),
        (
            lambda p: f"how many km did I do on my {_many(p)} from {_from_to(p)}?",
            lambda p: f"opentracks: total {_doing(p)} distance between {_day(p['start'])} and {_day(p['end'])}, km",
            lambda p: f"add up the kilometers of my {_many(p)} {_from_to(p)}",
        ),
        lambda p: f"{_km(_between(p)):.2f}",
        _to(2),
    ),
    _question(
        "TracksStatsNameOfLongestInMonth",
        lambda p: (
            f"Which of my {_kind(p)} activities in {p['month']} {YEAR} had the longest duration? Answer with the "
            "activity name only."
        ),
        (
            lambda p: f"which {_one(p)} took me the longest in {p['month'].lower()}? just the name",
            lambda p: f"opentracks: name of my longest {_one(p)} (by time) in {p['month']}",
        ),
        lambda p: _longest(_in_month(p))["name"],
        lambda v: titles_answer([v]),
    ),
    _question(
        "TracksStatsCountOfKindBetween",
        lambda p: f"How many {_kind(p)} activities did I record between {_span(p)}? Answer with a number only.",
        (
            lambda p: f"how many {_many(p)} did I log from {_from_to(p)}?",
            lambda p: f"number of times I went {_doing(p)} between {_day(p['start'])} and {_day(p['end'])}",
        ),
        lambda p: len(_between(p)),
        lambda v: number_answer(float(v)),
    ),
    _question(
        "TracksStatsHoursMinutesInMonth",
        lambda p: (
            f"What was the total duration of my {_kind(p)} activities in {p['month']} {YEAR}? Express your answer in "
            "hours and minutes."
        ),
        (
            lambda p: f"how much time did I spend {_doing(p)} in {p['month'].lower()}? hours and minutes",
            lambda p: f"opentracks: total {_kind(p)} time for {p['month']} in h and min",
        ),
        lambda p: _hours_minutes(_minutes(_in_month(p))),
        lambda v: hours_minutes_answer(int(v.split()[0]) * 60 + int(v.split()[2])),
    ),
    _question(
        "TracksStatsAverageMinutesInMonth",
        lambda p: (
            f"What was the average duration of my {_kind(p)} activities in {p['month']} {YEAR}? Express your answer "
            "in minutes, rounded to one decimal place."
        ),
        (
            lambda p: f"on average how many minutes were my {_many(p)} in {p['month'].lower()}?",
            lambda p: f"avg length in minutes of a {_one(p)} in {p['month']}, opentracks",
        ),
        lambda p: f"{_minutes(_in_month(p)) / len(_in_month(p)):.1f}",
        _to(1),
    ),
    _question(
        "TracksStatsPaceOfKindBetween",
        lambda p: (
            f"What was my average pace across my {_kind(p)} activities between {_span(p)}? Express your answer in "
            "minutes per kilometer, rounded to two decimal places."
        ),
        (
            lambda p: f"what was my pace on my {_many(p)} from {_from_to(p)}? min per km",
            lambda p: f"opentracks: average min/km for {_doing(p)} between {_day(p['start'])} and {_day(p['end'])}",
        ),
        lambda p: f"{_minutes(_between(p)) / _km(_between(p)):.2f}",
        _to(2),
    ),
    _question(
        "TracksStatsDateOfFastestInMonth",
        lambda p: (
            f"On which date did I record my fastest {_kind(p)} activity in {p['month']} {YEAR}, by average speed? "
            "Answer with the date."
        ),
        (
            lambda p: f"when was my quickest {_one(p)} in {p['month'].lower()}?",
            lambda p: f"opentracks: date of the fastest {_one(p)} I did in {p['month']}",
        ),
        lambda p: _fastest(_in_month(p))["day"],
        date_answer,
    ),
    _question(
        "TracksStatsMilesOfLongestBetween",
        lambda p: (
            f"What was the distance of my longest {_kind(p)} activity by duration between {_span(p)}? Express your "
            "answer in miles, rounded to two decimal places."
        ),
        (
            lambda p: f"my longest {_one(p)} time-wise from {_from_to(p)}: how many miles was it?",
            lambda p: (
                f"opentracks: miles covered on the {_one(p)} that took longest between "
                f"{_day(p['start'])} and {_day(p['end'])}"
            ),
        ),
        lambda p: f"{int(_longest(_between(p))['meters']) / MILE:.2f}",
        _to(2),
    ),
    _question(
        "TracksStatsMilesAllBetween",
        lambda p: (
            f"What was the total distance of all my activities between {_span(p)}? Express your answer in miles, "
            "rounded to two decimal places."
        ),
        (
            lambda p: f"how many miles did I cover altogether from {_from_to(p)}? all activities",
            lambda p: f"opentracks: total mileage of everything between {_day(p['start'])} and {_day(p['end'])}",
        ),
        lambda p: f"{_km(_between(p, every=True)) * 1000 / MILE:.2f}",
        _to(2),
    ),
    _question(
        "TracksStatsTypeWithMostDistanceInMonth",
        lambda p: (
            f"In which activity category did I cover the greatest total distance in {p['month']} {YEAR}? Answer "
            "with the activity type only."
        ),
        (
            lambda p: f"what did I cover the most distance doing in {p['month'].lower()}? activity type only",
            lambda p: f"opentracks: which sport had the most km in {p['month']} in total?",
        ),
        _top_type,
        lambda v: titles_answer([v]),
    ),
    _question(
        "TracksStatsMinutesOfShortestInMonth",
        lambda p: (
            f"What was the shortest duration of any of my {_kind(p)} activities in {p['month']} {YEAR}? Express "
            "your answer in minutes as a number only."
        ),
        (
            lambda p: f"how many minutes was my shortest {_one(p)} in {p['month'].lower()}?",
            lambda p: f"opentracks: minutes of my shortest {_one(p)} in {p['month']}, by time",
        ),
        lambda p: min(int(t["minutes"]) for t in _in_month(p)),
        lambda v: number_answer(float(v)),
    ),
    _question(
        "TracksStatsNameOfShortestAllBetween",
        lambda p: (
            f"Which of my activities between {_span(p)} covered the shortest distance? Answer with the activity name "
            "only."
        ),
        (
            lambda p: f"what was my shortest activity distance-wise from {_from_to(p)}? name only",
            lambda p: (
                f"opentracks: name of the track with the fewest km between {_day(p['start'])} and {_day(p['end'])}"
            ),
        ),
        lambda p: min(_between(p, every=True), key=lambda t: int(t["meters"]))["name"],
        lambda v: titles_answer([v]),
    ),
]
