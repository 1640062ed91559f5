"""The work queue on PostgreSQL: one table, rows taken with ``FOR UPDATE SKIP LOCKED``.

A row (``mcpa_task_queue``, ``migrations/0002``) is one round of work. ``take`` marks the oldest waiting
rows as the consumer's, with a lease on the server's clock (``consumer``, ``lease_until``); concurrent
takers skip each other's locked rows, so a row goes to one consumer. The owner renews the lease
(only while the row still names it); once it has passed (its worker died) any consumer ``reclaim``\\ s
the row, and of two reclaimers the row lock lets one win. ``finish`` deletes the row; ``put_back``
replaces it by a new row at the end of the queue. A tenant's running rounds are rows of
``mcpa_task_running`` (token -> lease end), counted by ``mcpa_admit`` under a per-tenant advisory
lock. Dead letters are rows of ``mcpa_task_dead``, the oldest beyond ``MAX_DEAD_LETTERS`` dropped.

``enqueue`` notifies ``<schema>_tasks`` in the same statement, and ``take`` waits for that notification
(on a listening connection of the queue's own) or at most ``POLL_SECONDS`` before looking again, so a
notification lost while the listener reconnects delays work by a poll, never loses it. Delivery is
at least once (a re-send after a lost reply may queue a round twice): the task record decides
(tasks/worker.py), as with the Redis queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any, Final

import asyncpg

from mcp_agent.state import StoreError
from mcp_agent.tasks.queue import Delivery, Job

from .connection import DEFAULT_POOL_SIZE, DEFAULT_SCHEMA, Database

logger = logging.getLogger("mcp_agent.tasks.queue")

MAX_DEAD_LETTERS: Final = 10_000
POLL_SECONDS: Final = 1.0

_COLUMNS = "id, tenant, record, round, token, handed_back, trace"
ENQUEUE = """
WITH added AS (
    INSERT INTO mcpa_task_queue (tenant, record, round, token, handed_back, trace) VALUES ($1, $2, $3, $4, $5, $6)
    RETURNING id
)
SELECT pg_notify($7, '') FROM added
"""
TAKE = f"""
UPDATE mcpa_task_queue q SET consumer = $1, lease_until = now() + $3::bigint * interval '1 millisecond'
FROM (SELECT id FROM mcpa_task_queue WHERE consumer IS NULL ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) waiting
WHERE q.id = waiting.id
RETURNING q.{_COLUMNS.replace(", ", ", q.")}
"""
RECLAIM = f"""
UPDATE mcpa_task_queue q SET consumer = $1, lease_until = now() + $3::bigint * interval '1 millisecond'
FROM (
    SELECT id FROM mcpa_task_queue WHERE consumer IS NOT NULL AND lease_until <= now()
    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
) lapsed
WHERE q.id = lapsed.id
RETURNING q.{_COLUMNS.replace(", ", ", q.")}
"""
RENEW = """
WITH renewed AS (
    UPDATE mcpa_task_queue SET lease_until = now() + $3::bigint * interval '1 millisecond'
    WHERE id = $1 AND consumer = $2 RETURNING tenant, token
), running AS (
    UPDATE mcpa_task_running r SET lease_until = now() + $3::bigint * interval '1 millisecond'
    FROM renewed WHERE r.tenant = renewed.tenant AND r.token = renewed.token
)
SELECT count(*) FROM renewed
"""
FINISH = """
WITH done AS (DELETE FROM mcpa_task_queue WHERE id = $1)
DELETE FROM mcpa_task_running WHERE tenant = $2 AND token = $3
"""
PUT_BACK = """
WITH taken AS (
    DELETE FROM mcpa_task_queue WHERE id = $1 AND consumer = $2 RETURNING tenant, record, round, token, trace
), again AS (
    INSERT INTO mcpa_task_queue (tenant, record, round, token, handed_back, trace)
    SELECT tenant, record, round, token, $3, trace FROM taken RETURNING id
), running AS (
    DELETE FROM mcpa_task_running r USING taken WHERE r.tenant = taken.tenant AND r.token = taken.token
)
SELECT count(*), bool_or(pg_notify($4, '') IS NOT NULL) FROM again
"""
DEAD_LETTER = """
WITH added AS (INSERT INTO mcpa_task_dead (tenant, record, round, reason) VALUES ($1, $2, $3, $4) RETURNING id)
DELETE FROM mcpa_task_dead WHERE id <= (SELECT id FROM added) - $5
"""


def _delivery(row: Any, redelivered: bool | None = None) -> Delivery:
    job = Job(row["tenant"], row["record"], row["round"], row["token"], row["handed_back"], row["trace"])
    return Delivery(str(row["id"]), job, job.handed_back if redelivered is None else redelivered)


class PostgresWorkQueue:
    def __init__(
        self,
        dsn: str,
        *,
        lease_seconds: float,
        schema: str = DEFAULT_SCHEMA,
        timeout_seconds: float = 2.0,
        pool_size: int = DEFAULT_POOL_SIZE,
    ) -> None:
        self.lease_seconds = lease_seconds
        self._lease_ms = max(1, int(lease_seconds * 1000))
        self._dsn = dsn
        self._timeout = timeout_seconds
        self._database = Database(
            dsn, schema=schema, timeout_seconds=timeout_seconds, pool_size=pool_size, what="task queue"
        )
        self._channel = f"{schema}_tasks"
        self._arrived = asyncio.Event()
        self._listener: asyncpg.Connection | None = None

    async def start(self) -> None:
        await self._database.pool()

    async def enqueue(self, job: Job) -> None:
        args = (job.tenant, job.record, job.round, job.token, job.handed_back, job.trace, self._channel)
        await self._database.run(lambda connection: connection.execute(ENQUEUE, *args))

    async def take(self, consumer: str, count: int, block_seconds: float) -> list[Delivery]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + block_seconds
        await self._listen()
        while True:
            self._arrived.clear()
            rows = await self._database.run(lambda connection: connection.fetch(TAKE, consumer, count, self._lease_ms))
            if rows:
                return [_delivery(row) for row in sorted(rows, key=lambda row: row["id"])]
            remaining = deadline - loop.time()
            if remaining <= 0:
                return []
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), timeout=min(remaining, POLL_SECONDS))

    async def _listen(self) -> None:
        """Hear of new work at once (best effort: ``take`` polls anyway)."""
        if self._listener is not None and not self._listener.is_closed():
            return
        self._listener = None
        try:
            await self._database.pool()  # the schema exists
            listener: asyncpg.Connection = await asyncpg.connect(self._dsn, timeout=self._timeout)
            await listener.add_listener(self._channel, lambda *_: self._arrived.set())
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError, StoreError) as error:
            logger.debug("task queue not listening for new work, polling: %r", error)
            return
        self._listener = listener

    async def reclaim(self, consumer: str, count: int) -> list[Delivery]:
        rows = await self._database.run(lambda connection: connection.fetch(RECLAIM, consumer, count, self._lease_ms))
        return [_delivery(row, True) for row in sorted(rows, key=lambda row: row["id"])]

    async def renew(self, consumer: str, delivery: Delivery) -> bool:
        renewed: int = await self._database.run(
            lambda connection: connection.fetchval(RENEW, int(delivery.id), consumer, self._lease_ms)
        )
        return renewed > 0

    async def admit(self, delivery: Delivery, limit: int) -> bool:
        admitted: bool = await self._database.run(
            lambda connection: connection.fetchval(
                "SELECT mcpa_admit($1, $2, $3, $4)", delivery.job.tenant, delivery.job.token, limit, self._lease_ms
            )
        )
        return admitted

    async def finish(self, delivery: Delivery) -> None:
        job = delivery.job
        await self._database.run(lambda connection: connection.execute(FINISH, int(delivery.id), job.tenant, job.token))

    async def put_back(self, consumer: str, delivery: Delivery, *, handed_back: bool) -> bool:
        marked = handed_back or delivery.job.handed_back
        row = await self._database.run(
            lambda connection: connection.fetchrow(PUT_BACK, int(delivery.id), consumer, marked, self._channel)
        )
        return bool(row[0])

    async def dead_letter(self, delivery: Delivery, reason: str) -> None:
        job = delivery.job
        args = (job.tenant, job.record, job.round, reason, MAX_DEAD_LETTERS)
        await self._database.run(lambda connection: connection.execute(DEAD_LETTER, *args))

    async def dead_letter_count(self) -> int:
        count: int = await self._database.run(
            lambda connection: connection.fetchval("SELECT count(*) FROM mcpa_task_dead")
        )
        return count

    async def aclose(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(listener.close(), timeout=self._timeout)
        await self._database.aclose()
