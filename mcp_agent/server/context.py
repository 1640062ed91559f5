"""What a handler knows about the request it serves: derived from that request alone.

A tool takes ``ctx: RequestContext`` and gets the caller (``ctx.principal``), what the client
declared it can do, and the server's shared state bound to the caller: ``ctx.store`` (records
of the caller's tenant), ``ctx.handles`` (sealed handles only the caller's tenant, or user,
can open) and ``ctx.publish`` (changes for the caller's tenant's listen streams).

Every context is made by ``RequestContexts.context`` (a request's, a task run's, the console's, a
plugin command's): the one place that binds a caller to the shared state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ..bus import Change, ChangeBus
from ..identity import Principal
from ..protocol.jsonrpc import notification_message
from ..protocol.wire import LOG_LEVELS
from ..state import HandleCodec, SessionStore
from ..state.handles import Handles
from ..state.tenant_store import TenantStore

# Sends one JSON-RPC notification on the request's own response stream.
Emit = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class RequestContexts:
    """The shared state every context is bound to (the store, the handle codec, the bus, the record
    TTL), and the one way to make a context."""

    store: SessionStore
    handles: HandleCodec
    bus: ChangeBus
    record_ttl_seconds: float

    def context(
        self,
        principal: Principal,
        *,
        request_id: str | int,
        method: str,
        client_capabilities: dict[str, Any] | None = None,
        progress_token: str | int | None = None,
        log_level: str | None = None,
        emit: Emit | None = None,
        input_responses: dict[str, Any] | None = None,
        request_state: dict[str, Any] | None = None,
        idempotency_key: str | None = None,
        client_info: dict[str, Any] | None = None,
    ) -> RequestContext:
        return RequestContext(
            request_id,
            method,
            client_capabilities if client_capabilities is not None else {},
            principal,
            self,
            progress_token,
            log_level,
            emit,
            input_responses,
            request_state,
            idempotency_key,
            client_info,
        )


@dataclass(slots=True)
class RequestContext:
    request_id: str | int
    method: str
    client_capabilities: dict[str, Any]
    principal: Principal
    # The shared state, reached only through the tenant-bound views below.
    _shared: RequestContexts = field(repr=False)
    progress_token: str | int | None = None
    log_level: str | None = None
    emit: Emit | None = field(default=None, repr=False)
    input_responses: dict[str, Any] | None = None
    # The verified plaintext of the requestState this request echoed back, if any.
    request_state: dict[str, Any] | None = None
    idempotency_key: str | None = None
    # The client's self-reported ``_meta`` clientInfo (name, version…), when it sent one: for showing
    # a person which client asked, never for deciding anything (the spec: it is not verified).
    client_info: dict[str, Any] | None = None

    def has_capability(self, name: str) -> bool:
        return isinstance(self.client_capabilities.get(name), dict)

    @property
    def record_ttl_seconds(self) -> float:
        """How long the server keeps a record after its last write."""
        return self._shared.record_ttl_seconds

    @property
    def store(self) -> TenantStore:
        """The session store, bound to the caller's tenant and the server's record TTL."""
        shared = self._shared
        return TenantStore(shared.store, self.principal.tenant, shared.record_ttl_seconds)

    @property
    def handles(self) -> Handles:
        """Seal and open handles for the caller (tenant-bound, or user-bound with ``owner="user"``)."""
        shared = self._shared
        return Handles(shared.handles, self.principal.tenant, self.principal.user, shared.record_ttl_seconds)

    async def publish(self, change: Change) -> None:
        """Tell the listen streams of the caller's tenant, on every instance, that something changed."""
        await self._shared.bus.publish(dataclasses.replace(change, tenant=self.principal.tenant))

    async def report_progress(self, progress: float, total: float | None = None, message: str | None = None) -> None:
        """Sent only when the request asked for progress (``_meta.progressToken``)."""
        if self.progress_token is None or self.emit is None:
            return
        params: dict[str, Any] = {"progressToken": self.progress_token, "progress": progress}
        if total is not None:
            params["total"] = total
        if message is not None:
            params["message"] = message
        await self.emit(notification_message("notifications/progress", params))

    async def log(self, level: str, data: Any, logger: str | None = None) -> None:
        """Sent only when the request set ``logLevel``, and only at or above it."""
        if self.log_level is None or self.emit is None:
            return
        if LOG_LEVELS.index(level) < LOG_LEVELS.index(self.log_level):
            return
        params: dict[str, Any] = {"level": level, "data": data}
        if logger is not None:
            params["logger"] = logger
        await self.emit(notification_message("notifications/message", params))
