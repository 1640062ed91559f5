"""Replace a word in an entry's text: the body field's text with each whole-word ``old`` made ``new``, typed
back in one go (a field is typed whole), and achieved when the field shows ``new`` and no ``old`` is left."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .forms import role_field
from .grammar import Subgoal
from .patterns import rx
from .screen import Element
from .search import scroll_or_ask
from .turn import STOP, Turn, ask, type_into


def _word(old: str) -> re.Pattern[str]:
    return rx(rf"(?<!\w){re.escape(old)}(?!\w)")


def _text(field: Element | None) -> str:
    """The field's text with its line breaks (a screen writes one as the two characters backslash and n)."""
    return (field.value or "").replace("\\n", "\n") if field is not None else ""


def replaced(goal: Subgoal, turn: Turn) -> bool:
    field = role_field("the body field", turn.screen)
    value = _text(field)
    # The old words may be part of the new ones ("Return the drill" -> "Return the drill and the ladder").
    return bool(value) and goal.text in value and _word(goal.target).search(value.replace(goal.text, "")) is None


def replace_word(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    field = role_field("the body field", turn.screen)
    if field is None:
        return scroll_or_ask(turn, "the text to change", goal)
    value = _text(field)
    if _word(goal.target).search(value.replace(goal.text, "")) is None:
        # Nothing to replace: saying so beats typing the text back unchanged and calling it done.
        return ask(f"The text does not contain '{goal.target}'. What should I change?", [STOP], f"{field.describe()}.")
    changed = goal.text.join(_word(goal.target).sub(lambda _: goal.text, part) for part in value.split(goal.text))
    return type_into(
        field, changed, f"Replacing '{goal.target}' with '{goal.text}'", f"{field.describe()} holds the text."
    )
