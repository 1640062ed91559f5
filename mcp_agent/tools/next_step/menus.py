"""Commands kept in the overflow menu ("More options"), whatever the app: many apps show only a few
commands in the toolbar and put New, Save, Delete or Share in the menu. ``menu_step`` opens the menu once
per goal to look for a command that is not on the screen, and closes it again when the command is not
there either; ``menu_new_entry`` is the menu's entry that starts a new one; ``entry_open`` tells an entry's own
page (whose commands, Delete among them, may be in its menu) from the list it was opened from."""

from __future__ import annotations

from .contract import AgentStepResult
from .reading import has_word, tappable, words
from .roles import OVERFLOW_LABEL, overflow, rows
from .screen import Element, Screen
from .turn import Turn, result_of, tap_on

MENU_TRIED = "menu_tried"  # the goal (and command) the overflow menu was last opened for
_NEW = ("new", "add", "create")


def menu_is_open(turn: Turn) -> bool:
    """The page in front is the overflow menu the last tap opened (a menu holds no overflow control of its own:
    a screen that does is the one under it, the command having been taken)."""
    return turn.history.last == "tap" and bool(OVERFLOW_LABEL.match(turn.here)) and overflow(turn.screen) is None


def menu_step(turn: Turn, key: str, what: str) -> AgentStepResult | None:
    """The next step toward ``what`` through the overflow menu (opening it, or closing it when it lacks
    ``what``), or None when there is no menu or it was already searched for ``key``. Callers look for the
    command on the screen first."""
    if menu_is_open(turn):
        if turn.allows("back"):
            return result_of("back", "Closing the menu", f"The menu has no {what}.")
        return None
    menu = overflow(turn.screen)
    if menu is None or turn.refs.get(MENU_TRIED) == key:
        return None
    return tap_on(
        menu,
        "Opening the menu",
        f"{what} is not on the screen; apps often keep it in the overflow menu.",
        **{MENU_TRIED: key},
    )


def menu_new_entry(screen: Screen, thing: str) -> Element | None:
    """In an open menu, the entry that starts a new ``thing`` ("New event", "Create contact"), else the
    only New / Add / Create entry."""
    entries = [
        e
        for e in tappable(screen)
        if e.kind in ("TextView", "CheckedTextView") and (list(words(e.label)) or [""])[0] in _NEW
    ]
    named = [e for e in entries if thing and has_word(e.label, thing)]
    if named:
        return named[0]
    return entries[0] if len(entries) == 1 else None


def entries_listed(turn: Turn, *, folders: bool = False) -> list[Element]:
    """The entries a list page shows (its folders too with ``folders``: a list that still shows a folder is not
    empty); the opened folder's name over its list is its heading, never one of them, even when the list is empty."""
    screen = turn.screen
    listing = any(e.kind == "List" for e in screen.elements)
    return [
        e
        for e in rows(screen)
        if (folders or not has_word(f"{e.label} {e.value or ''}", "folder"))
        and not (listing and e.kind == "TextView" and e.label in turn.trail)
    ]


def entry_open(turn: Turn) -> bool:
    """The entry last tapped in an app is in front: its page shows its name (a heading, a field's value),
    not as a row of a list."""
    name = turn.here
    if len(turn.trail) < 2 or not name or any(e.label == name for e in rows(turn.screen)):
        return False
    return any(e.value == name or (e.label == name and e.kind == "TextView") for e in turn.screen.elements)
