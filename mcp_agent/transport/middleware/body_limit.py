"""Refuses a request body larger than the limit (413, JSON-RPC -31005) without reading more of it.

A declared ``Content-Length`` is checked before anything is read; the request then goes on with
the server's own ``receive`` untouched, because the HTTP server frames the body by that length
and never delivers more. A body without a declared length (chunked) is read and counted here,
and handed on in one piece. ``/mcp`` applies the same limit in its endpoint, with ``read_body``,
because it reads the headers once for everything it checks.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ...ops.request_facts import note_refusal
from ...protocol.errors import REQUEST_TOO_LARGE, McpError
from ..responses import send_error


class BodyTooLarge(Exception):
    """The body grew past the limit while it was read."""


def too_large(max_body_bytes: int) -> McpError:
    return McpError(REQUEST_TOO_LARGE, f"Request body exceeds {max_body_bytes} bytes")


async def read_body(receive: Receive, max_body_bytes: int) -> bytes | None:
    """The whole request body, or None if the client disconnected first; ``BodyTooLarge`` as soon
    as it is longer than ``max_body_bytes`` (nothing more is read)."""
    message = await receive()
    if message["type"] != "http.request":
        return None
    body: bytes = message.get("body", b"")
    if not message.get("more_body", False):  # the usual case: one message, that very bytes object
        if len(body) > max_body_bytes:
            raise BodyTooLarge
        return body
    chunks = bytearray(body)
    while True:
        if len(chunks) > max_body_bytes:
            raise BodyTooLarge
        message = await receive()
        if message["type"] != "http.request":
            return None
        chunks += message.get("body", b"")
        if not message.get("more_body", False):
            if len(chunks) > max_body_bytes:
                raise BodyTooLarge
            return bytes(chunks)


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None:
            if declared > self.max_body_bytes:
                await self._refuse(scope, send)
            else:
                await self.app(scope, receive, send)
            return
        try:
            body = await read_body(receive, self.max_body_bytes)
        except BodyTooLarge:
            await self._refuse(scope, send)
            return
        if body is None:
            return  # nobody to answer; the access log records 499
        await self.app(scope, replay({"type": "http.request", "body": body, "more_body": False}, receive), send)

    async def _refuse(self, scope: Scope, send: Send) -> None:
        error = too_large(self.max_body_bytes)
        note_refusal(scope, error)
        await send_error(send, error)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:  # ASGI header names are lower-case
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # counted while reading instead
    return None


def replay(first: Message, receive: Receive) -> Receive:
    """A ``receive`` that returns ``first``, then whatever the server's ``receive`` returns."""
    pending: Message | None = first

    async def replaying() -> Message:
        nonlocal pending
        if pending is None:
            return await receive()
        message, pending = pending, None
        return message

    return replaying
