"""GET /console/events: the live list's stream. One SSE event per change of an approval of the tenant,
a keep-alive comment meanwhile (the session is re-verified then), and the end on drain or lost changes:
the page re-reads everything when it reconnects, so a change is never silently missed."""

from __future__ import annotations

import asyncio
import contextlib

import orjson
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from ...bus import BusUnavailable, Change
from ...transport import sse
from ...transport.disconnect import ClientDisconnected, cancel_on_disconnect
from .kit import PageKit

_STREAM_BUFFER = 64
_END = None


class EventStreams:
    def __init__(self, kit: PageKit, keepalive_seconds: float) -> None:
        self._kit = kit
        self._keepalive_seconds = keepalive_seconds
        self._streams: set[asyncio.Queue[str | None]] = set()
        self._draining = False

    def drain(self) -> None:
        """End every live stream (its page reconnects elsewhere); refuse new ones."""
        self._draining = True
        for queue in self._streams:
            sse.force_put(queue, _END)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kit = self._kit
        request = Request(scope, receive)
        session = kit.sessions.current(request)
        if session is None:
            await kit.signed_out()(scope, receive, send)
            return
        if self._draining:
            await Response("shutting down", status_code=503, headers={"retry-after": "2"})(scope, receive, send)
            return
        queue: asyncio.Queue[str | None] = asyncio.Queue(_STREAM_BUFFER)

        def deliver(change: Change) -> None:
            if change.kind == "resource" and change.uri and kit.approvals.is_approval_uri(change.uri):
                try:
                    queue.put_nowait(change.uri)
                except asyncio.QueueFull:
                    sse.force_put(queue, _END)  # the page re-reads everything when it reconnects

        def interrupted() -> None:
            sse.force_put(queue, _END)

        try:
            unsubscribe = await kit.contexts.bus.subscribe(session.principal.tenant, deliver, interrupted)
        except BusUnavailable:
            await Response("change bus unavailable", status_code=503, headers={"retry-after": "2"})(
                scope, receive, send
            )
            return
        self._streams.add(queue)
        try:
            await sse.start(send, preface=b"retry: 3000\n: connected\n\n")
            with contextlib.suppress(ClientDisconnected):
                await cancel_on_disconnect(self._pump(request, queue, send), receive)
        finally:
            unsubscribe()
            self._streams.discard(queue)

    async def _pump(self, request: Request, queue: asyncio.Queue[str | None], send: Send) -> None:
        async def deliver(item: str | None) -> bool:
            if item is _END:
                await sse.send_frame(send, b"", last=True)
                return False
            await sse.send_frame(send, sse.frame(orjson.dumps({"uri": item})))
            return True

        def still_signed_in() -> bool:  # the session is re-verified at each keep-alive: signed out or revoked ends it
            return self._kit.sessions.current(request) is not None

        await sse.relay(queue, send, self._keepalive_seconds, deliver, still_signed_in)
