"""Changes across instances over Redis pub/sub: a change published on any instance reaches every
matching listen stream on every instance, once per stream.

Channels (``P`` is the key prefix, tenants encoded as in every key of ours: ``client.KeyScheme``)::

    P:changes:all            server-wide changes (list changes); subscribed while the bus runs
    P:changes:t:<tenant>     one tenant's changes; subscribed while this instance holds a stream of it

A tenant's URIs travel only on its own channel, which only instances holding that tenant's streams
subscribe to, and every delivery is filtered by tenant again locally. The server-wide channel is
always subscribed: list changes are rare, and it keeps the connection in subscribed mode, where a
PING is answered on the same stream (the health check).

Payloads are versioned JSON (``backends/change_payload.py``); one this instance cannot use is logged and
dropped, never a crash.

Faults: the subscriber connection is this bus's own, with no silent reconnect inside redis-py, since
pub/sub keeps nothing: whatever was published while it was away is gone. When it drops, or stops
answering pings, every subscriber is interrupted (its stream ends with the listen result, and the
client re-listens and re-reads), ``available`` turns False (``/readyz`` says 503), and the bus
reconnects with capped exponential backoff and full jitter (``client.reconnect_backoff``).

On a Redis Cluster (``cluster=True``) the same channels are shard channels: SPUBLISH and SSUBSCRIBE
(redis-py's ``ClusterPubSub``), so each channel lives on the shard owning its slot instead of being
broadcast to every node. The subscriber then holds one connection per shard that carries a channel
of ours (the server-wide channel's shard, and those of the tenants it holds streams of); each is
read and pinged on its own, and losing any one of them is losing the connection: every subscriber
is interrupted and all shard connections are made again, after re-reading the cluster's layout
(a failed-over shard has a new master). So is a channel Redis unsubscribes by itself, which a
cluster does when the channel's slot moves to another shard (resharding). Only the differences live in a few small methods
(``_client``, ``publish``, ``_open``, ``_send_subscribe``, ``_send_unsubscribe``, ``_shards``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from typing import Any, Protocol

from redis.asyncio.client import PubSub
from redis.asyncio.cluster import ClusterPubSub, RedisCluster

from mcp_agent.bus.changes import BusUnavailable, Change, Deliver, Interrupted, LocalFanout, Unsubscribe
from mcp_agent.ops.metrics import BUS_PUBLISHES, BUS_RECONNECTS

from ..change_payload import UnusablePayload, decode_change, encode_change
from .client import DEFAULT_KEY_PREFIX, FAILURES, KeyScheme, connect, learn_layout, reconnect_backoff

logger = logging.getLogger("mcp_agent.bus")


class _Unresponsive(Exception):
    """The subscriber connection stopped answering pings: a hung server, not a closed socket."""


class _Dropped(Exception):
    """Redis unsubscribed a channel we did not give up: on a cluster, its slot moved to another shard."""


async def _cancel_and_wait(task: asyncio.Task[None]) -> None:
    """Cancel ``task`` and wait until it has ended, cancelling again for as long as it runs on.

    On Python 3.11 a cancellation that lands just as one of redis-py's writes completes is lost
    inside ``asyncio.wait_for`` (python/cpython#86296, fixed in 3.12): the task goes on as if
    nothing happened (or with the write's error, which the reconnect loop would retry).
    """
    while not task.done():
        task.cancel()
        await asyncio.wait([task], timeout=1.0)


class RedisChangeBus:
    def __init__(
        self,
        url: str,
        *,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        timeout_seconds: float = 1.0,
        health_check_seconds: float = 5.0,
        backoff_initial_seconds: float = 0.1,
        backoff_max_seconds: float = 5.0,
        cluster: bool = False,
    ) -> None:
        self.keys = KeyScheme(key_prefix)
        self._timeout = timeout_seconds
        self._health_check_seconds = health_check_seconds
        self._backoff = reconnect_backoff(backoff_initial_seconds, backoff_max_seconds)
        # One immediate retry on a broken pooled connection: a change said twice is only said again.
        self._publisher = connect(url, cluster=cluster, socket_timeout=timeout_seconds, retries=1)
        # The subscriber reconnects only through _run, which knows to interrupt the streams.
        self._subscriber = connect(url, cluster=cluster, socket_timeout=timeout_seconds, retries=0)
        self._fanout = LocalFanout()
        self._pubsub: PubSub | None = None  # a ClusterPubSub on a cluster
        self._readers: dict[PubSub, asyncio.Task[None]] = {}  # one per shard connection (one in all off a cluster)
        self._lost: asyncio.Future[None] | None = None  # the live connection's first reader failure
        self._requested: set[str] = set()  # channels SUBSCRIBE was sent for on the live connection
        self._confirmed: set[str] = set()  # channels the live connection confirmed
        self._waiters: dict[str, list[asyncio.Future[None]]] = {}
        self._unsubscribing: dict[str, int] = {}  # our UNSUBSCRIBEs not confirmed yet, by channel
        self._commands = asyncio.Lock()  # SUBSCRIBE/UNSUBSCRIBE go out in the order they were decided
        self._runner: asyncio.Task[None] | None = None
        self._connected = asyncio.Event()
        self.reconnects = 0  # connections made again after one was lost
        self.dropped_payloads = 0

    # -- channels and payloads ----------------------------------------------------------------

    def _channel_for(self, change: Change) -> str:
        return self.keys.all_changes if change.tenant is None else self.keys.changes_of(change.tenant)

    encode = staticmethod(encode_change)

    def decode(self, payload: bytes) -> Change | None:
        """The change in ``payload``, or None (logged and counted) for anything we cannot use."""
        try:
            return decode_change(payload)
        except UnusablePayload as problem:
            self.dropped_payloads += 1
            logger.warning("dropping %s", problem, extra={"bytes": len(payload)})
            return None

    # -- the ChangeBus protocol -----------------------------------------------------------------

    @property
    def available(self) -> bool:
        return self._connected.is_set()

    async def start(self) -> None:
        """Connect the subscriber (in the background, retrying until it succeeds)."""
        if self._runner is None:
            self._runner = asyncio.get_running_loop().create_task(self._run(), name="mcp-agent redis change bus")

    async def publish(self, change: Change) -> None:
        channel, payload = self._channel_for(change), self.encode(change)
        try:
            if isinstance(self._publisher, RedisCluster):
                await learn_layout(self._publisher)  # then the shard owning the channel
                await self._publisher.spublish(channel, payload)
            else:
                await self._publisher.publish(channel, payload)
        except FAILURES as exc:
            raise BusUnavailable(f"change bus unavailable: {exc}") from exc
        BUS_PUBLISHES.inc()

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        await self.start()
        if not self.available:
            raise BusUnavailable("change bus unavailable: not connected")
        subscriber_id, _ = self._fanout.add(tenant, deliver, interrupted)
        channel = self.keys.changes_of(tenant)
        try:
            await self._ensure_subscribed(channel)
        except BaseException:
            self._release(tenant, subscriber_id)
            raise

        def unsubscribe() -> None:
            self._release(tenant, subscriber_id)

        return unsubscribe

    async def aclose(self) -> None:
        if self._runner is not None:
            await _cancel_and_wait(self._runner)
            self._runner = None
        await self._publisher.aclose()
        await self._subscriber.aclose()

    # -- subscriptions on the live connection ---------------------------------------------------

    async def _ensure_subscribed(self, channel: str) -> None:
        if channel in self._confirmed:
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.setdefault(channel, []).append(future)
        try:
            async with self._commands:
                pubsub = self._pubsub
                if pubsub is None:
                    raise BusUnavailable("change bus unavailable: not connected")
                if channel not in self._requested:
                    self._requested.add(channel)
                    await self._send_subscribe(pubsub, channel)
                    self._read_new_shards(pubsub)  # on a cluster the channel may be on a shard not read yet
            async with asyncio.timeout(self._timeout):
                await future
        except (*FAILURES, TimeoutError) as exc:
            raise BusUnavailable(f"change bus unavailable: {exc!r}") from exc
        finally:
            waiters = self._waiters.get(channel, [])
            if future in waiters:
                waiters.remove(future)

    def _release(self, tenant: str, subscriber_id: int) -> None:
        if self._fanout.remove(tenant, subscriber_id):
            # The tenant's last stream here is gone: stop receiving its traffic (unless a new
            # stream of it arrives before the command goes out; _unsubscribe checks again).
            asyncio.get_running_loop().create_task(self._unsubscribe(tenant))

    async def _unsubscribe(self, tenant: str) -> None:
        channel = self.keys.changes_of(tenant)
        async with self._commands:
            if tenant in self._fanout.tenants or channel not in self._requested or self._pubsub is None:
                return
            self._requested.discard(channel)
            self._confirmed.discard(channel)
            self._unsubscribing[channel] = self._unsubscribing.get(channel, 0) + 1
            with contextlib.suppress(*FAILURES):  # a broken connection is _run's to notice
                await self._send_unsubscribe(self._pubsub, channel)

    # -- the subscriber connection ----------------------------------------------------------------

    async def _run(self) -> None:
        """Connect, read until the connection fails, and again, for as long as the bus runs.

        The operator hears of each change of state once (never of each failed attempt): Redis not
        reachable at start-up (warning), the connection lost (warning), and back again (info).
        """
        loop = asyncio.get_running_loop()
        waits = 0  # waits since the last connection was made: each one longer, up to the cap
        ever_connected = False
        down_since: float | None = None  # when the connection was lost (or the first attempt failed)
        failed_attempts = 0
        while True:
            connected = False
            try:
                pubsub = await self._connect()
                connected = True
                self._log_connected(ever_connected, down_since, failed_attempts, loop.time())
                ever_connected, down_since, failed_attempts = True, None, 0
                waits = 0
                await self._read(pubsub)
            except (*FAILURES, TimeoutError, _Unresponsive, _Dropped) as exc:
                if connected:
                    logger.warning("change bus connection to Redis lost: %r; listen streams end, reconnecting", exc)
                    down_since = loop.time()
                else:
                    failed_attempts += 1
                    if down_since is None:  # the first attempt of all: Redis is down at start-up
                        down_since = loop.time()
                        logger.warning("change bus cannot reach Redis at start-up: %r; retrying in the background", exc)
                    else:
                        logger.debug("change bus reconnect attempt failed: %r", exc)
            finally:
                await self._disconnect()
            await asyncio.sleep(self._backoff.compute(waits))
            waits += 1

    def _log_connected(self, ever_connected: bool, down_since: float | None, failed_attempts: int, now: float) -> None:
        channels, connections = len(self._requested), len(self._shards(self._pubsub)) if self._pubsub is not None else 0
        if not ever_connected:
            logger.info("change bus connected", extra={"channels": channels, "connections": connections})
            return
        self.reconnects += 1
        BUS_RECONNECTS.inc()
        logger.info(
            "change bus reconnected to Redis",
            extra={
                "down_seconds": round(now - down_since, 3) if down_since is not None else None,
                "failed_attempts": failed_attempts,
                "channels": channels,
                "connections": connections,
            },
        )

    async def _connect(self) -> PubSub:
        pubsub = await self._open()
        wanted = [self.keys.all_changes, *(self.keys.changes_of(tenant) for tenant in self._fanout.tenants)]
        try:
            async with asyncio.timeout(self._timeout):
                await self._send_subscribe(pubsub, *wanted)
                for shard in self._shards(pubsub):
                    await self._await_confirmations(shard)
        except BaseException:
            with contextlib.suppress(Exception):
                await _close(pubsub)
            raise
        self._pubsub = pubsub
        self._requested = set(wanted)
        self._confirmed = set(wanted)
        self._connected.set()
        return pubsub

    async def _await_confirmations(self, shard: PubSub) -> None:
        """Read ``shard`` until Redis has confirmed each channel subscribed on it."""
        expected, confirmed = len(shard.channels) + len(shard.shard_channels), 0
        while confirmed < expected:
            message = await shard.get_message(timeout=self._timeout)
            if message is not None and message["type"] in ("subscribe", "ssubscribe"):
                confirmed += 1

    async def _disconnect(self) -> None:
        was_connected = self._connected.is_set()
        self._connected.clear()
        pubsub, self._pubsub = self._pubsub, None
        readers, self._readers, self._lost = self._readers, {}, None
        self._requested.clear()
        self._confirmed.clear()
        self._unsubscribing.clear()
        for waiters in self._waiters.values():
            for future in waiters:
                if not future.done():
                    future.set_exception(BusUnavailable("change bus connection lost"))
        if was_connected:
            # Whatever was published from now until we are back is lost to these streams.
            self._fanout.interrupt_all()
        for reader in readers.values():
            await _cancel_and_wait(reader)
        if pubsub is not None:
            with contextlib.suppress(Exception):
                await _close(pubsub)

    async def _read(self, pubsub: PubSub) -> None:
        """Read every connection of ``pubsub`` until one fails, and raise what it failed with."""
        self._lost = asyncio.get_running_loop().create_future()
        self._read_new_shards(pubsub)
        await self._lost

    def _read_new_shards(self, pubsub: PubSub) -> None:
        """Start reading each connection of ``pubsub`` that is not read yet (on a cluster, shards come with channels)."""
        if self._lost is None or pubsub is not self._pubsub:
            return
        for shard in self._shards(pubsub):
            # (A shard whose connection could not be opened has nothing to read; SSUBSCRIBE failed.)
            if shard not in self._readers and shard.connection is not None:
                reader = asyncio.get_running_loop().create_task(
                    self._read_shard(shard), name="mcp-agent redis change bus reader"
                )
                reader.add_done_callback(functools.partial(self._reader_ended, self._lost))
                self._readers[shard] = reader

    @staticmethod
    def _reader_ended(lost: asyncio.Future[None], reader: asyncio.Task[None]) -> None:
        if reader.cancelled():
            return
        error = reader.exception()  # a reader ends only by failing
        if error is not None and not lost.done():
            lost.set_exception(error)

    async def _read_shard(self, shard: PubSub) -> None:
        """Deliver what one connection receives, and ping it: one that stops answering is lost too."""
        loop = asyncio.get_running_loop()
        ping_due = loop.time() + self._health_check_seconds
        ping_sent: float | None = None
        while True:
            message = await shard.get_message(timeout=min(1.0, self._health_check_seconds))
            now = loop.time()
            if message is not None:
                self._handle(message)
                if message["type"] == "pong":
                    ping_sent = None
            if ping_sent is not None and now - ping_sent > self._timeout + self._health_check_seconds:
                raise _Unresponsive(f"no answer to a ping in {now - ping_sent:.1f} s")
            if ping_sent is None and now >= ping_due:
                await shard.ping()
                ping_sent, ping_due = now, now + self._health_check_seconds

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        channel = message["channel"].decode() if isinstance(message.get("channel"), bytes) else message.get("channel")
        if kind in ("message", "smessage"):
            change = self.decode(message["data"])
            if change is not None:
                self._fanout.deliver(change)
        elif kind in ("subscribe", "ssubscribe") and isinstance(channel, str):
            self._confirmed.add(channel)
            for future in self._waiters.pop(channel, []):
                if not future.done():
                    future.set_result(None)
        elif kind in ("unsubscribe", "sunsubscribe") and isinstance(channel, str):
            self._confirmed.discard(channel)
            if not self._unsubscribing.get(channel):
                # Not one of ours: a cluster drops a slot's shard channels when the slot moves to
                # another shard. Making every connection again finds the channel where it went.
                raise _Dropped(f"Redis unsubscribed {channel}")
            self._unsubscribing[channel] -= 1
            if not self._unsubscribing[channel]:
                del self._unsubscribing[channel]

    # -- where a cluster differs: shard channels, one connection per shard ------------------------

    async def _open(self) -> PubSub:
        if isinstance(self._subscriber, RedisCluster):
            # Forget the layout and read it again, so a shard that failed over is found at its new master.
            await self._subscriber.aclose()
            await self._subscriber.initialize()
        return self._subscriber.pubsub()

    @staticmethod
    async def _send_subscribe(pubsub: PubSub, *channels: str) -> None:
        if isinstance(pubsub, ClusterPubSub):
            await pubsub.ssubscribe(*channels)  # each on the connection to its shard, opened on first use
        else:
            await pubsub.subscribe(*channels)

    @staticmethod
    async def _send_unsubscribe(pubsub: PubSub, channel: str) -> None:
        if isinstance(pubsub, ClusterPubSub):
            await pubsub.sunsubscribe(channel)
        else:
            await pubsub.unsubscribe(channel)

    @staticmethod
    def _shards(pubsub: PubSub) -> list[PubSub]:
        """The connections ``pubsub`` receives on: one per shard carrying a channel of ours, or the only one.

        A shard's connection stays open (and read and pinged) after its last channel is unsubscribed,
        so it is at most one per master; ClusterPubSub.ping() would reach one node only.
        """
        if isinstance(pubsub, ClusterPubSub):
            return list(pubsub.node_pubsub_mapping.values())
        return [pubsub]


class _Closable(Protocol):
    async def aclose(self) -> None: ...


async def _close(pubsub: _Closable) -> None:
    # Through a typed protocol: redis-py 8.1 leaves PubSub.aclose untyped and 8.2 types it, so a
    # direct call would need a type: ignore that one of them reports as unused.
    await pubsub.aclose()
