"""The agent's side of an approval: ``next_step`` asks for one, then consults it, and uses it once.

An approval is bound to the step it was asked for (task, step_count and screen fingerprint):
sent with any other step it is not used (spec-notes/approvals.md).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from mcp_agent import InvalidHandle, RecordNotFound, RequestContext, ToolError, VersionConflict, new_record_id

from ..contract import AgentStepResult
from ..safety import action_binding
from .index import add_to_index
from .records import APPROVAL, ApprovalRequest, announce, approval_uri, read_record
from .screenshots import keep_screenshot

if TYPE_CHECKING:  # the turn is read by deciding.py, which loads the goal grammar (tool.py)
    from ..turn import Turn

# Who asked, as the client names itself: shown to a person, cut to this length.
_CLIENT_TEXT_MAX = 100


@dataclass(frozen=True, slots=True)
class Decided:
    """The approval stands for this very step. ``approved``: act on ``proposal`` now (this call
    claimed the approval's one use). ``pending``: still waiting (``proposal`` is the waiting
    result, its handle kept). ``denied``: do not act (``proposal`` is what was denied)."""

    status: Literal["approved", "pending", "denied"]
    proposal: AgentStepResult
    explanation: str
    uri: str  # approval://<id>


@dataclass(frozen=True, slots=True)
class Dropped:
    """The approval does not apply to this step (``stale``: asked for another one; ``expired``;
    ``used``: it acted once already): drop the handle and plan afresh; ``explanation`` says why,
    in words for ``reasoning``."""

    status: Literal["stale", "expired", "used"]
    proposal: None
    explanation: str
    uri: str


# What an approval handle sent back with a step means for that step (``status`` tells which).
Consultation = Decided | Dropped


def client_name(client_info: dict[str, Any] | None) -> str | None:
    """The client as it names itself in ``clientInfo`` (title or name, and version), or None."""
    if not client_info:
        return None
    name = client_info.get("title") if isinstance(client_info.get("title"), str) else client_info.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    version = client_info.get("version")
    text = f"{name.strip()} {version.strip()}" if isinstance(version, str) and version.strip() else name.strip()
    return " ".join(text.split())[:_CLIENT_TEXT_MAX]


class Approvals:
    """Pending approvals of the caller's tenant; ``ttl_seconds`` is how long one waits for a person."""

    def __init__(self, ctx: RequestContext, ttl_seconds: float) -> None:
        if ttl_seconds <= 0:
            raise ValueError("ttl_seconds must be positive")
        self._ctx = ctx
        self._ttl_seconds = ttl_seconds

    async def request(self, proposal: AgentStepResult, turn: Turn, description: str) -> str:
        """Store ``proposal`` as a pending approval for this very step; return its sealed handle."""
        ctx, arguments = self._ctx, turn.arguments
        now = time.time()
        record_id = new_record_id()
        shot = await keep_screenshot(ctx, record_id, arguments.screenshot_b64) if arguments.screenshot_b64 else None
        request_turn: dict[str, Any] = {
            "task": arguments.task,
            "step_count": arguments.step_count,
            "screen": turn.screen.fingerprint,
            # Kept for a console's detail view: what the person deciding would want to see.
            "screen_description": arguments.screen_description,
            "action": action_binding(proposal),
            "proposal": proposal.model_dump(mode="json"),
            "description": description,
            "reason": proposal.confirmation_reason,
            "requested_by": ctx.principal.user,
            "client": client_name(ctx.client_info),
            "created_at": now,
            "expires_at": now + self._ttl_seconds,
        }
        if shot is not None:
            request_turn["screenshot"] = shot.as_turn()
        await ctx.store.create_if_absent(record_id)
        await ctx.store.append_if_version(record_id, 0, request_turn)
        await add_to_index(ctx, record_id, now)
        await announce(ctx, approval_uri(record_id))
        return ctx.handles.seal(APPROVAL, record_id)

    async def consult(self, handle: str, turn: Turn) -> Consultation:
        """What the approval named by ``handle`` (from ``state_refs.approval``) means for this step.

        ToolError when the handle is not an approval handle of the caller's tenant.
        """
        ctx = self._ctx
        try:
            record_id = ctx.handles.open(APPROVAL, handle)
        except InvalidHandle:
            raise ToolError(
                "Invalid arguments: state_refs.approval is not a valid approval handle, or it has expired. "
                "Remove approval from state_refs and send this step again; if the action still needs "
                "confirming, a new approval is requested."
            ) from None
        uri = approval_uri(record_id)
        record = await read_record(ctx, record_id)
        if record is None:
            return Dropped("expired", None, _EXPIRED, uri)
        request = record.request
        if record.used_at is not None:
            return Dropped("used", None, _USED, uri)
        mismatch = _mismatch(request, turn)
        if mismatch is not None:
            explanation = (
                f"The approval in state_refs.approval was for {mismatch}; the world moved on, "
                "so it was not used and this step was planned afresh."
            )
            return Dropped("stale", None, explanation, uri)
        stored = AgentStepResult.model_validate(request.proposal)
        status = record.status(time.time())
        if status == "expired":
            return Dropped("expired", None, _EXPIRED, uri)
        if status == "pending":
            waiting = stored.model_copy(
                update={
                    "requires_confirmation": True,
                    "state_refs": {**stored.state_refs, APPROVAL: handle},
                }
            )
            return Decided("pending", waiting, f"Waiting for a person to approve: {request.description}.", uri)
        if status == "denied":
            explanation = f"{record.decided_by} denied: {request.description}."
            return Decided("denied", stored, explanation, uri)
        # Approved for this very step: claim its one use. Of two calls racing, one appends.
        try:
            await ctx.store.append_if_version(record_id, 2, {"used_at": time.time()})
        except VersionConflict:
            return Dropped("used", None, _USED, uri)
        except RecordNotFound:
            return Dropped("expired", None, _EXPIRED, uri)
        await announce(ctx, uri)
        return Decided("approved", stored, f"{record.decided_by} approved: {request.description}.", uri)


_EXPIRED = (
    "The approval in state_refs.approval expired before it was used, so it was dropped and this step "
    "was planned afresh."
)
_USED = (
    "The approval in state_refs.approval was already acted on (an approval acts once), so it was "
    "dropped and this step was planned afresh."
)


def _mismatch(request: ApprovalRequest, turn: Turn) -> str | None:
    """How the step an approval was asked for differs from this one, or None when it is the same."""
    fingerprint = turn.screen.fingerprint
    if request.task != turn.arguments.task:
        return "another task"
    if request.step_count == turn.arguments.step_count and request.screen == fingerprint:
        return None
    where = "" if request.screen == fingerprint else " on another screen"
    return f"step {request.step_count}{where}"
