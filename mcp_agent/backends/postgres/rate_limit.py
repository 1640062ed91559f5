"""The per-tenant rate limit on PostgreSQL: one token bucket per tenant (a row), shared by every instance.

One statement per request (``mcpa_take_token`` of ``migrations/0002``), with the time taken from the
server; the bucket and its policy are those of ``ops/rate_limit.py``. A bucket's row expires when it
would be full again and the sweeper deletes it, so idle tenants cost nothing.

**Failure policy: fail open**, as on Redis (``backends/redis/rate_limit.py`` says why): when PostgreSQL
cannot answer, ``acquire`` allows the request and warns at most once per ``warn_interval_seconds``. No
retry: a re-send after a lost reply would take a second token.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from mcp_agent.ops.metrics import RATE_LIMITED
from mcp_agent.ops.rate_limit import check_limits
from mcp_agent.state import StoreError

from .connection import DEFAULT_SCHEMA, Database
from .expiry import Sweeper

logger = logging.getLogger("mcp_agent.rate_limit")


class PostgresRateLimiter:
    def __init__(
        self,
        dsn: str,
        rate_per_second: float,
        burst: int,
        *,
        schema: str = DEFAULT_SCHEMA,
        timeout_seconds: float = 1.0,
        pool_size: int = 4,
        warn_interval_seconds: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        check_limits(rate_per_second, burst)
        self.rate_per_second = float(rate_per_second)
        self.burst = burst
        self._database = Database(
            dsn, schema=schema, timeout_seconds=timeout_seconds, pool_size=pool_size, what="rate limit"
        )
        self._sweeper = Sweeper(self._database, ("mcpa_rate_buckets",))
        self._warn_interval = warn_interval_seconds
        self._clock = clock
        self._last_warning: float | None = None

    async def acquire(self, tenant: str) -> float | None:
        self._sweeper.start()
        try:
            wait: float = await self._database.run(
                lambda connection: connection.fetchval(
                    "SELECT mcpa_take_token($1, $2, $3)", tenant, self.rate_per_second, self.burst
                ),
                retry=False,
            )
        except StoreError as error:
            self._warn_failing_open(error)
            return None
        if wait <= 0:
            return None
        RATE_LIMITED.inc()
        return float(wait)

    def _warn_failing_open(self, error: StoreError) -> None:
        now = self._clock()
        if self._last_warning is not None and now - self._last_warning < self._warn_interval:
            return
        self._last_warning = now
        logger.warning(
            "rate limit unavailable, allowing requests: %s",
            error,
            extra={"error": type(error.__cause__ or error).__name__, "warn_interval_seconds": self._warn_interval},
        )

    async def aclose(self) -> None:
        await self._sweeper.aclose()
        await self._database.aclose()
