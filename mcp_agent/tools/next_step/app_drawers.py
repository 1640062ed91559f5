"""An app's navigation drawer: many apps open on a home page (a summary, a chart) and keep their lists behind the
toolbar's drawer ("Open navigation drawer"), whose entries name the pages ("Home", "Expenses", "Settings"). A thing
looked for that is on no list here, with nothing to scroll, is looked for through the drawer: it is opened once, and
the entry named for the kind of thing sought ("expense" → "Expenses") is tapped. No entry so named: nothing is
guessed (the search asks as before). The drawer of apps on the home screen is drawer.py's.
"""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .reading import scrollable, tappable, words
from .screen import Element, Screen
from .turn import Turn, tap_on

NAV_DRAWER = "nav_drawer"  # what the drawer was opened for; "<key>|done" once its entry was tapped
_OPENER = re.compile(
    r"^\s*(?:open |show )?(?:the )?(?:navigation (?:drawer|menu)|nav(?:igation)? drawer|drawer|side menu)\s*$"
    r"|^\s*(?:open|show) navigation\s*$",
    re.I,
)


def drawer_opener(screen: Screen) -> Element | None:
    """The toolbar's control that opens the app's navigation drawer."""
    return next((e for e in tappable(screen) if _OPENER.match(e.label)), None)


def _plain(word: str) -> str:
    word = word.casefold()
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def drawer_entry(screen: Screen, thing: str) -> Element | None:
    """The drawer's entry that names ``thing``'s kind: one of its words is the thing's noun, singular or plural."""
    wanted = {_plain(w) for w in words(thing) if len(w) > 2}
    if not wanted:
        return None
    entries = [e for e in tappable(screen) if e.kind in ("TextView", "ListItem", "Button", "CheckedTextView")]
    named = [e for e in entries if {_plain(w) for w in words(e.label)} & wanted]
    # The shortest name is the page of the things themselves ("Expenses" before "Expense statistics").
    return min(named, key=lambda e: len(words(e.label)), default=None)


def through_drawer(turn: Turn, thing: str, key: str) -> AgentStepResult | None:
    """The step toward ``thing`` (a kind: "expense") through the app's drawer, or None when the drawer does not
    lead there (``key`` names the search, so a drawer is opened for it once)."""
    sought = turn.refs.get(NAV_DRAWER, "")
    screen = turn.screen
    if sought == key and drawer_opener(screen) is None:
        entry = drawer_entry(screen, thing)
        if entry is None:
            return None
        return tap_on(
            entry,
            f"Opening {entry.label}",
            f"The {thing}s are listed under the drawer's {entry.describe()}.",
            **{NAV_DRAWER: f"{key}|done"},
        )
    if sought.startswith(key) or scrollable(screen):
        return None
    opener = drawer_opener(screen)
    if opener is None:
        return None
    return tap_on(
        opener,
        "Opening the app's menu",
        f"No {thing} is listed on this page; {opener.describe()} opens the app's other pages.",
        **{NAV_DRAWER: key},
    )
