"""A to-do's check box set to done or not done, found by its title in the list (``Mark the task '<name>' done``):
the box is tapped only when it does not show the state asked for, so the step is reached, never toggled back."""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import EXACT, WHOLE_WORDS, match_score
from .screen import Element, Screen
from .search import scroll_or_ask
from .turn import Turn, tap_on


def task_box(name: str, screen: Screen) -> Element | None:
    """The check box of the to-do titled ``name``: labelled with it, the exact title first."""
    boxes = [e for e in screen.elements if e.kind == "CheckBox" and e.checked is not None]
    exact = [e for e in boxes if match_score(name, e.label) == EXACT]
    named = exact or [e for e in boxes if match_score(name, e.label) >= WHOLE_WORDS]
    return named[0] if len(named) == 1 else None


def marked(goal: Subgoal, turn: Turn) -> bool:
    box = task_box(goal.text, turn.screen)
    return box is not None and box.checked is goal.on


def mark(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    box = task_box(goal.text, turn.screen)
    if box is None:
        return scroll_or_ask(turn, f"the task {goal.text}", goal)
    state = "done" if goal.on else "not done"
    return tap_on(box, f"Marking {goal.text} {state}", f"{box.describe()} does not show it {state} yet.")
