"""More jobs of our own in Retro Music and VLC: a song or a video played, an item taken off a playlist, a
playlist's size, the longest song or video, a video deleted. Written from the apps' features after the held-out
split (``Template.ours``), judged on the world afterwards (a played item on the screen: the now-playing page).
"""

from __future__ import annotations

import random
from typing import Any

from .app_jobs import _job
from .device import World
from .players import RETRO, SONGS, VIDEOS, VLC, Player
from .template import Params, Template, number_answer, titles_answer

Ops = list[tuple[str, ...]]


# -- Retro Music and VLC -----------------------------------------------------------------------------------

_LISTS = ("Road Trip", "Focus", "Sunday Mix", "Workout", "Chill", "Party", "Sleep")


def _player_params(rng: random.Random, pool: tuple[str, ...]) -> Params:
    """A library of six with distinct lengths, two playlists (three items and two), one item to act on."""
    library = rng.sample(pool, 6)
    lengths = dict(zip(library, rng.sample(range(95, 420), 6), strict=True))
    playlist, other = rng.sample(_LISTS, 2)
    items = rng.sample(library, 3)
    return {
        "lengths": lengths,
        "playlist": playlist,
        "items": items,
        "other": other,
        "kept": rng.sample(library, 2),
        "item": rng.choice(items),
        "longest": max(lengths, key=lengths.__getitem__),
    }


def stocked(world: World, player: Player, lengths: Any) -> Any:
    """The player's app with ``lengths``' items in its library (Retro Music keeps songs by name, VLC a list)."""
    app = world[player.key]
    if player is RETRO:
        app["songs"].update(lengths)
    else:
        app["videos"].extend(lengths)
        app["_lengths"] = dict(lengths)
    return app


def _player_setup(player: Player) -> Any:
    def setup(world: World, p: Params) -> None:
        app = stocked(world, player, p["lengths"])
        app["playlists"].update({p["playlist"]: list(p["items"]), p["other"]: list(p["kept"])})

    return setup


def _playing(player: Player) -> Any:
    return lambda dev, p: dev.world[player.key].get("_playing") == p["item"]


def _off_playlist(player: Player) -> Any:
    return lambda w, p: w[player.key]["playlists"][p["playlist"]].remove(p["item"])


def _remove_ops(player: Player, p: Params) -> Ops:
    return [
        ("open", player.label),
        ("tap", "Playlists"),
        ("tap", p["playlist"]),
        ("tap", f"More options for {p['item']}"),
        ("tap", "Remove from playlist"),
        ("done",),
    ]


def player_job(
    cls: str,
    player: Player,
    family: str,
    goal: Any,
    solve: Any,
    says: Any,
    params: Any = None,
    setup: Any = None,
    **rest: Any,
) -> Template:
    """A job on a library of the player's own items (songs or videos): its parameters drawn from that pool
    (``params(rng, pool)``, two playlists by default) and the player stocked by ``setup(player)``."""
    pool = SONGS if player is RETRO else VIDEOS
    drawn = params or _player_params
    return _job(
        cls,
        player.label.lower(),
        family,
        goal,
        lambda rng: drawn(rng, pool),
        solve,
        says,
        setup=(setup or _player_setup)(player),
        **rest,
    )


def _play_job(cls: str, player: Player, noun: str, says: Any) -> Template:
    return player_job(
        cls,
        player,
        "open",
        lambda p: f"Play the {noun} {p['item']} in {player.label}.",
        lambda p: [("open", player.label), ("tap", p["item"]), ("done",)],
        says,
        screen=_playing(player),
    )


def _remove_job(cls: str, player: Player, noun: str, says: Any) -> Template:
    return player_job(
        cls,
        player,
        "edit",
        lambda p: f'Remove the {noun} {p["item"]} from the playlist "{p["playlist"]}" in {player.label}.',
        lambda p: _remove_ops(player, p),
        says,
        expect=_off_playlist(player),
    )


def _longest_job(cls: str, player: Player, noun: str, says: Any) -> Template:
    return player_job(
        cls,
        player,
        "answer",
        lambda p: f"Which {noun} in my {player.label} library is the longest? Answer with its title only.",
        lambda p: [("open", player.label), ("done", p["longest"])],
        says,
        answer=lambda w, p: titles_answer([p["longest"]]),
    )


def _deleted_video(world: World, p: Params) -> None:
    world["vlc"]["videos"].remove(p["item"])
    for items in world["vlc"]["playlists"].values():
        while p["item"] in items:
            items.remove(p["item"])


PLAYER_JOBS = [
    _play_job(
        "RetroPlaySong",
        RETRO,
        "song",
        (
            lambda p: f"put on {p['item']} in retro music",
            lambda p: f"retro music: I want to listen to {p['item']}",
        ),
    ),
    _remove_job(
        "RetroRemoveFromPlaylist",
        RETRO,
        "song",
        (
            lambda p: f"take {p['item']} off my {p['playlist']} playlist (retro music)",
            lambda p: f"retro music: {p['item']} shouldn't be in {p['playlist']} anymore, remove it",
        ),
    ),
    player_job(
        "RetroPlaylistSize",
        RETRO,
        "answer",
        lambda p: f'How many songs are in my "{p["playlist"]}" playlist in Retro Music? Answer with the number only.',
        lambda p: [("open", RETRO.label), ("tap", "Playlists"), ("done", str(len(p["items"])))],
        (
            lambda p: f"how many tracks does my {p['playlist']} playlist have? retro music",
            lambda p: f"retro music: count the songs in {p['playlist']}",
        ),
        answer=lambda w, p: number_answer(len(p["items"])),
    ),
    _longest_job(
        "RetroLongestSong",
        RETRO,
        "song",
        (
            lambda p: "what's the longest song I have in retro music? just the name",
            lambda p: "retro music: which of my songs runs the longest?",
        ),
    ),
    _play_job(
        "VlcPlayVideo",
        VLC,
        "video",
        (
            lambda p: f"open {p['item']} in vlc and play it",
            lambda p: f"vlc: start playing {p['item']}",
        ),
    ),
    player_job(
        "VlcDeleteVideo",
        VLC,
        "delete",
        lambda p: f"Delete the video {p['item']} in VLC.",
        lambda p: [
            ("open", VLC.label),
            ("tap", f"More options for {p['item']}"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: f"get rid of {p['item']} from vlc",
            lambda p: f"vlc: remove the video {p['item']} from my phone",
        ),
        expect=_deleted_video,
        events=lambda p: [("delete", p["item"])],
    ),
    _remove_job(
        "VlcRemoveFromPlaylist",
        VLC,
        "video",
        (
            lambda p: f"in vlc, take {p['item']} out of the {p['playlist']} playlist",
            lambda p: f"vlc playlist {p['playlist']}: remove {p['item']} from it",
        ),
    ),
    _longest_job(
        "VlcLongestVideo",
        VLC,
        "video",
        (
            lambda p: "which of my vlc videos is the longest one? give me the file name",
            lambda p: "vlc: what's my longest video?",
        ),
    ),
]

TEMPLATES = PLAYER_JOBS
