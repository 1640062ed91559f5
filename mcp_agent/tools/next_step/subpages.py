"""A switch behind its row, whatever the app: many settings pages show a setting as a row with its state
("Bluetooth  On") that opens a page holding the switch itself ("Use Bluetooth"). ``switch_row`` is that row;
``row_state`` what it says (on, off, or None when it says neither)."""

from __future__ import annotations

from .reading import WHOLE_WORDS, match_score, tappable, words
from .screen import Element, Screen

_ON = frozenset({"on", "enabled", "active", "connected"})
_OFF = frozenset({"off", "disabled", "inactive", "disconnected"})


def row_state(element: Element) -> bool | None:
    said = words(element.value or "")
    if said and said[0] in _ON:
        return True
    if said and said[0] in _OFF:
        return False
    return None


def switch_row(name: str, screen: Screen) -> Element | None:
    """The row that names setting ``name`` and shows whether it is on (it opens the switch's page)."""
    rows = [
        e
        for e in tappable(screen)
        if e.kind in ("ListItem", "TextView") and row_state(e) is not None and match_score(name, e.label) >= WHOLE_WORDS
    ]
    return max(rows, key=lambda e: match_score(name, e.label), default=None)
