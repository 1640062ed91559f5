"""VLC's playing (vlc.py's screens use it): what plays and the queue (``_playing``, ``_queue``: bookkeeping, not saved
rows), the video player, the audio player with its queue, and the mini player at the foot of the tabs; the
lengths rows show, and the scrolling lists whose rows carry their own overflow button.
"""

from __future__ import annotations

import dataclasses

from .device import Device, Widget, icon, text


def app_of(dev: Device) -> dict:
    return dev.world["vlc"]  # type: ignore[no-any-return]


def length(dev: Device, item: str) -> str:
    seconds = app_of(dev).get("_lengths", {}).get(item, 42)  # the suite's videos without one: all 0:42
    return f"{seconds // 60}:{seconds % 60:02d}"


def listed(dev: Device, name: str, rows: list[Widget]) -> list[Widget]:
    """A scrolling list whose rows carry their own overflow button: the window counts rows, each shown with the
    "More options for …" that follows it (one row on the real screen, not two)."""
    buttons = {r.label: rows[n + 1] for n, r in enumerate(rows[:-1]) if rows[n + 1].kind == "ImageButton"}
    shown = dev.rows(name, [r for r in rows if r.kind != "ImageButton"])
    out: list[Widget] = []
    for widget in shown:
        out.append(widget)
        if widget.depth and widget.label in buttons:
            out.append(dataclasses.replace(buttons[widget.label], depth=widget.depth))
    return out


# -- playing ---------------------------------------------------------------------------------------------


def start(dev: Device, queue: list[str], at: int = 0, *, audio: bool = False) -> None:
    """Play ``queue`` from ``at``; a video opens the video player unless played as audio (its "Play as audio")."""
    app = app_of(dev)
    app["_queue"] = list(queue)
    app["_playing"] = queue[at]
    app["_as_audio"] = audio
    if queue[at] in app["videos"] and not audio:
        _video_player(dev)


def shuffled(dev: Device, queue: list[str]) -> None:
    """A list played shuffled (a playlist's Shuffle): the queue is the list, shuffle on (``_shuffle``)."""
    app_of(dev)["_shuffle"] = True
    start(dev, queue)


def shuffle_button(dev: Device) -> Widget:
    """The player's Shuffle toggle: its state shown as checked / unchecked, as the real button's selected state."""
    app = app_of(dev)
    on = bool(app.get("_shuffle"))
    return Widget(
        "ImageButton",
        "Shuffle",
        ("checked" if on else "unchecked",),
        tap=lambda: app.__setitem__("_shuffle", not app.get("_shuffle")),
    )


def append(dev: Device, items: list[str], nxt: bool = False) -> None:
    """Append / Insert next: after what plays (nothing playing: it starts, as VLC does)."""
    app = app_of(dev)
    queue = app.setdefault("_queue", [])
    if not queue:
        start(dev, items)
        return
    at = queue.index(app["_playing"]) + 1 if nxt and app.get("_playing") in queue else len(queue)
    queue[at:at] = items


def _video_player(dev: Device) -> None:
    def screen() -> list[Widget]:
        app = app_of(dev)
        return [
            icon("Navigate up", dev.pop),
            text(app.get("_playing", "")),
            icon("Pause"),
            icon("Lock"),
            icon("Playlist", lambda: dev.push(lambda: _queue_page(dev), "queue")),
            text("Time", length(dev, app.get("_playing", ""))),
        ]

    dev.push(screen, "video player")


def _queue_page(dev: Device) -> list[Widget]:
    """The audio player expanded: what plays, its controls, and the queue in order."""
    app = app_of(dev)
    playing = app.get("_playing", "")
    artist = app.get("_artists", {}).get(playing)
    rows = [Widget("ListItem", item, value=length(dev, item)) for item in app.get("_queue", [])]
    head = [icon("Navigate down", dev.pop), text(playing)]
    if artist:
        head.append(text(artist))
    head += [icon("Previous"), icon("Pause"), icon("Next"), shuffle_button(dev), icon("Repeat")]
    return [*head, *dev.rows("Play queue", rows)]


def mini_player(dev: Device) -> list[Widget]:
    app = app_of(dev)
    if not app.get("_playing"):
        return []
    shown = [Widget("FrameLayout", "Mini player", tap=lambda: dev.push(lambda: _queue_page(dev), "audio player"))]
    shown.append(text(app["_playing"]))
    if artist := app.get("_artists", {}).get(app["_playing"]):
        shown.append(text(artist))
    return [*shown, icon("Pause")]
