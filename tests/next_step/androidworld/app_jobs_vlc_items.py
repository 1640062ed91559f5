"""Jobs of our own in VLC about one item or a list played a particular way, as people ask them: a playlist played
shuffled, shuffle turned on for what plays, a video played as audio, one item then another, songs added to a
playlist and the playlist then played, and questions about a single item (its length, artist, album, folder,
whether it is on a playlist, which playlist it is on). Written from the real app's features (``Template.ours``),
over vlc.py's layout:
the item's "More options" menu (Play as audio, Append, Add to playlist…, Information), a playlist's Shuffle, the
player's Shuffle toggle.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from .app_jobs import _job
from .app_jobs_vlc import VLC, _menu_ops, _params, _playing_setup, _setup, _tracks
from .device import Device
from .template import Params, Template, exact_answer, titles_answer

Ops = list[tuple[str, ...]]


def _item_params(rng: random.Random) -> Params:
    """``_params`` plus a ``probe`` video that is on the playlist or not (half and half) and three ``trio`` songs."""
    p = _params(rng)
    pool = p["on_list"] if rng.random() < 0.5 else [v for v in p["videos"] if v not in p["on_list"]]
    return {**p, "probe": rng.choice(pool), "trio": rng.sample(p["songs"], 3), "duo": rng.sample(p["songs"], 2)}


def _job_items(cls: str, family: str, goal: Any, solve: Any, says: Any, **rest: Any) -> Template:
    rest.setdefault("setup", _setup)
    return _job(cls, "vlc", family, goal, _item_params, solve, says, **rest)


def _clock(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def _length_answer(seconds: int) -> Callable[[str], bool]:
    """The length as the app shows it (m:ss), in minutes and seconds said out, or in seconds."""

    def check(answer: str) -> bool:
        said = answer.strip().lower()
        if _clock(seconds) in said:
            return True
        numbers = [int(n) for n in re.findall(r"\d+", said)]
        return numbers == [seconds // 60, seconds % 60] or numbers == [seconds]

    return check


def _shuffled_list(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return bool(app.get("_shuffle")) and app.get("_queue") == p["on_list"]


def _shuffle_on(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return bool(app.get("_shuffle")) and app.get("_playing") == p["playing"]


def _as_audio(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return app.get("_playing") == p["video"] and bool(app.get("_as_audio"))


def _then(dev: Device, p: Params) -> bool:
    """The first plays and the second comes right after it in the queue."""
    app = dev.world["vlc"]
    queue, first, second = app.get("_queue", []), *p["duo"]
    return app.get("_playing") == first and first in queue and queue[queue.index(first) + 1 :][:1] == [second]


def _added_and_playing(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return app.get("_queue") == [*p["on_list"], *p["trio"]] and app.get("_playing") == p["on_list"][0]


def _info(item: str, field: str) -> Ops:
    return [*_menu_ops(item, "Information"), ("done", field)]


VLC_ITEM_JOBS = [
    _job_items(
        "VlcShufflePlaylist",
        "open",
        lambda p: f'Play my "{p["playlist"]}" playlist in VLC on shuffle.',
        lambda p: [("open", VLC), ("tap", "Playlists"), ("tap", p["playlist"]), ("tap", "Shuffle"), ("done",)],
        (
            lambda p: f"shuffle my {p['playlist']} playlist in vlc",
            lambda p: f"vlc: play {p['playlist']} shuffled",
            lambda p: f"put the {p['playlist']} playlist on in random order in VLC",
        ),
        screen=_shuffled_list,
    ),
    _job_items(
        "VlcShuffleOn",
        "set",
        lambda p: "Turn on shuffle in VLC.",
        lambda p: [("open", VLC), ("tap", "Mini player"), ("tap", "Shuffle"), ("done",)],
        (
            lambda p: "vlc: shuffle on please",
            lambda p: "switch vlc to shuffle mode",
            lambda p: "make VLC shuffle what it's playing",
        ),
        setup=_playing_setup,
        screen=_shuffle_on,
    ),
    _job_items(
        "VlcPlayAsAudio",
        "open",
        lambda p: f"In VLC, play the video {p['video']} as audio only.",
        lambda p: [("open", VLC), *_menu_ops(p["video"], "Play as audio"), ("done",)],
        (
            lambda p: f"vlc: listen to {p['video']} without the picture",
            lambda p: f"play just the sound of {p['video']} in vlc",
        ),
        screen=_as_audio,
    ),
    _job_items(
        "VlcPlayThenNext",
        "open",
        lambda p: f"In VLC, play the song {p['duo'][0]} and then {p['duo'][1]}.",
        lambda p: [*_tracks(p), *_menu_ops(p["duo"][0], "Play"), *_menu_ops(p["duo"][1], "Append"), ("done",)],
        (
            lambda p: f"vlc: play {p['duo'][0]}, then {p['duo'][1]} after it",
            lambda p: f"put on {p['duo'][0]} in vlc and queue {p['duo'][1]} after it",
            lambda p: f"I want to hear {p['duo'][0]} followed by {p['duo'][1]} on vlc",
        ),
        screen=_then,
    ),
    _job_items(
        "VlcAddThenPlay",
        "edit",
        lambda p: (
            f'Add {p["trio"][0]}, {p["trio"][1]} and {p["trio"][2]} to the playlist "{p["playlist"]}" in VLC, '
            "then play it."
        ),
        lambda p: [
            *_tracks(p),
            *[op for s in p["trio"] for op in (*_menu_ops(s, "Add to playlist…"), ("tap", p["playlist"]))],
            ("tap", "Playlists"),
            ("tap", p["playlist"]),
            ("tap", "Play all"),
            ("done",),
        ],
        (
            lambda p: (
                f"in vlc put {p['trio'][0]}, {p['trio'][1]} and {p['trio'][2]} on my {p['playlist']} playlist and "
                "then start it"
            ),
            lambda p: f"vlc: {p['playlist']} playlist - add {', '.join(p['trio'])}, then play it",
        ),
        expect=lambda w, p: w["vlc"]["playlists"][p["playlist"]].extend(p["trio"]),
        screen=_added_and_playing,
    ),
    _job_items(
        "VlcItemLength",
        "answer",
        lambda p: f"How long is the video {p['video']} in VLC? Answer in minutes and seconds.",
        lambda p: [("open", VLC), ("done", _clock(p["lengths"][p["video"]]))],
        (
            lambda p: f"vlc: what's the duration of {p['video']}?",
            lambda p: f"how long does {p['video']} last? check vlc",
        ),
        answer=lambda w, p: _length_answer(p["lengths"][p["video"]]),
    ),
    _job_items(
        "VlcSongArtist",
        "answer",
        lambda p: f"Who is the artist of the song {p['song']} in VLC? Answer with the name only.",
        lambda p: [*_tracks(p), ("done", p["artists"][p["song"]])],
        (
            lambda p: f"vlc: who sings {p['song']}?",
            lambda p: f"which artist is {p['song']} by, in vlc",
        ),
        answer=lambda w, p: titles_answer([p["artists"][p["song"]]]),
    ),
    _job_items(
        "VlcSongAlbum",
        "answer",
        lambda p: f"Which album is the song {p['song']} from, according to VLC? Answer with the album's name.",
        lambda p: [*_tracks(p), *_info(p["song"], p["albums"][p["song"]])],
        (
            lambda p: f"vlc: what album is {p['song']} on?",
            lambda p: f"what's the album of {p['song']} in vlc",
        ),
        answer=lambda w, p: titles_answer([p["albums"][p["song"]]]),
    ),
    _job_items(
        "VlcItemFolder",
        "answer",
        lambda p: f"In which folder is the video {p['video']} stored, according to VLC? Answer with the folder name.",
        lambda p: [("open", VLC), *_info(p["video"], p["folders"][p["video"]])],
        (
            lambda p: f"vlc: where is {p['video']} kept?",
            lambda p: f"which folder is {p['video']} in? check vlc",
        ),
        answer=lambda w, p: titles_answer([p["folders"][p["video"]]]),
    ),
    _job_items(
        "VlcWhichPlaylist",
        "answer",
        lambda p: f"Which playlist is the song {p['on_other'][0]} on in VLC? Answer with the playlist's name.",
        lambda p: [("open", VLC), ("tap", "Playlists"), ("done", p["other"])],
        (
            lambda p: f"vlc: what playlist has {p['on_other'][0]} on it?",
            lambda p: f"which of my playlists did I put {p['on_other'][0]} in? (vlc)",
        ),
        answer=lambda w, p: titles_answer([p["other"]]),
    ),
    _job_items(
        "VlcIsOnPlaylist",
        "answer",
        lambda p: f'Is {p["probe"]} in my "{p["playlist"]}" playlist in VLC? Answer yes or no.',
        lambda p: [
            ("open", VLC),
            ("tap", "Playlists"),
            ("tap", p["playlist"]),
            ("done", "yes" if p["probe"] in p["on_list"] else "no"),
        ],
        (
            lambda p: f"vlc: is {p['probe']} on the {p['playlist']} playlist?",
            lambda p: f"does my {p['playlist']} playlist in vlc have {p['probe']} on it",
        ),
        answer=lambda w, p: exact_answer("yes" if p["probe"] in p["on_list"] else "no"),
    ),
]

TEMPLATES = VLC_ITEM_JOBS
