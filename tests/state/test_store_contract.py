"""The store contract kit (``mcp_agent.testing.store_contract``) against every store of ours: memory, Redis,
Redis Cluster and PostgreSQL; then what only one of them promises (exact expiry on an injected clock,
Redis's key layout and outages)."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable

import pytest

from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import ClaimStatus, MemoryStore, RecordNotFound, StoreUnavailable, new_record_id
from mcp_agent.state.store import ATTEMPT_MARKERS
from mcp_agent.testing.store_contract import Elapse, StoreContract, StoreFactory
from tests.state.fake_clock import FakeClock
from tests.support.postgres import TestDatabase
from tests.support.redis_cluster import LocalRedisCluster
from tests.support.redis_server import RedisServer

TTL = 60.0
TENANT = "tenant-a"


class TestStoreContract(StoreContract):
    @pytest.fixture(
        params=[
            pytest.param("memory", marks=pytest.mark.unit),
            pytest.param("redis", marks=pytest.mark.integration),
            pytest.param("redis-cluster", marks=pytest.mark.integration),
            pytest.param("postgres", marks=pytest.mark.integration),
        ]
    )
    def make_store(self, request: pytest.FixtureRequest, clock: FakeClock) -> StoreFactory:
        kind = request.param
        if kind == "memory":
            return lambda **caps: MemoryStore(clock=clock, **caps)
        if kind == "redis":
            url = request.getfixturevalue("redis_server").url
            return lambda **caps: RedisStore(url, key_prefix=f"test-{uuid.uuid4().hex}", **caps)
        if kind == "redis-cluster":
            cluster: LocalRedisCluster = request.getfixturevalue("redis_cluster")
            return lambda **caps: RedisStore(cluster.url, key_prefix=f"test-{uuid.uuid4().hex}", cluster=True, **caps)
        database: TestDatabase = request.getfixturevalue("postgres_database")
        return lambda **caps: PostgresStore(database.url, schema=f"test_{uuid.uuid4().hex}", **caps)

    @pytest.fixture
    def elapse(self, request: pytest.FixtureRequest, clock: FakeClock) -> Elapse:
        if request.node.callspec.params["make_store"] == "memory":

            async def advance(seconds: float) -> None:
                clock.advance(seconds)

            return advance

        async def wait(seconds: float) -> None:
            # A server expires keys and judges leases on its own clock, which no test can move:
            # a real wait is the only way to see it do so. The kit keeps these to a second or less.
            await asyncio.sleep(seconds)

        return wait


# MemoryStore only: its injected clock makes expiry exact to the instant.


@pytest.mark.unit
async def test_memory_store_expires_records_and_leases_exactly_on_time(clock: FakeClock) -> None:
    store = MemoryStore(clock=clock)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, 10)
    assert (
        await store.claim_idempotency(TENANT, "call-5", "fp", lease_seconds=10, ttl_seconds=TTL)
    ).status is ClaimStatus.NEW
    clock.advance(9.5)
    assert (await store.read_window(TENANT, record_id, max_turns=5)).version == 0
    in_progress = await store.claim_idempotency(TENANT, "call-5", "fp", 10, TTL)
    assert (in_progress.status, in_progress.retry_after_seconds) == (ClaimStatus.IN_PROGRESS, 0.5)
    clock.advance(0.5)
    with pytest.raises(RecordNotFound):
        await store.read_window(TENANT, record_id, max_turns=5)
    assert (await store.claim_idempotency(TENANT, "call-5", "fp", 10, TTL)).status is ClaimStatus.NEW


# Redis only: key layout and outages.


@pytest.mark.integration
async def test_every_redis_key_is_hash_tagged_and_prefixed(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, key_prefix="layout")
    try:
        hostile = ["a}b", "{x}", "c:d", "%7B", "ü"]
        for tenant in hostile:
            for record_id in hostile:
                key = store.record_key(tenant, record_id)
                assert key.startswith("layout:{") and key.endswith("}:rec")
                assert key.count("{") == 1 and key.count("}") == 1
                assert key[len("layout:{") : -len("}:rec")].count(":") == 1
                assert store.idempotency_key(tenant, record_id).count("}") == 1
        with pytest.raises(ValueError):
            RedisStore(redis_server.url, key_prefix="a{b}")
    finally:
        await store.aclose()


@pytest.mark.integration
async def test_outage_raises_store_unavailable_quickly_and_the_same_store_recovers(
    disposable_redis_server: RedisServer,
) -> None:
    server = disposable_redis_server
    store = RedisStore(server.url, key_prefix="outage")
    try:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL)

        server.stop()
        calls: list[Callable[[], Awaitable[object]]] = [
            lambda: store.ping(),
            lambda: store.read_window(TENANT, record_id, max_turns=5),
            lambda: store.append_if_version(TENANT, record_id, 1, {"n": 1}, TTL),
            lambda: store.claim_idempotency(TENANT, "k", "fp", 30, TTL),
        ]
        for call in calls:
            started = time.monotonic()
            with pytest.raises(StoreUnavailable):
                await call()
            assert time.monotonic() - started < 3.0

        server.start()  # same port, empty, with an empty script cache (NOSCRIPT)
        await store.ping()
        assert await store.create_if_absent(TENANT, record_id, TTL) is True
        assert (await store.append_if_version(TENANT, record_id, 0, {"n": "after"}, TTL)).version == 1
        assert (await store.read_window(TENANT, record_id, max_turns=5)).turns == [{"n": "after"}]

        # A restart nobody noticed leaves dead connections in the pool: not an error.
        server.stop()
        server.start()
        assert await store.create_if_absent(TENANT, record_id, TTL) is True
    finally:
        await store.aclose()


@pytest.mark.integration
async def test_hung_redis_times_out_as_store_unavailable(disposable_redis_server: RedisServer) -> None:
    server = disposable_redis_server
    store = RedisStore(server.url, key_prefix="hung", socket_timeout=0.5, connect_timeout=0.5)
    try:
        await store.ping()
        server.freeze()
        try:
            started = time.monotonic()
            with pytest.raises(StoreUnavailable):
                await store.read_window(TENANT, "anything", max_turns=5)
            assert time.monotonic() - started < 3.0
        finally:
            server.thaw()
        with pytest.raises(RecordNotFound):
            await store.read_window(TENANT, "anything", max_turns=5)
    finally:
        await store.aclose()


@pytest.mark.integration
async def test_a_redis_record_holds_no_more_attempt_markers_than_it_recognises(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, key_prefix=f"test-{uuid.uuid4().hex}")
    try:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        for n in range(ATTEMPT_MARKERS + 4):
            await store.append_if_version(TENANT, record_id, n, {"n": n}, TTL, attempt_token=f"attempt-{n}")
        fields = await store._redis.hkeys(store.record_key(TENANT, record_id))  # noqa: SLF001
        assert sum(1 for f in fields if f.startswith(b"r:")) == ATTEMPT_MARKERS
    finally:
        await store.aclose()
