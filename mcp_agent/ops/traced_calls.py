"""Child spans where a request's time goes: each store guarantee, each bus publish and delivery.

Hooked into the store (``StoreSpans``) and wrapped around the bus in ``app/assembly.py`` only when
tracing is configured, so a server that does not trace opens no span for them. A span is named for
the guarantee (``store append_if_version``, ``idempotency claim``), never for the Lua script or key
behind it, and carries no key, handle or value: only the operation and whether the store refused.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, Final, TypeVar

from opentelemetry.trace import SpanKind, Status, StatusCode, Tracer

from ..bus import Change, ChangeBus, Deliver, Interrupted, Unsubscribe
from ..state.store import StoreUnavailable
from .instrumented_store import Around

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
            self._name,
            kind=SpanKind.CLIENT,
            attributes=self._attributes,
            record_exception=False,
            set_status_on_exception=False,
        ) as span:
            try:
                return await call
            except StoreUnavailable:
                span.set_attribute("error.type", "store_unavailable")
                span.set_status(Status(StatusCode.ERROR))
                raise
            except (
                Exception
            ) as exc:  # a refusal the caller handles (a version conflict, a full record): named, not an error
                span.set_attribute("mcp_agent.store.refused", type(exc).__name__)
                raise


class StoreSpans:
    """A ``StoreHook``: one CLIENT span per store call."""

    def __init__(self, tracer: Tracer) -> None:
        self._tracer = tracer

    def around(self, operation: str) -> Around:
        return _Traced(self._tracer, _SPAN_NAMES.get(operation, f"store {operation}"), {"db.operation.name": operation})


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
            "bus publish",
            kind=SpanKind.PRODUCER,
            attributes={"messaging.operation.type": "send", "mcp_agent.change.kind": change.kind},
        ):
            await self.inner.publish(change)

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        tracer = self._tracer

        def traced_deliver(change: Change) -> None:
            with tracer.start_as_current_span(
                "bus deliver",
                kind=SpanKind.CONSUMER,
                attributes={"messaging.operation.type": "process", "mcp_agent.change.kind": change.kind},
            ):
                deliver(change)

        return await self.inner.subscribe(tenant, traced_deliver, interrupted)

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
