"""The shared session store on Redis: every instance sees the same records.

Each conditional write is one Lua script, so it is atomic and costs one round trip;
``read_window`` is a script too, so a read + append turn costs two round trips.

Key layout (``P`` = key_prefix, ids encoded as every key of ours is: ``client.KeyScheme``)::

    P:{<tenant>:<record_id>}:rec   hash  v = version (== number of turns)
                                         c = attempt token of the create
                                         b = bytes of turn JSON so far (for the byte cap)
                                         t:<index> = turn JSON
                                         a:<idempotency key> = "<version>:<index>"
                                         r:<attempt token> = "<version>:<index>" and
                                         q:<index mod ATTEMPT_MARKERS> = that token
                                         (the last ATTEMPT_MARKERS appends only)
    P:{<tenant>:<key>}:idem        hash  fp, token (owner of the claim), lease_until (ms,
                                         Redis clock); once completed: fp, result JSON,
                                         done_by (the token whose result it is)

Every write recognises its own re-send by the caller's token (see state/store.py, "Safe to
re-send"), so the one retry the client makes on a broken connection (``client.connect``), and any
retry of ours, answers what the first execution did even when Redis ran it and only the reply was lost.

A record is a single key, so its turns and append markers share one TTL and expire
together; the ``{…}`` hash tag keeps every key a script touches in one cluster slot.

On a Redis Cluster (``cluster=True``) nothing changes but the client: each script is given
exactly one key (``KEYS[1]``), so it runs whole on the shard owning that key's slot, and the
records of different tenants (and conversations) spread over the shards by their hash tags.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import orjson
from redis.commands.core import AsyncScript

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
    StoreError,
    StoreUnavailable,
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

from .client import DEFAULT_KEY_PREFIX, KeyScheme, connect, is_unavailable, learn_layout
from .entries import RedisEntries

# KEYS[1] record; ARGV: ttl_ms, attempt token. Returns 1 if created (or if this attempt
# created it: a re-send), 0 if a live record exists.
CREATE_IF_ABSENT = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('HGET', KEYS[1], 'c') == ARGV[2] then return 1 end
  return 0
end
redis.call('HSET', KEYS[1], 'v', 0, 'c', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
"""

# KEYS[1] record; ARGV: max_turns, cursor or ''. Returns nil if absent, else
# {version, start, turn...}. Mirrors store.window_bounds.
READ_WINDOW_CONSISTENT = """
local version = redis.call('HGET', KEYS[1], 'v')
if not version then return false end
local total = tonumber(version)
local max_turns = tonumber(ARGV[1])
local start
if ARGV[2] == '' then start = math.max(0, total - max_turns) else start = math.min(tonumber(ARGV[2]), total) end
local stop = math.min(total, start + max_turns)
local reply = {total, start}
if stop > start then
  local fields = {}
  for i = start, stop - 1 do fields[#fields + 1] = 't:' .. i end
  local turns = redis.call('HMGET', KEYS[1], unpack(fields))
  for i = 1, #turns do reply[#reply + 1] = turns[i] end
end
return reply
"""

# KEYS[1] record; ARGV: expected_version, turn JSON, ttl_ms, idempotency key or '',
# max_turns or '', max_bytes or '', attempt token, attempt markers kept. The replay checks
# come before the version check so a retry after a lost reply gets its original outcome and
# the stored turn; the markers are written by the same script as the turn. An idempotency
# key's marker lives as long as the record; an attempt token's only for the record's last
# markers-kept appends (ring slot 'q:<index mod n>' names the token whose marker to drop).
# The caps are checked before anything is written (all or nothing); 'b' keeps the running
# byte count (a record written before it existed counts from 0).
APPEND_IF_VERSION_WITHIN_CAPS = """
local version = redis.call('HGET', KEYS[1], 'v')
if not version then return {0} end
local applied = false
if ARGV[4] ~= '' then applied = redis.call('HGET', KEYS[1], 'a:' .. ARGV[4]) end
if not applied then applied = redis.call('HGET', KEYS[1], 'r:' .. ARGV[7]) end
if applied then
  local v, i = string.match(applied, '^(%d+):(%d+)$')
  return {2, tonumber(v), tonumber(i), redis.call('HGET', KEYS[1], 't:' .. i)}
end
version = tonumber(version)
if version ~= tonumber(ARGV[1]) then return {3, version} end
local size = tonumber(redis.call('HGET', KEYS[1], 'b') or '0')
local turn_size = string.len(ARGV[2])
if (ARGV[5] ~= '' and version + 1 > tonumber(ARGV[5])) or (ARGV[6] ~= '' and size + turn_size > tonumber(ARGV[6])) then
  return {4, version, size}
end
local index = version
version = version + 1
local marker = version .. ':' .. index
redis.call('HSET', KEYS[1], 'v', version, 't:' .. index, ARGV[2], 'b', size + turn_size)
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'a:' .. ARGV[4], marker) end
local slot = 'q:' .. (index % tonumber(ARGV[8]))
local evicted = redis.call('HGET', KEYS[1], slot)
if evicted then redis.call('HDEL', KEYS[1], 'r:' .. evicted) end
redis.call('HSET', KEYS[1], slot, ARGV[7], 'r:' .. ARGV[7], marker)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, version, index}
"""

