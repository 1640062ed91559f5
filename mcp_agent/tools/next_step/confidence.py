"""How sure a decision is, and what a step too unsure to act on becomes.

Every decision carries ``confidence`` (0 to 1, or null when not scored): a model gives its own in
its answer; the rule planner may set the field itself, and where it does not, a tap it aimed at a
named element is scored by how the element's label matched the subgoal's name
(``reading.match_score``: the label is the name 1.0, contains it as whole words 0.9, only starts
with it 0.6); a choice by role (the Send button, the focused field) is not scored. A step that acts
on the phone (or says ``done``) with a confidence below the server's threshold
(``MCP_AGENT_MIN_CONFIDENCE``) is not taken: it waits for a person's confirmation instead, and
``reasoning`` says why.
"""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import parse_subgoal
from .reading import EXACT, PREFIX, WHOLE_WORDS, match_score
from .turn import Turn

# What a label's match with the subgoal's name says about a rule planner's tap.
_MATCH_CONFIDENCE = {EXACT: 1.0, WHOLE_WORDS: 0.9, PREFIX: 0.6}
# Questions and giving up are already a person's turn: never held back for being unsure.
_GATED = frozenset({"tap", "type", "open_app", "open_setting", "scroll_down", "scroll_up", "back", "done"})


def rule_confidence(result: AgentStepResult, turn: Turn) -> float | None:
    """The rule planner's match score for ``result``, when it tapped an element named by its subgoal."""
    if result.confidence is not None or result.action != "tap":
        return result.confidence
    element = turn.screen.element(result.target_index)
    plan = result.replan or turn.arguments.plan or result.plan or []
    current = turn.arguments.current_subgoal + (1 if result.advance_subgoal else 0)
    goal = parse_subgoal(plan[current]) if element is not None and current < len(plan) else None
    if element is None or goal is None or not goal.target:
        return None
    return _MATCH_CONFIDENCE.get(match_score(goal.target, element.label))


def scored(result: AgentStepResult, turn: Turn) -> AgentStepResult:
    """The rule planner's ``result`` with its confidence filled in where it can be scored."""
    confidence = rule_confidence(result, turn)
    return result if confidence == result.confidence else result.model_copy(update={"confidence": confidence})


def gated(result: AgentStepResult, threshold: float) -> AgentStepResult:
    """``result``, or, when its confidence is below ``threshold``, the same step waiting for confirmation."""
    confidence = result.confidence
    if confidence is None or confidence >= threshold or result.action not in _GATED or result.requires_confirmation:
        return result
    why = (
        f"Confidence {confidence:.2f} is below the threshold {threshold:.2f}: this step waits for a person's "
        "confirmation instead of acting."
    )
    return result.model_copy(
        update={
            "requires_confirmation": True,
            "confirmation_reason": f"The agent is only {confidence:.0%} sure of this step; a person confirms it first.",
            "reasoning": f"{why} {result.reasoning or ''}".strip(),
        }
    )
