"""AndroidWorld's Markor templates (``task_evals/single/markor.py``, ``composite/markor_sms.py``)."""

from __future__ import annotations

import random

from .markor import BASE_PATHS, EDITOR, LABEL, NEW, SENTENCES, WORDS, _name, _parent
from .template import Params, Template, World, norm_number, phone_number


def _file(rng: random.Random, ext: str = "") -> str:
    return f"{rng.choice(WORDS)}_{rng.randint(10, 99)}{ext or rng.choice(['.md', '.txt'])}"


def _add(world: World, path: str, body: str, mtime: int | None = None) -> None:
    notes = world["markor"]["notes"]
    notes.append({"path": path, "text": body, "_mtime": mtime or 100 + len(notes)})


def _note(world: World, path: str) -> dict[str, object]:
    found: dict[str, object] = next(n for n in world["markor"]["notes"] if n["path"] == path)
    return found


def _drop(world: World, path: str) -> None:
    world["markor"]["notes"].remove(_note(world, path))


def _open_note(path: str) -> list[tuple[str, ...]]:
    ops: list[tuple[str, ...]] = [("open", LABEL)]
    if "/" in path:
        ops.append(("tap", _parent(path)))
    return [*ops, ("tap", _name(path))]


def _rename_ops(new: str) -> list[tuple[str, ...]]:
    return [("tap", "More options"), ("tap", "Rename"), ("type", "Name", new), ("tap", "OK")]


def _delete_ops(path: str) -> list[tuple[str, ...]]:
    return [*_open_note(path), ("tap", "More options"), ("tap", "Delete"), ("tap", "Delete")]


def _create_ops(name: str, body: str) -> list[tuple[str, ...]]:
    return [("open", LABEL), ("tap", NEW), ("type", "Name", name), ("tap", "OK"), ("type", EDITOR, body), ("back",)]


def _edit_goal(p: Params) -> str:
    if p["edit_type"] == "header":
        return f"Edit {p['file_name']} in Markor. Add to the top of the note {p['header']}"
    if p["edit_type"] == "footer":
        return f"Edit {p['file_name']} in Markor. Add to the bottom of the note {p['footer']}"
    return f"Edit {p['file_name']} in Markor. Replace the text with {p['replace_text']}"


def _edit_params(rng: random.Random) -> Params:
    kind = rng.choice(["header", "footer", "replace"])
    params: Params = {"file_name": _file(rng), "edit_type": kind, "original": rng.choice(SENTENCES)}
    params[{"header": "header", "footer": "footer", "replace": "replace_text"}[kind]] = rng.choice(SENTENCES)
    return params


def _edited(p: Params) -> str:
    if p["edit_type"] == "header":
        return f"{p['header']}\n{p['original']}"
    if p["edit_type"] == "footer":
        return f"{p['original']}\n{p['footer']}"
    return str(p["replace_text"])


def _edit_paraphrase(p: Params) -> str:
    if p["edit_type"] == "replace":
        return f"in markor, change the text of {p['file_name']} to: {p['replace_text']}"
    where = "top" if p["edit_type"] == "header" else "end"
    return f'add "{p.get("header") or p.get("footer")}" at the {where} of my {p["file_name"]} note'


def _merge_params(rng: random.Random) -> Params:
    names = _distinct(rng, 4, ".md")
    return {
        "file1_name": names[0],
        "file2_name": names[1],
        "file3_name": names[2],
        "new_file_name": names[3],
        "contents": rng.sample(SENTENCES, 3),
    }


def _merge_setup(world: World, p: Params) -> None:
    for key, body in zip(("file1_name", "file2_name", "file3_name"), p["contents"], strict=True):
        _add(world, p[key], body)


def _newest_setup(world: World, p: Params) -> None:
    for i, name in enumerate(p["names"]):
        _add(world, name, SENTENCES[i], 50 + i * 7)


def _renamed(world: World, old: str, new: str, body: str) -> None:
    note = _note(world, old)
    note["path"], note["text"] = new, body


def _distinct(rng: random.Random, k: int, ext: str = "") -> list[str]:
    names: list[str] = []
    while len(names) < k:
        name = _file(rng, ext)
        if name not in names and name not in BASE_PATHS:
            names.append(name)
    return names


def _two_names(rng: random.Random) -> tuple[str, str]:
    old, new = _distinct(rng, 2)
    return old, new


def _create_and_share(p: Params) -> list[tuple[str, ...]]:
    return [
        *_create_ops(p["file_name"], p["text"])[:-1],
        ("tap", "More options"),
        ("tap", "Share"),
        ("type", "Add Contact or Number…", p["number"]),
        ("tap", "Confirm"),
        ("tap", "Send SMS"),
        ("done",),
    ]


def _new_note_params(rng: random.Random) -> Params:
    return {"file_name": _file(rng), "text": " ".join(rng.sample(SENTENCES, 2))}


