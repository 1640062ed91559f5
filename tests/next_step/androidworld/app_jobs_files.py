"""Jobs of our own in Files (DocumentsUI), as people ask for them: two files deleted at once, every file of a kind
moved to another folder, one file moved as
people say it (taking it out of a folder, the device's storage named), a folder made, how many files a folder holds, whether a file is there, the smallest and the newest file.
Written after the held-out split (``Template.ours``) from the real app's features, before any change to the agent
for them; judged on the world afterwards (the effect once, nothing else changed; a deletion confirmed).
"""

from __future__ import annotations

import datetime
import random

from .app_jobs import _job
from .device import World
from .media import initial
from .template import Params, exact_answer, number_answer, titles_answer

Ops = list[tuple[str, ...]]
_STEMS = ("utility_bill", "passport_scan", "concert_tickets", "payslip_feb", "car_insurance", "school_report")
_STEMS += ("dentist_invoice", "moving_checklist", "garden_plan", "thesis_draft")
_EXTS = ("pdf", "jpg", "txt", "png", "docx", "mp3")
_SIZES = ("48 kB", "220 kB", "1.6 MB", "3.3 MB", "720 kB", "7.4 MB", "880 kB")
_NEW = ("Invoices", "Kids", "Holiday 2030", "Scans", "Work docs", "Music backup")


def _params(rng: random.Random) -> Params:
    """Five files in a folder (two or three of one kind) with distinct sizes, two to act on, a target folder."""
    folder, target = rng.sample(["Download", "Documents", "Pictures", "Music"], 2)
    ext, other = rng.sample(_EXTS, 2)
    of_kind = rng.choice([2, 3])
    stems = rng.sample(_STEMS, 6)
    names = [f"{s}.{ext if n < of_kind else other}" for n, s in enumerate(stems[:5])]
    rng.shuffle(names)
    first, second = rng.sample(names, 2)
    return {
        "folder": folder,
        "target": target,
        "names": names,
        # One file under the default 12 kB, so the smallest is never a tie among the folder's own files.
        "sizes": dict(zip(names, rng.sample(["9 kB", *rng.sample(list(_SIZES), 4)], 5), strict=True)),
        "first": first,
        "second": second,
        "ext": ext,
        "new": rng.choice(_NEW),
        "absent": f"{stems[5]}.{ext}",
        # The day each was last modified, as the list shows it: distinct, all after the folder's own files'.
        "days": dict(zip(names, [_day(d) for d in rng.sample(range(20, 300), 5)], strict=True)),
    }


def _day(n: int) -> str:
    return (datetime.date(2030, 3, 14) - datetime.timedelta(days=n)).strftime("%b %d, %Y").replace(" 0", " ")


def _put(world: World, p: Params) -> None:
    world["files"][p["folder"]].extend(p["names"])
    world["file_sizes"].update(p["sizes"])


def _every(p: Params) -> list[str]:
    world: World = {}
    initial(world)
    return [*world["files"][p["folder"]], *p["names"]]


def _of_kind(p: Params) -> list[str]:
    return [n for n in p["names"] if n.endswith(f".{p['ext']}")] + [
        n for n in _every(p) if n not in p["names"] and n.endswith(f".{p['ext']}")
    ]


def _dated(world: World, p: Params) -> None:
    _put(world, p)
    for name in world["files"][p["folder"]]:
        world.setdefault("file_dates", {})[name] = p["days"].get(name, "Jan 5, 2029")


def _newest(p: Params) -> str:
    return min(p["days"], key=lambda n: datetime.datetime.strptime(p["days"][n], "%b %d, %Y").toordinal() * -1)


def _bytes(size: str) -> float:
    number, unit = size.split()
    return float(number) * {"kB": 1e3, "MB": 1e6}[unit]


def _smallest(p: Params) -> str:
    sizes = {n: _bytes(p["sizes"].get(n, "12 kB")) for n in _every(p)}
    return min(sizes, key=lambda n: sizes[n])


def _deleted(world: World, p: Params) -> None:
    for name in (p["first"], p["second"]):
        world["files"][p["folder"]].remove(name)


def _moved_kind(world: World, p: Params) -> None:
    for name in sorted(_of_kind(p)):  # the picker moves a selection in name order
        world["files"][p["folder"]].remove(name)
        world["files"][p["target"]].append(name)


def _open(p: Params) -> Ops:
    return [("open", "Files"), ("tap", p["folder"])]


