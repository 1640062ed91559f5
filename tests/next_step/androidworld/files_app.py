"""Files (DocumentsUI) as the real app lays it out: the storage root's folders, a drawer of roots ("Show roots":
Recent, Images, Audio, Documents, Downloads and the device's storage), a folder's list with each row's name, date and
size, a "Select" box per row (what a long press does), and with nothing selected a toolbar Search and an overflow of
Select all and Sort by (name, date modified, size). A selection brings Delete (with its "are you sure?")
and an overflow of Move to… / Copy to… (a folder picker) and Rename (a dialog with the name).

Sorting and the roots are the app's view only: the world (``files``, ``file_sizes``, ``file_dates``) is what a run
changes.
"""

from __future__ import annotations

from typing import Any

from .device import Device, Frame, Widget, button, edit, icon, text

PACKAGE = "com.google.android.documentsui"
STORAGE = "sdk_gphone_x86_64"
_KINDS = {"Images": (".jpg", ".jpeg", ".png", ".gif"), "Audio": (".mp3", ".m4a", ".wav", ".ogg")}
_KINDS["Videos"] = (".mp4", ".mkv", ".mov")
_KINDS["Documents"] = (".pdf", ".txt", ".docx", ".doc", ".md", ".odt", ".xlsx", ".csv")
_SORTS = ("Name", "Date modified", "Size")


def _files(dev: Device) -> None:
    dev.push(lambda: _storage(dev, lambda folder: _folder(dev, folder)), "files", package=PACKAGE)


def _storage(dev: Device, open_folder: Any) -> list[Widget]:
    rows = [Widget("ListItem", f, tap=lambda f=f: dev.push(lambda: open_folder(f), f)) for f in dev.world["files"]]
    # Files' overflow menu at the storage root: "New folder" (a name dialog).
    menu = icon(
        "More options", lambda: dev.push(lambda: [Widget("TextView", "New folder", tap=lambda: _new(dev))], "menu")
    )
    return [
        icon("Show roots", lambda: dev.push(lambda: _roots(dev), "roots")),
        text(STORAGE),
        menu,
        *dev.rows("Folders", rows),
    ]


def _roots(dev: Device) -> list[Widget]:
    """The navigation drawer: the roots by kind, Downloads, and the storage with its folders."""

    def go(root: str) -> None:
        dev.pop()
        if root == "Downloads":
            dev.push(lambda: _folder(dev, "Download"), "Download")
        elif root in _KINDS:
            dev.push(lambda: _of_kind(dev, root), root)

    roots = ["Recent", *_KINDS, "Downloads"]
    rows = [Widget("ListItem", r, tap=lambda r=r: go(r)) for r in roots]
    return [text("Files"), *dev.rows("Roots", [*rows, Widget("ListItem", STORAGE, value="Storage", tap=dev.pop)])]


def _of_kind(dev: Device, root: str) -> list[Widget]:
    """A root by kind: every such file of every folder, read only here (a file is acted on in its folder)."""
    found = [
        Widget("ListItem", name, value=_details(dev, name))
        for names in dev.world["files"].values()
        for name in names
        if name.lower().endswith(_KINDS[root])
    ]
    return [icon("Navigate up", dev.pop), text(root), *dev.rows(root, found)]


def _details(dev: Device, name: str) -> str:
    """A row's second line as the app shows it: the day modified, then the size."""
    day = dev.world.get("file_dates", {}).get(name)
    size = dev.world["file_sizes"].get(name, "12 kB")
    return f"{day} · {size}" if day else size


def _sorted(dev: Device, names: list[str], by: str) -> list[str]:
    if by == "Size":
        return sorted(names, key=lambda n: -_bytes(dev.world["file_sizes"].get(n, "12 kB")))
    if by == "Date modified":
        return list(reversed(names))  # the newest file is the one put in last
    return sorted(names, key=str.casefold) if by == "Name" else list(names)


def _bytes(size: str) -> float:
    number, unit = size.split()
    return float(number) * {"B": 1, "kB": 1e3, "MB": 1e6, "GB": 1e9}.get(unit, 1)


def _new(dev: Device) -> None:
    def ok() -> None:
        name = frame.fields.get("Folder name", "").strip()
        if name and name not in dev.world["files"]:
            dev.world["files"][name] = []
            dev.pop()

    dev.pop()
    frame = dev.push(
        lambda: [
            text("New folder"),
            edit(frame, "Folder name", focused=True),
            button("Cancel", dev.pop),
            button("OK", ok),
        ],
        "new folder",
    )


