"""Entries: a store's records and idempotency records as exact, portable values, so they can move
between stores (``mcp-agent store copy``) and be mirrored from one store to another (the
``migrating`` backend) without changing what any caller sees.

An entry carries everything its store keeps about it, hidden state included: a record's turns, its
version, the attempt token of its create, the markers of its idempotency keys and of its latest
attempt tokens (so a re-send answered by the new store replays exactly as the old one would), and
an idempotency record's fingerprint, owner, lease and result. Times are **remaining** milliseconds
(the TTL, the lease), never a clock reading: two stores need not share a clock.

Entries are ordered by ``revision``: a record's version; for an idempotency record 1 while claimed,
2 once completed. ``import_entry`` never moves a target backwards:

- ``overwrite=False`` (the copy): written iff the target holds no live entry under the key, or an
  older revision; an entry at the same or a newer revision is left alone;
- ``overwrite=True`` (a mirror repair: the source just decided): written unless the target holds a
  newer revision.

A store that implements ``PortableStore`` can be the source or the target of a copy and either side
of a migration. ``tests/state/test_portable_contract.py`` is the contract, run against every store.
What an implementation must keep, exactly:

- an export is one consistent snapshot of the entry (one script, one transaction), live entries only;
- a record's ``turns`` are the stored JSON bytes in index order (``version == len(turns)``; its byte
  count for ``max_record_bytes`` is their summed length); ``applied`` every idempotency-key marker;
  ``attempts`` the attempt-token markers of the latest appends, oldest first, at most
  ``ATTEMPT_MARKERS`` (an import keeps them all and evicts them later exactly as appends do);
  ``created_by`` the create's attempt token;
- an idempotency record in progress has ``token`` and ``lease_ms`` (0 once lapsed); a completed one
  ``result`` and ``completed_by``, no token, no lease;
- an import writes the whole entry atomically (replacing every hidden field of an older one), with
  ``expires_at = now + ttl_ms`` and ``lease_until = now + lease_ms`` on the target's own clock.
"""

from __future__ import annotations

import enum
import hashlib
from dataclasses import dataclass
from typing import ClassVar, Literal, Protocol, runtime_checkable

EntryKind = Literal["record", "idempotency"]


@dataclass(frozen=True, slots=True)
class AppendMarker:
    """Where an append landed: the record's version after it, and the turn's index."""

    version: int
    index: int


@dataclass(frozen=True, slots=True)
class RecordEntry:
    tenant: str
    record_id: str
    turns: tuple[bytes, ...]  # each turn's JSON as stored; the version is their number
    ttl_ms: int  # remaining
    created_by: str | None = None  # the attempt token of the create
    applied: tuple[tuple[str, AppendMarker], ...] = ()  # idempotency key -> its append
    # The attempt tokens of the latest appends (at most ATTEMPT_MARKERS), oldest first.
    attempts: tuple[tuple[str, AppendMarker], ...] = ()

    kind: ClassVar[EntryKind] = "record"

    @property
    def key(self) -> str:
        return self.record_id

    @property
    def version(self) -> int:
        return len(self.turns)

    @property
    def revision(self) -> int:
        return len(self.turns)

    def digest(self) -> str:
        """A hash of what callers can see of the record (its turns): compared, never logged as a value."""
        hashed = hashlib.sha256()
        for turn in self.turns:
            hashed.update(len(turn).to_bytes(8, "big"))
            hashed.update(turn)
        return hashed.hexdigest()


@dataclass(frozen=True, slots=True)
class IdempotencyEntry:
    tenant: str
    key: str
    fingerprint: str
    ttl_ms: int  # remaining
    token: str | None = None  # the owner of the claim in progress; None once completed
    lease_ms: int | None = None  # remaining lease of the claim in progress (0: lapsed)
    result: bytes | None = None  # the stored result JSON, once completed
    completed_by: str | None = None

    kind: ClassVar[EntryKind] = "idempotency"

    @property
    def revision(self) -> int:
        return 2 if self.result is not None else 1

    def digest(self) -> str:
        hashed = hashlib.sha256(self.fingerprint.encode())
        hashed.update(b"\0" + (self.result or b"") + b"\0" + (self.completed_by or self.token or "").encode())
        return hashed.hexdigest()


Entry = RecordEntry | IdempotencyEntry


class Imported(enum.Enum):
    WRITTEN = "written"
    KEPT = "kept"  # the target holds this revision already (or a newer one): left alone


@runtime_checkable
class PortableStore(Protocol):
    """What a store offers so that its entries can move: scan, export, import, remove.

    A scan is resumable: ``cursor`` is opaque (a string), None to begin; the returned cursor is None
    once the scan is complete. Like Redis ``SCAN``: every entry live for the whole scan is returned
    at least once; one written or expired during it may or may not be; a page may be empty while
    the scan goes on. Expired entries are never returned.
    """

    async def scan_entries(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        """About ``count`` entries from ``cursor``, and the cursor to continue from (None: done)."""
        ...

    async def export_entry(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        """The live entry of this kind under ``(tenant, key)``, or None."""
        ...

    async def import_entry(self, entry: Entry, *, overwrite: bool = False) -> Imported:
        """Put ``entry`` exactly (hidden state, remaining TTL and lease included), atomically, under
        the revision rule in the module docstring. Caps (max turns / bytes) do not apply: an entry
        is what another store already holds."""
        ...

    async def remove_entry(self, kind: EntryKind, tenant: str, key: str) -> None:
        """Remove the entry (a mirror of a release the source made); nothing if absent."""
        ...

    async def count_entries(self) -> int | None:
        """About how many entries a full scan returns (for a progress bar), or None if unknown."""
        ...


def entry_kind_of(entry_kind: EntryKind, key: str) -> str:
    """The record kind a flip step names (``MCP_AGENT_MIGRATE_FLIP_KINDS``): ``idempotency``, or a
    record id's prefix up to its first ':' (``task:…`` is ``task``), else ``record``."""
    if entry_kind == "idempotency":
        return "idempotency"
    prefix, colon, _ = key.partition(":")
    return prefix if colon and prefix else "record"
