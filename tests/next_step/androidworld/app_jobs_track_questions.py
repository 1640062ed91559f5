"""Jobs of our own in OpenTracks with tracks as people keep them: each has a name ("Morning loop"), an activity
type and often a description, so the list shows the name first and the type on the row's details (as the real
app's list does). Questions a user asks of such a log (how many of a kind this week, how far in all last week or
this month, the name of the longest, what a named track was, the description written on one, when the last of a
kind was, how many yesterday, the hours of a kind in a month, the kind done most often) and edits by a track's name (renamed, deleted, retyped, described) and a recording saved with a name and
a type. Written from the app's features before any change to the planner for them; answers checked as
``check_agent_answer`` does.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .app_jobs_tracks import date_answer
from .device import World
from .opentracks import RECORDED
from .readers import KINDS
from .template import TODAY, Params, number_answer, titles_answer

Track = dict[str, Any]
_NOUN = {"Running": "run", "Cycling": "bike ride", "Walking": "walk", "Swimming": "swim"}
_VERBING = {"Running": "running", "Cycling": "cycling", "Walking": "walking", "Swimming": "swimming"}
_NAMES = (
    "Morning loop",
    "Lunch break",
    "Hill repeats",
    "Canal tour",
    "Park laps",
    "Beach stretch",
    "River path",
    "Sunday long one",
    "Commute home",
    "Lake circuit",
    "Forest trail",
    "Easy recovery",
)
_NEW_NAMES = ("Sunrise session", "Harbor trip", "Tempo test", "Old town loop", "Bridge crossing")
_NOTES = ("felt strong", "windy all the way", "new shoes", "with Dana", "sore legs after", "")
_NEW_NOTES = ("Rained halfway", "Personal best", "Took the long way", "Knee felt fine")
MONDAY = TODAY - datetime.timedelta(days=TODAY.weekday())


def _log(rng: random.Random) -> Params:
    """Nine named tracks over the last four weeks (two kinds at least three times each, one of them this week
    and last week), no two of a kind with the same minutes or meters; a kind, a track and a new name."""
    while True:
        backs = rng.sample(range(0, 27), 9)
        kinds = [*rng.sample(KINDS, 2) * 3, *rng.choices(KINDS, k=3)]
        rng.shuffle(kinds)
        names = rng.sample(_NAMES, 9)
        tracks = [
            {
                "name": name,
                "type": kind,
                "description": rng.choice(_NOTES),
                "day": (TODAY - datetime.timedelta(days=back)).isoformat(),
                "minutes": rng.randint(18, 110),
                "meters": rng.randint(120, 3800) * 10,  # shown to 10 m: totals read off the list are exact
            }
            for name, kind, back in zip(names, kinds, backs, strict=True)
        ]
        kind = kinds[0]
        of = [t for t in tracks if t["type"] == kind]
        p = {"tracks": tracks, "kind": kind, "target": rng.randrange(9), "new": rng.choice(_NEW_NAMES)}
        p["other"] = rng.choice([k for k in KINDS if k != tracks[p["target"]]["type"]])
        p["note"] = rng.choice(_NEW_NOTES)
        if (
            len({t["minutes"] for t in of}) == len(of)
            and len({t["meters"] for t in of}) == len(of)
            and _in_week(p, 0)
            and _in_week(p, 1)
            and tracks[p["target"]]["description"]
            and len({t["day"] for t in of}) == len(of)
        ):
            return p


def _of(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["type"] == p["kind"]]


def _in_week(p: Params, back: int) -> list[Track]:
    """The kind's tracks of this week (0) or last week (1), weeks starting on Monday."""
    start = MONDAY - datetime.timedelta(weeks=back)
    end = min(start + datetime.timedelta(days=6), TODAY)
    return [t for t in _of(p) if start.isoformat() <= t["day"] <= end.isoformat()]


def _this_month(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["day"][:7] == TODAY.isoformat()[:7]]


def _target(p: Params) -> Track:
    found: Track = p["tracks"][p["target"]]
    return found


def _longest(p: Params) -> Track:
    return max(_of(p), key=lambda t: int(t["minutes"]))


def _latest(p: Params) -> Track:
    return max(_of(p), key=lambda t: str(t["day"]))


def _km(tracks: list[Track]) -> float:
    return sum(int(t["meters"]) for t in tracks) / 1000


def _put(world: World, p: Params) -> None:
    world["tracks"].extend(dict(t) for t in p["tracks"])


def _kind(p: Params) -> str:
    return str(p["kind"]).lower()


def _open(p: Params) -> list[tuple[str, ...]]:
    return [("open", "OpenTracks")]


def _question(cls: str, goal: Any, says: Any, value: Any, check: Any) -> Any:
    return _job(
        cls,
        "opentracks",
        "answer",
        goal,
        _log,
        lambda p: [*_open(p), ("done", str(value(p)))],
        says,
        setup=_put,
        answer=lambda w, p: check(value(p)),
    )


