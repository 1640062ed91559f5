"""The two steps of a task's common path that a backend may do in one round trip each.

A task's life on the common path is: its seed written and its first round queued (the creating
request), then the round started (a worker), then its outcome written and pushed to listeners (the
same worker). ``TaskLog`` is those steps, and every append of the journal (tasks/journal.py); reads
go through the store.

``StoreTaskLog`` does them over any ``SessionStore`` and ``WorkQueue`` (the memory store, and any
backend without a log of its own); the Redis backend's does each in one round trip
(backends/redis/task_log.py). Both write the same record, turn for turn.
"""

from __future__ import annotations

import time
from typing import Protocol

from ..bus import Change
from ..state import RecordNotFound, SessionStore, VersionConflict
from ..state.store import MAX_WINDOW_TURNS
from ..state.tenant_store import TenantStore
from .queue import Job, WorkQueue
from .record import JsonObject


class TaskLog(Protocol):
    async def create(self, tenant: str, record_id: str, seed: JsonObject, ttl_seconds: float, job: Job) -> bool:
        """Write ``seed`` as the first turn of a new record living ``ttl_seconds``, and queue ``job``.
        False if a record with this id already had its seed (nothing written; ``job`` may have been
        queued all the same: the record makes a worker drop it)."""
        ...

    async def start_at(self, tenant: str, record_id: str, version: int, turn: JsonObject) -> list[JsonObject] | None:
        """If the record holds exactly ``version`` turns, append ``turn`` (keeping the record's TTL)
        and return the turns before it; otherwise write nothing and return None. A re-send of the
        same call after a lost reply answers as the first did."""
        ...

    async def append(
        self, tenant: str, record_id: str, version: int, turn: JsonObject, ttl_seconds: float, change: Change | None
    ) -> bool:
        """Append ``turn`` iff the record holds ``version`` turns, giving it ``ttl_seconds`` to live
        (raises VersionConflict, RecordNotFound, RecordFull), and publish ``change`` with it if this
        log can; True if it did (else the caller publishes it)."""
        ...


class StoreTaskLog:
    """``TaskLog`` over a session store and a work queue: two or three round trips per step."""

    def __init__(self, store: SessionStore, queue: WorkQueue) -> None:
        self._store = store
        self._queue = queue

    async def create(self, tenant: str, record_id: str, seed: JsonObject, ttl_seconds: float, job: Job) -> bool:
        records = TenantStore(self._store, tenant, ttl_seconds)
        await records.create_if_absent(record_id)
        try:
            await records.append_if_version(record_id, 0, seed)
        except VersionConflict:
            return False
        await self._queue.enqueue(job)
        return True

    async def start_at(self, tenant: str, record_id: str, version: int, turn: JsonObject) -> list[JsonObject] | None:
        if version > MAX_WINDOW_TURNS:
            return None
        try:
            window = await self._store.read_window(tenant, record_id, MAX_WINDOW_TURNS, 0)
        except RecordNotFound:
            return None
        if window.version != version:
            return None
        # What is left of the record's TTL is not known here: the seed's expiry is (the task's TTL from creation).
        expires_at = float(window.turns[0].get("expiresAt", 0.0)) if window.turns else 0.0
        remaining = expires_at - time.time()
        if remaining <= 0:
            return None
        try:
            await TenantStore(self._store, tenant, remaining).append_if_version(record_id, version, turn)
        except (VersionConflict, RecordNotFound):
            return None
        return list(window.turns)

    async def append(
        self, tenant: str, record_id: str, version: int, turn: JsonObject, ttl_seconds: float, change: Change | None
    ) -> bool:
        await TenantStore(self._store, tenant, max(0.001, ttl_seconds)).append_if_version(record_id, version, turn)
        return False
