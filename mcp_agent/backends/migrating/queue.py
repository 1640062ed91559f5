"""The task queue of a migration: new work goes to the home side, workers drain both.

The home side is the old backend's queue until ``done``, the new one's in ``done``. A worker takes
from its home queue (waiting there) and, without waiting, from the other one, so whatever an instance
in another mode enqueued during a rolling restart (or before a revert) still runs; renewals,
acknowledgements, hand-backs and dead letters go to the queue the delivery came from (its id says
which), except that work put back (a draining worker's, or one over its tenant's limit) moves to the
home queue, so the other one empties for good. A tenant's concurrency limit is counted per side: during a migration a tenant may briefly
run up to twice its limit.
"""

from __future__ import annotations

from dataclasses import replace

from mcp_agent.tasks import Job, WorkQueue
from mcp_agent.tasks.queue import Delivery

_HOME, _OTHER = "h", "o"


class MigratingQueue:
    def __init__(self, home: WorkQueue, other: WorkQueue) -> None:
        self.home = home
        self.other = other
        self.lease_seconds = home.lease_seconds

    async def start(self) -> None:
        await self.home.start()
        await self.other.start()

    async def enqueue(self, job: Job) -> None:
        await self.home.enqueue(job)

    async def take(self, consumer: str, count: int, block_seconds: float) -> list[Delivery]:
        drained = _tagged(_OTHER, await self.other.take(consumer, count, 0.001))
        if drained:
            return drained
        return _tagged(_HOME, await self.home.take(consumer, count, block_seconds))

    async def reclaim(self, consumer: str, count: int) -> list[Delivery]:
        reclaimed = _tagged(_HOME, await self.home.reclaim(consumer, count))
        return reclaimed + _tagged(
            _OTHER, await self.other.reclaim(consumer, count - len(reclaimed)) if count > len(reclaimed) else []
        )

    async def renew(self, consumer: str, delivery: Delivery) -> bool:
        queue, own = self._of(delivery)
        return await queue.renew(consumer, own)

    async def admit(self, delivery: Delivery, limit: int) -> bool:
        queue, own = self._of(delivery)
        return await queue.admit(own, limit)

    async def finish(self, delivery: Delivery) -> None:
        queue, own = self._of(delivery)
        await queue.finish(own)

    async def put_back(self, consumer: str, delivery: Delivery, *, handed_back: bool) -> bool:
        queue, own = self._of(delivery)
        if queue is self.home:
            return await queue.put_back(consumer, own, handed_back=handed_back)
        # Work put back from the other side moves home, so the old queue empties for good.
        if not await self.other.renew(consumer, own):
            return False  # not this consumer's any more: whoever took it over has it
        await self.home.enqueue(replace(own.job, handed_back=handed_back or own.job.handed_back))
        await self.other.finish(own)
        return True

    async def dead_letter(self, delivery: Delivery, reason: str) -> None:
        queue, own = self._of(delivery)
        await queue.dead_letter(own, reason)

    async def dead_letter_count(self) -> int:
        return await self.home.dead_letter_count() + await self.other.dead_letter_count()

    async def aclose(self) -> None:
        await self.home.aclose()
        await self.other.aclose()

    def _of(self, delivery: Delivery) -> tuple[WorkQueue, Delivery]:
        side, _, own_id = delivery.id.partition(":")
        return (self.home if side == _HOME else self.other), replace(delivery, id=own_id)


def _tagged(side: str, deliveries: list[Delivery]) -> list[Delivery]:
    return [replace(delivery, id=f"{side}:{delivery.id}") for delivery in deliveries]
