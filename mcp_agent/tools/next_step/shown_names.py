"""An item picked by a value its row shows beside its name ("the 6:48 song", "the 640 kB pdf", "the contact with
(751) 555-6983"), for a step that needs its name (its album told, it added to a playlist, it moved): the list's
one row that shows the value is found and its name remembered (``known_facts``), and the steps after it name it
as ``«key»`` (carrying.py resolves them), so that every step that takes a name takes a picked one the same way.

Found by people set 98. Two rows that show the value are a question, never a guess; none after the list was
looked through is asked about too (search.scroll_or_ask). Words no row shows ("the note that says 'some notes'")
are looked for on each entry's page in turn (page_looks.py), the one whose page shows them remembered.

Subgoal: ``Remember the <thing> showing '<value>' as «<key>»``.
"""

from __future__ import annotations

import re

from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal, parse_subgoal
from .media_tabs import tab_toward
from .page_looks import look_through
from .roles import rows
from .screen import Element
from .search import scroll_or_ask
from .steps_chosen import shows
from .turn import STOP, Turn, ask, result_of, tap_on

# A value of words (not a length, a size, a day or a number): the list may not show it, an entry's page may.
_WORDS = re.compile(r"[^\W\d_]{3,}")
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
        return _remember(found[0], goal)
    if _WORDS.search(value) and (looked := look_through(goal, turn, shows, _one_found)) is not None:
        return looked  # words only an entry's own page shows ("the note that says …"): each page read in turn
    return scroll_or_ask(turn, f"the {thing} showing {value}", goal)


def _remember(row: Element, goal: Subgoal) -> AgentStepResult:
    # Nothing to tap yet: the list is put back at its top for the steps that use the name.
    found = result_of("scroll_up", f"Found {row.label}", f"{row.describe()} is the {goal.target} showing {goal.text}.")
    return found.model_copy(update={"remember": RememberFact(key=goal.named, value=row.label[:2000])})


def _one_found(found: list[Element], goal: Subgoal, turn: Turn) -> AgentStepResult:
    """The one row whose page showed the value, remembered; several are asked about."""
    if len(found) == 1:
        return _remember(found[0], goal)
    names = [row.label for row in found]
    return ask(
        f"Several {goal.target}s show {goal.text}: {', '.join(names)}. Which one do you mean?",
        [*names, STOP],
        f"{len(names)} {goal.target}s show {goal.text}: picking one would be a guess.",
    )


def picked(goal: Subgoal, turn: Turn) -> bool:
    return goal.named in turn.facts
