"""Approvals over MCP: the ``get_approval`` and ``resolve_approval`` tools and the ``approval://`` resource.

``resolve_approval`` is not offered at all without authentication, where the agent's model and
the person are the same local principal: there a person decides in the console.
"""

from __future__ import annotations

import time
from typing import Annotated

from pydantic import Field

from mcp_agent import InvalidHandle, RequestContext, Server, ToolError

from .decisions import RESOLVE_SCOPE, existing_record, resolve
from .records import APPROVAL, APPROVAL_URI_TEMPLATE, Decision
from .views import ApprovalView, read_approval, view_of

APPROVAL_MIME_TYPE = "application/json"
ApprovalHandle = Annotated[str, Field(description="The handle in next_step's state_refs.approval.")]


def _record_id_of(ctx: RequestContext, handle: str) -> str:
    """The record id in the ``approval`` argument; ToolError naming it otherwise."""
    try:
        return ctx.handles.open(APPROVAL, handle)
    except InvalidHandle:
        raise ToolError(
            "Invalid arguments: approval is not a valid approval handle, or it has expired. Do not retry with "
            "it; use the handle in the agent's current state_refs.approval."
        ) from None


def register_approvals(server: Server, *, allow_self: bool = False) -> None:
    """``get_approval``, ``resolve_approval`` and the ``approval://`` resource. ``allow_self``: the
    principal that asked may decide too (off by default: MCP_AGENT_APPROVALS_ALLOW_SELF)."""

    @server.tool(annotations={"readOnlyHint": True, "openWorldHint": False})
    async def get_approval(approval: ApprovalHandle, ctx: RequestContext) -> ApprovalView:
        """Show a pending approval of the phone agent: the action it waits to perform, why it needs a
        person, and whether it is pending, approved, denied, used or expired. `approval` is the handle
        from next_step's state_refs.approval."""
        record = await existing_record(ctx, _record_id_of(ctx, approval))
        return view_of(record, time.time())

    # Not offered without authentication: there the agent's own model is the local principal too.
    @server.tool(
        scopes={RESOLVE_SCOPE},
        authenticated_only=True,
        annotations={"readOnlyHint": False, "idempotentHint": False, "openWorldHint": False},
    )
    async def resolve_approval(approval: ApprovalHandle, decision: Decision, ctx: RequestContext) -> ApprovalView:
        """Approve or deny an action the phone agent is waiting to perform (`approval` is the handle from
        next_step's state_refs.approval). The first decision stands: a later one is refused and says who
        decided. Whoever asked for the approval cannot decide it. Once approved, the agent's next step
        with that handle performs the action, once."""
        return await resolve(ctx, _record_id_of(ctx, approval), decision, allow_self=allow_self)

    @server.resource(
        APPROVAL_URI_TEMPLATE,
        name=APPROVAL,
        description="A pending approval of next_step: the action, why it needs a person, and its decision (JSON).",
        mime_type=APPROVAL_MIME_TYPE,
        cache_scope="private",
    )
    async def approval(id: str, ctx: RequestContext) -> str | None:  # noqa: A002 - the template's variable
        return await read_approval(id, ctx)
