"""A list of another kind of thing behind a tab: an app that keeps songs and playlists shows one tab at a
time, so a playlist looked for on the Songs tab is found by switching to the tab named for playlists."""

from __future__ import annotations

from .screen import Element, Screen


def _plain(word: str) -> str:
    word = word.casefold().strip()
    return word[:-1] if word.endswith("s") else word


def tab_for(thing: str, screen: Screen) -> Element | None:
    """The unselected tab named for ``thing`` ("playlist" → "Playlists"), else None."""
    wanted = _plain(thing)
    if not wanted:
        return None
    for element in screen.elements:
        if element.kind == "Tab" and not element.checked and _plain(element.label) == wanted:
            return element
    return None
