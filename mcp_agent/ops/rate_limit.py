"""A per-tenant rate limit: one token bucket per tenant, shared by every instance.

Each tenant has a bucket of at most ``burst`` tokens that refills at ``rate_per_second``; a
request takes one token or is refused with the seconds until one is available (the endpoint
answers HTTP 429 with ``Retry-After``). A bucket that is full is indistinguishable from no bucket
at all, so neither implementation keeps anything for a tenant that has been idle long enough to
refill: idle tenants cost nothing.

* ``RedisRateLimiter``: the bucket lives in Redis, so every instance behind the load balancer
  draws from the same one (N instances do not multiply a tenant's allowance by N). One Lua
  script per request, on one key, with the time taken from Redis itself.
* ``MemoryRateLimiter``: the same bucket in this process, for the memory store (one instance).

Every refusal counts into ``mcp_agent_rate_limited`` (``ops.metrics.RATE_LIMITED``).
"""

from __future__ import annotations

import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol
from urllib.parse import quote

import redis.asyncio as redis
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import RedisClusterException, RedisError

from mcp_agent.ops.metrics import RATE_LIMITED

logger = logging.getLogger("mcp_agent.rate_limit")


class RateLimiter(Protocol):
    async def acquire(self, tenant: str) -> float | None:
        """Take one of ``tenant``'s tokens: None when taken (allowed), else the seconds until one is available."""
        ...


def _check_limits(rate_per_second: float, burst: int) -> None:
    if not (math.isfinite(rate_per_second) and rate_per_second > 0):
        raise ValueError("rate_per_second must be a positive finite number")
    if isinstance(burst, bool) or not isinstance(burst, int) or burst < 1:
        raise ValueError("burst must be an integer >= 1")


# KEYS[1]: the tenant's bucket, a hash {tokens, updated_at (µs, Redis clock)}.
# ARGV: rate (tokens per second), burst.
# Returns {1, 0} when a token was taken, {0, µs until one is available} when refused.
#
# The time is Redis's own (TIME), never the caller's: instances whose clocks disagree still
# agree on every bucket. TIME is non-deterministic, which Redis >= 5 allows before a write
# because scripts replicate their effects (the HSET with the computed values), not themselves.
# A missing bucket is a full one. A refusal writes nothing: refilling without taking changes
# nothing a later call would not compute the same way. After taking, the key expires when the
# bucket would be full again, so an idle tenant's bucket disappears by itself.
TAKE_TOKEN_IF_AVAILABLE = """
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated_at')
local tokens = tonumber(state[1])
local updated_at = tonumber(state[2])
if tokens == nil or updated_at == nil then
  tokens = burst
else
  local elapsed = now - updated_at
  if elapsed < 0 then elapsed = 0 end
  tokens = math.min(burst, tokens + elapsed * rate / 1000000)
end
if tokens < 1 then
  return {0, math.ceil((1 - tokens) * 1000000 / rate)}
end
tokens = tokens - 1
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'updated_at', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) * 1000 / rate) + 1)
return {1, 0}
"""


