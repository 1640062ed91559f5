"""The session store of a migration: one side decides every write, the other gets the same outcome.

The *decider* is the old store until ``done``, the new one in ``done``; the other is the *follower*.
A write runs on the decider first; the follower then gets the same write with the same tokens (the
attempt token of an append or a create, the owner token of a claim: generated here when the caller
gave none, so both sides know it) and the expected version the decider had, so it lands at the
version the decider produced, with the same TTL. Until ``MCP_AGENT_MIGRATE_FROM`` is removed both
sides hold every write, so reverting from any step, ``done`` included, loses nothing.

When the follower answers otherwise (it lacks the entry, holds another version, another claim), that
is a divergence: counted and logged, and the two entries are reconciled, never backwards:

- usually the follower is behind (written before the migration, or missed while unreachable): its
  entry is rewritten from the decider's (``export_entry``, ``import_entry(overwrite=True)``);
- but where the *new* store holds another history than the old decider (another turn at the same
  index, another owner of a claim), an instance already in ``done`` wrote it (a rolling restart
  between ``flip`` and ``done``): the new store wins,
  the old takes its entry, and the caller is told what the new store says (a version conflict, a
  claim in progress or completed, False), so no write is acknowledged that the new store lacks.

A follower that cannot be reached fails nothing: the write is counted as an error there, and the
next write, a shadow read or ``mcp-agent store copy --verify`` finds the gap.

Reads follow the ``Plan``: the old store; in ``shadow-read`` both (concurrently), answering from the
old and comparing; in ``flip`` the new store for flipped keys, falling back to the old where the new
lacks the record; in ``done`` the new store. In ``flip`` a write refused for a version conflict
first brings the new store's copy up to date, so the caller's re-read (from the new store) sees it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Protocol, TypeVar

import orjson

from mcp_agent.ops.metrics import MIGRATION_READS, MIGRATION_REPAIRS, MIGRATION_WRITES
from mcp_agent.state import (
    AppendResult,
    Claim,
    ClaimStatus,
    RecordNotFound,
    SessionStore,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    Window,
)
from mcp_agent.state.portable import Entry, EntryKind, IdempotencyEntry, PortableStore, RecordEntry
from mcp_agent.state.store import JsonObject, new_attempt_token, new_claim_token

from .divergence import DivergenceKind, note, window_divergence
from .plan import Plan

T = TypeVar("T")

# How long after a shadow read that disagreed the new store is read again: a mirrored write lands well within it.
CONFIRM_AFTER_SECONDS = 0.2


class MigratableStore(SessionStore, PortableStore, Protocol):
    """A store that can be either side of a migration."""


class MigratingStore:
    def __init__(self, old: MigratableStore, new: MigratableStore, plan: Plan) -> None:
        self.old = old
        self.new = new
        self.plan = plan
        self.decider, self.follower = (new, old) if plan.new_decides else (old, new)
        self._sides = {id(old): "old", id(new): "new"}
        self._checks: set[asyncio.Task[None]] = set()

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        attempt = attempt_token or new_attempt_token()
        created = await self._decide(self.decider.create_if_absent(tenant, record_id, ttl_seconds, attempt))
        if created:
            mirrored = await self._follow(self.follower.create_if_absent(tenant, record_id, ttl_seconds, attempt))
            if mirrored is not True and await self._reconcile("record", tenant, record_id, mirrored, "value"):
                return False  # the new store holds another record under this id: it wins
        return created

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        if self.plan.new_decides:
            MIGRATION_READS.labels("new").inc()
            return await self.new.read_window(tenant, record_id, max_turns, cursor)
        if self.plan.reads_new("record", tenant, record_id):
            try:
                window = await self.new.read_window(tenant, record_id, max_turns, cursor)
            except (RecordNotFound, StoreUnavailable) as error:
                # The old path stays the fallback: a record the new store lacks (or cannot serve) is read there.
                MIGRATION_READS.labels("fallback").inc()
                window = await self.old.read_window(tenant, record_id, max_turns, cursor)
                if isinstance(error, RecordNotFound):
                    self._confirm_later(tenant, record_id, window, "missing")
                return window
            MIGRATION_READS.labels("new").inc()
            return window
        MIGRATION_READS.labels("old").inc()
        if not self.plan.shadows:
            return await self.old.read_window(tenant, record_id, max_turns, cursor)
        old, new = await asyncio.gather(
            self.old.read_window(tenant, record_id, max_turns, cursor),
            self.new.read_window(tenant, record_id, max_turns, cursor),
            return_exceptions=True,
        )
        kind = window_divergence(old, new)
        if kind is not None and isinstance(old, Window | RecordNotFound):
            self._confirm_later(tenant, record_id, old, kind)
        if isinstance(old, BaseException):
            raise old
        return old

    async def append_if_version(
        self,
        tenant: str,
        record_id: str,
        expected_version: int,
        turn: JsonObject,
        ttl_seconds: float,
        idempotency_key: str | None = None,
        attempt_token: str | None = None,
    ) -> AppendResult:
        attempt = attempt_token or new_attempt_token()
        try:
            result = await self._decide(
                self.decider.append_if_version(
                    tenant, record_id, expected_version, turn, ttl_seconds, idempotency_key, attempt
                )
            )
        except VersionConflict as conflict:
            if self.plan.reads_new("record", tenant, record_id) and not self.plan.new_decides:
                await self._catch_up(tenant, record_id, conflict.current_version)
            raise
        # The follower gets the turn the decider stored (a replay's original), at the version it had.
        stored = turn if result.turn is None else result.turn
        mirrored = await self._follow(
            self.follower.append_if_version(
                tenant, record_id, result.index, stored, ttl_seconds, idempotency_key, attempt
            )
        )
        if isinstance(mirrored, AppendResult) and (mirrored.version, mirrored.index) == (result.version, result.index):
            return result
        divergence: DivergenceKind = "missing" if isinstance(mirrored, RecordNotFound) else "version"
        if await self._reconcile("record", tenant, record_id, mirrored, divergence) or not await self._holds(
            tenant, record_id, result.index, stored
        ):
            current = await self.new.read_window(tenant, record_id, 1)
            raise VersionConflict(current.version)
        return result

    async def _holds(self, tenant: str, record_id: str, index: int, turn: JsonObject) -> bool:
        """Whether the decider still holds ``turn`` at ``index``: an instance already in ``done`` may have
        settled the record in the new store's favour (rewriting the old decider) between this write and
        its reconciliation, which then found the two sides agreeing on the other write."""
        try:
            window = await self.decider.read_window(tenant, record_id, 1, index)
        except StoreError:
            return True  # unknown: the next write, a shadow read or the copy's verify finds it
        return window.turns[:1] == [turn]

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        owner = token or new_claim_token()
        claim = await self._decide(
            self.decider.claim_idempotency(tenant, key, fingerprint, lease_seconds, ttl_seconds, owner)
        )
        if claim.status is ClaimStatus.NEW:  # the only answer that wrote anything
            mirrored = await self._follow(
                self.follower.claim_idempotency(tenant, key, fingerprint, lease_seconds, ttl_seconds, owner)
            )
            agreed = isinstance(mirrored, Claim) and mirrored.status is ClaimStatus.NEW
            if not agreed and await self._reconcile("idempotency", tenant, key, mirrored, "value"):
                assert isinstance(mirrored, Claim)  # the new store answered: its answer is the caller's
                return mirrored
        return claim

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        done = await self._decide(self.decider.complete_idempotency(tenant, key, token, result, ttl_seconds))
        if done:
            write = self.follower.complete_idempotency(tenant, key, token, result, ttl_seconds)
            return await self._mirror_idempotency(tenant, key, write)
        return done

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        released = await self._decide(self.decider.release_idempotency(tenant, key, token))
        if released:
            return await self._mirror_idempotency(tenant, key, self.follower.release_idempotency(tenant, key, token))
        return released

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        extended = await self._decide(self.decider.extend_idempotency(tenant, key, token, lease_seconds))
        if extended:
            write = self.follower.extend_idempotency(tenant, key, token, lease_seconds)
            return await self._mirror_idempotency(tenant, key, write)
        return extended

    async def ping(self) -> None:
        await self.decider.ping()  # the follower being down fails nothing

    async def aclose(self) -> None:
        for check in list(self._checks):
            check.cancel()
        await asyncio.gather(self.old.aclose(), self.new.aclose())

    async def _mirror_idempotency(self, tenant: str, key: str, write: Awaitable[bool]) -> bool:
        """True unless the follower disagreed and the new store's entry won."""
        agreed = await self._follow(write)
        return agreed is True or not await self._reconcile("idempotency", tenant, key, agreed, "value")

    def _confirm_later(self, tenant: str, record_id: str, old: Window | RecordNotFound, kind: DivergenceKind) -> None:
        # A write mirrored between the two reads is no divergence: confirm later, off the request's path.
        check = asyncio.create_task(self._confirm(tenant, record_id, old, kind))
        self._checks.add(check)
        check.add_done_callback(self._checks.discard)

    async def _confirm(self, tenant: str, record_id: str, old: Window | RecordNotFound, kind: DivergenceKind) -> None:
        """Count a shadow read's divergence if the new store still lacks what the old one answered."""
        await asyncio.sleep(CONFIRM_AFTER_SECONDS)
        try:
            entry = await self.new.export_entry("record", tenant, record_id)
        except StoreError:
            return
        if isinstance(old, RecordNotFound):
            if entry is not None and await self.old.export_entry("record", tenant, record_id) is not None:
                return  # both have it now (the old one's create had not been read yet)
        elif isinstance(entry, RecordEntry) and entry.version >= old.version:
            seen = entry.turns[old.start : old.start + len(old.turns)]
            if [orjson.loads(turn) for turn in seen] == old.turns:
                return  # the new store caught up with what the old one answered
        note(kind, "shadow", "record", tenant, record_id)

    async def _catch_up(self, tenant: str, record_id: str, version: int) -> None:
        """Bring the new store's copy of a record to the old one's ``version`` if it is behind (flip)."""
        try:
            current = (await self.new.read_window(tenant, record_id, 1)).version
        except RecordNotFound:
            current = None
        except StoreError:
            return
        if current is None or current < version:
            await self._reconcile("record", tenant, record_id, None, "missing" if current is None else "version")

    async def _decide(self, write: Awaitable[T]) -> T:
        side = "new" if self.plan.new_decides else "old"
        try:
            outcome = await write
        except StoreUnavailable:
            MIGRATION_WRITES.labels(side, "error").inc()
            raise
        MIGRATION_WRITES.labels(side, "ok").inc()
        return outcome

    async def _follow(self, write: Awaitable[T]) -> T | StoreError:
        """The follower's answer, or the error it raised (a mirror never fails the caller's write by itself)."""
        side = "old" if self.plan.new_decides else "new"
        try:
            outcome = await write
        except StoreError as error:
            MIGRATION_WRITES.labels(side, "error" if isinstance(error, StoreUnavailable) else "refused").inc()
            return error
        MIGRATION_WRITES.labels(side, "ok").inc()
        return outcome

    async def _reconcile(
        self, kind: EntryKind, tenant: str, key: str, answer: object, divergence: DivergenceKind
    ) -> bool:
        """After the follower answered otherwise: bring the two entries together (see the module
        docstring); True when the new store's entry won over the old decider's write."""
        if isinstance(answer, StoreUnavailable):
            return False
        note(divergence, "mirror", kind, tenant, key)
        try:
            decided = await self.decider.export_entry(kind, tenant, key)
            following = await self.follower.export_entry(kind, tenant, key)
            new_wins = self.follower is self.new and following is not None and diverged(decided, following)
            if new_wins:
                assert following is not None
                await self.old.import_entry(following, overwrite=True)
            elif decided is None:
                await self.follower.remove_entry(kind, tenant, key)
            else:  # never backwards: a follower already ahead of the decider keeps its entry
                await self.follower.import_entry(decided, overwrite=True)
        except StoreError:
            MIGRATION_WRITES.labels(self._sides[id(self.follower)], "error").inc()
            return False
        MIGRATION_REPAIRS.inc()
        return new_wins


def diverged(decided: Entry | None, following: Entry) -> bool:
    """Whether ``following`` lacks the decider's latest write because another write took its place
    (not merely because it is behind, or ahead with the same history)."""
    if decided is None:
        return True
    if isinstance(decided, RecordEntry) and isinstance(following, RecordEntry):
        common = min(decided.version, following.version)
        return decided.turns[:common] != following.turns[:common]
    if isinstance(decided, IdempotencyEntry) and isinstance(following, IdempotencyEntry):
        return (decided.fingerprint, decided.completed_by or decided.token) != (
            following.fingerprint,
            following.completed_by or following.token,
        )
    return True
