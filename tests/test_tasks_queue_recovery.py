"""The task queue on a real Redis, in process: what Redis can lose, and what a lost worker leaves.

- Redis loses the queue (restarted empty, or ``FLUSHALL``) while two instances run tasks: both
  keep taking work, new tasks run to completion, and the loss is said once (a warning and
  ``mcp_agent_task_queue_recreated_total``), by the instance that recreated the consumer group;
  the rounds whose records Redis lost are dropped, not logged as worker errors.
- A worker dies (here: a consumer that took tasks and never renews, which is all a ``kill -9``
  leaves in Redis) while the live worker has a steady backlog: its tasks are taken over within a
  lease, a reclaim interval and one freed slot, and never beyond the live worker's concurrency.

The real TaskManager, TaskWorker, RedisWorkQueue and RedisStore; the tools are plain coroutines.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
import redis as sync_redis
from prometheus_client import REGISTRY

from mcp_agent import InProcessChangeBus
from mcp_agent.backends.redis import RedisStore, RedisWorkQueue
from mcp_agent.backends.redis.task_log import RedisTaskLog
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.identity import Principal
from mcp_agent.state import HandleCodec, StoreUnavailable
from mcp_agent.tasks import TaskManager, TaskSettings
from mcp_agent.tasks.record import JsonObject
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration

SEALING_KEY = b"tasks-queue-recovery-sealing-secret-0123456789"
TENANT = "acme"
OWNER = Principal(TENANT, "ann", frozenset())
LEASE = 1.0
RECLAIM_INTERVAL = LEASE / 4  # the worker's
Work = Callable[[JsonObject, JsonObject, "JsonObject | None", Any], Awaitable[JsonObject]]
Managers = Callable[..., Awaitable[TaskManager]]


@pytest.fixture
async def managers(disposable_redis_server: RedisServer) -> AsyncIterator[Managers]:
    """``await make(work, **task_settings)``: a TaskManager (an instance) on the test's Redis, closed at the end."""
    made: list[tuple[TaskManager, RedisWorkQueue, RedisStore]] = []

    async def make(work: Work, **settings: Any) -> TaskManager:
        url = disposable_redis_server.url
        store = RedisStore(url)
        queue = RedisWorkQueue(url, lease_seconds=LEASE)
        manager = TaskManager(
            store,
            HandleCodec(Sealer([SEALING_KEY])),
            InProcessChangeBus(),
            TaskSettings(lease_seconds=LEASE, drain_seconds=0, **settings),
            queue=queue,
            invoke=work,
            retry_safe=lambda tool: True,
        )
        made.append((manager, queue, store))
        return manager

    yield make
    for manager, queue, store in made:
        await manager.aclose()
        await queue.aclose()
        await store.aclose()


def job(label: str, seconds: float) -> JsonObject:
    return {"tool": "job", "label": label, "seconds": seconds}


def recreated() -> float:
    return REGISTRY.get_sample_value("mcp_agent_task_queue_recreated_total") or 0.0


async def create(manager: TaskManager, label: str, seconds: float, *, within: float = 10.0) -> str:
    """Create a task, retried while Redis does not answer yet (a client would retry too)."""
    deadline = time.monotonic() + within
    while True:
        try:
            created = await manager.create(OWNER, job(label, seconds))
            return str(created["taskId"])
        except StoreUnavailable:
            assert time.monotonic() < deadline, f"Redis never answered a create of {label}"
            await asyncio.sleep(0.05)


async def statuses(manager: TaskManager, task_ids: list[str]) -> list[str]:
    return [str((await manager.get(OWNER, task_id))["status"]) for task_id in task_ids]


@pytest.mark.parametrize("loss", ["restart_empty", "flushall"])
async def test_tasks_run_again_after_redis_loses_the_queue(
    disposable_redis_server: RedisServer,
    managers: Managers,
    loss: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="mcp_agent.tasks.queue")
    started: list[str] = []

    async def work(job: JsonObject, responses: JsonObject, state: JsonObject | None, progress: Any) -> JsonObject:
        started.append(str(job["label"]))
        await asyncio.sleep(float(job["seconds"]))
        return {"content": []}

    one, two = await managers(work, concurrency=2), await managers(work, concurrency=2)
    one.start()
    two.start()
    # Under load: rounds running on both workers and more queued when Redis loses everything.
    for n in range(8):
        await create((one, two)[n % 2], f"before-{n}", 0.4)
    deadline = time.monotonic() + 5
    while len(started) < 4:
        assert time.monotonic() < deadline, f"the workers did not take the first tasks: {started}"
        await asyncio.sleep(0.02)
    count_before = recreated()

    if loss == "restart_empty":
        disposable_redis_server.stop()
        disposable_redis_server.start()  # no persistence: it comes back empty, on the same port
    else:
        with sync_redis.Redis.from_url(disposable_redis_server.url) as operator:
            operator.flushall()

    after = [await create((one, two)[n % 2], f"after-{n}", 0.1) for n in range(6)]
    deadline = time.monotonic() + 8
    while (now := await statuses(one, after)) != ["completed"] * len(after):
        assert time.monotonic() < deadline, f"tasks accepted after Redis lost the queue never ran: {now}, ran {started}"
        await asyncio.sleep(0.05)

    # Said once, by the instance whose XGROUP CREATE won; the other found the group already there.
    assert recreated() - count_before == 1
    said = [record for record in caplog.records if record.getMessage().startswith("task queue recreated")]
    assert len(said) == 1 and said[0].levelno == logging.WARNING, [record.getMessage() for record in caplog.records]
    assert "tasks queued before were lost by Redis" in said[0].getMessage()
    # The rounds that were running lost their records with Redis: dropped, not failed as worker errors.
    errors = [
        record.getMessage()
        for record in caplog.records
        if record.levelno >= logging.ERROR and record.name.startswith("mcp_agent")
    ]
    assert errors == [], errors


