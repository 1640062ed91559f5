"""A person's decision on an approval: the first one stands, and the principal that asked never decides.

Same tenant and user is the same principal, so an agent cannot approve its own action; the
operator may allow it (``allow_self``). ``resolve_approval`` and the console both decide here.
"""

from __future__ import annotations

import time
from typing import Any

from mcp_agent import RecordNotFound, RequestContext, ToolError, VersionConflict

from .records import ApprovalRecord, Decision, announce, approval_uri, is_record_id, read_record, timestamp
from .views import ApprovalView, view_of

RESOLVE_SCOPE = "approvals:resolve"
_DECIDED = {"approve": "approved", "deny": "denied"}


class AlreadyDecided(ToolError):
    """Someone decided first: the first decision stands (the message says who, and when)."""


class ApprovalExpired(ToolError):
    """Nobody decided in time: nothing can be decided any more."""


class ApprovalGone(ToolError):
    """No approval of the caller's tenant has this id (any cause: the console answers 404)."""


class OwnRequest(ToolError):
    """The caller asked for this approval, so someone else must decide it (the console answers 403)."""


def _already_decided(record: ApprovalRecord) -> ToolError:
    return AlreadyDecided(
        f"This approval was already {_DECIDED[record.decision or 'approve']} by {record.decided_by} at "
        f"{timestamp(record.decided_at)}; the first decision stands."
    )


def _expired() -> ToolError:
    return ApprovalExpired(
        "This approval expired before anyone decided, so nothing was approved or denied. The agent must "
        "ask again: its next step requests a new approval if the action is still wanted."
    )


async def existing_record(ctx: RequestContext, record_id: str) -> ApprovalRecord:
    """The approval of the caller's tenant under ``record_id``; ``ApprovalGone`` otherwise."""
    record = await read_record(ctx, record_id) if is_record_id(record_id) else None
    if record is None:
        raise ApprovalGone(
            "This approval no longer exists: it expired. Nothing more can be decided on it; the agent must ask "
            "again: its next step requests a new approval if the action is still wanted."
        )
    return record


async def resolve(ctx: RequestContext, record_id: str, decision: Decision, *, allow_self: bool = False) -> ApprovalView:
    """Append the decision at version 1: the first decision stands, every later one is refused.

    The one decision path of ``resolve_approval`` and the console. ToolError (its message says
    why, e.g. *already approved by alice at …*) when refused; ``ApprovalGone`` for an id that is
    no approval of the caller's tenant; ``OwnRequest`` when the caller asked for it and
    ``allow_self`` is off. The caller checks ``approvals:resolve``.
    """
    record = await existing_record(ctx, record_id)
    if not allow_self and record.request.requested_by == ctx.principal.user:
        raise OwnRequest(
            f"You ({ctx.principal.user}) asked for this approval, so someone else must decide it: an approval "
            "exists so that someone other than the agent says yes. Ask a person who may resolve approvals "
            "(approvals:resolve) to decide it, for example in the approvals console (/console)."
        )
    if record.decision is not None:
        raise _already_decided(record)
    now = time.time()
    if now >= record.request.expires_at:
        raise _expired()
    turn: dict[str, Any] = {"decision": decision, "by": ctx.principal.user, "at": now}
    try:
        await ctx.store.append_if_version(record.record_id, 1, turn)
    except RecordNotFound:
        raise _expired() from None
    except VersionConflict:
        winner = await read_record(ctx, record.record_id)
        if winner is None:
            raise _expired() from None
        raise _already_decided(winner) from None
    uri = approval_uri(record.record_id)
    await announce(ctx, uri)
    decided = ApprovalRecord(record.record_id, 2, record.request, decision, ctx.principal.user, now)
    return view_of(decided, time.time())
