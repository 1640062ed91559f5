"""The ``migrating`` store, bus and queue between two real stores (memory -> Redis, Redis -> Redis, Redis
<-> PostgreSQL):
what each mode answers, what the other side gets, and how divergences are found, counted and repaired."""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx2 as httpx
import orjson
import pytest
from prometheus_client import REGISTRY
from pydantic import SecretStr

from mcp_agent import Settings, create_app
from mcp_agent.backends import Backend, backend_problems, build_backend, prepare_backends, shares_state
from mcp_agent.backends.migrating.backend import migrating_backend
from mcp_agent.backends.migrating.bus import MigratingBus
from mcp_agent.backends.migrating.copy import copy_entries, verify_entries
from mcp_agent.backends.migrating.plan import Mode, Plan, key_point
from mcp_agent.backends.migrating.queue import MigratingQueue
from mcp_agent.backends.migrating.store import CONFIRM_AFTER_SECONDS, MigratingStore
from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.bus import Change, InProcessChangeBus
from mcp_agent.state import AppendResult, ClaimStatus, MemoryStore, VersionConflict, new_record_id
from mcp_agent.state.portable import RecordEntry
from mcp_agent.tasks import Job, MemoryWorkQueue
from tests.support.migration_app import build_server
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer
from tests.support.requests import BASE_URL, body, headers_for

pytestmark = pytest.mark.integration  # a real redis-server, the machine's PostgreSQL

TENANT = "tenant-m"
TTL = 60.0
Store = MemoryStore | RedisStore | PostgresStore
Pair = Callable[[], Awaitable[tuple[Store, Store]]]


def divergences(kind: str, found_by: str) -> float:
    return (
        REGISTRY.get_sample_value("mcp_agent_migration_divergences_total", {"kind": kind, "found_by": found_by}) or 0.0
    )


def reads(side: str) -> float:
    return REGISTRY.get_sample_value("mcp_agent_migration_reads_total", {"side": side}) or 0.0


@pytest.fixture(params=["memory-to-redis", "redis-to-redis", "redis-to-postgres", "postgres-to-redis"])
async def pair(request: pytest.FixtureRequest, redis_server: RedisServer) -> AsyncIterator[tuple[Store, Store]]:
    def make(kind: str, prefix: str) -> Store:
        if kind == "memory":
            return MemoryStore()
        if kind == "redis":
            return RedisStore(redis_server.url, key_prefix=f"{prefix}{uuid.uuid4().hex}")
        database: TestDatabase = request.getfixturevalue("postgres_database")
        return PostgresStore(database.url, schema=f"{prefix}{uuid.uuid4().hex}")  # a schema of its own: empty

    old_kind, _, new_kind = request.param.partition("-to-")
    old, new = make(old_kind, "a"), make(new_kind, "b")
    yield old, new
    await old.aclose()
    await new.aclose()


def migrating(old: Store, new: Store, mode: Mode, fraction: float = 1.0, kinds: tuple[str, ...] = ()) -> MigratingStore:
    return MigratingStore(old, new, Plan.of(mode, fraction, kinds))


async def append(store: MigratingStore | Store, record: str, n: int, key: str | None = None) -> None:
    version = (await store.read_window(TENANT, record, 1)).version
    await store.append_if_version(TENANT, record, version, {"n": n}, TTL, key)


async def test_dual_write_gives_the_new_store_every_write_at_the_old_stores_version(pair: tuple[Store, Store]) -> None:
    old, new = pair
    before = new_record_id()  # written before the migration: only the old store has it
    await old.create_if_absent(TENANT, before, TTL)
    for n in range(3):
        await append(old, before, n)
    store = migrating(old, new, "dual-write")
    missing = divergences("missing", "mirror")

    await append(store, before, 3)  # the new store lacked it: found, counted, copied whole
    assert divergences("missing", "mirror") == missing + 1
    record = new_record_id()
    assert await store.create_if_absent(TENANT, record, TTL)
    for n in range(4):
        await append(store, record, n, key=f"k{n}")
    claim = await store.claim_idempotency(TENANT, "call", "fp", 30.0, TTL)
    assert claim.token is not None
    assert await store.complete_idempotency(TENANT, "call", claim.token, {"ok": 1}, TTL)
    assert divergences("missing", "mirror") == missing + 1  # everything since agreed

    for record_id in (before, record):
        assert (await new.read_window(TENANT, record_id, 10)).turns == (
            await old.read_window(TENANT, record_id, 10)
        ).turns
    # The new store replays as the old one would: the idempotency key of an earlier append, the completed call.
    replay = await new.append_if_version(TENANT, record, 0, {"n": "again"}, TTL, "k1")
    assert (replay.replayed, replay.version, replay.turn) == (True, 2, {"n": 1})
    done = await new.claim_idempotency(TENANT, "call", "fp", 30.0, TTL)
    assert (done.status, done.result) == (ClaimStatus.COMPLETED, {"ok": 1})
    assert (await verify_entries(old, new)).diverged == 0


