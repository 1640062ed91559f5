"""The tasks/* API: creating a task (record, then the queued work), tasks/get, tasks/update, tasks/cancel.

Whichever instance accepts a task-creating call writes the record (tasks/record.py) and enqueues
its first round (tasks/queue.py); a worker, in this process or another, runs it (tasks/worker.py).
Any instance answers for any task: the record in the shared store is the truth.

A task belongs to the principal that created it (its owner: tenant and user, recorded in its seed).
The task id is a sealed handle (kind ``task``) bound to the owner's tenant and user, and every
tasks/get, tasks/update, tasks/cancel and listen checks it (get, update and cancel also check the
record's owner): another tenant's id, another user's id, a forged id and an expired id are all
refused the same way (-32602, "Task not found"), so an id says nothing about whose it is.

With an idempotency key the record's id derives from the key (per owner), so the same key gives
the same task, whose seed alone starts work: one task, one run. The key is bound to the request's
fingerprint as for an inline call (-31002 for another request) and lives as long as its task.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..bus import ChangeBus
from ..ops.metrics import TASK_DEAD_LETTERS_KEPT
from ..ops.trace_links import current_traceparent
from ..protocol.errors import IDEMPOTENCY_KEY_REUSED, McpError, invalid_params
from ..protocol.wire import REPLAYED_META_KEY, TASKS_EXTENSION
from ..state import (
    HandleCodec,
    InvalidHandle,
    RecordNotFound,
    SessionStore,
    StoreUnavailable,
    new_record_id,
)
from .journal import TaskJournal
from .queue import Job, MemoryWorkQueue, WorkQueue
from .record import JsonObject, Owner, TaskState, now_iso, status_turn
from .record_log import StoreTaskLog, TaskLog
from .worker import Invoke, TaskWorker, WorkerSettings

_KIND = "task"


@dataclass(frozen=True, slots=True)
class TaskSettings:
    ttl_seconds: float = 3600.0
    poll_interval_ms: int = 500
    lease_seconds: float = 30.0
    # Run a worker in this process (mcp-agent serve does unless --no-worker).
    embedded_worker: bool = True
    concurrency: int = 16
    tenant_limit: int = 0
    max_attempts: int = 3
    drain_seconds: float = 10.0

    def worker(self) -> WorkerSettings:
        return WorkerSettings(
            self.lease_seconds, self.concurrency, self.tenant_limit, self.max_attempts, self.drain_seconds
        )


def _not_found() -> McpError:
    return invalid_params("Failed to retrieve task: Task not found")


class TaskManager:
    def __init__(
        self,
        store: SessionStore,
        handles: HandleCodec,
        bus: ChangeBus,
        settings: TaskSettings | None = None,
        *,
        queue: WorkQueue | None = None,
        invoke: Invoke | None = None,
        retry_safe: Callable[[str], bool] | None = None,
        log: TaskLog | None = None,
    ) -> None:
        self.settings = settings or TaskSettings()
        self._handles = handles
        # A queue handed in is the caller's to close (the app's backend); one made here is closed here.
        self._own_queue = queue is None
        self.queue = queue if queue is not None else MemoryWorkQueue(self.settings.lease_seconds)
        self.journal = TaskJournal(
            store, bus, self.settings.ttl_seconds, log if log is not None else StoreTaskLog(store, self.queue)
        )
        self.worker: TaskWorker | None = None
        if invoke is not None and self.settings.embedded_worker:
            self.worker = TaskWorker(
                self.queue, self.journal, bus, invoke, retry_safe or (lambda tool: False), self.settings.worker()
            )

    def start(self) -> None:
        """Start this process's worker (also done by the first task created here)."""
        if self.worker is not None:
            self.worker.ensure_started()

    async def aclose(self) -> None:
        """Drain this process's worker (unfinished work is handed back), then close the queue if it made it."""
        if self.worker is not None and self.worker.started:
            await self.worker.drain()
        if self._own_queue:
            await self.queue.aclose()

    async def refresh_metrics(self) -> None:
        """Read what the queue keeps into the metrics (before a scrape)."""
        with contextlib.suppress(StoreUnavailable):
            TASK_DEAD_LETTERS_KEPT.set(await self.queue.dead_letter_count())

    # -- creation -----------------------------------------------------------------------------

    async def create(
        self, owner: Owner, job: JsonObject, *, idempotency_key: str | None = None, fingerprint: str | None = None
    ) -> JsonObject:
        """Durably create ``owner``'s task record, queue its work, and return the CreateTaskResult."""
        settings = self.settings
        tenant = owner.tenant
        if idempotency_key is None:
            record_id = f"task:{new_record_id()}"
        else:
            # Per user: another user's key is another task (never a replay of someone else's).
            keyed = f"{owner.user}\n{idempotency_key}"
            record_id = "task:k:" + hashlib.sha256(keyed.encode()).hexdigest()
        task_id = self._handles.mint(tenant, _KIND, record_id, settings.ttl_seconds, user=owner.user)
        now = time.time()
        seed: JsonObject = {
            "t": "created",
            "at": now_iso(),
            "expiresAt": now + settings.ttl_seconds,
            "ttlMs": int(settings.ttl_seconds * 1000),
            "pollIntervalMs": settings.poll_interval_ms,
            "taskId": task_id,
            "owner": {"tenant": tenant, "user": owner.user},
            "job": job,
        }
        if fingerprint is not None:
            seed["fp"] = fingerprint
        first = Job(tenant, record_id, 0, secrets.token_urlsafe(12), trace=current_traceparent())
        if not await self.journal.create(tenant, record_id, seed, first):
            return await self._replay(owner, record_id, fingerprint)
        if self.worker is not None:
            self.worker.ensure_started()
        state = TaskState()
        state.fold(seed)
        return {**state.wire(task_id), "resultType": "task"}

    async def _replay(self, owner: Owner, record_id: str, fingerprint: str | None) -> JsonObject:
        """The task an earlier call with the same idempotency key created."""
        tenant = owner.tenant
        state = await self.journal.read(tenant, record_id)
        if not state.owned_by(owner) or state.fingerprint != fingerprint:
            raise McpError(
                IDEMPOTENCY_KEY_REUSED, "This idempotency key was already used for a different request; use a new key"
            )
        if state.awaiting_worker and state.round == 0:
            # The first call may have failed before its work was queued: queue it (a duplicate is dropped by the record).
            await self._enqueue(tenant, record_id, 0)
        return {**state.wire(state.task_id), "resultType": "task", "_meta": {REPLAYED_META_KEY: True}}

    async def _enqueue(self, tenant: str, record_id: str, round_: int) -> None:
        await self.queue.enqueue(Job(tenant, record_id, round_, secrets.token_urlsafe(12), trace=current_traceparent()))
        if self.worker is not None:
            self.worker.ensure_started()

    # -- the tasks/* methods --------------------------------------------------------------------

    def open(self, owner: Owner, task_id: object) -> str:
        """The record id behind a task id ``owner`` holds; -32602 (as for an unknown task) otherwise:
        another tenant's, another user's of the same tenant, forged or expired. A task id minted before
        ids were bound to the user opens for its tenant; ``_load`` then checks the record's owner."""
        if not isinstance(task_id, str):
            raise invalid_params("Invalid params: taskId must be a string")
        try:
            return self._handles.open(task_id, owner.tenant, _KIND, user=owner.user)
        except InvalidHandle:
            raise _not_found() from None

    async def _load(self, owner: Owner, task_id: object) -> tuple[str, TaskState]:
        record_id = self.open(owner, task_id)
        try:
            state = await self.journal.read(owner.tenant, record_id)
        except RecordNotFound:
            raise _not_found() from None
        if state.version == 0 or state.expired() or not state.owned_by(owner):
            raise _not_found()
        return record_id, state

    async def current(self, tenant: str, record_id: str) -> JsonObject | None:
        """The DetailedTask without its id (as a push carries it), or None if the task is gone."""
        try:
            state = await self.journal.read(tenant, record_id)
        except (RecordNotFound, StoreUnavailable):
            return None
        if state.version == 0 or state.expired():
            return None
        detail = state.wire("")
        del detail["taskId"]
        return detail

    async def get(self, owner: Owner, task_id: object) -> JsonObject:
        _, state = await self._load(owner, task_id)
        return state.wire(str(task_id))

    async def update(self, owner: Owner, task_id: object, input_responses: object) -> JsonObject:
        if not isinstance(input_responses, dict) or not all(isinstance(v, dict) for v in input_responses.values()):
            raise invalid_params("Invalid params: inputResponses must be an object of objects")
        record_id, state = await self._load(owner, task_id)
        tenant = owner.tenant
        # Keys not outstanding (never issued, already answered, superseded) are ignored.
        wanted = {key: copy.deepcopy(value) for key, value in input_responses.items() if key in state.outstanding}
        if wanted and state.status == "input_required":
            after = await self.journal.append(
                tenant,
                record_id,
                {"t": "input", "at": now_iso(), "responses": wanted},
                expected=state,
                still=lambda s: s.status == "input_required",
            )
            if after is not None and after.status == "working":  # the last answer: the next round, for any worker
                await self._enqueue(tenant, record_id, after.round)
                await self.journal.push(tenant, record_id, after)
        elif state.awaiting_worker and state.round > 0:
            await self._enqueue(tenant, record_id, state.round)  # a retry after the first enqueue failed
        return {}

    async def cancel(self, owner: Owner, task_id: object) -> JsonObject:
        record_id, state = await self._load(owner, task_id)
        tenant = owner.tenant
        if state.terminal or state.cancel_requested:
            return {}
        if state.status == "input_required":
            # No worker holds a task waiting for input: cancelled here and now.
            cancelled = await self.journal.append(
                tenant,
                record_id,
                status_turn("cancelled", statusMessage="Cancelled at the client's request"),
                expected=state,
                still=lambda s: s.status == "input_required",
            )
            if cancelled is not None:
                await self.journal.push(tenant, record_id, cancelled)
                return {}
        if await self.journal.append(tenant, record_id, {"t": "cancel"}, expected=None) is not None:
            await self.journal.nudge(tenant, record_id)
        return {}


__all__ = ["TASKS_EXTENSION", "TaskManager", "TaskSettings"]
