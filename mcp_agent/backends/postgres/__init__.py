"""The PostgreSQL backend: the one adapter (``connection``: pools, "unavailable", the DSN check), the
schema (``schema``, ``migrations/``), expiry (``expiry``), and the store, the change bus, the task queue and
the rate limiter on it. Needs the ``postgres`` extra (asyncpg); only a deployment on PostgreSQL loads it."""

from mcp_agent.backends.postgres.backend import PostgresBackend
from mcp_agent.backends.postgres.bus import PostgresChangeBus
from mcp_agent.backends.postgres.queue import PostgresWorkQueue
from mcp_agent.backends.postgres.rate_limit import PostgresRateLimiter
from mcp_agent.backends.postgres.store import PostgresStore

__all__ = ["PostgresBackend", "PostgresChangeBus", "PostgresRateLimiter", "PostgresStore", "PostgresWorkQueue"]
