"""An app whose every tool keeps state in the session store, and the clients that drive it, for the test
that moves live instances between backends: conversations behind sealed handles, approvals decided
once, counters behind idempotent calls, and tasks that count how often they ran."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx2 as httpx

from mcp_agent import RequestContext, Server, Settings, VersionConflict, create_app, new_record_id
from tests.support.live_server import free_port
from tests.support.requests import body, headers_for
from tests.support.server import uvicorn_thread

TASKS = {"extensions": {"io.modelcontextprotocol/tasks": {}}}
RUNS: Counter[str] = Counter()  # how often each task's tool body ran (the servers run in this process)
_RETRIED_ERRORS = {-31001, -31003, -31007}  # store unavailable, call in progress, shutting down


async def _append(ctx: RequestContext, record_id: str, turn: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """Append ``turn`` at the record's latest version (re-reading after a conflict); the version and the
    turn stored (a retry of this very call gets its first append back)."""
    for _ in range(100):
        version = (await ctx.store.read_window(record_id, 1)).version
        try:
            appended = await ctx.store.append_if_version(record_id, version, turn, idempotency_key=ctx.idempotency_key)
        except VersionConflict:
            await asyncio.sleep(0.01)
            continue
        return appended.version, appended.turn if appended.replayed and appended.turn else turn
    raise RuntimeError("the record stayed busy")


def build_server() -> Server:
    server = Server("migration-load")

    @server.tool()
    async def chat(ctx: RequestContext, say: str, conversation: str | None = None) -> str:
        """Add a turn to a conversation (a new one without a handle)."""
        if conversation is None:
            record_id = new_record_id()
            await ctx.store.create_if_absent(record_id)
        else:
            record_id = ctx.handles.open("conversation", conversation)
        version, _ = await _append(ctx, record_id, {"said": say})
        return json.dumps({"conversation": ctx.handles.seal("conversation", record_id), "turns": version})

    @server.tool()
    async def history(ctx: RequestContext, handle: str, kind: str) -> str:
        """Every turn of a conversation, counter or approval."""
        record_id = ctx.handles.open(kind, handle)
        turns: list[dict[str, Any]] = []
        cursor: int | None = 0
        while cursor is not None:
            window = await ctx.store.read_window(record_id, 1000, cursor)
            turns += window.turns
            cursor = window.next_cursor
        return json.dumps(turns)

    @server.tool()
    async def request_approval(ctx: RequestContext) -> str:
        """Open an approval, to be decided once."""
        record_id = new_record_id()
        await ctx.store.create_if_absent(record_id)
        return ctx.handles.seal("approval", record_id)

    @server.tool()
    async def decide(ctx: RequestContext, approval: str, verdict: str) -> str:
        """Decide an approval: the first decision stands, later ones are told it."""
        record_id = ctx.handles.open("approval", approval)
        try:
            appended = await ctx.store.append_if_version(
                record_id, 0, {"verdict": verdict}, idempotency_key=ctx.idempotency_key
            )
            return json.dumps({"decided": True, "verdict": (appended.turn or {"verdict": verdict})["verdict"]})
        except VersionConflict:
            first = (await ctx.store.read_window(record_id, 1, 0)).turns[0]
            return json.dumps({"decided": False, "verdict": first["verdict"]})

    @server.tool()
    async def increment(ctx: RequestContext, counter: str | None = None) -> str:
        """Add one to a counter (call with an Idempotency-Key: a retry adds nothing)."""
        if counter is None:
            record_id = new_record_id()
            await ctx.store.create_if_absent(record_id)
        else:
            record_id = ctx.handles.open("counter", counter)
        version, _ = await _append(ctx, record_id, {"plus": 1})
        return json.dumps({"counter": ctx.handles.seal("counter", record_id), "value": version})

    @server.tool(task="optional")
    async def work(tag: str) -> str:
        """A task: counts its runs."""
        RUNS[tag] += 1
        await asyncio.sleep(0.02)
        return tag

    return server


class Instances:
    """Two instances on fixed ports, each restarted with new settings in turn (a rolling restart)."""

    def __init__(self) -> None:
        self.ports = [free_port(), free_port()]
        self._stacks: list[contextlib.ExitStack | None] = [None, None]
        self.settings: list[Settings | None] = [None, None]
        self.stop_seconds: list[float] = []

    def start(self, index: int, settings: Settings) -> None:
        stack = contextlib.ExitStack()
        stack.enter_context(uvicorn_thread(create_app(build_server(), settings), self.ports[index]))
        self._stacks[index], self.settings[index] = stack, settings

    def stop(self, index: int) -> None:
        stack, self._stacks[index] = self._stacks[index], None
        if stack is not None:
            started = time.monotonic()
            stack.close()
            self.stop_seconds.append(time.monotonic() - started)

    def roll(self, settings: Settings) -> None:
        for index in (0, 1):
            self.stop(index)
            self.start(index, settings)

    @contextlib.contextmanager
    def running(self, settings: Settings) -> Iterator[Instances]:
        try:
            for index in (0, 1):
                self.start(index, settings)
            yield self
        finally:
            for index in (0, 1):
                self.stop(index)


class CallFailed(Exception):
    pass


@dataclass
class Balancer:
    """A client's view of the two instances: each call goes to the next, and on to the other while an
    instance is restarting or answers that it cannot serve now (the same Idempotency-Key each time)."""

    http: httpx.AsyncClient
    ports: list[int]
    retries: Counter[str] = field(default_factory=Counter)
    _turn: Iterator[int] = field(default_factory=lambda: itertools.cycle((0, 1)))

    async def call(
        self, name: str, arguments: dict[str, Any], key: str | None = None, *, instance: int | None = None
    ) -> Any:
        return await self.rpc("tools/call", {"name": name, "arguments": arguments}, key, instance=instance)

    async def rpc(
        self, method: str, params: dict[str, Any], key: str | None = None, *, instance: int | None = None
    ) -> Any:
        message = body(method, params, capabilities=TASKS)
        headers = headers_for(message)
        if key is not None:
            headers["Idempotency-Key"] = key
        if "taskId" in params:
            headers["Mcp-Name"] = params["taskId"]
        port_index = next(self._turn) if instance is None else instance
        for _ in range(400):
            port = self.ports[port_index]
            try:
                response = await self.http.post(
                    f"http://127.0.0.1:{port}/mcp", content=json.dumps(message), headers=headers
                )
            except httpx.TransportError:
                self.retries["connection"] += 1
            else:
                reply = (
                    response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
                )
                error = reply.get("error")
                if "result" in reply:
                    return reply["result"]
                if response.status_code not in (409, 503) and (
                    error is None or error.get("code") not in _RETRIED_ERRORS
                ):
                    raise CallFailed(f"{method} answered {response.status_code}: {response.text[:300]}")
                self.retries[str(error.get("code") if error else response.status_code)] += 1
            port_index = 1 - port_index
            await asyncio.sleep(0.02)
        raise CallFailed(f"{method} found no instance to serve it")

    async def tool_text(self, name: str, arguments: dict[str, Any], key: str | None = None, **kw: Any) -> Any:
        result = await self.call(name, arguments, key, **kw)
        assert not result.get("isError"), result
        return json.loads(result["content"][0]["text"]) if name != "request_approval" else result["content"][0]["text"]


async def history(balancer: Balancer, handle: str, kind: str) -> list[dict[str, Any]]:
    turns: list[dict[str, Any]] = await balancer.tool_text("history", {"handle": handle, "kind": kind})
    return turns
