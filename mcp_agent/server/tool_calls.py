"""``tools/call``: the checks a call passes before its tool runs, the tool's run, and the plain call the
endpoint recognises (``plain_tool``, ``run_plain``: a call with nothing to check but its arguments, in one frame).

Part of the dispatcher (``Dispatcher.tools``): the round-trip plumbing, the scopes and the 2026-07-28 shaping are
the dispatcher's, shared with resources and prompts.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from functools import partial
from typing import TYPE_CHECKING

from ..bus import BusUnavailable
from ..identity import Principal
from ..outcomes import InputRequired, JsonObject, ToolError
from ..protocol.errors import bus_unavailable, invalid_params, missing_capability, store_unavailable
from ..protocol.params import CallToolParams, parse_params
from ..protocol.validator import ValidRequest
from ..state import InvalidHandle, StoreUnavailable
from ..tasks import TASKS_EXTENSION
from .context import RequestContext
from .idempotency import request_fingerprint
from .registry import Tool
from .task_calls import task_job

if TYPE_CHECKING:
    from .dispatcher import Dispatcher

logger = logging.getLogger("mcp_agent.dispatcher")

# The tools/call params that start or continue a round trip, as sent or by field name (CallToolParams
# populates by either).
_ROUND_TRIP_KEYS = frozenset({"inputResponses", "requestState", "input_responses", "request_state"})


class ToolCalls:
    def __init__(self, dispatcher: Dispatcher) -> None:
        self._d = dispatcher

    def call_tool(self, request: ValidRequest, ctx: RequestContext) -> Awaitable[JsonObject]:
        # Not a coroutine function: the checks raise here, inside run's await, and the call returns the
        # awaitable that does the work (the tool's run, the task's creation): one coroutine frame fewer per call.
        params = request.params
        name = params.get("name")
        arguments = params.get("arguments")
        input_responses = request_state = None
        # The plain call (a name, an arguments object, no round trip) is read as CallToolParams would read
        # it, without building the model: every other shape goes through pydantic, for its exact errors.
        if (
            name.__class__ is not str
            or (arguments is not None and arguments.__class__ is not dict)
            or not _ROUND_TRIP_KEYS.isdisjoint(params)
        ):
            parsed = parse_params(CallToolParams, params)
            name, arguments = parsed.name, parsed.arguments
            input_responses, request_state = parsed.input_responses, parsed.request_state
        tool = self._d.registry.tools.get(name)
        if tool is None:
            raise invalid_params(f"Unknown tool: {name}", {"name": name})
        if tool.authenticated_only and not ctx.principal.authenticated:
            raise invalid_params(
                f"Unknown tool: {name} (this server offers it only to authenticated callers)",
                {"name": name},
            )
        self._d.authorize(ctx.principal, "tools/call", tool.scopes)
        if tool.required_capabilities:
            absent: JsonObject = {need: {} for need in tool.required_capabilities if not ctx.has_capability(need)}
            if absent:
                raise missing_capability(absent)
        arguments = arguments or {}
        declared = tool.task != "never" and declares_tasks(ctx)
        if tool.task == "always" and not declared:
            raise missing_capability({"extensions": {TASKS_EXTENSION: {}}})
        if input_responses is not None or request_state is not None:
            self._d.open_round_trip(ctx, "tools/call", tool.name, arguments, input_responses, request_state)
        if declared and (tool.task_when is None or tool.task_when(arguments, ctx)):
            # The same idempotency key gives the same task (tasks/manager.py): one task, one run.
            fingerprint = request_fingerprint(tool.name, arguments) if ctx.idempotency_key is not None else None
            return self._d.tasks.create(
                ctx.principal,  # the task's owner: only this principal (tenant and user) may see or act on it
                task_job(tool, arguments, ctx),
                idempotency_key=ctx.idempotency_key,
                fingerprint=fingerprint,
            )
        if ctx.idempotency_key is None:
            return self._run_tool(tool, arguments, ctx)
        fingerprint = request_fingerprint(tool.name, arguments)
        return self._d.services.idempotency.run_once(
            ctx.principal.tenant, ctx.idempotency_key, fingerprint, partial(self._run_tool, tool, arguments, ctx)
        )

    def plain_tool(self, name: str, params: JsonObject) -> Tool | None:
        """The tool ``name`` when ``call_tool`` would run it inline with no check left but its arguments':
        a known tool with no ``Mcp-Param-*`` arguments, no scopes (the tool's or the method's), no required
        capability, never a task, offered to every caller; ``params`` holding an arguments object or none and
        no round trip. None for anything else: ``dispatch`` then decides, with its exact errors."""
        tool = self._d.registry.tools.get(name)
        if (
            tool is None
            or tool.task != "never"
            or tool.scopes
            or tool.header_params
            or tool.required_capabilities
            or tool.authenticated_only
            or "tools/call" in self._d.registry.method_scopes
            or not _ROUND_TRIP_KEYS.isdisjoint(params)
        ):
            return None
        arguments = params.get("arguments")
        return tool if arguments is None or arguments.__class__ is dict else None

    async def run_plain(self, request: ValidRequest, tool: Tool, principal: Principal) -> JsonObject:
        """``dispatch`` for a call whose tool ``plain_tool`` returned: nothing is left to check, and the tool
        runs in this frame (``_run_tool``'s outcomes, ``run``'s errors and shaping). A tool that takes no ctx
        gets none built, unless its outcome needs one (a round trip, a refused handle)."""
        arguments = request.params.get("arguments") or {}
        context_free = tool.context_free
        ctx: RequestContext | None = None
        try:
            try:
                if context_free is not None:
                    outcome = await context_free(arguments, None)
                else:
                    ctx = self._d.context(request, principal, None)
                    outcome = await tool.invoke(arguments, ctx)
            except (ToolError, InvalidHandle) as exc:
                ctx = ctx if ctx is not None else self._d.context(request, principal, None)
                outcome = self._tool_failed(tool, ctx, exc)
            if isinstance(outcome, InputRequired):
                ctx = ctx if ctx is not None else self._d.context(request, principal, None)
                outcome = self._d.input_required(outcome, ctx, "tools/call", tool.name, arguments)
        except StoreUnavailable:
            raise store_unavailable() from None
        except BusUnavailable:
            raise bus_unavailable() from None
        return self._d.modern_result(outcome)

    async def _run_tool(self, tool: Tool, arguments: JsonObject, ctx: RequestContext) -> JsonObject:
        try:
            outcome = await tool.invoke(arguments, ctx)
        except (ToolError, InvalidHandle) as exc:
            return self._tool_failed(tool, ctx, exc)
        if isinstance(outcome, InputRequired):
            return self._d.input_required(outcome, ctx, "tools/call", tool.name, arguments)
        return outcome

    @staticmethod
    def _tool_failed(tool: Tool, ctx: RequestContext, exc: ToolError | InvalidHandle) -> JsonObject:
        """The tool's error result (``isError``): what it raised says what the client is told."""
        if isinstance(exc, InvalidHandle):
            # The client's message says nothing on purpose; the reason is for the operator. Never the handle itself.
            logger.info(
                "handle refused",
                extra={"tool": tool.name, "tenant": ctx.principal.tenant, "kind": exc.kind, "reason": exc.reason},
            )
        return {"content": [{"type": "text", "text": str(exc)}], "isError": True}


def declares_tasks(ctx: RequestContext) -> bool:
    """Whether the client declared the tasks extension (a tool may then run as a task)."""
    extensions = ctx.client_capabilities.get("extensions")
    return isinstance(extensions, dict) and isinstance(extensions.get(TASKS_EXTENSION), dict)
