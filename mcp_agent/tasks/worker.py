"""The worker: takes rounds of work from the queue, runs them, and writes what happened to the record.

Delivery is at least once, the effect once: the record decides. A message runs only if its round
is the task's current round and no other message has started it (``start`` binds the round to the
message's token). The same message delivered again (its worker died: the lease ran out and another
worker reclaimed it; or a draining worker handed it back) finds its own ``start``: a tool declared
safe to re-run (``retry_on_worker_loss``) runs again, up to ``max_attempts`` starts in all; any
other tool's task ends ``failed``, saying its worker was lost. Work that ends that way is also kept
as a dead letter.

Lost work comes before new work: whenever a slot is free and a reclaim is due (every quarter
lease, or at once after one that filled every free slot), the worker takes over lapsed messages
before it reads new ones. A reclaimer that only used slots the reader left over would never get
one under a steady backlog (the reader refills each freed slot at once), and the lost work would
wait for the whole backlog; this way it waits at most a lease, a quarter lease and a free slot,
and the worker never runs more than ``concurrency`` rounds.

While a round runs the worker renews the message's lease every third of it, measured on the
monotonic clock; a store that does not answer is retried until the lease would have run out, so a
blip shorter than the lease fails nothing. Cancels reach the worker over the change bus (a task
change without detail); it then re-reads the record, which is the truth. An ``input_required``
round ends the message: the answer that completes the input queues the next round.

On drain (SIGTERM) the worker takes nothing new, lets what runs finish for ``drain_seconds``, then
hands the rest back to the queue, where another worker takes it at once.
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
from dataclasses import dataclass, field
from typing import TypeVar

from ..bus import BusUnavailable, Change, ChangeBus
from ..ops.metrics import TASK_DEAD_LETTERS, TASK_REDELIVERIES, TASK_RUNS, TASK_TENANT_DEFERRALS, TASKS_RUNNING
from ..ops.trace_links import linked_span
from ..outcomes import InputRequired
from ..protocol.errors import INTERNAL_ERROR, McpError
from ..state import RecordNotFound, StoreUnavailable
from .journal import TaskJournal
from .progress import Progress, ProgressReporter
from .queue import Delivery, WorkQueue
from .record import JsonObject, TaskState, now_iso, status_turn

logger = logging.getLogger("mcp_agent.tasks.worker")

_STORE_RETRY_SECONDS = 0.2
_TAKE_BLOCK_SECONDS = 5.0
_DEFERRAL_PAUSE_SECONDS = 0.05

# Runs one round of a task's job: the job, every answer so far, the state its last InputRequired
# carried, and where progress goes. A result, or InputRequired; McpError fails the task.
Invoke = Callable[[JsonObject, JsonObject, "JsonObject | None", Progress], Awaitable["JsonObject | InputRequired"]]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class WorkerSettings:
    lease_seconds: float = 30.0
    concurrency: int = 16
    tenant_limit: int = 0  # rounds one tenant may run at once over all workers; 0: no limit
    max_attempts: int = 3
    drain_seconds: float = 10.0


@dataclass(slots=True)
class _Running:
    delivery: Delivery
    poke: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    renewed: float = field(default_factory=time.monotonic)
    settled: bool = False  # its outcome is written: the message is being acknowledged, no more renewals


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
        self._invoke = invoke
        self._retry_safe = retry_safe
        self.settings = settings or WorkerSettings()
        self.consumer = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_urlsafe(9)}"
        self._running: dict[str, _Running] = {}
        self._tenants: dict[str, _TenantWatch] = {}
        self._loops: list[asyncio.Task[None]] = []
        self._slot_freed = asyncio.Event()
        self._stopping = False
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

    async def _wait_for_slot(self) -> None:
        while self._free() <= 0:
            self._slot_freed.clear()
            await self._slot_freed.wait()

    @property
    def _reclaim_interval(self) -> float:
        return self._queue.lease_seconds / 4

    async def _read_loop(self) -> None:
        await self._retrying(self._queue.start, budget=float("inf"))
        logger.info(
            "task worker taking work", extra={"consumer": self.consumer, "concurrency": self.settings.concurrency}
        )
        # A read waiting for new work must not hold off a due reclaim for longer than the interval.
        block_seconds = min(_TAKE_BLOCK_SECONDS, self._reclaim_interval)
        while not self._stopping:
            await self._wait_for_slot()
            if time.monotonic() >= self._reclaim_due:
                await self._reclaim()
                if self._free() <= 0:
                    continue
            try:
                deliveries = await self._queue.take(self.consumer, self._free(), block_seconds)
            except StoreUnavailable as exc:
                logger.warning("task queue unavailable (will retry): %s", exc)
                await asyncio.sleep(_STORE_RETRY_SECONDS * 5)
                continue
            deferred = 0
            for delivery in deliveries:
                deferred += not await self._begin(delivery)
            if deferred and deferred == len(deliveries):
                await asyncio.sleep(_DEFERRAL_PAUSE_SECONDS)  # only over-limit work queued: let others finish

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
        if limit > 0:
            try:
                admitted = await self._queue.admit(delivery, limit)
            except StoreUnavailable:
                admitted = False
            if not admitted:
                TASK_TENANT_DEFERRALS.inc()
                with contextlib.suppress(StoreUnavailable):
                    await self._queue.put_back(self.consumer, delivery, handed_back=delivery.redelivered)
                return False
        running = _Running(delivery)
        self._running[delivery.id] = running
        TASKS_RUNNING.inc()
        await self._watch_tenant(delivery.job.tenant)
        running.task = asyncio.get_running_loop().create_task(
            self._handle(running), name=f"mcp-agent task {delivery.job.record[:12]}"
        )
        return True

    def _done(self, running: _Running) -> None:
        if self._running.pop(running.delivery.id, None) is not None:
            TASKS_RUNNING.dec()
            self._unwatch_tenant(running.delivery.job.tenant)
            self._slot_freed.set()

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

    async def _renew(self, running: _Running) -> None:
        lease = self._queue.lease_seconds
        while True:
            try:
                kept = await self._queue.renew(self.consumer, running.delivery)
            except StoreUnavailable as exc:
                # Retried within the lease: a blip shorter than the lease loses nothing.
                if time.monotonic() - running.renewed + _STORE_RETRY_SECONDS < lease:
                    logger.warning("could not renew a task lease (will retry): %s", exc)
                    await asyncio.sleep(_STORE_RETRY_SECONDS)
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
        deadline = time.monotonic() + (self._queue.lease_seconds if budget is None else budget)
        while True:
            try:
                return await operation()
            except StoreUnavailable:
                if time.monotonic() + _STORE_RETRY_SECONDS >= deadline:
                    raise
                await asyncio.sleep(_STORE_RETRY_SECONDS)

    # -- one round ------------------------------------------------------------------------------

    async def _handle(self, running: _Running) -> None:
        delivery = running.delivery
        job = delivery.job
        outcome = "dropped"
        try:
            try:
                state = await self._retrying(lambda: self._journal.read(job.tenant, job.record))
            except RecordNotFound:
                state = None
            if state is not None and not state.expired():
                tool = str(state.job.get("tool", ""))
                with linked_span(
                    f"task run {tool}", job.trace, {"gen_ai.tool.name": tool, "mcp_agent.task.round": str(job.round)}
                ) as span:
                    outcome = await self._run_round(running, state)
                    span.set_attribute("mcp_agent.task.outcome", outcome)
            running.settled = True
            await self._retrying(lambda: self._queue.finish(delivery))
        except asyncio.CancelledError:
            outcome = "stopped"  # lease lost, or drained: the message stays for another worker
            raise
        except StoreUnavailable:
            # Longer than a lease: another worker takes the message over once the lease has run out.
            logger.warning(
                "task store unavailable for longer than a lease; the message is left to the queue",
                extra={"task": job.record[:12]},
            )
            outcome = "store_unavailable"
        except RecordNotFound:
            # The record went while the round ran (its TTL, or Redis lost it): nothing is left to write
            # to, which is no worker error, so no dead letter.
            logger.info("task record gone while its round ran; the message is dropped", extra={"task": job.record[:12]})
            with contextlib.suppress(StoreUnavailable):
                await self._queue.finish(delivery)
        except Exception:
            # Not transient (a full record, a bug): kept as a dead letter rather than redelivered forever.
            logger.exception("task worker failed on a message", extra={"task": job.record[:12]})
            outcome = "error"
            TASK_DEAD_LETTERS.labels("worker_error").inc()
            with contextlib.suppress(StoreUnavailable):
                await self._queue.dead_letter(delivery, "worker_error")
                await self._queue.finish(delivery)
        finally:
            TASK_RUNS.labels(outcome).inc()
            self._done(running)

    async def _run_round(self, running: _Running, state: TaskState) -> str:
        job = running.delivery.job
        if (
            state.terminal
            or state.round != job.round
            or state.round_token not in (None, job.token)
            or state.status != "working"
        ):
            return "dropped"  # done already, superseded, or a duplicate of a round another message owns
        if state.cancel_requested:
            await self._finish_status(
                job.tenant, job.record, "cancelled", statusMessage="Cancelled at the client's request"
            )
            return "cancelled"
        tool = str(state.job.get("tool", ""))
        attempt = 1
        message = None
        if state.round_token == job.token:  # this message ran before: its worker was lost or drained
            how = "was stopped (drained)" if job.handed_back else "was lost"
            if not self._retry_safe(tool) or state.attempts >= self.settings.max_attempts:
                reason = "not_retryable" if not self._retry_safe(tool) else "attempts_exhausted"
                text = (
                    f"The worker running this task {how}, and the tool {tool!r} is not declared safe to run again"
                    if reason == "not_retryable"
                    else f"The worker running this task {how}; {state.attempts} attempts exhausted"
                )
                error = {"code": INTERNAL_ERROR, "message": text}
                await self._finish_status(job.tenant, job.record, "failed", error=error, statusMessage=text)
                TASK_DEAD_LETTERS.labels(reason).inc()
                with contextlib.suppress(StoreUnavailable):
                    await self._queue.dead_letter(running.delivery, reason)
                return "failed"
            attempt = state.attempts + 1
            message = f"Running again: its worker {how} (attempt {attempt} of {self.settings.max_attempts})"
        start: JsonObject = {"t": "start", "round": job.round, "token": job.token, "attempt": attempt, "at": now_iso()}
        if message:
            start["statusMessage"] = message
        started = await self._retrying(
            lambda: self._journal.append(
                job.tenant,
                job.record,
                start,
                still=lambda s: (
                    s.round == job.round and s.round_token in (None, job.token) and s.attempts == state.attempts
                ),
            )
        )
        if started is None:
            return "dropped"
        if message:
            await self._journal.push(job.tenant, job.record, started)
        return await self._run_tool(running, started)

    async def _run_tool(self, running: _Running, state: TaskState) -> str:
        job = running.delivery.job
        progress = ProgressReporter(self._journal, job.tenant, job.record, state)
        call = asyncio.ensure_future(
            self._invoke(state.job, dict(state.responses), state.request_state, progress.report)
        )
        try:
            while True:
                poked = asyncio.ensure_future(running.poke.wait())
                remaining = state.expires_at - time.time()
                done, _ = await asyncio.wait(
                    {call, poked}, timeout=max(0.0, remaining), return_when=asyncio.FIRST_COMPLETED
                )
                poked.cancel()
                if call in done:
                    break
                if not done:  # the task's TTL passed: it is gone, nothing to write
                    call.cancel()
                    return "expired"
                running.poke.clear()
                current = await self._retrying(lambda: self._journal.read(job.tenant, job.record))
                if current.terminal or current.round != job.round or current.round_token != job.token:
                    call.cancel()
                    return "superseded"
                if current.cancel_requested:
                    call.cancel()
                    await self._finish_status(
                        job.tenant, job.record, "cancelled", statusMessage="Cancelled at the client's request"
                    )
                    return "cancelled"
        finally:
            if not call.done():
                call.cancel()
                with contextlib.suppress(BaseException):
                    await call
        try:
            outcome = call.result()
        except McpError as exc:
            await self._finish_status(job.tenant, job.record, "failed", error=exc.to_error(), statusMessage=exc.message)
            return "failed"
        except Exception as exc:  # the tool crashed: a JSON-RPC internal error, per the spec
            logger.error("task work failed", exc_info=exc, extra={"task": job.record[:12]})
            error = {"code": INTERNAL_ERROR, "message": f"Internal error: {type(exc).__name__}"}
            await self._finish_status(job.tenant, job.record, "failed", error=error, statusMessage=error["message"])
            return "failed"
        if isinstance(outcome, InputRequired):
            await self._finish_status(
                job.tenant,
                job.record,
                "input_required",
                inputRequests=outcome.requests,
                requestState=outcome.state,
                statusMessage="Waiting for input from the client",
                still=lambda s: s.round == job.round and s.round_token == job.token,
            )
            return "input_required"
        await self._finish_status(
            job.tenant,
            job.record,
            "completed",
            result=outcome,
            still=lambda s: s.round == job.round and s.round_token == job.token,
        )
        return "completed"

    async def _finish_status(
        self,
        tenant: str,
        record_id: str,
        status: str,
        *,
        still: Callable[[TaskState], bool] | None = None,
        **fields: object,
    ) -> None:
        turn = status_turn(status, **fields)
        state = await self._retrying(lambda: self._journal.append(tenant, record_id, turn, still=still))
        if state is not None:
            await self._journal.push(tenant, record_id, state)

    # -- stopping -------------------------------------------------------------------------------

    async def drain(self) -> None:
        """Take nothing new; let what runs finish for ``drain_seconds``; hand the rest back at once."""
        self._stopping = True
        if self._loops:
            self._loops[0].cancel()  # the reader; the heartbeat keeps renewing what still runs
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
