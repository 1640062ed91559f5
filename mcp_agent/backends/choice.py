"""The one place that reads which backend the settings name (``MCP_AGENT_STORE``, ``MCP_AGENT_BUS``,
``MCP_AGENT_QUEUE``).

Three parts are chosen: the session store; the change bus (unset: the store's backend); the task queue
with the rate limiter (unset: the store's backend: work and buckets live where the records do, unless
the operator keeps PostgreSQL for the records and Redis for the hot paths). A new backend is one more
entry in ``_KINDS`` (and its settings' checks in ``_PROBLEMS``).
"""

from __future__ import annotations

import asyncio
import importlib.util
from collections.abc import Callable

from mcp_agent.bus import ChangeBus
from mcp_agent.ops.rate_limit import RateLimiter
from mcp_agent.settings import Settings
from mcp_agent.state import SessionStore

from .backend import Backend, BackendKind, Close, TaskLogKind
from .memory import MemoryBackend


def _redis(settings: Settings) -> BackendKind:
    from .redis import RedisBackend  # only a deployment on Redis loads redis-py

    return RedisBackend(settings)


def _postgres(settings: Settings) -> BackendKind:
    from .postgres import PostgresBackend  # only a deployment on PostgreSQL loads asyncpg

    return PostgresBackend(settings)


def _redis_problems(settings: Settings) -> list[str]:
    from .redis.client import url_problem

    problem = url_problem(settings.redis_url, cluster=settings.redis_cluster)
    return [] if problem is None else [f"MCP_AGENT_REDIS_URL: {problem}"]


def _postgres_problems(settings: Settings) -> list[str]:
    if importlib.util.find_spec("asyncpg") is None:
        return [
            "the postgres backend needs the PostgreSQL driver, which is not installed: "
            "pip install 'mcp-agent-server[postgres]'"
        ]
    from .postgres.connection import dsn_problem, schema_problem

    problems = []
    if (problem := dsn_problem(settings.postgres_url)) is not None:
        problems.append(f"MCP_AGENT_POSTGRES_URL: {problem}")
    if (problem := schema_problem(settings.postgres_schema)) is not None:
        problems.append(f"MCP_AGENT_POSTGRES_SCHEMA: {problem}")
    return problems


def _prepare_postgres(settings: Settings) -> str | None:
    from mcp_agent.state import StoreError

    from .postgres.connection import prepare

    try:
        asyncio.run(
            prepare(
                settings.postgres_url,
                schema=settings.postgres_schema,
                timeout_seconds=settings.postgres_timeout_seconds,
            )
        )
    except StoreError as error:
        return f"MCP_AGENT_POSTGRES_URL: cannot use PostgreSQL: {error}"
    return None


_KINDS: dict[str, Callable[[Settings], BackendKind]] = {"memory": MemoryBackend, "redis": _redis, "postgres": _postgres}
# Which kinds every process on the same settings shares (answered without building anything).
_SHARED: frozenset[str] = frozenset({"redis", "postgres"})
# Why a kind could not be built from the settings, each naming its setting; nothing is connected to.
_PROBLEMS: dict[str, Callable[[Settings], list[str]]] = {"redis": _redis_problems, "postgres": _postgres_problems}
# What a kind must have done before any process serves from it (PostgreSQL: its schema), or why it cannot.
_PREPARE: dict[str, Callable[[Settings], str | None]] = {"postgres": _prepare_postgres}


def build_backend(settings: Settings, *, store: SessionStore | None = None, bus: ChangeBus | None = None) -> Backend:
    """The backend the settings name, with ``store`` or ``bus`` in place of its own when given (those
    stay the caller's to close). No I/O: connections open on first use or when the part starts."""
    kinds: dict[str, BackendKind] = {}

    def kind_of(name: str) -> BackendKind:
        if name not in kinds:
            kinds[name] = _KINDS[name](settings)
        return kinds[name]

    owned: list[Close] = []
    work = kind_of(settings.task_queue)
    queue = work.queue()
    owned.append(queue.aclose)
    own_bus = bus is None and settings.change_bus == settings.store
    if bus is None:
        bus = kind_of(settings.change_bus).bus()
        owned.append(bus.aclose)
    store_built = store is None
    if store is None:
        store = kind_of(settings.store).store()
        owned.append(store.aclose)
    limiter: RateLimiter | None = None
    if settings.rate_limit_per_second is not None:
        limiter, close_limiter = work.rate_limiter(settings.rate_limit_per_second, settings.rate_limit_burst)
        if close_limiter is not None:
            owned.append(close_limiter)
    # A task log writes the store's records and queues on its kind's queue: only with the kind's own store and queue.
    kind = kind_of(settings.store)
    task_log = None
    if isinstance(kind, TaskLogKind) and store_built and settings.task_queue == settings.store:
        task_log = kind.task_log(queue, publishes=own_bus)
    return Backend(store=store, bus=bus, queue=queue, rate_limiter=limiter, task_log=task_log, closes=tuple(owned))


def build_store(settings: Settings) -> SessionStore:
    """The store alone (a CLI command's, for one operation), the caller's to close."""
    return _KINDS[settings.store](settings).store()


def shares_state(settings: Settings) -> bool:
    """Whether every process on these settings sees the same records, task queue and rate limits."""
    return settings.store in _SHARED and settings.task_queue in _SHARED


def shares_changes(settings: Settings) -> bool:
    """Whether a change published by one process reaches the listen streams of every other."""
    return settings.change_bus in _SHARED


def backend_problems(settings: Settings) -> list[str]:
    """Why the backends these settings name could not be built, each naming its setting; nothing is
    connected to."""
    named = dict.fromkeys((settings.store, settings.change_bus, settings.task_queue))
    return [problem for name in named if name in _PROBLEMS for problem in _PROBLEMS[name](settings)]


def prepare_backends(settings: Settings) -> list[str]:
    """Connect to each backend that needs preparing (PostgreSQL: migrate its schema) before serving; why each
    cannot be used. Blocking: for the CLI, before any event loop runs. Redis needs nothing: an instance
    starts without it and readiness reports it."""
    named = dict.fromkeys((settings.store, settings.change_bus, settings.task_queue))
    return [problem for name in named if name in _PREPARE and (problem := _PREPARE[name](settings)) is not None]
