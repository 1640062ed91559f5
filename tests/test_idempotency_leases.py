"""Idempotency leases are owned per attempt, survive cancellation, and are kept alive by a heartbeat.

Every test drives ``IdempotentCalls`` (what ``tools/call`` uses) against a real store: the
memory store, and the Redis store on a real redis-server. The defects they pin down:

(a) an attempt that outlived its lease released the key by request fingerprint, so it freed the
    claim of the retry that had taken over, and a third attempt ran the side effect again;
(b) the release was not shielded from cancellation: a request cancelled while it released (or
    completed) its claim left the claim behind, so every retry got 409 for the whole lease.
"""

from __future__ import annotations

import asyncio
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import anyio
import httpx2 as httpx
import pytest

from mcp_agent import Settings
from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.protocol.errors import IDEMPOTENCY_IN_PROGRESS, McpError
from mcp_agent.server.idempotency import IdempotentCalls
from mcp_agent.state import MemoryStore, SessionStore
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for
from tests.support.server import thread_server

pytestmark = pytest.mark.integration

TENANT = "tenant-a"
TTL = 60.0
OK: dict[str, Any] = {"content": [{"type": "text", "text": "ok"}], "resultType": "complete"}

# Builds a store on the backend under test: the shared MemoryStore, or a new client of the same
# Redis (another instance). Called inside the event loop that will use it.
StoreFactory = Callable[[], SessionStore]


@pytest.fixture(params=["memory", "redis", "postgres"])
async def stores(request: pytest.FixtureRequest) -> AsyncIterator[StoreFactory]:
    if request.param == "memory":
        shared = MemoryStore()
        yield lambda: shared
        return
    if request.param == "postgres":
        database: TestDatabase = request.getfixturevalue("postgres_database")
        schema = f"leases_{uuid.uuid4().hex}"
        first = PostgresStore(database.url, schema=schema)
        await first.ping()  # the schema is made now: a store the test makes only connects
        await first.aclose()
        yield lambda: PostgresStore(database.url, schema=schema)
        return
    server: RedisServer = request.getfixturevalue("redis_server")
    prefix = f"leases-{uuid.uuid4().hex}"
    yield lambda: RedisStore(server.url, key_prefix=prefix)


def in_progress(error: BaseException) -> bool:
    return isinstance(error, McpError) and error.code == IDEMPOTENCY_IN_PROGRESS


async def test_a_late_attempt_cannot_free_the_claim_of_the_attempt_that_took_over(stores: StoreFactory) -> None:
    """A stalls past its lease; B takes the key over; A fails and releases; C must get 409, not run."""
    lease = 0.4
    key, fingerprint = f"key-{uuid.uuid4().hex}", "fp-a"
    runs: list[str] = []
    b_running, c_done = threading.Event(), threading.Event()
    b_errors: list[BaseException] = []

    def attempt_b() -> None:
        # B is another instance: its own thread, event loop and store client.
        async def run() -> None:
            store = stores()
            calls = IdempotentCalls(store, lease, TTL)

            async def call_b() -> dict[str, Any]:
                runs.append("B")
                b_running.set()
                await asyncio.to_thread(c_done.wait, 10)
                return OK

            deadline = time.monotonic() + 5
            try:
                while True:  # retry until A's lease has run out
                    try:
                        await calls.run_once(TENANT, key, fingerprint, call_b)
                        return
                    except McpError as error:
                        if not in_progress(error) or time.monotonic() > deadline:
                            raise
                        await asyncio.sleep(0.02)
            finally:
                if not isinstance(store, MemoryStore):
                    await store.aclose()

        try:
            asyncio.run(run())
        except BaseException as error:  # reported by the test thread
            b_errors.append(error)
            b_running.set()

    store = stores()
    calls = IdempotentCalls(store, lease, TTL)
    b_thread = threading.Thread(target=attempt_b, daemon=True)

    async def call_a() -> dict[str, Any]:
        runs.append("A")
        b_thread.start()
        # A's process stalls (a blocking call, a GC pause): its event loop runs nothing, not even
        # its heartbeat, until B has taken the key over.
        assert b_running.wait(10)
        raise RuntimeError("attempt A failed after its lease ran out")

    try:
        with pytest.raises(RuntimeError):
            await calls.run_once(TENANT, key, fingerprint, call_a)
        assert not b_errors, b_errors
        assert runs == ["A", "B"]

        async def call_c() -> dict[str, Any]:
            runs.append("C")
            return OK

        with pytest.raises(McpError) as refused:
            await calls.run_once(TENANT, key, fingerprint, call_c)
        assert in_progress(refused.value), refused.value
    finally:
        c_done.set()
        await asyncio.to_thread(b_thread.join, 10)
        if not isinstance(store, MemoryStore):
            await store.aclose()
    assert not b_errors, b_errors
    assert runs == ["A", "B"]  # the side effect ran once after A failed, never twice
    replay = await replay_of(stores, key, fingerprint)
    assert replay["content"] == OK["content"]


