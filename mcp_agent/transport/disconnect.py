"""The one cancellation model of every response: work runs in the request's own task, and a client
that disconnects cancels it.

Closing the connection is how an HTTP client cancels a request, so the work it started must stop.
Any other cancellation of the request's task (uvicorn cancels the requests still running when its
shutdown grace period ends) reaches the caller as ``CancelledError``, so the caller can tell the
two apart: nobody is left to answer the first; the second still deserves an answer.
"""

from __future__ import annotations

import asyncio
import sys
import types
from collections.abc import Coroutine, Generator
from typing import Any, TypeVar

from starlette.types import Receive

T = TypeVar("T")

if sys.version_info >= (3, 12):

    def _start_watching(coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        # An eager task runs until its first wait right now instead of one loop turn later (≈ 1 µs less).
        return asyncio.Task(coro, loop=asyncio.get_running_loop(), eager_start=True)

else:
    _start_watching = asyncio.ensure_future


class ClientDisconnected(Exception):
    """The client closed the connection before the response was complete: nobody is left to answer."""


async def cancel_on_disconnect(work: Coroutine[Any, Any, T], receive: Receive) -> T:
    """Await ``work`` in the current task; if the client disconnects meanwhile, cancel it and raise
    ``ClientDisconnected``.

    ``work``'s first step runs right here, before any watcher exists: most handlers finish without
    ever waiting, and a handler that never waits cannot be interrupted anyway. Only when ``work``
    suspends is the disconnect watcher started (a task: ≈ 6-10 µs, more than all of a request's
    validation).
    """
    try:
        awaiting = work.send(None)
    except StopIteration as finished:
        return finished.value  # type: ignore[no-any-return]
    return await finish_on_disconnect(work, awaiting, receive)


async def finish_on_disconnect(work: Coroutine[Any, Any, T], awaiting: Any, receive: Receive) -> T:
    """``cancel_on_disconnect`` for ``work`` whose first step the caller ran itself (``work.send(None)``,
    which returned ``awaiting``): the caller of a handler that seldom waits saves this coroutine frame."""
    request_task = asyncio.current_task()
    assert request_task is not None
    watcher = _DisconnectWatcher(receive, request_task)
    try:
        return await _resume(work, awaiting)
    except asyncio.CancelledError:
        if not watcher.client_left:
            raise
        request_task.uncancel()  # the cancellation was ours, and is fully handled here
        raise ClientDisconnected from None
    finally:
        watcher.stop()


class _DisconnectWatcher:
    """Cancels ``task`` when ``receive`` reports ``http.disconnect``; never once ``stop`` was called."""

    __slots__ = ("client_left", "_task", "_watching")

    def __init__(self, receive: Receive, task: asyncio.Task[Any]) -> None:
        self.client_left = False
        self._task = task
        self._watching = _start_watching(self._watch(receive))

    async def _watch(self, receive: Receive) -> None:
        # The body has been read, so the next message is a disconnect: the client left, or the
        # response is complete (ASGI servers report that as a disconnect too). In the second case
        # the work has already returned and stop() was called before this task could run again.
        while (await receive())["type"] != "http.disconnect":
            pass
        self.client_left = True
        self._task.cancel()

    def stop(self) -> None:
        # A cancelled task never runs another line of _watch, even if its receive() already returned.
        self._watching.cancel()


@types.coroutine
def _resume(work: Coroutine[Any, Any, T], awaiting: Any) -> Generator[Any, Any, T]:
    """Carry on ``work`` from where its first step stopped, exactly as ``await work`` would have:
    what it waits on goes up to the task unchanged, what the task sends or throws goes back down."""
    while True:
        try:
            sent = yield awaiting
        except GeneratorExit:
            work.close()
            raise
        except BaseException as thrown:  # CancelledError included: the work must see it where it waits
            try:
                awaiting = work.throw(thrown)
            except StopIteration as finished:
                return finished.value  # type: ignore[no-any-return]
        else:
            try:
                awaiting = work.send(sent)
            except StopIteration as finished:
                return finished.value  # type: ignore[no-any-return]
