"""VLC for Android, laid out as the real app: a bottom navigation (Video, Audio, Browse, Playlists, More), a
toolbar with Search and "More options", item rows with their own overflow ("More options for <item>": Play, Play
all, Append, Insert next, Add to playlist…, Information, Rename, Delete, Share), the "Add to playlist" dialog with
"New playlist" (a name dialog), the Audio tab's Artists / Albums / Tracks / Genres tabs (Artists first, as the app
opens it), Browse's storage folders, a playlist's page with "Play all" / Shuffle and rows that come off it, and
the mini player at the foot of every tab once something plays (tapped: the audio player with its queue).

World: ``vlc`` = ``{"videos": [file], "songs": [title], "playlists": {name: [item]}}``; bookkeeping (not saved
rows, so not judged whole): ``_lengths`` {item: seconds}, ``_artists`` {song: artist}, ``_albums`` {song: album},
``_folders`` {item: folder}, ``_playing`` (what plays) and ``_queue`` (the playing queue, in order).
"""

from __future__ import annotations

from collections.abc import Callable

from .device import App, Device, Frame, Widget, button, edit, icon, text
from .vlc_player import app_of, append, length, listed, mini_player, shuffled, start

LABEL, PACKAGE = "VLC", "org.videolan.vlc"
NAV = ("Video", "Audio", "Browse", "Playlists", "More")
AUDIO_TABS = ("Artists", "Albums", "Tracks", "Genres")
ADD = "Add to playlist…"


def _folder(dev: Device, item: str) -> str:
    default = "Movies" if item in app_of(dev)["videos"] else "Music"
    return str(app_of(dev).get("_folders", {}).get(item, default))


# -- an item's menu, the playlist dialog, Information, Rename, Delete -----------------------------------------


