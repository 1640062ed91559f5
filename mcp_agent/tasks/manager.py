"""Tasks kept in the session store, so that any instance answers for any task.

A task is one record of the caller's tenant (``task:<id>``); its turns are its changes, folded
in order into the task's state:

    {"t": "created", "at", "ttlMs", "pollIntervalMs", "lease"}   the seed (status working)
    {"t": "status", "at", "status", ...result | error | inputRequests, requestState}
    {"t": "lease", "lease"}                                       the worker's heartbeat
    {"t": "cancel"}                                               tasks/cancel, from any instance
    {"t": "input", "responses"}                                   tasks/update, from any instance

Every write is conditional on the version read (``append_if_version``), and a terminal status
is checked for before each write, so a terminal task is never left, whatever races.

The task id is a sealed handle (kind ``task``) bound to the tenant: another tenant's id, a
forged id and an expired id are all refused the same way (-32602, "Task not found").

The accepting instance runs the work in an asyncio task it owns, renewing ``lease`` (epoch
seconds) by heartbeat. A ``tasks/get`` on any instance that finds a non-terminal task whose
lease ran out marks it failed (the worker's instance died), again by conditional write.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from ..bus import BusUnavailable, Change, ChangeBus
from ..protocol.errors import McpError, invalid_params
from ..protocol.wire import TASKS_EXTENSION
from ..outcomes import InputRequired, JsonObject
from ..state import HandleCodec, InvalidHandle, RecordNotFound, SessionStore, VersionConflict, new_record_id
from ..state.store import MAX_WINDOW_TURNS
from ..state.tenant_store import TenantStore

logger = logging.getLogger("mcp_agent.tasks")

TERMINAL = frozenset({"completed", "failed", "cancelled"})
_KIND = "task"
_INTERNAL_ERROR = -32603

# The work of one task: called with the input responses gathered so far and the state the
# last InputRequired carried; returns a CallToolResult-shaped object or asks for input again.
Work = Callable[[JsonObject, JsonObject | None], Awaitable["JsonObject | InputRequired"]]


@dataclass(frozen=True, slots=True)
class TaskSettings:
    ttl_seconds: float = 3600.0
    poll_interval_ms: int = 500
    lease_seconds: float = 30.0
    # How often the worker reads its record (cancel requests, input responses) while it works or waits.
    check_seconds: float = 0.2


def _now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(slots=True)
class TaskState:
    version: int = 0
    status: str = "working"
    created_at: str = ""
    updated_at: str = ""
    ttl_ms: int | None = None
    poll_interval_ms: int | None = None
    lease: float = 0.0
    status_message: str | None = None
    result: JsonObject | None = None
    error: JsonObject | None = None
    input_requests: JsonObject = field(default_factory=dict)
    request_state: JsonObject | None = None
    answered: JsonObject = field(default_factory=dict)
    cancel_requested: bool = False

    @property
    def terminal(self) -> bool:
        return self.status in TERMINAL

    @property
    def outstanding(self) -> JsonObject:
        return {key: request for key, request in self.input_requests.items() if key not in self.answered}

    def fold(self, turn: JsonObject) -> None:
        kind = turn.get("t")
        if kind == "created":
            self.created_at = self.updated_at = turn["at"]
            self.ttl_ms = turn.get("ttlMs")
            self.poll_interval_ms = turn.get("pollIntervalMs")
            self.lease = float(turn.get("lease", 0.0))
        elif kind == "status":
            self.status = turn["status"]
            self.updated_at = turn["at"]
            self.status_message = turn.get("statusMessage")
            self.result = turn.get("result")
            self.error = turn.get("error")
            if "inputRequests" in turn:
                self.input_requests = turn["inputRequests"]
                self.request_state = turn.get("requestState")
                self.answered = {}
        elif kind == "lease":
            self.lease = float(turn["lease"])
        elif kind == "cancel":
            self.cancel_requested = True
        elif kind == "input":
            for key, response in turn.get("responses", {}).items():
                if key in self.input_requests:
                    self.answered[key] = response

    def wire(self, task_id: str) -> JsonObject:
        """The DetailedTask: what tasks/get answers and notifications/tasks carries."""
        task: JsonObject = {
            "taskId": task_id,
            "status": self.status,
            "createdAt": self.created_at,
            "lastUpdatedAt": self.updated_at,
            "ttlMs": self.ttl_ms,
        }
        if self.poll_interval_ms is not None:
            task["pollIntervalMs"] = self.poll_interval_ms
        if self.status_message:
            task["statusMessage"] = self.status_message
        if self.status == "completed" and self.result is not None:
            task["result"] = self.result
        elif self.status == "failed" and self.error is not None:
            task["error"] = self.error
        elif self.status == "input_required":
            task["inputRequests"] = self.outstanding
        return task


def _not_found() -> McpError:
    return invalid_params("Failed to retrieve task: Task not found")


class TaskManager:
    """Creates task records, runs their work under a lease, answers tasks/get, tasks/update, tasks/cancel."""

    def __init__(self, store: SessionStore, handles: HandleCodec, bus: ChangeBus, settings: TaskSettings | None = None) -> None:
        self._store = store
        self._handles = handles
        self._bus = bus
        self.settings = settings or TaskSettings()
        self._running: set[asyncio.Task[None]] = set()

    def _records(self, tenant: str) -> TenantStore:
        return TenantStore(self._store, tenant, self.settings.ttl_seconds)

    # -- reading and writing a record --------------------------------------------------

    async def _read(self, records: TenantStore, record_id: str) -> TaskState:
        state = TaskState()
        cursor: int | None = 0
        while cursor is not None:
            window = await records.read_window(record_id, MAX_WINDOW_TURNS, cursor)
            for turn in window.turns:
                state.fold(turn)
            state.version = window.version
            cursor = window.next_cursor
        return state

    async def _append(
        self, records: TenantStore, record_id: str, turn: JsonObject, *,
        expected: TaskState | None = None, still: Callable[[TaskState], bool] | None = None,
    ) -> TaskState | None:
        """Append ``turn`` unless the task is terminal (or ``still`` no longer holds); retried on a
        conflict. The state after, or None if refused."""
        state = expected
        for _ in range(20):
            if state is None:
                state = await self._read(records, record_id)
            if state.terminal or (still is not None and not still(state)):
                return None
            try:
                await records.append_if_version(record_id, state.version, turn)
            except VersionConflict:
                state = None
                continue
            state.fold(turn)
            state.version += 1
            return state
        raise McpError(_INTERNAL_ERROR, "Task record too contended; try again")

    async def _set_status(self, records: TenantStore, record_id: str, status: str, **fields: Any) -> TaskState | None:
        turn: JsonObject = {"t": "status", "status": status, "at": _now_iso(), **{k: v for k, v in fields.items() if v is not None}}
        state = await self._append(records, record_id, turn)
        if state is not None:
            await self._push(records.tenant, record_id, state)
        return state

    async def _push(self, tenant: str, record_id: str, state: TaskState) -> None:
        """notifications/tasks for this status change, to listen streams on every instance (best effort:
        the record is the truth, and a client can always poll tasks/get)."""
        detail = state.wire("")
        del detail["taskId"]
        try:
            await self._bus.publish(Change("task", tenant=tenant, task=record_id, detail=detail))
        except BusUnavailable:
            logger.warning("task status not pushed: the change bus is unavailable", extra={"task": record_id[:12]})

    # -- creation and the worker --------------------------------------------------------

    async def create(self, tenant: str, work: Work) -> JsonObject:
        """Durably create the task record, start its work, and return the CreateTaskResult."""
        settings = self.settings
        records = self._records(tenant)
        record_id = f"task:{new_record_id()}"
        task_id = self._handles.mint(tenant, _KIND, record_id, settings.ttl_seconds)
        await records.create_if_absent(record_id)
        seed: JsonObject = {
            "t": "created", "at": _now_iso(), "ttlMs": int(settings.ttl_seconds * 1000),
            "pollIntervalMs": settings.poll_interval_ms, "lease": time.time() + settings.lease_seconds,
        }
        await records.append_if_version(record_id, 0, seed)
        state = TaskState()
        state.fold(seed)
        worker = asyncio.get_running_loop().create_task(self._work(records, record_id, work), name=f"mcp-agent task {record_id[:12]}")
        self._running.add(worker)
        worker.add_done_callback(self._running.discard)
        return {**state.wire(task_id), "resultType": "task"}

    async def _work(self, records: TenantStore, record_id: str, work: Work) -> None:
        responses: JsonObject = {}
        request_state: JsonObject | None = None
        try:
            while True:
                outcome = await self._run_leased(records, record_id, work(dict(responses), request_state))
                if outcome is None:
                    return  # cancelled
                if isinstance(outcome, InputRequired):
                    answers = await self._await_input(records, record_id, outcome)
                    if answers is None:
                        return
                    responses.update(answers)
                    request_state = outcome.state
                    if await self._set_status(records, record_id, "working") is None:
                        return
                    continue
                await self._set_status(records, record_id, "completed", result=outcome)
                return
        except asyncio.CancelledError:
            raise
        except McpError as exc:
            await self._finish_failed(records, record_id, exc.to_error())
        except Exception as exc:  # the tool crashed: a JSON-RPC internal error, per the spec
            logger.exception("task work failed", extra={"task": record_id[:12]})
            await self._finish_failed(records, record_id, {"code": _INTERNAL_ERROR, "message": f"Internal error: {type(exc).__name__}"})

    async def _finish_failed(self, records: TenantStore, record_id: str, error: JsonObject) -> None:
        with contextlib.suppress(Exception):
            await self._set_status(records, record_id, "failed", error=error, statusMessage=str(error.get("message", "")))

    async def _heartbeat(self, records: TenantStore, record_id: str, last_renewal: float) -> tuple[TaskState, float]:
        """Read the record; renew the lease when a third of it has gone. Returns the state and the renewal time."""
        state = await self._read(records, record_id)
        now = time.time()
        if not state.terminal and now - last_renewal >= self.settings.lease_seconds / 3:
            renewed = await self._append(records, record_id, {"t": "lease", "lease": now + self.settings.lease_seconds}, expected=state)
            return (renewed or state), now
        return state, last_renewal

    async def _run_leased(self, records: TenantStore, record_id: str, call: Awaitable[JsonObject | InputRequired]) -> JsonObject | InputRequired | None:
        running: asyncio.Future[JsonObject | InputRequired] = asyncio.ensure_future(call)
        renewed = time.time()
        try:
            while True:
                done, _ = await asyncio.wait({running}, timeout=self.settings.check_seconds)
                if done:
                    return running.result()
                state, renewed = await self._heartbeat(records, record_id, renewed)
                if state.cancel_requested or state.terminal:
                    running.cancel()
                    await self._set_status(records, record_id, "cancelled", statusMessage="Cancelled at the client's request")
                    return None
        finally:
            if not running.done():
                running.cancel()

    async def _await_input(self, records: TenantStore, record_id: str, outcome: InputRequired) -> JsonObject | None:
        state = await self._set_status(
            records, record_id, "input_required", inputRequests=outcome.requests, requestState=outcome.state,
            statusMessage="Waiting for input from the client",
        )
        renewed = time.time()
        while state is not None and not state.terminal:
            if state.cancel_requested:
                await self._set_status(records, record_id, "cancelled", statusMessage="Cancelled at the client's request")
                return None
            if not state.outstanding:
                return dict(state.answered)
            await asyncio.sleep(self.settings.check_seconds)
            state, renewed = await self._heartbeat(records, record_id, renewed)
        return None

    async def aclose(self) -> None:
        """Cancel every task this instance runs (their leases then run out; any tasks/get marks them failed)."""
        for worker in list(self._running):
            worker.cancel()
        for worker in list(self._running):
            with contextlib.suppress(BaseException):
                await worker

    # -- the tasks/* methods ------------------------------------------------------------

    def open(self, tenant: str, task_id: object) -> str:
        """The record id behind a task id the tenant holds; -32602 (as for an unknown task) otherwise."""
        return self._open(tenant, task_id)

    def _open(self, tenant: str, task_id: object) -> str:
        if not isinstance(task_id, str):
            raise invalid_params("Invalid params: taskId must be a string")
        try:
            return self._handles.open(task_id, tenant, _KIND)
        except InvalidHandle:
            raise _not_found() from None

    async def _load(self, tenant: str, task_id: object) -> tuple[TenantStore, str, TaskState]:
        record_id = self._open(tenant, task_id)
        records = self._records(tenant)
        try:
            state = await self._read(records, record_id)
        except RecordNotFound:
            raise _not_found() from None
        if state.version == 0:
            raise _not_found()
        return records, record_id, state

    async def get(self, tenant: str, task_id: object) -> JsonObject:
        records, record_id, state = await self._load(tenant, task_id)
        if not state.terminal and state.lease < time.time():
            error = {"code": _INTERNAL_ERROR, "message": "The server instance running this task stopped (its lease expired)"}
            failed = await self._append(
                records, record_id,
                {"t": "status", "status": "failed", "at": _now_iso(), "error": error, "statusMessage": error["message"]},
                expected=state, still=lambda current: current.lease < time.time(),
            )
            if failed is not None:
                await self._push(tenant, record_id, failed)
            state = failed or await self._read(records, record_id)
        return state.wire(str(task_id))

    async def update(self, tenant: str, task_id: object, input_responses: object) -> JsonObject:
        if not isinstance(input_responses, dict) or not all(isinstance(v, dict) for v in input_responses.values()):
            raise invalid_params("Invalid params: inputResponses must be an object of objects")
        records, record_id, state = await self._load(tenant, task_id)
        # Keys not outstanding (never issued, already answered, superseded) are ignored.
        wanted = {key: value for key, value in input_responses.items() if key in state.outstanding}
        if wanted and state.status == "input_required":
            await self._append(records, record_id, {"t": "input", "responses": wanted}, expected=state)
        return {}

    async def cancel(self, tenant: str, task_id: object) -> JsonObject:
        records, record_id, state = await self._load(tenant, task_id)
        if not state.terminal and not state.cancel_requested:
            await self._append(records, record_id, {"t": "cancel"}, expected=state)
        return {}


__all__ = ["TASKS_EXTENSION", "TaskManager", "TaskSettings", "Work"]
