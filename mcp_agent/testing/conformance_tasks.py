"""The conformance fixtures of the tasks extension (``io.modelcontextprotocol/tasks``): the tools the
suite's ``tasks-*`` scenarios call (registered by ``conformance_fixtures``)."""

from __future__ import annotations

import asyncio
from typing import Any

from mcp_types import CallToolResult

from mcp_agent import InputRequired, RequestContext, Server, ToolError

from .conformance_content import (
    JsonObject,
    _accepted,
    _ask_once,
    _greeting,
    _response,
    _tool,
    ask_name,
    elicit,
    text,
    tool_result,
)

# -- tasks (io.modelcontextprotocol/tasks: the tasks-* scenarios) -----------------------------

SLOW_COMPUTE_SCHEMA: JsonObject = {
    "type": "object",
    "properties": {"seconds": {"type": "number", "minimum": 0}, "label": {"type": "string"}},
}
GREET_SCHEMA: JsonObject = {"type": "object", "properties": {"name": {"type": "string"}}}
CONFIRM_DELETE_SCHEMA: JsonObject = {"type": "object", "properties": {"filename": {"type": "string"}}}


async def _greet(arguments: JsonObject, ctx: RequestContext) -> CallToolResult:
    return tool_result(text(f"Hello, {arguments.get('name', 'World')}!"))


async def _slow_compute(arguments: JsonObject, ctx: RequestContext) -> CallToolResult:
    seconds = float(arguments.get("seconds", 1))
    await asyncio.sleep(seconds)
    return tool_result(text(f"Computed {arguments.get('label', 'result')} after {seconds:g} s"))


async def _failing_job(arguments: Any, ctx: RequestContext) -> CallToolResult:
    await asyncio.sleep(1)
    raise ToolError("failing_job always fails (a tool execution error)")


async def _protocol_error_job(arguments: Any, ctx: RequestContext) -> CallToolResult:
    raise RuntimeError("protocol_error_job crashes on purpose")


async def _confirm_delete(arguments: JsonObject, ctx: RequestContext) -> CallToolResult | InputRequired:
    filename = arguments.get("filename", "file")
    answer = _response(ctx, "confirm")
    if answer is None:
        return InputRequired({"confirm": elicit(f"Delete {filename}?", confirm="boolean")})
    deleted = answer.get("action") == "accept"
    return tool_result(text(f"{'Deleted' if deleted else 'Kept'} {filename}"))


async def _multi_input(arguments: Any, ctx: RequestContext) -> CallToolResult | InputRequired:
    pending = {
        key: elicit(f"Input {key}?", name="string") for key in ("first", "second") if _response(ctx, key) is None
    }
    if pending:
        return InputRequired(pending)
    return tool_result(
        text(f"Got {_accepted(_response(ctx, 'first'), 'name')} and {_accepted(_response(ctx, 'second'), 'name')}")
    )


def _task_after_input(arguments: JsonObject, ctx: RequestContext) -> bool:
    """test_tool_with_task asks by MRTR first (synchronously), and becomes a task once answered."""
    return _response(ctx, "user_name") is not None


def register_task_tools(server: Server) -> None:
    """greet, slow_compute, failing_job, protocol_error_job, confirm_delete, multi_input, test_tool_with_task."""
    _tool(server, "greet", "Says hello, inline (never a task)", _greet, GREET_SCHEMA)
    _tool(
        server,
        "slow_compute",
        "Sleeps `seconds` then answers (a task when the client allows)",
        _slow_compute,
        SLOW_COMPUTE_SCHEMA,
        task="optional",
    )
    _tool(server, "failing_job", "Fails with a tool error after a second (always a task)", _failing_job, task="always")
    _tool(
        server,
        "protocol_error_job",
        "Crashes into a JSON-RPC error (a task when allowed)",
        _protocol_error_job,
        task="optional",
    )
    _tool(
        server,
        "confirm_delete",
        "Asks for confirmation during its task",
        _confirm_delete,
        CONFIRM_DELETE_SCHEMA,
        task="optional",
    )
    _tool(server, "multi_input", "Asks two questions at once during its task", _multi_input, task="optional")
    _tool(
        server,
        "test_tool_with_task",
        "Asks the user's name by MRTR, then greets in a task",
        _ask_once("user_name", ask_name(), _greeting),
        task="optional",
        task_when=_task_after_input,
    )