async def test_shadow_read_answers_from_the_old_store_and_counts_each_divergence(
    pair: tuple[Store, Store], caplog: pytest.LogCaptureFixture
) -> None:
    old, new = pair
    store = migrating(old, new, "shadow-read")
    missing, version, value = (divergences(k, "shadow") for k in ("missing", "version", "value"))
    only_old, behind, other = new_record_id(), new_record_id(), new_record_id()
    for record in (only_old, behind, other):
        await old.create_if_absent(TENANT, record, TTL)
        await append(old, record, 1)
    await new.import_entry(RecordEntry(TENANT, behind, (), ttl_ms=60_000))
    await new.import_entry(RecordEntry(TENANT, other, (b'{"secret":"x"}',), ttl_ms=60_000))

    with caplog.at_level(logging.WARNING, logger="mcp_agent.migration"):
        for record in (only_old, behind, other):
            assert (await store.read_window(TENANT, record, 5)).turns == [{"n": 1}]
        await asyncio.sleep(CONFIRM_AFTER_SECONDS + 0.2)  # each is confirmed off the request's path
    assert (divergences("missing", "shadow"), divergences("version", "shadow"), divergences("value", "shadow")) == (
        missing + 1,
        version + 1,
        value + 1,
    )
    logged = [(r.divergence, r.key) for r in caplog.records]  # type: ignore[attr-defined]
    assert sorted(logged) == sorted([("missing", only_old), ("version", behind), ("value", other)])
    assert "secret" not in caplog.text  # the key and the kind, never a value


async def test_flip_reads_the_new_store_for_flipped_keys_only_and_falls_back_to_the_old(
    pair: tuple[Store, Store],
) -> None:
    old, new = pair
    records = [new_record_id() for _ in range(40)]
    for record in records:
        await old.create_if_absent(TENANT, record, TTL)
        await append(old, record, 0)
    copied = records[:30]
    for record in copied:
        entry = await old.export_entry("record", TENANT, record)
        assert entry is not None
        await new.import_entry(entry)
    store = migrating(old, new, "flip", fraction=0.5)
    flipped = {r for r in records if key_point(TENANT, r) < 0.5}
    assert 0 < len(flipped) < 40
    from_new, fallback, from_old = reads("new"), reads("fallback"), reads("old")
    for _ in range(2):  # the same answer twice: a key never flaps
        for record in records:
            assert (await store.read_window(TENANT, record, 5)).turns == [{"n": 0}]
    assert reads("new") - from_new == 2 * len(flipped & set(copied))
    assert reads("fallback") - fallback == 2 * len(flipped - set(copied))
    assert reads("old") - from_old == 2 * (40 - len(flipped))

    tasks_only = migrating(old, new, "flip", kinds=("task",))
    task = f"task:{new_record_id()}"
    await old.create_if_absent(TENANT, task, TTL)
    await tasks_only.append_if_version(TENANT, task, 0, {"status": "working"}, TTL)
    before = reads("new")
    await tasks_only.read_window(TENANT, task, 1)
    await tasks_only.read_window(TENANT, copied[0], 1)
    assert reads("new") == before + 1


