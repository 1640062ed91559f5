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
