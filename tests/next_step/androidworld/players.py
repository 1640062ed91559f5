"""Retro Music (VLC's own screens are vlc.py; its templates share ``Player`` here): a library list whose rows have their own "More options" (Add to playing queue, Add to
playlist…), a playlist chooser with "New playlist" (a name dialog), and a Playlists tab whose playlist
page can "Save as file" (Retro Music exports ``<name>.m3u`` to Download).

World: ``music`` = ``{"songs": {title: seconds}, "playlists": {name: [title]}, "queue": [title]}`` and
``vlc`` = ``{"videos": [file], "playlists": {name: [file]}}``. AndroidWorld reads the playlist tables
(names, items in order), the playing queue, and the exported file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import vlc
from .device import App, Device, Frame, Widget, button, edit, icon, text
from .template import Params, Template, World

SONGS = ("Midnight Drive", "Paper Planes", "Golden Hour", "Static Love", "Ocean Eyes", "Neon Rain", "Slow Burn")
SONGS += ("Wild Horses", "Blue Monday", "Silver Lining", "Echo Park", "First Light", "Low Tide", "Northern Sky")
VIDEOS = tuple(
    f"{w}_{n}.mp4" for w, n in zip(("beach", "concert", "party", "hike", "city", "sunset"), (3, 7, 12, 5, 9, 1))
)


@dataclass(frozen=True)
class Player:
    label: str
    package: str
    key: str
    items: str  # the world key of the library, and the library tab's name
    tab: str
    queue: bool


RETRO = Player("Retro Music", "code.name.monkey.retromusic", "music", "songs", "Songs", True)
VLC = Player("VLC", "org.videolan.vlc", "vlc", "videos", "Video", False)


def initial(world: World) -> None:
    world["music"] = {"songs": {}, "playlists": {}, "queue": []}
    world["vlc"] = {"videos": [], "songs": [], "playlists": {}}  # VLC's screens: vlc.py


def _library(dev: Device, player: Player) -> list[str]:
    found = dev.world[player.key][player.items]
    return sorted(found)


def _open(dev: Device, player: Player) -> None:
    state = {"tab": player.tab}

    def screen() -> list[Widget]:
        tabs = [
            Widget(
                "Tab",
                t,
                ("checked" if state["tab"] == t else "unchecked",),
                tap=lambda t=t: state.__setitem__("tab", t),
            )
            for t in (player.tab, "Playlists")
        ]
        rows: list[Widget] = []
        if state["tab"] == "Playlists":
            for name, items in dev.world[player.key]["playlists"].items():
                rows.append(
                    Widget("ListItem", name, value=f"{len(items)} items", tap=lambda n=name: _playlist(dev, player, n))
                )
        else:
            for item in _library(dev, player):
                # Both apps play an item tapped in the library.
                rows.append(
                    Widget("ListItem", item, value=_length(dev, player, item), tap=lambda i=item: _play(dev, player, i))
                )
                rows.append(
                    icon(f"More options for {item}", lambda i=item: dev.push(lambda: _menu(dev, player, i), "menu"))
                )
        return [text(player.label), *tabs, *dev.rows(state["tab"], rows)]

    dev.push(screen, player.key, package=player.package)


def _length(dev: Device, player: Player, item: str) -> str:
    seconds = dev.world[player.key]["songs"][item]
    return f"{seconds // 60}:{seconds % 60:02d}"


def _play(dev: Device, player: Player, item: str) -> None:
    """The player's now-playing page. What plays is bookkeeping (``_playing``): a screen, not a saved row."""
    dev.world[player.key]["_playing"] = item
    dev.push(lambda: [icon("Navigate up", dev.pop), text(item), text("Now playing"), icon("Pause")], "now playing")


def _menu(dev: Device, player: Player, item: str) -> list[Widget]:
    def queue() -> None:
        dev.world["music"]["queue"].append(item)
        dev.pop()

    def choose() -> None:
        dev.pop()
        dev.push(lambda: _chooser(dev, player, item), "add to playlist")

    def play() -> None:
        dev.pop()
        _play(dev, player, item)

    return [
        Widget("TextView", "Play", tap=play),
        Widget("TextView", "Add to playing queue", tap=queue),
        Widget("TextView", "Add to playlist…", tap=choose),
    ]


def _chooser(dev: Device, player: Player, item: str) -> list[Widget]:
    lists = dev.world[player.key]["playlists"]

    def add(name: str) -> None:
        lists[name].append(item)
        dev.pop()

    def new() -> None:
        def create() -> None:
            name = frame.fields.get("Playlist name", "").strip()
            if name:
                lists.setdefault(name, []).append(item)
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

    rows = [Widget("ListItem", name, tap=lambda n=name: add(n)) for name in lists]
    return [text("Add to playlist"), button("New playlist", new), *rows, button("Cancel", dev.pop)]


