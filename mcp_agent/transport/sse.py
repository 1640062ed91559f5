"""The one server-sent-events writer: framing, keep-alive comments, and the relay from a queue.

Both event streams of the server use it: ``subscriptions/listen`` (JSON-RPC messages, ``event:
message``) and the console's ``/console/events``. Every frame is sent as its own body message with
``more_body``, so the HTTP server writes it at once; ``X-Accel-Buffering: no`` asks proxies such as
nginx not to hold it back.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Final, TypeVar

from starlette.types import Send

T = TypeVar("T")

SSE_HEADERS: Final = (
    (b"content-type", b"text/event-stream"),
    (b"cache-control", b"no-store"),
    # Proxies such as nginx buffer responses by default; an event stream must flow.
    (b"x-accel-buffering", b"no"),
)
KEEP_ALIVE: Final = b": keep-alive\n\n"


def frame(data: bytes, event: bytes | None = None) -> bytes:
    """One event; ``data`` must hold no newline (orjson never emits one)."""
    return (b"event: " + event + b"\ndata: " + data + b"\n\n") if event is not None else b"data: " + data + b"\n\n"


async def start(send: Send, preface: bytes = b"") -> None:
    """The 200 with the event-stream headers, then ``preface`` (e.g. ``retry:``) if any."""
    await send({"type": "http.response.start", "status": 200, "headers": list(SSE_HEADERS)})
    if preface:
        await send({"type": "http.response.body", "body": preface, "more_body": True})


async def send_frame(send: Send, body: bytes, *, last: bool = False) -> None:
    await send({"type": "http.response.body", "body": body, "more_body": not last})


async def relay(
    queue: asyncio.Queue[T],
    send: Send,
    keepalive_seconds: float,
    deliver: Callable[[T], Awaitable[bool]],
    still_wanted: Callable[[], bool] | None = None,
) -> None:
    """Hand each queued item to ``deliver`` (which returns False once the stream has ended); while
    nothing comes, a keep-alive comment every ``keepalive_seconds`` (which also tells the HTTP server
    early that a client left), unless ``still_wanted`` says the stream should end instead."""
    while True:
        try:
            async with asyncio.timeout(keepalive_seconds):
                item = await queue.get()
        except TimeoutError:
            if still_wanted is not None and not still_wanted():
                await send_frame(send, b"", last=True)
                return
            await send_frame(send, KEEP_ALIVE)
            continue
        if not await deliver(item):
            return


def force_put(queue: asyncio.Queue[T], item: T) -> None:
    """Queue a control item even into a full queue, dropping the oldest: the stream is ending anyway."""
    while True:
        try:
            queue.put_nowait(item)
            return
        except asyncio.QueueFull:
            queue.get_nowait()
