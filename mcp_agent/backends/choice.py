"""The one place that reads which backend the settings name (``MCP_AGENT_STORE``, ``MCP_AGENT_BUS``,
``MCP_AGENT_QUEUE``, and during a migration ``MCP_AGENT_MIGRATE_FROM``, a backend *spec*: ``memory`` or a
URL, see ``_SCHEMES``).

Three parts are chosen: the session store; the change bus (unset: the store's backend); the task queue
with the rate limiter (unset: the store's backend: work and buckets live where the records do, unless
the operator keeps PostgreSQL for the records and Redis for the hot paths). A new backend is one more
entry in ``_KINDS`` (and its settings' checks in ``_PROBLEMS``), and its URL scheme one more in ``_SCHEMES``.
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
from .migrating.backend import migrating_backend
from .migrating.plan import Plan
from .migrating.store import MigratingStore


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
# A backend spec's URL scheme: the kind it names, and the setting its URL goes to.
_SCHEMES: dict[str, tuple[str, str]] = {
    "redis": ("redis", "redis_url"),
    "rediss": ("redis", "redis_url"),
    "unix": ("redis", "redis_url"),
    "postgresql": ("postgres", "postgres_url"),
    "postgres": ("postgres", "postgres_url"),
}
MEMORY_SPEC = "memory"


class BadSpec(ValueError):
    """A backend spec that names no backend; the message says what would."""


def settings_for_spec(spec: str, settings: Settings) -> Settings:
    """``settings`` with the backend ``spec`` names as its store and bus (its other settings kept)."""
    if spec == MEMORY_SPEC:
        return settings.model_copy(update={"store": "memory", "bus": None, "migrate_from": None})
    kind, url_setting = _SCHEMES.get(spec.partition("://")[0], (None, ""))
    if kind is None or "://" not in spec:
        raise BadSpec(f"names no backend: expected {MEMORY_SPEC} or a URL whose scheme is one of {', '.join(_SCHEMES)}")
    update = {"store": kind, "bus": None, url_setting: spec, "redis_cluster": False, "migrate_from": None}
    return settings.model_copy(update=update)


def _plan(settings: Settings) -> Plan:
    return Plan.of(settings.migrate_mode, settings.migrate_flip_fraction, settings.migrate_flip_kinds)


def build_backend(settings: Settings, *, store: SessionStore | None = None, bus: ChangeBus | None = None) -> Backend:
    """The backend the settings name, with ``store`` or ``bus`` in place of its own when given (those
    stay the caller's to close). No I/O: connections open on first use or when the part starts.

    With ``MCP_AGENT_MIGRATE_FROM`` set, the ``migrating`` backend between that one and these settings'."""
    if settings.migrate_from is not None and store is None and bus is None:
        old = settings_for_spec(settings.migrate_from, settings)
        one_bus = _same_changes(old, settings)
        return migrating_backend(
            build_backend(old),
            build_backend(settings.model_copy(update={"migrate_from": None})),
            _plan(settings),
            one_bus=one_bus,
        )
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
    # A task log writes the store's records and the queue's stream in one script: only when the kind
    # built both (never a store handed in, never a queue of another kind).
    task_log = None
    if store_built and settings.task_queue == settings.store:
        kind = kind_of(settings.store)
        if isinstance(kind, TaskLogKind):
            task_log = kind.task_log(queue, publishes=own_bus)
    return Backend(store=store, bus=bus, queue=queue, rate_limiter=limiter, task_log=task_log, closes=tuple(owned))


def build_store(settings: Settings) -> SessionStore:
    """The store alone (a CLI command's, for one operation), the caller's to close; during a migration
    the migrating store, so the command's writes reach both sides."""
    new = _KINDS[settings.store](settings).store()
    if settings.migrate_from is None:
        return new
    old = build_store(settings_for_spec(settings.migrate_from, settings))
    return MigratingStore(old, new, _plan(settings))  # type: ignore[arg-type]  # both kinds are PortableStores


def build_spec_store(spec: str, settings: Settings) -> SessionStore:
    """The store a backend spec names (``mcp-agent store copy``), the caller's to close."""
    return build_store(settings_for_spec(spec, settings))


def spec_is_shared(spec: str, settings: Settings) -> bool:
    return settings_for_spec(spec, settings).store in _SHARED


def shares_state(settings: Settings) -> bool:
    """Whether every process on these settings sees the same records, task queue and rate limits."""
    if settings.migrate_from is not None and not spec_is_shared(settings.migrate_from, settings):
        return False
    return settings.store in _SHARED and settings.task_queue in _SHARED


def shares_changes(settings: Settings) -> bool:
    """Whether a change published by one process reaches the listen streams of every other."""
    if settings.migrate_from is not None and not spec_is_shared(settings.migrate_from, settings):
        return False
    return settings.change_bus in _SHARED


def _same_changes(old: Settings, new: Settings) -> bool:
    """Whether the two sides' buses reach the same listeners (one Redis server: pub/sub ignores the db)."""
    if old.change_bus == "redis" and new.change_bus == "redis":
        from .redis.client import same_server

        return same_server(old.redis_url, new.redis_url)
    return False


def backend_problems(settings: Settings) -> list[str]:
    """Why the backends these settings name could not be built, each naming its setting; nothing is
    connected to."""
    problems: list[str] = []
    if settings.migrate_from == MEMORY_SPEC:
        problems.append(
            "MCP_AGENT_MIGRATE_FROM: the memory store lives inside its process and is empty after the restart "
            "that sets this; an app moves it in-process (backends.migrating: migrating_backend, copy_entries)"
        )
    elif settings.migrate_from is not None:
        try:
            old = settings_for_spec(settings.migrate_from, settings)
        except BadSpec as error:
            problems.append(f"MCP_AGENT_MIGRATE_FROM: {error}")
        else:
            for problem in backend_problems(old):
                for name in ("MCP_AGENT_REDIS_URL", "MCP_AGENT_POSTGRES_URL"):
                    problem = problem.replace(name, "MCP_AGENT_MIGRATE_FROM")
                problems.append(problem)
            if _where(old) == _where(settings) and not problems:
                problems.append("MCP_AGENT_MIGRATE_FROM: names the backend the store settings name (nothing to move)")
    named = dict.fromkeys((settings.store, settings.change_bus, settings.task_queue))
    return problems + [problem for name in named if name in _PROBLEMS for problem in _PROBLEMS[name](settings)]


def _where(settings: Settings) -> tuple[str, str]:
    """Where the store these settings name keeps its records."""
    if settings.store == "redis":
        return ("redis", settings.redis_url)
    if settings.store == "postgres":
        return ("postgres", f"{settings.postgres_url}#{settings.postgres_schema}")
    return (settings.store, "")


def prepare_backends(settings: Settings) -> list[str]:
    """Connect to each backend that needs preparing (PostgreSQL: migrate its schema) before serving, the old
    side of a migration too; why each cannot be used. Blocking: for the CLI, before any event loop runs.
    Redis needs nothing: an instance starts without it and readiness reports it."""
    problems: list[str] = []
    if settings.migrate_from is not None and settings.migrate_from != MEMORY_SPEC:
        try:
            old = settings_for_spec(settings.migrate_from, settings)
        except BadSpec:
            pass  # backend_problems names it
        else:
            problems += [
                problem.replace("MCP_AGENT_POSTGRES_URL", "MCP_AGENT_MIGRATE_FROM") for problem in prepare_backends(old)
            ]
    for name in dict.fromkeys((settings.store, settings.change_bus, settings.task_queue)):
        if name in _PREPARE and (problem := _PREPARE[name](settings)) is not None:
            problems.append(problem)
    return problems
