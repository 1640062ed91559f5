"""The work queue on Redis Streams: one stream, one consumer group, every worker a consumer.

Keys (``P`` = key prefix, tenants encoded as in every key of ours: ``client.KeyScheme``; the
``{tasks}`` hash tag keeps them in one cluster slot, so each script runs whole on one shard)::

    P:{tasks}:queue            stream  one entry per round of work (tenant, record, round, token)
    P:{tasks}:tenant:<tenant>  zset    the tenant's running rounds: token -> lease end (ms, Redis clock)
    P:{tasks}:dead             stream  dead letters (capped)

A message read with ``XREADGROUP`` is pending for its consumer until acknowledged. Its lease is the
entry's idle time, which Redis measures on its own clock: the owner renews it (``XCLAIM … JUSTID``,
only while ``XPENDING`` still names the owner, the consumer name being its owner token), and any
other worker takes over an entry idle longer than the lease (``XPENDING … IDLE``, then ``XCLAIM``
with the same minimum idle time, so two reclaimers never both get one). Acknowledged entries are
deleted, so the stream holds only the work not yet done. Acknowledgements are pipelined: the
``finish`` calls of one turn of the event loop are one script call (``FINISH`` takes a batch).

Redis may lose the queue at any time, not only before start-up: a restart without persistence, a
failover to an empty replica, ``FLUSHALL``. Every operation that needs the consumer group recreates
it (and the stream) when Redis answers ``NOGROUP``, then tries once more; the group reads from the
start of the stream, so work queued after the loss (``XADD`` creates a bare stream) still runs, and
only what Redis lost is lost. The process that recreates it says so (a warning and
``mcp_agent_task_queue_recreated_total``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from redis.exceptions import ResponseError
from redis.typing import StreamIdT

from mcp_agent.ops.metrics import TASK_QUEUE_RECREATED
from mcp_agent.state import StoreUnavailable
from mcp_agent.tasks.queue import Delivery, Job

from .client import DEFAULT_KEY_PREFIX, FAILURES, Client, KeyScheme, connect, learn_layout

logger = logging.getLogger("mcp_agent.tasks.queue")

GROUP = "workers"
MAX_DEAD_LETTERS = 10_000
_MAX_ACK_BATCH = 256

# KEYS[1] stream, KEYS[2] tenant zset; ARGV: group, consumer, id, token, lease_ms.
RENEW_IF_OWNER = """
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if #pending == 0 or pending[1][2] ~= ARGV[2] then return 0 end
redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[3], 'JUSTID')
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[2], 'XX', now + tonumber(ARGV[5]), ARGV[4])
return 1
"""

# KEYS[1] tenant zset; ARGV: token, limit, lease_ms. Entries whose lease ended (their worker
# died) no longer count.
ADMIT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[1], lease * 2)
return 1
"""

# KEYS[1] stream, KEYS[1 + i] the tenant zset of the i-th message; ARGV: group, then id and token of each.
FINISH = """
local ids = {}
for i = 2, #KEYS do
  ids[#ids + 1] = ARGV[2 * i - 2]
  redis.call('ZREM', KEYS[i], ARGV[2 * i - 1])
end
redis.call('XACK', KEYS[1], ARGV[1], unpack(ids))
redis.call('XDEL', KEYS[1], unpack(ids))
return 1
"""

# KEYS[1] stream, KEYS[2] tenant zset; ARGV: group, consumer, id, token, then field/value pairs.
PUT_BACK_IF_OWNER = """
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if #pending == 0 or pending[1][2] ~= ARGV[2] then return 0 end
local fields = {}
for i = 5, #ARGV do fields[#fields + 1] = ARGV[i] end
redis.call('XADD', KEYS[1], '*', unpack(fields))
redis.call('XACK', KEYS[1], ARGV[1], ARGV[3])
redis.call('XDEL', KEYS[1], ARGV[3])
redis.call('ZREM', KEYS[2], ARGV[4])
return 1
"""

T = TypeVar("T")


