"""Jobs of our own in Files, as people use it: one file moved to another folder, a folder made and a file moved
into it, the largest file of a folder, how many files of a kind a folder holds. Written after the held-out split
(``Template.ours``), from the app's features, before any change to the planner for them; judged on the world
afterwards.
"""

from __future__ import annotations

import random

from .app_jobs import _job
from .device import World
from .media import initial
from .template import Params, number_answer, titles_answer

Ops = list[tuple[str, ...]]
_STEMS = ("lease_2030", "tax_return", "wedding_invite", "recipe_card", "flight_plan", "gym_schedule", "id_scan")
_STEMS += ("bank_statement", "floor_plan", "vet_bill")
_EXTS = ("pdf", "jpg", "txt", "png", "docx")
_SIZES = ("84 kB", "310 kB", "1.2 MB", "2.8 MB", "640 kB", "5.1 MB", "17 kB", "950 kB")
_NEW = ("Taxes", "House", "Travel 2030", "Pets", "Receipts", "Old scans")


def _params(rng: random.Random) -> Params:
    """Five files in a folder with distinct sizes (two or three of one kind), the one to act on, a target."""
    folder, target = rng.sample(["Download", "Documents", "Pictures", "Music"], 2)
    ext, other = rng.sample(_EXTS, 2)
    of_kind = rng.choice([2, 3])
    stems = rng.sample(_STEMS, 5)
    names = [f"{s}.{ext if n < of_kind else other}" for n, s in enumerate(stems)]
    rng.shuffle(names)
    sizes = dict(zip(names, rng.sample(_SIZES, 5), strict=True))
    return {
        "folder": folder,
        "target": target,
        "names": names,
        "sizes": sizes,
        "name": rng.choice(names),
        "ext": ext,
        "new": rng.choice(_NEW),
    }


def _put(world: World, p: Params) -> None:
    world["files"][p["folder"]].extend(p["names"])
    world["file_sizes"].update(p["sizes"])


def _bytes(size: str) -> float:
    number, unit = size.split()
    return float(number) * {"kB": 1e3, "MB": 1e6}[unit]


def _largest(p: Params) -> str:
    return max(p["names"], key=lambda n: _bytes(p["sizes"][n]))


def _of_kind(p: Params) -> int:
    world: World = {}
    initial(world)
    every = [*world["files"][p["folder"]], *p["names"]]
    return sum(n.endswith(f".{p['ext']}") for n in every)


def _move(world: World, p: Params, to: str) -> None:
    world["files"][p["folder"]].remove(p["name"])
    world["files"][to].append(p["name"])


def _select(p: Params) -> Ops:
    return [("open", "Files"), ("tap", p["folder"]), ("tap", f"Select {p['name']}"), ("tap", "More options")]


FOLDER_JOBS = [
    _job(
        "FilesMoveOne",
        "files",
        "edit",
        lambda p: f"Using the Files app, move {p['name']} from the {p['folder']} folder into {p['target']}.",
        _params,
        lambda p: [*_select(p), ("tap", "Move to…"), ("tap", p["target"]), ("done",)],
        (
            lambda p: f"{p['name']} is in {p['folder']} but belongs in {p['target']}, move it (files)",
            lambda p: f"files: shift {p['name']} over from {p['folder']} to {p['target']}",
        ),
        setup=_put,
        expect=lambda w, p: _move(w, p, p["target"]),
    ),
    _job(
        "FilesNewFolderThenMove",
        "files",
        "edit",
        lambda p: (
            f'In the Files app, create a folder named "{p["new"]}" and move {p["name"]} from {p["folder"]} into it.'
        ),
        _params,
        lambda p: [
            ("open", "Files"),
            ("tap", "More options"),
            ("tap", "New folder"),
            ("type", "Folder name", p["new"]),
            ("tap", "OK"),
            ("tap", p["folder"]),
            ("tap", f"Select {p['name']}"),
            ("tap", "More options"),
            ("tap", "Move to…"),
            ("tap", p["new"]),
            ("done",),
        ],
        (
            lambda p: f"files: make a folder {p['new']} and put {p['name']} (from {p['folder']}) in it",
            lambda p: f"new folder {p['new']} in files, then move {p['name']} there from {p['folder']}",
        ),
        setup=_put,
        expect=lambda w, p: (w["files"].__setitem__(p["new"], []), _move(w, p, p["new"])),
    ),
    _job(
        "FilesLargestInFolder",
        "files",
        "answer",
        lambda p: (
            f"Which file in my {p['folder']} folder is the largest? Use the Files app and answer with the file name "
            "only."
        ),
        _params,
        lambda p: [("open", "Files"), ("tap", p["folder"]), ("done", _largest(p))],
        (
            lambda p: f"what's the biggest file in {p['folder']}? files app, just the name",
            lambda p: f"files: largest thing in my {p['folder']} folder?",
        ),
        setup=_put,
        answer=lambda w, p: titles_answer([_largest(p)]),
    ),
    _job(
        "FilesCountOfKind",
        "files",
        "answer",
        lambda p: (
            f"How many .{p['ext']} files are in the {p['folder']} folder? Use the Files app and answer with the "
            "number only."
        ),
        _params,
        lambda p: [("open", "Files"), ("tap", p["folder"]), ("done", str(_of_kind(p)))],
        (
            lambda p: f"how many {p['ext']} files do I have in {p['folder']}? (files)",
            lambda p: f"files app: count the {p['ext']}s in {p['folder']}",
        ),
        setup=_put,
        answer=lambda w, p: number_answer(_of_kind(p)),
    ),
]

TEMPLATES = FOLDER_JOBS
