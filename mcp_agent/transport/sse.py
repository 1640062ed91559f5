"""The one server-sent-events writer: framing, keep-alive comments, and the relay from a queue.

Both event streams of the server use it: ``subscriptions/listen`` (JSON-RPC messages, ``event:
message``) and the console's ``/console/events``. Every frame is sent as its own body message with
``more_body``, so the HTTP server writes it at once; ``X-Accel-Buffering: no`` asks proxies such as
nginx not to hold it back.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Final

from starlette.types import Send

SSE_HEADERS: Final = (
    (b"content-type", b"text/event-stream"),
    (b"cache-control", b"no-store"),
    # Proxies such as nginx buffer responses by default; an event stream must flow.
    (b"x-accel-buffering", b"no"),
)
KEEP_ALIVE: Final = b": keep-alive\n\n"


FRAME_END: Final = b"\n\n"


def frame_head(event: bytes | None = None) -> bytes:
    """What precedes an event's data: ``frame`` is ``frame_head(event) + data + FRAME_END``."""
    return b"event: " + event + b"\ndata: " if event is not None else b"data: "


def frame(data: bytes, event: bytes | None = None) -> bytes:
    """One event; ``data`` must hold no newline (orjson never emits one)."""
    return frame_head(event) + data + FRAME_END


async def start(send: Send, preface: bytes = b"") -> None:
    """The 200 with the event-stream headers, then ``preface`` (e.g. ``retry:``) if any."""
    await send({"type": "http.response.start", "status": 200, "headers": list(SSE_HEADERS)})
    if preface:
        await send({"type": "http.response.body", "body": preface, "more_body": True})


async def send_frame(send: Send, body: bytes, *, last: bool = False) -> None:
    await send({"type": "http.response.body", "body": body, "more_body": not last})


class Feed:
    """One event stream's frames waiting to be written, at most ``limit``, and the writer of them (``pump``).

    ``put`` is what a change bus callback calls for every change, so it does as little as it can: the
    frame is appended, and the pump woken only if it was waiting. A frame may be given in two pieces, a
    head many streams share and a tail of this stream's own: a frame waiting behind a client that does
    not read then costs the stream two references, not a copy of the head. The pump writes whatever is waiting
    as one body message (a client behind by several frames costs one write, not several), and keeps a
    single timer for the keep-alive, moved on once per interval rather than armed and cancelled for
    every frame. ``end`` is how a stream ends, whoever ends it: the frames already waiting, then
    ``last``, then the end of the response.
    """

    __slots__ = (
        "_pieces",
        "_count",
        "_limit",
        "_last",
        "_keepalive_seconds",
        "_ended",
        "_keepalive_due",
        "_waiter",
        "_written_at",
        "_timer",
    )

    def __init__(self, limit: int, keepalive_seconds: float, last: bytes = b"") -> None:
        self._pieces: list[bytes] = []  # the waiting frames, each one piece or two
        self._count = 0  # how many frames they are
        self._limit = limit
        self._last = last
        self._keepalive_seconds = keepalive_seconds
        self._ended = False
        self._keepalive_due = False
        self._waiter: asyncio.Future[None] | None = None
        self._written_at = 0.0
        self._timer: asyncio.TimerHandle | None = None

    @property
    def ended(self) -> bool:
        return self._ended

    def put(self, frame: bytes, tail: bytes = b"") -> bool:
        """Queue the frame ``frame + tail``; False, and nothing queued, if ``limit`` frames are already waiting."""
        if self._count >= self._limit:
            return False
        self._pieces.append(frame)
        if tail:
            self._pieces.append(tail)
        self._count += 1
        self._wake()
        return True

    def put_all(self, frames: list[bytes]) -> None:
        """Queue ``frames`` whatever the limit (a stream's opening messages, bounded by what it asked for)."""
        self._pieces.extend(frames)
        self._count += len(frames)
        self._wake()

    def end(self) -> None:
        """End the stream after the frames already waiting (nothing put after this is sent)."""
        self._ended = True
        self._wake()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        due = self._written_at + self._keepalive_seconds
        if loop.time() < due:  # written since the timer was set: it moves on to a whole interval after that
            self._timer = loop.call_at(due, self._tick)
            return
        self._keepalive_due = True
        self._wake()

    async def pump(
        self,
        send: Send,
        still_wanted: Callable[[], bool] | None = None,
        written: Callable[[int], None] | None = None,
    ) -> None:
        """Write frames until the stream ends; while none come, a keep-alive comment every
        ``keepalive_seconds`` (which also tells the HTTP server early that a client left), unless
        ``still_wanted`` says the stream should end instead. ``written`` is told how many frames each write carried."""
        loop = asyncio.get_running_loop()
        self._written_at = loop.time()
        self._timer = loop.call_at(self._written_at + self._keepalive_seconds, self._tick)
        try:
            while True:
                if not (self._count or self._ended or self._keepalive_due):
                    self._waiter = loop.create_future()
                    try:
                        await self._waiter
                    finally:
                        self._waiter = None
                count = self._count
                body = b"".join(self._pieces)
                self._pieces.clear()
                self._count = 0
                if self._ended:
                    await send_frame(send, body + self._last, last=True)
                    if written is not None and count:
                        written(count)
                    return
                if count:
                    await send_frame(send, body)
                    if written is not None:
                        written(count)
                elif self._keepalive_due:
                    if still_wanted is not None and not still_wanted():
                        await send_frame(send, b"", last=True)
                        return
                    await send_frame(send, KEEP_ALIVE)
                else:
                    continue  # woken for nothing
                self._written_at = loop.time()
                if self._keepalive_due:  # the timer stopped when it fired: counted again from this write
                    self._keepalive_due = False
                    self._timer = loop.call_at(self._written_at + self._keepalive_seconds, self._tick)
        finally:
            if self._timer is not None:
                self._timer.cancel()
