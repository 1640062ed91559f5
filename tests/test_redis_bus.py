"""The Redis change bus on a real redis-server: delivery across bus instances (one per server
instance), tenant channels, versioned payloads, and what a subscriber sees when Redis goes away.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
import redis.asyncio as redis

from mcp_agent import BusUnavailable, Change, RedisChangeBus
from tests.support.bus import Recorder, bus_factory, eventually, started
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration


@pytest.fixture
async def make_bus() -> AsyncIterator[Callable[..., RedisChangeBus]]:
    async with bus_factory() as make:
        yield make


async def test_a_change_published_on_one_instance_reaches_the_other_once(
    redis_server: RedisServer, make_bus: Any
) -> None:
    listening, publishing = await started(make_bus(redis_server.url)), await started(make_bus(redis_server.url))
    acme, globex = Recorder(), Recorder()
    await listening.subscribe("acme", acme.deliver, acme.interrupted)
    await listening.subscribe("globex", globex.deliver, globex.interrupted)

    await publishing.publish(Change("resource", uri="conversation://1", tenant="acme"))
    await acme.next()
    await publishing.publish(Change("tools"))  # server-wide: every tenant's streams
    await globex.next()
    await acme.next()
    await asyncio.sleep(0.2)  # nothing else is on its way
    assert acme.changes == [Change("resource", uri="conversation://1", tenant="acme"), Change("tools")]
    assert globex.changes == [Change("tools")], "a tenant never receives another tenant's URIs"


async def test_an_instance_subscribes_a_tenant_channel_only_while_it_holds_that_tenants_streams(
    redis_server: RedisServer, make_bus: Any
) -> None:
    bus = await started(make_bus(redis_server.url))
    inspector = redis.Redis.from_url(redis_server.url)
    prefix = bus.keys.prefix
    try:

        async def channels() -> set[str]:
            return {c.decode() for c in await inspector.pubsub_channels(f"{prefix}:*")}

        assert await channels() == {f"{prefix}:changes:all"}
        first, second = Recorder(), Recorder()
        stop_first = await bus.subscribe("acme", first.deliver, first.interrupted)
        stop_second = await bus.subscribe("acme", second.deliver, second.interrupted)
        assert await channels() == {f"{prefix}:changes:all", f"{prefix}:changes:t:acme"}
        stop_first()
        await asyncio.sleep(0.1)
        assert f"{prefix}:changes:t:acme" in await channels(), "one acme stream is still open"
        stop_second()
        deadline = asyncio.get_running_loop().time() + 2
        while await channels() != {f"{prefix}:changes:all"}:
            assert asyncio.get_running_loop().time() < deadline
            await asyncio.sleep(0.02)
    finally:
        await inspector.aclose()


async def test_an_unknown_payload_version_is_dropped_not_fatal(redis_server: RedisServer, make_bus: Any) -> None:
    bus = await started(make_bus(redis_server.url))
    recorder = Recorder()
    await bus.subscribe("acme", recorder.deliver, recorder.interrupted)
    publisher = redis.Redis.from_url(redis_server.url)
    try:
        channel = f"{bus.keys.prefix}:changes:t:acme"
        await publisher.publish(channel, b'{"v": 2, "kind": "resource", "uri": "x://1", "tenant": "acme"}')
        await publisher.publish(channel, b"not json")
        await publisher.publish(channel, RedisChangeBus.encode(Change("resource", uri="x://2", tenant="acme")))
    finally:
        await publisher.aclose()
    await recorder.next()
    assert recorder.changes == [Change("resource", uri="x://2", tenant="acme")]
    assert bus.dropped_payloads == 2 and bus.available


async def test_a_lost_connection_interrupts_every_subscriber_and_recovers(make_bus: Any) -> None:
    server = RedisServer()
    server.start()
    try:
        bus = await started(make_bus(server.url, backoff_max_seconds=0.5))
        recorders = [Recorder() for _ in range(3)]
        for index, recorder in enumerate(recorders):
            await bus.subscribe(f"tenant-{index % 2}", recorder.deliver, recorder.interrupted)

        server.stop()
        await eventually(lambda: all(recorder.interruptions == 1 for recorder in recorders))
        assert not bus.available
        with pytest.raises(BusUnavailable):
            await bus.publish(Change("tools"))
        with pytest.raises(BusUnavailable):
            await bus.subscribe("tenant-0", Recorder().deliver, lambda: None)

        server.start()  # the same port: the bus finds it again by itself
        await eventually(lambda: bus.available)
        fresh = Recorder()
        await bus.subscribe("tenant-0", fresh.deliver, fresh.interrupted)
        await bus.publish(Change("resource", uri="x://after", tenant="tenant-0"))
        await fresh.next()
        assert fresh.changes == [Change("resource", uri="x://after", tenant="tenant-0")]
        assert all(recorder.interruptions == 1 for recorder in recorders), "interrupted once, not per retry"
    finally:
        server.close()


async def test_a_hung_redis_is_noticed_by_the_health_check(make_bus: Any) -> None:
    server = RedisServer()
    server.start()
    try:
        bus = await started(
            make_bus(server.url, timeout_seconds=0.3, health_check_seconds=0.3, backoff_max_seconds=0.3)
        )
        recorder = Recorder()
        await bus.subscribe("acme", recorder.deliver, recorder.interrupted)
        server.freeze()  # the socket stays open; only the pings go unanswered
        await eventually(lambda: recorder.interruptions == 1, timeout=5)
        assert not bus.available
        server.thaw()
        await eventually(lambda: bus.available, timeout=10)
    finally:
        server.close()
