"""The session store of a migration: the old store decides every write, the new one gets the same outcome.

A write runs on the old store first; its outcome is the caller's, exactly as without a migration.
The new store then gets the same write with the same tokens (the attempt token of an append or a
create, the owner token of a claim: generated here when the caller gave none, so both sides know it)
and the expected version the old store had, so it lands at the version the old one produced and with
the same TTL. When the new store answers otherwise (it lacks the record, holds another version, or
another claim), that is a divergence: counted and logged, and the new store's entry is rewritten
from the old one's (``export_entry`` then ``import_entry(overwrite=True)``, never backwards). A new
store that cannot be reached fails nothing: the write is counted as an error there, and the next
write, a shadow read or ``mcp-agent store copy --verify`` finds the gap.

So at every mode but ``done`` the old store holds every write, whatever the new one did: reverting
to an earlier mode, or to the old store alone, loses nothing.

Reads follow the ``Plan``: the old store; in ``shadow-read`` both (concurrently), answering from the
old and comparing; in ``flip`` the new store for flipped keys, falling back to the old where the new
lacks the record (a divergence). In ``flip`` a write refused for a version conflict first brings the
new store's copy up to date, so the caller's re-read (from the new store) sees what the old one has.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Protocol, TypeVar

from mcp_agent.ops.metrics import MIGRATION_READS, MIGRATION_REPAIRS, MIGRATION_WRITES
from mcp_agent.state import (
    AppendResult,
    Claim,
    ClaimStatus,
    RecordFull,
    RecordNotFound,
    SessionStore,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    Window,
)
from mcp_agent.state.portable import EntryKind, PortableStore
from mcp_agent.state.store import JsonObject, new_attempt_token, new_claim_token

from .divergence import DivergenceKind, note, window_divergence
from .plan import Plan

T = TypeVar("T")


class MigratableStore(SessionStore, PortableStore, Protocol):
    """A store that can be either side of a migration."""


class MigratingStore:
    def __init__(self, old: MigratableStore, new: MigratableStore, plan: Plan) -> None:
        if plan.new_decides:
            raise ValueError("in mode done the new store serves alone: build it, not a MigratingStore")
        self.old = old
        self.new = new
        self.plan = plan

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        attempt = attempt_token or new_attempt_token()
        created = await self._old(self.old.create_if_absent(tenant, record_id, ttl_seconds, attempt))
        if created:
            mirrored = await self._new(self.new.create_if_absent(tenant, record_id, ttl_seconds, attempt))
            if mirrored is False or isinstance(mirrored, StoreError):
                await self._repair("record", tenant, record_id, mirrored, "value")
        return created

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        if self.plan.reads_new("record", tenant, record_id):
            try:
                window = await self.new.read_window(tenant, record_id, max_turns, cursor)
            except (RecordNotFound, StoreUnavailable) as error:
                # The old path stays the fallback: a record the new store lacks (or cannot serve) is read there.
                if isinstance(error, RecordNotFound):
                    note("missing", "shadow", "record", tenant, record_id)
                MIGRATION_READS.labels("fallback").inc()
                return await self.old.read_window(tenant, record_id, max_turns, cursor)
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
        if kind is not None:
            note(kind, "shadow", "record", tenant, record_id)
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
            result = await self._old(
                self.old.append_if_version(
                    tenant, record_id, expected_version, turn, ttl_seconds, idempotency_key, attempt
                )
            )
        except VersionConflict as conflict:
            if self.plan.reads_new("record", tenant, record_id):
                await self._catch_up(tenant, record_id, conflict.current_version)
            raise
        # The new store gets the turn the old one stored (a replay's original), at the version it had.
        stored = turn if result.turn is None else result.turn
        mirrored = await self._new(
            self.new.append_if_version(tenant, record_id, result.index, stored, ttl_seconds, idempotency_key, attempt)
        )
        if isinstance(mirrored, BaseException) or (mirrored.version, mirrored.index) != (result.version, result.index):
            await self._repair("record", tenant, record_id, mirrored, _append_divergence(mirrored))
        return result

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
        claim = await self._old(self.old.claim_idempotency(tenant, key, fingerprint, lease_seconds, ttl_seconds, owner))
        if claim.status is ClaimStatus.NEW:  # the only answer that wrote anything
            mirrored = await self._new(
                self.new.claim_idempotency(tenant, key, fingerprint, lease_seconds, ttl_seconds, owner)
            )
            if isinstance(mirrored, BaseException) or mirrored.status is not ClaimStatus.NEW:
                await self._repair("idempotency", tenant, key, mirrored, "value")
        return claim

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        done = await self._old(self.old.complete_idempotency(tenant, key, token, result, ttl_seconds))
        if done:
            await self._mirror_idempotency(
                tenant, key, self.new.complete_idempotency(tenant, key, token, result, ttl_seconds)
            )
        return done

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        released = await self._old(self.old.release_idempotency(tenant, key, token))
        if released:
            await self._mirror_idempotency(tenant, key, self.new.release_idempotency(tenant, key, token))
        return released

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        extended = await self._old(self.old.extend_idempotency(tenant, key, token, lease_seconds))
        if extended:
            await self._mirror_idempotency(tenant, key, self.new.extend_idempotency(tenant, key, token, lease_seconds))
        return extended

    async def ping(self) -> None:
        await self.old.ping()  # the old store decides: the new one being down fails nothing

    async def aclose(self) -> None:
        await asyncio.gather(self.old.aclose(), self.new.aclose())

    async def _catch_up(self, tenant: str, record_id: str, version: int) -> None:
        """Bring the new store's copy of a record to the old one's ``version`` if it is behind (flip)."""
        try:
            current = (await self.new.read_window(tenant, record_id, 1)).version
        except RecordNotFound:
            current = None
        except StoreError:
            return
        if current != version:
            await self._repair("record", tenant, record_id, None, "missing" if current is None else "version")

    async def _mirror_idempotency(self, tenant: str, key: str, write: Awaitable[bool]) -> None:
        agreed = await self._new(write)
        if agreed is not True:
            await self._repair("idempotency", tenant, key, agreed, "value")

    async def _old(self, write: Awaitable[T]) -> T:
        try:
            outcome = await write
        except StoreUnavailable:
            MIGRATION_WRITES.labels("old", "error").inc()
            raise
        MIGRATION_WRITES.labels("old", "ok").inc()
        return outcome

    async def _new(self, write: Awaitable[T]) -> T | StoreError:
        """The new store's answer, or the error it raised (a mirror never fails the caller's write)."""
        try:
            outcome = await write
        except StoreError as error:
            MIGRATION_WRITES.labels("new", "error" if isinstance(error, StoreUnavailable) else "refused").inc()
            return error
        MIGRATION_WRITES.labels("new", "ok").inc()
        return outcome

    async def _repair(
        self, kind: EntryKind, tenant: str, key: str, answer: object, divergence: DivergenceKind | None
    ) -> None:
        """Rewrite the new store's entry from the old one's (the old decided); nothing if the new is unreachable."""
        if isinstance(answer, StoreUnavailable):
            return
        if divergence is not None:
            note(divergence, "mirror", kind, tenant, key)
        try:
            entry = await self.old.export_entry(kind, tenant, key)
            if entry is None:
                await self.new.remove_entry(kind, tenant, key)
            else:
                await self.new.import_entry(entry, overwrite=True)
        except StoreError:
            MIGRATION_WRITES.labels("new", "error").inc()
            return
        MIGRATION_REPAIRS.inc()


def _append_divergence(mirrored: AppendResult | StoreError) -> DivergenceKind:
    if isinstance(mirrored, RecordNotFound):
        return "missing"
    if isinstance(mirrored, (VersionConflict, AppendResult)):
        return "version"
    return "value" if isinstance(mirrored, RecordFull) else "version"
