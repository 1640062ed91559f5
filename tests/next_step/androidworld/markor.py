"""Markor: a folder's files (folders first, then notes newest first), the "+" FAB's New dialog (Name,
Folder / Cancel / OK), the editor (autosaves, as Markor does) and its "More options" menu (Rename,
Move, Delete, Share via SMS).

World: ``markor`` = ``{"folders": [path], "notes": [{"path", "text", "_mtime"}]}``; keys starting with
``_`` are bookkeeping the judge ignores. AndroidWorld reads the files' names and contents (fuzzy).
"""

from __future__ import annotations

import datetime

from . import sms
from .device import App, Device, Frame, Widget, button, edit, icon, text
from .template import World

PACKAGE = "net.gsantner.markor"
LABEL = "Markor"
NEW = "Create a new file or folder"
EDITOR = "Note text"
WORDS = ("grocery", "ideas", "trip", "budget", "reading", "meeting", "garden", "recipes", "workout", "gifts")
SENTENCES = (
    "Buy oat milk and two lemons.",
    "Call the plumber about the kitchen sink.",
    "Book the train to Lyon before Friday.",
    "The quarterly report is due next month.",
    "Water the tomatoes every other day.",
    "Remember to back up the laptop.",
    "Ask Dana about the spare tent.",
    "Renew the library card online.",
)


BASE_PATHS = ("shopping.md", "Work/standup.md", "todo.txt")


def initial(world: World) -> None:
    world["markor"] = {
        "folders": ["Archive", "Work"],
        "notes": [
            {"path": "shopping.md", "text": "eggs, bread", "_mtime": 1},
            {"path": "Work/standup.md", "text": "Yesterday: release notes", "_mtime": 2},
            {"path": "todo.txt", "text": "renew passport", "_mtime": 3},
        ],
    }


def _clock(world: World) -> int:
    return 1 + max((n["_mtime"] for n in world["markor"]["notes"]), default=0)


def _modified(mtime: int) -> str:
    # The bookkeeping clock as a date: later notes later, all before the device's now.
    when = datetime.datetime(2030, 3, 1, 8, 0) + datetime.timedelta(hours=2 * mtime)
    return when.strftime("Modified %b %d, %Y %H:%M").replace(" 0", " ")


def _open(dev: Device) -> None:
    dev.push(lambda: _folder(dev, ""), "markor", package=PACKAGE)


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def _parent(path: str) -> str:
    return path.rsplit("/", 1)[0] if "/" in path else ""


def _folder(dev: Device, folder: str) -> list[Widget]:
    store = dev.world["markor"]
    folders = [f for f in store["folders"] if _parent(f) == folder]
    notes = sorted((n for n in store["notes"] if _parent(n["path"]) == folder), key=lambda n: -n["_mtime"])
    rows = [
        Widget("ListItem", _name(f), value="Folder", tap=lambda f=f: dev.push(lambda: _folder(dev, f), f))
        for f in folders
    ] + [
        Widget("ListItem", _name(n["path"]), value=_modified(n["_mtime"]), tap=lambda n=n: _edit(dev, n)) for n in notes
    ]
    head = [icon("Navigate up", dev.pop), text(_name(folder))] if folder else [text("Markor")]
    return [*head, icon("Search"), icon("More options"), *dev.rows("Files", rows), icon(NEW, lambda: _new(dev, folder))]


def _new(dev: Device, folder: str) -> None:
    frame = dev.push(lambda: _new_dialog(dev, frame, folder), "new file")


def _new_dialog(dev: Device, frame: Frame, folder: str) -> list[Widget]:
    store = dev.world["markor"]

    def path() -> str:
        name = frame.fields.get("Name", "").strip()
        return f"{folder}/{name}" if folder else name

    def create_file() -> None:
        full = path() if "." in _name(path()) else path() + ".md"
        note = {"path": full, "text": "", "_mtime": _clock(dev.world)}
        store["notes"].append(note)
        dev.pop()
        _edit(dev, note)

    def create_folder() -> None:
        store["folders"].append(path())
        dev.pop()

    named = bool(frame.fields.get("Name", "").strip())
    return [
        text("New"),
        edit(frame, "Name", focused=True),
        button("Folder", create_folder, enabled=named),
        button("Cancel", dev.pop),
        button("OK", create_file, enabled=named),
    ]


def _edit(dev: Device, note: dict[str, object]) -> None:
    dev.push(lambda: _editor(dev, note), f"editor {note['path']}")


def _editor(dev: Device, note: dict[str, object]) -> list[Widget]:
    def write(typed: str) -> None:
        note["text"] = typed
        note["_mtime"] = _clock(dev.world)

    return [
        icon("Navigate up", dev.pop),
        text(_name(str(note["path"]))),
        icon("Save"),
        icon("More options", lambda: dev.push(lambda: _menu(dev, note), "menu")),
        Widget("EditText", EDITOR, ("focused",), str(note["text"]) or None, type=write),
    ]


def _menu(dev: Device, note: dict[str, object]) -> list[Widget]:
    def then(render_name: str) -> None:
        dev.pop()
        if render_name == "rename":
            frame = dev.push(lambda: _rename(dev, frame, note), "rename")
            frame.fields["Name"] = _name(str(note["path"]))
        elif render_name == "delete":
            dev.push(lambda: _delete(dev, note), "delete")
        elif render_name == "move":
            dev.push(lambda: _move(dev, note), "move")
        else:
            _share(dev, note)

    return [
        Widget("TextView", item, tap=lambda item=item: then(item.split()[0].lower()))
        for item in ("Rename", "Move", "Delete", "Share")
    ]


def _rename(dev: Device, frame: Frame, note: dict[str, object]) -> list[Widget]:
    def ok() -> None:
        parent = _parent(str(note["path"]))
        name = frame.fields["Name"].strip()
        note["path"] = f"{parent}/{name}" if parent else name
        dev.pop()

    return [text("Rename"), edit(frame, "Name", focused=True), button("Cancel", dev.pop), button("OK", ok)]


def _delete(dev: Device, note: dict[str, object]) -> list[Widget]:
    def ok() -> None:
        dev.world["markor"]["notes"].remove(note)
        dev.commit("delete", str(note["path"]))
        dev.pop()
        dev.pop()

    return [
        text(f"Do you really want to delete {_name(str(note['path']))}?"),
        button("Cancel", dev.pop),
        button("Delete", ok),
    ]


def _move(dev: Device, note: dict[str, object]) -> list[Widget]:
    def to(folder: str) -> None:
        note["path"] = f"{folder}/{_name(str(note['path']))}" if folder else _name(str(note["path"]))
        dev.pop()

    targets = [("Markor", "")] + [(f, f) for f in dev.world["markor"]["folders"]]
    return [
        text("Move to"),
        *dev.rows("Folders", [Widget("ListItem", label, tap=lambda f=f: to(f)) for label, f in targets]),
    ]


def _share(dev: Device, note: dict[str, object]) -> None:
    """Share as text: opens SMS Messenger's new conversation with the note's text as the draft."""
    sms.share_text(dev, str(note["text"]))


APP = App(LABEL, PACKAGE, _open)
