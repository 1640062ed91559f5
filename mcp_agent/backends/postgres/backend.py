"""The PostgreSQL backend: the four parts on one database, shared by every instance and worker process
that names it, each part on a pool of its own (``connection.Database``), everything in one schema."""

from __future__ import annotations

from mcp_agent.settings import Settings

from ..backend import Close
from .bus import PostgresChangeBus
from .queue import PostgresWorkQueue
from .rate_limit import PostgresRateLimiter
from .store import PostgresStore


class PostgresBackend:
    shared = True

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._url = settings.postgres_url
        self._schema = settings.postgres_schema
        self._timeout = settings.postgres_timeout_seconds

    def store(self) -> PostgresStore:
        return PostgresStore(
            self._url,
            schema=self._schema,
            timeout_seconds=self._timeout,
            pool_size=self._settings.postgres_pool_size,
            max_record_turns=self._settings.max_record_turns,
            max_record_bytes=self._settings.max_record_bytes,
        )

    def bus(self) -> PostgresChangeBus:
        return PostgresChangeBus(self._url, schema=self._schema, timeout_seconds=self._timeout)

    def queue(self) -> PostgresWorkQueue:
        return PostgresWorkQueue(
            self._url,
            schema=self._schema,
            lease_seconds=self._settings.task_lease_seconds,
            timeout_seconds=self._timeout,
            pool_size=self._settings.postgres_pool_size,
        )

    def rate_limiter(self, rate_per_second: float, burst: int) -> tuple[PostgresRateLimiter, Close | None]:
        limiter = PostgresRateLimiter(
            self._url, rate_per_second, burst, schema=self._schema, timeout_seconds=self._timeout
        )
        return limiter, limiter.aclose
