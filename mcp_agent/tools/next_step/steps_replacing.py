"""Replace a word in an entry's text: the body field's text with each whole-word ``old`` made ``new``, typed
back in one go (a field is typed whole), and achieved when the field shows ``new`` and no ``old`` is left."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .forms import role_field
from .grammar import Subgoal
from .search import scroll_or_ask
from .turn import STOP, Turn, ask, type_into


def _word(old: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(old)}(?!\w)")


def replaced(goal: Subgoal, turn: Turn) -> bool:
    field = role_field("the body field", turn.screen)
    value = (field.value or "") if field is not None else ""
    return bool(value) and goal.text in value and _word(goal.target).search(value) is None


def replace_word(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    field = role_field("the body field", turn.screen)
    if field is None:
        return scroll_or_ask(turn, "the text to change", goal)
    value = field.value or ""
    if _word(goal.target).search(value) is None:
        # Nothing to replace: saying so beats typing the text back unchanged and calling it done.
        return ask(f"The text does not contain '{goal.target}'. What should I change?", [STOP], f"{field.describe()}.")
    changed = _word(goal.target).sub(lambda _: goal.text, value)
    return type_into(
        field, changed, f"Replacing '{goal.target}' with '{goal.text}'", f"{field.describe()} holds the text."
    )
