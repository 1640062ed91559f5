"""Jobs of our own in VLC (vlc.py), as its users ask them: a song or a playlist played, items appended to the
playing queue, songs put on a playlist (a new one, in order, or one that exists), a video renamed, a song
deleted, and questions about the library, a folder, a playlist and what plays now. Written from the real app's
features after the held-out split (``Template.ours``); judged on the world afterwards (what plays and the queue
are on the screen: ``_playing``, ``_queue``).
"""

from __future__ import annotations

import random
from typing import Any

from .app_jobs import _job
from .device import Device, World
from .template import Params, Template, number_answer, titles_answer

Ops = list[tuple[str, ...]]
VLC = "VLC"
_VIDEOS = (
    ("beach_day.mp4", "Camera"),
    ("birthday_cake.mp4", "Camera"),
    ("dog_park.mp4", "Camera"),
    ("lecture_04.mkv", "Download"),
    ("trailer_final.mp4", "Download"),
    ("wedding_speech.mp4", "WhatsApp Video"),
    ("skate_trick.mp4", "WhatsApp Video"),
    ("documentary.mkv", "Movies"),
    ("holiday_2029.mp4", "Movies"),
)
_SONGS = (
    ("Harbor Lights", "The Tides", "Low Water"),
    ("Paper Moon", "The Tides", "Low Water"),
    ("Quiet Storm", "Nora Vale", "Weather"),
    ("Sunday Drive", "Nora Vale", "Weather"),
    ("Glass Houses", "Kid Meridian", "Signals"),
    ("Night Bus", "Kid Meridian", "Signals"),
    ("Copper Sky", "Ada Lune", "Copper Sky"),
    ("Old Radio", "Ada Lune", "Copper Sky"),
)
_LISTS = ("Road Trip", "Focus", "Sunday Mix", "Workout", "Chill", "Party", "Sleep", "Kids")
_NEW = ("Evening", "Gym", "Rainy day", "Commute", "Dinner party", "Morning")


def _params(rng: random.Random) -> Params:
    """Six videos and six songs with lengths, folders and artists; two playlists; what plays now; the items a
    job acts on (``video``, ``song``, ``pair`` of videos, ``songs`` for a new list, ``more`` songs not yet on
    ``playlist``)."""
    videos = rng.sample(_VIDEOS, 6)
    songs = rng.sample(_SONGS, 6)
    names = [v for v, _ in videos] + [s for s, _, _ in songs]
    lengths = dict(zip(names, rng.sample(range(95, 600), 12), strict=True))
    playlist, other = rng.sample(_LISTS, 2)
    on_list = rng.sample([v for v, _ in videos], 3)
    playing = rng.choice([s for s, _, _ in songs])
    song_names = [s for s, _, _ in songs]
    folder = rng.choice(sorted({f for _, f in videos}))
    artist = rng.choice(sorted({a for _, a, _ in songs}))
    return {
        "videos": [v for v, _ in videos],
        "folders": dict(videos),
        "songs": song_names,
        "artists": {s: a for s, a, _ in songs},
        "albums": {s: al for s, _, al in songs},
        "lengths": lengths,
        "playlist": playlist,
        "on_list": on_list,
        "other": other,
        "on_other": rng.sample(song_names, 2),
        "playing": playing,
        "video": rng.choice([v for v, _ in videos if v not in on_list]),
        "song": rng.choice([s for s in song_names if s != playing]),
        "pair": rng.sample([v for v, _ in videos], 2),
        "new": rng.choice(_NEW),
        "new_songs": rng.sample(song_names, 3),
        "more": rng.sample(song_names, 2),
        "folder": folder,
        "artist": artist,
        "renamed": rng.choice(["best_day", "keeper", "clip_one", "for_mum"]) + ".mp4",
    }


def _setup(world: World, p: Params) -> None:
    app = world["vlc"]
    app["videos"].extend(p["videos"])
    app["songs"].extend(p["songs"])
    app["playlists"].update({p["playlist"]: list(p["on_list"]), p["other"]: list(p["on_other"])})
    app["_lengths"] = dict(p["lengths"])
    app["_artists"] = dict(p["artists"])
    app["_albums"] = dict(p["albums"])
    app["_folders"] = {**p["folders"], **{s: "Music" for s in p["songs"]}}


def _playing_setup(world: World, p: Params) -> None:
    """Something already plays (a song, its album after it in the queue)."""
    _setup(world, p)
    world["vlc"]["_playing"] = p["playing"]
    world["vlc"]["_queue"] = [p["playing"]]


