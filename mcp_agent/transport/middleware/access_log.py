"""One JSON line per request: route, method, tool/prompt/resource, tenant, JSON-RPC id, client
address, status, duration. Never the body, never a header value.

The level follows the status: ``error`` for 5xx (the server failed), ``warning`` for 4xx (a client
was refused: bad requests, failed authentication, rate limits), ``info`` for the rest and for 499
(the client left first, which is its right). Lines below ``MCP_AGENT_LOG_LEVEL`` are not written.

Lines bypass ``logging`` (several µs per record, a measurable share of a request that takes a few
dozen): the request hands its facts, status and duration to the process's ``LogWriter`` (one append,
no lock), whose thread renders them in the one log format (ops/log_lines.py; the constant head
serialised once) and writes the lines out; a full stderr drops lines, never blocks. A line is
rendered when written, so shutdown's flush renders and writes the last ones.
"""

from __future__ import annotations

from time import time
from typing import Final

from orjson import dumps as _dumps

from ...ops.log_lines import LINES, to_millis
from ...ops.log_writer import LogWriter
from ...ops.request_facts import CLIENT_CLOSED_STATUS, RequestFacts

_NO_METHOD: Final = "-"
_MCP_PATH: Final = "/mcp"
_LOGGER: Final = "mcp_agent.access"
_LEVELS: Final = {"debug": 10, "info": 20, "warning": 30, "error": 40, "critical": 50}
# The access-log key naming what the request targets, per method.
_TARGET_KEYS: Final = {"tools/call": "tool", "prompts/get": "prompt", "resources/read": "resource"}
_MAX_TARGET_CHARS: Final = 256
_MAX_PATH_CHARS: Final = 256


# The constant parts of the lines seen so far, keyed by everything in a line but its time, duration and id:
# a server answers the same few methods, tools, tenants and clients, so a line is nearly always three
# numbers (and an id) between four cached pieces. Bounded: cleared when a client makes up new values.
_PARTS: dict[tuple[object, ...], tuple[bytes, bytes, bytes, bytes]] = {}
_MAX_PARTS: Final = 1024


def _render(fields: tuple) -> bytes:  # type: ignore[type-arg]
    """The line, byte for byte what ``LINES.line`` writes for its fields (see ``_parts``)."""
    prefix, ts, facts, status, seconds, path, client = fields
    request_id = facts.request_id
    host = None if client is None else client[0]
    key = (prefix, facts.method, status, path, facts.target, facts.tenant, request_id is None, host)
    parts = _PARTS.get(key)
    if parts is None:
        if len(_PARTS) >= _MAX_PARTS:
            _PARTS.clear()
        parts = _PARTS[key] = _parts(*key)
    head, middle, before_id, end = parts
    return b"".join(
        (
            head,
            _dumps(to_millis(ts)),
            middle,
            _dumps(int(seconds * 1_000_000) / 1000),
            before_id,
            b"" if request_id is None else _dumps(request_id, default=str),
            end,
        )
    )


def _parts(
    prefix: bytes,
    method: str | None,
    status: int,
    path: str,
    target: str | None,
    tenant: str | None,
    no_id: bool,
    host: str | None,
) -> tuple[bytes, bytes, bytes, bytes]:
    """The line's fields in their order (ts, method, status, duration_ms, path, the target, tenant, id, client),
    cut around the three that change with every request."""
    middle: dict[str, object] = {"method": _NO_METHOD if method is None else method, "status": status}
    rest: dict[str, object] = {}
    if path != _MCP_PATH or status >= 400:
        rest["path"] = path[:_MAX_PATH_CHARS]  # every refusal and failure names its route
    if target is not None and method is not None:
        rest[_TARGET_KEYS.get(method, "target")] = target[:_MAX_TARGET_CHARS]
    if tenant is not None:
        rest["tenant"] = tenant
    end: dict[str, object] = {"client": host} if host is not None else {}
    return (
        LINES.line(prefix, {"ts": 0})[:-3],  # the head up to the value of ts
        b"," + _members(middle) + b',"duration_ms":',
        (b"," + _members(rest) if rest else b"") + (b"" if no_id else b',"id":'),
        (b"," + _members(end) if end else b"") + b"}\n",
    )


def _members(fields: dict[str, object]) -> bytes:
    return _dumps(fields, default=str)[1:-1]


def level_of(status: int) -> str:
    if status >= 500:
        return "error"
    if status >= 400 and status != CLIENT_CLOSED_STATUS:
        return "warning"
    return "info"


class AccessLog:
    def __init__(self, writer: LogWriter, *, level: str = "info") -> None:
        self._writer = writer
        self._defer = writer.defer
        self._min_level = _LEVELS[level.lower()]
        self._prefixes = {name: LINES.head(name, _LOGGER) for name in ("info", "warning", "error")}
        # The answered request, every request's case: decided once, not per line.
        self._info_prefix = self._prefixes["info"] if self._min_level <= _LEVELS["info"] else None

    def record(
        self,
        facts: RequestFacts,
        status: int,
        seconds: float,
        client: tuple[str, int] | None = None,
        path: str = _MCP_PATH,
    ) -> None:
        if status < 400 or status == CLIENT_CLOSED_STATUS:
            prefix = self._info_prefix
            if prefix is None:
                return
        else:
            level = level_of(status)
            if _LEVELS[level] < self._min_level:
                return
            prefix = self._prefixes[level]
        # Rendered on the writer's thread (LogWriter.defer): the request has ended, so its facts no longer change.
        self._defer(_render, (prefix, time(), facts, status, seconds, path, client))

    def flush(self, timeout_seconds: float = 1.0) -> bool:
        """Wait (bounded) until every recorded line is written (the lifespan calls it at shutdown)."""
        return self._writer.flush(timeout_seconds)
