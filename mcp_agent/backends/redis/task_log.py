"""The task log on Redis (tasks/record_log.py): a task's seed and its first start, one round trip each.

Both scripts write the session store's record layout (backends/redis/store.py: ``v``, ``c``, ``b``,
``t:<index>``, the attempt markers ``r:<token>`` and their ring ``q:<index mod ATTEMPT_MARKERS>``), so
the store reads and appends to a task record as to any other, and a re-send of either script after a
lost reply (the client's one retry on a broken connection) answers what the first run did.

- ``create``: the seed script (the record created with its first turn, or nothing if the id exists)
  and the queue's ``XADD``, pipelined: one round trip. The message goes even when the seed did not:
  only a replayed idempotency key gets there, and a worker drops a message its record does not want.
- ``start_at``: the start turn appended if the record still holds exactly the turns the caller knows
  of (a first round: only its seed), and those turns read back in the same script.
- ``append``: the store's conditional append, and the task's change published (``notifications/tasks``
  to every instance's listen streams) by the same script if the turn was appended, when the change bus
  is the Redis bus on this Redis (``publishes``): one round trip for a worker's outcome and its push.

On a Redis Cluster the seed script runs on the record's shard and the ``XADD`` on the queue's, in
one cluster pipeline; changes are published by the bus (shard channels), not by the append script.
"""

from __future__ import annotations

from dataclasses import replace

import orjson
from redis.exceptions import NoScriptError

from mcp_agent.bus.changes import Change
from mcp_agent.ops.metrics import BUS_PUBLISHES
from mcp_agent.state.store import (
    ATTEMPT_MARKERS,
    JsonObject,
    RecordFull,
    RecordNotFound,
    VersionConflict,
    check_id,
    check_ttl,
    encode_json_object,
    new_attempt_token,
)
from mcp_agent.tasks.queue import Job

from ..change_payload import encode_change
from .client import KeyScheme
from .queue import RedisWorkQueue

# KEYS[1] record; ARGV: ttl_ms, attempt token, seed JSON, max_bytes or ''. 1: created (or this
# attempt created it: a re-send), 0: a record with this id exists, 2: the seed alone is over the cap.
SEED = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('HGET', KEYS[1], 'c') == ARGV[2] then return 1 end
  return 0
end
local size = string.len(ARGV[3])
if ARGV[4] ~= '' and size > tonumber(ARGV[4]) then return 2 end
redis.call('HSET', KEYS[1], 'v', 1, 'c', ARGV[2], 't:0', ARGV[3], 'b', size, 'q:0', ARGV[2], 'r:' .. ARGV[2], '1:0')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
"""

# KEYS[1] record; ARGV: version, turn JSON, attempt token, markers kept, max_turns or '', max_bytes or ''.
# {1, turn...}: appended after those turns (or appended by this attempt before: a re-send); {0}: not.
# The record keeps its TTL (what is left of the task's).
START_AT = """
local version = redis.call('HGET', KEYS[1], 'v')
if not version then return {0} end
version = tonumber(version)
local before
local applied = redis.call('HGET', KEYS[1], 'r:' .. ARGV[3])
if applied then
  before = tonumber(string.match(applied, ':(%d+)$'))
elseif version == tonumber(ARGV[1]) then
  local size = tonumber(redis.call('HGET', KEYS[1], 'b') or '0')
  local turn_size = string.len(ARGV[2])
  if (ARGV[5] ~= '' and version + 1 > tonumber(ARGV[5])) or (ARGV[6] ~= '' and size + turn_size > tonumber(ARGV[6])) then
    return {0}
  end
  before = version
  redis.call('HSET', KEYS[1], 'v', version + 1, 't:' .. version, ARGV[2], 'b', size + turn_size)
  local slot = 'q:' .. (version % tonumber(ARGV[4]))
  local evicted = redis.call('HGET', KEYS[1], slot)
  if evicted then redis.call('HDEL', KEYS[1], 'r:' .. evicted) end
  redis.call('HSET', KEYS[1], slot, ARGV[3], 'r:' .. ARGV[3], (version + 1) .. ':' .. version)
else
  return {0}
