"""Idempotent ``tools/call``: the same key and the same request run once; retries get the stored result.

The key comes from the ``Idempotency-Key`` header (as in the IETF httpapi idempotency-key
draft) or from ``_meta["dev.mcp-agent/idempotencyKey"]``; when both are sent they must agree.
Keys are scoped to the tenant and expire with the stored result.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Awaitable, Callable
from typing import Any

import orjson

from ..protocol.errors import IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, McpError, header_mismatch, invalid_params
from ..state import ClaimStatus, SessionStore

IDEMPOTENCY_META_KEY = "dev.mcp-agent/idempotencyKey"
REPLAYED_META_KEY = "dev.mcp-agent/idempotentReplay"
MAX_KEY_LENGTH = 255

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
    def __init__(self, store: SessionStore, lease_seconds: float, ttl_seconds: float) -> None:
        self._store = store
        self._lease_seconds = lease_seconds
        self._ttl_seconds = ttl_seconds

    async def run_once(self, tenant: str, key: str, fingerprint: str, call: Callable[[], Awaitable[JsonObject]]) -> JsonObject:
        claim = await self._store.claim_idempotency(tenant, key, fingerprint, self._lease_seconds, self._ttl_seconds)
        if claim.status is ClaimStatus.COMPLETED:
            assert claim.result is not None
            replay = copy.deepcopy(claim.result)
            replay["_meta"] = {REPLAYED_META_KEY: True}  # lets a client tell a replay from a first run
            return replay
        if claim.status is ClaimStatus.MISMATCH:
            raise McpError(IDEMPOTENCY_KEY_REUSED, "This idempotency key was already used for a different request; use a new key")
        if claim.status is ClaimStatus.IN_PROGRESS:
            retry_after_ms = int((claim.retry_after_seconds or 0) * 1000)
            raise McpError(
                IDEMPOTENCY_IN_PROGRESS,
                "A request with this idempotency key is still running; retry later with the same key",
                {"retryAfterMs": retry_after_ms},
            )
        try:
            result = await call()
        except BaseException:
            # Nothing to replay: let a retry run it again (appends are guarded per record).
            await self._store.release_idempotency(tenant, key, fingerprint)
            raise
        if result.get("isError") or result.get("resultType", "complete") != "complete":
            await self._store.release_idempotency(tenant, key, fingerprint)
        else:
            await self._store.complete_idempotency(tenant, key, fingerprint, result, self._ttl_seconds)
        return result