TEMPLATES = [
    Template(
        "MarkorCreateNote",
        "markor",
        "create",
        lambda p: f"Create a new note in Markor named {p['file_name']} with the following text: {p['text']}",
        _new_note_params,
        lambda p: [*_create_ops(p["file_name"], p["text"]), ("done",)],
        paraphrases=(
            lambda p: f'jot down "{p["text"]}" in a markor note called {p["file_name"]}',
            lambda p: f"In the Markor app, write a new note {p['file_name']} that says: {p['text']}",
        ),
        expect=lambda w, p: _add(w, p["file_name"], p["text"]),
    ),
    Template(
        "MarkorDeleteNote",
        "markor",
        "delete",
        lambda p: f"Delete the note in Markor named {p['file_name']}.",
        lambda rng: {"file_name": _file(rng)},
        lambda p: [*_delete_ops(p["file_name"]), ("done",)],
        paraphrases=(
            lambda p: f"get rid of my {p['file_name']} note in markor",
            lambda p: f"remove the Markor file {p['file_name']} please",
        ),
        setup=lambda w, p: _add(w, p["file_name"], "old notes"),
        expect=lambda w, p: _drop(w, p["file_name"]),
        events=lambda p: [("delete", p["file_name"])],
    ),
    Template(
        "MarkorDeleteNewestNote",
        "markor",
        "delete",
        lambda p: "Delete the newest note in Markor.",
        lambda rng: {"names": _distinct(rng, 3)},
        lambda p: [*_delete_ops(p["names"][-1]), ("done",)],
        paraphrases=(
            lambda p: "delete the most recent markor note",
            lambda p: "In Markor, remove the note I made last",
        ),
        setup=_newest_setup,
        expect=lambda w, p: _drop(w, p["names"][-1]),
        events=lambda p: [("delete", p["names"][-1])],
    ),
    Template(
        "MarkorEditNote",
        "markor",
        "edit",
        _edit_goal,
        _edit_params,
        lambda p: [*_open_note(p["file_name"]), ("type", EDITOR, _edited(p)), ("back",), ("done",)],
        paraphrases=(_edit_paraphrase,),
        setup=lambda w, p: _add(w, p["file_name"], p["original"]),
        expect=lambda w, p: _note(w, p["file_name"]).__setitem__("text", _edited(p)),
    ),
    Template(
        "MarkorAddNoteHeader",
        "markor",
        "edit",
        lambda p: (
            f"Update the Markor note {p['original_name']} by adding the following text, along with a new blank "
            f'line before the existing content: "{p["header"]}", and rename it to {p["new_name"]}.'
        ),
        lambda rng: (
            dict(zip(("original_name", "new_name"), _two_names(rng), strict=True))
            | {"header": rng.choice(SENTENCES), "original": rng.choice(SENTENCES)}
        ),
        lambda p: [
            *_open_note(p["original_name"]),
            ("type", EDITOR, f"{p['header']}\n\n{p['original']}"),
            *_rename_ops(p["new_name"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f'put "{p["header"]}" plus a blank line at the top of {p["original_name"]} in markor, then '
                f"rename it {p['new_name']}"
            ),
        ),
        setup=lambda w, p: _add(w, p["original_name"], p["original"]),
        expect=lambda w, p: _renamed(w, p["original_name"], p["new_name"], f"{p['header']}\n\n{p['original']}"),
    ),
    Template(
        "MarkorMergeNotes",
        "markor",
        "create",
        lambda p: (
            f"Merge the contents of Markor notes {p['file1_name']}, {p['file2_name']} and {p['file3_name']} (in "
            f"the same order) into a new Markor note named {p['new_file_name']} and save it. Add a new line between the "
            "content of each note."
        ),
        _merge_params,
        lambda p: [*_create_ops(p["new_file_name"], "\n\n".join(p["contents"])), ("done",)],
        paraphrases=(
            lambda p: (
                f"combine {p['file1_name']}, {p['file2_name']} and {p['file3_name']} into one markor note "
                f"{p['new_file_name']}, with a blank line between each"
            ),
        ),
        setup=_merge_setup,
        expect=lambda w, p: _add(w, p["new_file_name"], "\n\n".join(p["contents"])),
    ),
    Template(
        "MarkorCreateNoteAndSms",
        "markor",
        "send",
        lambda p: (
            f"Create a new note in Markor named {p['file_name']} with the following text: {p['text']}. Share the "
            f"entire content of the note with the phone number {p['number']} via SMS using Simple SMS Messenger"
        ),
        lambda rng: {**_new_note_params(rng), "number": phone_number(rng)},
        _create_and_share,
        paraphrases=(
            lambda p: f'write a markor note {p["file_name"]} saying "{p["text"]}" and text it to {p["number"]}',
        ),
        expect=lambda w, p: (
            _add(w, p["file_name"], p["text"]),
            w["sms"].append([norm_number(p["number"]), "out", p["text"]]),
        ),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
]