async def test_a_write_the_new_store_already_holds_another_history_for_is_refused_not_lost(
    pair: tuple[Store, Store],
) -> None:
    """Between flip and done, an instance in done writes the new store first: its write wins, and an
    instance still in flip is told of a conflict instead of acknowledging a write the new store lacks."""
    old, new = pair
    flipping, done = migrating(old, new, "flip"), migrating(old, new, "done")
    record = new_record_id()
    await flipping.create_if_absent(TENANT, record, TTL)
    await append(flipping, record, 0)
    await append(done, record, 1)  # new decides, the old one follows
    await append(flipping, record, 2)  # reads the new store: on top of the done instance's turn
    assert (await old.read_window(TENANT, record, 10)).turns == [{"n": 0}, {"n": 1}, {"n": 2}]

    # The done instance's write reached the new store, not yet the old one; then a flip instance writes.
    await new.append_if_version(TENANT, record, 3, {"n": "done's"}, TTL)
    with pytest.raises(VersionConflict):
        await flipping.append_if_version(TENANT, record, 3, {"n": "flip's"}, TTL)
    expected = [{"n": 0}, {"n": 1}, {"n": 2}, {"n": "done's"}]
    assert (await old.read_window(TENANT, record, 10)).turns == expected
    assert (await new.read_window(TENANT, record, 10)).turns == expected

    # A call another instance claimed on the new store is in progress for this one too (no second run).
    await new.claim_idempotency(TENANT, "call", "fp", 30.0, TTL, token="done-instance")
    claim = await flipping.claim_idempotency(TENANT, "call", "fp", 30.0, TTL, token="flip-instance")
    assert claim.status is ClaimStatus.IN_PROGRESS


class PausedAfterAppend(MemoryStore):
    """A memory store that, once asked, holds its next append's answer until told to go on: another
    instance's whole write runs in between (what a loaded machine does now and then)."""

    def __init__(self) -> None:
        super().__init__()
        self.pause = False
        self.appended, self.resume = asyncio.Event(), asyncio.Event()

    async def append_if_version(self, *args: Any, **kwargs: Any) -> AppendResult:
        result = await super().append_if_version(*args, **kwargs)
        if self.pause:
            self.pause = False
            self.appended.set()
            await self.resume.wait()
        return result


async def test_a_flip_write_overtaken_by_a_done_instance_between_its_two_sides_is_refused() -> None:
    """Between flip and done: a flip instance decides an approval on the old store; before it mirrors, a done
    instance decides it otherwise on the new store and settles the old one in its favour. The flip
    instance must not acknowledge its decision too (under load on PostgreSQL: an approval decided twice)."""
    old, new = PausedAfterAppend(), MemoryStore()
    flipping, done = migrating(old, new, "flip"), migrating(old, new, "done")
    record = new_record_id()
    await flipping.create_if_absent(TENANT, record, TTL)
    old.pause = True
    first = asyncio.create_task(flipping.append_if_version(TENANT, record, 0, {"verdict": "yes"}, TTL))
    await old.appended.wait()  # "yes" is in the old store, not yet mirrored
    second = await done.append_if_version(TENANT, record, 0, {"verdict": "no"}, TTL)
    assert second.turn == {"verdict": "no"}
    old.resume.set()
    with pytest.raises(VersionConflict):
        await first
    for store in (old, new):
        assert (await store.read_window(TENANT, record, 10)).turns == [{"verdict": "no"}]


async def test_reverting_from_done_loses_nothing(pair: tuple[Store, Store]) -> None:
    old, new = pair
    done = migrating(old, new, "done")
    record = new_record_id()
    await done.create_if_absent(TENANT, record, TTL)
    for n in range(3):
        await append(done, record, n, key=f"k{n}")
    for mode in ("flip", "shadow-read", "dual-write"):
        reverted = migrating(old, new, mode)  # type: ignore[arg-type]
        assert (await reverted.read_window(TENANT, record, 10)).turns == [{"n": 0}, {"n": 1}, {"n": 2}]
    assert (await old.read_window(TENANT, record, 10)).version == 3  # and the old store alone has it too
    assert (await verify_entries(new, old)).diverged == 0


async def test_the_bus_publishes_on_both_sides_and_listens_on_its_home_side() -> None:
    old, new = InProcessChangeBus(), InProcessChangeBus()
    before, after = MigratingBus(home=old, other=new), MigratingBus(home=new, other=old)
    got: dict[str, list[Change]] = {"before": [], "after": [], "plain": []}
    await before.subscribe(TENANT, got["before"].append, lambda: None)
    await after.subscribe(TENANT, got["after"].append, lambda: None)
    await old.subscribe(TENANT, got["plain"].append, lambda: None)  # an instance not migrating yet
    change = Change("resource", uri="test://r", tenant=TENANT)
    await before.publish(change)
    await after.publish(change)
    await old.publish(change)
    # Each listener once per publish: no duplicates from the two buses, none missed across modes.
    assert got == {"before": [change] * 3, "after": [change] * 2, "plain": [change] * 3}


