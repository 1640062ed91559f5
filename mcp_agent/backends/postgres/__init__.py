"""The PostgreSQL backend: the one adapter (``connection``: pools, "unavailable", the DSN check), the
schema (``schema``, ``migrations/``), and the store, the change bus, the task queue and the rate limiter
on it. Needs the ``postgres`` extra (asyncpg); only a deployment on PostgreSQL loads it."""

from mcp_agent.backends.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
