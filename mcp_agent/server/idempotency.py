"""Idempotent ``tools/call``: the same key and the same request run once; retries get the stored result.

The key comes from the ``Idempotency-Key`` header (as in the IETF httpapi idempotency-key
draft) or from ``_meta["dev.mcp-agent/idempotencyKey"]``; when both are sent they must agree.
Keys are scoped to the tenant and expire with the stored result.

Each attempt owns its claim through a random token (the pattern of redis-py's ``Lock``): it
completes, releases or extends the claim only while the store still holds its token, so an
attempt that outlived its lease can never free the key under the attempt that took over. While
the call runs, a heartbeat renews the lease every ``lease / 3``, so a tool that runs longer than
one lease is not run a second time by a retry. The last store call of an attempt (complete or
release) is shielded from cancellation, bounded in time: a request cancelled mid-call (client
gone, server shutting down) leaves no claim behind for its retry to run into. When that last call
fails (the store is away, or its reply was lost twice), it is handed to ``UnfinishedClaims``,
which sends it again until the store answers: the key is free soon after the store is back,
not a lease later. So is a claim whose own reply failed: it may have been taken.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import anyio
import orjson

from ..ops.metrics import IDEMPOTENT_IN_FLIGHT, IDEMPOTENT_REPLAYS
from ..protocol.errors import IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, McpError, header_mismatch, invalid_params
from ..protocol.wire import IDEMPOTENCY_META_KEY, REPLAYED_META_KEY
from ..state import Claim, ClaimStatus, SessionStore, StoreError
from ..state.store import new_claim_token
from .unfinished_claims import UnfinishedClaims

logger = logging.getLogger("mcp_agent.idempotency")

MAX_KEY_LENGTH = 255
# How long the last store call of an attempt may take once shielded from cancellation.
SETTLE_TIMEOUT_SECONDS = 3.0

JsonObject = dict[str, Any]


def read_idempotency_key(header_value: str | None, meta: JsonObject) -> str | None:
    meta_value = meta.get(IDEMPOTENCY_META_KEY)
    if meta_value is not None and not isinstance(meta_value, str):
        raise invalid_params(f"params._meta.{IDEMPOTENCY_META_KEY} must be a string")
    if header_value is not None and meta_value is not None and header_value != meta_value:
        raise header_mismatch(f"Idempotency-Key header does not match params._meta.{IDEMPOTENCY_META_KEY}")
    key = header_value if header_value is not None else meta_value
    if key is not None and not (0 < len(key) <= MAX_KEY_LENGTH and key.isprintable() and key.isascii()):
        raise invalid_params(f"The idempotency key must be 1 to {MAX_KEY_LENGTH} printable ASCII characters")
    return key


def request_fingerprint(tool: str, arguments: Any) -> str:
    return hashlib.sha256(orjson.dumps([tool, arguments], option=orjson.OPT_SORT_KEYS)).hexdigest()


class IdempotentCalls:
    def __init__(
        self,
        store: SessionStore,
        lease_seconds: float,
        ttl_seconds: float,
        *,
        heartbeat_seconds: float | None = None,
        settle_timeout_seconds: float = SETTLE_TIMEOUT_SECONDS,
        unfinished: UnfinishedClaims | None = None,
    ) -> None:
        self._store = store
        self.unfinished = unfinished if unfinished is not None else UnfinishedClaims(store)
        self._lease_seconds = lease_seconds
        self._ttl_seconds = ttl_seconds
        self._heartbeat_seconds = heartbeat_seconds if heartbeat_seconds is not None else lease_seconds / 3
        self._settle_timeout = settle_timeout_seconds

    async def run_once(
        self, tenant: str, key: str, fingerprint: str, call: Callable[[], Awaitable[JsonObject]]
    ) -> JsonObject:
        # Our own token, so a claim whose reply we never read (cancelled mid-claim) can still be released.
        token = new_claim_token()
        claim = await self._claim(tenant, key, fingerprint, token)
        if claim.status is ClaimStatus.IN_PROGRESS and await self.unfinished.finish_now(tenant, key):
            # What held the key was an attempt of ours that ended while the store was away.
            claim = await self._claim(tenant, key, fingerprint, token)
        if claim.status is ClaimStatus.COMPLETED:
            assert claim.result is not None
            IDEMPOTENT_REPLAYS.inc()
            replay = copy.deepcopy(claim.result)
            replay["_meta"] = {REPLAYED_META_KEY: True}  # lets a client tell a replay from a first run
            structured = replay.get("structuredContent")
            if isinstance(structured, dict) and "replayed" in structured:
                # A tool that reports replays itself must say the same as _meta does.
                structured["replayed"] = True
            return replay
        if claim.status is ClaimStatus.MISMATCH:
            raise McpError(
                IDEMPOTENCY_KEY_REUSED, "This idempotency key was already used for a different request; use a new key"
            )
        if claim.status is ClaimStatus.IN_PROGRESS:
            IDEMPOTENT_IN_FLIGHT.inc()
            retry_after_ms = int((claim.retry_after_seconds or 0) * 1000)
            raise McpError(
                IDEMPOTENCY_IN_PROGRESS,
                "A request with this idempotency key is still running; retry later with the same key",
                {"retryAfterMs": retry_after_ms},
            )
        heartbeat = asyncio.ensure_future(self._heartbeat(tenant, key, token))
        try:
            result = await call()
        except BaseException:
            # Nothing to replay: let a retry run it again (appends are guarded per record).
            heartbeat.cancel()
            await self._release(tenant, key, token)
            raise
        heartbeat.cancel()
        if result.get("isError") or result.get("resultType", "complete") != "complete":
            await self._release(tenant, key, token)
        else:
            stored = await self._settle(
                self._store.complete_idempotency(tenant, key, token, result, self._ttl_seconds), "complete", key
            )
            if stored is None:
                self.unfinished.complete_later(tenant, key, token, result, self._ttl_seconds)
            elif stored is False:
                # The store answered (a re-send of our own complete answers True): the key is
                # another attempt's now, because our lease ran out and it took over.
                logger.warning(
                    "idempotent call finished after its lease ran out and another attempt took over its key; "
                    "that attempt's result is the one stored and replayed",
                    extra={"idempotency_key": key},
                )
        return result

    async def _claim(self, tenant: str, key: str, fingerprint: str, token: str) -> Claim:
        try:
            return await self._store.claim_idempotency(
                tenant, key, fingerprint, self._lease_seconds, self._ttl_seconds, token=token
            )
        except asyncio.CancelledError:
            await self._release(tenant, key, token)
            raise
        except StoreError:
            # The claim may have run with only its reply lost: free it once the store answers.
            self.unfinished.release_later(tenant, key, token)
            raise

    async def _release(self, tenant: str, key: str, token: str) -> None:
        if await self._settle(self._store.release_idempotency(tenant, key, token), "release", key) is None:
            self.unfinished.release_later(tenant, key, token)

    async def _heartbeat(self, tenant: str, key: str, token: str) -> None:
        """Renew the lease every heartbeat while the call runs; stop for good once it is lost."""
        while True:
            await asyncio.sleep(self._heartbeat_seconds)
            try:
                kept = await self._store.extend_idempotency(tenant, key, token, self._lease_seconds)
            except StoreError as exc:
                logger.warning(
                    "could not extend an idempotency lease (will try again): %s", exc, extra={"idempotency_key": key}
                )
                continue
            if not kept:
                logger.warning(
                    "idempotency lease lost: another attempt claimed the key, so the call may run twice",
                    extra={"idempotency_key": key},
                )
                return

    async def _settle(self, operation: Coroutine[Any, Any, bool], what: str, key: str) -> bool | None:
        """Run an attempt's last store call to its end even while the request is being cancelled
        (anyio cancel scopes are held off by a shield, an asyncio ``Task.cancel`` is deferred), for
        at most ``settle_timeout`` seconds. Returns its outcome, or None if it failed or timed out
        (the caller then hands it to ``unfinished``). A cancellation that arrived meanwhile is
        re-raised after."""
        task = asyncio.ensure_future(operation)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._settle_timeout
        cancelled = False
        with anyio.CancelScope(shield=True):
            while not task.done():
                remaining = deadline - loop.time()
                if remaining <= 0:
                    break
                try:
                    await asyncio.wait({task}, timeout=remaining)
                except asyncio.CancelledError:
                    cancelled = True  # the request's task was cancelled: finish this first
        outcome: bool | None = None
        if not task.done():
            task.cancel()
            logger.warning(
                "idempotency %s timed out; it is retried until the store answers", what, extra={"idempotency_key": key}
            )
        elif task.cancelled():
            logger.warning(
                "idempotency %s was cancelled; it is retried until the store answers",
                what,
                extra={"idempotency_key": key},
            )
        elif (error := task.exception()) is not None:
            logger.warning(
                "idempotency %s failed (%s); it is retried until the store answers",
                what,
                error,
                extra={"idempotency_key": key},
            )
        else:
            outcome = task.result()
        if cancelled:
            raise asyncio.CancelledError
        return outcome
