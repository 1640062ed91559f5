"""The shared session store on PostgreSQL: every instance sees the same records.

Each conditional write is one statement (a plpgsql function of ``migrations/0001_store.sql``, or one
``UPDATE``/``DELETE``), so it is atomic and costs one round trip; ``read_window`` is one statement too.

Tables (every row keyed by its tenant first, and every statement filters on it)::

    mcpa_records          one row per record: version (== turns), size_bytes, created_by, expires_at
    mcpa_turns            (tenant, record_id, idx) -> turn JSON
    mcpa_append_markers   kind 'a': an idempotency key; kind 'r': the attempt token of one of the
                          record's last ATTEMPT_MARKERS appends; each -> (version, idx)
    mcpa_idempotency      (tenant, key) -> fingerprint, owner token, lease_until, result, done_by

A record's turns and markers hang off its row (foreign keys, ``ON DELETE CASCADE``), so they share its
TTL: every read says ``expires_at > now()``, so an expired record is gone at once for every caller;
``expiry.Sweeper`` deletes the rows later, in bounded batches. Leases and TTLs run on the server's
clock, so instances with skewed clocks agree.

Every write recognises its own re-send by the caller's token (state/store.py, "Safe to re-send"), so
the one retry ``connection.Database`` makes on a broken connection answers what the first did.
"""

from __future__ import annotations

from typing import Any

import orjson

from mcp_agent.state.portable import Entry, EntryKind, Imported
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
)

from .connection import DEFAULT_POOL_SIZE, DEFAULT_SCHEMA, Database
from .entries import PostgresEntries
from .expiry import STORE_TABLES, Sweeper

# Mirrors state.store.window_bounds: no rows when the record is absent, one row with a NULL turn
# for an empty window, else one row per turn, in order; one snapshot for the version and the turns.
READ_WINDOW = """
WITH r AS (
    SELECT version, CASE WHEN $4::integer IS NULL THEN greatest(0, version - $3) ELSE least($4, version) END AS start
    FROM mcpa_records WHERE tenant = $1 AND record_id = $2 AND expires_at > now()
)
SELECT r.version, r.start, t.turn FROM r
LEFT JOIN mcpa_turns t ON t.tenant = $1 AND t.record_id = $2 AND t.idx >= r.start AND t.idx < least(r.version, r.start + $3)
ORDER BY t.idx
"""
APPEND = "SELECT outcome, version, idx, turn, size_bytes FROM mcpa_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
CLAIM = "SELECT outcome, lease_left_ms, result FROM mcpa_claim($1, $2, $3, $4, $5, $6)"
# True once no claim of the token's remains: dropped now, or no live entry at all (a repeat). One
# snapshot: if the DELETE found the owner's claim, the entry was live.
RELEASE = """
WITH dropped AS (
    DELETE FROM mcpa_idempotency WHERE tenant = $1 AND key = $2 AND token = $3 AND result IS NULL AND expires_at > now()
    RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM dropped)
    OR NOT EXISTS (SELECT 1 FROM mcpa_idempotency WHERE tenant = $1 AND key = $2 AND expires_at > now())
"""
EXTEND = """
UPDATE mcpa_idempotency SET lease_until = now() + $4::bigint * interval '1 millisecond',
    expires_at = greatest(expires_at, now() + $4::bigint * interval '1 millisecond')
WHERE tenant = $1 AND key = $2 AND token = $3 AND result IS NULL AND expires_at > now()
"""

_ABSENT, _APPLIED, _REPLAYED, _CONFLICT, _FULL = 0, 1, 2, 3, 4
_CLAIM_NEW, _CLAIM_IN_PROGRESS, _CLAIM_MISMATCH, _CLAIM_COMPLETED = 1, 2, 3, 4


