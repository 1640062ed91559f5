"""The Redis store's entries as portable values (``state/portable.py``): scan, export, import, remove.

Export and import are one script each, so an entry is read or written whole and at one instant; a
page of a scan exports its keys in one pipeline. The hash fields are the store's own
(``store.py``'s key layout); leases travel as remaining milliseconds and are re-anchored on the
target's clock (``TIME``) by the import script.

A scan is Redis ``SCAN`` over the store's keys: its cursor is Redis's, so a copy interrupted (or a
Redis restarted) continues where it stopped. A Redis Cluster has one cursor per shard, which this
scan does not combine yet: scanning (copying from) a cluster is refused with a clear error; export and
import touch one key each, so a cluster can be either side of a migration's mirrored writes.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from mcp_agent.state.portable import AppendMarker, Entry, EntryKind, IdempotencyEntry, Imported, RecordEntry
from mcp_agent.state.store import ATTEMPT_MARKERS, StoreError

from .client import Client, KeyScheme

# KEYS[1] an entry's hash. Returns {pttl, now_ms, field, value, ...} ({-2, now} when absent).
EXPORT_ENTRY = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local reply = {redis.call('PTTL', KEYS[1]), now}
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields do reply[#reply + 1] = fields[i] end
return reply
"""

# KEYS[1] an entry's hash; ARGV: kind, revision, overwrite (1/0), ttl_ms, lease_ms or '', field,
# value, ... Writes the whole hash iff the target is absent or older (or, with overwrite, not newer).
IMPORT_ENTRY = """
local current = false
if redis.call('EXISTS', KEYS[1]) == 1 then
  if ARGV[1] == 'record' then
    current = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
  elseif redis.call('HEXISTS', KEYS[1], 'result') == 1 then current = 2 else current = 1 end
end
local revision = tonumber(ARGV[2])
if current and (current > revision or (current == revision and ARGV[3] == '0')) then return 0 end
redis.call('DEL', KEYS[1])
local fields = {}
for i = 6, #ARGV do
  fields[#fields + 1] = ARGV[i]
  if #fields == 2000 then redis.call('HSET', KEYS[1], unpack(fields)); fields = {} end
end
if ARGV[5] ~= '' then
  local t = redis.call('TIME')
  fields[#fields + 1] = 'lease_until'
  fields[#fields + 1] = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[5])
end
if #fields > 0 then redis.call('HSET', KEYS[1], unpack(fields)) end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""

_SUFFIXES: dict[str, EntryKind] = {":rec": "record", ":idem": "idempotency"}


class RedisEntries:
    def __init__(self, client: Client, keys: KeyScheme, *, cluster: bool) -> None:
        self._redis = client
        self._keys = keys
        self._cluster = cluster
        self._export = client.register_script(EXPORT_ENTRY)
        self._import = client.register_script(IMPORT_ENTRY)

    def key_of(self, kind: EntryKind, tenant: str, key: str) -> str:
        return self._keys.record(tenant, key) if kind == "record" else self._keys.idempotency(tenant, key)

    async def scan(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        self._refuse_cluster()
        position, names = await self._redis.scan(
            int(cursor or 0), match=f"{self._keys.prefix}:{{*", count=max(1, count)
        )
        slots = [slot for name in names if (slot := self._parse(name)) is not None]
        entries: list[Entry] = []
        if slots:
            async with self._redis.pipeline(transaction=False) as pipe:
                for kind, tenant, key in slots:
                    await self._export(keys=[self.key_of(kind, tenant, key)], client=pipe)  # type: ignore[arg-type]  # redis-py runs scripts in pipelines
                replies = await pipe.execute()
            for (kind, tenant, key), reply in zip(slots, replies, strict=True):
                entry = _entry(kind, tenant, key, reply)
                if entry is not None:
                    entries.append(entry)
        return entries, None if int(position) == 0 else str(int(position))

    async def export(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        return _entry(kind, tenant, key, await self._export(keys=[self.key_of(kind, tenant, key)]))

    async def import_(self, entry: Entry, overwrite: bool) -> Imported:
        fields, lease = _fields(entry)
        args: list[Any] = [entry.kind, entry.revision, 1 if overwrite else 0, entry.ttl_ms, lease, *fields]
        written = await self._import(keys=[self.key_of(entry.kind, entry.tenant, entry.key)], args=args)
        return Imported.WRITTEN if written else Imported.KEPT

    async def remove(self, kind: EntryKind, tenant: str, key: str) -> None:
        await self._redis.delete(self.key_of(kind, tenant, key))

    async def count(self) -> int | None:
        if self._cluster:
            return None
        return int(await self._redis.dbsize())  # every key of the database: an upper bound

    def _refuse_cluster(self) -> None:
        if self._cluster:
            raise StoreError("scanning a Redis Cluster (copying from it) is not supported yet")

    def _parse(self, name: bytes | str) -> tuple[EntryKind, str, str] | None:
        text = name.decode() if isinstance(name, bytes) else name
        head = f"{self._keys.prefix}:{{"
        for suffix, kind in _SUFFIXES.items():
            if text.startswith(head) and text.endswith("}" + suffix):
                tenant, colon, key = text[len(head) : -len(suffix) - 1].partition(":")
                if colon:
                    return kind, unquote(tenant), unquote(key)
        return None


def _entry(kind: EntryKind, tenant: str, key: str, reply: list[Any]) -> Entry | None:
    pttl, now, *flat = reply
    if pttl == -2 or not flat:
        return None
    fields: dict[str, bytes] = {flat[i].decode(): flat[i + 1] for i in range(0, len(flat), 2)}
    ttl_ms = max(1, int(pttl)) if pttl > 0 else 2**31  # a key without a TTL (none of ours): keep it long
    if kind == "idempotency":
        token = fields.get("token")
        lease_until = fields.get("lease_until")
        done_by = fields.get("done_by")
        return IdempotencyEntry(
            tenant,
            key,
            fields["fp"].decode(),
            ttl_ms=ttl_ms,
            token=None if token is None else token.decode(),
            lease_ms=None if lease_until is None else max(0, int(lease_until) - int(now)),
            result=fields.get("result"),
            completed_by=None if done_by is None else done_by.decode(),
        )
    version = int(fields["v"])
    created_by = fields.get("c")
    applied: list[tuple[str, AppendMarker]] = []
    attempts: list[tuple[str, AppendMarker]] = []
    for name, value in fields.items():
        if name[:2] in ("a:", "r:"):
            marker_version, _, index = value.decode().partition(":")
            marker = AppendMarker(int(marker_version), int(index))
            (applied if name[0] == "a" else attempts).append((name[2:], marker))
    attempts.sort(key=lambda item: item[1].index)
    return RecordEntry(
        tenant,
        key,
        tuple(fields[f"t:{index}"] for index in range(version)),
        ttl_ms=ttl_ms,
        created_by=None if created_by is None else created_by.decode(),
        applied=tuple(applied),
        attempts=tuple(attempts),
    )


def _fields(entry: Entry) -> tuple[list[str | bytes | int], str | int]:
    """The hash fields of ``entry`` as the store's scripts write them, and its lease (or '')."""
    fields: list[str | bytes | int] = []
    if isinstance(entry, IdempotencyEntry):
        fields += ["fp", entry.fingerprint]
        if entry.result is not None:
            fields += ["result", entry.result, "done_by", entry.completed_by or ""]
            return fields, ""
        fields += ["token", entry.token or ""]
        return fields, entry.lease_ms or 0
    fields += ["v", entry.version, "b", sum(len(turn) for turn in entry.turns)]
    if entry.created_by is not None:
        fields += ["c", entry.created_by]
    for index, turn in enumerate(entry.turns):
        fields += [f"t:{index}", turn]
    for key, marker in entry.applied:
        fields += [f"a:{key}", f"{marker.version}:{marker.index}"]
    for token, marker in entry.attempts:
        fields += [f"r:{token}", f"{marker.version}:{marker.index}", f"q:{marker.index % ATTEMPT_MARKERS}", token]
    return fields, ""
