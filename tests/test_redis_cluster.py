"""The Redis Cluster deployment, on a local cluster of three masters (tests/support/redis_cluster.py).

The change bus uses sharded pub/sub there: each channel is a shard channel, published with
SPUBLISH and subscribed with SSUBSCRIBE on the shard owning its slot, and a bus reads (and pings)
one connection per shard carrying a channel of its own. The session store runs its one-key
scripts unchanged, each on the shard of its key. The whole store contract also runs on the
cluster (the ``redis-cluster`` param of the ``store`` fixture in tests/state/conftest.py).

Tests sharing the run's cluster keep apart by key prefix and fresh ids; those that stop or
freeze a node start a cluster of their own. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx2 as httpx
import pytest
import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import MovedError

from mcp_agent import BusUnavailable, Change, RedisChangeBus
from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import new_record_id
from tests.support.bus import Recorder, bus_factory, eventually, started
from tests.support.live_server import live_server
from tests.support.redis_cluster import LocalRedisCluster, cluster_info, disposable_redis_cluster, redis_cluster  # noqa: F401  (fixtures)
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration  # redis-server nodes and an mcp-agent serve subprocess

TTL = 60.0


@pytest.fixture
async def inspector(redis_cluster: LocalRedisCluster) -> AsyncIterator[RedisCluster]:  # noqa: F811
    """A plain cluster client, to ask which node owns a key or channel."""
    client = RedisCluster.from_url(redis_cluster.url)
    await client.initialize()
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def make_bus() -> AsyncIterator[Callable[..., RedisChangeBus]]:
    async with bus_factory(cluster=True) as make:
        yield make


def owner_port(client: RedisCluster, key: str) -> int:
    """The port of the master owning ``key``'s slot (a channel's too: shard channels hash like keys)."""
    return int(client.get_node_from_key(key).port)


def tenants_on_every_shard(client: RedisCluster, bus: RedisChangeBus, per_shard: int = 2) -> list[str]:
    """Tenants whose channels cover every master ``per_shard`` times (found by their slots, not by luck)."""
    wanted = {int(node.port): per_shard for node in client.get_primaries()}
    tenants: list[str] = []
    for index in range(10_000):
        tenant = f"tenant-{index}"
        port = owner_port(client, bus.keys.changes_of(tenant))
        if wanted[port] > 0:
            wanted[port] -= 1
            tenants.append(tenant)
        if not any(wanted.values()):
            return tenants
    raise AssertionError("no tenants cover every shard")


# -- the change bus on shard channels -----------------------------------------------------------


async def test_changes_cross_instances_on_every_shard_and_never_another_tenants(
    redis_cluster: LocalRedisCluster,
    make_bus: Any,
    inspector: RedisCluster,  # noqa: F811
) -> None:
    listening, publishing = await started(make_bus(redis_cluster.url)), await started(make_bus(redis_cluster.url))
    tenants = tenants_on_every_shard(inspector, listening)
    recorders = {tenant: Recorder() for tenant in tenants}
    for tenant, recorder in recorders.items():
        await listening.subscribe(tenant, recorder.deliver, recorder.interrupted)
    assert listening._pubsub is not None
    assert len(listening._shards(listening._pubsub)) == len(redis_cluster.ports), "one connection per shard"

    for tenant in tenants:
        await publishing.publish(Change("resource", uri=f"conversation://{tenant}", tenant=tenant))
    await publishing.publish(Change("tools"))  # server-wide: every tenant's streams
    await eventually(lambda: all(len(recorder.changes) == 2 for recorder in recorders.values()), timeout=5)
    await asyncio.sleep(0.2)  # nothing else is on its way
    for tenant, recorder in recorders.items():
        assert recorder.changes == [Change("resource", uri=f"conversation://{tenant}", tenant=tenant), Change("tools")]
        assert recorder.interruptions == 0


async def test_channels_are_shard_channels_held_only_by_their_shard_while_needed(
    redis_cluster: LocalRedisCluster,
    make_bus: Any,
    inspector: RedisCluster,  # noqa: F811
) -> None:
    bus = await started(make_bus(redis_cluster.url))
    prefix, channel = bus.keys.prefix, bus.keys.changes_of("acme")
    nodes = {port: aioredis.Redis(host="127.0.0.1", port=port) for port in redis_cluster.ports}
    try:

        async def shard_channels() -> dict[int, set[str]]:
            found = {}
            for port, node in nodes.items():
                names = await node.execute_command("PUBSUB", "SHARDCHANNELS", f"{prefix}:*")
                found[port] = {name.decode() for name in names}
            return found

        all_port, acme_port = owner_port(inspector, bus.keys.all_changes), owner_port(inspector, channel)
        expected = {port: set() for port in nodes}
        expected[all_port].add(bus.keys.all_changes)
        assert await shard_channels() == expected

        recorder = Recorder()
        stop = await bus.subscribe("acme", recorder.deliver, recorder.interrupted)
        expected[acme_port].add(channel)
        assert await shard_channels() == expected, "each channel is held by the shard owning its slot only"
        for node in nodes.values():
            assert await node.pubsub_channels(f"{prefix}:*") == [], "no classic (broadcast) channel is used"

        stop()
        expected[acme_port].discard(channel)
        deadline = asyncio.get_running_loop().time() + 2
        while await shard_channels() != expected:
            assert asyncio.get_running_loop().time() < deadline
            await asyncio.sleep(0.02)
    finally:
        for node in nodes.values():
            await node.aclose()


async def test_an_unknown_payload_on_a_shard_channel_is_dropped_not_fatal(
    redis_cluster: LocalRedisCluster,
    make_bus: Any,
    inspector: RedisCluster,  # noqa: F811
) -> None:
    bus = await started(make_bus(redis_cluster.url))
    recorder = Recorder()
    await bus.subscribe("acme", recorder.deliver, recorder.interrupted)
    channel = bus.keys.changes_of("acme")
    await inspector.spublish(channel, b'{"v": 2, "kind": "resource", "uri": "x://1", "tenant": "acme"}')
    await inspector.spublish(channel, RedisChangeBus.encode(Change("resource", uri="x://2", tenant="acme")))
    await eventually(lambda: len(recorder.changes) == 1, timeout=5)
    assert recorder.changes == [Change("resource", uri="x://2", tenant="acme")]
    assert bus.dropped_payloads == 1 and bus.available


async def test_a_lost_shard_interrupts_every_subscriber_and_the_bus_recovers(
    disposable_redis_cluster: LocalRedisCluster,
    make_bus: Any,  # noqa: F811
) -> None:
    cluster = disposable_redis_cluster
    bus = await started(make_bus(cluster.url, backoff_max_seconds=0.5))
    client = RedisCluster.from_url(cluster.url)
    try:
        await client.initialize()
        tenants = tenants_on_every_shard(client, bus, per_shard=1)
        all_port = owner_port(client, bus.keys.all_changes)
        # A shard that carries one tenant's channel but not the server-wide one.
        victim = next(port for port in cluster.ports if port != all_port)
        victims_tenant = next(tenant for tenant in tenants if owner_port(client, bus.keys.changes_of(tenant)) == victim)
    finally:
        await client.aclose()
    recorders = [Recorder() for _ in tenants]
    for tenant, recorder in zip(tenants, recorders):
        await bus.subscribe(tenant, recorder.deliver, recorder.interrupted)
    await bus.publish(Change("tools"))  # the publishing client has learnt the layout

    cluster.stop_node(victim)
    await eventually(lambda: all(recorder.interruptions == 1 for recorder in recorders), timeout=5)
    assert not bus.available, "the other shards' subscribers are interrupted too: one connection is lost"
    with pytest.raises(BusUnavailable):
        await bus.subscribe(tenants[0], Recorder().deliver, lambda: None)
    # Past the node timeout the other masters declare the cluster down (no replica takes over).
    # They still carry their own shard channels (cluster-allow-pubsubshard-when-down is on by
    # default), but the bus stays unavailable until every shard it subscribes on is back.
    await eventually(lambda: cluster_info(all_port).get("cluster_state") == "fail", timeout=15)
    await bus.publish(Change("tools"))
    with pytest.raises(BusUnavailable):
        await bus.publish(Change("resource", uri="x://lost", tenant=victims_tenant))
    await asyncio.sleep(0.5)  # a few more reconnection attempts
    assert not bus.available

    cluster.start_node(victim)  # the same port and node file: it comes back with its slots
    await asyncio.to_thread(cluster.wait_until_ok, 30)
    await eventually(lambda: bus.available, timeout=30)
    fresh = Recorder()
    for tenant in tenants:
        await bus.subscribe(tenant, fresh.deliver, fresh.interrupted)
    for tenant in tenants:
        await bus.publish(Change("resource", uri=f"x://after/{tenant}", tenant=tenant))
    await eventually(lambda: len(fresh.changes) == len(tenants), timeout=5)
    assert sorted(change.uri or "" for change in fresh.changes) == sorted(f"x://after/{tenant}" for tenant in tenants)
    assert all(recorder.interruptions == 1 for recorder in recorders), "interrupted once, not per retry"


async def test_a_hung_shard_is_noticed_by_its_own_health_check(
    disposable_redis_cluster: LocalRedisCluster,
    make_bus: Any,  # noqa: F811
) -> None:
    cluster = disposable_redis_cluster
    bus = await started(make_bus(cluster.url, timeout_seconds=0.3, health_check_seconds=0.3, backoff_max_seconds=0.3))
    client = RedisCluster.from_url(cluster.url)
    try:
        await client.initialize()
        all_port = owner_port(client, bus.keys.all_changes)
        tenant = next(
            t for t in (f"tenant-{i}" for i in range(10_000)) if owner_port(client, bus.keys.changes_of(t)) != all_port
        )
        victim = owner_port(client, bus.keys.changes_of(tenant))
    finally:
        await client.aclose()
    recorder = Recorder()
    await bus.subscribe(tenant, recorder.deliver, recorder.interrupted)
    cluster.freeze_node(victim)  # its sockets stay open; only that shard's pings go unanswered
    try:
        await eventually(lambda: recorder.interruptions == 1, timeout=5)
        assert not bus.available
    finally:
        cluster.thaw_node(victim)
    await asyncio.to_thread(cluster.wait_until_ok, 30)
    await eventually(lambda: bus.available, timeout=30)


async def test_a_channel_whose_slot_moves_to_another_shard_is_followed_there(
    disposable_redis_cluster: LocalRedisCluster,
    make_bus: Any,  # noqa: F811
) -> None:
    cluster = disposable_redis_cluster
    bus = await started(make_bus(cluster.url, backoff_max_seconds=0.3))
    acme, channel = Recorder(), bus.keys.changes_of("acme")
    await bus.subscribe("acme", acme.deliver, acme.interrupted)
    client = RedisCluster.from_url(cluster.url)
    try:
        await client.initialize()
        source = owner_port(client, channel)
        target = next(port for port in cluster.ports if port != source)
        # Redis drops the slot's shard channels (an unsolicited SUNSUBSCRIBE): the bus must not go on
        # as if it still received acme's changes.
        cluster.move_slot(client.keyslot(channel), source, target)
        await eventually(lambda: acme.interruptions == 1, timeout=5)
        await eventually(lambda: bus.available, timeout=10)

        fresh = Recorder()
        await bus.subscribe("acme", fresh.deliver, fresh.interrupted)
        async with aioredis.Redis(host="127.0.0.1", port=target) as node:
            names = await node.execute_command("PUBSUB", "SHARDCHANNELS", channel)
        assert names == [channel.encode()], "subscribed again on the shard the slot moved to"
        await bus.publish(Change("resource", uri="x://moved", tenant="acme"))
        await eventually(lambda: fresh.changes == [Change("resource", uri="x://moved", tenant="acme")], timeout=5)
    finally:
        await client.aclose()


# -- the session store on the cluster -------------------------------------------------------------


async def test_store_records_of_many_tenants_land_on_several_shards(
    redis_cluster: LocalRedisCluster,
    inspector: RedisCluster,  # noqa: F811
) -> None:
    store = RedisStore(redis_cluster.url, key_prefix=f"test-{uuid.uuid4().hex}", cluster=True)
    nodes = {port: aioredis.Redis(host="127.0.0.1", port=port) for port in redis_cluster.ports}  # no redirects followed
    try:
        records = [(f"tenant-{index}", new_record_id()) for index in range(24)]
        for tenant, record_id in records:
            assert await store.create_if_absent(tenant, record_id, TTL)
            for n in range(2):
                window = await store.read_window(tenant, record_id, max_turns=1)
                await store.append_if_version(tenant, record_id, window.version, {"tenant": tenant, "n": n}, TTL)
        for tenant, record_id in records:
            window = await store.read_window(tenant, record_id, max_turns=10)
            assert (window.version, window.turns) == (2, [{"tenant": tenant, "n": 0}, {"tenant": tenant, "n": 1}])

        holders: dict[int, int] = {}
        for tenant, record_id in records:
            key = store.record_key(tenant, record_id)
            owner = owner_port(inspector, key)
            assert await nodes[owner].execute_command("CLUSTER KEYSLOT", key) == inspector.keyslot(key)
            # The record is on the node owning its slot; every other node answers MOVED.
            assert await nodes[owner].exists(key) == 1
            for port in set(nodes) - {owner}:
                with pytest.raises(MovedError):
                    await nodes[port].exists(key)
            holders[owner] = holders.get(owner, 0) + 1
        assert len(holders) >= 2, f"every record on one shard: {holders}"
    finally:
        await store.aclose()
        for node in nodes.values():
            await node.aclose()


# -- one mcp-agent serve process on the cluster -----------------------------------------------------


@pytest.fixture
def cluster_server(redis_cluster: LocalRedisCluster) -> Iterator[str]:  # noqa: F811
    with live_server("--store", "redis", "--redis-cluster", "--redis-url", redis_cluster.url) as server:
        yield server.base_url


def summarize(client: httpx.Client, base_url: str, text: str, conversation: str | None = None) -> dict[str, Any]:
    arguments: dict[str, Any] = {"messages": [{"sender": "ana", "body": text}], "max_turns": 5}
    if conversation is not None:
        arguments["conversation"] = conversation
    message = body("tools/call", {"name": "summarize_thread", "arguments": arguments})
    response = client.post(f"{base_url}/mcp", content=json.dumps(message).encode(), headers=headers_for(message))
    assert response.status_code == 200, response.text
    result = response.json()["result"]
    assert not result.get("isError"), result
    structured: dict[str, Any] = result["structuredContent"]
    return structured


def test_serve_with_redis_cluster_keeps_a_conversation_across_calls(cluster_server: str) -> None:
    with httpx.Client(timeout=10) as client:
        # Ready once the store answers and the bus holds its shard connections (it connects in the background).
        deadline = time.monotonic() + 10
        while (ready := client.get(f"{cluster_server}/readyz")).status_code != 200:
            assert time.monotonic() < deadline, ready.text
            time.sleep(0.05)
        first = summarize(client, cluster_server, "The cluster keeps the first summary.")
        second = summarize(client, cluster_server, "And the second one follows it.", first["conversation"])
    assert (first["turn_index"], first["version"]) == (0, 1)
    assert (second["turn_index"], second["version"]) == (1, 2)
    assert second["uri"] == first["uri"]
