"""Claims left behind while the store was away are finished when it answers again.

An attempt's last store call (``release`` or ``complete``) can fail: Redis is down, restarting,
or the reply was lost twice. Its claim would then block every retry of the key until the lease
ran out (30 s by default), although nothing runs. Such calls wait here and are sent again, one
every ``retry_seconds`` while the store fails and all at once as soon as it answers, so a key is
free within about one retry interval of Redis coming back. Re-sending is safe because each store
write recognises a repeat of itself by the owner token (see state/store.py).

Bounded: at most ``capacity`` claims wait (one entry per key and token); an entry older than
``give_up_seconds`` or beyond the capacity is abandoned (counted, logged) and its lease ends it.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

from ..ops.metrics import UNFINISHED_CLAIMS, UNFINISHED_CLAIMS_ABANDONED, UNFINISHED_CLAIMS_FINISHED
from ..state import SessionStore, StoreError

logger = logging.getLogger("mcp_agent.idempotency")

DEFAULT_CAPACITY = 10_000
DEFAULT_RETRY_SECONDS = 0.25
DEFAULT_GIVE_UP_SECONDS = 300.0

JsonObject = dict[str, Any]


@dataclass(frozen=True, slots=True)
class _Unfinished:
    result: JsonObject | None  # None: release; else complete with this result
    ttl_seconds: float
    deadline: float


class UnfinishedClaims:
    def __init__(
        self,
        store: SessionStore,
        *,
        capacity: int = DEFAULT_CAPACITY,
        retry_seconds: float = DEFAULT_RETRY_SECONDS,
        give_up_seconds: float = DEFAULT_GIVE_UP_SECONDS,
    ) -> None:
        self._store = store
        self._capacity = capacity
        self._retry_seconds = retry_seconds
        self._give_up_seconds = give_up_seconds
        self._pending: dict[tuple[str, str, str], _Unfinished] = {}
        self._worker: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        return len(self._pending)

    def release_later(self, tenant: str, key: str, token: str) -> None:
        self._add(tenant, key, token, None, 0.0)

    def complete_later(self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float) -> None:
        self._add(tenant, key, token, result, ttl_seconds)

    async def finish_now(self, tenant: str, key: str) -> bool:
        """Finish this key's waiting calls at once (a retry of the key just met its old claim);
        True if one was finished, so the retry may claim again.

        The worker may be sending the same calls meanwhile: one it let go while this waited for
        another's reply is not waiting any more (finished, or left to its lease), and counts as
        finished here too: claiming again costs one round trip, and finds the key free if it is."""
        finished = False
        for slot in [slot for slot in self._pending if slot[:2] == (tenant, key)]:
            entry = self._pending.get(slot)
            if entry is None:
                finished = True
            elif await self._try(slot, entry):
                if self._drop(slot):
                    UNFINISHED_CLAIMS_FINISHED.inc()
                finished = True
        return finished

    async def aclose(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)

    def _add(self, tenant: str, key: str, token: str, result: JsonObject | None, ttl_seconds: float) -> None:
        slot = (tenant, key, token)
        if slot not in self._pending and len(self._pending) >= self._capacity:
            UNFINISHED_CLAIMS_ABANDONED.inc()
            logger.warning(
                "too many unfinished idempotency claims; this one ends with its lease", extra={"idempotency_key": key}
            )
            return
        loop = asyncio.get_running_loop()
        self._pending[slot] = _Unfinished(result, ttl_seconds, loop.time() + self._give_up_seconds)
        UNFINISHED_CLAIMS.set(len(self._pending))
        worker = self._worker
        if worker is None or worker.done() or worker.get_loop() is not loop:
            self._worker = loop.create_task(self._finish_all())

    async def _finish_all(self) -> None:
        loop = asyncio.get_running_loop()
        while self._pending:
            await asyncio.sleep(self._retry_seconds)
            for slot, entry in list(self._pending.items()):
                if slot not in self._pending:
                    continue  # finished meanwhile by finish_now
                if await self._try(slot, entry):
                    if self._drop(slot):  # not already let go by a finish_now meanwhile
                        UNFINISHED_CLAIMS_FINISHED.inc()
                elif loop.time() > entry.deadline:
                    if self._drop(slot):
                        UNFINISHED_CLAIMS_ABANDONED.inc()
                else:
                    break  # still away: try again after the interval, not one failure per entry

    async def _try(self, slot: tuple[str, str, str], entry: _Unfinished) -> bool:
        """Send the call again; True once the store answered it (whatever the answer)."""
        tenant, key, token = slot
        try:
            if entry.result is None:
                await self._store.release_idempotency(tenant, key, token)
            elif not await self._store.complete_idempotency(tenant, key, token, entry.result, entry.ttl_seconds):
                logger.warning(
                    "a result finished while the store was away came too late: another attempt "
                    "took over its key, so that attempt's result is the stored one",
                    extra={"idempotency_key": key},
                )
        except StoreError:
            return False
        return True

    def _drop(self, slot: tuple[str, str, str]) -> bool:
        """Let ``slot`` go; False if it was gone already (the worker and a finish_now both sent it)."""
        dropped = self._pending.pop(slot, None) is not None
        UNFINISHED_CLAIMS.set(len(self._pending))
        return dropped