# KEYS[1] idem; ARGV: fingerprint, lease_ms, ttl_ms, owner token. Leases use the Redis
# clock so instances with skewed clocks agree on when a lease has run out. A claim whose
# owner is the caller's token is a re-send of the caller's own claim: it is the caller's, with
# its lease running from now (as if this were the first send).
CLAIM_IDEMPOTENCY = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local entry = redis.call('HMGET', KEYS[1], 'fp', 'lease_until', 'result', 'token')
if entry[1] then
  if entry[1] ~= ARGV[1] then return {3} end
  if entry[3] then return {4, entry[3]} end
  if entry[4] == ARGV[4] then
    redis.call('HSET', KEYS[1], 'lease_until', now + tonumber(ARGV[2]))
    if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
    return {1}
  end
  local lease_until = tonumber(entry[2])
  if lease_until > now then return {2, lease_until - now} end
end
local lease = tonumber(ARGV[2])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'fp', ARGV[1], 'token', ARGV[4], 'lease_until', now + lease)
redis.call('PEXPIRE', KEYS[1], math.max(lease, tonumber(ARGV[3])))
return {1}
"""

# KEYS[1] idem; ARGV: owner token, result JSON, ttl_ms. Only the owner's unfinished claim
# becomes a result: a late attempt whose key another attempt took over stores nothing.
# 'done_by' names the token whose result is stored, so a re-send is answered 1 again.
COMPLETE_IF_OWNER = """
local entry = redis.call('HMGET', KEYS[1], 'fp', 'token', 'result', 'done_by')
if entry[3] then
  if entry[4] == ARGV[1] then return 1 end
  return 0
end
if not entry[1] or entry[2] ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'fp', entry[1], 'result', ARGV[2], 'done_by', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""

