"""Changes across instances over PostgreSQL ``LISTEN``/``NOTIFY``: a change published on any instance
reaches every matching listen stream on every instance, once per stream.

Channels (identifiers of at most 63 bytes, so named by a hash of the schema and the tenant; notifications
are database-wide, and the schema keeps deployments sharing a database apart)::

    mcpa_<hash(schema, all)>          server-wide changes; listened to while the bus runs
    mcpa_<hash(schema, t, tenant)>    one tenant's changes; listened to while this instance holds a stream of it

Payloads are the versioned JSON of ``backends/change_payload.py``. A NOTIFY payload must stay under 8000
bytes: a larger change is written to ``mcpa_change_payloads`` (a row that expires after a few minutes) and
the notification carries ``@<row id>``; the listener reads the row. Every delivery is filtered by tenant
again locally (``LocalFanout``).

Faults: the listening connection is the bus's own. When it drops (asyncpg's termination listener) or stops
answering the health check, every subscriber is interrupted (its stream ends with the listen result, and
the client re-listens and re-reads: what was notified meanwhile is gone, as with Redis pub/sub),
``available`` turns False (``/readyz`` says 503), and the bus reconnects with capped exponential backoff
and full jitter, listening again to the server-wide channel and the channel of every tenant this
instance still holds streams of.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import random
from typing import Any, Final

import asyncpg

from mcp_agent.bus.changes import BusUnavailable, Change, Deliver, Interrupted, LocalFanout, Unsubscribe
from mcp_agent.ops.metrics import BUS_PUBLISHES, BUS_RECONNECTS
from mcp_agent.state import StoreError

from ..change_payload import UnusablePayload, decode_change, encode_change
from .connection import DEFAULT_SCHEMA, Database
from .expiry import Sweeper

logger = logging.getLogger("mcp_agent.bus")

# NOTIFY refuses payloads of 8000 bytes or more; leave room for the server's own framing.
MAX_NOTIFY_BYTES: Final = 7900
_PUBLISH_LARGE = """
WITH kept AS (
    INSERT INTO mcpa_change_payloads (payload, expires_at) VALUES ($2, now() + interval '5 minutes') RETURNING id
)
SELECT pg_notify($1, '@' || id) FROM kept
"""
_Lost = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError)


def channel_name(schema: str, *parts: str) -> str:
    return "mcpa_" + hashlib.sha256("\0".join((schema, *parts)).encode()).hexdigest()[:40]


class PostgresChangeBus:
    def __init__(
        self,
        dsn: str,
        *,
        schema: str = DEFAULT_SCHEMA,
        timeout_seconds: float = 2.0,
        health_check_seconds: float = 5.0,
        backoff_initial_seconds: float = 0.1,
        backoff_max_seconds: float = 5.0,
    ) -> None:
        self._dsn = dsn
        self._schema = schema
        self._timeout = timeout_seconds
        self._health_check_seconds = health_check_seconds
        self._backoff = (backoff_initial_seconds, backoff_max_seconds)
        self._publisher = Database(dsn, schema=schema, timeout_seconds=timeout_seconds, pool_size=4, what="change bus")
        self._sweeper = Sweeper(self._publisher, ("mcpa_change_payloads",))
        self._fanout = LocalFanout()
        self._all = channel_name(schema, "all")
        self._listener: Any = None  # the live asyncpg connection
        self._listening: set[str] = set()
        self._commands = asyncio.Lock()  # one operation at a time on the listening connection
        self._lost: asyncio.Event = asyncio.Event()
        self._connected = asyncio.Event()
        self._runner: asyncio.Task[None] | None = None
        self._reads: set[asyncio.Task[None]] = set()
        self.reconnects = 0
        self.dropped_payloads = 0

    def _channel_of(self, tenant: str) -> str:
        return channel_name(self._schema, "t", tenant)

    # -- the ChangeBus protocol -----------------------------------------------------------------

    @property
    def available(self) -> bool:
        return self._connected.is_set()

    async def start(self) -> None:
        if self._runner is None:
            self._runner = asyncio.get_running_loop().create_task(self._run(), name="mcp-agent postgres change bus")
            self._sweeper.start()

    async def publish(self, change: Change) -> None:
        channel = self._all if change.tenant is None else self._channel_of(change.tenant)
        payload = encode_change(change).decode()
        statement = "SELECT pg_notify($1, $2)" if len(payload.encode()) <= MAX_NOTIFY_BYTES else _PUBLISH_LARGE
        try:
            await self._publisher.run(lambda connection: connection.execute(statement, channel, payload))
        except StoreError as error:
            raise BusUnavailable(f"change bus unavailable: {error}") from error
        BUS_PUBLISHES.inc()

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        await self.start()
        if not self.available:
            raise BusUnavailable("change bus unavailable: not connected")
        subscriber_id, _ = self._fanout.add(tenant, deliver, interrupted)
        try:
            await self._listen(self._channel_of(tenant))
        except BaseException:
            self._release(tenant, subscriber_id)
            raise

        def unsubscribe() -> None:
            self._release(tenant, subscriber_id)

        return unsubscribe

    async def aclose(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner
        for read in list(self._reads):
            read.cancel()
        await self._sweeper.aclose()
        await self._publisher.aclose()

    # -- channels on the live connection ----------------------------------------------------------

    async def _listen(self, channel: str) -> None:
        try:
            async with self._commands:
                if channel in self._listening:
                    return
                if self._listener is None:
                    raise BusUnavailable("change bus unavailable: not connected")
                await asyncio.wait_for(self._listener.add_listener(channel, self._notified), self._timeout)
                self._listening.add(channel)
        except _Lost as error:
            self._lost.set()
            raise BusUnavailable(f"change bus unavailable: {error!r}") from error

    def _release(self, tenant: str, subscriber_id: int) -> None:
        if self._fanout.remove(tenant, subscriber_id):
            self._spawn(self._unlisten(tenant))

    async def _unlisten(self, tenant: str) -> None:
        channel = self._channel_of(tenant)
        async with self._commands:
            if tenant in self._fanout.tenants or channel not in self._listening or self._listener is None:
                return
            self._listening.discard(channel)
            with contextlib.suppress(*_Lost):  # a broken connection is _run's to notice
                await asyncio.wait_for(self._listener.remove_listener(channel, self._notified), self._timeout)

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._reads.add(task)
        task.add_done_callback(self._reads.discard)

    def _notified(self, connection: Any, pid: int, channel: str, payload: object) -> None:
        if not isinstance(payload, str):
            return
        if payload.startswith("@"):
            self._spawn(self._read_kept(payload[1:]))
        else:
            self._deliver(payload.encode())

    async def _read_kept(self, row_id: str) -> None:
        try:
            payload = await self._publisher.run(
                lambda connection: connection.fetchval(
                    "SELECT payload FROM mcpa_change_payloads WHERE id = $1 AND expires_at > now()", int(row_id)
                )
            )
        except (StoreError, ValueError) as error:
            logger.warning("a large change could not be read: %s", error)
            return
        if payload is not None:
            self._deliver(payload.encode())

    def _deliver(self, payload: bytes) -> None:
        try:
            change = decode_change(payload)
        except UnusablePayload as problem:
            self.dropped_payloads += 1
            logger.warning("dropping %s", problem, extra={"bytes": len(payload)})
            return
        self._fanout.deliver(change)

    # -- the listening connection -----------------------------------------------------------------

    async def _run(self) -> None:
        waits, ever_connected = 0, False
        while True:
            connected = False
            try:
                await self._connect()
                connected = True
                if ever_connected:
                    self.reconnects += 1
                    BUS_RECONNECTS.inc()
                    logger.info("change bus reconnected to PostgreSQL", extra={"channels": len(self._listening)})
                else:
                    logger.info("change bus connected", extra={"channels": len(self._listening)})
                ever_connected, waits = True, 0
                await self._watch()
            except (*_Lost, StoreError) as error:
                if connected:
                    logger.warning(
                        "change bus connection to PostgreSQL lost: %r; listen streams end, reconnecting", error
                    )
                elif waits == 0:
                    logger.warning("change bus cannot reach PostgreSQL: %r; retrying in the background", error)
            finally:
                await self._disconnect()
            initial, cap = self._backoff
            await asyncio.sleep(random.uniform(0, min(cap, initial * 2**waits)))  # noqa: S311 - jitter, not secrets
            waits = min(waits + 1, 16)

    async def _connect(self) -> None:
        await self._publisher.pool()  # the schema (and its payload table) exists before anything is heard
        self._lost = asyncio.Event()
        lost = self._lost
        listener = await asyncpg.connect(self._dsn, timeout=self._timeout)
        try:
            listener.add_termination_listener(lambda _: lost.set())
            wanted = [self._all, *(self._channel_of(tenant) for tenant in self._fanout.tenants)]
            for channel in wanted:
                await asyncio.wait_for(listener.add_listener(channel, self._notified), self._timeout)
        except BaseException:
            listener.terminate()
            raise
        self._listener, self._listening = listener, set(wanted)
        self._connected.set()

    async def _watch(self) -> None:
        """Until the connection is lost or stops answering the health check."""
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._lost.wait(), self._health_check_seconds)
            if self._lost.is_set():
                raise ConnectionError("the listening connection was closed")
            async with self._commands:
                await asyncio.wait_for(self._listener.fetchval("SELECT 1"), self._timeout)

    async def _disconnect(self) -> None:
        was_connected = self._connected.is_set()
        self._connected.clear()
        async with self._commands:
            listener, self._listener = self._listener, None
            self._listening = set()
        if was_connected:
            # Whatever is notified from now until we are back is lost to these streams.
            self._fanout.interrupt_all()
        if listener is not None:
            listener.terminate()
