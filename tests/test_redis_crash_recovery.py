"""Redis with AOF is killed with -9 while keyed calls run, and restarted 3 s later.

The calls that were running at the kill finish while Redis is away: they answer, but their
completion fails. Redis comes back with their claims (fsynced to the append-only file), which
would block every retry of those keys with 409 for the rest of the lease (30 s): a client that
re-sends a key (its answer was lost, or it checks) would wait that long. The server's retry queue
finishes them as soon as Redis answers, so each key's re-send is answered (the stored result) at
once: no 409 once Redis is back, beyond the queue's retry interval.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Iterator

import httpx2 as httpx
import pytest

from mcp_agent.protocol.errors import IDEMPOTENCY_IN_PROGRESS, STORE_UNAVAILABLE
from tests.support.live_server import live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

KEYS = 24
TOOL_SECONDS = 1.5
DOWN_SECONDS = 3.0
# The retry queue tries every 0.25 s; a 409 later than this after Redis answers again is a failure.
GRACE_SECONDS = 0.5


@pytest.fixture
def aof_redis() -> Iterator[RedisServer]:
    server = RedisServer(appendonly=True)
    server.start()
    try:
        yield server
    finally:
        server.close()


async def test_no_409_after_redis_restarts_from_its_aof(aof_redis: RedisServer) -> None:
    env = {"MCP_AGENT_REDIS_URL": aof_redis.url}  # the default 30 s lease
    run = uuid.uuid4().hex
    events: list[tuple[float, int, str]] = []  # (time, key number, outcome)
    with live_server("--app", "tests.support.slow_app:server", "--store", "redis", env=env) as server:
        async with httpx.AsyncClient(timeout=30) as client:

            async def keyed_call(number: int) -> None:
                message = body("tools/call", {"name": "pause", "arguments": {"seconds": TOOL_SECONDS}}, id=number)
                headers = {**headers_for(message), "Idempotency-Key": f"{run}-{number}"}
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline:
                    response = await client.post(server.url, content=json.dumps(message), headers=headers)
                    payload = response.json()
                    if "result" in payload:
                        events.append((time.monotonic(), number, "answered"))
                        return
                    code = payload["error"]["code"]
                    assert response.status_code in (409, 503), response.text
                    assert code in (IDEMPOTENCY_IN_PROGRESS, STORE_UNAVAILABLE)
                    events.append((time.monotonic(), number, str(code)))
                    await asyncio.sleep(0.05)
                events.append((time.monotonic(), number, "never answered"))

            calls = [asyncio.ensure_future(keyed_call(n)) for n in range(KEYS)]
            await asyncio.sleep(TOOL_SECONDS / 3)  # every call has claimed its key and is running
            killed_at = time.monotonic()
            aof_redis.kill()
            await asyncio.gather(*calls)  # they answer while Redis is away: their completion failed
            assert time.monotonic() - killed_at < DOWN_SECONDS
            events.clear()
            await asyncio.sleep(DOWN_SECONDS - (time.monotonic() - killed_at))
            await asyncio.to_thread(aof_redis.start)  # returns once it answers PING (AOF loaded)
            back_at = time.monotonic()
            await asyncio.gather(*(keyed_call(n) for n in range(KEYS)))  # every key re-sent

    answered = {number: at for at, number, outcome in events if outcome == "answered"}
    late_409 = [
        at - back_at
        for at, _, outcome in events
        if outcome == str(IDEMPOTENCY_IN_PROGRESS) and at > back_at + GRACE_SECONDS
    ]
    all_free_after = max(answered.values()) - back_at
    print(
        f"kill -9 + AOF restart: keys={KEYS} down={back_at - killed_at:.2f}s "
        f"409s_after_recovery={sum(1 for at, _, o in events if o == str(IDEMPOTENCY_IN_PROGRESS) and at > back_at)} "
        f"503s_after_recovery={sum(1 for at, _, o in events if o == str(STORE_UNAVAILABLE))} "
        f"every_key_answered_within={all_free_after:.2f}s_of_redis_return"
    )
    assert len(answered) == KEYS, "a call was never answered"
    assert not late_409, f"409s {late_409} seconds after Redis was back"
    assert all_free_after < GRACE_SECONDS + 1.0
