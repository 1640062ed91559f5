"""The records half of the store contract: create, windows, versioned appends, caps, TTLs, tenants."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest

from mcp_agent.state import (
    AppendResult,
    ClaimStatus,
    RecordFull,
    RecordNotFound,
    SessionStore,
    VersionConflict,
    new_record_id,
)
from mcp_agent.state.store import ATTEMPT_MARKERS

from .base import PAST_SHORT_TTL, SHORT_TTL, TENANT, TTL, Elapse, StoreFactory, append_turns


class RecordContract:
    """Records: versioned compare-and-set appends, windows, caps, TTLs, tenant isolation, re-sends."""

    async def test_create_read_append_round_trip(self, store: SessionStore) -> None:
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

    async def test_create_does_not_reset_an_existing_record(self, store: SessionStore) -> None:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        await append_turns(store, record_id, 2)
        assert await store.create_if_absent(TENANT, record_id, TTL) is False
        assert (await store.read_window(TENANT, record_id, max_turns=5)).total_turns == 2

    async def test_missing_record_is_not_found(self, store: SessionStore) -> None:
        with pytest.raises(RecordNotFound):
            await store.read_window(TENANT, "never-created", max_turns=5)
        with pytest.raises(RecordNotFound):
            await store.append_if_version(TENANT, "never-created", 0, {"n": 0}, TTL)

    async def test_window_defaults_to_the_last_turns_and_pages_with_a_cursor(self, store: SessionStore) -> None:
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

    async def test_each_append_bumps_the_version_by_exactly_one(self, store: SessionStore) -> None:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        results = await append_turns(store, record_id, 5)
        assert [(r.version, r.index) for r in results] == [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)]

    async def test_stale_version_conflicts_and_appends_nothing(self, store: SessionStore) -> None:
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        await append_turns(store, record_id, 2)
        for stale in (0, 1, 3):
            with pytest.raises(VersionConflict) as conflict:
                await store.append_if_version(TENANT, record_id, stale, {"n": "stale"}, TTL)
            assert conflict.value.current_version == 2
        window = await store.read_window(TENANT, record_id, max_turns=10)
        assert (window.version, [t["n"] for t in window.turns]) == (2, [0, 1])

    async def test_idempotent_append_replays_the_original_outcome(self, store: SessionStore) -> None:
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

    async def test_concurrent_read_append_loops_lose_nothing_and_leave_no_gaps(self, store: SessionStore) -> None:
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
        self, store: SessionStore, elapse: Elapse
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

    async def test_append_resets_the_ttl(self, store: SessionStore, elapse: Elapse) -> None:
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

    async def test_tenants_cannot_reach_each_others_records(self, store: SessionStore) -> None:
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
    async def test_hostile_ids_cannot_collide(self, store: SessionStore, colliding: list[tuple[str, str]]) -> None:
        for n, (tenant, record_id) in enumerate(colliding):
            assert await store.create_if_absent(tenant, record_id, TTL) is True
            await store.append_if_version(tenant, record_id, 0, {"owner": n}, TTL)
        for n, (tenant, record_id) in enumerate(colliding):
            window = await store.read_window(tenant, record_id, max_turns=5)
            assert window.turns == [{"owner": n}]
            claim = await store.claim_idempotency(tenant, record_id, f"fp-{n}", lease_seconds=30, ttl_seconds=TTL)
            assert claim.status is ClaimStatus.NEW

    async def test_record_cap_by_turns_refuses_the_next_append_and_writes_nothing(
        self, capped_store: StoreFactory
    ) -> None:
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

    async def test_record_cap_by_bytes_counts_the_json_of_every_turn(self, capped_store: StoreFactory) -> None:
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

    async def test_a_replayed_append_is_answered_even_when_the_record_is_full(self, capped_store: StoreFactory) -> None:
        store = capped_store(max_record_turns=1, max_record_bytes=None)
        record_id = new_record_id()
        await store.create_if_absent(TENANT, record_id, TTL)
        first = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
        retry = await store.append_if_version(TENANT, record_id, 0, {"n": 0}, TTL, idempotency_key="req-1")
        assert (retry.version, retry.index, retry.replayed) == (first.version, first.index, True)

    async def test_caps_must_be_positive_or_none(self, capped_store: StoreFactory) -> None:
        with pytest.raises(ValueError):
            capped_store(max_record_turns=0, max_record_bytes=None)
        with pytest.raises(ValueError):
            capped_store(max_record_turns=None, max_record_bytes=0)

    async def test_invalid_arguments_are_refused_alike(self, store: SessionStore) -> None:
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

    async def test_ping_succeeds_when_the_backend_is_up(self, store: SessionStore) -> None:
        await store.ping()

    async def test_a_repeated_append_returns_the_stored_turn_as_replayed(self, store: SessionStore) -> None:
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

    async def test_attempt_markers_are_bounded_to_the_latest_appends(self, store: SessionStore) -> None:
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
