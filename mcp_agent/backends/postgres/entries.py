"""The PostgreSQL store's entries as portable values (``state/portable.py``): scan, export, import, remove.

Every operation is one statement (an import of a record one function, ``mcpa_import_record`` of
``migrations/0003_entries.sql``), so an export reads the row, its turns and its markers in one snapshot,
and an import writes them whole. Remaining times are computed and re-anchored on the server's clock.

A scan walks the two tables in key order, idempotency records first: its cursor is the last
``(kind, tenant, key)`` returned (keyset pagination on the primary keys), so a copy interrupted, or a
server restarted, continues where it stopped, and an entry written behind the cursor is simply not seen.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import orjson

from mcp_agent.state.portable import AppendMarker, Entry, EntryKind, IdempotencyEntry, Imported, RecordEntry
from mcp_agent.state.store import StoreError

# Remaining milliseconds until a timestamp, at least 1 for a live row (a live entry has time left).
_REMAINING = "greatest(1, ceil(extract(epoch FROM {0} - now()) * 1000))::bigint"

RECORD_COLUMNS = f"""
SELECT r.tenant, r.record_id, {_REMAINING.format("r.expires_at")}, r.created_by,
    ARRAY(SELECT t.turn FROM mcpa_turns t WHERE t.tenant = r.tenant AND t.record_id = r.record_id ORDER BY t.idx),
    (SELECT coalesce(jsonb_agg(jsonb_build_array(m.kind::text, m.marker, m.version, m.idx) ORDER BY m.idx), '[]')::text
     FROM mcpa_append_markers m WHERE m.tenant = r.tenant AND m.record_id = r.record_id)
FROM mcpa_records r
"""
IDEMPOTENCY_COLUMNS = f"""
SELECT i.tenant, i.key, {_REMAINING.format("i.expires_at")}, i.fingerprint, i.token,
    CASE WHEN i.token IS NULL THEN NULL
         ELSE greatest(0, ceil(extract(epoch FROM coalesce(i.lease_until, now()) - now()) * 1000))::bigint END,
    i.result, i.done_by
FROM mcpa_idempotency i
"""
_EXPORT = {
    "record": RECORD_COLUMNS + "WHERE r.tenant = $1 AND r.record_id = $2 AND r.expires_at > now()",
    "idempotency": IDEMPOTENCY_COLUMNS + "WHERE i.tenant = $1 AND i.key = $2 AND i.expires_at > now()",
}
_SCAN = {
    "record": RECORD_COLUMNS
    + "WHERE (r.tenant, r.record_id) > ($1, $2) AND r.expires_at > now() ORDER BY r.tenant, r.record_id LIMIT $3",
    "idempotency": IDEMPOTENCY_COLUMNS
    + "WHERE (i.tenant, i.key) > ($1, $2) AND i.expires_at > now() ORDER BY i.tenant, i.key LIMIT $3",
}
_REMOVE = {
    "record": "DELETE FROM mcpa_records WHERE tenant = $1 AND record_id = $2",
    "idempotency": "DELETE FROM mcpa_idempotency WHERE tenant = $1 AND key = $2",
}
IMPORT_RECORD = "SELECT mcpa_import_record($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
# Written iff the target holds no live entry, an older revision (1 claimed, 2 completed), or, with
# overwrite, the same one.
IMPORT_IDEMPOTENCY = """
INSERT INTO mcpa_idempotency AS i (tenant, key, fingerprint, token, lease_until, result, done_by, expires_at)
VALUES ($1, $2, $3, $4, now() + $5::bigint * interval '1 millisecond', $6, $7,
        now() + $8::bigint * interval '1 millisecond')
ON CONFLICT (tenant, key) DO UPDATE
    SET fingerprint = excluded.fingerprint, token = excluded.token, lease_until = excluded.lease_until,
        result = excluded.result, done_by = excluded.done_by, expires_at = excluded.expires_at
    WHERE i.expires_at <= now() OR (CASE WHEN i.result IS NULL THEN 1 ELSE 2 END) < $9
       OR ($10 AND (CASE WHEN i.result IS NULL THEN 1 ELSE 2 END) = $9)
