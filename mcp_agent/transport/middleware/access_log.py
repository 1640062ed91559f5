"""One JSON line per request: method, tool/prompt/resource, tenant, JSON-RPC id, client address,
status, duration. Never the body, never a header value.

The level follows the status: ``error`` for 5xx (the server failed), ``warning`` for 4xx (a client
was refused: bad requests, failed authentication, rate limits), ``info`` for the rest and for 499
(the client left first, which is its right). Lines below ``MCP_AGENT_LOG_LEVEL`` are not written.

Lines bypass ``logging`` (several µs per record, a measurable share of a request that takes a few
dozen) and are written in batches: one ``os.write`` per few dozen requests, at most a quarter of a
second after a line was recorded, and on shutdown (``AccessLog.flush`` from the app's lifespan).
"""

from __future__ import annotations

import asyncio
import os
import select
import time
from typing import TYPE_CHECKING, Final

import orjson

if TYPE_CHECKING:
    from .observe import RequestFacts

CLIENT_CLOSED_STATUS: Final = 499  # logged only: nobody is left to receive it
_NO_METHOD: Final = "-"
_LINE_OPTIONS: Final = orjson.OPT_APPEND_NEWLINE
_LEVELS: Final = {"debug": 10, "info": 20, "warning": 30, "error": 40, "critical": 50}
# The access-log key naming what the request targets, per method.
_TARGET_KEYS: Final = {"tools/call": "tool", "prompts/get": "prompt", "resources/read": "resource"}
_MAX_TARGET_CHARS: Final = 256


def level_of(status: int) -> str:
    if status >= 500:
        return "error"
    if status >= 400 and status != CLIENT_CLOSED_STATUS:
        return "warning"
    return "info"


class AccessLog:
    """Buffers the lines; every write is whole lines and at most ``PIPE_BUF`` bytes, so lines from
    several workers sharing one stderr pipe never interleave mid-line."""

    def __init__(
        self, fd: int = 2, *, flush_bytes: int = select.PIPE_BUF, flush_seconds: float = 0.25, level: str = "info"
    ) -> None:
        self._fd = fd
        self._flush_bytes = flush_bytes
        self._flush_seconds = flush_seconds
        self._min_level = _LEVELS[level.lower()]
        self._pid = os.getpid()  # tells the workers of one server apart
        self._pending = bytearray()
        self._flush_timer: asyncio.TimerHandle | None = None

    def record(self, facts: RequestFacts, status: int, seconds: float, client: tuple[str, int] | None = None) -> None:
        level = level_of(status)
        if _LEVELS[level] < self._min_level:
            return
        entry: dict[str, object] = {
            # Milliseconds by integer division: round(x, 3) costs as much as the rest of the line.
            "ts": int(time.time() * 1000) / 1000,
            "level": level,
            "logger": "mcp_agent.access",
            "method": facts.method if facts.method is not None else _NO_METHOD,
            "status": status,
            "duration_ms": int(seconds * 1_000_000) / 1000,
            "pid": self._pid,
        }
        if facts.target is not None and facts.method is not None:
            entry[_TARGET_KEYS.get(facts.method, "target")] = facts.target[:_MAX_TARGET_CHARS]
        if facts.tenant is not None:
            entry["tenant"] = facts.tenant
        if facts.request_id is not None:
            entry["id"] = facts.request_id
        if client is not None:
            entry["client"] = client[0]
        line = orjson.dumps(entry, option=_LINE_OPTIONS)
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
