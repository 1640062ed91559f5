"""Jobs of our own in OpenTracks, as people use it: questions over the recorded activities (the farthest of a
kind, the minutes of a kind between two dates, the average distance, how many in a month, the date of the
farthest), a track recorded and named, a track renamed, a track's activity type corrected. Written after the
held-out split (``Template.ours``), from the app's features, before any change to the planner for them; answers
checked as ``check_agent_answer`` does (numbers as numbers, a date in any of the usual ways of writing it).
"""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Callable
from typing import Any

from .app_jobs import _job, _said
from .app_jobs import _tracks_params as _four_params
from .device import World
from .opentracks import DEFAULT_TYPE, RECORDED
from .readers import KINDS
from .template import TODAY, Params, number_answer

Track = dict[str, Any]
_NOUN = {"Running": "run", "Cycling": "bike ride", "Walking": "walk", "Swimming": "swim"}
_VERBING = {"Running": "running", "Cycling": "cycling", "Walking": "walking", "Swimming": "swimming"}
_NAMES = ("Morning loop", "Lunch walk", "Hill repeats", "Canal ride", "Park laps", "Beach run")


def _track(rng: random.Random, kind: str, back: int) -> Track:
    day = (TODAY - datetime.timedelta(days=back)).isoformat()
    return {"type": kind, "day": day, "minutes": rng.randint(20, 95), "meters": rng.randint(1500, 32000)}


def _log_params(rng: random.Random) -> Params:
    """Ten activities over the last six weeks (February and March), two kinds three times or more; a span of
    days holding some of ``kind``'s activities and leaving others out; a month."""
    while True:
        backs = rng.sample(range(0, 41), 10)
        kinds = [*rng.sample(KINDS, 2) * 3, *rng.choices(KINDS, k=4)]
        rng.shuffle(kinds)
        tracks = [_track(rng, kind, back) for kind, back in zip(kinds, backs, strict=True)]
        kind = kinds[0]
        start = TODAY - datetime.timedelta(days=rng.randint(12, 30))
        end = start + datetime.timedelta(days=rng.randint(6, 11))
        p = {
            "tracks": tracks,
            "kind": kind,
            "start": start.isoformat(),
            "end": end.isoformat(),
            "month": rng.choice(["February", "March"]),
        }
        inside = [t for t in _of(p) if p["start"] <= t["day"] <= p["end"]]
        if inside and len(inside) < len(_of(p)):
            return p


def _of(p: Params) -> list[Track]:
    return [t for t in p["tracks"] if t["type"] == p["kind"]]


def _farthest(p: Params) -> Track:
    return max(_of(p), key=lambda t: int(t["meters"]))


def _minutes_between(p: Params) -> int:
    return sum(int(t["minutes"]) for t in _of(p) if p["start"] <= t["day"] <= p["end"])


def _average_km(p: Params) -> float:
    found = _of(p)
    return sum(int(t["meters"]) for t in found) / len(found) / 1000


def _in_month(p: Params) -> int:
    month = datetime.datetime.strptime(p["month"], "%B").month
    return sum(datetime.date.fromisoformat(t["day"]).month == month for t in p["tracks"])


def _day(iso: str) -> str:
    return _said(datetime.date.fromisoformat(iso))


def _put(world: World, p: Params) -> None:
    world["tracks"].extend(dict(t) for t in p["tracks"])


_DATE_SHAPES = ("%B %d %Y", "%b %d %Y", "%d %B %Y", "%d %b %Y", "%Y-%m-%d", "%m/%d/%Y", "%B %d", "%b %d", "%d %B")


def date_answer(expected: str) -> Callable[[str], bool]:
    """A date given as people and apps write it ("March 5", "Tue, Mar 5, 2030", "2030-03-05", "5 March")."""
    day = datetime.date.fromisoformat(expected)

    def check(answer: str) -> bool:
        said = re.sub(r"^[A-Za-z]+day,?\s+|^(?:mon|tue|wed|thu|fri|sat|sun),\s*", "", answer.strip(), flags=re.I)
        said = re.sub(r"(\d)(?:st|nd|rd|th)\b", r"\1", said).replace(",", " ").strip().rstrip(".")
        said = re.sub(r"\s+", " ", said)
        for shape in _DATE_SHAPES:
            try:
                read = datetime.datetime.strptime(said, shape).date()
            except ValueError:
                continue
            if "%Y" not in shape:
                read = read.replace(year=day.year)
            return read == day
        return False

    return check


