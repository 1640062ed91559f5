"""The session-store contract: versioned records of JSON turns, and idempotency records.

Three implementations honour it with identical semantics: ``MemoryStore`` (one process),
``RedisStore`` (``backends/redis/store.py``) and ``PostgresStore`` (``backends/postgres/store.py``), the
last two shared by every instance. One suite proves it, the kit ``mcp_agent.testing.store_contract``,
which ``tests/state/test_store_contract.py`` runs against each (and a third party against its own).

Records
    A record is an append-only list of turns (JSON objects) plus a version that starts
    at 0 and grows by exactly 1 per appended turn, so ``version == total_turns``.
    Every record has a TTL; writes reset it, reads do not. An expired record behaves
    exactly like one that never existed.

    A record is capped (per store: ``max_record_turns``, ``max_record_bytes``, the JSON size
    of its turns): an append that would take it past either cap raises ``RecordFull`` and
    writes nothing, so one conversation cannot grow without bound.

Idempotency records
    ``claim_idempotency`` is a small state machine keyed by ``(tenant, key)`` and bound
    to the fingerprint of the request that first used the key. Each successful claim
    carries a fresh random **owner token** (``Claim.token``); ``complete``, ``release`` and
    ``extend`` act only while the stored token is the caller's, as redis-py's ``Lock``
    does, so an attempt that lost its lease can never free or finish the claim of the
    attempt that took over::

        absent ──claim(token T)──▶ in progress, owner T ──complete(T)──▶ completed (result stored)
                                     │  ▲       │ ▲
                       release(T) or │  │       │ │ extend(T): the lease runs
                       lease expiry  ▼  │       ▼ │ another lease_seconds (heartbeat)
                                   re-claimable ──claim(token U)──▶ in progress, owner U

    After the lease ran out the entry keeps its owner until another attempt claims it: the
    late owner may still complete, release or extend it until then, never after.

Safe to re-send
    A command whose reply was lost (a reset connection after Redis ran it) is sent again by the
    client library, and a caller may retry it later. Every write therefore recognises a repeat
    of its own earlier execution by the caller's token and answers as it did the first time: a
    claim by the token that owns the key is that owner's claim (NEW); ``complete`` by the token
    whose result is stored is True; ``release`` is True once no claim of the token's remains;
    an append repeated with the same ``idempotency_key`` or ``attempt_token`` returns the
    stored turn with ``replayed``; a create repeated with the same ``attempt_token`` is True.
    See spec-notes/reliability.md.
"""

from __future__ import annotations

import enum
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol, runtime_checkable

import orjson

# Turns and stored results are JSON objects; re-exported so the state modules share one spelling.
from mcp_agent.protocol.wire import JsonObject as JsonObject

MAX_ID_LENGTH = 256
MAX_WINDOW_TURNS = 1000
# How many of a record's latest appends remember their attempt token (enough for any re-send).
ATTEMPT_MARKERS = 16
# Default caps of one record (see RecordFull); None in the constructors means unlimited.
DEFAULT_MAX_RECORD_TURNS = 10_000
DEFAULT_MAX_RECORD_BYTES = 16 * 1024 * 1024


class StoreError(Exception):
    """Base class of every error the session store raises."""


class RecordNotFound(StoreError):
    """The record does not exist, expired, or belongs to another tenant."""


class VersionConflict(StoreError):
    """The record moved on since the caller read it; re-read and retry."""

    def __init__(self, current_version: int) -> None:
        super().__init__(f"version conflict: the record is at version {current_version}")
        self.current_version = current_version


class StoreUnavailable(StoreError):
    """The backend could not be reached or did not answer in time."""


