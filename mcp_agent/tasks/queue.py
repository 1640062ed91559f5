"""The work queue between the instance that accepts a task and the worker that runs it.

``WorkQueue`` is the contract; ``RedisWorkQueue`` (backends/redis/queue.py, Redis Streams consumer
groups) and ``PostgresWorkQueue`` (backends/postgres/queue.py, a table taken with ``SKIP LOCKED``) serve
every instance and worker process, ``MemoryWorkQueue`` (here) one process with the memory store, with
the same semantics:

- a message is *taken* by one consumer and stays its own (pending) until finished or put back;
- the consumer keeps it by renewing its lease; one whose lease ran out (its worker died) is
  *reclaimed* by any other consumer (in one process nobody outlives a worker, so never);
- a tenant runs at most ``limit`` rounds at once (``admit``); a message over the limit is put back
  at the end of the queue, behind other tenants' work;
- a draining worker puts back what it could not finish, marked handed back, for another at once;
- work that exhausted its attempts is kept as a dead letter.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass, replace
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Job:
    """One round of one task: the record holds everything else (what to run, for whom)."""

    tenant: str
    record: str
    round: int
    token: str  # names this message to the record (see tasks/record.py)
    handed_back: bool = False
    trace: str = ""  # the W3C traceparent of the request that queued this round; "" when it was not traced

    def fields(self) -> dict[str, str]:
        fields = {
            "tenant": self.tenant,
            "record": self.record,
            "round": str(self.round),
            "token": self.token,
            "handback": "1" if self.handed_back else "0",
        }
        if self.trace:
            fields["tp"] = self.trace
        return fields

    @classmethod
    def from_fields(cls, fields: dict[str, str]) -> Job:
        return cls(
            fields["tenant"],
            fields["record"],
            int(fields["round"]),
            fields["token"],
            fields.get("handback") == "1",
            fields.get("tp", ""),
        )


@dataclass(frozen=True, slots=True)
class Delivery:
    id: str
    job: Job
    # Taken over from a worker whose lease ran out, or handed back by a draining one.
    redelivered: bool = False


class WorkQueue(Protocol):
    lease_seconds: float

    async def start(self) -> None:
        """Create what the queue needs (the consumer group); idempotent. The Redis queue also recreates it
        whenever an operation finds that Redis lost it."""
        ...

    async def enqueue(self, job: Job) -> None: ...

    async def take(self, consumer: str, count: int, block_seconds: float) -> list[Delivery]:
        """Up to ``count`` new messages, waiting at most ``block_seconds`` for the first."""
        ...

    async def reclaim(self, consumer: str, count: int) -> list[Delivery]:
        """Up to ``count`` messages whose consumer let the lease run out, oldest first, now ``consumer``'s."""
        ...

    async def renew(self, consumer: str, delivery: Delivery) -> bool:
        """Extend the lease of a message ``consumer`` still owns; False if it is not its own any more."""
        ...

    async def admit(self, delivery: Delivery, limit: int) -> bool:
        """Count the message against its tenant's running rounds, unless ``limit`` are running."""
        ...

    async def finish(self, delivery: Delivery) -> None:
        """Done with the message, whatever the outcome: acknowledged, removed, its tenant slot freed."""
        ...

    async def put_back(self, consumer: str, delivery: Delivery, *, handed_back: bool) -> bool:
        """Re-enqueue the message at the end of the queue and drop this copy (only while it is
        ``consumer``'s own); ``handed_back`` marks a drained worker's unfinished work."""
        ...

    async def dead_letter(self, delivery: Delivery, reason: str) -> None: ...

    async def dead_letter_count(self) -> int: ...

    async def aclose(self) -> None: ...


class MemoryWorkQueue:
    """The queue of one process (the memory store): no leases to lose, no other consumer."""

    def __init__(self, lease_seconds: float = 30.0, max_dead_letters: int = 10_000) -> None:
        self.lease_seconds = lease_seconds
        self._ready: deque[Delivery] = deque()
        self._arrived = asyncio.Event()
        self._next_id = 0
        self._running: dict[str, set[str]] = {}
        self._dead: deque[tuple[str, str, float]] = deque(maxlen=max_dead_letters)

    async def start(self) -> None:
        return None

    async def enqueue(self, job: Job) -> None:
        self._next_id += 1
        self._ready.append(Delivery(f"{self._next_id}-0", job, job.handed_back))
        self._arrived.set()

    async def take(self, consumer: str, count: int, block_seconds: float) -> list[Delivery]:
        if not self._ready:
            self._arrived.clear()
            try:
                async with asyncio.timeout(block_seconds):
                    await self._arrived.wait()
            except TimeoutError:
                return []
        taken: list[Delivery] = []
        while self._ready and len(taken) < count:
            taken.append(self._ready.popleft())
        return taken

    async def reclaim(self, consumer: str, count: int) -> list[Delivery]:
        return []

    async def renew(self, consumer: str, delivery: Delivery) -> bool:
        return True

    async def admit(self, delivery: Delivery, limit: int) -> bool:
        running = self._running.setdefault(delivery.job.tenant, set())
        if delivery.job.token in running or len(running) < limit:
            running.add(delivery.job.token)
            return True
        return False

    async def finish(self, delivery: Delivery) -> None:
        running = self._running.get(delivery.job.tenant)
        if running is not None:
            running.discard(delivery.job.token)
            if not running:
                del self._running[delivery.job.tenant]

    async def put_back(self, consumer: str, delivery: Delivery, *, handed_back: bool) -> bool:
        await self.finish(delivery)
        await self.enqueue(replace(delivery.job, handed_back=handed_back or delivery.job.handed_back))
        return True

    async def dead_letter(self, delivery: Delivery, reason: str) -> None:
        self._dead.append((delivery.job.record, reason, time.time()))

    async def dead_letter_count(self) -> int:
        return len(self._dead)

    async def aclose(self) -> None:
        return None
