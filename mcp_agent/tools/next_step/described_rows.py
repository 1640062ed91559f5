"""An entry called by the words its row's details say rather than by its name ("the Smoky and hot recipe": a
recipe's description, its list's second line). Found by people set 98. Only once its name was looked for down the
whole list (steps_acting.open_item): then the one row whose details say all the words is opened, marked as the
step's own tap (``Turn.acted``) so that its page counts as the entry's (steps_achieved.py); several such rows are
asked about, and a one-word name is too loose to pick by."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .grammar import Subgoal
from .patterns import rx
from .reading import words
from .roles import rows
from .search import ask_which
from .turn import Turn, final_tap


def by_details(goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """The step that opens the one row whose details say ``goal.text``, asks between several, or None."""
    said = goal.text.strip()
    if len(words(said)) < 2:
        return None
    found = [
        e
        for e in rows(turn.screen)
        if e.kind == "ListItem" and rx(rf"(?<!\w){re.escape(said)}(?!\w)", re.I).search(e.value or "") is not None
    ]
    if len(found) == 1:
        row = found[0]
        return final_tap(
            row, goal, turn, f"Opening {row.label}", f"No {goal.target} is named {said}; {row.describe()} says it."
        )
    shown = [f"{e.label} · {e.value}" for e in found]
    return ask_which(said, shown, goal) if len(found) > 1 else None