def _folder(dev: Device, folder: str) -> list[Widget]:
    frame = dev.top
    chosen = frame.fields["selected"].split("\n") if frame.fields.get("selected") else []

    def toggle(name: str) -> None:
        picked = set(chosen) ^ {name}
        frame.fields["selected"] = "\n".join(sorted(picked))

    rows: list[Widget] = []
    for name in _sorted(dev, dev.world["files"][folder], frame.fields.get("sort", "")):
        rows.append(Widget("ListItem", name, value=_details(dev, name)))
        rows.append(
            Widget(
                "CheckBox",
                f"Select {name}",
                ("checked" if name in chosen else "unchecked",),
                tap=lambda n=name: toggle(n),
            )
        )
    tools = [icon("Search"), icon("More options", lambda: dev.push(lambda: _folder_menu(dev, frame, folder), "menu"))]
    if chosen:
        tools = [
            text(f"{len(chosen)} selected"),
            icon("Delete", lambda: dev.push(lambda: _delete(dev, folder, chosen), "delete")),
            icon("More options", lambda: dev.push(lambda: _file_menu(dev, folder, chosen), "menu")),
        ]
    return [icon("Navigate up", dev.pop), text(folder), *tools, *dev.rows(folder, rows)]


def _folder_menu(dev: Device, frame: Frame, folder: str) -> list[Widget]:
    """A folder's overflow with nothing selected: what acts on the folder's view, never on a file."""

    def select_all() -> None:
        frame.fields["selected"] = "\n".join(sorted(dev.world["files"][folder]))
        dev.pop()

    def sort_by() -> None:
        dev.pop()
        dev.push(lambda: _sort_dialog(dev, frame), "sort")

    return [
        Widget("TextView", "Select all", tap=select_all if dev.world["files"][folder] else None),
        Widget("TextView", "Sort by", tap=sort_by),
    ]


def _sort_dialog(dev: Device, frame: Frame) -> list[Widget]:
    def pick(by: str) -> None:
        frame.fields["sort"] = by
        dev.pop()

    now = frame.fields.get("sort", "")
    options = [
        Widget("RadioButton", by, ("checked" if by == now else "unchecked",), tap=lambda by=by: pick(by))
        for by in _SORTS
    ]
    return [text("Sort by"), *options]


def _delete(dev: Device, folder: str, names: list[str]) -> list[Widget]:
    def ok() -> None:
        for name in names:
            dev.world["files"][folder].remove(name)
            dev.commit("delete", f"{folder}/{name}")
        dev.pop()
        dev.top.fields.pop("selected", None)

    return [
        text(f"Delete {len(names)} item{'s' if len(names) > 1 else ''}?"),
        button("Cancel", dev.pop),
        button("Delete", ok),
    ]


def _file_menu(dev: Device, folder: str, names: list[str], copy_only: bool = False) -> list[Widget]:
    def pick(copy: bool) -> None:
        dev.pop()
        dev.push(lambda: _picker(dev, folder, names, copy), "picker")

    items = [Widget("TextView", "Copy to…", tap=lambda: pick(True))]
    if not copy_only:
        items.insert(0, Widget("TextView", "Move to…", tap=lambda: pick(False)))

    def rename() -> None:
        dev.pop()
        frame = dev.push(lambda: _rename(dev, frame, folder, names[0]), "rename")
        frame.fields["File name"] = names[0]

    return [*items, Widget("TextView", "Rename", tap=rename if len(names) == 1 else None)]


def _rename(dev: Device, frame: Frame, folder: str, name: str) -> list[Widget]:
    """Files' rename dialog: the name selected, OK keeps the typed one in the same folder."""

    def ok() -> None:
        typed = frame.fields.get("File name", "").strip()
        if not typed:
            return
        files = dev.world["files"][folder]
        files[files.index(name)] = typed
        sizes = dev.world["file_sizes"]
        if name in sizes:
            sizes[typed] = sizes.pop(name)
        dev.pop()
        dev.top.fields.pop("selected", None)

    return [text("Rename"), edit(frame, "File name", focused=True), button("Cancel", dev.pop), button("OK", ok)]


def _picker(dev: Device, source: str, names: list[str], copy: bool) -> list[Widget]:
    def to(target: str) -> None:
        for name in names:
            if name not in dev.world["files"][target]:
                dev.world["files"][target].append(name)
            if not copy:
                dev.world["files"][source].remove(name)
        dev.pop()
        if dev.top.fields.get("selected"):
            dev.top.fields.pop("selected")

    rows = [Widget("ListItem", f, tap=lambda f=f: to(f)) for f in dev.world["files"] if f != source]
    return [text("Copy to" if copy else "Move to"), *dev.rows("Destinations", rows), button("Cancel", dev.pop)]