def _menu(dev: Device, item: str, listed: list[str]) -> None:
    def then(act: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            dev.pop()
            act()

        return run

    at = listed.index(item) if item in listed else 0
    commands = [
        ("Play", lambda: start(dev, [item])),
        ("Play all", lambda: start(dev, listed or [item], at)),
        *([("Play as audio", lambda: start(dev, [item], audio=True))] if item in app_of(dev)["videos"] else []),
        ("Append", lambda: append(dev, [item])),
        ("Insert next", lambda: append(dev, [item], nxt=True)),
        (ADD, lambda: dev.push(lambda: chooser(dev, [item]), "add to playlist")),
        ("Information", lambda: dev.push(lambda: _info(dev, item), "information")),
        ("Rename", lambda: _rename_item(dev, item)),
        ("Delete", lambda: dev.push(lambda: _delete_item(dev, item), "delete")),
        ("Share", None),
    ]
    dev.push(lambda: [Widget("TextView", label, tap=then(tap) if tap else dev.pop) for label, tap in commands], "menu")


def chooser(dev: Device, items: list[str]) -> list[Widget]:
    """VLC's "Add to playlist" dialog: its playlists, and "New playlist" (a name, then Create)."""
    lists = app_of(dev)["playlists"]

    def add(name: str) -> None:
        lists[name].extend(items)
        dev.pop()

    def new() -> None:
        def create() -> None:
            name = frame.fields.get("Playlist name", "").strip()
            if name:
                lists.setdefault(name, []).extend(items)
                dev.pop()
                dev.pop()

        frame = dev.push(
            lambda: [
                text("New playlist"),
                edit(frame, "Playlist name", focused=True),
                button("Cancel", dev.pop),
                button("Create", create),
            ],
            "new playlist",
        )

    rows = [Widget("ListItem", n, value=f"{len(lists[n])} items", tap=lambda n=n: add(n)) for n in lists]
    return [
        text("Add to playlist"),
        button("New playlist", new),
        *dev.rows("Playlists", rows),
        button("Cancel", dev.pop),
    ]


def _info(dev: Device, item: str) -> list[Widget]:
    app = app_of(dev)
    shown = [icon("Navigate up", dev.pop), text(item), text("Length", length(dev, item))]
    for label, key in (("Artist", "_artists"), ("Album", "_albums")):
        if said := app.get(key, {}).get(item):
            shown.append(text(label, said))
    return [*shown, text("Location", f"/storage/emulated/0/{_folder(dev, item)}/{item}")]


def _rename_item(dev: Device, item: str) -> None:
    def ok() -> None:
        typed = frame.fields.get("Name", "").strip()
        app = app_of(dev)
        kind = "videos" if item in app["videos"] else "songs"
        if typed and typed not in app[kind]:
            app[kind][app[kind].index(item)] = typed
            for entries in app["playlists"].values():
                entries[:] = [typed if e == item else e for e in entries]
            for key in ("_lengths", "_artists", "_albums", "_folders"):
                if item in app.get(key, {}):
                    app[key][typed] = app[key].pop(item)
            dev.pop()

    frame = dev.push(
        lambda: [text("Rename"), edit(frame, "Name", focused=True), button("Cancel", dev.pop), button("OK", ok)],
        "rename",
    )
    frame.fields["Name"] = item


def _delete_item(dev: Device, item: str) -> list[Widget]:
    """A file deleted from the device: gone from the library and from every playlist."""

    def ok() -> None:
        app = app_of(dev)
        app["videos" if item in app["videos"] else "songs"].remove(item)
        for entries in app["playlists"].values():
            entries[:] = [e for e in entries if e != item]
        dev.commit("delete", item)
        dev.pop()

    return [text(f"Delete {item}?"), button("Cancel", dev.pop), button("Delete", ok)]


# -- the tabs --------------------------------------------------------------------------------------------------


def _item_rows(dev: Device, items: list[str], value: Callable[[str], str] | None = None) -> list[Widget]:
    """Rows that play when tapped (the rest of the list after them, as VLC queues it), each with its menu."""
    rows: list[Widget] = []
    for n, item in enumerate(items):
        shown = value(item) if value else length(dev, item)
        rows.append(Widget("ListItem", item, value=shown, tap=lambda n=n: start(dev, items, n)))
        rows.append(icon(f"More options for {item}", lambda i=item: _menu(dev, i, items)))
    return rows


def _song_value(dev: Device, song: str) -> str:
    artist = app_of(dev).get("_artists", {}).get(song)
    return f"{artist} · {length(dev, song)}" if artist else length(dev, song)


def _grouped(dev: Device, key: str, title: str) -> list[Widget]:
    """Artists or Albums: one row per name, opening its songs."""
    app = app_of(dev)
    names = sorted({app.get(key, {}).get(s, "<Unknown>") for s in app["songs"]})

    def page(name: str) -> None:
        songs = sorted(s for s in app["songs"] if app.get(key, {}).get(s, "<Unknown>") == name)
        dev.push(lambda: [icon("Navigate up", dev.pop), text(name), *listed(dev, name, _item_rows(dev, songs))], title)

    counted = {n: sum(app.get(key, {}).get(s, "<Unknown>") == n for s in app["songs"]) for n in names}
    return [Widget("ListItem", n, value=f"{counted[n]} tracks", tap=lambda n=n: page(n)) for n in names]


def _folders(dev: Device) -> list[Widget]:
    app = app_of(dev)
    media = sorted(set(app["videos"]) | set(app["songs"]))
    folders = sorted({_folder(dev, m) for m in media})

    def page(folder: str) -> None:
        def screen() -> list[Widget]:
            inside = sorted(m for m in set(app["videos"]) | set(app["songs"]) if _folder(dev, m) == folder)
            return [icon("Navigate up", dev.pop), text(folder), *listed(dev, folder, _item_rows(dev, inside))]

        dev.push(screen, "folder")

    def storage() -> None:
        def screen() -> list[Widget]:
            rows = [Widget("ListItem", f, tap=lambda f=f: page(f)) for f in folders]
            return [icon("Navigate up", dev.pop), text("Internal memory"), *dev.rows("Folders", rows)]

        dev.push(screen, "storage")

    return [
        text("Local Network"),
        text("Storage"),
        Widget("ListItem", "Internal memory", value=f"{len(folders)} folders", tap=storage),
    ]


def _playlist_rows(dev: Device) -> list[Widget]:
    rows: list[Widget] = []
    for name, entries in app_of(dev)["playlists"].items():
        rows.append(Widget("ListItem", name, value=f"{len(entries)} items", tap=lambda n=name: playlist(dev, n)))
        rows.append(icon(f"More options for {name}", lambda n=name: _list_menu(dev, n)))
    return rows


def _open(dev: Device) -> None:
    state = {"tab": "Video", "audio": "Artists"}

    def go(tab: str) -> Callable[[], None]:
        return lambda: state.__setitem__("tab", tab)

    def screen() -> list[Widget]:
        app, tab = app_of(dev), state["tab"]
        head = [text(tab if tab != "Video" else "Videos"), icon("Search"), icon("Sort by…"), icon("More options")]
        body: list[Widget] = []
        if tab == "Video":
            body = listed(dev, "Videos", _item_rows(dev, sorted(app["videos"])))
        elif tab == "Audio":
            body = [
                Widget(
                    "Tab",
                    t,
                    ("checked" if state["audio"] == t else "unchecked",),
                    tap=lambda t=t: state.__setitem__("audio", t),
                )
                for t in AUDIO_TABS
            ]
            if state["audio"] == "Tracks":
                songs = sorted(app["songs"])
                body += listed(dev, "Tracks", _item_rows(dev, songs, lambda s: _song_value(dev, s)))
            elif state["audio"] in ("Artists", "Albums"):
                key = "_artists" if state["audio"] == "Artists" else "_albums"
                body += dev.rows(state["audio"], _grouped(dev, key, state["audio"]))
        elif tab == "Browse":
            body = _folders(dev)
        elif tab == "Playlists":
            body = listed(dev, "Playlists", _playlist_rows(dev))
        else:
            body = [Widget("TextView", label, tap=None) for label in ("History", "Streams", "Settings", "About")]
        if tab in ("Video", "Audio"):
            body.append(icon("Play all", lambda: _play_all(dev, tab, state["audio"])))
        nav = [Widget("Tab", t, ("checked" if tab == t else "unchecked",), tap=go(t)) for t in NAV]
        return [*head, *body, *mini_player(dev), *nav]

    dev.push(screen, "vlc", package=PACKAGE)


def _play_all(dev: Device, tab: str, audio: str) -> None:
    app = app_of(dev)
    items = sorted(app["videos"]) if tab == "Video" else sorted(app["songs"]) if tab == "Audio" else []
    if items:
        start(dev, items)


# -- a playlist ------------------------------------------------------------------------------------------------


def _list_menu(dev: Device, name: str) -> None:
    def then(act: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            dev.pop()
            act()

        return run

    entries = app_of(dev)["playlists"][name]
    commands = [
        ("Play", lambda: entries and start(dev, entries)),
        ("Append", lambda: entries and append(dev, list(entries))),
        ("Insert next", lambda: entries and append(dev, list(entries), nxt=True)),
        (ADD, lambda: dev.push(lambda: chooser(dev, list(entries)), "add to playlist")),
        ("Rename", lambda: _rename_list(dev, name, pages=0)),
        ("Delete", lambda: dev.push(lambda: _delete_list(dev, name, pages=0), "delete playlist")),
    ]
    dev.push(lambda: [Widget("TextView", label, tap=then(tap)) for label, tap in commands], "menu")


def playlist(dev: Device, name: str) -> None:
    def menu() -> None:
        items = [
            ("Rename", lambda: _rename_list(dev, name, pages=1)),
            ("Delete", lambda: dev.push(lambda: _delete_list(dev, name, pages=1), "delete playlist")),
        ]

        def run(act: Callable[[], None]) -> Callable[[], None]:
            return lambda: (dev.pop(), act())  # type: ignore[func-returns-value]

        dev.push(lambda: [Widget("TextView", label, tap=run(act)) for label, act in items], "menu")

    def remove(item: str) -> None:
        app_of(dev)["playlists"][name].remove(item)
        dev.pop()

    def item_menu(item: str) -> None:
        entries = app_of(dev)["playlists"][name]
        at = entries.index(item)
        commands = [
            ("Play", lambda: (dev.pop(), start(dev, list(entries), at))),
            ("Append", lambda: (dev.pop(), append(dev, [item]))),
            ("Information", lambda: (dev.pop(), dev.push(lambda: _info(dev, item), "information"))),
            ("Remove from playlist", lambda: remove(item)),
        ]
        dev.push(lambda: [Widget("TextView", label, tap=tap) for label, tap in commands], "menu")

    def screen() -> list[Widget]:
        entries = app_of(dev)["playlists"].get(name, [])
        rows: list[Widget] = []
        for n, i in enumerate(entries):
            rows.append(Widget("ListItem", i, value=length(dev, i), tap=lambda n=n: start(dev, list(entries), n)))
            rows.append(icon(f"More options for {i}", lambda i=i: item_menu(i)))
        head = [icon("Navigate up", dev.pop), text(name), icon("More options", menu)]
        play = [
            button("Play all", lambda: entries and start(dev, list(entries))),
            icon("Shuffle", lambda: entries and shuffled(dev, list(entries))),
        ]
        return [*head, text(f"{len(entries)} items"), *play, *listed(dev, name, rows), *mini_player(dev)]

    dev.push(screen, "playlist")


def _rename_list(dev: Device, name: str, pages: int) -> None:
    def ok() -> None:
        typed = frame.fields.get("Playlist name", "").strip()
        lists = app_of(dev)["playlists"]
        if typed and typed not in lists:
            lists[typed] = lists.pop(name)
            dev.pop()
            for _ in range(pages):
                dev.pop()  # the renamed playlist's page closes, back on the Playlists tab

    frame: Frame = dev.push(
        lambda: [
            text("Rename playlist"),
            edit(frame, "Playlist name", focused=True),
            button("Cancel", dev.pop),
            button("Rename", ok),
        ],
        "rename playlist",
    )
    frame.fields["Playlist name"] = name


def _delete_list(dev: Device, name: str, pages: int) -> list[Widget]:
    def ok() -> None:
        del app_of(dev)["playlists"][name]
        dev.commit("delete", name)
        dev.pop()
        for _ in range(pages):
            dev.pop()

    return [text(f"Delete playlist {name}?"), button("Cancel", dev.pop), button("Delete", ok)]


APP = App(LABEL, PACKAGE, _open)
