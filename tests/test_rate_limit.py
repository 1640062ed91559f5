"""The per-tenant rate limit (mcp_agent/ops/rate_limit.py, mcp_agent/backends/redis/rate_limit.py).

``MemoryRateLimiter`` runs in process with an injected clock (unit). ``RedisRateLimiter`` runs
on real redis-servers (integration): the run's shared one (``redis_server``, tests kept apart by a
fresh key prefix each), one of the test's own to stop (``disposable_redis_server``), and the run's
3-master Redis Cluster. Two limiters on two separate Redis connections stand for two server
instances. The last test starts two real ``mcp-agent serve --store redis`` processes.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY
from redis.asyncio.cluster import RedisCluster

from mcp_agent.backends.redis import RedisRateLimiter
from mcp_agent.ops.rate_limit import MemoryRateLimiter, RateLimiter
from mcp_agent.protocol.errors import retry_after_header
from tests.support.live_server import live_server
from tests.support.redis_cluster import LocalRedisCluster, redis_cluster  # noqa: F401  (fixture)
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

RATE_LIMITED = -31009
SLOW = 0.001  # tokens per second: nothing refills during a test


def refusals() -> float:
    return REGISTRY.get_sample_value("mcp_agent_rate_limited_total") or 0.0


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def memory(rate: float, burst: int, **kwargs: Any) -> tuple[MemoryRateLimiter, FakeClock]:
    clock = FakeClock()
    return MemoryRateLimiter(rate, burst, clock=clock, **kwargs), clock


async def outcomes(limiter: RateLimiter, tenant: str, n: int) -> list[float | None]:
    return [await limiter.acquire(tenant) for _ in range(n)]


# -- MemoryRateLimiter (unit) -------------------------------------------------------------


@pytest.mark.unit
async def test_memory_a_burst_is_allowed_then_refused_with_the_time_to_the_next_token() -> None:
    limiter, _ = memory(rate=2.0, burst=3)
    before = refusals()
    assert await outcomes(limiter, "acme", 3) == [None, None, None]
    assert await limiter.acquire("acme") == pytest.approx(0.5)  # 1 token at 2 per second
    assert await limiter.acquire("acme") == pytest.approx(0.5)  # a refusal takes nothing
    assert refusals() - before == 2


@pytest.mark.unit
async def test_memory_tokens_refill_over_time_up_to_the_burst() -> None:
    limiter, clock = memory(rate=4.0, burst=2)
    assert await outcomes(limiter, "acme", 2) == [None, None]
    clock.now += 0.125  # half a token
    assert await limiter.acquire("acme") == pytest.approx(0.125)
    clock.now += 0.125
    assert await limiter.acquire("acme") is None
    assert await limiter.acquire("acme") == pytest.approx(0.25)
    clock.now += 3600  # an hour idle refills to the burst, not beyond
    assert await outcomes(limiter, "acme", 3) == [None, None, pytest.approx(0.25)]


@pytest.mark.unit
async def test_memory_tenants_have_buckets_of_their_own() -> None:
    limiter, _ = memory(rate=1.0, burst=1)
    assert await limiter.acquire("acme") is None
    assert await limiter.acquire("acme") == pytest.approx(1.0)
    assert await limiter.acquire("globex") is None
    assert await limiter.acquire("globex") == pytest.approx(1.0)


@pytest.mark.unit
async def test_memory_a_clock_that_goes_back_refills_nothing() -> None:
    limiter, clock = memory(rate=1.0, burst=1)
    assert await limiter.acquire("acme") is None
    clock.now -= 10
    assert await limiter.acquire("acme") == pytest.approx(1.0)


@pytest.mark.unit
async def test_memory_buckets_of_idle_tenants_are_dropped_once_full() -> None:
    limiter, clock = memory(rate=10.0, burst=5)
    for i in range(1000):
        assert await limiter.acquire(f"tenant-{i}") is None
    assert len(limiter) == 1000  # each took a token within the last 0.1 s: not full yet
    clock.now += 0.1  # 1 token refilled: every bucket is full again
    assert await limiter.acquire("acme") is None
    assert len(limiter) == 1
    assert await outcomes(limiter, "tenant-0", 5) == [None] * 5, "a dropped bucket was a full one"


@pytest.mark.unit
async def test_memory_holds_at_most_max_tenants_buckets() -> None:
    limiter, _ = memory(rate=SLOW, burst=2, max_tenants=100)
    for i in range(1000):
        assert await limiter.acquire(f"tenant-{i}") is None
        assert len(limiter) <= 100
    assert len(limiter) == 100
    assert await limiter.acquire("tenant-999") is None  # kept: among the 100 most recent
    assert await limiter.acquire("tenant-999") is not None


@pytest.mark.unit
def test_limits_are_checked() -> None:
    for rate, burst in [(0, 1), (-1, 1), (float("inf"), 1), (float("nan"), 1), (1, 0), (1, 1.5)]:
        with pytest.raises(ValueError):
            MemoryRateLimiter(rate, burst)  # type: ignore[arg-type]


@pytest.mark.unit
def test_retry_after_is_whole_seconds_rounded_up() -> None:
    values = [retry_after_header(s)[1] for s in (0.0, 0.001, 0.5, 1.0, 1.2, 59.99)]
    assert values == [b"1", b"1", b"1", b"1", b"2", b"60"]


# -- RedisRateLimiter on a real Redis (integration) ---------------------------------------


@pytest.fixture
async def two_connections(redis_server: RedisServer) -> AsyncIterator[tuple[aioredis.Redis, aioredis.Redis]]:
    """Two clients with pools of their own, as two server instances have."""
    first, second = aioredis.Redis.from_url(redis_server.url), aioredis.Redis.from_url(redis_server.url)
    try:
        yield first, second
    finally:
        await first.aclose()
        await second.aclose()


@pytest.fixture
def prefix() -> str:
    return f"test-rl-{uuid.uuid4().hex[:8]}"


@pytest.mark.integration
async def test_redis_two_instances_share_one_bucket_per_tenant(two_connections: Any, prefix: str) -> None:
    first_client, second_client = two_connections
    first = RedisRateLimiter(first_client, 0.5, 5, key_prefix=prefix)
    second = RedisRateLimiter(second_client, 0.5, 5, key_prefix=prefix)
    before = refusals()
    allowed = [await (first if i % 2 else second).acquire("acme") for i in range(5)]
    assert allowed == [None] * 5
    retry_after = await first.acquire("acme")
    assert retry_after is not None and 1.5 < retry_after <= 2.0  # one token at 0.5/s, minus what refilled meanwhile
    retry_after = await second.acquire("acme")
    assert retry_after is not None and 1.5 < retry_after <= 2.0
    assert refusals() - before == 2


@pytest.mark.integration
async def test_redis_50_concurrent_acquires_with_burst_10_allow_exactly_10(two_connections: Any, prefix: str) -> None:
    limiters = [RedisRateLimiter(client, SLOW, 10, key_prefix=prefix) for client in two_connections]
    results = await asyncio.gather(*(limiters[i % 2].acquire("acme") for i in range(50)))
    assert sum(result is None for result in results) == 10
    assert all(result is None or result > 900 for result in results)  # ~1000 s for a token at 0.001/s


@pytest.mark.integration
async def test_redis_tenants_have_buckets_of_their_own(two_connections: Any, prefix: str) -> None:
    limiter = RedisRateLimiter(two_connections[0], SLOW, 2, key_prefix=prefix)
    assert await outcomes(limiter, "acme", 3) == [None, None, pytest.approx(1000, rel=0.01)]
    assert await outcomes(limiter, "globex", 2) == [None, None]
    assert await limiter.acquire("acme:x") is None, "a tenant is not a prefix of another's key"
    assert await limiter.acquire("{acme}") is None, "a tenant cannot reach another's hash tag"


@pytest.mark.integration
async def test_redis_tokens_refill_over_time(two_connections: Any, prefix: str) -> None:
    first, second = (RedisRateLimiter(client, 20.0, 1, key_prefix=prefix) for client in two_connections)
    assert await first.acquire("acme") is None
    retry_after = await second.acquire("acme")
    assert retry_after is not None and 0.0 < retry_after <= 0.05
    await asyncio.sleep(retry_after + 0.01)
    assert await second.acquire("acme") is None


@pytest.mark.integration
async def test_redis_a_bucket_expires_once_it_would_be_full(two_connections: Any, prefix: str) -> None:
    client = two_connections[0]
    slow = RedisRateLimiter(client, 0.1, 3, key_prefix=prefix)
    assert await slow.acquire("acme") is None
    key = slow.bucket_key("acme")
    assert 9_000 < await client.pttl(key) <= 10_001  # one token short: full again in 10 s
    assert await outcomes(slow, "acme", 2) == [None, None]
    assert 29_000 < await client.pttl(key) <= 30_001  # empty: full again in 30 s

    fast = RedisRateLimiter(client, 50.0, 2, key_prefix=prefix)
    assert await fast.acquire("globex") is None
    assert await client.exists(fast.bucket_key("globex")) == 1
    await asyncio.sleep(0.1)  # 20 ms to refill
    assert await client.exists(fast.bucket_key("globex")) == 0, "an idle tenant leaves nothing in Redis"


@pytest.mark.integration
async def test_redis_a_refusal_writes_nothing(two_connections: Any, prefix: str) -> None:
    client = two_connections[0]
    limiter = RedisRateLimiter(client, SLOW, 1, key_prefix=prefix)
    assert await limiter.acquire("acme") is None
    key = limiter.bucket_key("acme")
    state = await client.hgetall(key)
    assert await limiter.acquire("acme") is not None
    assert await client.hgetall(key) == state


@pytest.mark.integration
async def test_redis_unreachable_fails_open_and_warns_once_per_interval(
    disposable_redis_server: RedisServer, prefix: str, caplog: pytest.LogCaptureFixture
) -> None:
    client = aioredis.Redis.from_url(disposable_redis_server.url, socket_timeout=0.3, socket_connect_timeout=0.3)
    clock = FakeClock()
    limiter = RedisRateLimiter(client, SLOW, 1, key_prefix=prefix, warn_interval_seconds=60, clock=clock)
    try:
        assert await limiter.acquire("acme") is None
        assert await limiter.acquire("acme") is not None
        disposable_redis_server.stop()
        before = refusals()
        with caplog.at_level(logging.WARNING, logger="mcp_agent.rate_limit"):
            assert await outcomes(limiter, "acme", 3) == [None, None, None]  # fail open
            clock.now += 61
            assert await limiter.acquire("acme") is None
        assert refusals() == before
        warnings = [r for r in caplog.records if r.name == "mcp_agent.rate_limit"]
        assert len(warnings) == 2, [r.getMessage() for r in warnings]
        assert all("allowing requests" in r.getMessage() for r in warnings)

        disposable_redis_server.start()  # same port, empty: the bucket starts full again
        assert await limiter.acquire("acme") is None
        assert await limiter.acquire("acme") is not None
    finally:
        await client.aclose()


@pytest.mark.integration
async def test_redis_frozen_fails_open_within_the_client_timeout(
    disposable_redis_server: RedisServer, prefix: str
) -> None:
    client = aioredis.Redis.from_url(disposable_redis_server.url, socket_timeout=0.3, socket_connect_timeout=0.3)
    limiter = RedisRateLimiter(client, SLOW, 1, key_prefix=prefix)
    try:
        assert await limiter.acquire("acme") is None
        disposable_redis_server.freeze()
        loop = asyncio.get_running_loop()
        started = loop.time()
        assert await limiter.acquire("acme") is None
        assert loop.time() - started < 1.0
    finally:
        disposable_redis_server.thaw()
        await client.aclose()


@pytest.fixture
async def two_cluster_clients(redis_cluster: LocalRedisCluster) -> AsyncIterator[list[RedisCluster]]:  # noqa: F811
    clients = [RedisCluster.from_url(redis_cluster.url), RedisCluster.from_url(redis_cluster.url)]
    try:
        await clients[0].initialize()  # only to ask which shard owns a key; the limiter initializes itself
        yield clients
    finally:
        for client in clients:
            await client.aclose()


@pytest.mark.integration
async def test_redis_cluster_instances_share_buckets_spread_over_the_shards(
    two_cluster_clients: list[RedisCluster], prefix: str
) -> None:
    limiters = [RedisRateLimiter(client, SLOW, 3, key_prefix=prefix) for client in two_cluster_clients]
    tenants = [f"tenant-{i}" for i in range(12)]
    owners = {two_cluster_clients[0].get_node_from_key(limiters[0].bucket_key(t)).port for t in tenants}
    assert len(owners) > 1, "the tenants' buckets live on more than one shard"
    for tenant in tenants:
        results = [await limiters[i % 2].acquire(tenant) for i in range(4)]
        assert results[:3] == [None] * 3 and results[3] is not None, tenant


# -- two real server processes (integration) ----------------------------------------------


@pytest.mark.integration
def test_rate_limit_is_shared_by_two_instances(tmp_path: Path, redis_server: RedisServer) -> None:
    tenant, token = f"rl-{uuid.uuid4().hex[:8]}", f"rl-token-{uuid.uuid4().hex}"
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {token: {"tenant": tenant, "user": "alice", "scopes": []}}}))
    env = {
        "MCP_AGENT_REDIS_URL": redis_server.url,
        "MCP_AGENT_SEALING_KEYS": "rate-limit-test-sealing-secret-0123456789abcdef",
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_RATE_LIMIT_PER_SECOND": "0.01",  # nothing refills during the test
        "MCP_AGENT_RATE_LIMIT_BURST": "5",
        "MCP_AGENT_LOG_LEVEL": "warning",
    }
    message = body("tools/list")
    headers = {**headers_for(message), "Authorization": f"Bearer {token}"}
    with live_server("--store", "redis", env=env) as first, live_server("--store", "redis", env=env) as second:
        statuses = []
        for i in range(5):
            response = httpx.post((first if i % 2 else second).url, json=message, headers=headers, timeout=10)
            statuses.append(response.status_code)
        assert statuses == [200] * 5
        for server in (first, second):
            response = httpx.post(server.url, json=message, headers=headers, timeout=10)
            assert response.status_code == 429, response.text[:300]
            assert response.json()["error"]["code"] == RATE_LIMITED
            assert int(response.headers["Retry-After"]) >= 1
