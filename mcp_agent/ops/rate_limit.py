"""A per-tenant rate limit: one token bucket per tenant, shared by every instance.

Each tenant has a bucket of at most ``burst`` tokens that refills at ``rate_per_second``; a
request takes one token or is refused with the seconds until one is available (the endpoint
answers HTTP 429 with ``Retry-After``). A bucket that is full is indistinguishable from no bucket
at all, so neither implementation keeps anything for a tenant that has been idle long enough to
refill: idle tenants cost nothing.

* ``RedisRateLimiter`` (``backends/redis/rate_limit.py``): the bucket lives in Redis, so every
  instance behind the load balancer draws from the same one (N instances do not multiply a
  tenant's allowance by N).
* ``MemoryRateLimiter`` (here): the same bucket in this process, for the memory backend (one instance).

Every refusal counts into ``mcp_agent_rate_limited`` (``ops.metrics.RATE_LIMITED``).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

from mcp_agent.ops.metrics import RATE_LIMITED


class RateLimiter(Protocol):
    async def acquire(self, tenant: str) -> float | None:
        """Take one of ``tenant``'s tokens: None when taken (allowed), else the seconds until one is available."""
        ...


def check_limits(rate_per_second: float, burst: int) -> None:
    if not (math.isfinite(rate_per_second) and rate_per_second > 0):
        raise ValueError("rate_per_second must be a positive finite number")
    if isinstance(burst, bool) or not isinstance(burst, int) or burst < 1:
        raise ValueError("burst must be an integer >= 1")


class MemoryRateLimiter:
    """The token bucket, per tenant, in this process (the memory backend: one instance).

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
        check_limits(rate_per_second, burst)
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
