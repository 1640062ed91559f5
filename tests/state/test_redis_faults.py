"""Lost replies between RedisStore and Redis: every write ran once and says what is stored.

A fault proxy (tests/support/fault_proxy.py) resets the connection after Redis answered a
script, before the answer is relayed: the script ran, its reply is lost. redis-py sends it once
more on a fresh connection; a caller may retry after that. Each write must recognise the repeat
of its own execution: nothing lost, nothing doubled, no call blocked, every reply true.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator

import pytest

from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import ClaimStatus, StoreUnavailable, VersionConflict, new_record_id
from tests.support.fault_proxy import FaultProxy
from tests.support.fault_proxy import redis_proxy as proxy  # noqa: F401  (the fixture)

pytestmark = pytest.mark.integration

TENANT = "tenant-faults"
TTL = 60.0
# A lost reply costs one reconnect and one re-send on loopback: far below redis-py's 1 s timeout.
ONE_RETRY_SECONDS = 0.5


@pytest.fixture
async def store(proxy: FaultProxy) -> AsyncIterator[RedisStore]:
    implementation = RedisStore(proxy.url, key_prefix=f"faults-{uuid.uuid4().hex}")
    # Load every script once, so a planned drop hits the script itself, not redis-py's NOSCRIPT round.
    record = new_record_id()
    await implementation.create_if_absent(TENANT, record, TTL)
    await implementation.read_window(TENANT, record, 1)
    await implementation.append_if_version(TENANT, record, 0, {"warm": True}, TTL)
    claim = await implementation.claim_idempotency(TENANT, "warm", "fp", 5, TTL)
    assert claim.token is not None
    await implementation.extend_idempotency(TENANT, "warm", claim.token, 5)
    await implementation.release_idempotency(TENANT, "warm", claim.token)
    await implementation.complete_idempotency(TENANT, "warm", claim.token, {}, TTL)
    try:
        yield implementation
    finally:
        await implementation.aclose()


def lose_replies_of(proxy: FaultProxy, store: RedisStore, script: str, nth: set[int]) -> None:
    sha = getattr(store, script).sha.encode()
    proxy.drop_replies(nth=nth, match=lambda request: sha in request)


async def test_a_claim_whose_reply_was_lost_is_the_callers_claim(proxy: FaultProxy, store: RedisStore) -> None:
    lose_replies_of(proxy, store, "_claim_idempotency", {1})
    started = time.monotonic()
    claim = await store.claim_idempotency(TENANT, "k-claim", "fp", 30, TTL, token="owner-a")
    assert time.monotonic() - started < ONE_RETRY_SECONDS
    assert proxy.counts.replies_dropped == 1
    # Before: the re-send found the caller's own claim and answered IN_PROGRESS for the whole lease.
    assert (claim.status, claim.token) == (ClaimStatus.NEW, "owner-a")
    assert await store.complete_idempotency(TENANT, "k-claim", "owner-a", {"v": 1}, TTL) is True
    assert (await store.claim_idempotency(TENANT, "k-claim", "fp", 30, TTL)).result == {"v": 1}


async def test_a_claim_whose_replies_were_all_lost_is_recognised_by_a_later_retry(
    proxy: FaultProxy, store: RedisStore
) -> None:
    lose_replies_of(proxy, store, "_claim_idempotency", {1, 2})
    with pytest.raises(StoreUnavailable):
        await store.claim_idempotency(TENANT, "k-claim-2", "fp", 30, TTL, token="owner-a")
    # The claim ran; whoever knows the token can take it up (or release it) afterwards.
    again = await store.claim_idempotency(TENANT, "k-claim-2", "fp", 30, TTL, token="owner-a")
    assert (again.status, again.token) == (ClaimStatus.NEW, "owner-a")
    assert (
        await store.claim_idempotency(TENANT, "k-claim-2", "fp", 30, TTL, token="owner-b")
    ).status is ClaimStatus.IN_PROGRESS
    assert await store.release_idempotency(TENANT, "k-claim-2", "owner-a") is True
    assert (
        await store.claim_idempotency(TENANT, "k-claim-2", "fp", 30, TTL, token="owner-b")
    ).status is ClaimStatus.NEW


async def test_a_complete_whose_reply_was_lost_reports_the_stored_result(proxy: FaultProxy, store: RedisStore) -> None:
    await store.claim_idempotency(TENANT, "k-complete", "fp", 30, TTL, token="owner-a")
    lose_replies_of(proxy, store, "_complete_if_owner", {1})
    started = time.monotonic()
    assert await store.complete_idempotency(TENANT, "k-complete", "owner-a", {"v": "first"}, TTL) is True
    assert time.monotonic() - started < ONE_RETRY_SECONDS
    assert proxy.counts.replies_dropped == 1
    assert (await store.claim_idempotency(TENANT, "k-complete", "fp", 30, TTL)).result == {"v": "first"}


async def test_a_release_whose_reply_was_lost_frees_the_key_at_once(proxy: FaultProxy, store: RedisStore) -> None:
    await store.claim_idempotency(TENANT, "k-release", "fp", 30, TTL, token="owner-a")
    lose_replies_of(proxy, store, "_release_if_owner", {1})
    assert await store.release_idempotency(TENANT, "k-release", "owner-a") is True
    assert proxy.counts.replies_dropped == 1
    assert (await store.claim_idempotency(TENANT, "k-release", "fp", 30, TTL)).status is ClaimStatus.NEW


async def test_an_extend_whose_reply_was_lost_keeps_the_lease(proxy: FaultProxy, store: RedisStore) -> None:
    await store.claim_idempotency(TENANT, "k-extend", "fp", 30, TTL, token="owner-a")
    lose_replies_of(proxy, store, "_extend_if_owner", {1})
    assert await store.extend_idempotency(TENANT, "k-extend", "owner-a", 30) is True
    assert proxy.counts.replies_dropped == 1


@pytest.mark.parametrize("keyed", [True, False], ids=["with-idempotency-key", "attempt-token-only"])
async def test_an_append_whose_reply_was_lost_returns_the_stored_turn_once(
    proxy: FaultProxy, store: RedisStore, keyed: bool
) -> None:
    record = new_record_id()
    lose_replies_of(proxy, store, "_create_if_absent", {1})
    assert await store.create_if_absent(TENANT, record, TTL) is True  # before: False, "someone else made it"
    lose_replies_of(proxy, store, "_append_if_version", {1})
    started = time.monotonic()
    result = await store.append_if_version(
        TENANT, record, 0, {"value": 1}, TTL, idempotency_key="req-1" if keyed else None
    )
    assert time.monotonic() - started < ONE_RETRY_SECONDS
    assert proxy.counts.replies_dropped == 2  # the create's and the append's
    # Before: without a key the re-send met its own turn and raised VersionConflict.
    assert (result.version, result.index, result.replayed, result.turn) == (1, 0, True, {"value": 1})
    window = await store.read_window(TENANT, record, 10)
    assert window.turns == [{"value": 1}]


async def test_an_approval_acts_once_when_the_reply_to_its_use_is_lost(proxy: FaultProxy, store: RedisStore) -> None:
    # The approvals record: request (turn 0), decision (turn 1); a use appends turn 2 at version 2,
    # and of two uses racing, one wins. The winner's reply is lost: it must still learn it won.
    record = new_record_id()
    await store.create_if_absent(TENANT, record, TTL)
    await store.append_if_version(TENANT, record, 0, {"request": "tap Send"}, TTL)
    await store.append_if_version(TENANT, record, 1, {"decision": "approved"}, TTL)
    lose_replies_of(proxy, store, "_append_if_version", {1})
    used = await store.append_if_version(TENANT, record, 2, {"used_at": 1.0}, TTL)
    assert (used.replayed, used.turn) == (True, {"used_at": 1.0})
    with pytest.raises(VersionConflict):  # the other use of the race is refused
        await store.append_if_version(TENANT, record, 2, {"used_at": 2.0}, TTL)
    assert (await store.read_window(TENANT, record, 10)).total_turns == 3


async def test_task_record_writes_under_lost_replies_apply_each_status_once(
    proxy: FaultProxy, store: RedisStore
) -> None:
    # A task record is a sequence of status turns, each appended at the version just read; a third
    # of the replies are lost. Each write either lands once (and says so) or reports unavailable.
    record = new_record_id()
    await store.create_if_absent(TENANT, record, TTL)
    proxy.drop_replies(probability=0.33, seed=7, match=lambda request: store._append_if_version.sha.encode() in request)
    statuses = [{"status": "working", "n": n} for n in range(60)]
    unavailable = 0
    for status in statuses:
        while True:
            version = (await store.read_window(TENANT, record, 1)).version
            try:
                result = await store.append_if_version(
                    TENANT, record, version, status, TTL, attempt_token=f"status-{status['n']}"
                )
            except StoreUnavailable:
                unavailable += 1  # both the send and redis-py's re-send lost: ours retries, same token
                continue
            assert result.turn == status
            break
    assert proxy.counts.replies_dropped > 10
    window = await store.read_window(TENANT, record, 100)
    assert window.turns == statuses  # nothing lost, nothing doubled


async def test_a_hung_path_is_unavailable_within_the_socket_timeout_not_a_hang(
    proxy: FaultProxy, store: RedisStore
) -> None:
    proxy.blackholed = True  # requests vanish, connections stay open: a hung Redis or middlebox
    for call in (
        store.claim_idempotency(TENANT, "k-hung", "fp", 30, TTL, token="owner-a"),
        store.append_if_version(TENANT, new_record_id(), 0, {"v": 1}, TTL),
        store.ping(),
    ):
        started = time.monotonic()
        with pytest.raises(StoreUnavailable):
            await call
        assert time.monotonic() - started < 1.5  # socket_timeout 1 s, never retried on a timeout
    proxy.relay_everything()
    proxy.reset_all()  # the connections that timed out are dropped by redis-py; the rest by us
    claim = await store.claim_idempotency(TENANT, "k-hung", "fp", 30, TTL, token="owner-a")
    assert (claim.status, claim.token) == (ClaimStatus.NEW, "owner-a")  # whether or not the first one ran


async def test_connections_reset_between_calls_cost_nothing_visible(proxy: FaultProxy, store: RedisStore) -> None:
    record = new_record_id()
    await store.create_if_absent(TENANT, record, TTL)
    for n in range(20):
        proxy.reset_all()  # every pooled connection is dead when the next call takes one
        result = await store.append_if_version(TENANT, record, n, {"n": n}, TTL)
        assert (result.index, result.replayed) == (n, False)
    assert [turn["n"] for turn in (await store.read_window(TENANT, record, 100)).turns] == list(range(20))


async def test_a_reply_slower_than_the_timeout_is_unavailable_and_the_retry_tells_what_is_stored(
    proxy: FaultProxy, store: RedisStore
) -> None:
    await store.claim_idempotency(TENANT, "k-slow", "fp", 30, TTL, token="owner-a")
    proxy.delay_seconds = 1.5  # the script runs; its reply arrives after redis-py gave up
    with pytest.raises(StoreUnavailable):
        await store.complete_idempotency(TENANT, "k-slow", "owner-a", {"v": 1}, TTL)
    proxy.relay_everything()
    # A retry of ours with the same token learns it is stored (was: False, "not stored").
    assert await store.complete_idempotency(TENANT, "k-slow", "owner-a", {"v": 1}, TTL) is True
    assert (await store.claim_idempotency(TENANT, "k-slow", "fp", 30, TTL)).result == {"v": 1}
