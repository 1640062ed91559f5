"""Writing responses straight to ASGI: the hot path skips Request/Response objects."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import anyio

from ..protocol.errors import McpError
from ..protocol.wire import dumps

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

_JSON_HEADERS = [(b"content-type", b"application/json"), (b"cache-control", b"no-store")]
_SSE_HEADERS = [
    (b"content-type", b"text/event-stream"),
    (b"cache-control", b"no-store"),
    # Proxies such as nginx buffer responses by default; a listen stream must flow.
    (b"x-accel-buffering", b"no"),
]


async def send_json(send: Send, status: int, message: Any, extra_headers: list[tuple[bytes, bytes]] | None = None) -> None:
    body = dumps(message)
    headers = [*_JSON_HEADERS, (b"content-length", str(len(body)).encode())]
    if extra_headers:
        headers.extend(extra_headers)
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def send_empty(send: Send, status: int) -> None:
    await send({"type": "http.response.start", "status": status, "headers": [(b"content-length", b"0")]})
    await send({"type": "http.response.body", "body": b""})


def error_message(error: McpError, request_id: str | int | None) -> dict[str, Any]:
    """A JSON-RPC error; ``id`` is omitted (never null) when the request's id was unreadable."""
    message: dict[str, Any] = {"jsonrpc": "2.0"}
    if request_id is not None:
        message["id"] = request_id
    message["error"] = error.to_error()
    return message


async def send_error(send: Send, error: McpError, request_id: str | int | None, extra_headers: list[tuple[bytes, bytes]] | None = None) -> None:
    await send_json(send, error.http_status, error_message(error, request_id), extra_headers)


async def start_event_stream(send: Send) -> None:
    await send({"type": "http.response.start", "status": 200, "headers": _SSE_HEADERS})


def event_frame(message: Any) -> bytes:
    # One JSON-RPC message per data line: orjson never emits a raw newline.
    return b"event: message\ndata: " + dumps(message) + b"\n\n"


async def send_event(send: Send, message: Any, *, last: bool = False) -> None:
    await send({"type": "http.response.body", "body": event_frame(message), "more_body": not last})


async def send_comment(send: Send, text: bytes = b"keep-alive") -> None:
    await send({"type": "http.response.body", "body": b": " + text + b"\n\n", "more_body": True})


async def end_stream(send: Send) -> None:
    await send({"type": "http.response.body", "body": b"", "more_body": False})


async def cancel_on_disconnect(receive: Receive, scope: anyio.CancelScope) -> None:
    """Closing the response stream is how an HTTP client cancels: stop the work it started."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            scope.cancel()
            return