FILES_JOBS = [
    _job(
        "FilesDeleteTwo",
        "files",
        "delete",
        lambda p: f"Delete {p['first']} and {p['second']} from the {p['folder']} folder using the Files app.",
        _params,
        lambda p: [
            *_open(p),
            ("tap", f"Select {p['first']}"),
            ("tap", f"Select {p['second']}"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: f"files: get rid of {p['first']} and {p['second']} in {p['folder']}",
            lambda p: (
                f"I don't need {p['first']} or {p['second']} anymore, they're in my {p['folder']} folder. delete them"
            ),
        ),
        setup=_put,
        expect=_deleted,
        events=lambda p: sorted(("delete", f"{p['folder']}/{n}") for n in (p["first"], p["second"])),
    ),
    _job(
        "FilesMoveAllOfKind",
        "files",
        "edit",
        lambda p: f"Move all .{p['ext']} files from {p['folder']} to {p['target']} using the Files app.",
        _params,
        lambda p: [
            *_open(p),
            *[("tap", f"Select {n}") for n in _of_kind(p)],
            ("tap", "More options"),
            ("tap", "Move to…"),
            ("tap", p["target"]),
            ("done",),
        ],
        (
            lambda p: f"files app: every {p['ext']} in {p['folder']} should go to {p['target']}",
            lambda p: f"put all my {p['ext']} files from the {p['folder']} folder into {p['target']} (files)",
        ),
        setup=_put,
        expect=_moved_kind,
    ),
    _job(
        "FilesMoveInStorage",
        "files",
        "edit",
        lambda p: f"In the sdk_gphone_x86_64 storage, move {p['first']} out of {p['folder']} and into {p['target']}.",
        _params,
        lambda p: [
            *_open(p),
            ("tap", f"Select {p['first']}"),
            ("tap", "More options"),
            ("tap", "Move to…"),
            ("tap", p["target"]),
            ("done",),
        ],
        (
            lambda p: f"on the phone's internal storage, {p['first']} has to go from {p['folder']} to {p['target']}",
            lambda p: f"using Files, take {p['first']} out of the {p['folder']} folder and put it in {p['target']}",
        ),
        setup=_put,
        expect=lambda w, p: (w["files"][p["folder"]].remove(p["first"]), w["files"][p["target"]].append(p["first"])),
    ),
    _job(
        "FilesCreateFolder",
        "files",
        "create",
        lambda p: f'Create a new folder called "{p["new"]}" in the Files app.',
        _params,
        lambda p: [
            ("open", "Files"),
            ("tap", "More options"),
            ("tap", "New folder"),
            ("type", "Folder name", p["new"]),
            ("tap", "OK"),
            ("done",),
        ],
        (
            lambda p: f"make a folder named {p['new']} in files",
            lambda p: f"files: I need a new {p['new']} folder",
        ),
        setup=_put,
        expect=lambda w, p: w["files"].__setitem__(p["new"], []),
    ),
    _job(
        "FilesCountInFolder",
        "files",
        "answer",
        lambda p: f"How many files are in my {p['folder']} folder? Use the Files app and answer with the number only.",
        _params,
        lambda p: [*_open(p), ("done", str(len(_every(p))))],
        (
            lambda p: f"files: how many things are in {p['folder']}?",
            lambda p: f"count the files in the {p['folder']} folder for me (files app)",
        ),
        setup=_put,
        answer=lambda w, p: number_answer(len(_every(p))),
    ),
    _job(
        "FilesHasFile",
        "files",
        "answer",
        lambda p: (
            f"Is there a file named {p['absent']} in the {p['folder']} folder? Check in Files and answer yes or no."
        ),
        _params,
        lambda p: [*_open(p), ("done", "no")],
        (
            lambda p: f"files: do I have {p['absent']} in {p['folder']}? yes or no",
            lambda p: f"check whether {p['absent']} is in my {p['folder']} folder (files app), just yes/no",
        ),
        setup=_put,
        answer=lambda w, p: exact_answer("no"),
    ),
    _job(
        "FilesHasFileYes",
        "files",
        "answer",
        lambda p: (
            f"Is there a file named {p['first']} in the {p['folder']} folder? Check in Files and answer yes or no."
        ),
        _params,
        lambda p: [*_open(p), ("done", "yes")],
        (
            lambda p: f"files: is {p['first']} in {p['folder']}? yes/no",
            lambda p: f"do I still have {p['first']} in my {p['folder']} folder? check files, answer yes or no",
        ),
        setup=_put,
        answer=lambda w, p: exact_answer("yes"),
    ),
    _job(
        "FilesSmallestInFolder",
        "files",
        "answer",
        lambda p: f"What is the smallest file in {p['folder']}? Use the Files app and answer with its name only.",
        _params,
        lambda p: [*_open(p), ("done", _smallest(p))],
        (
            lambda p: f"files: which file in {p['folder']} takes the least space? just the name",
            lambda p: f"smallest file in my {p['folder']} folder? (files)",
        ),
        setup=_put,
        answer=lambda w, p: titles_answer([_smallest(p)]),
    ),
]

FILES_JOBS.append(
    _job(
        "FilesNewestInFolder",
        "files",
        "answer",
        lambda p: (
            f"Which file in {p['folder']} was modified most recently? Use the Files app and answer with its name."
        ),
        _params,
        lambda p: [*_open(p), ("done", _newest(p))],
        (
            lambda p: f"what's the newest file in my {p['folder']} folder? (files)",
            lambda p: f"files: latest thing saved in {p['folder']}, just the name",
        ),
        setup=_dated,
        answer=lambda w, p: titles_answer([_newest(p)]),
    )
)

TEMPLATES = FILES_JOBS
