"""Writing responses straight to ASGI ``send``: the hot path builds no Request/Response objects."""

from __future__ import annotations

from typing import Any

from mcp_types import RequestId
from starlette.types import Message, Send

from ..protocol.errors import McpError, retry_after_header
from ..protocol.jsonrpc import error_message
from ..protocol.wire import dumps
from . import sse

_JSON_CONTENT = (b"content-type", b"application/json")
_NO_STORE = (b"cache-control", b"no-store")
# Every message gets a fresh header list: a middleware may edit it in place (Starlette's MutableHeaders does).


async def send_json(send: Send, status: int, message: Any, extra_headers: tuple[tuple[bytes, bytes], ...] = ()) -> None:
    start, body = json_messages(status, message, extra_headers)
    await send(start)
    await send(body)


def json_messages(
    status: int, message: Any, extra_headers: tuple[tuple[bytes, bytes], ...] = ()
) -> tuple[Message, Message]:
    """The two ASGI messages of a JSON response (for a caller that sends them itself: a frame fewer)."""
    body = dumps(message)
    headers = [_JSON_CONTENT, _NO_STORE, (b"content-length", b"%d" % len(body)), *extra_headers]
    return {"type": "http.response.start", "status": status, "headers": headers}, {
        "type": "http.response.body",
        "body": body,
    }


def error_headers(error: McpError) -> tuple[tuple[bytes, bytes], ...]:
    """The headers ``error`` is sent with: its own, plus ``Retry-After`` when it says when to retry
    (unless it already carries one)."""
    if error.retry_after_seconds is None or any(name.lower() == b"retry-after" for name, _ in error.headers):
        return error.headers
    return (*error.headers, retry_after_header(error.retry_after_seconds))


async def send_error(send: Send, error: McpError, request_id: RequestId | None = None) -> None:
    """The error as JSON, with its HTTP status and every header it carries (e.g. ``WWW-Authenticate``, ``Retry-After``)."""
    await send_json(send, error.http_status, error_message(error, request_id), error_headers(error))


async def send_empty(send: Send, status: int) -> None:
    await send({"type": "http.response.start", "status": status, "headers": [(b"content-length", b"0")]})
    await send({"type": "http.response.body", "body": b""})


async def start_event_stream(send: Send) -> None:
    await sse.start(send)


def event_frame(message: Any) -> bytes:
    # One JSON-RPC message per data line: orjson never emits a raw newline.
    return sse.frame(dumps(message), b"message")


async def send_event(send: Send, message: Any, *, last: bool = False) -> None:
    await sse.send_frame(send, event_frame(message), last=last)
