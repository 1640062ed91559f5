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
from mcp_types import CallToolResult, CompletionArgument, CompletionContext, PromptReference, ResourceTemplateReference
from pydantic import BaseModel, Field

from mcp_agent import Change, InputRequired, RequestContext, Server, Settings, ToolError, create_app
from tests.support.live_server import free_port

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


class EchoResult(BaseModel):
    text: str
    count: int
    flag: bool
    hasSecret: bool  # noqa: N815 - wire name

    def __str__(self) -> str:
        return self.text


def build_test_server(probes: Probes | None = None) -> Server:
    """Written against the public API only, like a third party's server."""
    probes = probes or Probes()
    server = Server("mcp-agent-tests", list_changed=True)  # publish_change announces list changes

    @server.tool(description="Echo the text back.")
    async def echo(args: EchoArgs) -> EchoResult:
        return EchoResult(text=args.text, count=args.count, flag=args.flag, hasSecret=args.secret is not None)

    @server.tool(description="Sleep; records cancellation.")
    async def slow(tag: str, ctx: RequestContext, seconds: float = 30.0) -> str:
        probes.event(f"{tag}:started").set()
        try:
            # Report progress once so a request with a progressToken is answered as SSE.
            await ctx.report_progress(0, 1)
            await asyncio.sleep(seconds)
        except asyncio.CancelledError:
            probes.event(f"{tag}:cancelled").set()
            raise
        probes.event(f"{tag}:finished").set()
        return "done"

    @server.tool(description="Report progress.")
    async def progress(ctx: RequestContext, steps: int = 3) -> str:
        for step in range(1, steps + 1):
            await ctx.report_progress(step, steps, f"step {step}")
        return f"{steps} steps"

    @server.tool("logging", description="Log at three levels.")
    async def logging_tool(ctx: RequestContext) -> str:
        await ctx.log("debug", "debug detail")
        await ctx.log("info", "info detail")
        await ctx.log("warning", "warning detail")
        return "logged"

    @server.tool(description="Ask the user (MRTR).")
    async def ask(ctx: RequestContext) -> str | InputRequired:
        responses = ctx.input_responses or {}
        if ctx.request_state is not None and "name" in responses:
            content = responses["name"].get("content") or {}
            return f"hello {content.get('name')} (round {ctx.request_state['round']})"
        return InputRequired(
            requests={
                "name": {
                    "method": "elicitation/create",
                    "params": {
                        "mode": "form",
                        "message": "Your name?",
                        "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}},
                    },
                },
                "summary": {
                    "method": "sampling/createMessage",
                    "params": {
                        "messages": [{"role": "user", "content": {"type": "text", "text": "Summarise"}}],
                        "maxTokens": 10,
                    },
                },
            },
            state={"round": 2},
        )

    @server.tool(description="Needs the elicitation capability.", required_capabilities=["elicitation"])
    async def needs_elicitation() -> str:
        return "elicitation declared"

    @server.tool(description="Publish a change.")
    async def publish_change(kind: str, ctx: RequestContext, uri: str | None = None) -> str:
        if kind not in ("tools", "prompts", "resources", "resource"):
            raise ToolError(f"unknown change kind {kind!r}")
        await ctx.publish(Change(kind, uri=uri))  # type: ignore[arg-type]
        return "published"

    @server.tool(description="Returns its own result _meta.")
    async def with_meta() -> CallToolResult:
        return CallToolResult.model_validate(
            {"content": [{"type": "text", "text": "traced"}], "_meta": {"com.example/trace": "abc"}}
        )

    @server.resource(RESOURCE_URI, name="greeting", mime_type="text/plain")
    async def greeting() -> str:
        return "hello"

    @server.prompt(description="Greet someone.")
    async def greet(name: str) -> str:
        return f"Greet {name}"

    @server.completion()
    async def complete(
        ref: PromptReference | ResourceTemplateReference, argument: CompletionArgument, context: CompletionContext
    ) -> list[str]:
        names = ["ann", "anna", "bob"]
        return [name for name in names if name.startswith(argument.value)] if argument.name == "name" else []

    return server


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
def uvicorn_thread(app: Any, port: int) -> Iterator[uvicorn.Server]:
    """uvicorn serving ``app`` on 127.0.0.1:``port`` in a background thread of the test process, until the block ends."""
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
        yield server
    finally:
        server.should_exit = True
        thread.join(timeout=5)


@contextlib.contextmanager
def thread_server(settings: Settings | None = None) -> Iterator[ThreadServer]:
    """uvicorn in a background thread of the test process, serving the test registry."""
    probes = Probes()
    app = create_app(build_test_server(probes), settings or Settings(keepalive_seconds=0.3, access_log=False))
    port = free_port()
    with uvicorn_thread(app, port) as server:
        yield ThreadServer(port, probes, server, app)
