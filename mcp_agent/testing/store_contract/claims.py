"""The idempotency half of the store contract: claims, owner tokens, leases, results, re-sends."""

from __future__ import annotations

import asyncio

import pytest

from mcp_agent.state import (
    Claim,
    ClaimStatus,
    SessionStore,
)

from .base import PAST_SHORT_TTL, SHORT_TTL, TENANT, TTL, Elapse


class ClaimContract:
    """Idempotency claims: the state machine, owner-safe leases, and re-sends recognised by token."""

    async def test_idempotency_claim_state_machine(self, store: SessionStore) -> None:
        key, fingerprint = "call-1", "sha256:aaa"
        claim = await store.claim_idempotency(TENANT, key, fingerprint, lease_seconds=30, ttl_seconds=TTL)
        assert claim.status is ClaimStatus.NEW and claim.token

        second = await store.claim_idempotency(TENANT, key, fingerprint, lease_seconds=30, ttl_seconds=TTL)
        assert second.status is ClaimStatus.IN_PROGRESS and second.token is None
        # Exactly 30 s on a stopped clock; on a server, 30 s less the milliseconds between the calls.
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

    async def test_each_claim_gets_its_own_token_or_the_one_given(self, store: SessionStore) -> None:
        first = await store.claim_idempotency(TENANT, "call-t1", "fp", 30, TTL)
        second = await store.claim_idempotency(TENANT, "call-t2", "fp", 30, TTL)
        assert first.token and second.token and first.token != second.token
        given = await store.claim_idempotency(TENANT, "call-t3", "fp", 30, TTL, token="my-own-token")
        assert (given.status, given.token) == (ClaimStatus.NEW, "my-own-token")
        assert await store.release_idempotency(TENANT, "call-t3", "my-own-token") is True

    async def test_released_claim_can_be_claimed_again(self, store: SessionStore) -> None:
        claim = await store.claim_idempotency(TENANT, "call-2", "fp", 30, TTL)
        assert claim.status is ClaimStatus.NEW and claim.token is not None
        assert await store.release_idempotency(TENANT, "call-2", "another-attempt") is False
        assert await store.release_idempotency(TENANT, "call-2", claim.token) is True
        assert await store.release_idempotency(TENANT, "call-2", claim.token) is True  # a repeat: still released
        assert (await store.claim_idempotency(TENANT, "call-2", "fp", 30, TTL)).status is ClaimStatus.NEW

    async def test_expired_lease_lets_the_next_attempt_claim(self, store: SessionStore, elapse: Elapse) -> None:
        assert (await store.claim_idempotency(TENANT, "call-3", "fp", SHORT_TTL, TTL)).status is ClaimStatus.NEW
        assert (await store.claim_idempotency(TENANT, "call-3", "fp", SHORT_TTL, TTL)).status is ClaimStatus.IN_PROGRESS
        await elapse(PAST_SHORT_TTL)
        # The key stays bound to its fingerprint after the lease ran out.
        assert await store.claim_idempotency(TENANT, "call-3", "other-fp", SHORT_TTL, TTL) == Claim.MISMATCH
        assert (await store.claim_idempotency(TENANT, "call-3", "fp", 30, TTL)).status is ClaimStatus.NEW
        assert (await store.claim_idempotency(TENANT, "call-3", "fp", 30, TTL)).status is ClaimStatus.IN_PROGRESS

    async def test_an_attempt_that_lost_its_lease_cannot_touch_its_successors_claim(
        self, store: SessionStore, elapse: Elapse
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

    async def test_a_late_owner_nobody_replaced_may_still_finish(self, store: SessionStore, elapse: Elapse) -> None:
        a = await store.claim_idempotency(TENANT, "call-7", "fp", SHORT_TTL, TTL)
        assert a.token is not None
        await elapse(PAST_SHORT_TTL)
        assert await store.complete_idempotency(TENANT, "call-7", a.token, {"late": True}, TTL) is True
        assert (await store.claim_idempotency(TENANT, "call-7", "fp", 30, TTL)).result == {"late": True}

    async def test_extend_keeps_the_lease_alive_past_its_first_term(self, store: SessionStore, elapse: Elapse) -> None:
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

    async def test_concurrent_claims_have_exactly_one_winner(self, store: SessionStore) -> None:
        claims = await asyncio.gather(*(store.claim_idempotency(TENANT, "call-4", "fp", 30, TTL) for _ in range(20)))
        assert [c.status for c in claims].count(ClaimStatus.NEW) == 1
        assert len({c.token for c in claims if c.token is not None}) == 1

    async def test_a_repeated_claim_by_its_owner_token_is_that_owners_claim(self, store: SessionStore) -> None:
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

    async def test_a_repeated_complete_by_its_owner_is_true_and_stores_nothing_new(self, store: SessionStore) -> None:
        claim = await store.claim_idempotency(TENANT, "resend-2", "fp", 30, TTL, token="owner-a")
        assert claim.status is ClaimStatus.NEW
        assert await store.complete_idempotency(TENANT, "resend-2", "owner-a", {"v": 1}, TTL) is True
        assert await store.complete_idempotency(TENANT, "resend-2", "owner-a", {"v": 2}, TTL) is True
        assert await store.complete_idempotency(TENANT, "resend-2", "owner-b", {"v": 3}, TTL) is False
        assert (await store.claim_idempotency(TENANT, "resend-2", "fp", 30, TTL)).result == {"v": 1}
        assert await store.release_idempotency(TENANT, "resend-2", "owner-a") is False  # the result stays

    async def test_a_repeated_release_answers_as_the_release_did(self, store: SessionStore, elapse: Elapse) -> None:
        await store.claim_idempotency(TENANT, "resend-3", "fp", SHORT_TTL, TTL, token="owner-a")
        assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is True
        assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is True
        # Released means re-claimable, by anyone, at once; the old owner cannot drop the new claim.
        assert (
            await store.claim_idempotency(TENANT, "resend-3", "fp", 30, TTL, token="owner-b")
        ).status is ClaimStatus.NEW
        assert await store.release_idempotency(TENANT, "resend-3", "owner-a") is False
        assert (await store.claim_idempotency(TENANT, "resend-3", "fp", 30, TTL)).status is ClaimStatus.IN_PROGRESS

    async def test_a_repeated_claim_after_its_lease_ran_out_renews_it(
        self, store: SessionStore, elapse: Elapse
    ) -> None:
        await store.claim_idempotency(TENANT, "resend-4", "fp", SHORT_TTL, TTL, token="owner-a")
        await elapse(PAST_SHORT_TTL)
        # The owner's own retry (it never learnt the claim ran) holds the key again for a whole lease,
        # so no other attempt can take it over while the owner runs the call.
        assert (
            await store.claim_idempotency(TENANT, "resend-4", "fp", 30, TTL, token="owner-a")
        ).status is ClaimStatus.NEW
        assert (
            await store.claim_idempotency(TENANT, "resend-4", "fp", 30, TTL, token="owner-b")
        ).status is ClaimStatus.IN_PROGRESS
