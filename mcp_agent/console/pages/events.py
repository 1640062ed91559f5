"""GET /console/events: the live list's stream. One SSE event per change of an approval of the tenant,
a keep-alive comment meanwhile (the session is re-verified then), and the end on drain or lost changes:
the page re-reads everything when it reconnects, so a change is never silently missed."""

from __future__ import annotations

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


class EventStreams:
    def __init__(self, kit: PageKit, keepalive_seconds: float) -> None:
        self._kit = kit
        self._keepalive_seconds = keepalive_seconds
        self._streams: set[sse.Feed] = set()
        self._draining = False

    def drain(self) -> None:
        """End every live stream (its page reconnects elsewhere); refuse new ones."""
        self._draining = True
        for feed in self._streams:
            feed.end()

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
        # Ended (the page re-reads everything when it reconnects) on drain, lost changes, or a full buffer.
        feed = sse.Feed(_STREAM_BUFFER, self._keepalive_seconds)

        def deliver(change: Change) -> None:
            if change.kind == "resource" and change.uri and kit.approvals.is_approval_uri(change.uri):
                if not feed.put(sse.frame(orjson.dumps({"uri": change.uri}))):
                    feed.end()

        try:
            unsubscribe = await kit.contexts.bus.subscribe(session.principal.tenant, deliver, feed.end)
        except BusUnavailable:
            await Response("change bus unavailable", status_code=503, headers={"retry-after": "2"})(
                scope, receive, send
            )
            return
        self._streams.add(feed)

        def still_signed_in() -> bool:  # the session is re-verified at each keep-alive: signed out or revoked ends it
            return kit.sessions.current(request) is not None

        try:
            await sse.start(send, preface=b"retry: 3000\n: connected\n\n")
            with contextlib.suppress(ClientDisconnected):
                await cancel_on_disconnect(feed.pump(send, still_signed_in), receive)
        finally:
            unsubscribe()
            self._streams.discard(feed)
