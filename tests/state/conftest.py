from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator

import pytest

from mcp_agent.state import MemoryStore, RedisStore, SessionStore

try:
    from tests.redis_server import RedisServer
except ModuleNotFoundError:  # tests/ is not a package: pytest put tests/ itself on sys.path
    from redis_server import RedisServer  # type: ignore[no-redef]


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


@pytest.fixture(params=["memory", "redis"])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[SessionStore]:
    if request.param == "memory":
        implementation: SessionStore = MemoryStore()
    else:
        server: RedisServer = request.getfixturevalue("redis_server")
        implementation = RedisStore(server.url, key_prefix=f"test-{uuid.uuid4().hex}")
    try:
        yield implementation
    finally:
        await implementation.aclose()
