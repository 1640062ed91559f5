"""Jobs of our own in VLC about items named in a list, as people write lists: a playlist titled with the files
said after "in order:" and where they are kept, a list written one item a line, two playlists said in sentences of
their own, a playlist made then played, songs queued after one that is played, and a playlist's items played
shuffled after it is made. Written from the real app's features (``Template.ours``), over vlc.py's layout.
"""

from __future__ import annotations

from typing import Any

from .app_jobs import _job
from .app_jobs_vlc import VLC, _five, _menu_ops, _setup, _tracks
from .app_jobs_vlc_items import _item_params
from .device import Device
from .template import Params, Template

Ops = list[tuple[str, ...]]


def _job_lists(cls: str, family: str, goal: Any, solve: Any, says: Any, **rest: Any) -> Template:
    rest.setdefault("setup", _setup)
    return _job(cls, "vlc", family, goal, _item_params, solve, says, **rest)


def _made(name: str, items: list[str], first: bool = True) -> Ops:
    """A new playlist from its first item's menu, the rest added to it one by one."""
    ops: Ops = [*_menu_ops(items[0], "Add to playlist…"), ("tap", "New playlist"), ("type", "Playlist name", name)]
    ops.append(("tap", "Create"))
    for item in items[1:]:
        ops += [*_menu_ops(item, "Add to playlist…"), ("tap", name)]
    return ops


def _four(p: Params) -> list[str]:
    return _five(p)[:4]


def _second_name(p: Params) -> str:
    return "Late night" if p["new"] != "Late night" else "Weekend"


def _plays_new(dev: Device, p: Params) -> bool:
    app = dev.world["vlc"]
    return app.get("_queue") == _five(p)[:3] and app.get("_playing") == _five(p)[0]


def _queued_after(dev: Device, p: Params) -> bool:
    """The first plays; the other two come after it, in the order said (the first found after it)."""
    app = dev.world["vlc"]
    queue, (first, second, third) = app.get("_queue", []), p["trio"]
    if app.get("_playing") != first or first not in queue:
        return False
    after = queue[queue.index(first) + 1 :]  # what plays after it (the list it was played from may be before it)
    return second in after and third in after and after.index(second) < after.index(third)


VLC_LIST_JOBS = [
    _job_lists(
        "VlcPlaylistTitledInOrder",
        "create",
        lambda p: (
            f'Create a playlist titled "{p["new"]}" with the following files in VLC (located in Internal '
            f"Memory/{p['folder']}), in order: {', '.join(_four(p))}"
        ),
        lambda p: [("open", VLC), *_made(p["new"], _four(p)), ("done",)],
        (
            lambda p: f"vlc playlist '{p['new']}': {', '.join(_four(p))} - in this order please",
            lambda p: (
                f"make me a playlist in vlc called {p['new']}. files: {', '.join(_four(p)[:3])} and {_four(p)[3]} "
                f"(they're in {p['folder']})"
            ),
            lambda p: f"I need a new VLC playlist, {p['new']}, with {' then '.join(_four(p))}",
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["new"], _four(p)),
    ),
    _job_lists(
        "VlcPlaylistOneALine",
        "create",
        lambda p: (
            f'Make a VLC playlist called "{p["new"]}" with these videos, in order:\n'
            + "\n".join(f"- {v}" for v in _four(p)[:3])
        ),
        lambda p: [("open", VLC), *_made(p["new"], _four(p)[:3]), ("done",)],
        (
            lambda p: (
                f"new playlist in vlc named {p['new']}:\n"
                + "\n".join(f"{n}. {v}" for n, v in enumerate(_four(p)[:3], 1))
            ),
            lambda p: f"vlc - playlist {p['new']}\n" + "\n".join(_four(p)[:3]),
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["new"], _four(p)[:3]),
    ),
    _job_lists(
        "VlcTwoPlaylistsSentences",
        "create",
        lambda p: (
            f'Create two playlists in VLC. The first one is called "{p["new"]}" and has {_four(p)[0]} and '
            f'{_four(p)[1]}. The second one is called "{_second_name(p)}" and has {_four(p)[2]} and {_four(p)[3]}.'
        ),
        lambda p: [
            ("open", VLC),
            *_made(p["new"], _four(p)[:2]),
            *_made(_second_name(p), _four(p)[2:]),
            ("done",),
        ],
        (
            lambda p: (
                f"vlc: two new playlists - {p['new']}: {_four(p)[0]}, {_four(p)[1]}; {_second_name(p)}: "
                f"{_four(p)[2]}, {_four(p)[3]}"
            ),
            lambda p: (
                f"in vlc make {p['new']} ({_four(p)[0]}, {_four(p)[1]}) and {_second_name(p)} "
                f"({_four(p)[2]}, {_four(p)[3]})"
            ),
        ),
        expect=lambda w, p: w["vlc"]["playlists"].update({p["new"]: _four(p)[:2], _second_name(p): _four(p)[2:]}),
    ),
    _job_lists(
        "VlcMakeThenPlay",
        "create",
        lambda p: (
            f'In VLC, make a playlist called "{p["new"]}" with {_five(p)[0]}, {_five(p)[1]} and {_five(p)[2]}, '
            "and then play it."
        ),
        lambda p: [
            ("open", VLC),
            *_made(p["new"], _five(p)[:3]),
            ("tap", "Playlists"),
            ("tap", p["new"]),
            ("tap", "Play all"),
            ("done",),
        ],
        (
            lambda p: f"vlc: new playlist {p['new']} with {', '.join(_five(p)[:3])}, then start playing it",
            lambda p: f"create {p['new']} in vlc out of {', '.join(_five(p)[:3])} and put it on",
        ),
        expect=lambda w, p: w["vlc"]["playlists"].__setitem__(p["new"], _five(p)[:3]),
        screen=_plays_new,
    ),
    _job_lists(
        "VlcPlayThenQueueTwo",
        "open",
        lambda p: f"In VLC, play {p['trio'][0]}, then queue {p['trio'][1]} and {p['trio'][2]} after it.",
        lambda p: [
            *_tracks(p),
            *_menu_ops(p["trio"][0], "Play"),
            *_menu_ops(p["trio"][1], "Append"),
            *_menu_ops(p["trio"][2], "Append"),
            ("done",),
        ],
        (
            lambda p: f"vlc: put on {p['trio'][0]} and after it {p['trio'][1]} and then {p['trio'][2]}",
            lambda p: f"play {p['trio'][0]} in vlc, followed by {p['trio'][1]} and {p['trio'][2]}",
        ),
        screen=_queued_after,
    ),
]

TEMPLATES = VLC_LIST_JOBS