class RecordFull(StoreError):
    """The record reached its cap of turns or bytes: nothing was appended; start a new record."""

    def __init__(self, turns: int, size_bytes: int, max_turns: int | None, max_bytes: int | None) -> None:
        caps = []
        if max_turns is not None:
            caps.append(f"{max_turns} turns")
        if max_bytes is not None:
            caps.append(f"{max_bytes} bytes")
        super().__init__(
            f"record full: it holds {turns} turns, {size_bytes} bytes of turn JSON, and its cap is "
            f"{' / '.join(caps)}; nothing was appended (start a new record)"
        )
        self.turns = turns
        self.size_bytes = size_bytes
        self.max_turns = max_turns
        self.max_bytes = max_bytes


@dataclass(frozen=True, slots=True)
class Window:
    """A slice of a record's turns, and where to continue reading.

    ``start`` is the index of ``turns[0]``; ``next_cursor`` is the index of the first
    turn after this window, or None when the window reaches the end of the record.
    """

    turns: list[JsonObject]
    version: int
    total_turns: int
    start: int
    next_cursor: int | None


@dataclass(frozen=True, slots=True)
class AppendResult:
    """The outcome of an append: the record's new version, the turn's index, and the stored turn.

    ``replayed`` is True when the idempotency key (or attempt token) had already been applied:
    nothing was appended, version/index are those of the original append, and ``turn`` is the
    turn stored then, which a retry must report instead of the one it computed just now
    (another attempt may have computed it from an older read).
    """

    version: int
    index: int
    replayed: bool = False
    turn: JsonObject | None = field(default=None, compare=False)


class ClaimStatus(enum.Enum):
    NEW = "new"  # the caller owns the key now and must complete or release it
    IN_PROGRESS = "in_progress"  # another attempt holds a live lease: retry later
    MISMATCH = "mismatch"  # the key was used for a request with another fingerprint
    COMPLETED = "completed"  # the request already ran: replay ``result``


@dataclass(frozen=True, slots=True)
class Claim:
    status: ClaimStatus
    result: JsonObject | None = None
    # Only for IN_PROGRESS: how long the current lease still runs.
    retry_after_seconds: float | None = field(default=None, compare=False)
    # Only for NEW: the owner token; pass it to complete/release/extend.
    token: str | None = field(default=None, compare=False, repr=False)

    NEW: ClassVar[Claim]
    IN_PROGRESS: ClassVar[Claim]
    MISMATCH: ClassVar[Claim]

    @classmethod
    def completed(cls, result: JsonObject) -> Claim:
        return cls(ClaimStatus.COMPLETED, result)

    @classmethod
    def new(cls, token: str) -> Claim:
        return cls(ClaimStatus.NEW, token=token)

    @classmethod
    def in_progress(cls, retry_after_seconds: float) -> Claim:
        return cls(ClaimStatus.IN_PROGRESS, retry_after_seconds=max(0.0, retry_after_seconds))


Claim.NEW = Claim(ClaimStatus.NEW)
Claim.IN_PROGRESS = Claim(ClaimStatus.IN_PROGRESS)
Claim.MISMATCH = Claim(ClaimStatus.MISMATCH)