class RedisWorkQueue:
    def __init__(
        self,
        url: str,
        *,
        lease_seconds: float,
        timeout_seconds: float = 1.0,
        cluster: bool = False,
        key_prefix: str = DEFAULT_KEY_PREFIX,
    ) -> None:
        self.lease_seconds = lease_seconds
        self._lease_ms = max(1, int(lease_seconds * 1000))
        self._timeout = timeout_seconds
        self.keys = KeyScheme(key_prefix)
        self._stream = self.keys.task_queue
        self._dead = self.keys.dead_letters
        self._url = url
        self._cluster = cluster
        self._redis = self._client(timeout_seconds)
        # XREADGROUP BLOCK holds its connection for the block time: a client whose socket timeout allows it.
        self._blocking: dict[float, Client] = {}
        self._renew = self._redis.register_script(RENEW_IF_OWNER)
        self._admit = self._redis.register_script(ADMIT)
        self._finish = self._redis.register_script(FINISH)
        self._put_back = self._redis.register_script(PUT_BACK_IF_OWNER)
        self._finishing: list[tuple[Delivery, asyncio.Future[None]]] = []
        self._acker: asyncio.Task[None] | None = None

    def _client(self, socket_timeout: float) -> Client:
        # One immediate retry on a broken connection: delivery is at least once and the record decides
        # (tasks/worker.py), so a round queued twice by a re-send runs once.
        return connect(
            self._url,
            cluster=self._cluster,
            socket_timeout=socket_timeout,
            connect_timeout=self._timeout,
            pool_timeout=self._timeout,
            retries=1,
            decode_responses=True,
        )

    @property
    def client(self) -> Client:
        """The queue's connection (the task log's scripts share it: backends/redis/task_log.py)."""
        return self._redis

    async def call(self, operation: Callable[[], Awaitable[T]]) -> T:
        """``operation`` on the queue's connection; StoreUnavailable if Redis cannot be reached."""
        try:
            await learn_layout(self._redis)
            return await operation()
        except FAILURES as exc:
            raise StoreUnavailable(f"task queue unavailable: {exc}") from exc

    def add_to(self, pipeline: Any, job: Job) -> None:
        """Queue ``job`` as part of ``pipeline`` (the task log's seed and enqueue: one round trip)."""
        pipeline.xadd(self._stream, job.fields())

    async def _on_group(self, operation: Callable[[], Awaitable[T]]) -> T:
        """``operation``, which needs the consumer group; once more after recreating it if Redis lost it."""
        try:
            return await self.call(operation)
        except StoreUnavailable as exc:
            if not _queue_lost(exc):
                raise
        await self._recreate()
        return await self.call(operation)

    async def _create_group(self) -> bool:
        """Create the stream and its group unless they exist; True if this call created the group."""
        try:
            await self.call(lambda: self._redis.xgroup_create(self._stream, GROUP, id="0", mkstream=True))
        except StoreUnavailable as exc:
            if isinstance(exc.__cause__, ResponseError) and "BUSYGROUP" in str(exc.__cause__):
                return False
            raise
        return True

    async def _recreate(self) -> None:
        # Several processes find the loss at once: only the one whose XGROUP CREATE wins reports it,
        # so the metric summed over processes counts losses, not discoverers.
        if await self._create_group():
            TASK_QUEUE_RECREATED.inc()
            logger.warning(
                "task queue recreated: Redis no longer had its consumer group (restarted without persistence, failed "
                "over to an empty replica, or flushed); tasks queued before were lost by Redis",
                extra={"stream": self._stream},
            )

    async def start(self) -> None:
        # Not counted as a recreation: an empty Redis at start-up is also a first deployment.
        await self._create_group()

    async def enqueue(self, job: Job) -> None:
        await self.call(lambda: self._redis.xadd(self._stream, job.fields()))  # type: ignore[arg-type]

    async def take(self, consumer: str, count: int, block_seconds: float) -> list[Delivery]:
        block_ms = max(1, int(block_seconds * 1000))
        client = self._blocking.get(block_seconds)
        if client is None:
            client = self._blocking[block_seconds] = self._client(self._timeout + block_seconds)
        reply: Any = await self._on_group(
            lambda: client.xreadgroup(GROUP, consumer, {self._stream: ">"}, count=count, block=block_ms)
        )
        if not reply:
            return []
        # RESP2 answers [[stream, entries]]; RESP3 {stream: [entries]}.
        entries = reply[0][1] if isinstance(reply, list) else next(iter(reply.values()))[0]
        deliveries = []
        for entry_id, fields in entries:
            if fields:  # an entry deleted since it was added comes back without its fields
                job = Job.from_fields(fields)
                deliveries.append(Delivery(entry_id, job, job.handed_back))
        return deliveries

    async def reclaim(self, consumer: str, count: int) -> list[Delivery]:
        # XPENDING IDLE finds the lapsed entries wherever they are in the pending list, oldest first:
        # XAUTOCLAIM scans only ten entries per entry asked for, so a worker asking for one (one free
        # slot) could need many rounds to get past live entries. XCLAIM checks the idle time again:
        # of two reclaimers, or a reclaimer and a late renewal, one wins.
        async def claim() -> list[Any]:
            lapsed = await self._redis.xpending_range(self._stream, GROUP, "-", "+", count, idle=self._lease_ms)
            if not lapsed:
                return []
            ids: list[StreamIdT] = [entry["message_id"] for entry in lapsed]
            return list(await self._redis.xclaim(self._stream, GROUP, consumer, self._lease_ms, ids))

        claimed = await self._on_group(claim)
        return [Delivery(entry_id, Job.from_fields(fields), True) for entry_id, fields in claimed if fields]

    async def renew(self, consumer: str, delivery: Delivery) -> bool:
        keys = [self._stream, self.keys.running_rounds(delivery.job.tenant)]
        args: list[str | int] = [GROUP, consumer, delivery.id, delivery.job.token, self._lease_ms]
        return bool(await self._on_group(lambda: self._renew(keys=keys, args=args)))

    async def admit(self, delivery: Delivery, limit: int) -> bool:
        keys = [self.keys.running_rounds(delivery.job.tenant)]
        return bool(await self.call(lambda: self._admit(keys=keys, args=[delivery.job.token, limit, self._lease_ms])))

    async def finish(self, delivery: Delivery) -> None:
        # Acknowledgements are pipelined: the finishes of one turn of the event loop go in one script call,
        # and each caller returns once its own is written (or with the error that call met).
        done = asyncio.get_running_loop().create_future()
        self._finishing.append((delivery, done))
        if self._acker is None or self._acker.done():
            self._acker = asyncio.get_running_loop().create_task(self._acknowledge())
        # A caller cancelled meanwhile (a drain) leaves its outcome to nobody: it is retrieved here, not warned of.
        done.add_done_callback(lambda future: future.cancelled() or future.exception())
        await asyncio.shield(done)

    async def _acknowledge(self) -> None:
        await asyncio.sleep(0)  # let the other rounds that end in this turn of the loop join the batch
        while self._finishing:
            batch, self._finishing = self._finishing[:_MAX_ACK_BATCH], self._finishing[_MAX_ACK_BATCH:]
            try:
                await self._finish_all([delivery for delivery, _ in batch])
            except Exception as exc:  # noqa: BLE001 - each waiting caller gets the error its call met
                for _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
            else:
                for _, done in batch:
                    if not done.done():
                        done.set_result(None)

    async def _finish_all(self, deliveries: list[Delivery]) -> None:
        keys = [self._stream, *(self.keys.running_rounds(delivery.job.tenant) for delivery in deliveries)]
        args = [GROUP, *(item for delivery in deliveries for item in (delivery.id, delivery.job.token))]
        await self._on_group(lambda: self._finish(keys=keys, args=args))

    async def put_back(self, consumer: str, delivery: Delivery, *, handed_back: bool) -> bool:
        job = delivery.job
        fields = Job(job.tenant, job.record, job.round, job.token, handed_back or job.handed_back, job.trace).fields()
        flat = [item for pair in fields.items() for item in pair]
        keys = [self._stream, self.keys.running_rounds(job.tenant)]
        return bool(
            await self._on_group(
                lambda: self._put_back(keys=keys, args=[GROUP, consumer, delivery.id, job.token, *flat])
            )
        )

    async def dead_letter(self, delivery: Delivery, reason: str) -> None:
        entry = {
            "tenant": delivery.job.tenant,
            "record": delivery.job.record,
            "round": str(delivery.job.round),
            "reason": reason,
        }
        await self.call(lambda: self._redis.xadd(self._dead, entry, maxlen=MAX_DEAD_LETTERS, approximate=True))  # type: ignore[arg-type]

    async def dead_letter_count(self) -> int:
        return int(await self.call(lambda: self._redis.xlen(self._dead)))

    async def aclose(self) -> None:
        if self._acker is not None and not self._acker.done():
            await asyncio.wait([self._acker], timeout=self._timeout * 2)
        for client in (self._redis, *self._blocking.values()):
            await client.aclose()


def _queue_lost(exc: StoreUnavailable) -> bool:
    """Redis no longer has the consumer group: ``NOGROUP`` (also from inside a script), or ``UNBLOCKED``
    for a read that was waiting on the stream when it was deleted."""
    cause = exc.__cause__
    return isinstance(cause, ResponseError) and ("NOGROUP" in str(cause) or str(cause).startswith("UNBLOCKED"))
