"""The shared work queues, Redis Streams and PostgreSQL ``SKIP LOCKED``, against one contract: a round goes to
one consumer, in order; a waiting take wakes when work arrives; the owner alone renews its lease; a lapsed lease
is reclaimed by one other consumer and the late owner can neither renew nor hand it back; a hand-back is taken
again at once, marked; a tenant runs at most its limit; dead letters are kept and counted. (The memory queue
serves one process, where no lease can lapse: tasks/queue.py.)"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import pytest

from mcp_agent.backends.postgres.queue import PostgresWorkQueue
from mcp_agent.backends.redis import RedisWorkQueue
from mcp_agent.tasks import WorkQueue
from mcp_agent.tasks.queue import Job
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration


@pytest.fixture(params=["redis", "postgres"])
async def queues(request: pytest.FixtureRequest) -> AsyncIterator[list[WorkQueue]]:
    """Two consumers' queues (two processes) on one backend, with a lease of 0.5 s."""
    if request.param == "redis":
        server: RedisServer = request.getfixturevalue("redis_server")
        prefix = f"test-{uuid.uuid4().hex}"
        made: list[WorkQueue] = [RedisWorkQueue(server.url, lease_seconds=0.5, key_prefix=prefix) for _ in range(2)]
    else:
        database: TestDatabase = request.getfixturevalue("postgres_database")
        schema = f"test_{uuid.uuid4().hex}"
        made = [PostgresWorkQueue(database.url, schema=schema, lease_seconds=0.5) for _ in range(2)]
    for queue in made:
        await queue.start()
    yield made
    for queue in made:
        await queue.aclose()


def job(n: int, tenant: str = "acme") -> Job:
    return Job(tenant, f"record-{n}", 1, f"token-{n}")


async def test_each_round_goes_to_one_consumer_in_order(queues: list[WorkQueue]) -> None:
    a, b = queues
    for n in range(10):
        await a.enqueue(job(n))
    taken = await asyncio.gather(*(q.take(f"c{i}", 3, 0.1) for i, q in enumerate((a, b, a, b))))
    records = [d.job.record for batch in taken for d in batch]
    assert sorted(records) == sorted(f"record-{n}" for n in range(10)), "each once, none twice"
    assert all(not d.redelivered for batch in taken for d in batch)
    first = taken[0]
    assert [d.job.record for d in first] == sorted(d.job.record for d in first)


async def test_a_waiting_take_wakes_when_work_arrives(queues: list[WorkQueue]) -> None:
    a, b = queues
    await b.take("warm", 1, 0.01)  # b listens from now on
    loop = asyncio.get_running_loop()
    started = loop.time()
    waiting = asyncio.create_task(b.take("c", 1, 5.0))
    await asyncio.sleep(0.2)
    await a.enqueue(job(1))
    (delivery,) = await waiting
    assert delivery.job == job(1)
    assert loop.time() - started < 1.0, "woken by the notification, not the poll"


async def test_leases_renewals_reclaims_and_hand_backs(queues: list[WorkQueue]) -> None:
    a, b = queues
    await a.enqueue(job(1))
    (mine,) = await a.take("owner", 1, 1.0)
    assert await a.renew("owner", mine) is True
    assert await b.renew("thief", mine) is False, "only the owner renews"
    assert await b.reclaim("thief", 5) == [], "the lease still runs"
    await asyncio.sleep(0.7)
    (reclaimed,) = await b.reclaim("rescuer", 5)
    assert (reclaimed.id, reclaimed.redelivered) == (mine.id, True)
    assert await a.renew("owner", mine) is False, "the late owner lost it"
    assert await a.put_back("owner", mine, handed_back=True) is False
    assert await b.put_back("rescuer", reclaimed, handed_back=True) is True
    (again,) = await a.take("next", 1, 1.0)
    assert (again.job.record, again.job.handed_back, again.redelivered) == ("record-1", True, True)
    await a.finish(again)
    assert await b.take("anyone", 1, 0.1) == [] and await b.reclaim("anyone", 5) == []


async def test_a_tenant_runs_at_most_its_limit_and_dead_letters_are_counted(queues: list[WorkQueue]) -> None:
    a, b = queues
    for n in range(3):
        await a.enqueue(job(n))
    deliveries = await a.take("c", 3, 1.0)
    admitted = await asyncio.gather(*(q.admit(d, 2) for q, d in zip((a, b, a), deliveries, strict=True)))
    assert sorted(admitted) == [False, True, True]
    assert await a.admit(deliveries[admitted.index(True)], 2) is True, "a running round is admitted again"
    await a.finish(deliveries[admitted.index(True)])
    assert await b.admit(deliveries[admitted.index(False)], 2) is True, "a finished round frees its slot"
    before = await a.dead_letter_count()
    await a.dead_letter(deliveries[0], "attempts exhausted")
    assert await b.dead_letter_count() == before + 1
