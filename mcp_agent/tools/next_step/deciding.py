"""A ``next_step`` call decided: who proposes the next action, and the confirmation gate it passes.

1. A run that already ended (``done`` / ``give_up``) gets its terminal status again.
2. An approval handle in ``state_refs`` is consulted first: approved for this very step and
   screen, its action is returned (once); pending, the step still waits; denied, nothing is done;
   for another step or screen, or expired, or used, the step is planned afresh and ``reasoning``
   says why.
3. The proposer, in tiers: the client's model when the request declared ``sampling``; else the
   server's own model when one is configured (with the screenshot if it reads images, else the
   description only); else the offline rule planner. A model's answer is checked the same way
   whichever model gave it, and the rule planner stands in for a bad answer or a failed call,
   ``reasoning`` saying why (spec-notes/models.md).
4. An irreversible proposal is confirmed in the same call through ``elicitation`` when the client
   declared it, else it waits as a pending approval in the store (``state_refs.approval``).

This half of the tool holds the whole goal grammar: tool.py loads it at the first call, off the event loop.
"""

from __future__ import annotations

from typing import Any

from mcp_agent import InputRequired, ModelFailure, RequestContext, ServerModel

from . import planner, sampling
from .approvals import APPROVAL, Approvals, Decided
from .confidence import gated, scored
from .contract import AgentStepArguments, AgentStepResult
from .denials import held_to_denials, with_confirmation
from .phrasing import action_sentence
from .safety import confirmation_reason
from .server_model import ask_server_model
from .tiers import TIER_WORDS, DecisionCounter, server_model_tier
from .turn import Turn

TOOL_NAME = "next_step"
CONFIRM_KEY = "confirm"
_DECISION_SCHEMA = {
    "type": "object",
    "properties": {
        "decision": {"type": "string", "enum": ["approve", "deny"], "title": "Approve or deny this action"},
    },
    "required": ["decision"],
}


async def decide(
    arguments: AgentStepArguments,
    ctx: RequestContext,
    *,
    decisions: DecisionCounter,
    approval_ttl_seconds: float,
    model: ServerModel | None = None,
    min_confidence: float = 0.0,
) -> AgentStepResult | InputRequired:
    """The next step of the session ``arguments`` carries, or the question that stands before it (tool.py gives the
    plugin's settings: see ``register_next_step``)."""
    # The step is read here, once; everything below reads it from the turn.
    turn = Turn.read(arguments)
    finished = planner.finished(turn)
    if finished is not None:
        return with_confirmation(finished, turn)
    approvals = Approvals(ctx, approval_ttl_seconds)
    notes: list[str] = []

    handle = arguments.state_refs.get(APPROVAL)
    dropped_approval = False
    if handle is not None:
        consultation = await approvals.consult(handle, turn)
        if isinstance(consultation, Decided):
            if consultation.status == "approved":
                return _confirmed(consultation.proposal, "Approved", drop_approval=True)  # an approval acts once
            if consultation.status == "pending":
                return with_confirmation(consultation.proposal, turn)
            return _declined(turn, consultation.proposal, drop_approval=True)
        notes.append(consultation.explanation)
        dropped_approval = True

    elicited = _elicited_proposal(ctx)
    if elicited is not None:
        decision = _decision(ctx)
        if decision is None:
            return _ask_for_confirmation(elicited, turn)
        if decision == "approve":
            return _confirmed(elicited, "Confirmed by the user", drop_approval=dropped_approval)
        return _declined(turn, elicited, drop_approval=dropped_approval)

    proposal = await _propose(turn, ctx, notes, model, decisions)
    if isinstance(proposal, InputRequired):
        return proposal
    # Whoever proposed it: a denied step stays unresolved, and an unsure one waits for a person.
    proposal = gated(held_to_denials(proposal, turn), min_confidence)
    reason = confirmation_reason(proposal, turn.screen)
    if reason is not None:
        # Whoever proposed it, an irreversible action waits for a person.
        proposal = proposal.model_copy(
            update={
                "requires_confirmation": True,
                "confirmation_reason": proposal.confirmation_reason or reason,
            }
        )
    proposal = with_confirmation(proposal, turn)
    if proposal.requires_confirmation:
        if ctx.has_capability("elicitation"):
            return _ask_for_confirmation(proposal, turn)
        new_handle = await approvals.request(proposal, turn, action_sentence(proposal, turn.screen, arguments))
        return proposal.model_copy(update={"state_refs": {**proposal.state_refs, APPROVAL: new_handle}})
    if dropped_approval:
        return _without_approval(proposal)
    return proposal