async def replay_of(stores: StoreFactory, key: str, fingerprint: str) -> dict[str, Any]:
    store = stores()
    try:

        async def must_not_run() -> dict[str, Any]:
            raise AssertionError("a completed call ran again")

        return await IdempotentCalls(store, 30, TTL).run_once(TENANT, key, fingerprint, must_not_run)
    finally:
        if not isinstance(store, MemoryStore):
            await store.aclose()


async def retry_runs(calls: IdempotentCalls, key: str, fingerprint: str) -> list[str]:
    runs: list[str] = []

    async def call() -> dict[str, Any]:
        runs.append("retry")
        return OK

    await calls.run_once(TENANT, key, fingerprint, call)  # raises McpError (409) if the claim leaked
    return runs


async def test_a_call_cancelled_by_a_cancel_scope_leaves_no_claim(stores: StoreFactory) -> None:
    """anyio cancellation is level-triggered: every await inside the cancelled scope is cancelled
    again, the release included, unless it is shielded."""
    store = stores()
    calls = IdempotentCalls(store, 30, TTL)  # a leaked claim would block retries for 30 s
    key = f"key-{uuid.uuid4().hex}"
    started = asyncio.Event()

    async def slow_tool() -> dict[str, Any]:
        started.set()
        await asyncio.sleep(30)
        return OK

    try:
        with anyio.move_on_after(0.2) as scope:
            await calls.run_once(TENANT, key, "fp", slow_tool)
        assert scope.cancelled_caught and started.is_set()
        assert await retry_runs(calls, key, "fp") == ["retry"]
    finally:
        if not isinstance(store, MemoryStore):
            await store.aclose()


async def test_a_request_cancelled_again_while_it_releases_leaves_no_claim(stores: StoreFactory) -> None:
    """The client disconnects (first cancel), then the server's shutdown grace period ends while the
    release is in flight (second cancel): the release still completes."""
    store = stores()
    calls = IdempotentCalls(store, 30, TTL)
    key = f"key-{uuid.uuid4().hex}"
    started, cancelled = asyncio.Event(), asyncio.Event()

    async def slow_tool() -> dict[str, Any]:
        started.set()
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return OK

    try:
        task = asyncio.ensure_future(calls.run_once(TENANT, key, "fp", slow_tool))
        await started.wait()
        task.cancel()
        await cancelled.wait()  # the tool saw it; run_once is now releasing its claim
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert await retry_runs(calls, key, "fp") == ["retry"]
    finally:
        if not isinstance(store, MemoryStore):
            await store.aclose()


