"""An item picked by a value its row shows beside its name ("the 6:48 song", "the 640 kB pdf", "the contact with
(751) 555-6983"), for a step that needs its name (its album told, it added to a playlist, it moved): the list's
one row that shows the value is found and its name remembered (``known_facts``), and the steps after it name it
as ``«key»`` (carrying.py resolves them), so that every step that takes a name takes a picked one the same way.

Found by people set 98. Two rows that show the value are a question, never a guess; none after the list was
looked through is asked about too (search.scroll_or_ask).

Subgoal: ``Remember the <thing> showing '<value>' as «<key>»``.
"""

from __future__ import annotations

from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal, parse_subgoal
from .media_tabs import tab_toward
from .roles import rows
from .search import scroll_or_ask
from .steps_chosen import shows
from .turn import STOP, Turn, ask, result_of, tap_on

_VIDEOS = frozenset({"video", "clip", "movie"})
_SONGS = frozenset({"song", "track", "tune"})


def _after_open(goal: Subgoal, plan: list[str]) -> bool:
    """The pick is the first step in the app just opened: its library's list, reached by a tab if need be."""
    at = next((n for n, step in enumerate(plan) if step.strip() == goal.source), -1)
    before = parse_subgoal(plan[at - 1]) if at > 0 else None
    return before is not None and before.kind == "open_app"


def pick_shown(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen, thing, value = turn.screen, goal.target.lower(), goal.text
    if _after_open(goal, plan) and thing in _VIDEOS | _SONGS:
        tab = tab_toward("item.mp4" if thing in _VIDEOS else "item", screen)
        if tab is not None:
            return tap_on(tab, f"Opening {tab.label}", f"The {thing}s are listed under {tab.describe()}.")
    found = [row for row in rows(screen) if row.kind == "ListItem" and shows(row, value)]
    names = list(dict.fromkeys(row.label for row in found))
    if len(names) > 1:
        return ask(
            f"Several {thing}s show {value}: {', '.join(names)}. Which one do you mean?",
            [*names, STOP],
            f"{len(names)} {thing}s show {value}: picking one would be a guess.",
        )
    if names:
        # Nothing to tap yet: the list is put back at its top for the steps that use the name.
        found_it = result_of("scroll_up", f"Found {names[0]}", f"{found[0].describe()} is the {thing} showing {value}.")
        return found_it.model_copy(update={"remember": RememberFact(key=goal.named, value=names[0][:2000])})
    return scroll_or_ask(turn, f"the {thing} showing {value}", goal)


def picked(goal: Subgoal, turn: Turn) -> bool:
    return goal.named in turn.facts
