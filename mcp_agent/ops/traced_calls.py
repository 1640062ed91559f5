"""Child spans where a request's time goes: each store guarantee, each bus publish and delivery.

Wrapped around the store and the bus in ``app/assembly.py`` only when tracing is configured, so a
server that does not trace calls its store and bus directly. A span is named for the guarantee
(``store append_if_version``, ``idempotency claim``), never for the Lua script or key behind it, and
carries no key, handle or value: only the operation and whether the store refused.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, Final, TypeVar

from opentelemetry.trace import SpanKind, Status, StatusCode, Tracer

from ..bus import Change, ChangeBus, Deliver, Interrupted, Unsubscribe
from ..state.store import AppendResult, Claim, SessionStore, StoreUnavailable, Window

T = TypeVar("T")

# The idempotency ledger's steps read as what they guarantee; the rest as the store's operation.
_SPAN_NAMES: Final = {
    "claim_idempotency": "idempotency claim",
    "complete_idempotency": "idempotency complete",
    "release_idempotency": "idempotency release",
    "extend_idempotency": "idempotency extend",
}


class _Traced:
    __slots__ = ("_tracer", "_name", "_attributes")

    def __init__(self, tracer: Tracer, name: str, attributes: dict[str, str]) -> None:
        self._tracer, self._name, self._attributes = tracer, name, attributes

    async def __call__(self, call: Awaitable[T]) -> T:
        with self._tracer.start_as_current_span(
            self._name, kind=SpanKind.CLIENT, attributes=self._attributes, record_exception=False, set_status_on_exception=False,
        ) as span:
            try:
                return await call
            except StoreUnavailable:
                span.set_attribute("error.type", "store_unavailable")
                span.set_status(Status(StatusCode.ERROR))
                raise
            except Exception as exc:  # a refusal the caller handles (a version conflict, a full record): named, not an error
                span.set_attribute("mcp_agent.store.refused", type(exc).__name__)
                raise


def _store_span(tracer: Tracer, operation: str) -> _Traced:
    return _Traced(tracer, _SPAN_NAMES.get(operation, f"store {operation}"), {"db.operation.name": operation})


class TracedStore:
    """Implements ``SessionStore`` by delegating to ``inner``, one CLIENT span per call."""

    def __init__(self, inner: SessionStore, tracer: Tracer) -> None:
        self.inner = inner
        self._create = _store_span(tracer, "create_if_absent")
        self._read = _store_span(tracer, "read_window")
        self._append = _store_span(tracer, "append_if_version")
        self._claim = _store_span(tracer, "claim_idempotency")
        self._complete = _store_span(tracer, "complete_idempotency")
        self._release = _store_span(tracer, "release_idempotency")
        self._extend = _store_span(tracer, "extend_idempotency")
        self._ping = _store_span(tracer, "ping")

    async def create_if_absent(self, *args: Any, **kwargs: Any) -> bool:
        return await self._create(self.inner.create_if_absent(*args, **kwargs))

    async def read_window(self, *args: Any, **kwargs: Any) -> Window:
        return await self._read(self.inner.read_window(*args, **kwargs))

    async def append_if_version(self, *args: Any, **kwargs: Any) -> AppendResult:
        return await self._append(self.inner.append_if_version(*args, **kwargs))

    async def claim_idempotency(self, *args: Any, **kwargs: Any) -> Claim:
        return await self._claim(self.inner.claim_idempotency(*args, **kwargs))

    async def complete_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._complete(self.inner.complete_idempotency(*args, **kwargs))

    async def release_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._release(self.inner.release_idempotency(*args, **kwargs))

    async def extend_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._extend(self.inner.extend_idempotency(*args, **kwargs))

    async def ping(self) -> None:
        await self._ping(self.inner.ping())

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class TracedBus:
    """Implements ``ChangeBus`` by delegating to ``inner``: a PRODUCER span per publish and a CONSUMER span per
    delivery to a subscriber of this instance (the change's kind, never its URI)."""

    def __init__(self, inner: ChangeBus, tracer: Tracer) -> None:
        self.inner = inner
        self._tracer = tracer

    async def start(self) -> None:
        await self.inner.start()

    async def publish(self, change: Change) -> None:
        with self._tracer.start_as_current_span(
            "bus publish", kind=SpanKind.PRODUCER, attributes={"messaging.operation.type": "send", "mcp_agent.change.kind": change.kind},
        ):
            await self.inner.publish(change)

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        tracer = self._tracer

        def traced_deliver(change: Change) -> None:
            with tracer.start_as_current_span(
                "bus deliver", kind=SpanKind.CONSUMER,
                attributes={"messaging.operation.type": "process", "mcp_agent.change.kind": change.kind},
            ):
                deliver(change)

        return await self.inner.subscribe(tenant, traced_deliver, interrupted)

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