QUESTION_JOBS = [
    _question(
        "TracksNamedCountThisWeek",
        lambda p: (
            f"How many {_kind(p)} activities have I recorded in OpenTracks this week? The week starts on Monday. "
            "Answer with a number."
        ),
        (
            lambda p: f"how many times did I go {_VERBING[p['kind']]} this week? opentracks",
            lambda p: f"opentracks: number of {_NOUN[p['kind']]}s since monday",
        ),
        lambda p: len(_in_week(p, 0)),
        number_answer,
    ),
    _question(
        "TracksNamedDistanceLastWeek",
        lambda p: (
            f"What total distance did I cover in {_kind(p)} activities last week (Monday to Sunday), according to "
            "OpenTracks? Answer in kilometers with two decimals."
        ),
        (
            lambda p: f"how many km did I do {_VERBING[p['kind']]} last week? check opentracks",
            lambda p: f"opentracks: total {_kind(p)} distance last week in km",
        ),
        lambda p: f"{_km(_in_week(p, 1)):.2f}",
        lambda v: number_answer(float(v), 0.011),
    ),
    _question(
        "TracksNamedDistanceThisMonth",
        lambda p: "How many kilometers have I tracked in OpenTracks this month, all activities together?",
        (
            lambda p: "opentracks: total distance of all my activities this month, km",
            lambda p: "how far have I gone altogether this month according to opentracks? km please",
        ),
        lambda p: f"{_km(_this_month(p)):.2f}",
        lambda v: number_answer(float(v), 0.011),
    ),
    _question(
        "TracksNamedNameOfLongest",
        lambda p: f"What is the name of my longest {_kind(p)} activity by duration in OpenTracks?",
        (
            lambda p: f"what did I call my longest {_NOUN[p['kind']]} (by time)? opentracks",
            lambda p: f"opentracks: which {_kind(p)} track took the most time? just its name",
        ),
        lambda p: _longest(p)["name"],
        lambda v: titles_answer([v]),
    ),
    _question(
        "TracksNamedTypeOfTrack",
        lambda p: f'What activity type is my track "{_target(p)["name"]}" in OpenTracks?',
        (
            lambda p: f"opentracks: what kind of activity was {_target(p)['name']}?",
            lambda p: f"was {_target(p)['name']} a run, a ride, a walk or a swim? check opentracks",
        ),
        lambda p: _target(p)["type"],
        lambda v: titles_answer([v]),
    ),
    _question(
        "TracksNamedDistanceOfTrack",
        lambda p: f'How long was my track "{_target(p)["name"]}" in OpenTracks, in kilometers?',
        (
            lambda p: f"opentracks: distance of {_target(p)['name']} in km?",
            lambda p: f"how far did I go on {_target(p)['name']}? opentracks, km",
        ),
        lambda p: f"{_target(p)['meters'] / 1000:.2f}",
        lambda v: number_answer(float(v), 0.01),
    ),
    _question(
        "TracksNamedDescriptionOfTrack",
        lambda p: f'What is the description of my track "{_target(p)["name"]}" in OpenTracks?',
        (
            lambda p: f"opentracks: what did I write in the description of {_target(p)['name']}?",
            lambda p: f"read me the description of the {_target(p)['name']} track in opentracks",
        ),
        lambda p: _target(p)["description"],
        lambda v: titles_answer([v]),
    ),
    _question(
        "TracksNamedLastOfKind",
        lambda p: f"When did I last go {_VERBING[p['kind']]}, according to OpenTracks? Answer with the date.",
        (
            lambda p: f"opentracks: date of my most recent {_NOUN[p['kind']]}",
            lambda p: f"when was my last {_kind(p)} activity in opentracks?",
        ),
        lambda p: _said(datetime.date.fromisoformat(_latest(p)["day"])),
        lambda v: date_answer(_iso(v)),
    ),
]


def _month_of(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["day"][5:7] == "02"]


def _top_kind(tracks: list[Track]) -> str:
    kinds = [t["type"] for t in tracks]
    best = max(kinds.count(k) for k in kinds)
    found = {k for k in kinds if kinds.count(k) == best}
    return found.pop() if len(found) == 1 else ""


def _log_with_top(rng: random.Random) -> Params:
    """A log whose February has one kind done more often than any other."""
    while not _top_kind(_month_of(p := _log(rng))):
        pass
    return p


def _yesterday(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["day"] == (TODAY - datetime.timedelta(days=1)).isoformat()]


