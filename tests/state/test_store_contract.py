"""One contract, two implementations: every test here runs on MemoryStore and RedisStore."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
import pytest

from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import (
    AppendResult,
    Claim,
    ClaimStatus,
    MemoryStore,
    RecordFull,
    RecordNotFound,
    SessionStore,
    StoreUnavailable,
    VersionConflict,
    new_record_id,
)
from tests.state.conftest import CappedStore
from tests.state.fake_clock import Elapse, FakeClock
from tests.support.redis_server import RedisServer

# Every test taking ``store`` runs twice: unit on MemoryStore, integration on Redis (see conftest.py).
# Time passes through ``elapse``: MemoryStore's injected clock jumps, Redis really waits, so the
# short TTLs below bound how long the Redis runs take.
TTL = 60.0
SHORT_TTL = 0.5
PAST_SHORT_TTL = 0.6
TENANT = "tenant-a"


async def append_turns(store: SessionStore, record_id: str, count: int, tenant: str = TENANT) -> list[AppendResult]:
    results = []
    for n in range(count):
        window = await store.read_window(tenant, record_id, max_turns=1)
        results.append(await store.append_if_version(tenant, record_id, window.version, {"n": n}, TTL))
    return results


async def test_create_read_append_round_trip(store: SessionStore) -> None:
    record_id = new_record_id()
    assert await store.create_if_absent(TENANT, record_id, TTL) is True
    assert await store.create_if_absent(TENANT, record_id, TTL) is False

    empty = await store.read_window(TENANT, record_id, max_turns=10)
    assert (empty.turns, empty.version, empty.total_turns, empty.start, empty.next_cursor) == ([], 0, 0, 0, None)

    turn: dict[str, Any] = {"role": "user", "content": [{"type": "text", "text": "héllo"}], "n": 1.5, "ok": None}
    result = await store.append_if_version(TENANT, record_id, 0, turn, TTL)
    assert result == AppendResult(version=1, index=0, replayed=False)

    window = await store.read_window(TENANT, record_id, max_turns=10)
    assert (window.turns, window.version, window.total_turns, window.next_cursor) == ([turn], 1, 1, None)


async def test_create_does_not_reset_an_existing_record(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    await append_turns(store, record_id, 2)
    assert await store.create_if_absent(TENANT, record_id, TTL) is False
    assert (await store.read_window(TENANT, record_id, max_turns=5)).total_turns == 2


async def test_missing_record_is_not_found(store: SessionStore) -> None:
    with pytest.raises(RecordNotFound):
        await store.read_window(TENANT, "never-created", max_turns=5)
    with pytest.raises(RecordNotFound):
        await store.append_if_version(TENANT, "never-created", 0, {"n": 0}, TTL)


async def test_window_defaults_to_the_last_turns_and_pages_with_a_cursor(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    await append_turns(store, record_id, 7)

    def numbers(turns: list[dict[str, Any]]) -> list[int]:
        return [turn["n"] for turn in turns]

    latest = await store.read_window(TENANT, record_id, max_turns=3)
    assert (numbers(latest.turns), latest.start, latest.next_cursor, latest.total_turns) == ([4, 5, 6], 4, None, 7)

    pages = []
    cursor: int | None = 0
    while cursor is not None:
        page = await store.read_window(TENANT, record_id, max_turns=3, cursor=cursor)
        pages.append((page.start, numbers(page.turns), page.next_cursor))
        cursor = page.next_cursor
    assert pages == [(0, [0, 1, 2], 3), (3, [3, 4, 5], 6), (6, [6], None)]

    everything = await store.read_window(TENANT, record_id, max_turns=100)
    assert (numbers(everything.turns), everything.start, everything.next_cursor) == (list(range(7)), 0, None)
    for past_the_end in (7, 50):
        beyond = await store.read_window(TENANT, record_id, max_turns=3, cursor=past_the_end)
        assert (beyond.turns, beyond.start, beyond.next_cursor, beyond.version) == ([], 7, None, 7)


async def test_each_append_bumps_the_version_by_exactly_one(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    results = await append_turns(store, record_id, 5)
    assert [(r.version, r.index) for r in results] == [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)]


async def test_stale_version_conflicts_and_appends_nothing(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    await append_turns(store, record_id, 2)
    for stale in (0, 1, 3):
        with pytest.raises(VersionConflict) as conflict:
            await store.append_if_version(TENANT, record_id, stale, {"n": "stale"}, TTL)
        assert conflict.value.current_version == 2
    window = await store.read_window(TENANT, record_id, max_turns=10)
    assert (window.version, [t["n"] for t in window.turns]) == (2, [0, 1])


async def test_idempotent_append_replays_the_original_outcome(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    first = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
    assert first == AppendResult(version=1, index=0, replayed=False)
    await store.append_if_version(TENANT, record_id, 1, {"n": 1}, TTL, idempotency_key="req-2")

    # The retry carries the version it originally read, which has moved on since:
    # the replay check must come before the version check.
    retry = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
    assert retry == AppendResult(version=1, index=0, replayed=True)
    assert retry.turn == {"n": 0}

    with pytest.raises(VersionConflict):
        await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-3")
    window = await store.read_window(TENANT, record_id, max_turns=10)
    assert [t["n"] for t in window.turns] == [0, 1]


async def test_concurrent_read_append_loops_lose_nothing_and_leave_no_gaps(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    writers = 25

    async def append_with_retry(writer: int) -> AppendResult:
        while True:
            window = await store.read_window(TENANT, record_id, max_turns=1)
            await asyncio.sleep(0)  # let the others read the same version
            try:
                return await store.append_if_version(TENANT, record_id, window.version, {"writer": writer}, TTL)
            except VersionConflict:
                continue

    results = await asyncio.gather(*(append_with_retry(w) for w in range(writers)))
    assert sorted(r.version for r in results) == list(range(1, writers + 1))
    assert sorted(r.index for r in results) == list(range(writers))

    window = await store.read_window(TENANT, record_id, max_turns=writers)
    assert window.version == window.total_turns == writers
    assert sorted(t["writer"] for t in window.turns) == list(range(writers))
    by_index = {r.index: w for w, r in enumerate(results)}
    assert [t["writer"] for t in window.turns] == [by_index[i] for i in range(writers)]


async def test_record_expires_with_its_ttl_and_takes_its_append_markers_along(
    store: SessionStore, elapse: Elapse
) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, SHORT_TTL)
    await store.append_if_version(TENANT, record_id, 0, {"n": 0}, SHORT_TTL, idempotency_key="req-1")
    await elapse(PAST_SHORT_TTL)

    with pytest.raises(RecordNotFound):
        await store.read_window(TENANT, record_id, max_turns=5)
    with pytest.raises(RecordNotFound):
        await store.append_if_version(TENANT, record_id, 1, {"n": 1}, TTL, idempotency_key="req-1")

    assert await store.create_if_absent(TENANT, record_id, TTL) is True
    fresh = await store.append_if_version(TENANT, record_id, 0, {"n": "again"}, TTL, idempotency_key="req-1")
    assert fresh == AppendResult(version=1, index=0, replayed=False)


async def test_append_resets_the_ttl(store: SessionStore, elapse: Elapse) -> None:
    # 0.3 s of slack before the mid-way read, so a slow scheduler cannot fail the Redis run.
    ttl, step = 0.8, 0.5
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, ttl)
    await elapse(step)
    await store.append_if_version(TENANT, record_id, 0, {"n": 0}, ttl)
    await elapse(step)  # past the creation TTL, within the TTL the append reset
    assert (await store.read_window(TENANT, record_id, max_turns=5)).version == 1
    await elapse(step)  # past the append's TTL too
    with pytest.raises(RecordNotFound):
        await store.read_window(TENANT, record_id, max_turns=5)


async def test_tenants_cannot_reach_each_others_records(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent("tenant-a", record_id, TTL)
    await store.append_if_version("tenant-a", record_id, 0, {"secret": "a"}, TTL)

    with pytest.raises(RecordNotFound):
        await store.read_window("tenant-b", record_id, max_turns=5)
    with pytest.raises(RecordNotFound):
        await store.append_if_version("tenant-b", record_id, 1, {"evil": True}, TTL)
    assert await store.create_if_absent("tenant-b", record_id, TTL) is True
    assert (await store.read_window("tenant-b", record_id, max_turns=5)).turns == []
    assert (await store.read_window("tenant-a", record_id, max_turns=5)).turns == [{"secret": "a"}]


@pytest.mark.parametrize(
    "colliding",
    [
        [("a:b", "c"), ("a", "b:c")],
        [("a}", "x"), ("a", "}x"), ("a}:x", "y")],
        [("t{x}", "r"), ("x", "r"), ("t", "{x}:r")],
        [("a%3Ab", "c"), ("a:b", "c"), ("a%253Ab", "c")],
    ],
)
async def test_hostile_ids_cannot_collide(store: SessionStore, colliding: list[tuple[str, str]]) -> None:
    for n, (tenant, record_id) in enumerate(colliding):
        assert await store.create_if_absent(tenant, record_id, TTL) is True
        await store.append_if_version(tenant, record_id, 0, {"owner": n}, TTL)
    for n, (tenant, record_id) in enumerate(colliding):
        window = await store.read_window(tenant, record_id, max_turns=5)
        assert window.turns == [{"owner": n}]
        claim = await store.claim_idempotency(tenant, record_id, f"fp-{n}", lease_seconds=30, ttl_seconds=TTL)
        assert claim.status is ClaimStatus.NEW


async def test_idempotency_claim_state_machine(store: SessionStore) -> None:
    key, fingerprint = "call-1", "sha256:aaa"
    claim = await store.claim_idempotency(TENANT, key, fingerprint, lease_seconds=30, ttl_seconds=TTL)
    assert claim.status is ClaimStatus.NEW and claim.token

    second = await store.claim_idempotency(TENANT, key, fingerprint, lease_seconds=30, ttl_seconds=TTL)
    assert second.status is ClaimStatus.IN_PROGRESS and second.token is None
    # Exactly 30 s on MemoryStore's stopped clock; on Redis, 30 s less the milliseconds between the calls.
    assert second.retry_after_seconds == pytest.approx(30, abs=0.5)
    assert await store.claim_idempotency(TENANT, key, "sha256:bbb", 30, TTL) == Claim.MISMATCH

    result = {"content": [{"type": "text", "text": "done"}], "isError": False}
    assert await store.complete_idempotency(TENANT, key, "not-the-owner", {"other": 1}, TTL) is False
    assert await store.complete_idempotency(TENANT, key, claim.token, result, TTL) is True
    assert (
        await store.complete_idempotency(TENANT, key, claim.token, {"later": 1}, TTL) is True
    )  # a repeat: the first result stays

    replay = await store.claim_idempotency(TENANT, key, fingerprint, 30, TTL)
    assert replay == Claim.completed(result)
    assert replay.result == result
    assert await store.claim_idempotency(TENANT, key, "sha256:bbb", 30, TTL) == Claim.MISMATCH
    assert await store.release_idempotency(TENANT, key, claim.token) is False  # completed stays
    assert await store.extend_idempotency(TENANT, key, claim.token, 30) is False
    assert (await store.claim_idempotency("tenant-b", key, "sha256:bbb", 30, TTL)).status is ClaimStatus.NEW


async def test_each_claim_gets_its_own_token_or_the_one_given(store: SessionStore) -> None:
    first = await store.claim_idempotency(TENANT, "call-t1", "fp", 30, TTL)
    second = await store.claim_idempotency(TENANT, "call-t2", "fp", 30, TTL)
    assert first.token and second.token and first.token != second.token
    given = await store.claim_idempotency(TENANT, "call-t3", "fp", 30, TTL, token="my-own-token")
    assert (given.status, given.token) == (ClaimStatus.NEW, "my-own-token")
    assert await store.release_idempotency(TENANT, "call-t3", "my-own-token") is True


async def test_released_claim_can_be_claimed_again(store: SessionStore) -> None:
    claim = await store.claim_idempotency(TENANT, "call-2", "fp", 30, TTL)
    assert claim.status is ClaimStatus.NEW and claim.token is not None
    assert await store.release_idempotency(TENANT, "call-2", "another-attempt") is False
    assert await store.release_idempotency(TENANT, "call-2", claim.token) is True
    assert await store.release_idempotency(TENANT, "call-2", claim.token) is True  # a repeat: still released
    assert (await store.claim_idempotency(TENANT, "call-2", "fp", 30, TTL)).status is ClaimStatus.NEW


async def test_expired_lease_lets_the_next_attempt_claim(store: SessionStore, elapse: Elapse) -> None:
    assert (await store.claim_idempotency(TENANT, "call-3", "fp", SHORT_TTL, TTL)).status is ClaimStatus.NEW
    assert (await store.claim_idempotency(TENANT, "call-3", "fp", SHORT_TTL, TTL)).status is ClaimStatus.IN_PROGRESS
    await elapse(PAST_SHORT_TTL)
    # The key stays bound to its fingerprint after the lease ran out.
    assert await store.claim_idempotency(TENANT, "call-3", "other-fp", SHORT_TTL, TTL) == Claim.MISMATCH
    assert (await store.claim_idempotency(TENANT, "call-3", "fp", 30, TTL)).status is ClaimStatus.NEW
    assert (await store.claim_idempotency(TENANT, "call-3", "fp", 30, TTL)).status is ClaimStatus.IN_PROGRESS


async def test_an_attempt_that_lost_its_lease_cannot_touch_its_successors_claim(
    store: SessionStore, elapse: Elapse
) -> None:
    a = await store.claim_idempotency(TENANT, "call-6", "fp", SHORT_TTL, TTL)
    await elapse(PAST_SHORT_TTL)
    b = await store.claim_idempotency(TENANT, "call-6", "fp", 30, TTL)
    assert a.token and b.token and b.status is ClaimStatus.NEW
    # A wakes up late: it can neither free, finish nor extend B's claim.
    assert await store.release_idempotency(TENANT, "call-6", a.token) is False
    assert await store.complete_idempotency(TENANT, "call-6", a.token, {"from": "a"}, TTL) is False
    assert await store.extend_idempotency(TENANT, "call-6", a.token, 30) is False
    assert (await store.claim_idempotency(TENANT, "call-6", "fp", 30, TTL)).status is ClaimStatus.IN_PROGRESS
    assert await store.complete_idempotency(TENANT, "call-6", b.token, {"from": "b"}, TTL) is True
    assert (await store.claim_idempotency(TENANT, "call-6", "fp", 30, TTL)).result == {"from": "b"}


async def test_a_late_owner_nobody_replaced_may_still_finish(store: SessionStore, elapse: Elapse) -> None:
    a = await store.claim_idempotency(TENANT, "call-7", "fp", SHORT_TTL, TTL)
    assert a.token is not None
    await elapse(PAST_SHORT_TTL)
    assert await store.complete_idempotency(TENANT, "call-7", a.token, {"late": True}, TTL) is True
    assert (await store.claim_idempotency(TENANT, "call-7", "fp", 30, TTL)).result == {"late": True}


async def test_extend_keeps_the_lease_alive_past_its_first_term(store: SessionStore, elapse: Elapse) -> None:
    a = await store.claim_idempotency(TENANT, "call-8", "fp", SHORT_TTL, SHORT_TTL)
    assert a.token is not None
    for _ in range(3):  # 3 x 0.3 s > the 0.5 s lease (and the key's own 0.5 s TTL)
        await elapse(0.3)
        assert await store.extend_idempotency(TENANT, "call-8", a.token, SHORT_TTL) is True
    in_progress = await store.claim_idempotency(TENANT, "call-8", "fp", SHORT_TTL, SHORT_TTL)
    assert in_progress.status is ClaimStatus.IN_PROGRESS
    assert in_progress.retry_after_seconds == pytest.approx(SHORT_TTL, abs=0.2)
    assert await store.release_idempotency(TENANT, "call-8", a.token) is True
    assert await store.extend_idempotency(TENANT, "call-8", a.token, SHORT_TTL) is False


async def test_record_cap_by_turns_refuses_the_next_append_and_writes_nothing(capped_store: CappedStore) -> None:
    store = capped_store(max_record_turns=3, max_record_bytes=None)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    await append_turns(store, record_id, 3)
    with pytest.raises(RecordFull) as refused:
        await store.append_if_version(TENANT, record_id, 3, {"n": 3}, TTL, idempotency_key="req-full")
    assert (refused.value.turns, refused.value.max_turns) == (3, 3)
    assert "3 turns" in str(refused.value)
    window = await store.read_window(TENANT, record_id, max_turns=10)
    assert (window.version, [t["n"] for t in window.turns]) == (3, [0, 1, 2])
    # Nothing half-written: the refused key was not recorded as applied.
    with pytest.raises(RecordFull):
        await store.append_if_version(TENANT, record_id, 3, {"n": 3}, TTL, idempotency_key="req-full")


async def test_record_cap_by_bytes_counts_the_json_of_every_turn(capped_store: CappedStore) -> None:
    turn = {"text": "x" * 40}
    size = len(orjson.dumps(turn))
    store = capped_store(max_record_turns=None, max_record_bytes=2 * size + size // 2)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    await store.append_if_version(TENANT, record_id, 0, turn, TTL)
    await store.append_if_version(TENANT, record_id, 1, turn, TTL)
    with pytest.raises(RecordFull) as refused:
        await store.append_if_version(TENANT, record_id, 2, turn, TTL)
    assert (refused.value.turns, refused.value.size_bytes) == (2, 2 * size)
    # A smaller turn still fits under the byte cap.
    small = {"t": 1}
    assert len(orjson.dumps(small)) <= size // 2
    assert (await store.append_if_version(TENANT, record_id, 2, small, TTL)).version == 3
    assert (await store.read_window(TENANT, record_id, max_turns=10)).turns == [turn, turn, small]


async def test_a_replayed_append_is_answered_even_when_the_record_is_full(capped_store: CappedStore) -> None:
    store = capped_store(max_record_turns=1, max_record_bytes=None)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    first = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
    retry = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
    assert (retry.version, retry.index, retry.replayed) == (first.version, first.index, True)


async def test_caps_must_be_positive_or_none(capped_store: CappedStore) -> None:
    with pytest.raises(ValueError):
        capped_store(max_record_turns=0, max_record_bytes=None)
    with pytest.raises(ValueError):
        capped_store(max_record_turns=None, max_record_bytes=0)


async def test_concurrent_claims_have_exactly_one_winner(store: SessionStore) -> None:
    claims = await asyncio.gather(*(store.claim_idempotency(TENANT, "call-4", "fp", 30, TTL) for _ in range(20)))
    assert [c.status for c in claims].count(ClaimStatus.NEW) == 1
    assert len({c.token for c in claims if c.token is not None}) == 1


async def test_invalid_arguments_are_refused_alike(store: SessionStore) -> None:
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    with pytest.raises(ValueError):
        await store.create_if_absent("", record_id, TTL)
    with pytest.raises(ValueError):
        await store.create_if_absent(TENANT, "x" * 257, TTL)
    with pytest.raises(ValueError):
        await store.create_if_absent(TENANT, new_record_id(), 0)
    with pytest.raises(ValueError):
        await store.read_window(TENANT, record_id, max_turns=0)
    with pytest.raises(ValueError):
        await store.read_window(TENANT, record_id, max_turns=5, cursor=-1)
    with pytest.raises(TypeError):
        await store.append_if_version(TENANT, record_id, 0, ["not", "an", "object"], TTL)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        await store.append_if_version(TENANT, record_id, 0, {"not json": object()}, TTL)
    assert (await store.read_window(TENANT, record_id, max_turns=5)).version == 0


async def test_ping_succeeds_when_the_backend_is_up(store: SessionStore) -> None:
    await store.ping()


# MemoryStore only: its injected clock makes expiry exact to the instant.


@pytest.mark.unit
async def test_memory_store_expires_records_and_leases_exactly_on_time(clock: FakeClock) -> None:
    store = MemoryStore(clock=clock)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, 10)
    assert (
        await store.claim_idempotency(TENANT, "call-5", "fp", lease_seconds=10, ttl_seconds=TTL)
    ).status is ClaimStatus.NEW
    clock.advance(9.5)
    assert (await store.read_window(TENANT, record_id, max_turns=5)).version == 0
    in_progress = await store.claim_idempotency(TENANT, "call-5", "fp", 10, TTL)
    assert (in_progress.status, in_progress.retry_after_seconds) == (ClaimStatus.IN_PROGRESS, 0.5)
    clock.advance(0.5)
    with pytest.raises(RecordNotFound):
        await store.read_window(TENANT, record_id, max_turns=5)
    assert (await store.claim_idempotency(TENANT, "call-5", "fp", 10, TTL)).status is ClaimStatus.NEW


# Redis only: key layout and outages.


@pytest.mark.integration
async def test_every_redis_key_is_hash_tagged_and_prefixed(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, key_prefix="layout")
    try:
        hostile = ["a}b", "{x}", "c:d", "%7B", "ü"]
        for tenant in hostile:
            for record_id in hostile:
                key = store.record_key(tenant, record_id)
                assert key.startswith("layout:{") and key.endswith("}:rec")
                assert key.count("{") == 1 and key.count("}") == 1
                assert key[len("layout:{") : -len("}:rec")].count(":") == 1
                assert store.idempotency_key(tenant, record_id).count("}") == 1
        with pytest.raises(ValueError):
            RedisStore(redis_server.url, key_prefix="a{b}")
    finally:
        await store.aclose()


@pytest.mark.integration
async def test_outage_raises_store_unavailable_quickly_and_the_same_store_recovers(
    disposable_redis_server: RedisServer,
) -> None:
    server = disposable_redis_server
    store = RedisStore(server.url, key_prefix="outage")
    try:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL)

        server.stop()
        calls: list[Callable[[], Awaitable[object]]] = [
            lambda: store.ping(),
            lambda: store.read_window(TENANT, record_id, max_turns=5),
            lambda: store.append_if_version(TENANT, record_id, 1, {"n": 1}, TTL),
            lambda: store.claim_idempotency(TENANT, "k", "fp", 30, TTL),
        ]
        for call in calls:
            started = time.monotonic()
            with pytest.raises(StoreUnavailable):
                await call()
            assert time.monotonic() - started < 3.0

        server.start()  # same port, empty, with an empty script cache (NOSCRIPT)
        await store.ping()
        assert await store.create_if_absent(TENANT, record_id, TTL) is True
        assert (await store.append_if_version(TENANT, record_id, 0, {"n": "after"}, TTL)).version == 1
        assert (await store.read_window(TENANT, record_id, max_turns=5)).turns == [{"n": "after"}]

        # A restart nobody noticed leaves dead connections in the pool: not an error.
        server.stop()
        server.start()
        assert await store.create_if_absent(TENANT, record_id, TTL) is True
    finally:
        await store.aclose()


@pytest.mark.integration
async def test_hung_redis_times_out_as_store_unavailable(disposable_redis_server: RedisServer) -> None:
    server = disposable_redis_server
    store = RedisStore(server.url, key_prefix="hung", socket_timeout=0.5, connect_timeout=0.5)
    try:
        await store.ping()
        server.freeze()
        try:
            started = time.monotonic()
            with pytest.raises(StoreUnavailable):
                await store.read_window(TENANT, "anything", max_turns=5)
            assert time.monotonic() - started < 3.0
        finally:
            server.thaw()
        with pytest.raises(RecordNotFound):
            await store.read_window(TENANT, "anything", max_turns=5)
    finally:
        await store.aclose()


# Safe to re-send: a command whose reply was lost is sent again (by redis-py, or by a retry of
# ours); each write recognises a repeat of its own execution by the caller's token.


async def test_a_repeated_claim_by_its_owner_token_is_that_owners_claim(store: SessionStore) -> None:
    first = await store.claim_idempotency(TENANT, "resend-1", "fp", 30, TTL, token="owner-a")
    repeat = await store.claim_idempotency(TENANT, "resend-1", "fp", 30, TTL, token="owner-a")
    assert (first.status, repeat.status, repeat.token) == (ClaimStatus.NEW, ClaimStatus.NEW, "owner-a")
    # Anyone else still finds it running, and a repeat with another fingerprint is still refused.
    assert (
        await store.claim_idempotency(TENANT, "resend-1", "fp", 30, TTL, token="owner-b")
    ).status is ClaimStatus.IN_PROGRESS
    assert await store.claim_idempotency(TENANT, "resend-1", "fp-2", 30, TTL, token="owner-a") == Claim.MISMATCH
    assert await store.complete_idempotency(TENANT, "resend-1", "owner-a", {"v": 1}, TTL) is True
    assert await store.claim_idempotency(TENANT, "resend-1", "fp", 30, TTL, token="owner-a") == Claim.completed(
        {"v": 1}
    )


async def test_a_repeated_complete_by_its_owner_is_true_and_stores_nothing_new(store: SessionStore) -> None:
    claim = await store.claim_idempotency(TENANT, "resend-2", "fp", 30, TTL, token="owner-a")
    assert claim.status is ClaimStatus.NEW
    assert await store.complete_idempotency(TENANT, "resend-2", "owner-a", {"v": 1}, TTL) is True
    assert await store.complete_idempotency(TENANT, "resend-2", "owner-a", {"v": 2}, TTL) is True
    assert await store.complete_idempotency(TENANT, "resend-2", "owner-b", {"v": 3}, TTL) is False
    assert (await store.claim_idempotency(TENANT, "resend-2", "fp", 30, TTL)).result == {"v": 1}
    assert await store.release_idempotency(TENANT, "resend-2", "owner-a") is False  # the result stays


async def test_a_repeated_release_answers_as_the_release_did(store: SessionStore, elapse: Elapse) -> None:
    await store.claim_idempotency(TENANT, "resend-3", "fp", SHORT_TTL, TTL, token="owner-a")
    assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is True
    assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is True
    # Released means re-claimable, by anyone, at once; the old owner cannot drop the new claim.
    assert (await store.claim_idempotency(TENANT, "resend-3", "fp", 30, TTL, token="owner-b")).status is ClaimStatus.NEW
    assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is False
    assert (await store.claim_idempotency(TENANT, "resend-3", "fp", 30, TTL)).status is ClaimStatus.IN_PROGRESS


async def test_a_repeated_append_returns_the_stored_turn_as_replayed(store: SessionStore) -> None:
    record_id = new_record_id()
    assert await store.create_if_absent(TENANT, record_id, TTL, attempt_token="create-1") is True
    assert await store.create_if_absent(TENANT, record_id, TTL, attempt_token="create-1") is True  # a repeat
    assert await store.create_if_absent(TENANT, record_id, TTL, attempt_token="create-2") is False
    first = await store.append_if_version(TENANT, record_id, 0, {"value": 1}, TTL, attempt_token="attempt-1")
    assert (first.version, first.index, first.replayed, first.turn) == (1, 0, False, {"value": 1})
    await store.append_if_version(TENANT, record_id, 1, {"value": 2}, TTL, attempt_token="attempt-2")
    # The repeat carries the version it read first, which moved on: it is still recognised, and it
    # reports the turn stored then, not the one it carries now.
    repeat = await store.append_if_version(TENANT, record_id, 0, {"value": 99}, TTL, attempt_token="attempt-1")
    assert (repeat.version, repeat.index, repeat.replayed, repeat.turn) == (1, 0, True, {"value": 1})
    window = await store.read_window(TENANT, record_id, max_turns=10)
    assert window.turns == [{"value": 1}, {"value": 2}]
    # Any other attempt is a new append, refused at a stale version.
    with pytest.raises(VersionConflict):
        await store.append_if_version(TENANT, record_id, 0, {"value": 1}, TTL, attempt_token="attempt-3")


async def test_attempt_markers_are_bounded_to_the_latest_appends(store: SessionStore) -> None:
    from mcp_agent.state.store import ATTEMPT_MARKERS

    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    for n in range(ATTEMPT_MARKERS + 4):
        await store.append_if_version(TENANT, record_id, n, {"n": n}, TTL, attempt_token=f"attempt-{n}")
    total = ATTEMPT_MARKERS + 4
    # The latest ATTEMPT_MARKERS are still recognised; older ones were forgotten (a stale version).
    recent = await store.append_if_version(
        TENANT, record_id, 0, {"n": -1}, TTL, attempt_token=f"attempt-{total - ATTEMPT_MARKERS}"
    )
    assert (recent.replayed, recent.turn) == (True, {"n": total - ATTEMPT_MARKERS})
    with pytest.raises(VersionConflict):
        await store.append_if_version(
            TENANT, record_id, 0, {"n": -1}, TTL, attempt_token=f"attempt-{total - ATTEMPT_MARKERS - 1}"
        )
    if isinstance(store, RedisStore):  # and the record holds no more markers than that
        fields = await store._redis.hkeys(store.record_key(TENANT, record_id))  # noqa: SLF001
        assert sum(1 for f in fields if f.startswith(b"r:")) == ATTEMPT_MARKERS


async def test_a_repeated_claim_after_its_lease_ran_out_renews_it(store: SessionStore, elapse: Elapse) -> None:
    await store.claim_idempotency(TENANT, "resend-4", "fp", SHORT_TTL, TTL, token="owner-a")
    await elapse(PAST_SHORT_TTL)
    # The owner's own retry (it never learnt the claim ran) holds the key again for a whole lease,
    # so no other attempt can take it over while the owner runs the call.
    assert (await store.claim_idempotency(TENANT, "resend-4", "fp", 30, TTL, token="owner-a")).status is ClaimStatus.NEW
    assert (
        await store.claim_idempotency(TENANT, "resend-4", "fp", 30, TTL, token="owner-b")
    ).status is ClaimStatus.IN_PROGRESS