class PostgresStore:
    def __init__(
        self,
        dsn: str,
        *,
        schema: str = DEFAULT_SCHEMA,
        timeout_seconds: float = 2.0,
        pool_size: int = DEFAULT_POOL_SIZE,
        max_record_turns: int | None = DEFAULT_MAX_RECORD_TURNS,
        max_record_bytes: int | None = DEFAULT_MAX_RECORD_BYTES,
        sweep_interval_seconds: float = 30.0,
    ) -> None:
        check_caps(max_record_turns, max_record_bytes)
        self._max_turns = max_record_turns
        self._max_bytes = max_record_bytes
        self.database = Database(dsn, schema=schema, timeout_seconds=timeout_seconds, pool_size=pool_size)
        self.sweeper = Sweeper(self.database, STORE_TABLES, interval_seconds=sweep_interval_seconds)
        self._entries = PostgresEntries(self._fetch)

    async def _fetch(self, query: str, *args: Any) -> list[Any]:
        self.sweeper.start()
        rows: list[Any] = await self.database.run(lambda connection: connection.fetch(query, *args))
        return rows

    async def _fetchrow(self, query: str, *args: Any) -> Any:
        self.sweeper.start()
        return await self.database.run(lambda connection: connection.fetchrow(query, *args))

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        tenant, record_id = check_id(tenant, "tenant"), check_id(record_id, "record_id")
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        row = await self._fetchrow(
            "SELECT mcpa_create($1, $2, $3, $4)", tenant, record_id, check_ttl(ttl_seconds), attempt
        )
        return bool(row[0])

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        tenant, record_id = check_id(tenant, "tenant"), check_id(record_id, "record_id")
        check_window(max_turns, cursor)
        rows = await self._fetch(READ_WINDOW, tenant, record_id, max_turns, cursor)
        if not rows:
            raise RecordNotFound("no such record")
        turns = [row[2].encode() for row in rows if row[2] is not None]
        return decode_window(turns, rows[0][0], rows[0][1])

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
        tenant, record_id = check_id(tenant, "tenant"), check_id(record_id, "record_id")
        check_version(expected_version)
        if idempotency_key is not None:
            check_id(idempotency_key, "idempotency_key")
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        encoded = encode_json_object(turn, "turn").decode()
        outcome, version, index, stored, size = await self._fetchrow(
            APPEND,
            tenant,
            record_id,
            expected_version,
            encoded,
            check_ttl(ttl_seconds),
            idempotency_key,
            self._max_turns,
            self._max_bytes,
            attempt,
            ATTEMPT_MARKERS,
        )
        if outcome == _ABSENT:
            raise RecordNotFound("no such record")
        if outcome == _CONFLICT:
            raise VersionConflict(version)
        if outcome == _FULL:
            raise RecordFull(version, size, self._max_turns, self._max_bytes)
        if outcome == _REPLAYED:
            return AppendResult(version=version, index=index, replayed=True, turn=orjson.loads(stored))
        return AppendResult(version=version, index=index, turn=turn)

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        tenant, key = check_id(tenant, "tenant"), check_id(key, "idempotency key")
        owner = check_id(token, "token") if token is not None else new_claim_token()
        lease_ms = check_ttl(lease_seconds, "lease_seconds")
        args = (tenant, key, check_id(fingerprint, "fingerprint"), lease_ms, check_ttl(ttl_seconds), owner)
        outcome, lease_left_ms, result = await self._fetchrow(CLAIM, *args)
        if outcome == _CLAIM_NEW:
            return Claim.new(owner)
        if outcome == _CLAIM_IN_PROGRESS:
            return Claim.in_progress(lease_left_ms / 1000)
        if outcome == _CLAIM_MISMATCH:
            return Claim.MISMATCH
        return Claim.completed(orjson.loads(result))

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        tenant, key = check_id(tenant, "tenant"), check_id(key, "idempotency key")
        args = (
            tenant,
            key,
            check_id(token, "token"),
            encode_json_object(result, "result").decode(),
            check_ttl(ttl_seconds),
        )
        row = await self._fetchrow("SELECT mcpa_complete($1, $2, $3, $4, $5)", *args)
        return bool(row[0])

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        tenant, key = check_id(tenant, "tenant"), check_id(key, "idempotency key")
        row = await self._fetchrow(RELEASE, tenant, key, check_id(token, "token"))
        return bool(row[0])

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        tenant, key = check_id(tenant, "tenant"), check_id(key, "idempotency key")
        lease_ms = check_ttl(lease_seconds, "lease_seconds")
        self.sweeper.start()
        status: str = await self.database.run(
            lambda connection: connection.execute(EXTEND, tenant, key, check_id(token, "token"), lease_ms)
        )
        return status == "UPDATE 1"

    # PortableStore (state/portable.py): entries.py.
    async def scan_entries(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        return await self._entries.scan(cursor, count)

    async def export_entry(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        return await self._entries.export(kind, check_id(tenant, "tenant"), check_id(key, "key"))

    async def import_entry(self, entry: Entry, *, overwrite: bool = False) -> Imported:
        check_id(entry.tenant, "tenant")
        check_id(entry.key, "key")
        return await self._entries.import_(entry, overwrite)

    async def remove_entry(self, kind: EntryKind, tenant: str, key: str) -> None:
        await self._entries.remove(kind, check_id(tenant, "tenant"), check_id(key, "key"))

    async def count_entries(self) -> int | None:
        return await self._entries.count()

    async def ping(self) -> None:
        await self.database.ping()

    async def aclose(self) -> None:
        await self.sweeper.aclose()
        await self.database.aclose()
