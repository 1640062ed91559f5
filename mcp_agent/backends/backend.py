"""``Backend``: the store, the change bus, the task queue and the rate limiter of one deployment, held together."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from mcp_agent.bus import ChangeBus
from mcp_agent.ops.rate_limit import RateLimiter
from mcp_agent.state import SessionStore, StoreUnavailable
from mcp_agent.tasks import TaskLog, WorkQueue

Close = Callable[[], Awaitable[None]]


class BackendKind(Protocol):
    """One kind of backend (memory, Redis, …): how it builds each part from the settings it was made
    with. No I/O: connections open on first use or when the part starts."""

    shared: bool  # whether every process on the same settings sees the same records, work and buckets

    def store(self) -> SessionStore: ...

    def bus(self) -> ChangeBus: ...

    def queue(self) -> WorkQueue: ...

    def rate_limiter(self, rate_per_second: float, burst: int) -> tuple[RateLimiter, Close | None]:
        """The limiter, and how to close what it holds (None: nothing)."""
        ...


@runtime_checkable
class TaskLogKind(Protocol):
    """A kind whose backend writes a task's common path in fewer round trips than its store and queue
    would (tasks/record_log.py); any other kind's tasks use ``StoreTaskLog``."""

    def task_log(self, queue: WorkQueue, *, publishes: bool) -> TaskLog:
        """The log over this kind's store and ``queue``; ``publishes``: the change bus is this kind's own,
        so a change the log publishes reaches every listener."""
        ...


@dataclass(slots=True, kw_only=True)
class Backend:
    """What the app serves from: built by ``build_backend`` (or by a test, from any parts).

    ``aclose`` closes what the backend built, in the order given (the queue first, so a draining
    worker's hand-backs are written before anything under them goes); a part handed in by the
    caller stays the caller's to close. Wrapping a part (``dataclasses.replace``: metrics, tracing)
    does not change what ``aclose`` closes.
    """

    store: SessionStore
    bus: ChangeBus
    queue: WorkQueue
    rate_limiter: RateLimiter | None = None
    task_log: TaskLog | None = None  # None: the tasks' StoreTaskLog over ``store`` and ``queue``
    closes: tuple[Close, ...] = field(default=(), repr=False)

    async def aclose(self) -> None:
        for close in self.closes:
            await close()

    async def unready_reason(self) -> str | None:
        """Why requests cannot be served from this backend right now (for ``/readyz``), or None."""
        if not self.bus.available:
            return "change bus unavailable"
        try:
            await self.store.ping()
        except StoreUnavailable:
            return "session store unavailable"
        return None
