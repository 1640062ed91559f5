"""Connections that cannot hold the server: a deadline for every request's header, and a cap on
open connections. ``mcp-agent serve`` runs uvicorn with this protocol (``http=``).

uvicorn times out an idle keep-alive connection, but nothing else before a request reaches the
app: a client that opens a connection and sends its header one byte at a time, or not at all,
holds it for as long as it likes. Here the header must be complete ``header_timeout_seconds``
after the connection opened (its first request) or after the request's first byte (every later
one); else the connection is closed, with a 408 when part of a request came. Beyond
``max_connections`` open in this process, each request on a new connection is answered 503 (with
``Retry-After``) and its connection closed: the ones already open keep working.

It extends uvicorn's httptools protocol (what ``uvicorn[standard]`` runs by default) through its
parser callbacks; the body of a request is the app's to time (``middleware/body_timeout.py``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from starlette.types import Receive, Scope, Send
from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import ServerState

from ..ops.metrics import CONNECTIONS_REFUSED, HEADER_TIMEOUTS
from ..protocol.errors import INVALID_REQUEST, STORE_UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS, McpError
from ..protocol.jsonrpc import error_message
from ..protocol.wire import dumps
from .responses import send_error

_CLOSE: Final = ((b"connection", b"close"),)


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    header_timeout_seconds: float
    max_connections: int


def _header_timeout_response(seconds: float) -> bytes:
    error = McpError(INVALID_REQUEST, f"Request header not complete within {seconds:g} s", http_status=408)
    body = dumps(error_message(error))
    return (
        b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\ncache-control: no-store\r\n"
        b"connection: close\r\ncontent-length: %d\r\n\r\n" % len(body)
    ) + body


async def _too_many_connections(scope: Scope, receive: Receive, send: Send) -> None:
    error = McpError(
        STORE_UNAVAILABLE, "The server has too many open connections; retry shortly",
        headers=_CLOSE, retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )
    await send_error(send, error)


def guard_connections(limits: ConnectionLimits) -> None:
    """The limits of this process's connections: called by the app factory of each worker (``app.py``),
    which runs before the worker accepts any connection."""
    GuardedHttpProtocol.limits = limits


class GuardedHttpProtocol(HttpToolsProtocol):
    # Until guard_connections() is called, the defaults of settings.py (tests that embed the server may skip it).
    limits: ClassVar[ConnectionLimits] = ConnectionLimits(header_timeout_seconds=10.0, max_connections=1000)

    def __init__(
        self, config: Config, server_state: ServerState, app_state: dict[str, Any], _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._guard = self.limits
        self._header_deadline: asyncio.TimerHandle | None = None
        self._request_begun = False  # some bytes of a request's header came
        self._over_capacity = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # Decided once: a connection accepted over the cap is answered 503 and closed at its first request.
        self._over_capacity = len(self.connections) > self._guard.max_connections
        self._arm_header_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_header_deadline()
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._request_begun = True
        self._arm_header_deadline()

    def on_headers_complete(self) -> None:
        self._disarm_header_deadline()
        self._request_begun = False
        if not self._over_capacity:
            super().on_headers_complete()
            return
        CONNECTIONS_REFUSED.inc()
        app, self.app = self.app, _too_many_connections  # the request is served by the refusal instead
        try:
            super().on_headers_complete()
        finally:
            self.app = app

    def _arm_header_deadline(self) -> None:
        if self._header_deadline is None:
            self._header_deadline = self.loop.call_later(self._guard.header_timeout_seconds, self._header_timed_out)

    def _disarm_header_deadline(self) -> None:
        if self._header_deadline is not None:
            self._header_deadline.cancel()
            self._header_deadline = None

    def _header_timed_out(self) -> None:
        self._header_deadline = None
        if self.transport.is_closing():
            return
        HEADER_TIMEOUTS.inc()
        if self._request_begun:
            self.transport.write(_header_timeout_response(self._guard.header_timeout_seconds))
        self.transport.close()
