"""The change bus: how "something changed" travels from whoever changed it to every listen stream.

Callers depend on the ``ChangeBus`` protocol only, so a bus that reaches every instance can be
injected (``create_app(bus=…)``). The one built in today, ``InProcessChangeBus``, reaches the
listeners of this process only: correct for a single instance.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol

ChangeKind = Literal["tools", "prompts", "resources", "resource"]

logger = logging.getLogger("mcp_agent.changes")


@dataclass(frozen=True, slots=True)
class Change:
    """A list changed (``tools``/``prompts``/``resources``) or one resource was updated (``resource``).

    ``tenant`` scopes a change to one tenant's listeners; ``None`` reaches everyone.
    """

    kind: ChangeKind
    uri: str | None = None
    tenant: str | None = None


Listener = Callable[[Change], None]
Unsubscribe = Callable[[], None]


class ChangeBus(Protocol):
    async def publish(self, change: Change) -> None: ...

    def subscribe(self, listener: Listener) -> Unsubscribe:
        """Listeners run on the event loop, must not block and must not raise."""
        ...


class LocalFanout:
    """Delivers a change to this process's listeners; the building block of every bus."""

    def __init__(self) -> None:
        self._listeners: dict[int, Listener] = {}
        self._next_id = 0

    def subscribe(self, listener: Listener) -> Unsubscribe:
        listener_id = self._next_id
        self._next_id += 1
        self._listeners[listener_id] = listener

        def unsubscribe() -> None:
            self._listeners.pop(listener_id, None)

        return unsubscribe

    def deliver(self, change: Change) -> None:
        for listener in list(self._listeners.values()):
            try:
                listener(change)
            except Exception:  # one broken stream must not starve the others
                logger.exception("change listener failed")

    @property
    def listener_count(self) -> int:
        return len(self._listeners)


class InProcessChangeBus:
    """A bus for one process: correct for a single instance, and for tests."""

    def __init__(self) -> None:
        self._fanout = LocalFanout()

    async def publish(self, change: Change) -> None:
        self._fanout.deliver(change)

    def subscribe(self, listener: Listener) -> Unsubscribe:
        return self._fanout.subscribe(listener)
