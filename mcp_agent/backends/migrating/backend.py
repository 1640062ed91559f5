"""A backend between two backends: the ``migrating`` store, bus and queue composed from an old and a new.

Which part answers in each mode (the README's runbook says why):

- store: ``MigratingStore``: the old decides and the new mirrors until ``done``, then the other way round;
- bus: published on both, listened on the home side (old until ``done``, then new): ``MigratingBus``;
- task queue: new work on the home side, workers drain both: ``MigratingQueue``;
- rate limiter: the home side's.
"""

from __future__ import annotations

from mcp_agent.state.portable import PortableStore

from ..backend import Backend, Close
from .bus import MigratingBus
from .plan import Plan
from .queue import MigratingQueue
from .store import MigratingStore


class NotMigratable(ValueError):
    """A store that cannot take part in a migration (it offers no ``PortableStore``)."""


def migrating_backend(old: Backend, new: Backend, plan: Plan, *, one_bus: bool) -> Backend:
    """Both backends composed for ``plan``; ``one_bus``: both buses reach the same listeners (one server).
    Closing it closes everything either built, the queues first."""
    for side, store in (("old", old.store), ("new", new.store)):
        if not isinstance(store, PortableStore):
            raise NotMigratable(f"the {side} store ({type(store).__name__}) cannot be migrated: it is no PortableStore")
    home, other = (new, old) if plan.new_decides else (old, new)
    store = MigratingStore(old.store, new.store, plan)  # type: ignore[arg-type]
    queue = MigratingQueue(home.queue, other.queue)
    queues: list[Close] = [old.queue.aclose, new.queue.aclose]
    closes = [*queues, *(close for close in (*old.closes, *new.closes) if close not in queues)]
    return Backend(
        store=store,
        bus=home.bus if one_bus else MigratingBus(home.bus, other.bus),
        queue=queue,
        rate_limiter=home.rate_limiter,
        closes=tuple(closes),
    )