def _album_setup(world: World, p: Params) -> None:
    """A song plays with two more queued after it: a song put next goes between them and what plays."""
    _setup(world, p)
    rest = [s for s in p["songs"] if s not in (p["playing"], p["song"])][:2]
    world["vlc"]["_playing"] = p["playing"]
    world["vlc"]["_queue"] = [p["playing"], *rest]


def _next_up(dev: Device, p: Params) -> bool:
    queue = dev.world["vlc"].get("_queue", [])
    return (
        dev.world["vlc"].get("_playing") == p["playing"] and queue[:2] == [p["playing"], p["song"]] and len(queue) == 4
    )


def _job_vlc(cls: str, family: str, goal: Any, solve: Any, says: Any, **rest: Any) -> Template:
    rest.setdefault("setup", _setup)
    return _job(cls, "vlc", family, goal, _params, solve, says, **rest)


def _plays(item: str) -> Any:
    return lambda dev, p: dev.world["vlc"].get("_playing") == p[item]


def _plays_list(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return app.get("_queue") == p["on_list"] and app.get("_playing") == p["on_list"][0]


def _plays_all(key: str) -> Any:
    def check(dev: Device, p: Params) -> bool:
        app = dev.world["vlc"]
        return app.get("_queue") == sorted(p[key]) and app.get("_playing") == sorted(p[key])[0]

    return check


def _queued(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return app.get("_playing") == p["playing"] and app.get("_queue") == [p["playing"], *p["pair"]]


def _menu_ops(item: str, command: str) -> Ops:
    return [("tap", f"More options for {item}"), ("tap", command)]


def _tracks(p: Params) -> Ops:
    return [("open", VLC), ("tap", "Audio"), ("tap", "Tracks")]


def _in_folder(p: Params) -> list[str]:
    return sorted(v for v in p["videos"] if p["folders"][v] == p["folder"])


def _by_artist(p: Params) -> list[str]:
    return sorted(s for s in p["songs"] if p["artists"][s] == p["artist"])


def _renamed(world: World, p: Params) -> None:
    app = world["vlc"]
    app["videos"][app["videos"].index(p["video"])] = p["renamed"]


def _song_deleted(world: World, p: Params) -> None:
    app = world["vlc"]
    app["songs"].remove(p["song"])
    for entries in app["playlists"].values():
        entries[:] = [e for e in entries if e != p["song"]]


def _new_list_ops(p: Params) -> Ops:
    ops = _tracks(p)
    for n, song in enumerate(p["new_songs"]):
        ops += _menu_ops(song, "Add to playlist…")
        ops += [("tap", "New playlist"), ("type", "Playlist name", p["new"]), ("tap", "Create")] if n == 0 else []
        ops += [("tap", p["new"])] if n else []
    return [*ops, ("done",)]


def _five(p: Params) -> list[str]:
    """Five videos in the order said: the folder's first, then the others (a list longer than a screen's half)."""
    return [*_in_folder(p), *[v for v in p["videos"] if v not in _in_folder(p)]][:5]


VLC_JOBS = [
    _job_vlc(
        "VlcPlaySong",
        "open",
        lambda p: f"Play the song {p['song']} in VLC.",
        lambda p: [*_tracks(p), ("tap", p["song"]), ("done",)],
        (
            lambda p: f"vlc: put on {p['song']} by {p['artists'][p['song']]}",
            lambda p: f"I want to hear {p['song']} on vlc",
            lambda p: f"can you play {p['song']} for me in VLC",
        ),
        screen=_plays("song"),
    ),
    _job_vlc(
        "VlcPlayPlaylist",
        "open",
        lambda p: f'Play my "{p["playlist"]}" playlist in VLC from the start.',
        lambda p: [("open", VLC), ("tap", "Playlists"), ("tap", p["playlist"]), ("tap", "Play all"), ("done",)],
        (
            lambda p: f"start the {p['playlist']} playlist in vlc",
            lambda p: f"vlc: play playlist {p['playlist']}",
            lambda p: f"put my {p['playlist']} playlist on in VLC please",
        ),
        screen=_plays_list,
    ),
    _job_vlc(
        "VlcPlayAllSongs",
        "open",
        lambda p: "Play all my songs in VLC.",
        lambda p: [("open", VLC), ("tap", "Audio"), ("tap", "Play all"), ("done",)],
        (
            lambda p: "vlc: put on all of my music",
            lambda p: "start playing every song I have in vlc",
        ),
        screen=_plays_all("songs"),
    ),
    _job_vlc(
        "VlcPlayAllVideos",
        "open",
        lambda p: "In VLC, play all my videos one after the other.",
        lambda p: [("open", VLC), ("tap", "Play all"), ("done",)],
        (
            lambda p: "vlc: watch all the videos",
            lambda p: "play every video I've got in vlc",
        ),
        screen=_plays_all("videos"),
    ),
    _job_vlc(
        "VlcQueueVideos",
        "create",
        lambda p: f"In VLC, add {p['pair'][0]} and then {p['pair'][1]} to the end of the playing queue.",
        lambda p: [("open", VLC), *_menu_ops(p["pair"][0], "Append"), *_menu_ops(p["pair"][1], "Append"), ("done",)],
        (
            lambda p: f"vlc: queue up {p['pair'][0]} then {p['pair'][1]} after what's playing",
            lambda p: f"append {p['pair'][0]} and {p['pair'][1]} to the play queue in vlc, in that order",
        ),
        setup=_playing_setup,
        screen=_queued,
    ),
    _job_vlc(
        "VlcPlayNext",
        "create",
        lambda p: f"In VLC, play the song {p['song']} next, right after the current one.",
        lambda p: [*_tracks(p), *_menu_ops(p["song"], "Insert next"), ("done",)],
        (
            lambda p: f"vlc: {p['song']} should play next",
            lambda p: f"queue {p['song']} to play next in vlc",
        ),
        setup=_album_setup,
        screen=_next_up,
    ),
    _job_vlc(
        "VlcAddSongToPlaylist",
        "edit",
        lambda p: f'Add the song {p["song"]} to my "{p["other"]}" playlist in VLC.',
        lambda p: [*_tracks(p), *_menu_ops(p["song"], "Add to playlist…"), ("tap", p["other"]), ("done",)],
        (
            lambda p: f"in vlc put {p['song']} on the {p['other']} playlist",
            lambda p: f"vlc: {p['song']} should go in my {p['other']} playlist",
        ),
        expect=lambda w, p: w["vlc"]["playlists"][p["other"]].append(p["song"]),
    ),
    _job_vlc(
        "VlcNewSongPlaylist",
        "create",
        lambda p: (
            f'In VLC, create a playlist called "{p["new"]}" with the songs {p["new_songs"][0]}, '
            f"{p['new_songs'][1]} and {p['new_songs'][2]}, in that order."
        ),
        _new_list_ops,
        (
            lambda p: (
                f"vlc: new playlist {p['new']} - {p['new_songs'][0]}, {p['new_songs'][1]}, {p['new_songs'][2]} "
                "(that order)"
            ),
            lambda p: (
                f"make a {p['new']} playlist in vlc: first {p['new_songs'][0]}, then {p['new_songs'][1]}, "
                f"then {p['new_songs'][2]}"
            ),
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["new"], list(p["new_songs"])),
    ),
    _job_vlc(
        "VlcNewPlaylistOfFive",
        "create",
        lambda p: (
            f'Create a playlist named "{p["new"]}" in VLC with the following videos (they are in Internal '
            f"Memory/{p['folder']} and other folders), in this order: {', '.join(_five(p))}."
        ),
        lambda p: [
            ("open", VLC),
            *_menu_ops(_five(p)[0], "Add to playlist…"),
            ("tap", "New playlist"),
            ("type", "Playlist name", p["new"]),
            ("tap", "Create"),
            *[op for v in _five(p)[1:] for op in (*_menu_ops(v, "Add to playlist…"), ("tap", p["new"]))],
            ("done",),
        ],
        (
            lambda p: f"add the videos {', '.join(_five(p))} to a new vlc playlist called {p['new']}, in that order",
            lambda p: f"vlc: playlist {p['new']} from {', then '.join(_five(p))}",
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["new"], _five(p)),
    ),
    _job_vlc(
        "VlcAppendSongs",
        "edit",
        lambda p: f'Add {p["more"][0]} and then {p["more"][1]} to the end of my "{p["playlist"]}" playlist in VLC.',
        lambda p: [
            *_tracks(p),
            *[op for s in p["more"] for op in (*_menu_ops(s, "Add to playlist…"), ("tap", p["playlist"]))],
            ("done",),
        ],
        (
            lambda p: f"vlc: put {p['more'][0]} and {p['more'][1]} on my {p['playlist']} playlist, in that order",
            lambda p: f"append {p['more'][0]}, then {p['more'][1]}, to the {p['playlist']} playlist in vlc",
        ),
        expect=lambda w, p: w["vlc"]["playlists"][p["playlist"]].extend(p["more"]),
    ),
    _job_vlc(
        "VlcRenameVideo",
        "edit",
        lambda p: f"In VLC, rename the video {p['video']} to {p['renamed']}.",
        lambda p: [
            ("open", VLC),
            *_menu_ops(p["video"], "Rename"),
            ("type", "Name", p["renamed"]),
            ("tap", "OK"),
            ("done",),
        ],
        (
            lambda p: f"vlc: change the name of {p['video']} to {p['renamed']}",
            lambda p: f"call the video {p['video']} {p['renamed']} instead, in vlc",
        ),
        expect=_renamed,
    ),
    _job_vlc(
        "VlcDeleteSong",
        "delete",
        lambda p: f"Delete the song {p['song']} from VLC.",
        lambda p: [*_tracks(p), *_menu_ops(p["song"], "Delete"), ("tap", "Delete"), ("done",)],
        (
            lambda p: f"vlc: get rid of the track {p['song']}",
            lambda p: f"remove the song {p['song']} from my phone using vlc",
        ),
        expect=_song_deleted,
        events=lambda p: [("delete", p["song"])],
    ),
    _job_vlc(
        "VlcPlaylistCount",
        "answer",
        lambda p: f'How many items are in my "{p["playlist"]}" playlist in VLC? Answer with the number only.',
        lambda p: [("open", VLC), ("tap", "Playlists"), ("done", str(len(p["on_list"])))],
        (
            lambda p: f"vlc: how many videos does the {p['playlist']} playlist have?",
            lambda p: f"count what's on my {p['playlist']} playlist in vlc",
        ),
        answer=lambda w, p: number_answer(len(p["on_list"])),
    ),
    _job_vlc(
        "VlcPlaylistItems",
        "answer",
        lambda p: f'Which videos are on my "{p["playlist"]}" playlist in VLC? Answer with their file names.',
        lambda p: [("open", VLC), ("tap", "Playlists"), ("tap", p["playlist"]), ("done", ", ".join(p["on_list"]))],
        (
            lambda p: f"what's in my {p['playlist']} playlist in vlc?",
            lambda p: f"vlc: list the videos on the playlist {p['playlist']}",
        ),
        answer=lambda w, p: titles_answer(p["on_list"]),
    ),
    _job_vlc(
        "VlcFolderVideos",
        "answer",
        lambda p: f"Which videos are in the {p['folder']} folder, according to VLC? Answer with their file names.",
        lambda p: [
            ("open", VLC),
            ("tap", "Browse"),
            ("tap", "Internal memory"),
            ("tap", p["folder"]),
            ("done", ", ".join(_in_folder(p))),
        ],
        (
            lambda p: f"vlc: what videos do I have in {p['folder']}?",
            lambda p: f"list the files in my {p['folder']} folder using vlc",
        ),
        answer=lambda w, p: titles_answer(_in_folder(p)),
    ),
    _job_vlc(
        "VlcNowPlaying",
        "answer",
        lambda p: "What song is playing in VLC right now? Answer with its title only.",
        lambda p: [("open", VLC), ("done", p["playing"])],
        (
            lambda p: "vlc: what's playing?",
            lambda p: "which track is vlc playing at the moment",
        ),
        setup=_playing_setup,
        answer=lambda w, p: titles_answer([p["playing"]]),
    ),
    _job_vlc(
        "VlcCountVideos",
        "answer",
        lambda p: "How many videos do I have in VLC? Answer with the number only.",
        lambda p: [("open", VLC), ("done", str(len(p["videos"])))],
        (
            lambda p: "vlc: how many videos are there?",
            lambda p: "count my videos in vlc",
        ),
        answer=lambda w, p: number_answer(len(p["videos"])),
    ),
    _job_vlc(
        "VlcSongsByArtist",
        "answer",
        lambda p: f"Which songs by {p['artist']} do I have in VLC? Answer with their titles.",
        lambda p: [("open", VLC), ("tap", "Audio"), ("tap", p["artist"]), ("done", ", ".join(_by_artist(p)))],
        (
            lambda p: f"vlc: what have I got by {p['artist']}?",
            lambda p: f"list my {p['artist']} songs in vlc",
        ),
        answer=lambda w, p: titles_answer(_by_artist(p)),
    ),
    _job_vlc(
        "VlcPlayFromFolder",
        "open",
        lambda p: f"In VLC, play the video {p['video']} from the {p['folders'][p['video']]} folder.",
        lambda p: [
            ("open", VLC),
            ("tap", "Browse"),
            ("tap", "Internal memory"),
            ("tap", p["folders"][p["video"]]),
            ("tap", p["video"]),
            ("done",),
        ],
        (
            lambda p: f"vlc: watch {p['video']} (it's in {p['folders'][p['video']]})",
            lambda p: f"open my {p['folders'][p['video']]} folder in vlc and play {p['video']}",
        ),
        screen=_plays("video"),
    ),
]

TEMPLATES = VLC_JOBS
