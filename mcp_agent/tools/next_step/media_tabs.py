"""Where a media player keeps an item it does not show: a song behind its Audio tab, and there on its Tracks
(or Songs) list rather than its Artists or Albums; a video file behind its Video tab. A player with one list of
songs (its Songs tab selected) is scrolled instead."""

from __future__ import annotations

import re

from .screen import Element, Screen

_VIDEO = re.compile(r"\.(?:mp4|mkv|avi|mov|webm|3gp|m4v|wmv|flv|ts)$", re.I)
_SONG_LISTS = ("tracks", "songs", "all songs", "all tracks")
_AUDIO = ("audio", "music")
_VIDEOS = ("video", "videos")


def tab_toward(item: str, screen: Screen) -> Element | None:
    """The unselected tab the item is listed under, or None (its list is in front, or the player has none)."""
    tabs = [e for e in screen.elements if e.kind == "Tab"]
    selected = {e.label.casefold() for e in tabs if e.checked}

    def named(*names: str) -> Element | None:
        return next((e for e in tabs if not e.checked and e.label.casefold() in names), None)

    if _VIDEO.search(item.strip()):
        return None if selected & set(_VIDEOS) else named(*_VIDEOS)
    if selected & set(_SONG_LISTS):
        return None
    return named(*_SONG_LISTS) or (None if selected & set(_AUDIO) else named(*_AUDIO))


_FOLDER_TABS = ("browse", "folders", "storage", "files", "local")
_STORAGE = re.compile(r"^(?:internal\s+(?:memory|storage)|(?:phone\s+|device\s+)?storage|sd\s*card)$", re.I)


def way_to(thing: str, screen: Screen) -> Element | None:
    """Where a player keeps a holder it does not show: a folder under its Browse tab and there its storage (the
    phone's "Internal memory"); an artist or an album under its Audio tab."""
    tabs = [e for e in screen.elements if e.kind == "Tab"]
    selected = {e.label.casefold() for e in tabs if e.checked}
    thing = thing.casefold()
    if thing == "folder":
        if not selected & set(_FOLDER_TABS):
            found = next((e for e in tabs if not e.checked and e.label.casefold() in _FOLDER_TABS), None)
            if found is not None:
                return found
        return next((e for e in screen.elements if e.kind == "ListItem" and _STORAGE.match(e.label.strip())), None)
    if thing in ("artist", "album") and not selected & set(_AUDIO):
        return next((e for e in tabs if not e.checked and e.label.casefold() in _AUDIO), None)
    return None
