"""The ``PortableStore`` contract (state/portable.py): entries move between any two stores exactly.

Every test runs for each (source, target) pair of memory, Redis and PostgreSQL: what the target answers after an
import is what the source would have answered, re-sends and replays included.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable

import pytest

from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import ClaimStatus, MemoryStore, RecordNotFound, new_record_id
from mcp_agent.state.portable import Entry, IdempotencyEntry, Imported, PortableStore, RecordEntry
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer

TENANT = "tenant-a"
TTL = 60.0
KINDS = ("memory", "redis", "postgres")
PAIRS = [pytest.param(s, t, id=f"{s}-to-{t}", marks=pytest.mark.integration) for s in KINDS for t in KINDS]

Store = MemoryStore | RedisStore | PostgresStore
MakeStore = Callable[[str], Store]


@pytest.fixture
async def make_store(redis_server: RedisServer, request: pytest.FixtureRequest) -> AsyncIterator[MakeStore]:
    made: list[Store] = []

    def make(kind: str) -> Store:
        store: Store
        if kind == "memory":
            store = MemoryStore()
        elif kind == "redis":
            store = RedisStore(redis_server.url, key_prefix=f"t{uuid.uuid4().hex}")
        else:  # a schema of its own: a store that starts empty
            database: TestDatabase = request.getfixturevalue("postgres_database")
            store = PostgresStore(database.url, schema=f"test_{uuid.uuid4().hex}")
        made.append(store)
        return store

    yield make
    for store in made:
        await store.aclose()


async def _all_entries(store: PortableStore, page: int = 3) -> list[Entry]:
    entries: list[Entry] = []
    cursor: str | None = None
    while True:
        found, cursor = await store.scan_entries(cursor, page)
        entries.extend(found)
        if cursor is None:
            return entries


@pytest.mark.parametrize(("source_kind", "target_kind"), PAIRS)
async def test_a_copied_entry_answers_as_the_original(
    make_store: MakeStore, source_kind: str, target_kind: str
) -> None:
    source, target = make_store(source_kind), make_store(target_kind)
    record = new_record_id()
    assert await source.create_if_absent(TENANT, record, TTL, attempt_token="create-1")
    first = await source.append_if_version(TENANT, record, 0, {"n": 0}, TTL, "key-0", "try-0")
    for n in range(1, 20):  # more appends than attempt markers are kept
        await source.append_if_version(TENANT, record, n, {"n": n}, TTL, None, f"try-{n}")
    claim = await source.claim_idempotency(TENANT, "call-1", "fp", 30.0, TTL, token="owner-1")
    done = await source.claim_idempotency(TENANT, "call-2", "fp", 30.0, TTL, token="owner-2")
    assert claim.status is done.status is ClaimStatus.NEW
    assert await source.complete_idempotency(TENANT, "call-2", "owner-2", {"ok": True}, TTL)

    entries = await _all_entries(source)
    assert sorted((e.kind, e.key) for e in entries) == [
        ("idempotency", "call-1"),
        ("idempotency", "call-2"),
        ("record", record),
    ]
    for entry in entries:
        assert await target.import_entry(entry) is Imported.WRITTEN
        assert await target.export_entry(entry.kind, TENANT, entry.key) is not None

    window = await target.read_window(TENANT, record, max_turns=100)
    assert (window.version, window.turns[-1]) == (20, {"n": 19})
    # The idempotency key of the first append and the latest attempt token replay on the target.
    replay = await target.append_if_version(TENANT, record, 20, {"n": "again"}, TTL, "key-0")
    assert (replay.replayed, replay.version, replay.index, replay.turn) == (True, first.version, 0, {"n": 0})
    resend = await target.append_if_version(TENANT, record, 19, {"n": 19}, TTL, None, "try-19")
    assert (resend.replayed, resend.version) == (True, 20)
    assert await target.create_if_absent(TENANT, record, TTL, attempt_token="create-1")
    # The claim in progress is still owner-1's (a lease, not a free key); the completed one replays.
    other = await target.claim_idempotency(TENANT, "call-1", "fp", 30.0, TTL, token="someone")
    assert other.status is ClaimStatus.IN_PROGRESS
    assert await target.complete_idempotency(TENANT, "call-1", "owner-1", {"late": 1}, TTL)
    replayed = await target.claim_idempotency(TENANT, "call-2", "fp", 30.0, TTL)
    assert (replayed.status, replayed.result) == (ClaimStatus.COMPLETED, {"ok": True})
    # Remaining TTLs travel (not reset to anything of the target's).
    copied = await target.export_entry("record", TENANT, record)
    assert copied is not None and 55_000 < copied.ttl_ms <= 60_000


@pytest.mark.parametrize(("source_kind", "target_kind"), PAIRS)
async def test_an_import_never_moves_the_target_backwards(
    make_store: MakeStore, source_kind: str, target_kind: str
) -> None:
    source, target = make_store(source_kind), make_store(target_kind)
    record = new_record_id()
    await source.create_if_absent(TENANT, record, TTL)
    await source.append_if_version(TENANT, record, 0, {"n": 0}, TTL)
    older = await source.export_entry("record", TENANT, record)
    await source.append_if_version(TENANT, record, 1, {"n": 1}, TTL)
    newer = await source.export_entry("record", TENANT, record)
    assert isinstance(older, RecordEntry) and isinstance(newer, RecordEntry)

    assert await target.import_entry(newer) is Imported.WRITTEN
    assert await target.import_entry(older) is Imported.KEPT
    assert await target.import_entry(older, overwrite=True) is Imported.KEPT
    assert await target.import_entry(newer) is Imported.KEPT  # same revision: a copy leaves it alone
    assert await target.import_entry(newer, overwrite=True) is Imported.WRITTEN
    assert (await target.read_window(TENANT, record, max_turns=5)).version == 2

    claimed = IdempotencyEntry(TENANT, "k", "fp", ttl_ms=60_000, token="a", lease_ms=30_000)
    completed = IdempotencyEntry(TENANT, "k", "fp", ttl_ms=60_000, result=b'{"r":1}', completed_by="a")
    assert await target.import_entry(completed) is Imported.WRITTEN
    assert await target.import_entry(claimed, overwrite=True) is Imported.KEPT
    await target.remove_entry("idempotency", TENANT, "k")
    assert await target.export_entry("idempotency", TENANT, "k") is None
    await target.remove_entry("record", TENANT, record)
    with pytest.raises(RecordNotFound):
        await target.read_window(TENANT, record, max_turns=5)


@pytest.mark.parametrize("kind", [pytest.param(k, marks=pytest.mark.integration) for k in KINDS])
async def test_a_scan_resumes_from_its_cursor_and_skips_expired_entries(make_store: MakeStore, kind: str) -> None:
    store = make_store(kind)
    ids = {new_record_id() for _ in range(25)}
    for record in ids:
        await store.create_if_absent(TENANT, record, TTL)
    await store.import_entry(RecordEntry(TENANT, "gone", (), ttl_ms=1))
    await asyncio.sleep(0.01)
    first, cursor = await store.scan_entries(None, 5)
    rest: list[Entry] = []
    while cursor is not None:  # a cursor is a plain string: a copy killed here continues from it
        page, cursor = await store.scan_entries(str(cursor), 5)
        rest.extend(page)
    assert {e.key for e in first + rest} == ids
    assert await store.count_entries() in (None, *range(25, 10_000))
