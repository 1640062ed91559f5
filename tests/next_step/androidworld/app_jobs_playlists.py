"""Jobs of our own on Retro Music's and VLC's playlists, as people use them: a new playlist of several items in
order, two at once, songs appended to one that exists, one deleted, how long one runs in total, its longest song,
and a playlist made to last a given time. Written after the held-out split (``Template.ours``), from the apps'
features, before any change to the planner for them; judged on the world afterwards (the duration job also on the
playlist's total length).
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from .app_jobs import _job
from .app_jobs_players import player_job, stocked
from .device import Device, World
from .players import RETRO, SONGS, VLC, Player, _add_ops
from .template import ANY, Params, number_answer, titles_answer

Ops = list[tuple[str, ...]]
_NAMES = ("Trip videos", "Gym", "Kids", "Best of 2030", "Evening", "Rainy day", "Commute", "Dinner party")
_OLD = ("Road Trip", "Focus", "Sunday Mix", "Workout", "Chill", "Party", "Sleep")


def _params(rng: random.Random, pool: tuple[str, ...]) -> Params:
    """A library of six with distinct lengths; a playlist of three (``old``) and another of two; the items a new
    list takes (three, in the order said) and the two ``more`` to append to ``old`` (not on it yet)."""
    library = rng.sample(pool, 6)
    lengths = dict(zip(library, rng.sample(range(140, 400), 6), strict=True))
    old, other = rng.sample(_OLD, 2)
    on_old = rng.sample(library, 3)
    rest = [i for i in library if i not in on_old]
    name, second = rng.sample(_NAMES, 2)
    return {
        "lengths": lengths,
        "old": old,
        "on_old": on_old,
        "other": other,
        "on_other": rng.sample(library, 2),
        "more": rng.sample(rest, 2),
        "name": name,
        "second": second,
        "new": rng.sample(library, 3),
        "new2": rng.sample(library, 2),
    }


def _setup(player: Player) -> Any:
    def setup(world: World, p: Params) -> None:
        app = stocked(world, player, p["lengths"])
        app["playlists"].update({p["old"]: list(p["on_old"]), p["other"]: list(p["on_other"])})

    return setup


# Playlist jobs: the library and playlists of this module's parameters, stocked by its own setup.
_playlist_job = partial(player_job, params=_params, setup=_setup)


def _total_minutes(p: Params) -> float:
    return sum(p["lengths"][s] for s in p["on_old"]) / 60


def _longest_on_old(p: Params) -> str:
    return max(p["on_old"], key=p["lengths"].__getitem__)


def _append_ops(player: Player, name: str, items: list[str]) -> Ops:
    return [op for i in items for op in (("tap", f"More options for {i}"), ("tap", "Add to playlist…"), ("tap", name))]


# -- a playlist made to last between two lengths ---------------------------------------------------------------


def _span_params(rng: random.Random) -> Params:
    """Six songs; three of them together give the span said (whole minutes, two apart, around their total)."""
    p = _params(rng, SONGS)
    chosen = rng.sample(sorted(p["lengths"]), 3)
    total = sum(p["lengths"][s] for s in chosen)
    low = total // 60 - 1
    return {**p, "fit": chosen, "low": low, "high": low + 2}


def _fits(p: Params, songs: list[str], lengths: dict[str, int]) -> bool:
    return p["low"] * 60 <= sum(lengths[s] for s in songs) <= p["high"] * 60


def _span_made(dev: Device, p: Params) -> bool:
    songs = dev.world["music"]["playlists"].get(p["name"], [])
    return bool(songs) and len(set(songs)) == len(songs) and _fits(p, songs, dev.world["music"]["songs"])


def _span_said(p: Params) -> str:
    return f"between {p['low']} and {p['high']} minutes"


PLAYLIST_JOBS = [
    _playlist_job(
        "VlcNewPlaylistInOrder",
        VLC,
        "create",
        lambda p: (
            f'In VLC, create a new playlist named "{p["name"]}" and add these videos to it in this order: '
            f"{', '.join(p['new'])}."
        ),
        lambda p: [("open", VLC.label), *_add_ops(VLC, p["name"], p["new"]), ("done",)],
        (
            lambda p: (
                f"vlc: I want a playlist {p['name']} with {p['new'][0]}, {p['new'][1]} and {p['new'][2]} "
                "(keep that order)"
            ),
            lambda p: (
                f"make me a vlc playlist called {p['name']}: {p['new'][0]} first, then {p['new'][1]}, "
                f"then {p['new'][2]}"
            ),
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["name"], list(p["new"])),
    ),
    _playlist_job(
        "VlcTwoNewPlaylists",
        VLC,
        "create",
        lambda p: (
            f'Make two new playlists in VLC: "{p["name"]}" with {" and ".join(p["new"][:2])}, and "{p["second"]}" '
            f"with {' and '.join(p['new2'])}, each in the order given."
        ),
        lambda p: [
            ("open", VLC.label),
            *_add_ops(VLC, p["name"], p["new"][:2]),
            *_add_ops(VLC, p["second"], p["new2"]),
            ("done",),
        ],
        (
            lambda p: (
                f"in vlc I need a playlist {p['name']} ({', '.join(p['new'][:2])}) and another one "
                f"{p['second']} ({', '.join(p['new2'])})"
            ),
            lambda p: (
                f"vlc: new playlist {p['name']} = {' + '.join(p['new'][:2])}, then new playlist "
                f"{p['second']} = {' + '.join(p['new2'])}"
            ),
        ),
        expect=lambda w, p: w["vlc"]["playlists"].update({p["name"]: list(p["new"][:2]), p["second"]: list(p["new2"])}),
    ),
    _playlist_job(
        "RetroAppendSongs",
        RETRO,
        "edit",
        lambda p: f'Add {p["more"][0]} and then {p["more"][1]} to the end of my "{p["old"]}" playlist in Retro Music.',
        lambda p: [("open", RETRO.label), *_append_ops(RETRO, p["old"], p["more"]), ("done",)],
        (
            lambda p: f"retro music: put {p['more'][0]} and {p['more'][1]} on the {p['old']} playlist, in that order",
            lambda p: f"append {p['more'][0]}, then {p['more'][1]}, to my {p['old']} playlist (retro music)",
        ),
        expect=lambda w, p: w["music"]["playlists"][p["old"]].extend(p["more"]),
    ),
    _playlist_job(
        "VlcDeletePlaylist",
        VLC,
        "delete",
        lambda p: f'Delete my "{p["old"]}" playlist in VLC.',
        lambda p: [
            ("open", VLC.label),
            ("tap", "Playlists"),
            ("tap", p["old"]),
            ("tap", "More options"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: f"vlc: remove the playlist {p['old']}",
            lambda p: f"I don't need the {p['old']} playlist in vlc anymore, delete it",
        ),
        expect=lambda w, p: w["vlc"]["playlists"].pop(p["old"]),
        events=lambda p: [("delete", p["old"])],
    ),
    _playlist_job(
        "RetroPlaylistMinutes",
        RETRO,
        "answer",
        lambda p: (
            f'How many minutes long is my "{p["old"]}" playlist in Retro Music in total? Round to the nearest '
            "minute and answer with the number only."
        ),
        lambda p: [
            ("open", RETRO.label),
            ("tap", "Playlists"),
            ("tap", p["old"]),
            ("done", str(round(_total_minutes(p)))),
        ],
        (
            lambda p: f"how long does my {p['old']} playlist run altogether? retro music, in minutes",
            lambda p: f"retro music: total length of the {p['old']} playlist in minutes?",
        ),
        answer=lambda w, p: number_answer(_total_minutes(p), 0.5),
    ),
    _playlist_job(
        "RetroLongestOnPlaylist",
        RETRO,
        "answer",
        lambda p: f'Which song on my "{p["old"]}" playlist in Retro Music is the longest? Answer with its title only.',
        lambda p: [("open", RETRO.label), ("tap", "Playlists"), ("tap", p["old"]), ("done", _longest_on_old(p))],
        (
            lambda p: f"what's the longest track on my {p['old']} playlist? (retro music)",
            lambda p: f"retro music, {p['old']} playlist: which song runs longest?",
        ),
        answer=lambda w, p: titles_answer([_longest_on_old(p)]),
    ),
    _job(
        "RetroPlaylistForSpan",
        "retro music",
        "create",
        lambda p: (
            f'In Retro Music, make a playlist called "{p["name"]}" from my songs that lasts {_span_said(p)} in total.'
        ),
        _span_params,
        lambda p: [("open", RETRO.label), *_add_ops(RETRO, p["name"], p["fit"]), ("done",)],
        (
            lambda p: (
                f"retro music: I need a {p['low']}-{p['high']} minute playlist, call it {p['name']}, any of my songs"
            ),
            lambda p: (
                f"put together a playlist {p['name']} of about {p['low'] + 1} minutes ({_span_said(p)}) in retro music"
            ),
        ),
        setup=_setup(RETRO),
        expect=lambda w, p: w["music"]["playlists"].__setitem__(p["name"], ANY),
        screen=_span_made,
    ),
]

TEMPLATES = PLAYLIST_JOBS
