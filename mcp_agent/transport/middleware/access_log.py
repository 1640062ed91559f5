"""One JSON line per request: method, status, duration. Never the body, never a header value.

The status is read off ``send`` (the ``http.response.start`` message); the JSON-RPC method is read
from ``scope[METHOD_SCOPE_KEY]``, which whoever serves the request fills in as soon as it knows it.
A request that ended with nothing sent is logged with status 499: the client left first.

Lines bypass ``logging`` (several µs per record, a measurable share of a request that takes a few
dozen) and are written in batches: one ``os.write`` per few dozen requests, at most a quarter of a
second after a line was recorded, and on shutdown (``AccessLog.flush`` from the app's lifespan).
"""

from __future__ import annotations

import asyncio
import os
import select
import time
from collections.abc import Awaitable
from typing import Final

import orjson
from starlette.types import ASGIApp, Message, Receive, Scope, Send

METHOD_SCOPE_KEY: Final = "mcp_agent.method"
"""Scope slot for the JSON-RPC method of the request, as the client named it (a ``str``)."""

CLIENT_CLOSED: Final = 499  # logged only: nobody is left to receive it
_NO_METHOD: Final = "-"
_LINE_OPTIONS: Final = orjson.OPT_APPEND_NEWLINE


class AccessLog:
    """Buffers the lines; every write is whole lines and at most ``PIPE_BUF`` bytes, so lines from
    several workers sharing one stderr pipe never interleave mid-line."""

    def __init__(self, fd: int = 2, *, flush_bytes: int = select.PIPE_BUF, flush_seconds: float = 0.25) -> None:
        self._fd = fd
        self._flush_bytes = flush_bytes
        self._flush_seconds = flush_seconds
        self._pending = bytearray()
        self._flush_timer: asyncio.TimerHandle | None = None

    def record(self, method: str, status: int, seconds: float) -> None:
        line = orjson.dumps(
            {
                # Milliseconds by integer division: round(x, 3) costs as much as the rest of the line.
                "ts": int(time.time() * 1000) / 1000,
                "level": "info",
                "logger": "mcp_agent.access",
                "method": method,
                "status": status,
                "duration_ms": int(seconds * 1_000_000) / 1000,
            },
            option=_LINE_OPTIONS,
        )
        if len(self._pending) + len(line) > self._flush_bytes:
            self.flush()
        self._pending += line
        if self._flush_timer is None:  # one event loop per process serves every request, so one timer will do
            self._flush_timer = asyncio.get_running_loop().call_later(self._flush_seconds, self.flush)

    def flush(self) -> None:
        """Write every buffered line now (also called by the lifespan at shutdown)."""
        if self._flush_timer is not None:
            self._flush_timer.cancel()
            self._flush_timer = None
        if not self._pending:
            return
        pending = memoryview(self._pending)
        self._pending = bytearray()
        try:
            while pending:
                pending = pending[os.write(self._fd, pending) :]
        except OSError:  # a closed or full log pipe must never fail a request
            pass


class AccessLogMiddleware:
    def __init__(self, app: ASGIApp, log: AccessLog) -> None:
        self.app = app
        self.log = log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = CLIENT_CLOSED

        # Not a coroutine function: it returns send's own awaitable, one coroutine frame fewer per message.
        def send_noting_status(message: Message) -> Awaitable[None]:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            return send(message)

        try:
            await self.app(scope, receive, send_noting_status)
        except Exception:
            if status == CLIENT_CLOSED:
                status = 500  # what the server answers for an app that raised before responding
            raise
        finally:
            self.log.record(scope.get(METHOD_SCOPE_KEY, _NO_METHOD), status, time.perf_counter() - started)
