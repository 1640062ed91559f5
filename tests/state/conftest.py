from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable

import pytest

from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import MemoryStore, SessionStore
from tests.state.fake_clock import Elapse, FakeClock
from tests.support.redis_cluster import LocalRedisCluster, redis_cluster  # noqa: F401  (the fixture, shared)
from tests.support.redis_server import RedisServer


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(
    params=[
        pytest.param("memory", marks=pytest.mark.unit),
        pytest.param("redis", marks=pytest.mark.integration),
        pytest.param("redis-cluster", marks=pytest.mark.integration),
    ]
)
async def store(request: pytest.FixtureRequest, clock: FakeClock) -> AsyncIterator[SessionStore]:
    if request.param == "memory":
        implementation: SessionStore = MemoryStore(clock=clock)
    elif request.param == "redis":
        server: RedisServer = request.getfixturevalue("redis_server")
        implementation = RedisStore(server.url, key_prefix=f"test-{uuid.uuid4().hex}")
    else:
        cluster: LocalRedisCluster = request.getfixturevalue("redis_cluster")
        implementation = RedisStore(cluster.url, key_prefix=f"test-{uuid.uuid4().hex}", cluster=True)
    try:
        yield implementation
    finally:
        await implementation.aclose()


# Builds a store of the same kind as ``store`` (sharing its backend) with the given record caps.
CappedStore = Callable[..., SessionStore]


@pytest.fixture
async def capped_store(
    request: pytest.FixtureRequest, store: SessionStore, clock: FakeClock
) -> AsyncIterator[CappedStore]:
    made: list[SessionStore] = []

    def make(*, max_record_turns: int | None, max_record_bytes: int | None) -> SessionStore:
        caps = {"max_record_turns": max_record_turns, "max_record_bytes": max_record_bytes}
        kind = request.node.callspec.params["store"]
        if kind == "memory":
            implementation: SessionStore = MemoryStore(clock=clock, **caps)
        elif kind == "redis":
            url = request.getfixturevalue("redis_server").url
            implementation = RedisStore(url, key_prefix=f"test-{uuid.uuid4().hex}", **caps)
        else:
            url = request.getfixturevalue("redis_cluster").url
            implementation = RedisStore(url, key_prefix=f"test-{uuid.uuid4().hex}", cluster=True, **caps)
        made.append(implementation)
        return implementation

    yield make
    for implementation in made:
        await implementation.aclose()


@pytest.fixture
def elapse(store: SessionStore, clock: FakeClock) -> Elapse:
    if isinstance(store, MemoryStore):

        async def advance(seconds: float) -> None:
            clock.advance(seconds)

        return advance

    async def wait(seconds: float) -> None:
        # Redis expires keys (and judges leases) on its own clock, which no test can move:
        # a real wait is the only way to see it do so. Callers keep these to a second or less.
        await asyncio.sleep(seconds)

    return wait
