"""Slow clients cannot hold the server: a deadline for every request's header, a limit on how long
a request body may stall, and a cap on open connections. ``mcp-agent serve`` runs uvicorn with
this protocol (``http=``).

uvicorn times out an idle keep-alive connection, but nothing else: a client that opens a
connection and sends its header one byte at a time, or not at all, or a body shorter than its
``Content-Length``, holds it for as long as it likes. Here:

- the header must be complete ``header_timeout_seconds`` after the connection opened (its first
  request) or after the request's first byte (every later one);
- a body may go ``body_timeout_seconds`` without a byte while it is incomplete (silence, as
  nginx's ``client_body_timeout`` counts it: a large body sent steadily is read to the end);
- beyond ``max_connections`` open in this process, each request on a new connection is answered
  503 (with ``Retry-After``) and its connection closed; the ones already open keep working;
- a response whose client stops reading is written for at most ``write_timeout_seconds`` without a
  byte of it reaching the client: then its connection is aborted.

A header or body too late is answered 408 (a JSON-RPC error, -32600) when part of the request
came, and the connection is closed (the rest may never come). The app then sees its client leave.

It extends uvicorn's httptools protocol (what ``uvicorn[standard]`` runs by default) through its
parser callbacks, which only note the time: one timer per connection looks at the clock every
quarter of the shorter timeout while the connection waits on its client (a timer per request, armed
and cancelled, costs 4-6 µs on uvloop: a sixth of the whole request path).

The write deadline exists because ASGI gives the app no way to end a connection: a response (a listen
stream above all) whose client reads nothing waits in uvicorn's flow control for as long as the client
keeps the connection, holding it, its buffers and, for a listen stream, its place in the stream limits.
It costs nothing while writes flow: a timer is armed only when the transport pauses writing (its
buffer over the high-water mark) and cancelled when it resumes; while paused it looks every quarter of
the deadline whether the bytes not yet acknowledged by the client (our buffer plus the kernel's send
queue, ``SIOCOUTQ``) went down. A client that reads, however slowly, acknowledges bytes, so only one
that took none for the whole deadline is cut: the socket is reset (``SO_LINGER`` 0, so the kernel drops
what it holds too) and the app sees its client leave.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from starlette.types import Receive, Scope, Send
from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import ServerState

from ..ops.metrics import BODY_TIMEOUTS, CONNECTIONS_REFUSED, HEADER_TIMEOUTS, WRITE_TIMEOUTS
from ..protocol.errors import INVALID_REQUEST, STORE_UNAVAILABLE, UNAVAILABLE_RETRY_AFTER_SECONDS, McpError
from ..protocol.jsonrpc import error_message
from ..protocol.wire import dumps
from .responses import send_error

try:  # Linux: the bytes in a socket's send queue not yet acknowledged (SIOCOUTQ is TIOCOUTQ's number)
    from fcntl import ioctl
    from termios import TIOCOUTQ

    _OUTQ: int | None = TIOCOUTQ
except ImportError:  # no fcntl (Windows): progress is read from our own buffer alone
    _OUTQ = None

_CLOSE: Final = ((b"connection", b"close"),)
_RESET: Final = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close() resets and drops the send queue


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    header_timeout_seconds: float
    body_timeout_seconds: float
    max_connections: int
    write_timeout_seconds: float


def guard_connections(limits: ConnectionLimits) -> None:
    """The limits of this process's connections: called by the app factory of each worker (``app.py``),
    which runs before the worker accepts any connection."""
    GuardedHttpProtocol.limits = limits


def _timeout_response(what: str) -> bytes:
    body = dumps(error_message(McpError(INVALID_REQUEST, what)))
    return (
        b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\ncache-control: no-store\r\n"
        b"connection: close\r\ncontent-length: %d\r\n\r\n" % len(body)
    ) + body


async def _too_many_connections(scope: Scope, receive: Receive, send: Send) -> None:
    error = McpError(
        STORE_UNAVAILABLE,
        "The server has too many open connections; retry shortly",
        headers=_CLOSE,
        retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )
    await send_error(send, error)


class GuardedHttpProtocol(HttpToolsProtocol):
    # Until guard_connections() is called, the defaults of settings.py.
    limits: ClassVar[ConnectionLimits] = ConnectionLimits(
        header_timeout_seconds=10.0, body_timeout_seconds=30.0, max_connections=1000, write_timeout_seconds=30.0
    )

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._guard = self.limits
        # How often a connection that waits on its client looks at the clock: a deadline is enforced
        # within a quarter of its length after it passes.
        self._tick = min(self._guard.header_timeout_seconds, self._guard.body_timeout_seconds) / 4
        self._watchdog: asyncio.TimerHandle | None = None
        self._header_since: float | None = None  # loop time a header began to be awaited; None: none awaited
        self._request_begun = False  # some bytes of that header came
        self._body_heard: float | None = None  # loop time of the last bytes of an incomplete body; None: none awaited
        self._over_capacity = False
        self._write_watch: asyncio.TimerHandle | None = None  # armed only while writing is paused
        self._write_progress = (0.0, 0)  # loop time the unacknowledged bytes last went down, and how many then

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # Decided once: a connection accepted over the cap is answered 503 and closed at its first request.
        self._over_capacity = len(self.connections) > self._guard.max_connections
        self._header_since = self.loop.time()
        self._arm_watchdog()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None
        if self._write_watch is not None:
            self._write_watch.cancel()
            self._write_watch = None
        super().connection_lost(exc)

    # -- flow control: the write deadline ----------------------------------------------------------

    def pause_writing(self) -> None:
        super().pause_writing()
        if self._write_watch is None:
            self._write_progress = (self.loop.time(), self._unacknowledged())
            self._write_watch = self.loop.call_later(self._guard.write_timeout_seconds / 4, self._look_at_writes)

    def resume_writing(self) -> None:
        if self._write_watch is not None:
            self._write_watch.cancel()
            self._write_watch = None
        super().resume_writing()

    def _unacknowledged(self) -> int:
        """Bytes written and not yet acknowledged by the client: ours, and the kernel's send queue."""
        pending = self.transport.get_write_buffer_size()
        sock = self.transport.get_extra_info("socket")
        if _OUTQ is not None and sock is not None:
            try:
                pending += struct.unpack("i", ioctl(sock.fileno(), _OUTQ, b"\0\0\0\0"))[0]
            except OSError:  # not a TCP socket on Linux: our buffer alone
                pass
        return pending

    def _look_at_writes(self) -> None:
        self._write_watch = None
        if self.transport.is_closing():
            return
        now = self.loop.time()
        since, before = self._write_progress
        pending = self._unacknowledged()
        if pending < before:  # the client took some since the last look: its deadline starts again
            since = now
        elif now - since >= self._guard.write_timeout_seconds:
            WRITE_TIMEOUTS.inc()
            sock = self.transport.get_extra_info("socket")
            if sock is not None:
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
            self.transport.abort()  # close() would wait for the buffer to be written: never
            return
        self._write_progress = (since, pending)  # from this look on (a write while paused may add to it)
        self._write_watch = self.loop.call_later(self._guard.write_timeout_seconds / 4, self._look_at_writes)

    # -- parser callbacks: timestamps only (a timer per request would cost more than the rest of the request) --

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._header_since is None:  # a later request: its first byte starts its deadline
            self._header_since = self.loop.time()
        self._request_begun = True
        if self._watchdog is None:  # _arm_watchdog, inlined: every request passes here
            self._watchdog = self.loop.call_later(self._tick, self._look)

    def on_headers_complete(self) -> None:
        self._header_since = None
        self._request_begun = False
        self._body_heard = self.loop.time()
        if not self._over_capacity:
            super().on_headers_complete()
            return
        CONNECTIONS_REFUSED.inc()
        app, self.app = self.app, _too_many_connections  # the request is served by the refusal instead
        try:
            super().on_headers_complete()
        finally:
            self.app = app

    def on_body(self, body: bytes) -> None:
        self._body_heard = self.loop.time()
        super().on_body(body)

    def on_message_complete(self) -> None:
        self._body_heard = None
        super().on_message_complete()

    # -- the watchdog ---------------------------------------------------------------------------

    def _arm_watchdog(self) -> None:
        if self._watchdog is None:
            self._watchdog = self.loop.call_later(self._tick, self._look)

    def _look(self) -> None:
        """Ticks while the connection waits on its client; stops when it does not (between requests
        uvicorn's keep-alive timeout applies; a listen stream waits on nobody) until the next request."""
        self._watchdog = None
        if self.transport.is_closing():
            return
        now = self.loop.time()
        if self._header_since is not None:
            if now - self._header_since >= self._guard.header_timeout_seconds:
                HEADER_TIMEOUTS.inc()
                if self._request_begun:
                    self.transport.write(
                        _timeout_response(
                            f"Request header not complete within {self._guard.header_timeout_seconds:g} s"
                        )
                    )
                self.transport.close()
                return
        elif self._body_heard is not None and self.cycle is not None and not self.cycle.response_complete:
            # Not while the app is the one not reading (uvicorn paused reading until it does).
            if now - self._body_heard >= self._guard.body_timeout_seconds and not self.flow.read_paused:
                self._body_timed_out()
                return
        else:
            return
        self._arm_watchdog()

    def _body_timed_out(self) -> None:
        BODY_TIMEOUTS.inc()
        cycle = self.cycle
        if not cycle.response_started:
            # The app stops waiting for the body (it sees its client leave) and sends nothing more.
            cycle.disconnected = True
            cycle.message_event.set()
            self.transport.write(
                _timeout_response(
                    f"Request body stalled: nothing of it came for {self._guard.body_timeout_seconds:g} s"
                )
            )
        self.transport.close()