def _playlist(dev: Device, player: Player, name: str) -> None:
    def export() -> None:
        dev.world["files"]["Download"].append(f"{name}.m3u")
        dev.pop()

    def rename() -> None:
        dev.pop()
        frame = dev.push(lambda: _rename(dev, player, frame, name), "rename playlist")
        frame.fields["Playlist name"] = name

    def delete() -> None:
        dev.pop()
        dev.push(lambda: _delete(dev, player, name), "delete playlist")

    def menu() -> None:
        items = [("Save as file", export), ("Rename", rename), ("Delete", delete)]
        dev.push(lambda: [Widget("TextView", label, tap=tap) for label, tap in items], "menu")

    def remove(item: str) -> None:
        dev.world[player.key]["playlists"][name].remove(item)
        dev.pop()

    def item_menu(item: str) -> None:
        # Both apps: a playlist row's own menu removes it from this playlist (the file stays).
        dev.push(lambda: [Widget("TextView", "Remove from playlist", tap=lambda: remove(item))], "menu")

    def screen() -> list[Widget]:
        items: list[Widget] = []
        for i in dev.world[player.key]["playlists"].get(name, []):
            # Both apps show an item's length on its playlist row, as in the library.
            row = Widget("ListItem", i, value=_length(dev, player, i))
            items += [row, icon(f"More options for {i}", lambda i=i: item_menu(i))]
        return [icon("Navigate up", dev.pop), text(name), icon("More options", menu), *items]

    dev.push(screen, "playlist")


def _rename(dev: Device, player: Player, frame: Frame, name: str) -> list[Widget]:
    def ok() -> None:
        typed = frame.fields.get("Playlist name", "").strip()
        lists = dev.world[player.key]["playlists"]
        if typed and typed not in lists:
            lists[typed] = lists.pop(name)
            dev.pop()
            dev.pop()  # the renamed playlist's page closes, back on the Playlists tab

    return [
        text("Rename playlist"),
        edit(frame, "Playlist name", focused=True),
        button("Cancel", dev.pop),
        button("Rename", ok),
    ]


def _delete(dev: Device, player: Player, name: str) -> list[Widget]:
    def ok() -> None:
        del dev.world[player.key]["playlists"][name]
        dev.commit("delete", name)
        dev.pop()
        dev.pop()

    return [text(f"Delete playlist {name}?"), button("Cancel", dev.pop), button("Delete", ok)]


APPS = (
    App(RETRO.label, RETRO.package, lambda dev: _open(dev, RETRO)),
    vlc.APP,  # laid out as the real VLC (bottom navigation, Audio tabs, Browse, the mini player)
)


# -- templates ----------------------------------------------------------------------------------


def _name(rng: random.Random) -> str:
    return f"{rng.choice(['Road Trip', 'Focus', 'Sunday Mix', 'Workout', 'Chill'])} {rng.randint(1, 99)}"


def _songs_params(rng: random.Random) -> Params:
    songs = rng.sample(SONGS, 9)
    n = rng.randint(2, 4)
    return {
        "playlist_name": _name(rng),
        "files": songs[:n],
        "noise": songs[n:],
        "seconds": {s: rng.randint(180, 300) for s in songs},
    }


def _music(world: World, p: Params) -> None:
    world["music"]["songs"].update(p["seconds"])


def _add_ops(player: Player, name: str, items: list[str], first: bool = True) -> list[tuple[str, ...]]:
    ops: list[tuple[str, ...]] = []
    for n, item in enumerate(items):
        ops += [("tap", f"More options for {item}"), ("tap", "Add to playlist…")]
        if n == 0 and first:
            ops += [("tap", "New playlist"), ("type", "Playlist name", name), ("tap", "Create")]
        else:
            ops.append(("tap", name))
    return ops


SONG_GOAL = 'Create a playlist in Retro Music titled "{playlist_name}" with the following songs, in order: {names}'

TEMPLATES = [
    Template(
        "RetroCreatePlaylist",
        "retro music",
        "create",
        lambda p: SONG_GOAL.format(playlist_name=p["playlist_name"], names=", ".join(p["files"])),
        _songs_params,
        lambda p: [("open", RETRO.label), *_add_ops(RETRO, p["playlist_name"], p["files"]), ("done",)],
        paraphrases=(
            lambda p: f"make a '{p['playlist_name']}' playlist in retro: {', then '.join(p['files'])}",
            lambda p: f"new music playlist {p['playlist_name']} with {' and '.join(p['files'])} in that order",
        ),
        setup=_music,
        expect=lambda w, p: w["music"]["playlists"].__setitem__(p["playlist_name"], list(p["files"])),
    ),
    Template(
        "RetroPlayingQueue",
        "retro music",
        "create",
        lambda p: f"Add the following songs, in order, {', '.join(p['files'])} to my playing queue in Retro music.",
        _songs_params,
        lambda p: [
            ("open", RETRO.label),
            *[op for s in p["files"] for op in (("tap", f"More options for {s}"), ("tap", "Add to playing queue"))],
            ("done",),
        ],
        paraphrases=(lambda p: f"queue up {', '.join(p['files'])} (in this order) in the music player",),
        setup=_music,
        expect=lambda w, p: w["music"]["queue"].extend(p["files"]),
    ),
    Template(
        "RetroSavePlaylist",
        "retro music",
        "create",
        lambda p: (
            SONG_GOAL.format(playlist_name=p["playlist_name"], names=", ".join(p["files"]))
            + ". Then export the playlist to the Downloads directory on the device."
        ),
        _songs_params,
        lambda p: [
            ("open", RETRO.label),
            *_add_ops(RETRO, p["playlist_name"], p["files"]),
            ("tap", "Playlists"),
            ("tap", p["playlist_name"]),
            ("tap", "More options"),
            ("tap", "Save as file"),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f"build playlist {p['playlist_name']} ({', '.join(p['files'])}) in retro music and save it as a "
                "file in Downloads"
            ),
        ),
        setup=_music,
        expect=lambda w, p: (
            w["music"]["playlists"].__setitem__(p["playlist_name"], list(p["files"])),
            w["files"]["Download"].append(f"{p['playlist_name']}.m3u"),
        ),
    ),
]
