"""The one place that reads which backend the settings name (``MCP_AGENT_STORE``, ``MCP_AGENT_BUS``).

The store's backend serves the task queue and the rate limiter too: work and buckets live where the
records do. The change bus may be chosen apart (``MCP_AGENT_BUS``; unset, the store's). A new backend
is one more entry in ``_KINDS`` (and its settings' checks in ``backend_problems``).
"""

from __future__ import annotations

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


_KINDS: dict[str, Callable[[Settings], BackendKind]] = {"memory": MemoryBackend, "redis": _redis}
# Which kinds every process on the same settings shares (answered without building anything).
_SHARED: frozenset[str] = frozenset({"redis"})


def build_backend(settings: Settings, *, store: SessionStore | None = None, bus: ChangeBus | None = None) -> Backend:
    """The backend the settings name, with ``store`` or ``bus`` in place of its own when given (those
    stay the caller's to close). No I/O: connections open on first use or when the part starts."""
    kind = _KINDS[settings.store](settings)
    owned: list[Close] = []
    queue = kind.queue()
    owned.append(queue.aclose)
    own_bus = bus is None and settings.change_bus == settings.store
    if bus is None:
        bus = (kind if settings.change_bus == settings.store else _KINDS[settings.change_bus](settings)).bus()
        owned.append(bus.aclose)
    store_built = store is None
    if store is None:
        store = kind.store()
        owned.append(store.aclose)
    limiter: RateLimiter | None = None
    if settings.rate_limit_per_second is not None:
        limiter, close_limiter = kind.rate_limiter(settings.rate_limit_per_second, settings.rate_limit_burst)
        if close_limiter is not None:
            owned.append(close_limiter)
    # A task log writes the store's records: only the kind's own store, never one handed in.
    task_log = kind.task_log(queue, publishes=own_bus) if isinstance(kind, TaskLogKind) and store_built else None
    return Backend(store=store, bus=bus, queue=queue, rate_limiter=limiter, task_log=task_log, closes=tuple(owned))


def build_store(settings: Settings) -> SessionStore:
    """The store alone (a CLI command's, for one operation), the caller's to close."""
    return _KINDS[settings.store](settings).store()


def shares_state(settings: Settings) -> bool:
    """Whether every process on these settings sees the same records, task queue and rate limits."""
    return settings.store in _SHARED


def shares_changes(settings: Settings) -> bool:
    """Whether a change published by one process reaches the listen streams of every other."""
    return settings.change_bus in _SHARED


def backend_problems(settings: Settings) -> list[str]:
    """Why the backends these settings name could not be built, each naming its setting; nothing is
    connected to."""
    if "redis" not in (settings.store, settings.change_bus):
        return []
    from .redis.client import url_problem

    problem = url_problem(settings.redis_url, cluster=settings.redis_cluster)
    return [] if problem is None else [f"MCP_AGENT_REDIS_URL: {problem}"]