async def test_the_queue_takes_new_work_at_home_and_drains_the_other_side() -> None:
    old, new = MemoryWorkQueue(), MemoryWorkQueue()
    queue = MigratingQueue(home=new, other=old)
    await old.enqueue(Job(TENANT, "task:a", 1, "tok-a"))  # enqueued by an instance still on the old side
    await queue.enqueue(Job(TENANT, "task:b", 1, "tok-b"))
    first = await queue.take("worker", 10, 0.05)
    second = await queue.take("worker", 10, 0.05)
    assert [d.job.record for d in first + second] == ["task:a", "task:b"]  # the old side drained first
    for delivery in first + second:
        assert await queue.admit(delivery, 1)
        await queue.finish(delivery)  # routed to the side it came from
    assert await queue.take("worker", 10, 0.01) == []


def test_the_settings_wire_a_migration_and_name_what_is_wrong() -> None:
    base = {"store": "redis", "redis_url": "redis://127.0.0.1:7001/0"}
    other_server = build_backend(Settings(**base, migrate_from="redis://127.0.0.1:7002/0", migrate_mode="flip"))
    same_server = build_backend(Settings(**base, migrate_from="redis://127.0.0.1:7001/4", migrate_mode="done"))
    assert isinstance(other_server.store, MigratingStore) and isinstance(other_server.bus, MigratingBus)
    assert isinstance(other_server.queue, MigratingQueue)
    assert other_server.store.decider is other_server.store.old  # until done the old decides
    assert isinstance(same_server.store, MigratingStore) and same_server.store.decider is same_server.store.new
    assert not isinstance(same_server.bus, MigratingBus)  # one server: pub/sub reaches every database's listeners
    assert shares_state(Settings(**base, migrate_from="redis://127.0.0.1:7002/0"))

    def problems(**settings: Any) -> list[str]:
        return backend_problems(Settings(**{**base, **settings}))

    assert problems(migrate_from="redis://127.0.0.1:7002/0") == []
    assert problems(migrate_from="memory")[0].startswith("MCP_AGENT_MIGRATE_FROM: the memory store lives inside")
    assert "names no backend" in problems(migrate_from="mysql://db")[0]
    assert "nothing to move" in problems(migrate_from="redis://127.0.0.1:7001/0")[0]
    assert problems(migrate_from="redis://h:notaport/0")[0].startswith("MCP_AGENT_MIGRATE_FROM: ")
    on_postgres = {"store": "postgres", "postgres_url": "postgresql://postgres@127.0.0.1:5432/agents"}
    assert problems(**on_postgres, migrate_from="redis://127.0.0.1:7001/0") == []
    assert shares_state(Settings(**{**base, **on_postgres}, migrate_from="redis://127.0.0.1:7001/0"))
    assert "nothing to move" in problems(**on_postgres, migrate_from=on_postgres["postgres_url"])[0]
    assert problems(migrate_from="postgres://h:notaport/db")[0].startswith("MCP_AGENT_MIGRATE_FROM: ")