RETURNING true
"""
COUNT = """
SELECT (SELECT count(*) FROM mcpa_records WHERE expires_at > now())
     + (SELECT count(*) FROM mcpa_idempotency WHERE expires_at > now())
"""
# The scan's order of kinds; a cursor at the start of the next kind is (kind, "", "").
_ORDER: tuple[EntryKind, ...] = ("idempotency", "record")

Fetch = Callable[..., Awaitable[list[Any]]]


class PostgresEntries:
    def __init__(self, fetch: Fetch) -> None:
        self._fetch = fetch

    async def scan(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        kind, tenant, key = _decode_cursor(cursor)
        rows = await self._fetch(_SCAN[kind], tenant, key, max(1, count))
        entries = [_entry(kind, row) for row in rows]
        if len(rows) >= max(1, count):
            return entries, _encode_cursor(kind, rows[-1][0], rows[-1][1])
        following = _ORDER.index(kind) + 1
        return entries, _encode_cursor(_ORDER[following], "", "") if following < len(_ORDER) else None

    async def export(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        rows = await self._fetch(_EXPORT[kind], tenant, key)
        return _entry(kind, rows[0]) if rows else None

    async def import_(self, entry: Entry, overwrite: bool) -> Imported:
        if isinstance(entry, RecordEntry):
            markers = [("a", *item) for item in entry.applied] + [("r", *item) for item in entry.attempts]
            rows = await self._fetch(
                IMPORT_RECORD,
                entry.tenant,
                entry.record_id,
                [turn.decode() for turn in entry.turns],
                entry.ttl_ms,
                entry.created_by or "",
                [kind for kind, _, _ in markers],
                [name for _, name, _ in markers],
                [marker.version for _, _, marker in markers],
                [marker.index for _, _, marker in markers],
                overwrite,
            )
            written = bool(rows[0][0])
        else:
            completed = entry.result is not None
            rows = await self._fetch(
                IMPORT_IDEMPOTENCY,
                entry.tenant,
                entry.key,
                entry.fingerprint,
                None if completed else entry.token,
                None if completed else entry.lease_ms or 0,
                None if entry.result is None else entry.result.decode(),
                entry.completed_by if completed else None,
                entry.ttl_ms,
                entry.revision,
                overwrite,
            )
            written = bool(rows)
        return Imported.WRITTEN if written else Imported.KEPT

    async def remove(self, kind: EntryKind, tenant: str, key: str) -> None:
        await self._fetch(_REMOVE[kind], tenant, key)

    async def count(self) -> int:
        rows = await self._fetch(COUNT)
        return int(rows[0][0])


def _decode_cursor(cursor: str | None) -> tuple[EntryKind, str, str]:
    if cursor is None:
        return _ORDER[0], "", ""
    try:
        kind, tenant, key = orjson.loads(cursor)
    except (orjson.JSONDecodeError, TypeError, ValueError) as error:
        raise StoreError("not a cursor of this store's scan") from error
    if kind not in _ORDER or not isinstance(tenant, str) or not isinstance(key, str):
        raise StoreError("not a cursor of this store's scan")
    return kind, tenant, key


def _encode_cursor(kind: EntryKind, tenant: str, key: str) -> str:
    return orjson.dumps([kind, tenant, key]).decode()


def _entry(kind: EntryKind, row: Any) -> Entry:
    if kind == "idempotency":
        tenant, key, ttl_ms, fingerprint, token, lease_ms, result, done_by = row
        return IdempotencyEntry(
            tenant,
            key,
            fingerprint,
            ttl_ms=ttl_ms,
            token=token,
            lease_ms=lease_ms,
            result=None if result is None else result.encode(),
            completed_by=done_by,
        )
    tenant, record_id, ttl_ms, created_by, turns, markers = row
    applied: list[tuple[str, AppendMarker]] = []
    attempts: list[tuple[str, AppendMarker]] = []
    for marker_kind, name, version, index in orjson.loads(markers):
        (applied if marker_kind == "a" else attempts).append((name, AppendMarker(version, index)))
    return RecordEntry(
        tenant,
        record_id,
        tuple(turn.encode() for turn in turns),
        ttl_ms=ttl_ms,
        created_by=created_by or None,
        applied=tuple(applied),
        attempts=tuple(attempts),
    )
