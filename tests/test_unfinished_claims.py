"""A claim whose release or completion failed while Redis was away is finished when Redis answers.

``IdempotentCalls`` runs against RedisStore through a fault proxy; the proxy dies (every connection
reset, new ones refused) while the call runs or while it claims, and comes back on the same port.
The key must be free (or its result stored) within about one retry interval of the return, not a
lease later.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest

from mcp_agent.backends.redis import RedisStore
from mcp_agent.protocol.errors import IDEMPOTENCY_IN_PROGRESS, McpError
from mcp_agent.server.idempotency import IdempotentCalls
from mcp_agent.server.unfinished_claims import UnfinishedClaims
from mcp_agent.state import ClaimStatus, StoreUnavailable
from tests.support.fault_proxy import FaultProxy
from tests.support.fault_proxy import redis_proxy as proxy  # noqa: F401  (the fixture)

pytestmark = pytest.mark.integration

TENANT = "tenant-unfinished"
TTL = 60.0
LEASE = 30.0  # without the retry queue, a left-behind claim blocks its key this long
RETRY_SECONDS = 0.1
OK: dict[str, Any] = {"content": [{"type": "text", "text": "ok"}], "resultType": "complete"}
FAILED: dict[str, Any] = {"content": [{"type": "text", "text": "no"}], "isError": True, "resultType": "complete"}


@pytest.fixture
async def store(proxy: FaultProxy) -> AsyncIterator[RedisStore]:
    implementation = RedisStore(proxy.url, key_prefix=f"unfinished-{uuid.uuid4().hex}")
    yield implementation
    await implementation.aclose()


def calls_on(store: RedisStore) -> IdempotentCalls:
    return IdempotentCalls(store, LEASE, TTL, unfinished=UnfinishedClaims(store, retry_seconds=RETRY_SECONDS))


async def seconds_until_claimable(store: RedisStore, key: str, limit: float = 10.0) -> tuple[float, ClaimStatus]:
    """How long until another attempt no longer finds the key in progress, and what it finds then."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        claim = await store.claim_idempotency(TENANT, key, "fp", LEASE, TTL)
        if claim.status is not ClaimStatus.IN_PROGRESS:
            if claim.token is not None:
                await store.release_idempotency(TENANT, key, claim.token)
            return time.monotonic() - started, claim.status
        await asyncio.sleep(0.02)
    return limit, ClaimStatus.IN_PROGRESS


async def drained(unfinished: UnfinishedClaims, limit: float = 2.0) -> bool:
    started = time.monotonic()
    while len(unfinished) and time.monotonic() - started < limit:
        await asyncio.sleep(0.01)
    return len(unfinished) == 0


@pytest.mark.parametrize("outcome", ["completed", "failed", "raised"])
async def test_a_call_that_ends_while_redis_is_away_is_settled_when_it_returns(
    proxy: FaultProxy, store: RedisStore, outcome: str
) -> None:
    calls = calls_on(store)
    key = f"settle-{outcome}"
    running = asyncio.Event()
    redis_gone = asyncio.Event()

    async def tool() -> dict[str, Any]:
        running.set()
        await redis_gone.wait()
        if outcome == "raised":
            raise RuntimeError("the tool failed")
        return OK if outcome == "completed" else FAILED

    call = asyncio.ensure_future(calls.run_once(TENANT, key, "fp", tool))
    await running.wait()
    await proxy.stop()  # Redis is away as the call ends: its complete/release fails
    redis_gone.set()
    if outcome == "raised":
        with pytest.raises(RuntimeError):
            await call
    else:
        assert await call in (OK, FAILED)
    assert len(calls.unfinished) == 1
    await asyncio.sleep(3 * RETRY_SECONDS)  # still away: the retries fail and wait
    await proxy.start(port=proxy.port)
    waited, status = await seconds_until_claimable(store, key)
    assert status is (ClaimStatus.COMPLETED if outcome == "completed" else ClaimStatus.NEW)
    assert waited < 3 * RETRY_SECONDS + 1.0, f"the key stayed claimed {waited:.2f} s after Redis returned"
    # The key can be seen settled before the worker has read the store's reply and let the entry go.
    assert await drained(calls.unfinished), "the settled call still waits in the queue"
    await calls.unfinished.aclose()


