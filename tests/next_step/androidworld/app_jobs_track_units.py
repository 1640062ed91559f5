"""Jobs of our own in OpenTracks where the question's words are not the list's: a quantity asked in another unit
than the app shows (metres roughly, miles, seconds, hours, miles per hour, while the rows say km to 10 m and a
clock), a total
over a kind or over a month, a day named without its year (last December's, not next), the first or the newest
of a kind, how many of a kind in all; and changes over several tracks or the newest one (every walk deleted, the
newest track renamed or retyped). Written before any change to the planner for them; answers checked as
``check_agent_answer`` does: the number alone, to the precision the rows give.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .app_jobs_track_questions import _NOUN, _VERBING, _in_week, _kind, _log, _put, _target
from .app_jobs_tracks import date_answer
from .device import World
from .readers import KINDS
from .template import TODAY, Params, number_answer

Track = dict[str, Any]
MILE = 1609.344  # meters


def _name(p: Params) -> str:
    return str(_target(p)["name"])


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _question(cls: str, goal: Any, says: Any, value: Any, params: Any = _log, tolerance: float = 0.011) -> Any:
    """``value``: the expected number; the reference answer says it to two decimals."""
    return _job(
        cls,
        "opentracks",
        "answer",
        goal,
        params,
        lambda p: [("open", "OpenTracks"), ("done", _number(value(p)))],
        says,
        setup=_put,
        answer=lambda w, p: number_answer(round(value(p), 2), tolerance),
    )


def _speed(t: Track) -> float:
    return int(t["meters"]) / 1000 / (int(t["minutes"]) / 60)


def _week_meters(p: Params) -> int:
    return sum(int(t["meters"]) for t in _in_week(p, 0))


def _last_week_all(p: Params) -> list[Track]:
    start = TODAY - datetime.timedelta(days=TODAY.weekday() + 7)
    end = start + datetime.timedelta(days=6)
    return [t for t in p["tracks"] if start.isoformat() <= t["day"] <= end.isoformat()]


UNIT_JOBS = [
    _question(
        "TracksUnitsMetersOfTrack",
        lambda p: f'Roughly how many meters long was my track "{_name(p)}" in OpenTracks? Answer with the number only.',
        (
            lambda p: f"opentracks: length of {_name(p)} in metres, roughly",
            lambda p: f"about how many meters did I cover on {_name(p)}? opentracks",
        ),
        lambda p: _target(p)["meters"],
    ),
    _question(
        "TracksUnitsSecondsOfTrack",
        lambda p: f'How many seconds did my track "{_name(p)}" last, according to OpenTracks?',
        (
            lambda p: f"opentracks: duration of {_name(p)} in seconds",
            lambda p: f"how long was {_name(p)} in seconds? check opentracks",
        ),
        lambda p: _target(p)["minutes"] * 60,
    ),
    _question(
        "TracksUnitsMilesThisWeek",
        lambda p: (
            f"How many miles did I cover in {_kind(p)} activities this week (the week starts on Monday), according "
            "to OpenTracks? Round to two decimals."
        ),
        (
            lambda p: f"how many miles have I done {_VERBING[p['kind']]} this week? opentracks",
            lambda p: f"opentracks: total {_NOUN[p['kind']]} distance since monday, in miles",
            lambda p: f"in opentracks, {_kind(p)} this week: how many miles altogether?",
        ),
        lambda p: _week_meters(p) / MILE,
    ),
    _question(
        "TracksUnitsSpeedMph",
        lambda p: f'What was my average speed on the track "{_name(p)}" in OpenTracks, in miles per hour?',
        (
            lambda p: f"opentracks: how fast was {_name(p)} in mph?",
            lambda p: f"average speed of {_name(p)} in miles per hour, per opentracks",
        ),
        lambda p: _speed(_target(p)) * 1000 / MILE,
    ),
    _question(
        "TracksUnitsHoursLastWeek",
        lambda p: (
            "How many hours did I spend on all my activities last week (Monday to Sunday) according to OpenTracks? "
            "Round to two decimals."
        ),
        (
            lambda p: "opentracks: total hours of exercise last week",
            lambda p: "how many hours did I work out last week, all activities together? opentracks",
        ),
        lambda p: sum(int(t["minutes"]) for t in _last_week_all(p)) / 60,
    ),
    _question(
        "TracksUnitsMetersThisWeek",
        lambda p: (
            f"Approximately how many meters did I cover in {_kind(p)} activities this week (the week starts on "
            "Monday) in OpenTracks? Answer with the number only."
        ),
        (
            lambda p: f"opentracks: {_kind(p)} distance this week in meters, approx",
            lambda p: f"around how many metres of {_kind(p)} have I logged since monday? opentracks",
        ),
        _week_meters,
    ),
    _question(
        "TracksUnitsHoursOfLongest",
        lambda p: f"How many hours did my longest {_kind(p)} activity take, according to OpenTracks?",
        (
            lambda p: f"opentracks: duration of my longest {_NOUN[p['kind']]} in hours",
            lambda p: f"how many hours was my longest {_NOUN[p['kind']]}? opentracks",
        ),
        lambda p: max(int(t["minutes"]) for t in p["tracks"] if t["type"] == p["kind"]) / 60,
    ),
]


# -- a log over the last four months, unnamed tracks: a day or a month without its year is a past one ------------


def _span_log(rng: random.Random) -> Params:
    """Ten tracks from mid-November to today (two this week), titled by their type; ``kind`` done three times at
    least, one of them last year on a day no other of the kind shares; the newest track alone on its day; a month
    holding some of ``kind``'s tracks; a kind to retype to and a new name."""
    while True:
        backs = [*rng.sample(range(0, 4), 2), *rng.sample(range(4, 118), 8)]
        kinds = [*rng.sample(KINDS, 2) * 3, *rng.choices(KINDS, k=4)]
        rng.shuffle(kinds)
        tracks = [
            {
                "type": kind,
                "day": (TODAY - datetime.timedelta(days=back)).isoformat(),
                "minutes": rng.randint(18, 110),
                "meters": rng.randint(120, 3800) * 10,
            }
            for kind, back in zip(kinds, backs, strict=True)
        ]
        kind = kinds[0]
        of = [t for t in tracks if t["type"] == kind]
        old = [t for t in of if t["day"] < f"{TODAY.year}-01-01"]
        days = sorted((t["day"] for t in tracks), reverse=True)
        months = sorted({t["day"][:7] for t in of})
        if not old or days[0] == days[1] or len({t["day"] for t in of}) < len(of):
            continue
        newest = next(t for t in tracks if t["day"] == days[0])
        return {
            "tracks": tracks,
            "kind": kind,
            "past": tracks.index(rng.choice(old)),
            "month": rng.choice(months),
            "newest": tracks.index(newest),
            "other": rng.choice([k for k in KINDS if k != newest["type"]]),
            "new": rng.choice(("Sunrise session", "Harbor trip", "Tempo test", "Old town loop")),
        }


