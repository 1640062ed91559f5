"""A denial is an outcome, not a loop: what every proposer's answer is held to after a person said no.

The run has two axes: its progress (the plan, the steps) and the confirmation of its current step
(``AgentStepResult.confirmation``). A denied step leaves the run *denied and unresolved* until the
user answers the question that follows it (``known_facts`` keeps ``declined: <action>`` and the
answer after it): meanwhile no proposer, the rule planner or a model, may propose the denied action
again or report the task done, and "Stop" ends the run with a status that says it was denied.
"Try again" resolves it (the action may then be proposed, and confirmed, anew).
"""

from __future__ import annotations

from .contract import AgentStepResult
from .safety import describe_action
from .turn import STOP, Turn, answer_after_decline, declined_question, give_up, unresolved_declines


def denied(turn: Turn) -> list[str]:
    """The actions denied in this run that the user has not since resolved, oldest first."""
    return unresolved_declines(turn.fact_lines)


def stopped_reason(action: str) -> str:
    return f"Denied: the user declined to {action} and chose to stop."


def held_to_denials(result: AgentStepResult, turn: Turn) -> AgentStepResult:
    """``result`` (any proposer's) once the run's unresolved denials are honoured."""
    actions = denied(turn)
    if not actions:
        return result
    last = actions[-1]
    answer = answer_after_decline(turn.fact_lines)
    if answer is not None and answer.casefold() == STOP.casefold() and result.action != "give_up":
        result = give_up(stopped_reason(last), f'The user answered "{STOP}" after denying the step.')
    elif result.action == "done":
        result = _asked_instead(last, "it was proposed as done, but a denied step leaves the task unresolved")
    elif result.action not in ("ask_user", "give_up") and describe_action(result, turn.screen) in actions:
        result = _asked_instead(last, "the denied action was proposed again")
    return result


def with_confirmation(result: AgentStepResult, turn: Turn) -> AgentStepResult:
    """``result`` with the run's confirmation axis set: ``pending`` while the step waits for a person, else
    ``denied`` while a denial is unresolved, else ``none``."""
    state = "pending" if result.requires_confirmation else "denied" if denied(turn) else "none"
    return result if result.confirmation == state else result.model_copy(update={"confirmation": state})


def _asked_instead(action: str, why: str) -> AgentStepResult:
    question = declined_question(action)
    return question.model_copy(update={"reasoning": f"Not used: {why}. {question.reasoning}"})
