"""A playlist checked against the items it should hold, in the order said: its row opened (its tab first), then its
page read. A page longer than the screen is read top to bottom across scrolls, the rows seen kept in
``state_refs`` (a scroll shows some rows again: they overlap, and are counted once); the list holds the items
when what was read, whole, is them in order."""

from __future__ import annotations

import json

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word
from .roles import row_named
from .screen import Screen
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .turn import STOP, Turn, ask, scroll, tap_on

KEY = "list_read"


def _on_page(name: str, screen: Screen) -> bool:
    return any(e.label == name and e.kind == "TextView" for e in screen.elements)


def _shown(screen: Screen) -> list[str]:
    return [e.label for e in screen.elements if e.kind == "ListItem"]


def _merged(seen: list[str], shown: list[str]) -> list[str]:
    """The rows read before, then the new ones: the longest tail of ``seen`` that starts ``shown`` is one read."""
    for k in range(min(len(seen), len(shown)), 0, -1):
        if seen[-k:] == shown[:k]:
            return [*seen, *shown[k:]]
    return [*seen, *shown]


def _read(goal: Subgoal, turn: Turn) -> list[str]:
    """Every row of the page read so far: the ones kept from above (only right after a scroll down), then these."""
    kept: list[str] = []
    if turn.history.last == "scroll_down":
        stored = json.loads(turn.refs.get(KEY) or "{}")
        if stored.get("list") == goal.target:
            kept = [str(r) for r in stored.get("rows", [])]
    return _merged(kept, _shown(turn.screen))


def _folded(rows: list[str]) -> list[str]:
    """Rows as compared: an item said in lower case ("quiet storm") is the row the list shows ("Quiet Storm")."""
    return [" ".join(row.split()).casefold() for row in rows]


def holds(goal: Subgoal, turn: Turn) -> bool:
    return _on_page(goal.target, turn.screen) and _folded(_read(goal, turn)) == _folded(goal.text.split("|"))


def check_list(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """Open the list to see what it holds (its tab, then its row); read it down; say what it holds when it differs."""
    screen = turn.screen
    row = row_named(goal.target, screen)
    if row is not None and row.kind == "ListItem" and not _on_page(goal.target, screen):
        return tap_on(row, f"Opening {goal.target}", "Its items show what was added.")
    tab = next(
        (e for e in screen.elements if e.kind == "Tab" and not e.checked and has_word(e.label, "playlist")), None
    )
    if tab is not None and not _on_page(goal.target, screen):
        return tap_on(tab, f"Opening {tab.label}", f"{goal.target} is listed there.")
    if not _on_page(goal.target, screen):
        # Not on the list's page yet: its row may be further down the list of lists.
        return scroll_or_ask(turn, f"the playlist {goal.target}", goal)
    read = _read(goal, turn)
    wanted = goal.text.split("|")
    end = turn.history.last == "scroll_down" and turn.previous == screen.fingerprint
    if (
        any(e.scrollable for e in screen.elements)
        and not end
        and len(read) <= len(wanted)
        and _folded(read) == _folded(wanted[: len(read)])
    ):
        if turn.allows("scroll_down"):
            refs = json.dumps({"list": goal.target, "rows": read})
            return scroll("down", f"Reading {goal.target}", "Its rows go on below the screen.", **{KEY: refs})
    return ask(
        f"The list {goal.target} shows {', '.join(read) or 'nothing'}, not {', '.join(wanted)}. What should I do?",
        [TRY_AGAIN, STOP],
        "Nothing is done until the screen shows it.",
    )
