"""The change bus: how "something changed" travels from whoever changed it to every listen stream.

Callers depend on the ``ChangeBus`` protocol only. ``InProcessChangeBus`` reaches the streams of
this process (one instance); ``RedisChangeBus`` (``backends/redis/bus.py``) and ``PostgresChangeBus``
(``backends/postgres/bus.py``) reach every instance.

A subscriber names its tenant, so a bus delivers it that tenant's changes and the server-wide
ones (``tenant=None``), never another tenant's. When a bus may have lost changes (its connection
dropped), it calls every subscriber's ``interrupted`` once: the stream must then end, so its
client re-listens and re-reads instead of silently missing events.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from mcp_agent.ops.metrics import BUS_PUBLISHES

ChangeKind = Literal["tools", "prompts", "resources", "resource", "task"]

logger = logging.getLogger("mcp_agent.bus")


@dataclass(frozen=True, slots=True)
class Change:
    """A list changed (``tools``/``prompts``/``resources``) or one resource was updated (``resource``).

    ``tenant`` scopes a change to one tenant's listeners; ``None`` reaches everyone. A ``task``
    change (a task's status changed) names the task's record id in ``task`` (never its sealed
    handle) and carries its DetailedTask without ``taskId`` in ``detail``: each listener fills in
    the handle it subscribed with.
    """

    kind: ChangeKind
    uri: str | None = None
    tenant: str | None = None
    task: str | None = None
    detail: dict[str, Any] | None = None


Deliver = Callable[[Change], None]
Interrupted = Callable[[], None]
Unsubscribe = Callable[[], None]


class BusUnavailable(Exception):
    """The bus cannot carry changes right now (its backend is unreachable)."""


class ChangeBus(Protocol):
    async def publish(self, change: Change) -> None:
        """Deliver ``change`` to every matching subscriber on every instance; BusUnavailable if it cannot."""
        ...

    def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Awaitable[Unsubscribe]:
        """Once awaited, every later change for ``tenant`` (or server-wide) reaches ``deliver``.

        Callbacks run on the event loop and must neither block nor raise. BusUnavailable if
        the bus cannot subscribe now.
        """
        ...

    @property
    def available(self) -> bool:
        """False while changes cannot be carried (readiness reports it)."""
        ...

    async def start(self) -> None:
        """Connect, from the app's lifespan (a bus may also start on first use)."""
        ...

    async def aclose(self) -> None: ...


@dataclass(slots=True)
class _Subscriber:
    tenant: str
    deliver: Deliver
    interrupted: Interrupted


class LocalFanout:
    """This process's subscribers, by tenant: the delivery end of every bus."""

    def __init__(self) -> None:
        self._by_tenant: dict[str, dict[int, _Subscriber]] = {}
        self._next_id = 0

    def add(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> tuple[int, bool]:
        """Register a subscriber; returns its id and whether it is its tenant's first."""
        subscriber_id = self._next_id
        self._next_id += 1
        subscribers = self._by_tenant.setdefault(tenant, {})
        subscribers[subscriber_id] = _Subscriber(tenant, deliver, interrupted)
        return subscriber_id, len(subscribers) == 1

    def remove(self, tenant: str, subscriber_id: int) -> bool:
        """Drop a subscriber; True if its tenant has none left."""
        subscribers = self._by_tenant.get(tenant)
        if subscribers is None or subscribers.pop(subscriber_id, None) is None:
            return False
        if subscribers:
            return False
        del self._by_tenant[tenant]
        return True

    @property
    def tenants(self) -> set[str]:
        return set(self._by_tenant)

    @property
    def subscriber_count(self) -> int:
        return sum(len(subscribers) for subscribers in self._by_tenant.values())

    def deliver(self, change: Change) -> None:
        if change.tenant is None:
            targets = [s for subscribers in self._by_tenant.values() for s in subscribers.values()]
        else:
            targets = list(self._by_tenant.get(change.tenant, {}).values())
        for subscriber in targets:
            try:
                subscriber.deliver(change)
            except Exception:  # one broken stream must not starve the others
                logger.exception("change subscriber failed")

    def interrupt_all(self) -> None:
        for subscribers in list(self._by_tenant.values()):
            for subscriber in list(subscribers.values()):
                try:
                    subscriber.interrupted()
                except Exception:
                    logger.exception("change subscriber failed on interruption")


class InProcessChangeBus:
    """A bus for one process: correct for a single instance, and for tests."""

    def __init__(self) -> None:
        self._fanout = LocalFanout()

    @property
    def available(self) -> bool:
        return True

    async def start(self) -> None:
        return None

    async def publish(self, change: Change) -> None:
        self._fanout.deliver(change)
        BUS_PUBLISHES.inc()

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        subscriber_id, _ = self._fanout.add(tenant, deliver, interrupted)

        def unsubscribe() -> None:
            self._fanout.remove(tenant, subscriber_id)

        return unsubscribe

    async def aclose(self) -> None:
        return None
