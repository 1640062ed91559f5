from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator

import pytest

from mcp_agent.state import MemoryStore, RedisStore, SessionStore

try:
    from tests.redis_server import RedisServer
    from tests.state.fake_clock import Elapse, FakeClock
except ModuleNotFoundError:  # tests/ is not a package: pytest put tests/ itself on sys.path
    from redis_server import RedisServer  # type: ignore[no-redef]
    from state.fake_clock import Elapse, FakeClock  # type: ignore[no-redef]


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """One isolated server for the contract suite; tests separate by key prefix."""
    with RedisServer() as server:
        yield server


@pytest.fixture
def disposable_redis_server() -> Iterator[RedisServer]:
    """A server of the test's own, free to be stopped, frozen and restarted."""
    with RedisServer() as server:
        yield server


@pytest.fixture(
    params=[
        pytest.param("memory", marks=pytest.mark.unit),
        pytest.param("redis", marks=pytest.mark.integration),
    ]
)
async def store(request: pytest.FixtureRequest, clock: FakeClock) -> AsyncIterator[SessionStore]:
    if request.param == "memory":
        implementation: SessionStore = MemoryStore(clock=clock)
    else:
        server: RedisServer = request.getfixturevalue("redis_server")
        implementation = RedisStore(server.url, key_prefix=f"test-{uuid.uuid4().hex}")
    try:
        yield implementation
    finally:
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
