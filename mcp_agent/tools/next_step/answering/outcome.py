"""What the answering steps keep between steps (``state_refs``, ``answering``) and how they end: the
answer alone as the final answer, or a question to the user when the screens did not show it."""

from __future__ import annotations

import json

from ..agenda import ANSWER_ONLY
from ..contract import AgentStepResult, RememberFact
from ..session import TRY_AGAIN
from ..turn import STOP, Turn, ask, result_of

STATE = "answering"


def listed(state: dict[str, object], key: str) -> list[object]:
    value = state.get(key)
    return value if isinstance(value, list) else []


def read_state(turn: Turn) -> dict[str, object]:
    try:
        state = json.loads(turn.refs.get(STATE, "{}"))
    except ValueError:
        state = {}
    return state if isinstance(state, dict) else {}


def answered(value: str, reasoning: str) -> AgentStepResult:
    return result_of(
        "done",
        f"Answer: {value}",
        reasoning,
        remember=RememberFact(key=ANSWER_ONLY, value=value[:2000]),
        state_refs={STATE: None},
    )


def not_found(what: str) -> AgentStepResult:
    return ask(
        f"I could not find {what}. What should I do?",
        [TRY_AGAIN, STOP],
        f"The screens read do not show {what}: not answering without it.",
        **{STATE: None},
    )
