"""The embedded session store: one process, no dependencies.

Every method runs to completion without awaiting, so on a single event loop each call
is atomic exactly like a Redis script. Turns are stored serialized so callers can never
mutate stored state through a dict they passed in or got back, and so a turn that would
not survive Redis (not JSON) fails here too.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import orjson

from mcp_agent.state.portable import AppendMarker, Entry, EntryKind, IdempotencyEntry, Imported, RecordEntry
from mcp_agent.state.store import (
    ATTEMPT_MARKERS,
    DEFAULT_MAX_RECORD_BYTES,
    DEFAULT_MAX_RECORD_TURNS,
    AppendResult,
    Claim,
    JsonObject,
    RecordFull,
    RecordNotFound,
    VersionConflict,
    Window,
    check_caps,
    check_id,
    check_ttl,
    check_version,
    check_window,
    decode_window,
    encode_json_object,
    new_attempt_token,
    new_claim_token,
    window_bounds,
)

_SWEEP_INTERVAL_SECONDS = 30.0


@dataclass(slots=True)
class _Record:
    expires_at: float
    turns: list[bytes] = field(default_factory=list)
    size_bytes: int = 0  # the JSON size of its turns, for max_record_bytes
    applied_appends: dict[str, AppendResult] = field(default_factory=dict)
    # The attempt tokens of the last ATTEMPT_MARKERS appends, oldest first (as the Redis ring).
    recent_attempts: dict[str, AppendResult] = field(default_factory=dict)
    created_by: str | None = None

    @property
    def version(self) -> int:
        return len(self.turns)


@dataclass(slots=True)
class _IdempotencyRecord:
    fingerprint: str
    expires_at: float
    lease_until: float | None  # None once completed
    token: str | None  # the owner of the in-progress claim; None once completed
    result: bytes | None = None
    completed_by: str | None = None  # the token whose result is stored


class MemoryStore:
    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_record_turns: int | None = DEFAULT_MAX_RECORD_TURNS,
        max_record_bytes: int | None = DEFAULT_MAX_RECORD_BYTES,
    ) -> None:
        check_caps(max_record_turns, max_record_bytes)
        self._clock = clock
        self._max_turns = max_record_turns
        self._max_bytes = max_record_bytes
        self._records: dict[tuple[str, str], _Record] = {}
        self._idempotency: dict[tuple[str, str], _IdempotencyRecord] = {}
        self._next_sweep = clock() + _SWEEP_INTERVAL_SECONDS

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        key = (check_id(tenant, "tenant"), check_id(record_id, "record_id"))
        ttl_ms = check_ttl(ttl_seconds)
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        now = self._clock()
        self._sweep_now_and_then(now)
        existing = self._live_record(key, now)
        if existing is not None:
            return existing.created_by == attempt
        self._records[key] = _Record(expires_at=now + ttl_ms / 1000, created_by=attempt)
        return True

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        key = (check_id(tenant, "tenant"), check_id(record_id, "record_id"))
        check_window(max_turns, cursor)
        record = self._live_record(key, self._clock())
        if record is None:
            raise RecordNotFound("no such record")
        total = len(record.turns)
        start, stop = window_bounds(total, max_turns, cursor)
        return decode_window(record.turns[start:stop], total, start)

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
        key = (check_id(tenant, "tenant"), check_id(record_id, "record_id"))
        check_version(expected_version)
        if idempotency_key is not None:
            check_id(idempotency_key, "idempotency_key")
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        ttl_ms = check_ttl(ttl_seconds)
        encoded = encode_json_object(turn, "turn")
        now = self._clock()
        record = self._live_record(key, now)
        if record is None:
            raise RecordNotFound("no such record")
        applied = record.applied_appends.get(idempotency_key) if idempotency_key is not None else None
        if applied is None:
            applied = record.recent_attempts.get(attempt)
        if applied is not None:
            stored = orjson.loads(record.turns[applied.index])
            return AppendResult(applied.version, applied.index, replayed=True, turn=stored)
        if record.version != expected_version:
            raise VersionConflict(record.version)
        if (self._max_turns is not None and record.version + 1 > self._max_turns) or (
            self._max_bytes is not None and record.size_bytes + len(encoded) > self._max_bytes
        ):
            raise RecordFull(record.version, record.size_bytes, self._max_turns, self._max_bytes)
        record.turns.append(encoded)
        record.size_bytes += len(encoded)
        marker = AppendResult(version=record.version, index=len(record.turns) - 1)
        if idempotency_key is not None:
            record.applied_appends[idempotency_key] = marker
        record.recent_attempts[attempt] = marker
        if len(record.recent_attempts) > ATTEMPT_MARKERS:
            del record.recent_attempts[next(iter(record.recent_attempts))]
        record.expires_at = now + ttl_ms / 1000
        return AppendResult(marker.version, marker.index, turn=turn)

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        slot = (check_id(tenant, "tenant"), check_id(key, "idempotency key"))
        check_id(fingerprint, "fingerprint")
        owner = check_id(token, "token") if token is not None else new_claim_token()
        lease_ms, ttl_ms = check_ttl(lease_seconds, "lease_seconds"), check_ttl(ttl_seconds)
        now = self._clock()
        self._sweep_now_and_then(now)
        entry = self._live_idempotency(slot, now)
        if entry is not None:
            if entry.fingerprint != fingerprint:
                return Claim.MISMATCH
            if entry.result is not None:
                return Claim.completed(orjson.loads(entry.result))
            if entry.token == owner:  # a repeat of this owner's own claim: its lease runs from now
                entry.lease_until = now + lease_ms / 1000
                entry.expires_at = max(entry.expires_at, entry.lease_until)
                return Claim.new(owner)
            if entry.lease_until is not None and entry.lease_until > now:
                return Claim.in_progress(entry.lease_until - now)
        # Absent, or the previous attempt's lease ran out: this attempt takes over, under its own token.
        self._idempotency[slot] = _IdempotencyRecord(
            fingerprint=fingerprint,
            lease_until=now + lease_ms / 1000,
            expires_at=now + max(lease_ms, ttl_ms) / 1000,
            token=owner,
        )
        return Claim.new(owner)

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        slot = (check_id(tenant, "tenant"), check_id(key, "idempotency key"))
        check_id(token, "token")
        ttl_ms = check_ttl(ttl_seconds)
        encoded = encode_json_object(result, "result")
        now = self._clock()
        done = self._live_idempotency(slot, now)
        if done is not None and done.result is not None:
            return done.completed_by == token  # a repeat of this owner's complete is True again
        entry = self._owned(slot, token, now)
        if entry is None:
            return False
        self._idempotency[slot] = _IdempotencyRecord(
            fingerprint=entry.fingerprint,
            lease_until=None,
            expires_at=now + ttl_ms / 1000,
            token=None,
            result=encoded,
            completed_by=token,
        )
        return True

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        slot = (check_id(tenant, "tenant"), check_id(key, "idempotency key"))
        check_id(token, "token")
        now = self._clock()
        if self._live_idempotency(slot, now) is None:
            return True  # nothing held any more: a repeat answers as the drop did
        if self._owned(slot, token, now) is None:
            return False
        del self._idempotency[slot]
        return True

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        slot = (check_id(tenant, "tenant"), check_id(key, "idempotency key"))
        check_id(token, "token")
        lease_ms = check_ttl(lease_seconds, "lease_seconds")
        now = self._clock()
        entry = self._owned(slot, token, now)
        if entry is None:
            return False
        entry.lease_until = now + lease_ms / 1000
        entry.expires_at = max(entry.expires_at, entry.lease_until)
        return True

    # PortableStore (state/portable.py): entries as exact values, for copies and migrations.

    async def scan_entries(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        now = self._clock()
        slots = sorted([("idempotency", *k) for k in self._idempotency] + [("record", *k) for k in self._records])
        after = tuple(orjson.loads(cursor)) if cursor is not None else None
        page = [slot for slot in slots if after is None or slot > after][: max(1, count)]
        entries = [e for kind, tenant, key in page if (e := self._export(kind, tenant, key, now)) is not None]  # type: ignore[arg-type]
        more = len(page) == max(1, count) and page[-1] != slots[-1]
        return entries, orjson.dumps(list(page[-1])).decode() if more else None

    async def export_entry(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        return self._export(kind, tenant, key, self._clock())

    async def import_entry(self, entry: Entry, *, overwrite: bool = False) -> Imported:
        now = self._clock()
        current = self._export(entry.kind, entry.tenant, entry.key, now)
        if current is not None and (
            current.revision > entry.revision or (current.revision == entry.revision and not overwrite)
        ):
            return Imported.KEPT
        slot = (entry.tenant, entry.key)
        if isinstance(entry, RecordEntry):

            def result(marker: AppendMarker) -> AppendResult:
                return AppendResult(marker.version, marker.index)

            self._records[slot] = _Record(
                expires_at=now + entry.ttl_ms / 1000,
                turns=list(entry.turns),
                size_bytes=sum(len(turn) for turn in entry.turns),
                applied_appends={key: result(marker) for key, marker in entry.applied},
                recent_attempts={token: result(marker) for token, marker in entry.attempts},
                created_by=entry.created_by,
            )
        else:
            self._idempotency[slot] = _IdempotencyRecord(
                fingerprint=entry.fingerprint,
                expires_at=now + entry.ttl_ms / 1000,
                lease_until=None if entry.lease_ms is None else now + entry.lease_ms / 1000,
                token=entry.token,
                result=entry.result,
                completed_by=entry.completed_by,
            )
        return Imported.WRITTEN

    async def remove_entry(self, kind: EntryKind, tenant: str, key: str) -> None:
        (self._records if kind == "record" else self._idempotency).pop((tenant, key), None)

    async def count_entries(self) -> int | None:
        return len(self._records) + len(self._idempotency)

    def _export(self, kind: EntryKind, tenant: str, key: str, now: float) -> Entry | None:
        if kind == "record":
            record = self._live_record((tenant, key), now)
            if record is None:
                return None
            return RecordEntry(
                tenant,
                key,
                tuple(record.turns),
                ttl_ms=_remaining_ms(record.expires_at, now),
                created_by=record.created_by,
                applied=tuple((k, AppendMarker(r.version, r.index)) for k, r in record.applied_appends.items()),
                attempts=tuple((t, AppendMarker(r.version, r.index)) for t, r in record.recent_attempts.items()),
            )
        entry = self._live_idempotency((tenant, key), now)
        if entry is None:
            return None
        return IdempotencyEntry(
            tenant,
            key,
            entry.fingerprint,
            ttl_ms=_remaining_ms(entry.expires_at, now),
            token=entry.token,
            lease_ms=None if entry.lease_until is None else max(0, _remaining_ms(entry.lease_until, now)),
            result=entry.result,
            completed_by=entry.completed_by,
        )

    async def ping(self) -> None:
        return None

    async def aclose(self) -> None:
        return None

    def _live_record(self, key: tuple[str, str], now: float) -> _Record | None:
        record = self._records.get(key)
        if record is not None and record.expires_at <= now:
            del self._records[key]
            return None
        return record

    def _live_idempotency(self, slot: tuple[str, str], now: float) -> _IdempotencyRecord | None:
        entry = self._idempotency.get(slot)
        if entry is not None and entry.expires_at <= now:
            del self._idempotency[slot]
            return None
        return entry

    def _owned(self, slot: tuple[str, str], token: str, now: float) -> _IdempotencyRecord | None:
        """The in-progress claim of ``slot`` if ``token`` owns it, else None."""
        entry = self._live_idempotency(slot, now)
        if entry is None or entry.result is not None or entry.token != token:
            return None
        return entry

    def _sweep_now_and_then(self, now: float) -> None:
        # Expired entries that are never touched again would otherwise live forever.
        if now < self._next_sweep:
            return
        self._next_sweep = now + _SWEEP_INTERVAL_SECONDS
        self._records = {k: r for k, r in self._records.items() if r.expires_at > now}
        self._idempotency = {k: e for k, e in self._idempotency.items() if e.expires_at > now}


def _remaining_ms(deadline: float, now: float) -> int:
    return max(1, int((deadline - now) * 1000))
