"""More jobs of our own in OpenTracks and Files: how long an activity was, this week's distance, how many of a
kind, a day's activities deleted; a folder made, the files of a kind deleted or moved, a folder's count. Written
from the apps' features after the held-out split (``Template.ours``; Retro Music and VLC: app_jobs_players.py),
judged on the world afterwards.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .device import World
from .media import initial
from .readers import KINDS, MONDAY
from .template import TODAY, Params, number_answer

Ops = list[tuple[str, ...]]

# -- OpenTracks -------------------------------------------------------------------------------------------

_DOING = {"Running": "run", "Cycling": "bike ride", "Walking": "walk", "Swimming": "swim"}
_VERBING = {"Running": "running", "Cycling": "cycling", "Walking": "walking", "Swimming": "swimming"}


def _track(rng: random.Random, kind: str, back: int) -> dict[str, Any]:
    day = (TODAY - datetime.timedelta(days=back)).isoformat()
    return {"type": kind, "day": day, "minutes": rng.randint(20, 95), "meters": rng.randint(1500, 32000)}


def _tracks_params(rng: random.Random) -> Params:
    """Seven activities on seven days of the last two weeks (some this week), two kinds at least twice."""
    backs = rng.sample(range(0, 13), 7)
    kinds = [*rng.sample(KINDS, 2) * 2, *rng.choices(KINDS, k=3)]
    rng.shuffle(kinds)
    tracks = [_track(rng, kind, back) for kind, back in zip(kinds, backs, strict=True)]
    target = rng.randrange(7)
    # A second activity on the target's day: a day's activities are more than one.
    extra = _track(rng, rng.choice(KINDS), backs[target])
    return {"tracks": tracks, "target": target, "extra": extra, "kind": tracks[target]["type"]}


def _day_params(rng: random.Random) -> Params:
    """A day with two activities of kinds no other day has (the perfect driver taps rows by their kind)."""
    kinds = rng.sample(KINDS, 4)
    backs = rng.sample(range(0, 13), 5)
    tracks = [_track(rng, kinds[0], backs[0])] + [_track(rng, rng.choice(kinds[2:]), back) for back in backs[1:]]
    rng.shuffle(tracks)
    target = next(n for n, t in enumerate(tracks) if t["type"] == kinds[0])
    return {"tracks": tracks, "target": target, "extra": _track(rng, kinds[1], backs[0]), "kind": kinds[0]}


def _put_tracks(world: World, p: Params) -> None:
    world["tracks"].extend(dict(t) for t in p["tracks"])


def _the(p: Params) -> dict[str, Any]:
    found: dict[str, Any] = p["tracks"][p["target"]]
    return found


def _day(p: Params) -> str:
    return _said(datetime.date.fromisoformat(_the(p)["day"]))


def _this_week(p: Params) -> list[dict[str, Any]]:
    return [t for t in p["tracks"] if MONDAY.isoformat() <= t["day"] <= TODAY.isoformat()]


def _week_km(p: Params) -> float:
    return sum(int(t["meters"]) for t in _this_week(p)) / 1000


def _of_kind(p: Params) -> int:
    return sum(t["type"] == p["kind"] for t in p["tracks"])


def _day_gone(world: World, p: Params) -> None:
    world["tracks"][:] = [t for t in world["tracks"] if t["day"] != _the(p)["day"]]


TRACK_JOBS = [
    _job(
        "TracksActivityDuration",
        "opentracks",
        "answer",
        lambda p: (
            f"How many minutes did my {_the(p)['type'].lower()} activity on {_day(p)} last, according to "
            "OpenTracks? Answer with the number only."
        ),
        _tracks_params,
        lambda p: [("open", "OpenTracks"), ("done", str(_the(p)["minutes"]))],
        (
            lambda p: f"how long was my {_DOING[_the(p)['type']]} on {_day(p)}? opentracks, in minutes",
            lambda p: f"opentracks: duration of the {_the(p)['type'].lower()} on {_day(p)} (minutes)?",
        ),
        setup=_put_tracks,
        answer=lambda w, p: number_answer(_the(p)["minutes"]),
    ),
    _job(
        "TracksWeekDistance",
        "opentracks",
        "answer",
        lambda p: (
            "What is the total distance of all my activities this week in OpenTracks, in kilometers? "
            "Answer with the number only."
        ),
        _tracks_params,
        lambda p: [("open", "OpenTracks"), ("done", f"{_week_km(p):.2f}")],
        (
            lambda p: "how many km did I cover altogether this week? check opentracks",
            lambda p: "opentracks: add up the distances of this week's tracks, in km",
        ),
        setup=_put_tracks,
        answer=lambda w, p: number_answer(_week_km(p), 0.011),
    ),
    _job(
        "TracksCountKind",
        "opentracks",
        "answer",
        lambda p: f"How many {p['kind']} activities are recorded in OpenTracks? Answer with the number only.",
        _tracks_params,
        lambda p: [("open", "OpenTracks"), ("done", str(_of_kind(p)))],
        (
            lambda p: f"how many times did I go {_VERBING[p['kind']]}? it's in opentracks",
            lambda p: f"opentracks: count my {p['kind'].lower()} tracks",
        ),
        setup=_put_tracks,
        answer=lambda w, p: number_answer(_of_kind(p)),
    ),
    _job(
        "TracksDeleteDay",
        "opentracks",
        "delete",
        lambda p: f"Delete all the activities I recorded on {_day(p)} in OpenTracks.",
        _day_params,
        lambda p: [
            ("open", "OpenTracks"),
            *[
                op
                for t in (_the(p), p["extra"])
                for op in (("tap", t["type"]), ("tap", "More options"), ("tap", "Delete"), ("tap", "OK"))
            ],
            ("done",),
        ],
        (
            lambda p: f"opentracks: remove every track from {_day(p)}",
            lambda p: f"get rid of everything I recorded on {_day(p)} in opentracks",
        ),
        setup=lambda w, p: w["tracks"].extend(dict(t) for t in (*p["tracks"], p["extra"])),
        expect=_day_gone,
        events=lambda p: [("delete", f"{t['type']} {t['day']}") for t in (_the(p), p["extra"])],
    ),
]


# -- Files ----------------------------------------------------------------------------------------------

_KINDS = {"pdf": ("lease_2030", "tax_return", "ticket_rome"), "jpg": ("scan_id", "receipt_0312", "whiteboard")}
_KINDS |= {"txt": ("notes_march", "packing_list", "wifi_codes"), "mp3": ("voice_memo", "ringtone", "lecture_04")}
_NEW_FOLDERS = ("Taxes 2030", "Holiday", "Scans", "Old stuff", "Work docs")


def _files_params(rng: random.Random) -> Params:
    """A folder with two or three files of one kind among three of other kinds."""
    ext, other = rng.sample(sorted(_KINDS), 2)
    folder, target = rng.sample(["Download", "Documents", "Pictures", "Music"], 2)
    kind = [f"{stem}.{ext}" for stem in rng.sample(_KINDS[ext], rng.choice([2, 3]))]
    rest = [f"{stem}.{other}" for stem in rng.sample(_KINDS[other], 3)]
    return {"ext": ext, "folder": folder, "target": target, "kind": kind, "rest": rest, "new": rng.choice(_NEW_FOLDERS)}


def _put_files(world: World, p: Params) -> None:
    world["files"][p["folder"]].extend([*p["rest"], *p["kind"]])


def _files_of_kind(p: Params) -> list[str]:
    """Every file of the kind in the folder: the ones put there and any the phone already had."""
    world: World = {}
    initial(world)
    had = [name for name in world["files"][p["folder"]] if name.endswith(f".{p['ext']}")]
    return [*had, *p["kind"]]


def _moved(world: World, p: Params) -> None:
    for name in sorted(_files_of_kind(p)):  # the picker moves the selection in its (sorted) order
        world["files"][p["folder"]].remove(name)
        world["files"][p["target"]].append(name)


def _deleted_kind(world: World, p: Params) -> None:
    for name in _files_of_kind(p):
        world["files"][p["folder"]].remove(name)


def _select_kind(p: Params) -> Ops:
    return [("open", "Files"), ("tap", p["folder"]), *[("tap", f"Select {name}") for name in _files_of_kind(p)]]


def _count(p: Params) -> int:
    world: World = {}
    initial(world)
    return len(world["files"][p["folder"]]) + len(p["kind"]) + len(p["rest"])


FILES_JOBS = [
    _job(
        "FilesDeleteKind",
        "files",
        "delete",
        lambda p: f"Delete all the .{p['ext']} files in the {p['folder']} folder using the Files app.",
        _files_params,
        lambda p: [*_select_kind(p), ("tap", "Delete"), ("tap", "Delete"), ("done",)],
        (
            lambda p: f"files app: get rid of every {p['ext']} in {p['folder']}",
            lambda p: f"clear out the {p['ext']} files from my {p['folder']} folder (Files)",
        ),
        setup=_put_files,
        expect=_deleted_kind,
        events=lambda p: [("delete", f"{p['folder']}/{name}") for name in _files_of_kind(p)],
    ),
    _job(
        "FilesMoveKind",
        "files",
        "edit",
        lambda p: f"Move all the .{p['ext']} files from {p['folder']} to {p['target']} in the Files app.",
        _files_params,
        lambda p: [*_select_kind(p), ("tap", "More options"), ("tap", "Move to…"), ("tap", p["target"]), ("done",)],
        (
            lambda p: f"put every {p['ext']} file in {p['folder']} into {p['target']} instead, using files",
            lambda p: f"files: my {p['ext']} files in {p['folder']} belong in {p['target']}, move them",
        ),
        setup=_put_files,
        expect=_moved,
    ),
    _job(
        "FilesNewFolder",
        "files",
        "create",
        lambda p: f'Create a new folder named "{p["new"]}" in the Files app.',
        _files_params,
        lambda p: [
            ("open", "Files"),
            ("tap", "More options"),
            ("tap", "New folder"),
            ("type", "Folder name", p["new"]),
            ("tap", "OK"),
            ("done",),
        ],
        (
            lambda p: f"make a folder called {p['new']} on my phone storage (files app)",
            lambda p: f"files: new folder {p['new']}",
        ),
        expect=lambda w, p: w["files"].__setitem__(p["new"], []),
    ),
    _job(
        "FilesCountFolder",
        "files",
        "answer",
        lambda p: f"How many files are in the {p['folder']} folder? Use the Files app and answer with the number only.",
        _files_params,
        lambda p: [("open", "Files"), ("tap", p["folder"]), ("done", str(_count(p)))],
        (
            lambda p: f"how many files do I have in {p['folder']}? check in files",
            lambda p: f"files app: count what's in the {p['folder']} folder",
        ),
        setup=_put_files,
        answer=lambda w, p: number_answer(len(w["files"][p["folder"]])),
    ),
]

TEMPLATES = [*TRACK_JOBS, *FILES_JOBS]