async def test_an_embedded_app_moves_its_memory_store_to_redis_step_by_step(
    disposable_redis_server: RedisServer,
) -> None:
    """The memory store cannot survive a restart, so an app that builds its backend moves it in-process: one
    app per step over the same memory backend, the conversation going on throughout, Redis alone at the end."""
    sealing = {"sealing_keys": [SecretStr("embedded-migration-sealing-key-0123456789")], "access_log": False}
    memory = build_backend(Settings(**sealing))
    redis_settings = Settings(**sealing, store="redis", redis_url=disposable_redis_server.url)
    conversation: str | None = None
    said: list[str] = []

    async def turn(backend: Backend, step: str) -> None:
        nonlocal conversation
        app = create_app(build_server(), Settings(**sealing), backend=backend)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as http:
            for n in range(3):
                arguments = {"say": f"{step}-{n}", "conversation": conversation}
                message = body("tools/call", {"name": "chat", "arguments": arguments})
                reply = (await http.post("/mcp", content=json.dumps(message), headers=headers_for(message))).json()
                told = json.loads(reply["result"]["content"][0]["text"])
                conversation = told["conversation"]
                said.append(f"{step}-{n}")
                assert told["turns"] == len(said)

    await turn(memory, "memory")
    idle = new_record_id()  # a record no step writes: only the copy brings it over
    await memory.store.create_if_absent(TENANT, idle, TTL)
    await memory.store.append_if_version(TENANT, idle, 0, {"idle": True}, TTL)
    for mode in ("dual-write", "copy", "shadow-read", "flip", "done"):
        redis = build_backend(redis_settings)
        if mode == "copy":
            assert isinstance(memory.store, MemoryStore) and isinstance(redis.store, RedisStore)
            copied = await copy_entries(memory.store, redis.store)
            assert (copied.copied, copied.kept) == (1, 1)  # the conversation came over on its first mirrored write
            mode = "shadow-read"
        await turn(migrating_backend(memory, redis, Plan.of(mode), one_bus=False), mode)  # type: ignore[arg-type]
        await redis.aclose()
    alone = build_backend(redis_settings)
    await turn(alone, "redis")
    store = alone.store
    assert isinstance(store, RedisStore)
    entries, _ = await store.scan_entries(None, 100)
    records = [e for e in entries if isinstance(e, RecordEntry) and e.version == len(said)]
    assert [orjson.loads(t)["said"] for t in records[0].turns] == said
    assert (await store.read_window(TENANT, idle, 5)).turns == [{"idle": True}]
    await alone.aclose()


async def test_the_settings_move_a_redis_deployment_to_postgresql_step_by_step(
    disposable_redis_server: RedisServer, postgres_database: TestDatabase
) -> None:
    """``MCP_AGENT_STORE=postgres`` with ``MCP_AGENT_MIGRATE_FROM=redis://…``: one app per step (a rolling
    restart each), the conversation going on throughout, a revert from done, then PostgreSQL alone."""
    sealing = {"sealing_keys": [SecretStr("postgres-migration-sealing-key-0123456789")], "access_log": False}
    redis_url = disposable_redis_server.url
    postgres = {**sealing, "store": "postgres", "postgres_url": postgres_database.url}
    postgres["postgres_schema"] = f"m{uuid.uuid4().hex}"
    conversation: str | None = None
    said: list[str] = []

    async def turn(settings: Settings, step: str) -> Backend:
        nonlocal conversation
        assert backend_problems(settings) == [] and await asyncio.to_thread(prepare_backends, settings) == []
        backend = build_backend(settings)
        app = create_app(build_server(), settings, backend=backend)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as http:
            for n in range(2):
                arguments = {"say": f"{step}-{n}", "conversation": conversation}
                message = body("tools/call", {"name": "chat", "arguments": arguments})
                reply = (await http.post("/mcp", content=json.dumps(message), headers=headers_for(message))).json()
                told = json.loads(reply["result"]["content"][0]["text"])
                conversation = told["conversation"]
                said.append(f"{step}-{n}")
                assert told["turns"] == len(said)  # nothing lost, nothing doubled
        return backend

    await (await turn(Settings(**sealing, store="redis", redis_url=redis_url), "redis")).aclose()
    for mode in ("dual-write", "copy", "shadow-read", "flip", "done", "dual-write", "done"):
        settings = Settings(**postgres, migrate_from=redis_url, migrate_mode="shadow-read" if mode == "copy" else mode)
        backend = await turn(settings, mode)
        store = backend.store
        assert isinstance(store, MigratingStore) and isinstance(store.new, PostgresStore)
        assert isinstance(store.old, RedisStore) and isinstance(backend.bus, MigratingBus)
        assert store.decider is (store.new if mode == "done" else store.old)
        if mode == "copy":
            copied = await copy_entries(store.old, store.new)
            assert copied.copied + copied.kept >= 1
        if mode in ("copy", "done"):
            assert (await verify_entries(store.old, store.new)).diverged == 0
        await backend.aclose()
    alone = await turn(Settings(**postgres), "postgres")
    assert isinstance(alone.store, PostgresStore)
    entries, cursor = await alone.store.scan_entries(None, 100)
    while cursor is not None:  # idempotency records first, then records
        page, cursor = await alone.store.scan_entries(cursor, 100)
        entries += page
    records = [e for e in entries if isinstance(e, RecordEntry) and e.version == len(said)]
    assert [orjson.loads(t)["said"] for t in records[0].turns] == said
    await alone.aclose()
