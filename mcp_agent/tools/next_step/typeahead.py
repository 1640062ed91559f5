"""A form that scrolls is filled in the order its fields show, not only in the task's order: while the field
of the current Type subgoal is off screen, a later Type subgoal whose field is on screen and empty is typed
first (one scan of the form instead of one per field). ``AHEAD`` remembers those subgoals for the form in
front (cleared when an entry is started or saved); such a subgoal counts as typed while its field is off
screen, and is checked against its field whenever that shows."""

from __future__ import annotations

import json

from . import navigator as nav
from .contract import AgentStepResult
from .forms import type_field, typed_text
from .grammar import Subgoal, parse_subgoal
from .pickers import PICKER_ROLES
from .reading import scrollable
from .turn import Turn, type_into

AHEAD = "typed_ahead"
_MAX = 30


def read_ahead(refs: dict[str, str]) -> list[str]:
    try:
        items = json.loads(refs.get(AHEAD) or "[]")
    except ValueError:
        return []
    return [str(item) for item in items][-_MAX:] if isinstance(items, list) else []


def typed_ahead(goal: Subgoal, turn: Turn) -> bool:
    """``goal`` was typed ahead into this form, and its field is off screen now."""
    return goal.source in read_ahead(turn.refs) and type_field(goal, turn.screen) is None


def type_ahead(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult | None:
    """Typing a later subgoal's text into its empty field on screen, while ``goal``'s field is off screen."""
    if not scrollable(turn.screen) or goal.source not in plan:
        return None
    ahead = read_ahead(turn.refs)
    for item in plan[plan.index(goal.source) + 1 :]:
        later = parse_subgoal(item)
        if later is None or later.kind != "type":
            break  # the form's fields end where another kind of step begins
        if item in ahead or not later.target or later.target.lower() in PICKER_ROLES:
            continue
        field = type_field(later, turn.screen)
        text = typed_text(later, turn) if field is not None and not field.value else None
        if field is None or not text:
            continue
        typed = type_into(
            field, text, f"Typing '{text}'", f"{field.describe()} is on screen now; {goal.target} is further along."
        )
        # The search for the current field starts afresh from here (down, then back up).
        refs = {AHEAD: json.dumps([*ahead, item][-_MAX:]), nav.SCAN: None}
        return typed.model_copy(update={"state_refs": refs})
    return None
