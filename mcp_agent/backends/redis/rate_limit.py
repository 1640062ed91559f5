"""The per-tenant rate limit on Redis: one token bucket per tenant, shared by every instance.

One Lua script per request, on one key, with the time taken from Redis itself; the bucket and its
policy are those of ``ops/rate_limit.py`` (where ``MemoryRateLimiter`` keeps the same bucket in one process).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from mcp_agent.ops.metrics import RATE_LIMITED
from mcp_agent.ops.rate_limit import check_limits

from .client import DEFAULT_KEY_PREFIX, FAILURES, Client, KeyScheme, learn_layout

logger = logging.getLogger("mcp_agent.rate_limit")

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

    ``redis_client`` is the caller's (``client.connect``'s, or any ``redis.asyncio.Redis`` or
    ``RedisCluster``); the limiter owns no connection and has nothing to close. Its timeouts bound
    how long ``acquire`` waits. Each call is one script on one key (``KeyScheme.rate_bucket``: the
    tenant inside the hash tag), so it runs whole on one Redis Cluster shard.

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
        redis_client: Client,
        rate_per_second: float,
        burst: int,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        *,
        warn_interval_seconds: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        check_limits(rate_per_second, burst)
        self.keys = KeyScheme(key_prefix)
        self.rate_per_second = float(rate_per_second)
        self.burst = burst
        self._redis = redis_client
        self._take_token_if_available = redis_client.register_script(TAKE_TOKEN_IF_AVAILABLE)
        self._warn_interval = warn_interval_seconds
        self._clock = clock
        self._last_warning: float | None = None

    def bucket_key(self, tenant: str) -> str:
        return self.keys.rate_bucket(tenant)

    async def acquire(self, tenant: str) -> float | None:
        try:
            await learn_layout(self._redis)
            allowed, wait_us = await self._take_token_if_available(
                keys=[self.bucket_key(tenant)], args=[repr(self.rate_per_second), self.burst]
            )
        except FAILURES as exc:
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
            "rate limit unavailable, allowing requests: %s",
            exc,
            extra={"error": type(exc).__name__, "warn_interval_seconds": self._warn_interval},
        )
