"""Deleting what has expired, in the background and in bounded batches.

Reads never need it: every read says ``expires_at > now()``, so an expired row is invisible the moment
it expires. The sweeper only gives the space back. Each statement deletes at most ``batch`` rows (a
record's turns and markers go with it), so no sweep holds locks for long or bloats one transaction;
it repeats while batches come back full, then waits ``interval_seconds``. Several processes may sweep
at once: ``SKIP LOCKED`` lets each take rows the others are not deleting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Final

from mcp_agent.state import StoreError

from .connection import Database

logger = logging.getLogger("mcp_agent.backends.postgres")

# The tables whose rows carry their own expires_at, by the part that writes them (a record's turns and
# markers go with the record): each part sweeps its own, so a mixed deployment sweeps what it writes.
STORE_TABLES: Final = ("mcpa_records", "mcpa_idempotency")
DEFAULT_BATCH: Final = 500


def _sweep_statement(table: str) -> str:
    return (
        f"DELETE FROM {table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM {table} WHERE expires_at <= now() "
        "LIMIT $1 FOR UPDATE SKIP LOCKED))"
    )


class Sweeper:
    def __init__(
        self,
        database: Database,
        tables: tuple[str, ...],
        *,
        interval_seconds: float = 30.0,
        batch: int = DEFAULT_BATCH,
    ) -> None:
        self._database = database
        self._tables = tables
        self._interval = interval_seconds
        self.batch = batch
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Sweep from now on, in the background of the running loop (idempotent)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="mcp-agent postgres sweeper")

    async def sweep_once(self) -> int:
        """One sweep of each table, batch after batch until none is full; the rows deleted."""
        deleted = 0
        for table in self._tables:
            while (count := await self._sweep_batch(_sweep_statement(table))) == self.batch:
                deleted += count
            deleted += count
        return deleted

    async def _sweep_batch(self, statement: str) -> int:
        status: str = await self._database.run(lambda connection: connection.execute(statement, self.batch))
        return int(status.rsplit(" ", 1)[-1])

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self._interval)
            try:
                deleted = await self.sweep_once()
            except StoreError as error:  # down now: the next sweep catches up
                logger.debug("expired rows not swept: %s", error)
                continue
            if deleted:
                logger.debug("expired rows swept", extra={"rows": deleted})

    async def aclose(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