end
local reply = {1}
if before > 0 then
  local fields = {}
  for i = 0, before - 1 do fields[#fields + 1] = 't:' .. i end
  local turns = redis.call('HMGET', KEYS[1], unpack(fields))
  for i = 1, #turns do reply[#reply + 1] = turns[i] end
end
return reply
"""


# KEYS[1] record; ARGV: expected version, turn JSON, ttl_ms, attempt token, markers kept, max_turns or '',
# max_bytes or '', channel or '', payload. The store's append_if_version (without idempotency keys), then
# the change published on the channel if the turn was appended: {1, version} appended (or by this attempt
# before: a re-send), {0} no record, {3, version} another version, {4, version, size} over a cap.
APPEND_PUBLISH = """
local version = redis.call('HGET', KEYS[1], 'v')
if not version then return {0} end
local applied = redis.call('HGET', KEYS[1], 'r:' .. ARGV[4])
if applied then return {1, tonumber(string.match(applied, '^(%d+):'))} end
version = tonumber(version)
if version ~= tonumber(ARGV[1]) then return {3, version} end
local size = tonumber(redis.call('HGET', KEYS[1], 'b') or '0')
local turn_size = string.len(ARGV[2])
if (ARGV[6] ~= '' and version + 1 > tonumber(ARGV[6])) or (ARGV[7] ~= '' and size + turn_size > tonumber(ARGV[7])) then
  return {4, version, size}
end
redis.call('HSET', KEYS[1], 'v', version + 1, 't:' .. version, ARGV[2], 'b', size + turn_size)
local slot = 'q:' .. (version % tonumber(ARGV[5]))
local evicted = redis.call('HGET', KEYS[1], slot)
if evicted then redis.call('HDEL', KEYS[1], 'r:' .. evicted) end
redis.call('HSET', KEYS[1], slot, ARGV[4], 'r:' .. ARGV[4], (version + 1) .. ':' .. version)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if ARGV[8] ~= '' then redis.call('PUBLISH', ARGV[8], ARGV[9]) end
return {1, version + 1}
"""


class RedisTaskLog:
    """The seed and the first start of a task in one round trip each; on the queue's connection."""

    def __init__(
        self,
        queue: RedisWorkQueue,
        keys: KeyScheme,
        *,
        max_record_turns: int | None,
        max_record_bytes: int | None,
        publishes: bool,
    ) -> None:
        self._queue = queue
        self._keys = keys
        # Whether a change published here reaches the listeners: the change bus is the Redis bus on this Redis,
        # and not a cluster's (whose shard channels a script on the record's shard cannot publish to).
        self._publishes = publishes
        self._max_turns = max_record_turns
        self._max_bytes = max_record_bytes
        client = queue.client
        self._client = client
        self._seed = client.register_script(SEED)
        self._loaded = False  # SEED loaded into Redis by this process (pipelined as EVALSHA, it is not loaded for us)
        self._start_at = client.register_script(START_AT)
        self._append = client.register_script(APPEND_PUBLISH)

    def _record_key(self, tenant: str, record_id: str) -> str:
        return self._keys.record(check_id(tenant, "tenant"), check_id(record_id, "record_id"))

    async def create(self, tenant: str, record_id: str, seed: JsonObject, ttl_seconds: float, job: Job) -> bool:
        key = self._record_key(tenant, record_id)
        args: list[str | int | bytes] = [
            check_ttl(ttl_seconds),
            new_attempt_token(),
            encode_json_object(seed, "turn"),
            self._cap(self._max_bytes),
        ]

        async def both(job: Job) -> list[object]:
            # EVALSHA, not the Script object: a pipeline holding a Script asks SCRIPT EXISTS first, every time.
            async with self._client.pipeline(transaction=False) as pipe:
                pipe.evalsha(self._seed.sha, 1, key, *args)
                self._queue.add_to(pipe, job)
                return list(await pipe.execute())

        async def seeded() -> list[object]:
            if not self._loaded:
                await self._client.script_load(SEED)
                self._loaded = True
            try:
                return await both(job)
            except NoScriptError:
                # Redis lost its scripts (a restart, SCRIPT FLUSH). The message went without its seed: sent again
                # under a new token, so that of the two only one starts and the other is dropped as a duplicate.
                await self._client.script_load(SEED)
                return await both(replace(job, token=new_attempt_token()))

        created, _ = await self._queue.call(seeded)
        if created == 2:
            raise RecordFull(0, 0, self._max_turns, self._max_bytes)
        return bool(created)

    async def start_at(self, tenant: str, record_id: str, version: int, turn: JsonObject) -> list[JsonObject] | None:
        key = self._record_key(tenant, record_id)
        args: list[str | int | bytes] = [
            version,
            encode_json_object(turn, "turn"),
            new_attempt_token(),
            ATTEMPT_MARKERS,
            self._cap(self._max_turns),
            self._cap(self._max_bytes),
        ]
        applied, *turns = await self._queue.call(lambda: self._start_at(keys=[key], args=args))
        if not applied:
            return None
        return [orjson.loads(turn) for turn in turns]

    async def append(
        self, tenant: str, record_id: str, version: int, turn: JsonObject, ttl_seconds: float, change: Change | None
    ) -> bool:
        key = self._record_key(tenant, record_id)
        publish = change is not None and self._publishes
        args: list[str | int | bytes] = [
            version,
            encode_json_object(turn, "turn"),
            check_ttl(ttl_seconds),
            new_attempt_token(),
            ATTEMPT_MARKERS,
            self._cap(self._max_turns),
            self._cap(self._max_bytes),
            self._keys.changes_of(tenant) if publish else "",
            encode_change(change) if publish and change is not None else "",
        ]
        outcome, *values = await self._queue.call(lambda: self._append(keys=[key], args=args))
        if outcome == 0:
            raise RecordNotFound("no such record")
        if outcome == 3:
            raise VersionConflict(values[0])
        if outcome == 4:
            raise RecordFull(values[0], values[1], self._max_turns, self._max_bytes)
        if publish:
            BUS_PUBLISHES.inc()
        return publish

    @staticmethod
    def _cap(cap: int | None) -> int | str:
        return "" if cap is None else cap
