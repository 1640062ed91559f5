"""The one backend choice (mcp_agent/backends/choice.py) and the one Redis adapter's keys and errors.

Nothing here connects to Redis: building a backend opens no connection.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from mcp_agent import InProcessChangeBus, MemoryStore, Settings, create_app
from mcp_agent.backends import Backend, backend_problems, build_backend, shares_changes, shares_state
from mcp_agent.backends.redis import RedisChangeBus, RedisRateLimiter, RedisStore, RedisWorkQueue
from mcp_agent.backends.redis.client import KeyScheme, is_unavailable, reconnect_backoff
from mcp_agent.ops.rate_limit import MemoryRateLimiter
from mcp_agent.tasks import MemoryWorkQueue
from tests.support.server import build_test_server


@pytest.mark.unit
async def test_the_memory_backend_is_every_part_in_this_process() -> None:
    settings = Settings(rate_limit_per_second=5)
    backend = build_backend(settings)
    assert isinstance(backend.store, MemoryStore) and isinstance(backend.bus, InProcessChangeBus)
    assert isinstance(backend.queue, MemoryWorkQueue) and isinstance(backend.rate_limiter, MemoryRateLimiter)
    assert not shares_state(settings) and not shares_changes(settings)
    assert await backend.unready_reason() is None
    await backend.aclose()


@pytest.mark.unit
async def test_the_redis_store_brings_the_queue_and_the_limiter_and_the_bus_may_be_chosen_apart() -> None:
    settings = Settings(store="redis", bus="memory", rate_limit_per_second=5)
    backend = build_backend(settings)
    assert isinstance(backend.store, RedisStore) and isinstance(backend.queue, RedisWorkQueue)
    assert isinstance(backend.rate_limiter, RedisRateLimiter) and isinstance(backend.bus, InProcessChangeBus)
    assert shares_state(settings) and not shares_changes(settings)
    assert isinstance(build_backend(Settings(bus="redis")).bus, RedisChangeBus)
    assert len(backend.closes) == 4  # queue, bus, store, the limiter's client
    await backend.aclose()


@pytest.mark.unit
async def test_parts_handed_in_stay_the_callers() -> None:
    store, closed = MemoryStore(), []

    async def aclose() -> None:
        closed.append("store")

    store.aclose = aclose  # type: ignore[method-assign]  # counts the close a backend must not make
    backend = build_backend(Settings(), store=store)
    assert backend.store is store
    await backend.aclose()
    assert closed == []


@pytest.mark.unit
async def test_create_app_serves_from_the_backend_it_is_given_and_leaves_it_open() -> None:
    closed: list[str] = []

    async def close() -> None:
        closed.append("backend")

    store = MemoryStore()
    backend = Backend(store=store, bus=InProcessChangeBus(), queue=MemoryWorkQueue(), closes=(close,))
    app = create_app(build_test_server(), Settings(access_log=False), backend=backend)
    await app.state.services.contexts.store.create_if_absent("acme", "r", 60)
    assert (await store.read_window("acme", "r", 10)).version == 0, "the app writes to the store it was given"
    sent: list[dict[str, Any]] = []
    messages = iter([{"type": "lifespan.startup"}, {"type": "lifespan.shutdown"}])

    async def receive() -> dict[str, Any]:
        return next(messages)

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await asyncio.wait_for(app({"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, receive, send), 10)
    assert [m["type"] for m in sent] == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert closed == []
    with pytest.raises(TypeError):
        create_app(build_test_server(), Settings(access_log=False), backend=backend, store=store)


@pytest.mark.unit
def test_every_key_encodes_a_tenant_the_same_way() -> None:
    keys = KeyScheme("p")
    tenant = "a@b:{c}"
    encoded = "a%40b%3A%7Bc%7D"
    assert keys.record(tenant, "r") == f"p:{{{encoded}:r}}:rec"
    assert keys.idempotency(tenant, "k") == f"p:{{{encoded}:k}}:idem"
    assert keys.changes_of(tenant) == f"p:changes:t:{encoded}"
    assert keys.running_rounds(tenant) == f"p:{{tasks}}:tenant:{encoded}"
    assert keys.rate_bucket(tenant) == f"p:rl:{{{encoded}}}"
    for prefix in ("", "a{b", "a}b"):
        with pytest.raises(ValueError):
            KeyScheme(prefix)


@pytest.mark.unit
def test_unavailable_is_anything_but_an_answer_from_redis() -> None:
    assert (
        is_unavailable(RedisConnectionError())
        and is_unavailable(RuntimeError("closed transport"))
        and is_unavailable(OSError())
    )
    assert not is_unavailable(ResponseError("NOGROUP"))


@pytest.mark.unit
def test_reconnect_waits_grow_to_the_cap_with_full_jitter() -> None:
    backoff = reconnect_backoff(0.1, 5.0)
    for failures, bound in ((0, 0.1), (1, 0.2), (3, 0.8), (10, 5.0)):
        assert all(0 <= backoff.compute(failures) <= bound for _ in range(50))


@pytest.mark.unit
def test_a_redis_url_redis_py_would_refuse_is_named_by_its_setting() -> None:
    assert backend_problems(Settings()) == []
    assert backend_problems(Settings(store="redis", redis_url="http://x")) != []
    (problem,) = backend_problems(Settings(bus="redis", redis_url="redis://h:6379/2", redis_cluster=True))
    assert problem.startswith("MCP_AGENT_REDIS_URL: ") and "database 0" in problem
