"""A real ``mcp-agent serve`` (uvicorn on uvloop) whose Redis is behind a fault proxy.

- The proxy dies: every call that needs the store answers 503 -31001 with Retry-After, never a
  500, whatever redis-py raises under uvloop for the dead connections (a RuntimeError about a
  closed TCPTransport among them); ``/readyz`` answers JSON 503.
- The fault campaign: keyed ``increment`` calls (examples/custom_tools.py) while 15 % of Redis's
  replies to scripts are lost after the script ran, with a 5 s idempotency lease. A client retries
  each call with its key until it gets a result. Counted: calls, retries, lost (a counter below its
  number of calls), duplicated (above), stuck (a call refused 409 for longer than one retry
  interval of the server's retry queue, or never answered), wrong replies (a value the counter does
  not hold at that call's position).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent.protocol.errors import IDEMPOTENCY_IN_PROGRESS, STORE_UNAVAILABLE
from tests.support.fault_proxy import FaultProxy
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

CALLS = 200
COUNTERS = 20
CONCURRENCY = 10
LOSS = 0.15
# A claim left behind by a failed release is freed by the server's retry queue within its interval
# (0.25 s) once Redis answers; a call refused 409 for longer than this is stuck.
STUCK_AFTER_SECONDS = 1.0
# What a retried call may be answered besides its result: the store away (503), its key's claim still
# held (409), or the tool's own error (the counter too contended). Anything else (a 500) is a bug.
EXPECTED_STATUSES = {"answered", f"503 {STORE_UNAVAILABLE}", f"409 {IDEMPOTENCY_IN_PROGRESS}", "200 tool-error"}


@contextlib.contextmanager
def served_through(proxy: FaultProxy, **env: str) -> Iterator[LiveServer]:
    """The server, its log kept in a file (``server.log_tail()``, readable after the block too)."""
    environment = {"MCP_AGENT_REDIS_URL": proxy.url, "MCP_AGENT_IDEMPOTENCY_LEASE_SECONDS": "5", **env}
    with (
        tempfile.TemporaryFile() as log,
        live_server("--app", "examples.custom_tools:server", "--store", "redis", env=environment, stderr=log) as server,
    ):
        yield server


def errors_logged(server: LiveServer) -> str:
    """The server's error lines (with their tracebacks) and the end of its log, for an assertion's message."""
    tail = server.log_tail(1 << 22)
    errors = [line for line in tail.splitlines() if line.startswith('{"level":"error"') or "Traceback" in line]
    return "\nserver errors:\n" + "\n".join(errors[-5:]) + "\nserver log's end:\n" + tail[-4000:]


def increment(arguments: dict[str, Any], request_id: int = 1) -> tuple[dict[str, Any], dict[str, str]]:
    message = body("tools/call", {"name": "increment", "arguments": arguments}, id=request_id)
    return message, headers_for(message)


async def post(
    client: httpx.AsyncClient, server: LiveServer, message: dict[str, Any], headers: dict[str, str]
) -> httpx.Response:
    return await client.post(server.url, content=json.dumps(message), headers=headers)


@pytest.mark.parametrize("everything_on_redis", [False, True], ids=["store", "store-bus-and-rate-limit"])
async def test_a_dead_redis_behind_a_proxy_is_503_never_500(
    redis_server: RedisServer, everything_on_redis: bool
) -> None:
    proxy = await FaultProxy(redis_server.port).start()
    # The rate limiter (fails open) and the change bus share the dead path in the second run.
    extra = {"MCP_AGENT_BUS": "redis", "MCP_AGENT_RATE_LIMIT_PER_SECOND": "1000"} if everything_on_redis else {}
    try:
        with served_through(proxy, **extra) as server:
            async with httpx.AsyncClient(timeout=30) as client:
                # Fill the server's Redis pool with live connections, then kill the path under them.
                message, headers = increment({"by": 1})
                first = await post(client, server, message, headers)
                counter = first.json()["result"]["structuredContent"]["counter"]
                await asyncio.gather(
                    *(post(client, server, *increment({"by": 1, "counter": counter})) for _ in range(8))
                )
                await proxy.stop()
                responses = []
                for n in range(12):  # plain and keyed calls, one after another and at once
                    message, headers = increment({"by": 1, "counter": counter}, request_id=n)
                    if n % 2:
                        headers["Idempotency-Key"] = f"dead-{n}"
                    responses.append(await post(client, server, message, headers))
                responses += await asyncio.gather(
                    *(post(client, server, *increment({"by": 1, "counter": counter})) for _ in range(8))
                )
                for response in responses:
                    assert response.status_code == 503, response.text
                    assert response.json()["error"]["code"] == STORE_UNAVAILABLE
                    assert "Traceback" not in response.text
                    assert response.headers.get("Retry-After")
                for _ in range(5):
                    ready = await client.get(f"{server.base_url}/readyz")
                    assert ready.status_code == 503
                    assert ready.json()["status"] == "unready"
    finally:
        await proxy.stop()


@dataclass
class Campaign:
    retries: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    stuck: int = 0
    replies: dict[int, list[int]] = field(default_factory=dict)  # counter number -> values answered


async def keyed_call(
    client: httpx.AsyncClient, server: LiveServer, campaign: Campaign, number: int, counter: str, key: str
) -> int | None:
    """One logical call, retried with the same key until it has a result; its answered value."""
    message, headers = increment({"by": 1, "counter": counter}, request_id=number)
    headers["Idempotency-Key"] = key
    refused_since: float | None = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        response = await post(client, server, message, headers)
        try:
            payload = response.json()
        except ValueError:  # not JSON at all (a plain-text 500): counted as such
            payload = {"error": {"code": "not-json"}}
        if "result" in payload and not payload["result"].get("isError"):
            campaign.statuses["answered"] += 1
            return int(payload["result"]["structuredContent"]["value"])
        campaign.retries += 1
        code = payload.get("error", {}).get("code") if "error" in payload else "tool-error"
        campaign.statuses[f"{response.status_code} {code}"] += 1
        if code == IDEMPOTENCY_IN_PROGRESS:
            refused_since = refused_since or time.monotonic()
            if time.monotonic() - refused_since > STUCK_AFTER_SECONDS:
                campaign.stuck += 1
                refused_since = None  # count each stuck stretch once, keep going to learn the end
            await asyncio.sleep(0.05)
        else:
            refused_since = None
            await asyncio.sleep(0.05)
    campaign.stuck += 1
    return None


async def test_fault_campaign_lost_replies_lose_nothing_double_nothing_block_nothing(redis_server: RedisServer) -> None:
    proxy = await FaultProxy(redis_server.port).start()
    campaign = Campaign()
    try:
        with served_through(proxy) as server:
            async with httpx.AsyncClient(timeout=30) as client:
                handles = []
                for _ in range(COUNTERS):  # each counter starts at 1, while the network is sound
                    response = await post(client, server, *increment({"by": 1}))
                    handles.append(response.json()["result"]["structuredContent"]["counter"])
                proxy.drop_replies(probability=LOSS, seed=20261201, match=lambda request: b"EVALSHA" in request)
                run = uuid.uuid4().hex
                limit = asyncio.Semaphore(CONCURRENCY)

                async def one(number: int) -> None:
                    async with limit:
                        value = await keyed_call(
                            client, server, campaign, number, handles[number % COUNTERS], f"{run}-{number}"
                        )
                    if value is not None:
                        campaign.replies.setdefault(number % COUNTERS, []).append(value)

                await asyncio.gather(*(one(n) for n in range(CALLS)))
                dropped = proxy.counts.replies_dropped
                proxy.relay_everything()
                # What each counter holds, read through the tool itself with a fresh key: by 0 is refused,
                # so read the value with one more increment and subtract it.
                lost = duplicated = wrong = 0
                for number, handle in enumerate(handles):
                    response = await post(client, server, *increment({"by": 1, "counter": handle}))
                    held = response.json()["result"]["structuredContent"]["value"] - 1
                    calls = CALLS // COUNTERS
                    lost += max(0, 1 + calls - held)
                    duplicated += max(0, held - 1 - calls)
                    answered = sorted(campaign.replies.get(number, []))
                    # Each call's value names its own turn: 2..calls+1, each once.
                    wrong += sum((Counter(answered) - Counter(range(2, held + 1))).values())
            unexpected = [status for status in campaign.statuses if status not in EXPECTED_STATUSES]
            troubled = unexpected or lost or duplicated or campaign.stuck or wrong
            server_log = errors_logged(server) if troubled else ""
    finally:
        await proxy.stop()
    report = (
        f"calls={CALLS} retries={campaign.retries} replies_lost_by_proxy={dropped} lost={lost} "
        f"duplicated={duplicated} stuck={campaign.stuck} wrong={wrong} statuses={dict(campaign.statuses)}"
    )
    print(report)
    assert dropped > 50, report  # the campaign did lose replies
    assert (lost, duplicated, campaign.stuck, wrong) == (0, 0, 0, 0), report + server_log
    assert not unexpected, report + server_log
