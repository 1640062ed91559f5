"""What a handler knows about the request it serves: derived from that request alone."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..protocol.wire import LOG_LEVELS

if TYPE_CHECKING:
    from ..identity import Principal
    from .services import Services

# Sends one JSON-RPC notification on the request's own response stream.
Emit = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(slots=True)
class RequestContext:
    request_id: str | int
    method: str
    client_capabilities: dict[str, Any]
    principal: Principal
    services: Services
    progress_token: str | int | None = None
    log_level: str | None = None
    emit: Emit | None = None
    input_responses: dict[str, Any] | None = None
    # The verified plaintext of the requestState this request echoed back, if any.
    request_state: dict[str, Any] | None = None
    idempotency_key: str | None = None

    def has_capability(self, name: str) -> bool:
        return isinstance(self.client_capabilities.get(name), dict)

    async def report_progress(self, progress: float, total: float | None = None, message: str | None = None) -> None:
        """Sent only when the request asked for progress (``_meta.progressToken``)."""
        if self.progress_token is None or self.emit is None:
            return
        params: dict[str, Any] = {"progressToken": self.progress_token, "progress": progress}
        if total is not None:
            params["total"] = total
        if message is not None:
            params["message"] = message
        await self.emit({"jsonrpc": "2.0", "method": "notifications/progress", "params": params})

    async def log(self, level: str, data: Any, logger: str | None = None) -> None:
        """Sent only when the request set ``logLevel``, and only at or above it."""
        if self.log_level is None or self.emit is None:
            return
        if LOG_LEVELS.index(level) < LOG_LEVELS.index(self.log_level):
            return
        params: dict[str, Any] = {"level": level, "data": data}
        if logger is not None:
            params["logger"] = logger
        await self.emit({"jsonrpc": "2.0", "method": "notifications/message", "params": params})
