"""The shared change buses, Redis pub/sub and PostgreSQL LISTEN/NOTIFY, against one contract: a change published
on one instance reaches the matching streams of another once, a tenant's changes reach only that tenant's streams,
server-wide ones reach every stream, and a change of any size arrives whole (past NOTIFY's 8000 bytes, PostgreSQL
sends a row's id). Losing the connection is each bus's own (tests/test_redis_bus.py, tests/test_postgres_backend.py)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from mcp_agent import Change, ChangeBus
from mcp_agent.backends.postgres.bus import PostgresChangeBus
from mcp_agent.backends.redis import RedisChangeBus
from tests.support.bus import Recorder, eventually
from tests.support.postgres import TestDatabase

pytestmark = pytest.mark.integration

MakeBus = Callable[[], Awaitable[ChangeBus]]


@pytest.fixture(params=["redis", "postgres"])
async def make_bus(request: pytest.FixtureRequest) -> AsyncIterator[MakeBus]:
    """Buses of instances sharing one backend, started and connected."""
    buses: list[ChangeBus] = []
    if request.param == "redis":
        url, prefix = request.getfixturevalue("redis_server").url, f"test-{uuid.uuid4().hex}"

        def build() -> ChangeBus:
            return RedisChangeBus(url, key_prefix=prefix)
    else:
        database: TestDatabase = request.getfixturevalue("postgres_database")
        schema = f"test_{uuid.uuid4().hex}"

        def build() -> ChangeBus:
            return PostgresChangeBus(database.url, schema=schema)

    async def make() -> ChangeBus:
        bus = build()
        buses.append(bus)
        await bus.start()
        await eventually(lambda: bus.available)
        return bus

    yield make
    for bus in buses:
        await bus.aclose()


async def test_a_change_reaches_the_other_instance_once_and_only_its_tenant(make_bus: MakeBus) -> None:
    listening, publishing = await make_bus(), await make_bus()
    acme, globex = Recorder(), Recorder()
    await listening.subscribe("acme", acme.deliver, acme.interrupted)
    await listening.subscribe("globex", globex.deliver, globex.interrupted)
    await publishing.publish(Change("resource", uri="conversation://1", tenant="acme"))
    await acme.next()
    await publishing.publish(Change("tools"))
    await globex.next()
    await acme.next()
    # Past NOTIFY's 8000-byte limit: the notification names a row, and the listener reads it.
    detail = {"status": "working", "statusMessage": "x" * 20_000}
    await publishing.publish(Change("task", tenant="acme", task="t-1", detail=detail))
    await acme.next()
    await asyncio.sleep(0.2)
    assert acme.changes == [
        Change("resource", uri="conversation://1", tenant="acme"),
        Change("tools"),
        Change("task", tenant="acme", task="t-1", detail=detail),
    ]
    assert globex.changes == [Change("tools")], "a tenant never receives another tenant's changes"
