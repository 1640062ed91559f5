"""Two real ``mcp-agent serve`` processes sharing one real Redis.

The servers start with the same store URL, sealing secret and tokens file, as they would
run behind one load balancer. They use the run's shared redis-server (the ``redis_server``
fixture), kept apart from other tests by fresh record ids and idempotency keys; the outage
test stops and restarts a redis-server of its own (``disposable_redis_server``). Every wait
and retry loop is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import redis.asyncio as aioredis

from mcp_agent.backends.redis import RedisStore
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.state import HandleCodec
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration  # redis-server and mcp-agent serve subprocesses

PROTOCOL_VERSION = "2026-07-28"
TENANT = "tenant-a"
TOKEN = "multi-instance-token-5d1e8c"
SECRET = "multi-instance-sealing-secret-0123456789abcdef"  # >= 32 bytes
CLIENTS = 25
STORE_UNAVAILABLE = -31001
IDEMPOTENCY_IN_PROGRESS = -31003
SHUTTING_DOWN = -31007

_ids = itertools.count(1)


def call_body(arguments: dict[str, Any]) -> bytes:
    return json.dumps(
        {
            "jsonrpc": "2.0",
            "id": next(_ids),
            "method": "tools/call",
            "params": {
                "name": "summarize_thread",
                "arguments": arguments,
                "_meta": {
                    "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
                    "io.modelcontextprotocol/clientCapabilities": {},
                },
            },
        }
    ).encode()


def call_headers(idempotency_key: str | None = None) -> dict[str, str]:
    headers = {
        "Content-Type": "application/json",
        "MCP-Protocol-Version": PROTOCOL_VERSION,
        "Mcp-Method": "tools/call",
        "Mcp-Name": "summarize_thread",
        "Authorization": f"Bearer {TOKEN}",
    }
    if idempotency_key is not None:
        headers["Idempotency-Key"] = idempotency_key
    return headers


def marker(i: int) -> str:
    return f"MK{i:03d}X"


def client_arguments(i: int, handle: str) -> dict[str, Any]:
    # One sentence only, so the extractive summary always carries the marker.
    return {
        "messages": [{"sender": f"client{i}", "body": f"Unique marker {marker(i)} reporting."}],
        "conversation": handle,
        "max_turns": 3,
    }


# -- fixtures ----------------------------------------------------------------------------


def environment(tmp_path: Path, redis: RedisServer) -> dict[str, str]:
    """What every instance behind the load balancer is started with."""
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": TENANT, "user": "alice", "scopes": []}}}))
    return {
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis.url,
        "MCP_AGENT_SEALING_KEYS": SECRET,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_LOG_LEVEL": "warning",
    }


@pytest.fixture
def server_env(tmp_path: Path, redis_server: RedisServer) -> dict[str, str]:
    return environment(tmp_path, redis_server)


@contextlib.contextmanager
def two_servers(env: dict[str, str]) -> Iterator[tuple[LiveServer, LiveServer]]:
    with live_server(env=env) as first, live_server(env=env) as second:
        yield first, second


# -- client side -------------------------------------------------------------------------


async def create_conversation(url: str) -> dict[str, Any]:
    """Turn 0, without an idempotency key (so the record holds no ``a:`` marker for it)."""
    arguments = {"messages": [{"sender": "host", "body": "Opening the shared conversation."}], "max_turns": 3}
    async with httpx.AsyncClient(timeout=10) as client:
        response = await client.post(url, content=call_body(arguments), headers=call_headers())
    assert response.status_code == 200, response.text
    result = response.json()["result"]
    assert not result.get("isError"), result
    assert (result["structuredContent"]["version"], result["structuredContent"]["turn_index"]) == (1, 0)
    return result["structuredContent"]


@dataclass
class Outcome:
    result: dict[str, Any] | None = None
    attempts: list[str] = field(default_factory=list)  # what each attempt ended with, in order


async def append_with_retries(
    i: int, urls: list[str], handle: str, key: str, *, deadline: float, on_success: Callable[[], None] | None = None
) -> Outcome:
    """POST the same call with the same key until it succeeds; attempt n goes to urls[min(n, len-1)].

    Retries what README says a client retries: transport errors, 503 (-31001 store unavailable,
    -31007 shutting down), 409 (-31003, after retryAfterMs) and an isError "busy" result.
    Anything else (a 500, say) fails the test instead of being retried away.
    """
    outcome = Outcome()
    body = call_body(client_arguments(i, handle))
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(60):
            if time.monotonic() > deadline:
                break
            url = urls[min(attempt, len(urls) - 1)]
            try:
                response = await client.post(url, content=body, headers=call_headers(key))
            except httpx.HTTPError as exc:
                outcome.attempts.append(f"transport:{type(exc).__name__}")
                await asyncio.sleep(0.05)
                continue
            if response.status_code == 409:
                error = response.json()["error"]
                assert error["code"] == IDEMPOTENCY_IN_PROGRESS, error
                outcome.attempts.append("409")
                await asyncio.sleep(min(2.0, error["data"]["retryAfterMs"] / 1000) + 0.02)
                continue
            if response.status_code == 503:
                error = response.json()["error"]
                assert error["code"] in (STORE_UNAVAILABLE, SHUTTING_DOWN), error
                outcome.attempts.append("503")
                await asyncio.sleep(0.05)
                continue
            assert response.status_code == 200, response.text
            result = response.json()["result"]
            if result.get("isError"):
                text = " ".join(block.get("text", "") for block in result["content"])
                assert "busy" in text, text
                outcome.attempts.append("busy")
                await asyncio.sleep(0.02)
                continue
            outcome.attempts.append("ok")
            outcome.result = result["structuredContent"]
            if on_success is not None:
                on_success()
            return outcome
    raise AssertionError(f"client {i} never succeeded: {outcome.attempts}")


async def assert_record_intact(redis_url: str, handle: str, outcomes: list[Outcome]) -> None:
    """Every marker exactly once, 1 + CLIENTS turns, gapless indices, CLIENTS append markers."""
    record_id = HandleCodec(Sealer([SECRET.encode()])).open(handle, TENANT, "conversation")
    store = RedisStore(redis_url)
    raw = aioredis.Redis.from_url(redis_url)
    try:
        window = await store.read_window(TENANT, record_id, 1000)
        markers = await raw.hkeys(store.record_key(TENANT, record_id))
    finally:
        await store.aclose()
        await raw.aclose()

    assert window.version == 1 + CLIENTS
    assert window.total_turns == len(window.turns) == 1 + CLIENTS
    summaries = [turn["summary"] for turn in window.turns]
    assert "Opening the shared conversation" in summaries[0]
    counts = {marker(i): sum(summary.count(marker(i)) for summary in summaries) for i in range(CLIENTS)}
    assert counts == {marker(i): 1 for i in range(CLIENTS)}, {m: c for m, c in counts.items() if c != 1}

    results = [outcome.result for outcome in outcomes]
    assert all(result is not None for result in results)
    indices = sorted(result["turn_index"] for result in results)  # type: ignore[index]
    assert indices == list(range(1, CLIENTS + 1))
    for i, result in enumerate(results):
        assert result is not None
        assert result["version"] == result["turn_index"] + 1
        # The turn each client was told about is the one carrying its marker.
        assert marker(i) in summaries[result["turn_index"]]
        assert marker(i) in result["summary"]

    append_markers = [name for name in markers if name.startswith(b"a:")]
    assert len(append_markers) == CLIENTS
    turn_fields = [name for name in markers if name.startswith(b"t:")]
    assert sorted(int(name[2:]) for name in turn_fields) == list(range(1 + CLIENTS))


# -- tests -------------------------------------------------------------------------------


async def test_no_lost_update_across_two_instances(server_env: dict[str, str], redis_server: RedisServer) -> None:
    with two_servers(server_env) as (one, two):
        created = await create_conversation(one.url)
        handle = created["conversation"]
        deadline = time.monotonic() + 30
        keys = [f"lost-update-{uuid.uuid4().hex}-{i}" for i in range(CLIENTS)]
        outcomes = await asyncio.wait_for(
            asyncio.gather(
                *(
                    append_with_retries(i, [(one, two)[i % 2].url], handle, keys[i], deadline=deadline)
                    for i in range(CLIENTS)
                )
            ),
            timeout=35,
        )
        assert one.process.poll() is None and two.process.poll() is None
    await assert_record_intact(redis_server.url, handle, outcomes)


async def test_crash_mid_flight_and_retry_on_the_other_instance(
    server_env: dict[str, str], redis_server: RedisServer
) -> None:
    env = {**server_env, "MCP_AGENT_IDEMPOTENCY_LEASE_SECONDS": "1"}
    with two_servers(env) as (one, two):
        created = await create_conversation(one.url)
        handle = created["conversation"]
        deadline = time.monotonic() + 30
        keys = [f"crash-{uuid.uuid4().hex}-{i}" for i in range(CLIENTS)]
        killed = asyncio.Event()

        def kill_server_one() -> None:
            # SIGKILL the moment server 1 has answered one call: the other calls are in flight.
            if not killed.is_set():
                killed.set()
                one.process.kill()

        # Every first attempt goes to server 1; every retry to server 2.
        tasks = [
            asyncio.create_task(
                append_with_retries(
                    i, [one.url, two.url], handle, keys[i], deadline=deadline, on_success=kill_server_one
                )
            )
            for i in range(CLIENTS)
        ]
        try:
            await asyncio.wait_for(killed.wait(), 10)
            await asyncio.to_thread(one.kill)  # reap it
            outcomes = await asyncio.wait_for(asyncio.gather(*tasks), timeout=35)
        finally:
            for task in tasks:
                task.cancel()
        assert one.process.returncode == -9
        assert two.process.poll() is None

    retried = [outcome for outcome in outcomes if len(outcome.attempts) > 1]
    assert retried, "server 1 answered every call before it died: the crash was not mid-flight"
    assert any(outcome.attempts[0] == "ok" for outcome in outcomes)
    await assert_record_intact(redis_server.url, handle, outcomes)


async def test_redis_outage_is_503_and_the_same_process_recovers(
    tmp_path: Path, disposable_redis_server: RedisServer
) -> None:
    redis_server = disposable_redis_server
    new_conversation = {"messages": [{"sender": "ops", "body": "Is the store back?"}], "max_turns": 3}
    with live_server(env=environment(tmp_path, redis_server)) as server:
        async with httpx.AsyncClient(timeout=10) as client:
            # Warm the server's connection pool, so the outage also kills pooled connections.
            warm = await client.post(server.url, content=call_body(new_conversation), headers=call_headers())
            assert warm.status_code == 200 and not warm.json()["result"].get("isError"), warm.text
            assert (await client.get(f"{server.base_url}/readyz")).status_code == 200

            redis_server.stop()

            started = time.monotonic()
            response = await client.post(server.url, content=call_body(new_conversation), headers=call_headers())
            elapsed = time.monotonic() - started
            assert response.status_code == 503, response.text
            message = response.json()
            assert message["error"]["code"] == STORE_UNAVAILABLE and "result" not in message
            assert elapsed < 3, f"503 took {elapsed:.2f}s"

            started = time.monotonic()
            ready = await client.get(f"{server.base_url}/readyz")
            elapsed = time.monotonic() - started
            assert ready.status_code == 503, ready.text
            assert elapsed < 3, f"/readyz took {elapsed:.2f}s"
            assert (await client.get(f"{server.base_url}/healthz")).status_code == 200

            redis_server.start()  # same port, empty data set

            recovered: httpx.Response | None = None
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                attempt = await client.post(server.url, content=call_body(new_conversation), headers=call_headers())
                if attempt.status_code == 200:
                    recovered = attempt
                    break
                assert attempt.status_code == 503, attempt.text
                await asyncio.sleep(0.1)
            assert recovered is not None, "the server never recovered after Redis came back"
            result = recovered.json()["result"]
            assert not result.get("isError"), result
            assert result["structuredContent"]["version"] == 1
            # Readiness also waits for the change bus, which reconnects with capped backoff (≤ 5 s).
            deadline = time.monotonic() + 10
            while (await client.get(f"{server.base_url}/readyz")).status_code != 200:
                assert time.monotonic() < deadline, "/readyz never turned 200 again"
                await asyncio.sleep(0.1)
            assert (await client.get(f"{server.base_url}/healthz")).status_code == 200
        assert server.process.poll() is None, "the server process must survive the outage"