def _of(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["type"] == p["kind"]]


def _past(p: Params) -> Track:
    found: Track = p["tracks"][p["past"]]
    return found


def _month_name(p: Params) -> str:
    return datetime.date.fromisoformat(f"{p['month']}-01").strftime("%B")


def _day_of(t: Track) -> str:
    return _said(datetime.date.fromisoformat(t["day"]))


def _first(p: Params) -> Track:
    return min(_of(p), key=lambda t: str(t["day"]))


def _newest_of(p: Params) -> Track:
    return max(_of(p), key=lambda t: str(t["day"]))


SPAN_JOBS = [
    _question(
        "TracksSpanKmOfKindInMonth",
        lambda p: (
            f"How many kilometers did I cover in {_kind(p)} activities in {_month_name(p)}, according to OpenTracks?"
        ),
        (
            lambda p: f"total km {_VERBING[p['kind']]} in {_month_name(p)}? opentracks",
            lambda p: f"opentracks: how far did I go {_VERBING[p['kind']]} in {_month_name(p)} altogether",
        ),
        lambda p: sum(int(t["meters"]) for t in _of(p) if t["day"][:7] == p["month"]) / 1000,
        _span_log,
    ),
    _question(
        "TracksSpanDistanceOnDayNoYear",
        lambda p: (
            f"What distance in kilometers did I cover in my {_kind(p)} activity on {_day_of(_past(p))}, "
            "according to OpenTracks?"
        ),
        (
            lambda p: f"how far did I go {_VERBING[p['kind']]} on {_day_of(_past(p))}? opentracks",
            lambda p: f"opentracks: my {_NOUN[p['kind']]} of {_day_of(_past(p))}, how many km?",
        ),
        lambda p: _past(p)["meters"] / 1000,
        _span_log,
    ),
    _question(
        "TracksSpanTotalThisWeek",
        lambda p: (
            f"What total distance did I cover {_VERBING[p['kind']]} this week (from Monday), according to "
            "OpenTracks? Answer in kilometers."
        ),
        (
            lambda p: f"how far did I go {_VERBING[p['kind']]} in total this week? opentracks",
            lambda p: f"opentracks: this week's {_kind(p)} distance altogether",
        ),
        lambda p: _week_meters(p) / 1000,
    ),
    _question(
        "TracksSpanCountOfKind",
        lambda p: f"How many {_kind(p)} activities are recorded in OpenTracks in total? Answer with a number.",
        (
            lambda p: f"how many {_NOUN[p['kind']]}s do I have in opentracks?",
            lambda p: f"opentracks: count all my {_kind(p)} tracks",
        ),
        lambda p: len(_of(p)),
        _span_log,
    ),
    _question(
        "TracksSpanDistanceOfNewest",
        lambda p: f"How many kilometers was my most recent {_kind(p)} activity in OpenTracks?",
        (
            lambda p: f"opentracks: how far was my latest {_NOUN[p['kind']]}? km",
            lambda p: f"distance of my last {_NOUN[p['kind']]} in km, opentracks",
        ),
        lambda p: _newest_of(p)["meters"] / 1000,
        _span_log,
    ),
    _job(
        "TracksSpanDateOfFirst",
        "opentracks",
        "answer",
        lambda p: f"On which date did I record my first {_kind(p)} activity in OpenTracks?",
        _span_log,
        lambda p: [("open", "OpenTracks"), ("done", f"{_day_of(_first(p))}, {_first(p)['day'][:4]}")],
        (
            lambda p: f"when did I first go {_VERBING[p['kind']]}? opentracks",
            lambda p: f"opentracks: date of my oldest {_NOUN[p['kind']]}",
        ),
        setup=_put,
        answer=lambda w, p: date_answer(_first(p)["day"]),
    ),
]


