"""Reading and writing task records in the session store, and telling listeners about them.

Every write is conditional on the version read (``append_if_version``) and refused once the task
is terminal, so a terminal task is never left. Every write gives the record what is left of the
task's TTL (never more), so a task disappears ``ttlMs`` after its creation whatever its status.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace

from ..bus import BusUnavailable, Change, ChangeBus
from ..protocol.errors import INTERNAL_ERROR, McpError
from ..state import SessionStore, VersionConflict
from ..state.store import MAX_WINDOW_TURNS
from ..state.tenant_store import TenantStore
from .queue import Job
from .record import JsonObject, TaskState, fold_all, now_iso
from .record_log import TaskLog

logger = logging.getLogger("mcp_agent.tasks")

_MAX_CONFLICT_RETRIES = 20


class TaskJournal:
    def __init__(self, store: SessionStore, bus: ChangeBus, ttl_seconds: float, log: TaskLog) -> None:
        self._store = store
        self._bus = bus
        self._ttl_seconds = ttl_seconds
        self._log = log

    async def create(self, tenant: str, record_id: str, seed: JsonObject, job: Job) -> bool:
        """Write a new task's seed and queue its first round; False if the record already had its seed."""
        return await self._log.create(tenant, record_id, seed, self._ttl_seconds, job)

    async def start_first(self, job: Job) -> TaskState | None:
        """Start ``job``'s round if its record holds only its seed (the common path: a first round, its
        first delivery), reading the record in the same step; the state after, or None if the record
        holds more (then read it and decide: ``read``, ``append``)."""
        start: JsonObject = {"t": "start", "round": job.round, "token": job.token, "attempt": 1, "at": now_iso()}
        turns = await self._log.start_at(job.tenant, job.record, 1, start)
        if turns is None:
            return None
        state = fold_all(turns)
        state.fold(start)
        state.version += 1
        return state

    def records(self, tenant: str, remaining_seconds: float | None = None) -> TenantStore:
        ttl = self._ttl_seconds if remaining_seconds is None else max(0.001, remaining_seconds)
        return TenantStore(self._store, tenant, ttl)

    async def read(self, tenant: str, record_id: str) -> TaskState:
        """The folded record. Raises RecordNotFound."""
        records = self.records(tenant)
        state = TaskState()
        cursor: int | None = 0
        while cursor is not None:
            window = await records.read_window(record_id, MAX_WINDOW_TURNS, cursor)
            for turn in window.turns:
                state.fold(turn)
            state.version = window.version
            cursor = window.next_cursor
        return state

    async def append(
        self,
        tenant: str,
        record_id: str,
        turn: JsonObject,
        *,
        expected: TaskState | None = None,
        still: Callable[[TaskState], bool] | None = None,
        push: bool = False,
    ) -> TaskState | None:
        """Append ``turn`` unless the task is terminal, expired, or ``still`` no longer holds; re-read
        and retried on a conflict. The state after (``expected`` is left as it was), or None if refused.
        With ``push``, the state after is pushed as well (``push``), by the append itself where the log can."""
        state = expected
        for _ in range(_MAX_CONFLICT_RETRIES):
            if state is None:
                state = await self.read(tenant, record_id)
            now = time.time()
            if state.terminal or state.expired(now) or (still is not None and not still(state)):
                return None
            after = replace(state, answered=dict(state.answered), responses=dict(state.responses))
            after.fold(turn)
            after.version += 1
            change = self._change(tenant, record_id, after) if push else None
            try:
                published = await self._log.append(
                    tenant, record_id, state.version, turn, state.expires_at - now, change
                )
            except VersionConflict:
                state = None
                continue
            if change is not None and not published:
                await self._publish(change)
            return after
        raise McpError(INTERNAL_ERROR, "Task record too contended; try again")

    async def push(self, tenant: str, record_id: str, state: TaskState) -> None:
        """notifications/tasks for this state, to listen streams on every instance (best effort:
        the record is the truth, and a client can always poll tasks/get)."""
        await self._publish(self._change(tenant, record_id, state))

    @staticmethod
    def _change(tenant: str, record_id: str, state: TaskState) -> Change:
        detail = state.wire("")
        del detail["taskId"]
        return Change("task", tenant=tenant, task=record_id, detail=detail)

    async def nudge(self, tenant: str, record_id: str) -> None:
        """Tell the worker running this task to re-read its record (a cancel): a task change without
        a detail, which no listen stream forwards."""
        await self._publish(Change("task", tenant=tenant, task=record_id))

    async def _publish(self, change: Change) -> None:
        try:
            await self._bus.publish(change)
        except BusUnavailable:
            logger.warning(
                "task change not published: the change bus is unavailable", extra={"task": (change.task or "")[:12]}
            )
