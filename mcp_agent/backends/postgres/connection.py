"""The one PostgreSQL adapter: how every pool of ours is made, what "PostgreSQL is down" is, the DSN check.

**Pools** (``Database``). Everything of ours lives in one schema (``schema``, default ``mcp_agent``,
created if absent), the connection's search path. Each part (store, queue, limiter, the bus's publisher) holds one bounded
asyncpg pool, opened on first use; opening it applies the schema migrations (``schema.migrate``) once.
Every call waits at most ``timeout`` for a free connection (an exhausted pool is "unavailable", a
503 with Retry-After, never a hang) and at most ``timeout`` for its statement (``command_timeout``).

**One retry, never on a timeout.** A call that fails on a *broken* connection (the server restarted,
or was killed, since the connection was pooled) is sent once more on a fresh one: every statement of
ours recognises its own re-send (state/store.py, "Safe to re-send"), so the retry answers what the
first execution did even when it committed and only its reply was lost. A timeout is not retried:
the statement may still be running, and a re-send could overtake it.

**Unavailable** (``is_unavailable``): anything that is not an error the server answered about the
statement itself, plus the server's own "cannot serve now" answers (connection class 08, operator
intervention 57 such as a shutdown or a cancelled statement, insufficient resources 53 such as too
many connections, and a read-only standby mid-failover).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from typing import Any, Final, TypeVar
from urllib.parse import urlsplit

import asyncpg
from asyncpg.exceptions import (
    InsufficientResourcesError,
    InterfaceError,
    OperatorInterventionError,
    PostgresConnectionError,
    PostgresError,
    QueryCanceledError,
    ReadOnlySQLTransactionError,
)

from mcp_agent.state import StoreError, StoreUnavailable

from .schema import migrate

T = TypeVar("T")

DEFAULT_POOL_SIZE: Final = 10
DEFAULT_SCHEMA: Final = "mcp_agent"
_SCHEMA_NAME: Final = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

# The server answered, but cannot serve now: it clears by itself.
_SERVER_UNAVAILABLE: Final = (
    PostgresConnectionError,
    OperatorInterventionError,
    InsufficientResourcesError,
    ReadOnlySQLTransactionError,
)
# A broken connection, worth one immediate retry on a fresh one (never a timeout or a cancel).
_BROKEN: Final = (PostgresConnectionError, InterfaceError, ConnectionError, OSError, EOFError)


def is_unavailable(error: BaseException) -> bool:
    """Whether ``error`` means PostgreSQL could not be used (503), rather than an error it answered."""
    return not isinstance(error, PostgresError) or isinstance(error, _SERVER_UNAVAILABLE)


def _is_broken(error: BaseException) -> bool:
    return isinstance(error, _BROKEN) and not isinstance(error, (QueryCanceledError, TimeoutError))


def schema_problem(schema: str) -> str | None:
    """Why ``schema`` cannot name our schema, or None."""
    if _SCHEMA_NAME.match(schema) is None:
        return "must be a lower-case SQL name: letters, digits and _, at most 63, not starting with a digit"
    return None


def dsn_problem(dsn: str) -> str | None:
    """Why ``dsn`` is no PostgreSQL URL, or None; nothing is connected to. Never names the DSN (it may carry
    a password)."""
    try:
        parts = urlsplit(dsn)
        parts.port  # noqa: B018 - a bad port raises here
    except ValueError as error:
        return f"not a URL: {error}"
    if parts.scheme not in ("postgresql", "postgres"):
        return "must start with postgresql:// (e.g. postgresql://user@host:5432/database)"
    if not parts.hostname and "host=" not in parts.query:
        return "names no host (e.g. postgresql://user@host:5432/database)"
    return None


class Database:
    """One bounded pool on ``dsn``, opened (and the schema migrated) on first use."""

    def __init__(
        self,
        dsn: str,
        *,
        schema: str = DEFAULT_SCHEMA,
        timeout_seconds: float = 2.0,
        pool_size: int = DEFAULT_POOL_SIZE,
        what: str = "session store",
    ) -> None:
        problem = schema_problem(schema)
        if problem is not None:
            raise ValueError(f"schema {problem}")
        self._dsn = dsn
        self.schema = schema
        self._timeout = timeout_seconds
        self._pool_size = pool_size
        self.what = what  # how errors name this part ("task queue unavailable: …")
        self._pool: asyncpg.Pool | None = None
        self._opening = asyncio.Lock()
        self._closed = False

    async def pool(self) -> asyncpg.Pool:
        if self._pool is not None:
            return self._pool
        async with self._opening:
            if self._closed:
                raise StoreUnavailable(f"{self.what} unavailable: closed")
            if self._pool is None:
                pool = asyncpg.create_pool(
                    self._dsn,
                    min_size=0,
                    max_size=self._pool_size,
                    timeout=self._timeout,  # connecting
                    command_timeout=self._timeout,
                    # A pooled connection dies with a restarted server anyway: never keep one idle for long.
                    max_inactive_connection_lifetime=60.0,
                    # Every table and function of ours lives in one schema (several deployments may share a database).
                    server_settings={"search_path": self.schema},
                    reset=_leave_as_is,
                )
                await pool
                try:
                    async with pool.acquire(timeout=self._timeout) as connection:
                        await migrate(connection, self.schema)
                except BaseException:
                    await pool.close()
                    raise
                self._pool = pool
        return self._pool

    async def run(self, call: Callable[[Any], Awaitable[T]], *, retry: bool = True) -> T:
        """``call(connection)`` on a pooled connection, once more on a fresh one if the first was broken
        (unless ``retry`` is False: a statement that cannot recognise its own re-send); StoreUnavailable
        when PostgreSQL cannot be used, StoreError for an error it answered."""
        try:
            try:
                return await self._once(call)
            except Exception as exc:
                if not (retry and _is_broken(exc)):
                    raise
            return await self._once(call)
        except StoreError:
            raise
        except Exception as exc:  # noqa: BLE001 - anything but an error the server answered is "unavailable"
            if is_unavailable(exc):
                raise StoreUnavailable(f"{self.what} unavailable: {_describe(exc)}") from exc
            raise StoreError(f"{self.what} error: {exc}") from exc

    async def _once(self, call: Callable[[Any], Awaitable[T]]) -> T:
        pool = await self.pool()
        try:
            connection = await pool.acquire(timeout=self._timeout)
        except TimeoutError as exc:
            # Every connection busy (or a new one not made in time): a 503 now, never a queue without end.
            raise StoreUnavailable(
                f"{self.what} unavailable: no free PostgreSQL connection within {self._timeout:g} s "
                f"(pool of {self._pool_size})"
            ) from exc
        try:
            return await call(connection)
        finally:
            await pool.release(connection)

    async def ping(self) -> None:
        await self.run(lambda connection: connection.fetchval("SELECT 1"))

    async def aclose(self) -> None:
        async with self._opening:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await asyncio.wait_for(pool.close(), timeout=self._timeout)
            except (TimeoutError, *_BROKEN):
                pool.terminate()


async def _leave_as_is(connection: Any) -> None:
    """What a connection needs on its way back to the pool: nothing. asyncpg's default reset is one more
    statement (a round trip) per call, to undo session state (LISTEN, SET, advisory locks, cursors) that
    no statement of ours leaves behind: the bus and the queue listen on connections of their own, and
    ``schema.migrate`` releases its lock."""


def _describe(error: BaseException) -> str:
    # asyncpg's connection errors name the host and port, never the password of the DSN.
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


async def prepare(dsn: str, *, schema: str, timeout_seconds: float) -> None:
    """Connect once and apply the schema migrations (the CLI does this before serving); StoreUnavailable
    naming why if PostgreSQL cannot be reached or refuses."""
    database = Database(dsn, schema=schema, timeout_seconds=timeout_seconds, pool_size=1, what="PostgreSQL")
    try:
        await database.ping()
    finally:
        await database.aclose()
