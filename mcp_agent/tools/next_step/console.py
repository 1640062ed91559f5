"""``next_step``'s approvals, offered to the approvals console in the console's own terms."""

from __future__ import annotations

from mcp_agent import ApprovalDecision, ConsoleApproval, DecisionOutcome, RequestContext

from .approvals import (
    APPROVAL_URI_TEMPLATE,
    RESOLVE_SCOPE,
    AlreadyDecided,
    ApprovalEntry,
    ApprovalExpired,
    ApprovalGone,
    OwnRequest,
    recent_approvals,
    resolve,
    screenshot,
    view,
)
from .screen_outline import outline

_URI_PREFIX = APPROVAL_URI_TEMPLATE.removesuffix("{id}")


class NextStepConsoleApprovals:
    """``ConsoleApprovals`` over the approval records ``next_step`` keeps (``approvals/``)."""

    def __init__(self, *, allow_self: bool) -> None:
        self._allow_self = allow_self

    @property
    def decide_scope(self) -> str:
        return RESOLVE_SCOPE

    @property
    def allow_self(self) -> bool:
        return self._allow_self

    def is_approval_uri(self, uri: str) -> bool:
        return uri.startswith(_URI_PREFIX)

    async def recent(self, ctx: RequestContext, limit: int) -> list[ConsoleApproval]:
        return [_shown(entry) for entry in await recent_approvals(ctx, limit)]

    async def detail(self, ctx: RequestContext, approval_id: str) -> ConsoleApproval | None:
        entry = await view(ctx, approval_id)
        return None if entry is None else _shown(entry, with_screen=True)

    async def screenshot(self, ctx: RequestContext, approval_id: str) -> tuple[str, bytes] | None:
        return await screenshot(ctx, approval_id)

    async def decide(
        self, ctx: RequestContext, approval_id: str, decision: ApprovalDecision, *, allow_self: bool
    ) -> DecisionOutcome:
        try:
            decided = await resolve(ctx, approval_id, decision, allow_self=allow_self)
        except ApprovalGone as refusal:
            return DecisionOutcome("gone", str(refusal))
        except OwnRequest as refusal:
            return DecisionOutcome("own_request", str(refusal))
        except AlreadyDecided as refusal:
            return DecisionOutcome("lost", str(refusal))
        except ApprovalExpired as refusal:
            return DecisionOutcome("expired", str(refusal))
        return DecisionOutcome("stands", decided.action)


def _shown(entry: ApprovalEntry, *, with_screen: bool = False) -> ConsoleApproval:
    seen, shot = entry.view, entry.screenshot
    return ConsoleApproval(
        id=entry.record_id,
        status=seen.status,
        task=seen.task,
        action=seen.action,
        reason=seen.reason,
        step_count=seen.step_count,
        requested_by=seen.requested_by,
        client=seen.client,
        created_at=entry.created_at,
        expires_at=entry.expires_at,
        decided_by=seen.decided_by,
        decided_at=entry.decided_at,
        screenshot_kept=shot is not None and shot.omitted is None,
        screenshot_omitted=shot.omitted if shot is not None else None,
        screen=outline(entry.screen_description) if with_screen else (),
    )