async def test_a_lost_workers_tasks_are_taken_over_within_a_lease_under_a_steady_backlog(
    disposable_redis_server: RedisServer,
    managers: Managers,
) -> None:
    lost_count, backlog_count, concurrency, seconds = 4, 80, 4, 0.2  # the backlog lasts 4 s on the live worker
    started: dict[str, float] = {}
    running = most = 0

    async def work(job: JsonObject, responses: JsonObject, state: JsonObject | None, progress: Any) -> JsonObject:
        nonlocal running, most
        started[str(job["label"])] = time.monotonic()
        running += 1
        most = max(most, running)
        try:
            await asyncio.sleep(float(job["seconds"]))
        finally:
            running -= 1
        return {"content": []}

    front = await managers(work, embedded_worker=False)  # accepts tasks and runs none (serve --no-worker)
    for n in range(lost_count):
        await create(front, f"lost-{n}", 0.0)
    # The worker that is killed: it takes these, then never renews their leases again.
    killed = RedisWorkQueue(disposable_redis_server.url, lease_seconds=LEASE)
    try:
        await killed.start()
        assert len(await killed.take("killed-worker", lost_count, 1.0)) == lost_count
    finally:
        await killed.aclose()
    last_renewal = time.monotonic()
    for n in range(backlog_count):
        await create(front, f"backlog-{n}", seconds)
    live = await managers(work, concurrency=concurrency)
    live.start()

    # A lease after the last renewal the tasks are lapsed; the next reclaim is due within an interval
    # and gets a slot once one running round ends.
    deadline = last_renewal + LEASE + RECLAIM_INTERVAL + seconds + 0.75
    lost = {f"lost-{n}" for n in range(lost_count)}
    while not lost <= started.keys() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    backlog_started = sum(label.startswith("backlog-") for label in started)
    assert lost <= started.keys(), (
        f"lost tasks still waiting {time.monotonic() - last_renewal:.2f} s after their last renewal (lease {LEASE} s), "
        f"behind the backlog ({backlog_started} of {backlog_count} started): {sorted(lost - started.keys())}"
    )
    assert backlog_started < backlog_count, "the backlog ran out first: not a test of a steady backlog"
    assert max(started[label] for label in lost) - last_renewal >= LEASE  # taken over, not read as new work
    assert most <= concurrency, f"{most} rounds ran at once on a worker of concurrency {concurrency}"


async def test_a_drain_while_rounds_are_being_admitted_runs_or_hands_back_each_of_them(
    disposable_redis_server: RedisServer,
) -> None:
    # SIGTERM lands while the worker is still admitting the batch it has just read (a tenant limit makes each
    # admission a round trip), and each round of the batch lasts a little longer than the one before: every
    # round either runs to its end on the draining worker or is handed back unstarted and run at once by the
    # next one, each exactly once. None is cut off after its start ("stopped (drained)"), none waits out a lease.
    lease, count, url = 8.0, 12, disposable_redis_server.url
    runs: dict[str, int] = {}
    first_run = asyncio.Event()

    async def work(job: JsonObject, responses: JsonObject, state: JsonObject | None, progress: Any) -> JsonObject:
        label = str(job["label"])
        runs[label] = runs.get(label, 0) + 1
        first_run.set()
        await asyncio.sleep(float(job["seconds"]))
        return {"content": [{"type": "text", "text": label}]}

    built: list[tuple[TaskManager, RedisWorkQueue, RedisStore]] = []

    def instance(**settings: Any) -> TaskManager:
        store, queue = RedisStore(url), RedisWorkQueue(url, lease_seconds=lease)
        log = RedisTaskLog(queue, queue.keys, max_record_turns=None, max_record_bytes=None, publishes=False)
        task_settings = TaskSettings(lease_seconds=lease, tenant_limit=count, drain_seconds=5.0, **settings)
        manager = TaskManager(
            store, HandleCodec(Sealer([SEALING_KEY])), InProcessChangeBus(), task_settings,
            queue=queue, invoke=work, retry_safe=lambda tool: False, log=log,
        )  # fmt: skip
        built.append((manager, queue, store))
        return manager

    try:
        front = instance(embedded_worker=False)
        task_ids = [await create(front, f"round-{n}", 0.05 + 0.02 * n) for n in range(count)]
        stopping = instance()
        stopping.start()
        await first_run.wait()  # its first round runs: the reader is admitting the rest of the batch
        await stopping.aclose()  # the drain of SIGTERM
        drained_at = time.monotonic()
        instance().start()  # the instance that replaces it
        while set(await statuses(front, task_ids)) != {"completed"} and time.monotonic() - drained_at < lease / 2:
            await asyncio.sleep(0.05)
        ended = [await front.get(OWNER, task_id) for task_id in task_ids]
        assert [task["status"] for task in ended] == ["completed"] * count, (
            f"{lease / 2} s after the drain: {[(task['status'], task.get('statusMessage')) for task in ended]}"
        )
        assert runs == {f"round-{n}": 1 for n in range(count)}, runs
    finally:
        for manager, queue, store in built:
            await manager.aclose()
            await queue.aclose()
            await store.aclose()