async def test_a_claim_whose_replies_were_lost_is_freed_for_the_retry(proxy: FaultProxy, store: RedisStore) -> None:
    calls = calls_on(store)
    sha = store._claim_idempotency.sha.encode()  # noqa: SLF001
    await store.claim_idempotency(TENANT, "warm", "fp", LEASE, TTL)  # the script is loaded
    proxy.drop_replies(nth={1, 2}, match=lambda request: sha in request)  # the send and redis-py's re-send

    async def must_not_run() -> dict[str, Any]:
        raise AssertionError("the claim failed; the tool must not run")

    with pytest.raises(StoreUnavailable):
        await calls.run_once(TENANT, "lost-claim", "fp", must_not_run)
    # The claim ran in Redis; the caller's retry must not meet it for a whole lease.
    started = time.monotonic()
    while True:
        try:
            assert await calls.run_once(TENANT, "lost-claim", "fp", _ok) == OK
            break
        except McpError as error:
            assert error.code == IDEMPOTENCY_IN_PROGRESS
            assert time.monotonic() - started < 2 * RETRY_SECONDS + 0.5
            await asyncio.sleep(0.02)
    await calls.unfinished.aclose()


async def test_the_queue_is_bounded(store: RedisStore, proxy: FaultProxy) -> None:
    unfinished = UnfinishedClaims(store, capacity=3, retry_seconds=RETRY_SECONDS)
    await proxy.stop()
    for n in range(5):
        unfinished.release_later(TENANT, f"k{n}", "token")
    assert len(unfinished) == 3
    await unfinished.aclose()


async def _ok() -> dict[str, Any]:
    return OK


async def test_a_lost_reply_to_complete_neither_misleads_the_log_nor_loses_the_result(
    proxy: FaultProxy, store: RedisStore, caplog: pytest.LogCaptureFixture
) -> None:
    calls = calls_on(store)
    await calls.run_once(TENANT, "warm-complete", "fp", _ok)  # the scripts are loaded
    sha = store._complete_if_owner.sha.encode()  # noqa: SLF001
    proxy.drop_replies(nth={1}, match=lambda request: sha in request)
    with caplog.at_level("WARNING", logger="mcp_agent.idempotency"):
        assert await calls.run_once(TENANT, "lost-complete", "fp", _ok) == OK
    assert proxy.counts.replies_dropped == 1
    # Before: "its result is not stored" although it was.
    assert not [
        record for record in caplog.records if "not stored" in record.getMessage() or "took over" in record.getMessage()
    ]
    assert len(calls.unfinished) == 0
    replay = await calls.run_once(TENANT, "lost-complete", "fp", _ok)
    assert replay["_meta"] == {"dev.mcp-agent/idempotentReplay": True}
    await calls.unfinished.aclose()


async def test_a_retry_and_the_queue_finishing_one_key_at_once_is_no_error(proxy: FaultProxy) -> None:
    """A retry that meets its key's old claim finishes the key's waiting calls itself (``finish_now``)
    while the queue's worker may be sending them too. One the worker finished while the retry waited
    for another's reply is no longer waiting: before, the retry looked it up anyway, and the KeyError
    reached the client as a 500 (-32603) instead of its answer."""
    # Replies may take up to 2 s: the retry's first call hangs that long, the worker's take a moment.
    store = RedisStore(proxy.url, key_prefix=f"unfinished-{uuid.uuid4().hex}", socket_timeout=2.0)
    unfinished = UnfinishedClaims(store, retry_seconds=0.5)
    key = "finished-twice"
    try:
        claim = await store.claim_idempotency(TENANT, key, "fp", LEASE, TTL)  # an attempt's claim, left behind
        assert claim.token is not None
        unfinished.release_later(TENANT, key, claim.token)  # its release failed: the worker sends it in 0.5 s
        unfinished.release_later(TENANT, key, "a-later-attempt")  # so did a later attempt's (a claim that failed)
        proxy.blackholed = True  # the retry's first release is sent into the void: its reply never comes
        finishing = asyncio.ensure_future(unfinished.finish_now(TENANT, key))
        await asyncio.sleep(0.1)
        proxy.relay_everything()
        assert await drained(unfinished), "the worker did not finish the waiting calls"
        assert not finishing.done(), "the retry should still be waiting for its first reply"
        assert await finishing is True  # nothing of the key waits any more: the retry may claim again
        assert (await store.claim_idempotency(TENANT, key, "fp", LEASE, TTL)).status is ClaimStatus.NEW
    finally:
        await unfinished.aclose()
        await store.aclose()
