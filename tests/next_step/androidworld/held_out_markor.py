"""The held-out templates of Markor.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import random

from .device import World
from .markor import EDITOR, LABEL, NEW, SENTENCES, WORDS
from .markor_tasks import _add, _delete_ops, _file, _note, _open_note, _rename_ops, _renamed, _two_names
from .paraphrases import Say
from .template import Params, Template


def _move_setup(world: World, p: Params) -> None:
    world["markor"]["folders"] += [p["source_folder"], p["destination_folder"]]
    _add(world, f"{p['source_folder']}/{p['file_name']}", "draft agenda")


def _moved(world: World, p: Params) -> None:
    _note(world, f"{p['source_folder']}/{p['file_name']}")["path"] = f"{p['destination_folder']}/{p['file_name']}"


def _noise_params(rng: random.Random) -> Params:
    paths: list[str] = []
    for _ in range(rng.randint(2, 6)):
        paths.append(next(path for path in iter(lambda: _file(rng), None) if path not in paths))
    return {"paths": paths}


def _noise_setup(world: World, p: Params) -> None:
    # AndroidWorld's Markor tasks start from an emptied Markor folder; this one then writes 2-6 notes. Its check
    # lists the folder's top-level files only, so a note left in a subfolder (the base world's Work/standup.md)
    # would pass there and fail here.
    world["markor"] = {"folders": [], "notes": []}
    for path in p["paths"]:
        _add(world, path, "scratch")


TEMPLATES = [
    Template(
        "MarkorCreateFolder",
        "markor",
        "create",
        lambda p: f"Create a new folder in Markor named {p['folder_name']}.",
        lambda rng: {"folder_name": f"{rng.choice(WORDS)}_{rng.randint(100, 999)}"},
        lambda p: [("open", LABEL), ("tap", NEW), ("type", "Name", p["folder_name"]), ("tap", "Folder"), ("done",)],
        paraphrases=(
            lambda p: f"make a folder called {p['folder_name']} in markor",
            lambda p: f"Markor: new folder '{p['folder_name']}' pls",
        ),
        expect=lambda w, p: w["markor"]["folders"].append(p["folder_name"]),
    ),
    Template(
        "MarkorDeleteAllNotes",
        "markor",
        "delete",
        lambda p: "Delete all my notes in Markor.",
        _noise_params,
        lambda p: [
            *[op for path in p["paths"] for op in _delete_ops(path)],
            ("done",),
        ],
        paraphrases=(lambda p: "clear out every note in markor", lambda p: "wipe all of my Markor notes"),
        setup=_noise_setup,
        expect=lambda w, p: w["markor"].__setitem__("notes", []),
        events=lambda p: [("delete", path) for path in p["paths"]],
    ),
    Template(
        "MarkorChangeNoteContent",
        "markor",
        "edit",
        lambda p: (
            f'Update the content of {p["original_name"]} to "{p["updated_content"]}" in Markor and change its '
            f"name to {p['new_name']}."
        ),
        lambda rng: (
            dict(zip(("original_name", "new_name"), _two_names(rng), strict=True))
            | {"updated_content": rng.choice(SENTENCES)}
        ),
        lambda p: [
            *_open_note(p["original_name"]),
            ("type", EDITOR, p["updated_content"]),
            *_rename_ops(p["new_name"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f'rename {p["original_name"]} to {p["new_name"]} in markor and make it say "{p["updated_content"]}"'
            ),
        ),
        setup=lambda w, p: _add(w, p["original_name"], "placeholder text"),
        expect=lambda w, p: _renamed(w, p["original_name"], p["new_name"], p["updated_content"]),
    ),
    Template(
        "MarkorMoveNote",
        "markor",
        "edit",
        lambda p: f"In Markor, move the note {p['file_name']} from {p['source_folder']} to {p['destination_folder']}.",
        lambda rng: {
            "file_name": _file(rng),
            "source_folder": "Inbox",
            "destination_folder": rng.choice(["Ideas", "Done"]),
        },
        lambda p: [
            *_open_note(f"{p['source_folder']}/{p['file_name']}"),
            ("tap", "More options"),
            ("tap", "Move"),
            ("tap", p["destination_folder"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f"markor: put {p['file_name']} in the {p['destination_folder']} folder (it's in {p['source_folder']})"
            ),
        ),
        setup=_move_setup,
        expect=_moved,
    ),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "MarkorChangeNoteContent": (
        lambda p: (
            f'pls change {p["original_name"]} so it just says "{p["updated_content"]}", and call it '
            f"{p['new_name']} from now on"
        ),
    ),
    "MarkorMoveNote": (lambda p: f"move {p['file_name']} to {p['destination_folder']} in markor pls",),
}