# -- changes over several tracks, or to the newest one --------------------------------------------------------


def _newest(p: Params) -> Track:
    found: Track = p["tracks"][p["newest"]]
    return found


def _deleted_kind(world: World, p: Params) -> None:
    world["tracks"][:] = [t for t in world["tracks"] if t["type"] != p["kind"]]


def _changed_newest(key: str, value: str) -> Any:
    def expect(world: World, p: Params) -> None:
        next(t for t in world["tracks"] if t == _newest(p))[key] = p[value]

    return expect


def _edit_newest(field: str, value: str) -> Any:
    return lambda p: [
        ("open", "OpenTracks"),
        ("tap", _newest(p)["type"]),
        ("tap", "More options"),
        ("tap", "Edit"),
        ("type", field, p[value]),
        ("tap", "Save"),
        ("done",),
    ]


def _delete_each(p: Params) -> list[tuple[str, ...]]:
    steps: list[tuple[str, ...]] = [("open", "OpenTracks")]
    for _ in _of(p):
        steps += [("tap", p["kind"]), ("tap", "More options"), ("tap", "Delete"), ("tap", "OK")]
    return [*steps, ("done",)]


CHANGE_JOBS = [
    _job(
        "TracksSpanDeleteAllOfKind",
        "opentracks",
        "delete",
        lambda p: f"Delete all my {_kind(p)} activities from OpenTracks.",
        _span_log,
        _delete_each,
        (
            lambda p: f"opentracks: delete all my {_NOUN[p['kind']]}s",
            lambda p: f"get rid of every {_kind(p)} track in opentracks",
            lambda p: f"remove all {_kind(p)} activities from opentracks",
        ),
        setup=_put,
        expect=_deleted_kind,
        events=lambda p: [("delete", f"{t['type']} {t['day']}") for t in _of(p)],
    ),
    _job(
        "TracksSpanRenameNewest",
        "opentracks",
        "edit",
        lambda p: f'Rename my most recent track in OpenTracks to "{p["new"]}".',
        _span_log,
        _edit_newest("Name", "new"),
        (
            lambda p: f"opentracks: call my latest activity {p['new']}",
            lambda p: f"name my newest recording {p['new']} in opentracks",
        ),
        setup=_put,
        expect=_changed_newest("name", "new"),
    ),
    _job(
        "TracksSpanRetypeNewest",
        "opentracks",
        "edit",
        lambda p: f"Change the activity type of my most recent track in OpenTracks to {p['other']}.",
        _span_log,
        _edit_newest("Activity type", "other"),
        (
            lambda p: f"my last activity in opentracks was actually {p['other'].lower()}, fix its type",
            lambda p: f"opentracks: set the type of my latest track to {p['other'].lower()}",
        ),
        setup=_put,
        expect=_changed_newest("type", "other"),
    ),
]

TEMPLATES = [*UNIT_JOBS, *SPAN_JOBS, *CHANGE_JOBS]
