"""Markor requests that carry several lines or items, phrased as an agent benchmark phrases them: a note whose
body spans lines or is the last SMS from someone, a note in a folder that does not exist yet, every note of a
folder or with a word in its name deleted. The expense and event ones are in app_jobs_many_items.py. Our own jobs
(``Template.ours``), judged on the world afterwards: each effect once, nothing else touched.
"""

from __future__ import annotations

import random

from .app_jobs import _job
from .device import World
from .markor import EDITOR, NEW
from .markor import LABEL as MARKOR
from .markor_tasks import _add
from .template import Params, norm_number

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_LINES = (
    ("packing", ("Passport", "Phone charger", "Blue jacket", "Sunscreen")),
    ("groceries", ("Oat milk", "Two lemons", "Rye bread")),
    ("agenda", ("Budget review", "Hiring plan", "Office move", "Any other business")),
    ("chores", ("Clean the gutters", "Fix the gate", "Mow the lawn")),
)
_TEXTS = (
    "The plumber comes Tuesday at 10, leave the side gate open",
    "Flight BA117 lands at 18:40, terminal 5, I will take the train",
    "Door code is 4471, the keys are with the neighbour at number 12",
    "Dinner moved to Saturday at 8, bring the dessert please",
)
_TRIP = (("Trips", "paris.md"), ("Recipes", "soup.md"), ("Garden", "beds.md"), ("Projects", "roadmap.md"))
_SAYINGS = ("Book the museum tickets early.", "Use the big pot and simmer slowly.", "Tomatoes go in the sunny bed.")


def _lines_params(rng: random.Random) -> Params:
    stem, items = rng.choice(_LINES)
    return {"file_name": f"{stem}_{rng.randint(10, 99)}.md", "lines": list(items)}


def _body(p: Params) -> str:
    return "\n".join(p["lines"])


def _sms_params(rng: random.Random) -> Params:
    who = rng.choice([("Alice Romero", "2125550101"), ("Ben Carter", "6465550178")])
    return {"who": who[0], "peer": who[1], "text": rng.choice(_TEXTS), "file_name": f"from_{rng.randint(10, 99)}.md"}


def _last_sms(world: World, p: Params) -> None:
    world["sms"].append([p["peer"], "in", p["text"]])
    world["sms"].append([norm_number("+13105550199"), "in", "Your parcel is on its way"])


def _folder_params(rng: random.Random) -> Params:
    folder, name = rng.choice(_TRIP)
    return {"folder": folder, "file_name": name, "text": rng.choice(_SAYINGS)}


def _in_new_folder(world: World, p: Params) -> None:
    world["markor"]["folders"].append(p["folder"])
    _add(world, f"{p['folder']}/{p['file_name']}", p["text"])


def _archive_params(rng: random.Random) -> Params:
    names = rng.sample(["old_plan.md", "2029_goals.md", "notes_jan.txt", "ideas_old.md", "taxes_2028.md"], 3)
    return {"names": names, "folder": "Archive"}


def _archived(world: World, p: Params) -> None:
    for i, name in enumerate(p["names"]):
        _add(world, f"{p['folder']}/{name}", f"archived {i + 1}")
    _add(world, "plan_now.md", "keep this one")


def _word_params(rng: random.Random) -> Params:
    word = rng.choice(["draft", "old", "temp"])
    hits = [f"{word}_letter.md", f"essay_{word}.md"]
    misses = ["final_letter.md", "essay_done.md"]
    return {"word": word, "hits": hits, "misses": misses}


def _with_word(world: World, p: Params) -> None:
    for i, name in enumerate([p["hits"][0], p["misses"][0], p["hits"][1], p["misses"][1]]):
        _add(world, name, f"text {i + 1}")


def _drop(world: World, paths: list[str]) -> None:
    world["markor"]["notes"] = [n for n in world["markor"]["notes"] if n["path"] not in paths]