async def test_a_request_cancelled_while_it_stores_its_result_leaves_no_claim(stores: StoreFactory) -> None:
    """The tool finished; the cancellation lands while the result is being stored. The result is
    stored anyway (the side effect happened), so a retry replays it instead of getting 409."""
    store = stores()
    calls = IdempotentCalls(store, 30, TTL)
    key = f"key-{uuid.uuid4().hex}"
    runs: list[str] = []

    async def quick_tool() -> dict[str, Any]:
        runs.append("first")
        task = asyncio.current_task()
        assert task is not None
        asyncio.get_running_loop().call_soon(task.cancel)  # lands at run_once's next await
        return OK

    try:
        with pytest.raises(asyncio.CancelledError):
            await calls.run_once(TENANT, key, "fp", quick_tool)

        async def must_not_run() -> dict[str, Any]:
            runs.append("again")
            return OK

        # On the old code the claim was left in progress (409 for 30 s); now the result was stored.
        replay = await calls.run_once(TENANT, key, "fp", must_not_run)
        assert replay["content"] == OK["content"]
        assert runs == ["first"]
    finally:
        if not isinstance(store, MemoryStore):
            await store.aclose()


async def test_the_heartbeat_keeps_a_long_call_from_being_run_again(stores: StoreFactory) -> None:
    """A tool running three leases long: a retry meanwhile gets 409 in flight, never a second run."""
    lease = 0.3
    store = stores()
    calls = IdempotentCalls(store, lease, TTL)  # heartbeat every lease / 3
    key = f"key-{uuid.uuid4().hex}"
    runs: list[str] = []

    async def long_tool() -> dict[str, Any]:
        runs.append("first")
        await asyncio.sleep(3 * lease)
        return OK

    async def retry() -> dict[str, Any]:
        runs.append("retry")
        return OK

    try:
        first = asyncio.ensure_future(calls.run_once(TENANT, key, "fp", long_tool))
        refusals = 0
        for _ in range(4):  # at 1.2, 1.9, 2.6 and 3.3 leases... until the first call is done
            await asyncio.sleep(0.7 * lease)
            if first.done():
                break
            with pytest.raises(McpError) as refused:
                await calls.run_once(TENANT, key, "fp", retry)
            assert in_progress(refused.value)
            refusals += 1
        assert (await first)["content"] == OK["content"]
        assert refusals >= 2
        assert runs == ["first"]
        replay = await calls.run_once(TENANT, key, "fp", retry)
        assert replay["content"] == OK["content"] and runs == ["first"]
    finally:
        if not isinstance(store, MemoryStore):
            await store.aclose()


# -- over HTTP: a real server, a client that leaves mid-call on the streaming path ---------------


@pytest.mark.parametrize("backend", ["memory", "redis"])
async def test_a_client_that_leaves_mid_stream_leaves_no_claim(backend: str, redis_server: RedisServer) -> None:
    extra: dict[str, Any] = {"store": "redis", "redis_url": redis_server.url} if backend == "redis" else {}
    settings = Settings(access_log=False, keepalive_seconds=0.3, idempotency_lease_seconds=30, **extra)
    with thread_server(settings) as server:
        tag = uuid.uuid4().hex
        # A progressToken makes the answer an SSE stream: the tool reports progress, then sleeps.
        message = body("tools/call", {"name": "slow", "arguments": {"tag": tag, "seconds": 0.5}}, progressToken="p")
        headers = headers_for(message, Idempotency_Key=f"key-{tag}")
        async with httpx.AsyncClient(timeout=10) as client:
            async with client.stream("POST", server.url, json=message, headers=headers) as response:
                assert response.headers["content-type"].startswith("text/event-stream")
                async for line in response.aiter_lines():
                    if line.startswith("data:"):
                        break  # the first progress event: leave mid-call
        assert await asyncio.to_thread(server.probes.event(f"{tag}:cancelled").wait, 5)
        async with httpx.AsyncClient(timeout=10) as client:
            retry = await client.post(server.url, json=message, headers=headers)
        assert retry.status_code == 200, retry.text
        assert '"text":"done"' in retry.text
