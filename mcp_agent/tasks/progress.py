"""A long run's progress: the status message tasks/get and notifications/tasks show.

It reaches listeners at once over the bus; the record keeps one message per ``PROGRESS_RECORD_SECONDS``,
so a run of hours stays far below the record's cap of turns.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Awaitable, Callable

from ..state import StoreError
from .journal import TaskJournal
from .record import TaskState, now_iso

PROGRESS_RECORD_SECONDS = 10.0

# Reports a long run's progress (what ``ctx.report_progress`` in a task becomes).
Progress = Callable[[str], Awaitable[None]]


class ProgressReporter:
    """Progress of a long run: pushed to listeners at once; written to the record now and then."""

    def __init__(self, journal: TaskJournal, tenant: str, record_id: str, state: TaskState) -> None:
        self._journal = journal
        self._tenant = tenant
        self._record_id = record_id
        self._state = state
        self._written = 0.0

    @property
    def state(self) -> TaskState:
        """The run's state as last written (or as it started): what the outcome's append expects."""
        return self._state

    async def report(self, message: str) -> None:
        self._state.status_message = message
        now = time.monotonic()
        if now - self._written >= PROGRESS_RECORD_SECONDS:
            self._written = now
            with contextlib.suppress(StoreError):  # a full record or a blip: the bus still carries it
                written = await self._journal.append(
                    self._tenant,
                    self._record_id,
                    {"t": "progress", "at": now_iso(), "statusMessage": message},
                )
                if written is not None:
                    self._state = written
        await self._journal.push(self._tenant, self._record_id, self._state)