QUESTION_JOBS = [
    _job(
        "TracksFarthestOfKind",
        "opentracks",
        "answer",
        lambda p: (
            f"What is the longest distance I have covered in a single {p['kind'].lower()} activity, according to "
            "OpenTracks? Answer in kilometers with the number only."
        ),
        _log_params,
        lambda p: [("open", "OpenTracks"), ("done", f"{_farthest(p)['meters'] / 1000:.2f}")],
        (
            lambda p: f"opentracks: my farthest {_NOUN[p['kind']]} ever, in km?",
            lambda p: f"how far was my longest {_NOUN[p['kind']]}? check opentracks (km)",
        ),
        setup=_put,
        answer=lambda w, p: number_answer(_farthest(p)["meters"] / 1000, 0.01),
    ),
    _job(
        "TracksMinutesBetween",
        "opentracks",
        "answer",
        lambda p: (
            f"How many minutes did I spend on {p['kind'].lower()} activities from {_day(p['start'])} to "
            f"{_day(p['end'])}, according to OpenTracks? Answer with the number only."
        ),
        _log_params,
        lambda p: [("open", "OpenTracks"), ("done", str(_minutes_between(p)))],
        (
            lambda p: (
                f"opentracks: total {p['kind'].lower()} time between {_day(p['start'])} and {_day(p['end'])}, "
                "in minutes"
            ),
            lambda p: (
                f"add up my {_NOUN[p['kind']]}s from {_day(p['start'])} through {_day(p['end'])} in "
                "opentracks, how many minutes?"
            ),
        ),
        setup=_put,
        answer=lambda w, p: number_answer(_minutes_between(p)),
    ),
    _job(
        "TracksAverageDistance",
        "opentracks",
        "answer",
        lambda p: (
            f"What is the average distance of my {p['kind'].lower()} activities in OpenTracks, in kilometers? "
            "Round to two decimals and answer with the number only."
        ),
        _log_params,
        lambda p: [("open", "OpenTracks"), ("done", f"{_average_km(p):.2f}")],
        (
            lambda p: f"on average how far do I go when {_VERBING[p['kind']]}? opentracks, km",
            lambda p: f"opentracks: mean distance of my {p['kind'].lower()} tracks (km)",
        ),
        setup=_put,
        answer=lambda w, p: number_answer(_average_km(p), 0.011),
    ),
    _job(
        "TracksCountInMonth",
        "opentracks",
        "answer",
        lambda p: f"How many activities did I record in OpenTracks in {p['month']}? Answer with the number only.",
        _log_params,
        lambda p: [("open", "OpenTracks"), ("done", str(_in_month(p)))],
        (
            lambda p: f"how many tracks do I have from {p['month']} in opentracks?",
            lambda p: f"opentracks: count the activities I did in {p['month']}",
        ),
        setup=_put,
        answer=lambda w, p: number_answer(_in_month(p)),
    ),
    _job(
        "TracksDateOfFarthest",
        "opentracks",
        "answer",
        lambda p: f"On which date was my longest {p['kind'].lower()} activity by distance in OpenTracks?",
        _log_params,
        lambda p: [("open", "OpenTracks"), ("done", _day(_farthest(p)["day"]))],
        (
            lambda p: f"when did I do my farthest {_NOUN[p['kind']]}? opentracks",
            lambda p: f"opentracks: date of my longest {_NOUN[p['kind']]} (by distance)",
        ),
        setup=_put,
        answer=lambda w, p: date_answer(_farthest(p)["day"]),
    ),
]


# -- a track recorded, renamed, its type corrected -------------------------------------------------------------


def _target(p: Params) -> Track:
    found: Track = p["tracks"][p["target"]]
    return found


def _edit_params(rng: random.Random) -> Params:
    p = _four_params(rng)
    others = [k for k in KINDS if k != _target(p)["type"]]
    return {**p, "name": rng.choice(_NAMES), "other": rng.choice(others)}


def _put_four(world: World, p: Params) -> None:
    world["tracks"].extend(dict(t) for t in p["tracks"])


def _changed(key: str, value: str) -> Any:
    def expect(world: World, p: Params) -> None:
        next(t for t in world["tracks"] if t == _target(p))[key] = p[value]

    return expect


def _recorded(world: World, p: Params) -> None:
    world["tracks"].append(
        {"name": p["name"], "type": DEFAULT_TYPE, "description": "", "day": TODAY.isoformat(), **RECORDED}
    )


def _kind_day(p: Params) -> str:
    return f"{_target(p)['type'].lower()} track from {_day(_target(p)['day'])}"


TRACK_JOBS = [
    _job(
        "TracksRecordNamed",
        "opentracks",
        "record",
        lambda p: f'Record a new track in OpenTracks and save it with the name "{p["name"]}".',
        _edit_params,
        lambda p: [
            ("open", "OpenTracks"),
            ("tap", "Record"),
            ("tap", "Stop"),
            ("type", "Name", p["name"]),
            ("tap", "Stop"),
            ("done",),
        ],
        (
            lambda p: f"start a recording in opentracks, stop it, and call the track {p['name']}",
            lambda p: f"opentracks: record a quick track named {p['name']}",
        ),
        setup=_put_four,
        expect=_recorded,
    ),
    _job(
        "TracksRenameTrack",
        "opentracks",
        "edit",
        lambda p: f'Rename my {_kind_day(p)} to "{p["name"]}" in OpenTracks.',
        _edit_params,
        lambda p: [
            ("open", "OpenTracks"),
            ("tap", _target(p)["type"]),
            ("tap", "More options"),
            ("tap", "Edit"),
            ("type", "Name", p["name"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"opentracks: call the {_NOUN[_target(p)['type']]} of {_day(_target(p)['day'])} {p['name']}",
            lambda p: (
                f"give my {_day(_target(p)['day'])} {_target(p)['type'].lower()} track the name {p['name']} "
                "in opentracks"
            ),
        ),
        setup=_put_four,
        expect=_changed("name", "name"),
    ),
    _job(
        "TracksChangeType",
        "opentracks",
        "edit",
        lambda p: f"Change the activity type of my {_kind_day(p)} to {p['other']} in OpenTracks.",
        _edit_params,
        lambda p: [
            ("open", "OpenTracks"),
            ("tap", _target(p)["type"]),
            ("tap", "More options"),
            ("tap", "Edit"),
            ("type", "Activity type", p["other"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: (
                f"opentracks: the {_NOUN[_target(p)['type']]} on {_day(_target(p)['day'])} should be "
                f"{p['other'].lower()}, change its type"
            ),
            lambda p: f"in opentracks, my {_kind_day(p)} was really {p['other'].lower()}; fix the activity type",
        ),
        setup=_put_four,
        expect=_changed("type", "other"),
    ),
]

TEMPLATES = [*QUESTION_JOBS, *TRACK_JOBS]
