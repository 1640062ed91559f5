"""A request body that stalls is answered 408, instead of being waited for forever.

Every read of the body, until its last part, must come within ``seconds`` of asking (silence, as
nginx's ``client_body_timeout`` counts it: a large body sent steadily over a slow link is fine).
Once the body is complete, ``receive`` is handed through untouched: a listen stream waits on it
for the client to leave, for as long as the client likes.

The stalled read raises ``BodyTimedOut``: an ``HTTPException`` (408, ``Connection: close``), so
that Starlette's own routes (the console) answer it too; on ``/mcp`` this middleware answers it
with a JSON-RPC error. The connection is closed either way: the rest of that body may never come.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Final

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ...ops.metrics import BODY_TIMEOUTS
from ...protocol.errors import INVALID_REQUEST, McpError
from ..responses import send_error
from .observe import note_refusal

_CLOSE: Final = ((b"connection", b"close"),)


class BodyTimedOut(HTTPException):
    def __init__(self, seconds: float) -> None:
        super().__init__(408, f"Request body stalled: nothing of it came for {seconds:g} s", headers={"connection": "close"})


def timed_receive(receive: Receive, seconds: float) -> Receive:
    """``receive`` with a deadline on each read until the body is complete."""
    complete = False

    async def receive_in_time() -> Message:
        nonlocal complete
        if complete:
            return await receive()
        try:
            async with asyncio.timeout(seconds):
                message = await receive()
        except TimeoutError:
            BODY_TIMEOUTS.inc()
            raise BodyTimedOut(seconds) from None
        if message["type"] != "http.request" or not message.get("more_body", False):
            complete = True
        return message

    return receive_in_time


class BodyTimeoutMiddleware:
    def __init__(self, app: ASGIApp, seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        def noting_start(message: Message) -> Awaitable[None]:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            return send(message)

        try:
            await self.app(scope, timed_receive(receive, self.seconds), noting_start)
        except BodyTimedOut as stalled:
            if started:
                raise  # too late for a 408: the server closes the connection
            error = McpError(INVALID_REQUEST, stalled.detail, http_status=408, headers=_CLOSE)
            note_refusal(scope, error)
            await send_error(send, error)