class RedisRateLimiter:
    """The per-tenant token bucket in Redis, shared by every instance that uses the same Redis.

    ``redis_client`` is the caller's (``redis.asyncio.Redis`` or ``RedisCluster``); the limiter
    owns no connection and has nothing to close. Its timeouts bound how long ``acquire`` waits.
    Each call is one script on one key (``<prefix>rl:{<tenant>}``, the tenant percent-encoded
    inside the hash tag), so it runs whole on one Redis Cluster shard.

    **Failure policy: fail open.** When Redis cannot answer, ``acquire`` allows the request and
    logs a warning at most once per ``warn_interval_seconds``. The limiter protects the service
    from one tenant's excess; it is not a security boundary. If Redis is really down, the session
    store fails the request anyway (503, -31001) and readiness turns the instance away; if Redis
    only hiccups, failing closed would turn a blip in a protective side path into a refusal of
    every tenant's traffic (an outage the limiter itself caused). A tenant can exceed its limit
    only while Redis is unreachable, which also keeps it from doing anything that needs the store.
    """

    def __init__(
        self,
        redis_client: redis.Redis | RedisCluster,
        rate_per_second: float,
        burst: int,
        key_prefix: str = "mcp-agent:",
        *,
        warn_interval_seconds: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        _check_limits(rate_per_second, burst)
        if "{" in key_prefix or "}" in key_prefix:
            raise ValueError("key_prefix must contain no '{' or '}' (the tenant's hash tag follows it)")
        self.rate_per_second = float(rate_per_second)
        self.burst = burst
        self._redis = redis_client
        self._prefix = key_prefix
        self._take_token_if_available = redis_client.register_script(TAKE_TOKEN_IF_AVAILABLE)
        self._warn_interval = warn_interval_seconds
        self._clock = clock
        self._last_warning: float | None = None

    def bucket_key(self, tenant: str) -> str:
        # Percent-encoding never emits '{' or '}', so no tenant name can move the hash tag.
        return f"{self._prefix}rl:{{{quote(tenant, safe='-_.~')}}}"

    async def acquire(self, tenant: str) -> float | None:
        try:
            if isinstance(self._redis, RedisCluster):
                # Learn the slot layout first (a no-op once known); see RedisStore._ready.
                await self._redis.initialize()
            allowed, wait_us = await self._take_token_if_available(
                keys=[self.bucket_key(tenant)], args=[repr(self.rate_per_second), self.burst]
            )
        # RuntimeError: uvloop's answer to a write on a connection the peer closed (a dead proxy).
        except (RedisError, RedisClusterException, OSError, RuntimeError) as exc:
            self._warn_failing_open(exc)
            return None
        if allowed:
            return None
        RATE_LIMITED.inc()
        return int(wait_us) / 1_000_000

    def _warn_failing_open(self, exc: BaseException) -> None:
        now = self._clock()
        if self._last_warning is not None and now - self._last_warning < self._warn_interval:
            return
        self._last_warning = now
        logger.warning(
            "rate limit unavailable, allowing requests: %s", exc,
            extra={"error": type(exc).__name__, "warn_interval_seconds": self._warn_interval},
        )


class MemoryRateLimiter:
    """The same token bucket, per tenant, in this process (the memory store: one instance).

    Memory is bounded twice. A bucket that has refilled completely is dropped (absent == full):
    buckets are kept in least-recently-used order and every call drops full ones from the idle
    end, so only tenants seen in the last ``burst / rate_per_second`` seconds hold a bucket. And
    never more than ``max_tenants`` buckets: beyond that the least recently used one is dropped
    even if not full (that tenant starts again from a full bucket: memory wins over precision).
    """

    def __init__(
        self,
        rate_per_second: float,
        burst: int,
        clock: Callable[[], float] = time.monotonic,
        *,
        max_tenants: int = 100_000,
    ) -> None:
        _check_limits(rate_per_second, burst)
        if max_tenants < 1:
            raise ValueError("max_tenants must be >= 1")
        self.rate_per_second = float(rate_per_second)
        self.burst = burst
        self._clock = clock
        self._max_tenants = max_tenants
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # tenant -> (tokens, updated_at)

    def __len__(self) -> int:
        """Buckets held now (tenants that are not at a full bucket, up to ``max_tenants``)."""
        return len(self._buckets)

    async def acquire(self, tenant: str) -> float | None:
        return self.try_acquire(tenant)

    def try_acquire(self, tenant: str) -> float | None:
        """``acquire`` without the coroutine (nothing here waits)."""
        now = self._clock()
        tokens = self._tokens(tenant, now)
        if tokens < 1:
            RATE_LIMITED.inc()
            return (1 - tokens) / self.rate_per_second
        self._buckets[tenant] = (tokens - 1, now)
        self._buckets.move_to_end(tenant)
        self._sweep(now)
        return None

    def _tokens(self, tenant: str, now: float) -> float:
        bucket = self._buckets.get(tenant)
        if bucket is None:
            return float(self.burst)
        tokens, updated_at = bucket
        return min(float(self.burst), tokens + max(0.0, now - updated_at) * self.rate_per_second)

    def _sweep(self, now: float) -> None:
        # From the least recently used end: drop buckets that are full again; stop at the first
        # that is not (every bucket after it was used more recently). Each bucket is dropped once.
        while self._buckets:
            oldest = next(iter(self._buckets))
            if self._tokens(oldest, now) < self.burst and len(self._buckets) <= self._max_tenants:
                return
            del self._buckets[oldest]
