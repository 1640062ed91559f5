"""One round of a task, run from its delivery: delivery is at least once, the effect once.

The record decides. A message runs only if its round is the task's current round and no other
message has started it (``start`` binds the round to the message's token). The same message
delivered again (its worker died: the lease ran out and another worker reclaimed it; or a draining
worker handed it back) finds its own ``start``: a tool declared safe to re-run
(``retry_on_worker_loss``) runs again, up to ``max_attempts`` starts in all; any other tool's task
ends ``failed``, saying its worker was lost. Work that ends that way is also kept as a dead letter.

While the round runs, a poke (a cancel heard over the bus, or the heartbeat when the bus is not
live) makes it re-read the record, which is the truth. An ``input_required`` round ends the
message: the answer that completes the input queues the next round. Store writes are retried for
up to a lease; longer than that, the message is left to the queue for another worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from ..ops.metrics import TASK_DEAD_LETTERS, TASK_RUNS
from ..ops.trace_links import linked_span
from ..outcomes import InputRequired
from ..protocol.errors import INTERNAL_ERROR, McpError
from ..state import RecordNotFound, StoreUnavailable
from .journal import TaskJournal
from .progress import Progress, ProgressReporter
from .queue import Delivery, WorkQueue
from .record import JsonObject, TaskState, now_iso, status_turn

logger = logging.getLogger("mcp_agent.tasks.worker")

STORE_RETRY_SECONDS = 0.2

# Runs one round of a task's job: the job, every answer so far, the state its last InputRequired
# carried, and where progress goes. A result, or InputRequired; McpError fails the task.
Invoke = Callable[[JsonObject, JsonObject, "JsonObject | None", Progress], Awaitable["JsonObject | InputRequired"]]

T = TypeVar("T")


@dataclass(slots=True)
class Running:
    delivery: Delivery
    poke: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    renewed: float = field(default_factory=time.monotonic)
    settled: bool = False  # its outcome is written: the message is being acknowledged, no more renewals


async def retrying(operation: Callable[[], Awaitable[T]], budget: float) -> T:
    """``operation`` retried while the store is unavailable, within ``budget`` seconds."""
    deadline = time.monotonic() + budget
    while True:
        try:
            return await operation()
        except StoreUnavailable:
            if time.monotonic() + STORE_RETRY_SECONDS >= deadline:
                raise
            await asyncio.sleep(STORE_RETRY_SECONDS)


class RoundRunner:
    """Runs the round a delivery carries, writing its outcome to the record at most once."""

    def __init__(
        self,
        queue: WorkQueue,
        journal: TaskJournal,
        invoke: Invoke,
        retry_safe: Callable[[str], bool],
        max_attempts: int,
    ) -> None:
        self._queue = queue
        self._journal = journal
        self._invoke = invoke
        self._retry_safe = retry_safe
        self._max_attempts = max_attempts

    async def _retrying(self, operation: Callable[[], Awaitable[T]]) -> T:
        """``operation`` retried while the store is unavailable, within a lease."""
        return await retrying(operation, self._queue.lease_seconds)

    async def handle(self, running: Running) -> None:
        """Run the delivery's round if the record says it is this message's to run; then acknowledge it."""
        delivery = running.delivery
        job = delivery.job
        outcome = "dropped"
        try:
            # The common path, a first round's first delivery, starts and reads in one step.
            started = await self._retrying(lambda: self._journal.start_first(job)) if job.round == 0 else None
            state = started
            if state is None:
                try:
                    state = await self._retrying(lambda: self._journal.read(job.tenant, job.record))
                except RecordNotFound:
                    state = None
            if state is not None and not state.expired():
                tool = str(state.job.get("tool", ""))
                with linked_span(
                    f"task run {tool}", job.trace, {"gen_ai.tool.name": tool, "mcp_agent.task.round": str(job.round)}
                ) as span:
                    if started is not None:
                        outcome = await self._run_tool(running, started)
                    else:
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

    async def _run_round(self, running: Running, state: TaskState) -> str:
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
                job.tenant, job.record, "cancelled", expected=state, statusMessage="Cancelled at the client's request"
            )
            return "cancelled"
        tool = str(state.job.get("tool", ""))
        attempt = 1
        message = None
        if state.round_token == job.token:  # this message ran before: its worker was lost or drained
            how = "was stopped (drained)" if job.handed_back else "was lost"
            if not self._retry_safe(tool) or state.attempts >= self._max_attempts:
                reason = "not_retryable" if not self._retry_safe(tool) else "attempts_exhausted"
                text = (
                    f"The worker running this task {how}, and the tool {tool!r} is not declared safe to run again"
                    if reason == "not_retryable"
                    else f"The worker running this task {how}; {state.attempts} attempts exhausted"
                )
                error = {"code": INTERNAL_ERROR, "message": text}
                await self._finish_status(
                    job.tenant, job.record, "failed", expected=state, error=error, statusMessage=text
                )
                TASK_DEAD_LETTERS.labels(reason).inc()
                with contextlib.suppress(StoreUnavailable):
                    await self._queue.dead_letter(running.delivery, reason)
                return "failed"
            attempt = state.attempts + 1
            message = f"Running again: its worker {how} (attempt {attempt} of {self._max_attempts})"
        start: JsonObject = {"t": "start", "round": job.round, "token": job.token, "attempt": attempt, "at": now_iso()}
        if message:
            start["statusMessage"] = message
        # The state just read is passed on: the append re-reads the record only after a conflict.
        started = await self._retrying(
            lambda: self._journal.append(
                job.tenant,
                job.record,
                start,
                expected=state,
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

    async def _run_tool(self, running: Running, state: TaskState) -> str:
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
                        job.tenant,
                        job.record,
                        "cancelled",
                        expected=current,
                        statusMessage="Cancelled at the client's request",
                    )
                    return "cancelled"
        finally:
            if not call.done():
                call.cancel()
                with contextlib.suppress(BaseException):
                    await call
        # The last state this run wrote or read: the outcome's append re-reads only if it is stale.
        last = progress.state
        try:
            outcome = call.result()
        except McpError as exc:
            await self._finish_status(
                job.tenant, job.record, "failed", expected=last, error=exc.to_error(), statusMessage=exc.message
            )
            return "failed"
        except Exception as exc:  # the tool crashed: a JSON-RPC internal error, per the spec
            logger.error("task work failed", exc_info=exc, extra={"task": job.record[:12]})
            error = {"code": INTERNAL_ERROR, "message": f"Internal error: {type(exc).__name__}"}
            await self._finish_status(
                job.tenant, job.record, "failed", expected=last, error=error, statusMessage=error["message"]
            )
            return "failed"
        if isinstance(outcome, InputRequired):
            await self._finish_status(
                job.tenant,
                job.record,
                "input_required",
                expected=last,
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
            expected=last,
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
        expected: TaskState,
        still: Callable[[TaskState], bool] | None = None,
        **fields: object,
    ) -> None:
        """Append the status turn to ``expected`` (the state last read or written), then push the state after."""
        turn = status_turn(status, **fields)
        await self._retrying(
            lambda: self._journal.append(tenant, record_id, turn, expected=expected, still=still, push=True)
        )
