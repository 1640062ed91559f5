"""The PostgreSQL backend on the machine's real server (a database of this run's own, a schema per test):
the choice and its settings, the schema migrations, expiry, the change bus on LISTEN/NOTIFY, the task
queue on SKIP LOCKED, and the rate limiter. The store's contract is the kit's (tests/state/test_store_contract.py)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import asyncpg
import pytest

from mcp_agent import Change, InProcessChangeBus, Settings
from mcp_agent.backends import backend_problems, build_backend, shares_changes, shares_state
from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.postgres.bus import PostgresChangeBus
from mcp_agent.backends.postgres.connection import Database
from mcp_agent.backends.postgres.queue import PostgresWorkQueue
from mcp_agent.backends.postgres.rate_limit import PostgresRateLimiter
from mcp_agent.backends.postgres.schema import migrate, migrations
from mcp_agent.backends.redis import RedisChangeBus, RedisRateLimiter, RedisWorkQueue
from mcp_agent.state import RecordNotFound, new_record_id
from mcp_agent.tasks.queue import Job
from tests.support.bus import Recorder, eventually
from tests.support.postgres import TestDatabase


def new_schema() -> str:
    return f"test_{uuid.uuid4().hex}"


@pytest.fixture
def schema() -> str:
    return new_schema()


@pytest.mark.unit
async def test_postgres_brings_every_part_and_the_bus_and_queue_may_live_on_redis() -> None:
    settings = Settings(store="postgres", rate_limit_per_second=5)
    backend = build_backend(settings)
    assert isinstance(backend.store, PostgresStore) and isinstance(backend.bus, PostgresChangeBus)
    assert isinstance(backend.queue, PostgresWorkQueue) and isinstance(backend.rate_limiter, PostgresRateLimiter)
    assert shares_state(settings) and shares_changes(settings)
    await backend.aclose()

    mixed = Settings(store="postgres", bus="redis", queue="redis", rate_limit_per_second=5)
    backend = build_backend(mixed)
    assert isinstance(backend.store, PostgresStore) and isinstance(backend.bus, RedisChangeBus)
    assert isinstance(backend.queue, RedisWorkQueue) and isinstance(backend.rate_limiter, RedisRateLimiter)
    assert shares_state(mixed) and shares_changes(mixed)
    await backend.aclose()
    assert not shares_state(Settings(store="postgres", queue="memory"))
    assert isinstance(build_backend(Settings(store="postgres", bus="memory")).bus, InProcessChangeBus)


@pytest.mark.unit
def test_a_bad_postgres_url_or_schema_is_named_by_its_setting() -> None:
    assert backend_problems(Settings(store="postgres")) == []
    (problem,) = backend_problems(Settings(store="postgres", postgres_url="redis://h/0"))
    assert problem.startswith("MCP_AGENT_POSTGRES_URL: ") and "postgresql://" in problem
    (problem,) = backend_problems(Settings(bus="postgres", postgres_schema="Robert'); DROP"))
    assert problem.startswith("MCP_AGENT_POSTGRES_SCHEMA: ")


# -- schema and expiry ------------------------------------------------------------------------------


@pytest.mark.integration
async def test_migrations_apply_once_even_when_instances_start_together(
    postgres_database: TestDatabase, schema: str
) -> None:
    connections = [
        await asyncpg.connect(postgres_database.url, server_settings={"search_path": schema}) for _ in range(3)
    ]
    try:
        applied = await asyncio.gather(*(migrate(connection, schema) for connection in connections))
        versions = [migration.version for migration in migrations()]
        assert sorted(v for one in applied for v in one) == versions, "each version applied by exactly one"
        assert await migrate(connections[0], schema) == []
        rows = await connections[0].fetch("SELECT version FROM mcpa_schema_versions ORDER BY version")
        assert [row[0] for row in rows] == versions
    finally:
        for connection in connections:
            await connection.close()


@pytest.mark.integration
async def test_expired_rows_are_invisible_at_once_and_swept_in_bounded_batches(
    postgres_database: TestDatabase, schema: str
) -> None:
    store = PostgresStore(postgres_database.url, schema=schema, sweep_interval_seconds=3600)
    try:
        short = [new_record_id() for _ in range(5)]
        for record_id in short:
            await store.create_if_absent("acme", record_id, 0.2)
            await store.append_if_version("acme", record_id, 0, {"n": 0}, 0.2)
        kept = new_record_id()
        await store.create_if_absent("acme", kept, 60)
        await store.claim_idempotency("acme", "k", "fp", 0.1, 0.2)
        await asyncio.sleep(0.3)
        with pytest.raises(RecordNotFound):
            await store.read_window("acme", short[0], 5)

        store.sweeper.batch = 2
        assert await store.sweeper.sweep_once() == 6  # 5 records (3 batches) and the claim
        count = "SELECT (SELECT count(*) FROM mcpa_records), (SELECT count(*) FROM mcpa_turns), (SELECT count(*) FROM mcpa_idempotency)"
        records, turns, claims = await store.database.run(lambda connection: connection.fetchrow(count))
        assert (records, turns, claims) == (1, 0, 0), "a record's turns go with it"
        assert (await store.read_window("acme", kept, 5)).version == 0
    finally:
        await store.aclose()


# -- the change bus -----------------------------------------------------------------------------------


@pytest.fixture
async def make_bus(postgres_database: TestDatabase, schema: str) -> AsyncIterator[object]:
    buses: list[PostgresChangeBus] = []

    async def make(**options: object) -> PostgresChangeBus:
        bus = PostgresChangeBus(postgres_database.url, schema=schema, **options)  # type: ignore[arg-type]
        buses.append(bus)
        await bus.start()
        await eventually(lambda: bus.available)
        return bus

    yield make
    for bus in buses:
        await bus.aclose()


@pytest.mark.integration
async def test_a_change_reaches_the_other_instance_once_and_only_its_tenant(make_bus: object) -> None:
    listening, publishing = await make_bus(), await make_bus()  # type: ignore[operator]
    acme, globex = Recorder(), Recorder()
    await listening.subscribe("acme", acme.deliver, acme.interrupted)
    await listening.subscribe("globex", globex.deliver, globex.interrupted)
    await publishing.publish(Change("resource", uri="conversation://1", tenant="acme"))
    await acme.next()
    await publishing.publish(Change("tools"))
    await globex.next()
    await acme.next()
    # Past NOTIFY's 8000-byte limit: the notification names a row, and the listener reads it.
    detail = {"status": "working", "statusMessage": "x" * 20_000}
    await publishing.publish(Change("task", tenant="acme", task="t-1", detail=detail))
    await acme.next()
    await asyncio.sleep(0.2)
    assert acme.changes == [
        Change("resource", uri="conversation://1", tenant="acme"),
        Change("tools"),
        Change("task", tenant="acme", task="t-1", detail=detail),
    ]
    assert globex.changes == [Change("tools")], "a tenant never receives another tenant's changes"


@pytest.mark.integration
async def test_a_lost_connection_interrupts_the_streams_then_listens_again_to_every_tenant(
    make_bus: object, postgres_database: TestDatabase
) -> None:
    listening = await make_bus(health_check_seconds=0.2, backoff_max_seconds=0.2)  # type: ignore[operator]
    publishing = await make_bus()  # type: ignore[operator]
    acme = Recorder()
    await listening.subscribe("acme", acme.deliver, acme.interrupted)
    admin = await asyncpg.connect(postgres_database.url)
    try:
        pid = listening._listener.get_server_pid()  # noqa: SLF001
        await admin.execute("SELECT pg_terminate_backend($1)", pid)
    finally:
        await admin.close()
    await eventually(lambda: acme.interruptions == 1)
    await eventually(lambda: listening.available)
    assert listening.reconnects == 1
    # The instance's tenant channel is listened to again without a new subscribe.
    await publishing.publish(Change("resource", uri="conversation://2", tenant="acme"))
    await eventually(lambda: Change("resource", uri="conversation://2", tenant="acme") in acme.changes)


# -- the task queue --------------------------------------------------------------------------------------


@pytest.fixture
async def queues(postgres_database: TestDatabase, schema: str) -> AsyncIterator[list[PostgresWorkQueue]]:
    made = [PostgresWorkQueue(postgres_database.url, schema=schema, lease_seconds=0.5) for _ in range(2)]
    for queue in made:
        await queue.start()
    yield made
    for queue in made:
        await queue.aclose()


def job(n: int, tenant: str = "acme") -> Job:
    return Job(tenant, f"record-{n}", 1, f"token-{n}")


@pytest.mark.integration
async def test_each_round_goes_to_one_consumer_in_order(queues: list[PostgresWorkQueue]) -> None:
    a, b = queues
    for n in range(10):
        await a.enqueue(job(n))
    taken = await asyncio.gather(*(q.take(f"c{i}", 3, 0.1) for i, q in enumerate((a, b, a, b))))
    records = [d.job.record for batch in taken for d in batch]
    assert sorted(records) == sorted(f"record-{n}" for n in range(10)), "each once, none twice"
    assert all(not d.redelivered for batch in taken for d in batch)
    first = taken[0]
    assert [d.job.record for d in first] == sorted(d.job.record for d in first)


@pytest.mark.integration
async def test_a_waiting_take_wakes_when_work_arrives(queues: list[PostgresWorkQueue]) -> None:
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


@pytest.mark.integration
async def test_leases_renewals_reclaims_and_hand_backs(queues: list[PostgresWorkQueue]) -> None:
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


@pytest.mark.integration
async def test_a_tenant_runs_at_most_its_limit_and_dead_letters_are_counted(queues: list[PostgresWorkQueue]) -> None:
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


# -- the rate limiter ----------------------------------------------------------------------------------------


@pytest.mark.integration
async def test_two_instances_share_one_bucket_per_tenant(postgres_database: TestDatabase, schema: str) -> None:
    limiters = [PostgresRateLimiter(postgres_database.url, 1.0, 5, schema=schema) for _ in range(2)]
    try:
        answers = await asyncio.gather(*(limiters[n % 2].acquire("acme") for n in range(12)))
        assert sum(answer is None for answer in answers) == 5
        assert all(0 < wait <= 1.0 for wait in answers if wait is not None)
        assert await limiters[0].acquire("globex") is None, "tenants have buckets of their own"
    finally:
        for limiter in limiters:
            await limiter.aclose()


@pytest.mark.integration
async def test_the_limiter_fails_open_when_postgres_is_unreachable(caplog: pytest.LogCaptureFixture) -> None:
    limiter = PostgresRateLimiter("postgresql://postgres@127.0.0.1:1/none", 1.0, 1, timeout_seconds=0.5)
    try:
        assert [await limiter.acquire("acme") for _ in range(3)] == [None, None, None]
        assert sum("rate limit unavailable" in r.getMessage() for r in caplog.records) == 1
    finally:
        await limiter.aclose()


@pytest.mark.integration
async def test_an_exhausted_pool_is_unavailable_within_its_timeout(
    postgres_database: TestDatabase, schema: str
) -> None:
    from mcp_agent.state import StoreUnavailable

    database = Database(postgres_database.url, schema=schema, timeout_seconds=0.5, pool_size=1)
    try:
        pool = await database.pool()
        held = await pool.acquire()  # a call in flight holds the only connection
        started = asyncio.get_running_loop().time()
        with pytest.raises(StoreUnavailable, match="no free PostgreSQL connection"):
            await database.run(lambda connection: connection.fetchval("SELECT 1"))
        assert asyncio.get_running_loop().time() - started < 1.0
        await pool.release(held)
        assert await database.run(lambda connection: connection.fetchval("SELECT 1")) == 1
    finally:
        await database.aclose()
