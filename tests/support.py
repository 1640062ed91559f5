"""A small test registry, and a uvicorn server in a background thread for socket-level tests.

The tools are tiny on purpose: each one exists to make one observable server behaviour
happen (progress, logging, MRTR, capability checks, cancellation, change notifications).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from pydantic import BaseModel, Field

from mcp_agent.app import create_app
from mcp_agent.server.changes import Change
from mcp_agent.server.context import RequestContext
from mcp_agent.server.registry import (
    InputRequired,
    Prompt,
    PromptArgument,
    Registry,
    Resource,
    Tool,
    ToolError,
)
from mcp_agent.settings import Settings

try:
    from tests.live_server import free_port
except ModuleNotFoundError:  # pragma: no cover - tests/ put on sys.path directly
    from live_server import free_port  # type: ignore[no-redef]

RESOURCE_URI = "test://greeting"
SECRET_MAX = 8


@dataclass
class Probes:
    """Cross-thread flags a test can wait on: set by handlers running in the server's loop."""

    _events: dict[str, threading.Event] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def event(self, name: str) -> threading.Event:
        with self._lock:
            return self._events.setdefault(name, threading.Event())


class EchoArgs(BaseModel):
    text: str = Field(json_schema_extra={"x-mcp-header": "Text"})
    count: int = Field(0, json_schema_extra={"x-mcp-header": "Count"})
    flag: bool = Field(False, json_schema_extra={"x-mcp-header": "Flag"})
    secret: str | None = Field(None, max_length=SECRET_MAX)


class SlowArgs(BaseModel):
    tag: str
    seconds: float = 30.0


class ProgressArgs(BaseModel):
    steps: int = 3


class ChangeArgs(BaseModel):
    kind: str
    uri: str | None = None


class Empty(BaseModel):
    pass


def build_test_registry(probes: Probes | None = None) -> Registry:
    probes = probes or Probes()
    registry = Registry()

    async def echo(args: EchoArgs, ctx: RequestContext) -> dict[str, Any]:
        data = {"text": args.text, "count": args.count, "flag": args.flag, "hasSecret": args.secret is not None}
        return {"content": [{"type": "text", "text": args.text}], "structuredContent": data}

    async def slow(args: SlowArgs, ctx: RequestContext) -> dict[str, Any]:
        probes.event(f"{args.tag}:started").set()
        try:
            # Report progress once so a request with a progressToken is answered as SSE.
            await ctx.report_progress(0, 1)
            await asyncio.sleep(args.seconds)
        except asyncio.CancelledError:
            probes.event(f"{args.tag}:cancelled").set()
            raise
        probes.event(f"{args.tag}:finished").set()
        return {"content": [{"type": "text", "text": "done"}]}

    async def progress(args: ProgressArgs, ctx: RequestContext) -> dict[str, Any]:
        for step in range(1, args.steps + 1):
            await ctx.report_progress(step, args.steps, f"step {step}")
        return {"content": [{"type": "text", "text": f"{args.steps} steps"}]}

    async def logging_tool(args: Empty, ctx: RequestContext) -> dict[str, Any]:
        await ctx.log("debug", "debug detail")
        await ctx.log("info", "info detail")
        await ctx.log("warning", "warning detail")
        return {"content": [{"type": "text", "text": "logged"}]}

    async def ask(args: Empty, ctx: RequestContext) -> dict[str, Any] | InputRequired:
        responses = ctx.input_responses or {}
        if ctx.request_state is not None and "name" in responses:
            content = responses["name"].get("content") or {}
            return {"content": [{"type": "text", "text": f"hello {content.get('name')} (round {ctx.request_state['round']})"}]}
        return InputRequired(
            requests={
                "name": {"method": "elicitation/create", "params": {
                    "mode": "form", "message": "Your name?",
                    "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}},
                }},
                "summary": {"method": "sampling/createMessage", "params": {
                    "messages": [{"role": "user", "content": {"type": "text", "text": "Summarise"}}], "maxTokens": 10,
                }},
            },
            state={"round": 2},
        )

    async def needs_elicitation(args: Empty, ctx: RequestContext) -> dict[str, Any]:
        return {"content": [{"type": "text", "text": "elicitation declared"}]}

    async def publish_change(args: ChangeArgs, ctx: RequestContext) -> dict[str, Any]:
        if args.kind not in ("tools", "prompts", "resources", "resource"):
            raise ToolError(f"unknown change kind {args.kind!r}")
        await ctx.services.bus.publish(Change(args.kind, uri=args.uri))  # type: ignore[arg-type]
        return {"content": [{"type": "text", "text": "published"}]}

    registry.add_tool(Tool.from_model("echo", "Echo the text back.", EchoArgs, echo))
    registry.add_tool(Tool.from_model("slow", "Sleep; records cancellation.", SlowArgs, slow))
    registry.add_tool(Tool.from_model("progress", "Report progress.", ProgressArgs, progress))
    registry.add_tool(Tool.from_model("logging", "Log at three levels.", Empty, logging_tool))
    registry.add_tool(Tool.from_model("ask", "Ask the user (MRTR).", Empty, ask))
    registry.add_tool(Tool.from_model(
        "needs_elicitation", "Needs the elicitation capability.", Empty, needs_elicitation,
        required_capabilities={"elicitation": {}},
    ))
    registry.add_tool(Tool.from_model("publish_change", "Publish a change.", ChangeArgs, publish_change))

    async def with_meta(args: Empty, ctx: RequestContext) -> dict[str, Any]:
        return {"content": [{"type": "text", "text": "traced"}], "_meta": {"com.example/trace": "abc"}}

    registry.add_tool(Tool.from_model("with_meta", "Returns its own result _meta.", Empty, with_meta))

    async def read_greeting(ctx: RequestContext) -> list[dict[str, Any]]:
        return [{"uri": RESOURCE_URI, "mimeType": "text/plain", "text": "hello"}]

    registry.add_resource(Resource(RESOURCE_URI, "greeting", read_greeting, mime_type="text/plain"))

    async def render_greet(arguments: dict[str, str], ctx: RequestContext) -> dict[str, Any]:
        return {"messages": [{"role": "user", "content": {"type": "text", "text": f"Greet {arguments['name']}"}}]}

    registry.add_prompt(Prompt("greet", "Greet someone.", render_greet, [PromptArgument("name", required=True)]))
    return registry


@dataclass
class ThreadServer:
    port: int
    probes: Probes
    server: uvicorn.Server
    app: Any

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"


@contextlib.contextmanager
def thread_server(settings: Settings | None = None) -> Iterator[ThreadServer]:
    """uvicorn in a background thread of the test process, serving the test registry."""
    probes = Probes()
    app = create_app(settings or Settings(keepalive_seconds=0.3, access_log=False), registry=build_test_registry(probes))
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("test server did not start")
        time.sleep(0.02)
    try:
        yield ThreadServer(port, probes, server, app)
    finally:
        server.should_exit = True
        thread.join(timeout=5)