def _note_deleting(names: list[str], folder: str = "") -> Ops:
    ops: Ops = [("open", MARKOR), *([("tap", folder)] if folder else [])]
    for name in names:
        ops += [("tap", name), ("tap", "More options"), ("tap", "Delete"), ("tap", "Delete")]
    return [*ops, ("done",)]


def _new_note(name: str, body: str) -> Ops:
    return [("tap", NEW), ("type", "Name", name), ("tap", "OK"), ("type", EDITOR, body), ("back",)]


MARKOR_JOBS = [
    _job(
        "ManyLinesMarkorNote",
        "markor",
        "create",
        lambda p: f"Create a new note in Markor named {p['file_name']} with the following content:\n{_body(p)}",
        _lines_params,
        lambda p: [("open", MARKOR), *_new_note(p["file_name"], _body(p)), ("done",)],
        (
            lambda p: f"in markor make {p['file_name']} and write, one per line:\n{_body(p)}",
            lambda p: f"New Markor note {p['file_name']}. Its text, line by line:\n{_body(p)}\n(keep the line breaks)",
        ),
        expect=lambda w, p: _add(w, p["file_name"], _body(p)),
    ),
    _job(
        "ManyNoteFromLastSms",
        "markor",
        "create",
        lambda p: (
            f"Create a note in Markor named {p['file_name']} containing the text of the last message I received "
            f"from {p['who']} in Simple SMS Messenger."
        ),
        _sms_params,
        lambda p: [("open", MARKOR), *_new_note(p["file_name"], p["text"]), ("done",)],
        (
            lambda p: f"save what {p['who']} last texted me in a markor note called {p['file_name']}",
            lambda p: f"Copy the latest SMS from {p['who']} into a new Markor note, {p['file_name']}.",
        ),
        setup=_last_sms,
        expect=lambda w, p: _add(w, p["file_name"], p["text"]),
    ),
    _job(
        "ManyNoteInNewFolder",
        "markor",
        "create",
        lambda p: (
            f"In Markor, create a new folder named {p['folder']} and inside it a note named {p['file_name']} with "
            f"the text: {p['text']}"
        ),
        _folder_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", NEW),
            ("type", "Name", p["folder"]),
            ("tap", "Folder"),
            ("tap", p["folder"]),
            *_new_note(p["file_name"], p["text"]),
            ("done",),
        ],
        (
            lambda p: f"make a folder {p['folder']} in markor and put a note {p['file_name']} in it saying {p['text']}",
            lambda p: (
                f"Markor: the {p['folder']} folder doesn't exist yet. Create it, then add {p['file_name']} "
                f"to it containing: {p['text']}"
            ),
        ),
        expect=_in_new_folder,
    ),
    _job(
        "ManyNotesDeleteFolder",
        "markor",
        "delete",
        lambda p: f"Delete all the notes in the {p['folder']} folder in Markor. Keep the folder itself.",
        _archive_params,
        lambda p: _note_deleting(p["names"], p["folder"]),
        (
            lambda p: f"empty my {p['folder'].lower()} folder in markor, but leave the folder there",
            lambda p: f"markor: remove every note inside {p['folder']}",
        ),
        setup=_archived,
        expect=lambda w, p: _drop(w, [f"{p['folder']}/{n}" for n in p["names"]]),
        events=lambda p: [("delete", f"{p['folder']}/{n}") for n in p["names"]],
    ),
    _job(
        "ManyNotesDeleteWithWord",
        "markor",
        "delete",
        lambda p: f"In Markor, delete all notes whose name contains the word '{p['word']}'.",
        _word_params,
        lambda p: _note_deleting(p["hits"]),
        (
            lambda p: f"get rid of every markor note with {p['word']} in its file name",
            lambda p: f'Markor: delete the notes that have "{p["word"]}" in their title.',
        ),
        setup=_with_word,
        expect=lambda w, p: _drop(w, p["hits"]),
        events=lambda p: [("delete", n) for n in p["hits"]],
    ),
]


TEMPLATES = [*MARKOR_JOBS]