# KEYS[1] idem; ARGV: owner token. Only the owner's unfinished claim is dropped; a key that
# holds nothing any more (a re-send after the drop) answers 1 as the drop did.
RELEASE_IF_OWNER = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 1 end
local entry = redis.call('HMGET', KEYS[1], 'token', 'result')
if entry[1] == ARGV[1] and not entry[2] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
"""

# KEYS[1] idem; ARGV: owner token, lease_ms. The owner's lease runs lease_ms from now
# (Redis clock); the key lives at least that long.
EXTEND_IF_OWNER = """
local entry = redis.call('HMGET', KEYS[1], 'token', 'result')
if entry[1] ~= ARGV[1] or entry[2] then return 0 end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'lease_until', now + lease)
if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
return 1
"""

T = TypeVar("T")

_ABSENT, _APPLIED, _REPLAYED, _CONFLICT, _FULL = 0, 1, 2, 3, 4
_CLAIM_NEW, _CLAIM_IN_PROGRESS, _CLAIM_MISMATCH, _CLAIM_COMPLETED = 1, 2, 3, 4


class RedisStore:
    def __init__(
        self,
        url: str,
        *,
        socket_timeout: float = 1.0,
        connect_timeout: float = 1.0,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        max_connections: int | None = None,
        blocking_pool: bool = True,
        pool_timeout: float | None = None,
        cluster: bool = False,
        max_record_turns: int | None = DEFAULT_MAX_RECORD_TURNS,
        max_record_bytes: int | None = DEFAULT_MAX_RECORD_BYTES,
    ) -> None:
        check_caps(max_record_turns, max_record_bytes)
        self._max_turns = max_record_turns
        self._max_bytes = max_record_bytes
        self.keys = KeyScheme(key_prefix)
        # One immediate retry on a broken connection, never on a timeout (client.connect): the
        # script may have run and only its reply been lost, and every script recognises its own
        # re-send (see state/store.py), so the retry answers what the first run did; after a
        # timeout the script may still be running, and a re-send could overtake it.
        self._redis = connect(
            url,
            cluster=cluster,
            socket_timeout=socket_timeout,
            connect_timeout=connect_timeout,
            retries=1,
            max_connections=max_connections,
            blocking_pool=blocking_pool,
            pool_timeout=pool_timeout,
        )
        self._create_if_absent = self._redis.register_script(CREATE_IF_ABSENT)
        self._read_window = self._redis.register_script(READ_WINDOW_CONSISTENT)
        self._append_if_version = self._redis.register_script(APPEND_IF_VERSION_WITHIN_CAPS)
        self._claim_idempotency = self._redis.register_script(CLAIM_IDEMPOTENCY)
        self._complete_if_owner = self._redis.register_script(COMPLETE_IF_OWNER)
        self._release_if_owner = self._redis.register_script(RELEASE_IF_OWNER)
        self._extend_if_owner = self._redis.register_script(EXTEND_IF_OWNER)
        self._entries = RedisEntries(self._redis, self.keys, cluster=cluster)

    def record_key(self, tenant: str, record_id: str) -> str:
        tenant, record_id = check_id(tenant, "tenant"), check_id(record_id, "record_id")
        return self.keys.record(tenant, record_id)

    def idempotency_key(self, tenant: str, key: str) -> str:
        tenant, key = check_id(tenant, "tenant"), check_id(key, "idempotency key")
        return self.keys.idempotency(tenant, key)

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        key = self.record_key(tenant, record_id)
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        created = await self._run(self._create_if_absent, key, [check_ttl(ttl_seconds), attempt])
        return bool(created)

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        key = self.record_key(tenant, record_id)
        check_window(max_turns, cursor)
        reply = await self._run(self._read_window, key, [max_turns, "" if cursor is None else cursor])
        if reply is None:
            raise RecordNotFound("no such record")
        total, start, *turns = reply
        return decode_window(turns, total, start)

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
        key = self.record_key(tenant, record_id)
        check_version(expected_version)
        if idempotency_key is not None:
            check_id(idempotency_key, "idempotency_key")
        attempt = new_attempt_token() if attempt_token is None else check_id(attempt_token, "attempt_token")
        args = [
            expected_version,
            encode_json_object(turn, "turn"),
            check_ttl(ttl_seconds),
            idempotency_key or "",
            "" if self._max_turns is None else self._max_turns,
            "" if self._max_bytes is None else self._max_bytes,
            attempt,
            ATTEMPT_MARKERS,
        ]
        outcome, *values = await self._run(self._append_if_version, key, args)
        if outcome == _ABSENT:
            raise RecordNotFound("no such record")
        if outcome == _CONFLICT:
            raise VersionConflict(values[0])
        if outcome == _FULL:
            raise RecordFull(values[0], values[1], self._max_turns, self._max_bytes)
        if outcome == _REPLAYED:
            return AppendResult(version=values[0], index=values[1], replayed=True, turn=orjson.loads(values[2]))
        return AppendResult(version=values[0], index=values[1], turn=turn)

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        redis_key = self.idempotency_key(tenant, key)
        owner = check_id(token, "token") if token is not None else new_claim_token()
        args = [
            check_id(fingerprint, "fingerprint"),
            check_ttl(lease_seconds, "lease_seconds"),
            check_ttl(ttl_seconds),
            owner,
        ]
        outcome, *values = await self._run(self._claim_idempotency, redis_key, args)
        if outcome == _CLAIM_NEW:
            return Claim.new(owner)
        if outcome == _CLAIM_IN_PROGRESS:
            return Claim.in_progress(values[0] / 1000)
        if outcome == _CLAIM_MISMATCH:
            return Claim.MISMATCH
        return Claim.completed(orjson.loads(values[0]))

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        redis_key = self.idempotency_key(tenant, key)
        args = [check_id(token, "token"), encode_json_object(result, "result"), check_ttl(ttl_seconds)]
        return bool(await self._run(self._complete_if_owner, redis_key, args))

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        redis_key = self.idempotency_key(tenant, key)
        return bool(await self._run(self._release_if_owner, redis_key, [check_id(token, "token")]))

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        redis_key = self.idempotency_key(tenant, key)
        args = [check_id(token, "token"), check_ttl(lease_seconds, "lease_seconds")]
        return bool(await self._run(self._extend_if_owner, redis_key, args))

    # PortableStore (state/portable.py): entries as exact values, for copies and migrations (entries.py).

    async def scan_entries(self, cursor: str | None, count: int) -> tuple[list[Entry], str | None]:
        return await self._call(lambda: self._entries.scan(cursor, count))

    async def export_entry(self, kind: EntryKind, tenant: str, key: str) -> Entry | None:
        return await self._call(lambda: self._entries.export(kind, check_id(tenant, "tenant"), check_id(key, "key")))

    async def import_entry(self, entry: Entry, *, overwrite: bool = False) -> Imported:
        return await self._call(lambda: self._entries.import_(entry, overwrite))

    async def remove_entry(self, kind: EntryKind, tenant: str, key: str) -> None:
        await self._call(lambda: self._entries.remove(kind, check_id(tenant, "tenant"), check_id(key, "key")))

    async def count_entries(self) -> int | None:
        return await self._call(self._entries.count)

    async def ping(self) -> None:
        try:
            await learn_layout(self._redis)
            await self._redis.ping()
        except Exception as exc:  # whatever the failure, the store is not usable: a readiness answer, never a 500
            raise StoreUnavailable(f"session store unavailable: {type(exc).__name__}: {exc}") from exc

    async def aclose(self) -> None:
        await self._redis.aclose()

    async def _run(self, script: AsyncScript, key: str, args: Sequence[Any]) -> Any:
        return await self._call(lambda: script(keys=[key], args=args))

    async def _call(self, operation: Callable[[], Awaitable[T]]) -> T:
        try:
            await learn_layout(self._redis)
            return await operation()
        except StoreError:
            raise
        except Exception as exc:  # noqa: BLE001 - anything but an error Redis answered is "unavailable"
            raise _translate(exc) from exc


def _translate(exc: Exception) -> StoreError:
    """An error Redis answered (a script error) is a StoreError; anything else means the store could not be reached."""
    if is_unavailable(exc):
        return StoreUnavailable(f"session store unavailable: {type(exc).__name__}: {exc}")
    return StoreError(f"session store error: {exc}")
