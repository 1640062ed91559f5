"""The held-out templates of Files, Retro Music and VLC.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import random

from .device import Device, World
from .media import _file_params, _put, _select_ops
from .paraphrases import Say, _list
from .players import RETRO, VIDEOS, VLC, _add_ops, _music, _name, _songs_params
from .template import ANY, Params, Template, in_words


def _duration_params(rng: random.Random) -> Params:
    p = _songs_params(rng)
    total, parts = 47 * 60, len(p["files"])
    p["seconds"].update({s: total // parts for s in p["files"]})  # together 45–50 minutes
    return p


def _duration_ok(dev: Device, p: Params) -> bool:
    chosen = dev.world["music"]["playlists"].get(p["playlist_name"], [])
    return 45 * 60 <= sum(dev.world["music"]["songs"][s] for s in chosen) <= 50 * 60


def _videos_params(rng: random.Random) -> Params:
    files = rng.sample(VIDEOS, 5)
    return {"playlist_name": _name(rng), "files": files[:3], "noise": files[3:]}


def _vlc_goal(p: Params) -> str:
    return (
        f'Create a playlist titled "{p["playlist_name"]}" with the following files in VLC (located in Internal '
        f"Memory/VLCVideos), in order: {', '.join(p['files'])}"
    )


def _two_params(rng: random.Random) -> Params:
    first, second = _videos_params(rng), _videos_params(rng)
    while second["playlist_name"] == first["playlist_name"]:
        second = _videos_params(rng)
    return {
        "playlist_name1": first["playlist_name"],
        "files1": first["files"],
        "playlist_name2": second["playlist_name"],
        "files2": second["files"],
    }


def _videos(world: World, files: list[str]) -> None:
    for f in files:
        if f not in world["vlc"]["videos"]:
            world["vlc"]["videos"].append(f)


TEMPLATES = [
    Template(
        "FilesMoveFile",
        "files",
        "edit",
        lambda p: (
            f"Move the file {p['file_name']} from {p['source_folder']} within the sdk_gphone_x86_64 storage area "
            f"to the {p['destination_folder']} within the same sdk_gphone_x86_64 storage area in the Android filesystem."
        ),
        lambda rng: {
            **_file_params(rng),
            "source_folder": "Download",
            "destination_folder": rng.choice(["Documents", "Music"]),
        },
        lambda p: [
            *_select_ops(p["source_folder"], p["file_name"]),
            ("tap", "More options"),
            ("tap", "Move to…"),
            ("tap", p["destination_folder"]),
            ("done",),
        ],
        paraphrases=(lambda p: f"move {p['file_name']} out of downloads into {p['destination_folder']}",),
        setup=lambda w, p: _put(w, p["source_folder"], p["file_name"]),
        expect=lambda w, p: (
            _put(w, p["destination_folder"], p["file_name"]),
            w["files"][p["source_folder"]].remove(p["file_name"]),
        ),
    ),
    Template(
        "RetroPlaylistDuration",
        "retro music",
        "create",
        lambda p: (
            f'Create a playlist in Retro Music titled "{p["playlist_name"]}" with a duration between 45 and 50 '
            "minutes using the provided songs."
        ),
        _duration_params,
        lambda p: [("open", RETRO.label), *_add_ops(RETRO, p["playlist_name"], p["files"]), ("done",)],
        paraphrases=(lambda p: f"make a 45-50 minute playlist called {p['playlist_name']} in retro music",),
        setup=_music,
        expect=lambda w, p: w["music"]["playlists"].__setitem__(p["playlist_name"], ANY),
        screen=_duration_ok,
    ),
    Template(
        "VlcCreatePlaylist",
        "vlc",
        "create",
        _vlc_goal,
        _videos_params,
        lambda p: [("open", VLC.label), *_add_ops(VLC, p["playlist_name"], p["files"]), ("done",)],
        paraphrases=(lambda p: f"in vlc, make playlist {p['playlist_name']}: {', '.join(p['files'])}",),
        setup=lambda w, p: _videos(w, [*p["files"], *p["noise"]]),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["playlist_name"], list(p["files"])),
    ),
    Template(
        "VlcCreateTwoPlaylists",
        "vlc",
        "create",
        lambda p: (
            f'Create a playlist titled "{p["playlist_name1"]}" with the following files in VLC (located in '
            f"Internal Memory/VLCVideos), in order: {', '.join(p['files1'])}. And then, create a playlist titled "
            f'"{p["playlist_name2"]}" with the following files in VLC, in order: {", ".join(p["files2"])}.'
        ),
        _two_params,
        lambda p: [
            ("open", VLC.label),
            *_add_ops(VLC, p["playlist_name1"], p["files1"]),
            *_add_ops(VLC, p["playlist_name2"], p["files2"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f"two vlc playlists pls: {p['playlist_name1']} = {', '.join(p['files1'])}; "
                f"{p['playlist_name2']} = {', '.join(p['files2'])}"
            ),
        ),
        setup=lambda w, p: _videos(w, [*p["files1"], *p["files2"]]),
        expect=lambda w, p: w["vlc"]["playlists"].update(
            {p["playlist_name1"]: list(p["files1"]), p["playlist_name2"]: list(p["files2"])}
        ),
    ),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "FilesMoveFile": (
        lambda p: f"{p['file_name']} should be in {p['destination_folder']}, not {p['source_folder']} - move it",
    ),
    "RetroPlaylistDuration": (
        lambda p: f"put together roughly {in_words(47)} minutes of songs (45 to 50) as playlist {p['playlist_name']}",
    ),
    "VlcCreatePlaylist": (lambda p: f"new video playlist '{p['playlist_name']}' with {_list(p['files'])} in order",),
    "VlcCreateTwoPlaylists": (
        lambda p: (
            f"in the video player make {p['playlist_name1']} ({_list(p['files1'])}) and then "
            f"{p['playlist_name2']} ({_list(p['files2'])})"
        ),
    ),
}
