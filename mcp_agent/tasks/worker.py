"""The worker: takes rounds of work from the queue, runs them, and writes what happened to the record.

Delivery is at least once, the effect once: the record decides (tasks/effect_once.py runs one
round from its delivery). This module takes the deliveries, keeps their leases and hands them back.

Lost work comes before new work: whenever a slot is free and a reclaim is due (every quarter
lease, or at once after one that filled every free slot), the worker takes over lapsed messages
before it reads new ones. A reclaimer that only used slots the reader left over would never get
one under a steady backlog (the reader refills each freed slot at once), and the lost work would
wait for the whole backlog; this way it waits at most a lease, a quarter lease and a free slot,
and the worker never runs more than ``concurrency`` rounds.

A busy worker reads in batches: after a slot frees it waits up to ``_BATCH_WAIT_SECONDS`` for a
quarter of its slots to be free, then reads that many messages at once (one read, not one per
finished round). It never reads more than it has free slots for: a message taken is a message
running, so none waits out its lease in a local buffer.

While a round runs the worker renews the message's lease every third of it, measured on the
monotonic clock; a store that does not answer is retried until the lease would have run out, so a
blip shorter than the lease fails nothing. Cancels reach the worker over the change bus (a task
change without detail); it then re-reads the record, which is the truth. An ``input_required``
round ends the message: the answer that completes the input queues the next round.

On drain (SIGTERM) the worker takes nothing new (what a read under way still brings in goes back
unstarted), lets what runs finish for ``drain_seconds``, then hands the rest back to the queue, where
another worker takes it at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from ..bus import BusUnavailable, Change, ChangeBus
from ..ops.metrics import TASK_REDELIVERIES, TASK_TENANT_DEFERRALS, TASKS_RUNNING
from ..state import StoreUnavailable
from .effect_once import STORE_RETRY_SECONDS, Invoke, RoundRunner, Running, retrying
from .journal import TaskJournal
from .queue import Delivery, WorkQueue

__all__ = ["Invoke", "TaskWorker", "WorkerSettings"]

logger = logging.getLogger("mcp_agent.tasks.worker")

_TAKE_BLOCK_SECONDS = 5.0
_DEFERRAL_PAUSE_SECONDS = 0.05
# How long a busy worker waits, after a slot frees, for more to free before it reads: reads come in
# batches (a quarter of the slots) rather than one per finished round, and no slot stays idle longer.
_BATCH_WAIT_SECONDS = 0.002
# How often a drain looks again whether its reader has ended, or waits and may be cancelled (``TaskWorker.drain``).
_READER_STOP_SECONDS = 0.02

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class WorkerSettings:
    lease_seconds: float = 30.0
    concurrency: int = 16
    tenant_limit: int = 0  # rounds one tenant may run at once over all workers; 0: no limit
    max_attempts: int = 3
    drain_seconds: float = 10.0


@dataclass(slots=True)
class _TenantWatch:
    count: int = 1
    unsubscribe: Callable[[], None] | None = None
    live: bool = False


class TaskWorker:
    def __init__(
        self,
        queue: WorkQueue,
        journal: TaskJournal,
        bus: ChangeBus,
        invoke: Invoke,
        retry_safe: Callable[[str], bool],
        settings: WorkerSettings | None = None,
    ) -> None:
        self._queue = queue
        self._journal = journal
        self._bus = bus
        self.settings = settings or WorkerSettings()
        self._rounds = RoundRunner(queue, journal, invoke, retry_safe, self.settings.max_attempts)
        self.consumer = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_urlsafe(9)}"
        self._running: dict[str, Running] = {}
        self._tenants: dict[str, _TenantWatch] = {}
        self._loops: list[asyncio.Task[None]] = []
        self._slot_freed = asyncio.Event()
        self._stopping = False
        self._waiting = False  # the reader waits (for a slot, for new work): a drain may cancel it
        self._reclaim_due = 0.0  # monotonic time of the next reclaim: at once on start-up

    @property
    def started(self) -> bool:
        return bool(self._loops)

    def ensure_started(self) -> None:
        """Start taking work (once): the reader (of lapsed leases first, then new work), the heartbeat."""
        if self._loops or self._stopping:
            return
        loop = asyncio.get_running_loop()
        self._loops = [
            loop.create_task(self._read_loop(), name="mcp-agent task reader"),
            loop.create_task(self._heartbeat_loop(), name="mcp-agent task heartbeat"),
        ]

    # -- taking work -----------------------------------------------------------------------

    def _free(self) -> int:
        return self.settings.concurrency - len(self._running)

    async def _wait_for_slots(self) -> None:
        """Until a slot is free; then, while work runs, a little longer for a batch of them (at most
        ``_BATCH_WAIT_SECONDS``), so that a busy worker reads many messages per read, not one each."""
        while self._free() <= 0:
            self._slot_freed.clear()
            await self._slot_freed.wait()
        batch = max(1, self.settings.concurrency // 4)
        if self._free() >= batch or not self._running:
            return
        deadline = time.monotonic() + _BATCH_WAIT_SECONDS
        while self._free() < batch and self._running:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            self._slot_freed.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(remaining):
                    await self._slot_freed.wait()

    @property
    def _reclaim_interval(self) -> float:
        return self._queue.lease_seconds / 4

    async def _read_loop(self) -> None:
        await self._waiting_for(self._retrying(self._queue.start, budget=float("inf")))
        logger.info(
            "task worker taking work", extra={"consumer": self.consumer, "concurrency": self.settings.concurrency}
        )
        # A read waiting for new work must not hold off a due reclaim for longer than the interval.
        block_seconds = min(_TAKE_BLOCK_SECONDS, self._reclaim_interval)
        while not self._stopping:
            await self._waiting_for(self._wait_for_slots())
            if time.monotonic() >= self._reclaim_due:
                await self._reclaim()
                if self._free() <= 0:
                    continue
            if self._stopping:
                break
            try:
                deliveries = await self._waiting_for(self._queue.take(self.consumer, self._free(), block_seconds))
            except StoreUnavailable as exc:
                logger.warning("task queue unavailable (will retry): %s", exc)
                await self._waiting_for(asyncio.sleep(STORE_RETRY_SECONDS * 5))
                continue
            deferred = 0
            for delivery in deliveries:
                deferred += not await self._begin(delivery)
            if deferred and deferred == len(deliveries):
                # Only over-limit work queued: let others finish.
                await self._waiting_for(asyncio.sleep(_DEFERRAL_PAUSE_SECONDS))

    async def _waiting_for(self, awaitable: Awaitable[T]) -> T:
        """``awaitable``, during which a drain may cancel the reader: a wait, never an admission under way
        (a delivery taken and then dropped by a cancel would wait out its lease)."""
        self._waiting = True
        try:
            return await awaitable
        finally:
            self._waiting = False

    async def _reclaim(self) -> None:
        """Take over, into the free slots, work whose worker stopped renewing its lease."""
        wanted = self._free()
        try:
            deliveries = await self._queue.reclaim(self.consumer, wanted)
        except StoreUnavailable as exc:
            logger.warning("task queue unavailable for reclaiming (will retry): %s", exc)
            deliveries = []
        # Every free slot filled: more lapsed work may be waiting, so look again at the next free slot
        # rather than an interval later (a dead worker's whole share comes back slot by slot).
        self._reclaim_due = time.monotonic() + (0.0 if len(deliveries) >= wanted else self._reclaim_interval)
        for delivery in deliveries:
            TASK_REDELIVERIES.inc()
            await self._begin(delivery)

    async def _begin(self, delivery: Delivery) -> bool:
        """Start running a delivery; False if it was put back (its tenant is at its limit)."""
        limit = self.settings.tenant_limit
        if limit > 0 and not self._stopping:
            try:
                admitted = await self._queue.admit(delivery, limit)
            except StoreUnavailable:
                admitted = False
            if not admitted:
                TASK_TENANT_DEFERRALS.inc()
                with contextlib.suppress(StoreUnavailable):
                    await self._queue.put_back(self.consumer, delivery, handed_back=delivery.redelivered)
                return False
        if self._stopping:
            # Taken while the worker stops (by a read or an admission the drain's cancel did not stop: see
            # ``drain``): not started, so it goes back as it came, for another worker at once.
            with contextlib.suppress(StoreUnavailable):
                await self._queue.put_back(self.consumer, delivery, handed_back=False)
            return True
        running = Running(delivery)
        self._running[delivery.id] = running
        TASKS_RUNNING.inc()
        # Its task is made with its entry, before the next await: a drain sees every round that can start.
        running.task = asyncio.get_running_loop().create_task(
            self._handle(running), name=f"mcp-agent task {delivery.job.record[:12]}"
        )
        await self._watch_tenant(delivery.job.tenant)
        return True

    def _done(self, running: Running) -> None:
        if self._running.pop(running.delivery.id, None) is not None:
            TASKS_RUNNING.dec()
            self._unwatch_tenant(running.delivery.job.tenant)
            self._slot_freed.set()

    async def _handle(self, running: Running) -> None:
        """Run the delivery's round (tasks/effect_once.py), then free its slot."""
        try:
            await self._rounds.handle(running)
        finally:
            self._done(running)

    # -- cancels over the bus ------------------------------------------------------------------

    async def _watch_tenant(self, tenant: str) -> None:
        """Hear the cancels of this tenant's tasks (one bus subscription per tenant with running work)."""
        watch = self._tenants.get(tenant)
        if watch is not None:
            watch.count += 1
            return
        watch = self._tenants[tenant] = _TenantWatch()

        def deliver(change: Change) -> None:
            if change.kind == "task" and change.detail is None:
                for running in self._running.values():
                    if running.delivery.job.record == change.task:
                        running.poke.set()

        def interrupted() -> None:  # changes may have been lost: re-read now, and at every heartbeat from now on
            watch.live = False
            for running in self._running.values():
                if running.delivery.job.tenant == tenant:
                    running.poke.set()

        try:
            unsubscribe = await self._bus.subscribe(tenant, deliver, interrupted)
        except BusUnavailable:
            return  # not live: the heartbeat re-reads the records instead
        if watch.count == 0:  # every task of the tenant ended meanwhile
            unsubscribe()
            return
        watch.unsubscribe, watch.live = unsubscribe, True

    def _unwatch_tenant(self, tenant: str) -> None:
        watch = self._tenants.get(tenant)
        if watch is None:
            return
        watch.count -= 1
        if watch.count == 0:
            del self._tenants[tenant]
            if watch.unsubscribe is not None:
                watch.unsubscribe()

    # -- the lease -----------------------------------------------------------------------------

    async def _heartbeat_loop(self) -> None:
        lease = self._queue.lease_seconds
        while not self._stopping or self._running:
            await asyncio.sleep(lease / 3)
            for running in list(self._running.values()):
                if running.settled:
                    continue
                watch = self._tenants.get(running.delivery.job.tenant)
                if watch is None or not watch.live:
                    running.poke.set()  # no live bus subscription: re-read the record each beat
                await self._renew(running)

    async def _renew(self, running: Running) -> None:
        lease = self._queue.lease_seconds
        while True:
            try:
                kept = await self._queue.renew(self.consumer, running.delivery)
            except StoreUnavailable as exc:
                # Retried within the lease: a blip shorter than the lease loses nothing.
                if time.monotonic() - running.renewed + STORE_RETRY_SECONDS < lease:
                    logger.warning("could not renew a task lease (will retry): %s", exc)
                    await asyncio.sleep(STORE_RETRY_SECONDS)
                    continue
                kept = False
            break
        if kept or running.settled:
            running.renewed = time.monotonic()
            return
        # Another worker has taken the message over: it decides; this run stops writing.
        logger.warning(
            "task lease lost; the work continues elsewhere", extra={"task": running.delivery.job.record[:12]}
        )
        if running.task is not None:
            running.task.cancel()

    async def _retrying(self, operation: Callable[[], Awaitable[T]], budget: float | None = None) -> T:
        """``operation`` retried while the store is unavailable, within ``budget`` (default: a lease)."""
        return await retrying(operation, self._queue.lease_seconds if budget is None else budget)

    # -- stopping -------------------------------------------------------------------------------

    async def drain(self) -> None:
        """Take nothing new; let what runs finish for ``drain_seconds``; hand the rest back at once.

        The reader is stopped first, and waited for: only then is every round that may start known. A
        cancel cannot stop it by itself: one that races a Redis reply can be lost in the client (Python
        3.11's ``wait_for``), and the reader then carries on with what it read. So the cancel only ends a
        wait (for a slot, for new work), repeated while the reader waits, never an admission under way;
        ``_stopping`` makes the reader hand back, unstarted, whatever it still takes, then end."""
        self._stopping = True
        if self._loops:
            reader = self._loops[0]  # the heartbeat keeps renewing what still runs
            while not reader.done():
                if self._waiting:
                    reader.cancel()
                await asyncio.wait([reader], timeout=_READER_STOP_SECONDS)
        pending = [running.task for running in self._running.values() if running.task is not None]
        if pending:
            await asyncio.wait(pending, timeout=self.settings.drain_seconds)
        for running in list(self._running.values()):
            if running.task is not None and not running.task.done():
                running.task.cancel()
                with contextlib.suppress(BaseException):
                    await running.task
                with contextlib.suppress(StoreUnavailable):
                    await self._queue.put_back(self.consumer, running.delivery, handed_back=True)
                    logger.info("task handed back on drain", extra={"task": running.delivery.job.record[:12]})
        for loop_task in self._loops:
            loop_task.cancel()
        for loop_task in self._loops:
            with contextlib.suppress(BaseException):
                await loop_task
        self._loops = []