MORE_QUESTIONS = [
    _question(
        "TracksNamedCountYesterday",
        lambda p: "How many activities did I record yesterday in OpenTracks? Answer with a number.",
        (
            lambda p: "opentracks: number of tracks from yesterday",
            lambda p: "did I log anything yesterday in opentracks? how many activities",
        ),
        lambda p: len(_yesterday(p)),
        number_answer,
    ),
    _question(
        "TracksNamedHoursOfKindInFebruary",
        lambda p: f"How many hours did I spend {_VERBING[p['kind']]} in February according to OpenTracks?",
        (
            lambda p: f"opentracks: total {_kind(p)} time in february, in hours",
            lambda p: f"how many hours of {_kind(p)} did I log in february? opentracks",
        ),
        lambda p: f"{sum(t['minutes'] for t in _of(p) if t['day'][5:7] == '02') / 60:.2f}",
        lambda v: number_answer(float(v), 0.01),
    ),
]
MORE_QUESTIONS.append(
    _job(
        "TracksNamedMostOftenInFebruary",
        "opentracks",
        "answer",
        lambda p: "Which activity type did I record most often in February in OpenTracks?",
        _log_with_top,
        lambda p: [*_open(p), ("done", _top_kind(_month_of(p)))],
        (
            lambda p: "opentracks: what did I do most in february? activity type only",
            lambda p: "what was my most frequent kind of activity in february, per opentracks?",
        ),
        setup=_put,
        answer=lambda w, p: titles_answer([_top_kind(_month_of(p))]),
    )
)


def _iso(said: str) -> str:
    return datetime.datetime.strptime(f"{said} {TODAY.year}", "%B %d %Y").date().isoformat()


# -- edits by a track's name -----------------------------------------------------------------------------------


def _changed(key: str, value: str) -> Any:
    def expect(world: World, p: Params) -> None:
        next(t for t in world["tracks"] if t == _target(p))[key] = p[value]

    return expect


def _edit(field: str, value: str) -> Any:
    return lambda p: [
        *_open(p),
        ("tap", _target(p)["name"]),
        ("tap", "More options"),
        ("tap", "Edit"),
        ("type", field, p[value]),
        ("tap", "Save"),
        ("done",),
    ]


def _name(p: Params) -> str:
    return str(_target(p)["name"])


def _recorded(world: World, p: Params) -> None:
    day = TODAY.isoformat()
    world["tracks"].append({"name": p["new"], "type": p["kind"], "description": "", "day": day, **RECORDED})


def _edit_job(cls: str, goal: Any, solve: Any, says: Any, expect: Any, **rest: Any) -> Any:
    return _job(cls, "opentracks", "edit", goal, _log, solve, says, setup=_put, expect=expect, **rest)


EDIT_JOBS = [
    _edit_job(
        "TracksNamedRename",
        lambda p: f'Rename the track "{_name(p)}" to "{p["new"]}" in OpenTracks.',
        _edit("Name", "new"),
        (
            lambda p: f"opentracks: change the name of {_name(p)} to {p['new']}",
            lambda p: f"in opentracks, my track {_name(p)} should be called {p['new']}",
        ),
        _changed("name", "new"),
    ),
    _edit_job(
        "TracksNamedRetype",
        lambda p: f'Set the activity type of my track "{_name(p)}" to {p["other"].lower()} in OpenTracks.',
        _edit("Activity type", "other"),
        (
            lambda p: f"opentracks: {_name(p)} was actually {p['other'].lower()}, fix its activity type",
            lambda p: f"change the activity type of {_name(p)} to {p['other'].lower()} in opentracks",
        ),
        _changed("type", "other"),
    ),
    _edit_job(
        "TracksNamedDescribe",
        lambda p: f'Change the description of my track "{_name(p)}" to "{p["note"]}" in OpenTracks.',
        _edit("Description", "note"),
        (
            lambda p: f"opentracks: set the description of {_name(p)} to {p['note']}",
            lambda p: f"update the {_name(p)} track's description in opentracks to say {p['note']}",
        ),
        _changed("description", "note"),
    ),
    _job(
        "TracksNamedDelete",
        "opentracks",
        "delete",
        lambda p: f'Delete the track "{_name(p)}" from OpenTracks.',
        _log,
        lambda p: [*_open(p), ("tap", _name(p)), ("tap", "More options"), ("tap", "Delete"), ("tap", "OK"), ("done",)],
        (
            lambda p: f"opentracks: remove {_name(p)}",
            lambda p: f"get rid of my {_name(p)} track in opentracks",
        ),
        setup=_put,
        expect=lambda w, p: w["tracks"].remove(_target(p)),
        events=lambda p: [("delete", f"{_target(p)['type']} {_target(p)['day']}")],
    ),
    _job(
        "TracksNamedRecordTyped",
        "opentracks",
        "record",
        lambda p: f'Record a {_kind(p)} track in OpenTracks and save it as "{p["new"]}".',
        _log,
        lambda p: [
            *_open(p),
            ("tap", "Record"),
            ("tap", "Stop"),
            ("type", "Name", p["new"]),
            ("type", "Activity type", p["kind"]),
            ("tap", "Stop"),
            ("done",),
        ],
        (
            lambda p: f"opentracks: record a quick {_NOUN[p['kind']]} called {p['new']}",
            lambda p: f"start and stop a recording in opentracks; name it {p['new']}, activity type {_kind(p)}",
        ),
        setup=_put,
        expect=_recorded,
    ),
]

TEMPLATES = [*QUESTION_JOBS, *MORE_QUESTIONS, *EDIT_JOBS]