async def _propose(
    turn: Turn, ctx: RequestContext, notes: list[str], model: ServerModel | None, decisions: DecisionCounter
) -> AgentStepResult | InputRequired:
    if not ctx.has_capability("sampling"):
        if model is None:
            decisions.count(TOOL_NAME, "rules")
            return _with_notes(_rules(turn), notes)
        return await _propose_with_server_model(turn, notes, model, decisions)
    answer = (ctx.input_responses or {}).get(sampling.SAMPLING_KEY)
    if answer is None:
        return InputRequired({sampling.SAMPLING_KEY: sampling.sampling_request(turn)})
    try:
        proposal = sampling.read_model_answer(answer, turn)
    except sampling.ModelAnswerRejected as rejected:
        decisions.count(TOOL_NAME, "rules", fallback_from="sampling")
        notes.append(f"The model's answer was not used ({rejected.reason}); the rule planner decided instead.")
        return _with_notes(_rules(turn), notes)
    decisions.count(TOOL_NAME, "sampling")
    return _with_notes(proposal, notes)


async def _propose_with_server_model(
    turn: Turn, notes: list[str], model: ServerModel, decisions: DecisionCounter
) -> AgentStepResult:
    tier = server_model_tier(model, has_screenshot=bool(turn.arguments.screenshot_b64))
    try:
        proposal = await ask_server_model(model, tier, turn)
    except ModelFailure as failure:
        why = f"the call failed: {failure.reason}"
    except sampling.ModelAnswerRejected as rejected:
        why = f"its answer was not used: {rejected.reason}"
    else:
        decisions.count(TOOL_NAME, tier)
        notes.append(f"Tier {tier}: decided by {TIER_WORDS[tier]} ({model.name}).")
        return _with_notes(proposal, notes)
    decisions.count(TOOL_NAME, "rules", fallback_from=tier)
    notes.append(
        f"Tier rules: {TIER_WORDS[tier]} ({model.name}) gave no action ({why}); the rule planner decided instead."
    )
    return _with_notes(_rules(turn), notes)


def _rules(turn: Turn) -> AgentStepResult:
    """The rule planner's decision, scored where it matched a name (confidence.py)."""
    return scored(planner.decide(turn), turn)


def _with_notes(result: AgentStepResult, notes: list[str]) -> AgentStepResult:
    if not notes:
        return result
    reasoning = " ".join([*notes, result.reasoning or ""]).strip()
    return result.model_copy(update={"reasoning": reasoning})


def _declined(turn: Turn, proposal: AgentStepResult, *, drop_approval: bool) -> AgentStepResult:
    """A person denied ``proposal``: nothing is done, and the run is denied and unresolved (denials.py)."""
    declined = planner.decline(turn, proposal).model_copy(update={"confirmation": "denied"})
    return _without_approval(declined) if drop_approval else declined


def _confirmed(proposal: AgentStepResult, by: str, *, drop_approval: bool) -> AgentStepResult:
    update: dict[str, Any] = {
        "confirmation": "approved",
        "requires_confirmation": False,
        "reasoning": f"{by}: {proposal.confirmation_reason or 'the action was confirmed'}",
        "status_text": proposal.status_text,
    }
    if drop_approval:
        update["state_refs"] = {**proposal.state_refs, APPROVAL: None}
    return proposal.model_copy(update=update)


def _without_approval(result: AgentStepResult) -> AgentStepResult:
    return result.model_copy(update={"state_refs": {**result.state_refs, APPROVAL: None}})


def _ask_for_confirmation(proposal: AgentStepResult, turn: Turn) -> InputRequired:
    message = f"The agent asks you to confirm: {action_sentence(proposal, turn.screen, turn.arguments)}. {proposal.confirmation_reason or ''}".strip()
    request = {"method": "elicitation/create", "params": {"message": message, "requestedSchema": _DECISION_SCHEMA}}
    return InputRequired({CONFIRM_KEY: request}, state={"proposal": proposal.model_dump(mode="json")})


def _elicited_proposal(ctx: RequestContext) -> AgentStepResult | None:
    state = ctx.request_state or {}
    if "proposal" not in state:
        return None
    return AgentStepResult.model_validate(state["proposal"])


def _decision(ctx: RequestContext) -> str | None:
    """``approve`` or ``deny`` from the elicitation answer; None when the client has not answered yet."""
    answer = (ctx.input_responses or {}).get(CONFIRM_KEY)
    if answer is None:
        return None
    content = answer.get("content") if isinstance(answer.get("content"), dict) else {}
    approved = answer.get("action") == "accept" and content.get("decision") == "approve"
    return "approve" if approved else "deny"