@runtime_checkable
class SessionStore(Protocol):
    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        """Create an empty record at version 0; False if a live record already has this id.

        A repeat with the ``attempt_token`` that created the record is True again (one is
        generated when none is given, so the client library's re-send is recognised)."""
        ...

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        """Return up to ``max_turns`` turns from ``cursor`` (default: the last ``max_turns``).

        Raises RecordNotFound.
        """
        ...

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
        """Append one turn iff the record is at ``expected_version``, and reset its TTL.

        An ``idempotency_key`` already applied to this record replays the original
        result (with the stored turn) even if the version has moved since. So does an
        ``attempt_token`` among the record's last ``ATTEMPT_MARKERS`` appends: it names one
        attempt (one is generated when none is given, so a re-send after a lost reply is
        recognised). Raises RecordNotFound, VersionConflict, RecordFull.
        """
        ...

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        """Claim ``key`` for one attempt of the request with ``fingerprint``.

        NEW (the caller owns it now, ``Claim.token`` names the owner: ``token`` if given, a
        fresh ``new_claim_token()`` otherwise), IN_PROGRESS (another attempt holds a live
        lease), MISMATCH (bound to another fingerprint) or COMPLETED (replay the result).
        A caller that generates ``token`` itself can release the claim even when the reply
        to the claim never reached it (cancelled mid-call).
        """
        ...

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        """Store the result of the claim owned by ``token``; True also when ``token``'s result is
        already stored (a repeat). False (nothing stored) if the key is owned by another
        attempt, completed by another attempt, or gone."""
        ...

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        """Drop the in-progress claim owned by ``token`` (its attempt failed without side
        effects). True once no claim is held under the key (dropped now, or already gone: a
        repeat); False, and nothing changed, if another attempt owns the key or it completed."""
        ...

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        """Renew the lease of the claim owned by ``token`` to ``lease_seconds`` from now (the
        heartbeat of a long call); False if the claim was lost to another attempt, completed
        or gone."""
        ...

    async def ping(self) -> None:
        """Return if the backend is usable; raise StoreUnavailable otherwise."""
        ...

    async def aclose(self) -> None: ...


# Argument checks shared by both implementations so they refuse exactly the same input.


def check_id(value: object, what: str) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"{what} must be a non-empty string")
    if len(value) > MAX_ID_LENGTH:
        raise ValueError(f"{what} must be at most {MAX_ID_LENGTH} characters")
    return value


def check_ttl(seconds: float, what: str = "ttl_seconds") -> int:
    """Return the TTL in whole milliseconds (what Redis stores), refusing non-positive ones."""
    milliseconds = int(seconds * 1000)
    if milliseconds <= 0:
        raise ValueError(f"{what} must be positive")
    return milliseconds


def check_window(max_turns: int, cursor: int | None) -> None:
    if not 1 <= max_turns <= MAX_WINDOW_TURNS:
        raise ValueError(f"max_turns must be between 1 and {MAX_WINDOW_TURNS}")
    if cursor is not None and cursor < 0:
        raise ValueError("cursor must be >= 0")


def new_claim_token() -> str:
    """A fresh owner token for an idempotency claim (128 random bits)."""
    return secrets.token_urlsafe(16)


def new_attempt_token() -> str:
    """A token naming one attempt of a write, so a re-send of it is recognised (96 random bits)."""
    return secrets.token_urlsafe(12)


def check_caps(max_record_turns: int | None, max_record_bytes: int | None) -> None:
    if max_record_turns is not None and max_record_turns < 1:
        raise ValueError("max_record_turns must be >= 1 (or None for unlimited)")
    if max_record_bytes is not None and max_record_bytes < 1:
        raise ValueError("max_record_bytes must be >= 1 (or None for unlimited)")


def check_version(expected_version: int) -> None:
    if expected_version < 0:
        raise ValueError("expected_version must be >= 0")


def window_bounds(total_turns: int, max_turns: int, cursor: int | None) -> tuple[int, int]:
    """Return ``[start, stop)`` of the window; the Redis script mirrors this arithmetic."""
    start = max(0, total_turns - max_turns) if cursor is None else min(cursor, total_turns)
    return start, min(total_turns, start + max_turns)


def decode_window(encoded_turns: Sequence[bytes], total_turns: int, start: int) -> Window:
    """Build the Window both stores return from the serialized turns of ``[start, start + len)``."""
    stop = start + len(encoded_turns)
    return Window(
        turns=[orjson.loads(turn) for turn in encoded_turns],
        version=total_turns,
        total_turns=total_turns,
        start=start,
        next_cursor=stop if stop < total_turns else None,
    )


def encode_json_object(value: JsonObject, what: str) -> bytes:
    if not isinstance(value, dict):
        raise TypeError(f"{what} must be a JSON object (dict)")
    return orjson.dumps(value)
