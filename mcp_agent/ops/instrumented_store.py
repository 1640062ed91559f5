"""The session store the server calls: the store that serves, with hooks around each of its calls.

Built in ``app/assembly.py`` around whichever store serves (built from the settings or injected),
so the implementations need no metrics or tracing of their own: the metrics hook
(``store_metrics.StoreMetrics``) always, the span hook (``traced_calls.StoreSpans``) when tracing is
configured. A hook is asked once per operation, here, for what wraps that operation's calls, so it
resolves its per-operation state (metric children, span name) once rather than on every call.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from typing import Final, Protocol, TypeVar

from ..state.store import AppendResult, Claim, JsonObject, SessionStore, Window

T = TypeVar("T")

OPERATIONS: Final = (
    "create_if_absent",
    "read_window",
    "append_if_version",
    "claim_idempotency",
    "complete_idempotency",
    "release_idempotency",
    "extend_idempotency",
    "ping",
)


class Around(Protocol):
    """Awaits one call of an operation, observing it; returns or raises exactly what the call did."""

    def __call__(self, call: Awaitable[T], /) -> Awaitable[T]: ...


class StoreHook(Protocol):
    def around(self, operation: str) -> Around:
        """What wraps every call of ``operation`` (one of ``OPERATIONS``)."""
        ...


def _through(arounds: tuple[Around, ...], call: Awaitable[T]) -> Awaitable[T]:
    for around in arounds:
        call = around(call)
    return call


class InstrumentedStore:
    """Implements ``SessionStore`` by delegating to ``inner``; every call passes through the hooks, the first outermost.

    ``aclose`` closes ``inner`` and is observed by no hook.
    """

    def __init__(self, inner: SessionStore, hooks: Sequence[StoreHook]) -> None:
        self._inner = inner
        # Innermost first, the order in which ``_through`` wraps a call.
        arounds = {operation: tuple(hook.around(operation) for hook in reversed(hooks)) for operation in OPERATIONS}
        self._create = arounds["create_if_absent"]
        self._read = arounds["read_window"]
        self._append = arounds["append_if_version"]
        self._claim = arounds["claim_idempotency"]
        self._complete = arounds["complete_idempotency"]
        self._release = arounds["release_idempotency"]
        self._extend = arounds["extend_idempotency"]
        self._ping = arounds["ping"]

    async def create_if_absent(
        self, tenant: str, record_id: str, ttl_seconds: float, attempt_token: str | None = None
    ) -> bool:
        return await _through(self._create, self._inner.create_if_absent(tenant, record_id, ttl_seconds, attempt_token))

    async def read_window(self, tenant: str, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        return await _through(self._read, self._inner.read_window(tenant, record_id, max_turns, cursor))

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
        call = self._inner.append_if_version(
            tenant, record_id, expected_version, turn, ttl_seconds, idempotency_key, attempt_token
        )
        return await _through(self._append, call)

    async def claim_idempotency(
        self,
        tenant: str,
        key: str,
        fingerprint: str,
        lease_seconds: float,
        ttl_seconds: float,
        token: str | None = None,
    ) -> Claim:
        call = self._inner.claim_idempotency(tenant, key, fingerprint, lease_seconds, ttl_seconds, token)
        return await _through(self._claim, call)

    async def complete_idempotency(
        self, tenant: str, key: str, token: str, result: JsonObject, ttl_seconds: float
    ) -> bool:
        return await _through(self._complete, self._inner.complete_idempotency(tenant, key, token, result, ttl_seconds))

    async def release_idempotency(self, tenant: str, key: str, token: str) -> bool:
        return await _through(self._release, self._inner.release_idempotency(tenant, key, token))

    async def extend_idempotency(self, tenant: str, key: str, token: str, lease_seconds: float) -> bool:
        return await _through(self._extend, self._inner.extend_idempotency(tenant, key, token, lease_seconds))

    async def ping(self) -> None:
        await _through(self._ping, self._inner.ping())

    async def aclose(self) -> None:
        await self._inner.aclose()
