"""Start, drain and stop: what runs around the requests, and closing exactly what the app built."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
from collections.abc import AsyncIterator, Awaitable, Callable

from starlette.types import ASGIApp

from ..backends import Backend
from ..ops import exposition
from ..ops.request_metrics import RequestMetrics
from ..state import SessionStore, StoreUnavailable
from ..transport.middleware import AccessLog

logger = logging.getLogger("mcp_agent.app")

Close = Callable[[], Awaitable[None]]


class Lifecycle:
    """``drain`` fails readiness, then ends every stream; ``lifespan`` is the ASGI lifespan of the app."""

    def __init__(
        self,
        *,
        backend: Backend,
        starts: list[Callable[[], None]],
        request_metrics: RequestMetrics,
        access_log: AccessLog | None,
        drains: list[Callable[[], None]],
        closes: list[Close],
        prepares: list[Close] | None = None,
    ) -> None:
        self._backend = backend
        self._starts = starts  # after the bus: e.g. this process's task worker, unless --no-worker
        self._request_metrics = request_metrics
        self._access_log = access_log
        self._drains = drains  # readiness first, so the balancer stops sending new work
        self._closes = closes  # in order: work first, then what it used
        self._prepares = prepares or []  # awaited before the first request (e.g. an authorization server's keys)

    def drain(self) -> None:
        for drain in self._drains:
            drain()

    @contextlib.asynccontextmanager
    async def lifespan(self, app: ASGIApp) -> AsyncIterator[None]:
        restore_signals = _drain_on_shutdown_signals(self.drain)
        await self._backend.bus.start()
        for prepare in self._prepares:
            await prepare()
        for begin in self._starts:
            begin()
        # In the background: a store that is down must not hold up the start (readiness reports it).
        store_check = asyncio.get_running_loop().create_task(
            _log_store_at_startup(self._backend.store), name="mcp-agent store check"
        )
        # Everything built so far (the app, its tools, templates, imported modules) lives as long as the
        # process: out of the collector's sight, full collections under load scan only per-request garbage.
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            self.drain()
            restore_signals()
            store_check.cancel()
            for close in self._closes:
                await close()
            self._request_metrics.flush()
            exposition.worker_exiting()
            if self._access_log is not None:
                # Off the loop: a stderr nobody reads must not hold up the shutdown past the bound.
                await asyncio.to_thread(self._access_log.flush)


async def _log_store_at_startup(store: SessionStore) -> None:
    """Tell the operator at once when the session store cannot be reached as the server starts."""
    try:
        await store.ping()
    except StoreUnavailable as error:
        # The message names the host and port, never the URL (which may carry a password).
        logger.warning(
            "session store unavailable at start-up: %s; requests that need it get 503 until it is back", error
        )


def _drain_on_shutdown_signals(drain: Callable[[], None]) -> Callable[[], None]:
    """Run ``drain`` as soon as SIGTERM/SIGINT arrives, before uvicorn waits for open streams.

    The server's handlers (uvicorn's, or under ``mcp-agent serve`` its stop policy in serve_process.py)
    are installed before our lifespan starts; we wrap them so the listen streams end gracefully while
    uvicorn is still waiting for connections to close.
    """
    loop = asyncio.get_running_loop()
    previous: dict[int, Callable[..., object]] = {}
    for signum in (signal.SIGTERM, signal.SIGINT):
        handler = signal.getsignal(signum)
        if not callable(handler):
            continue

        def on_signal(number: int, frame: object, chained: Callable[..., object] = handler) -> None:
            loop.call_soon_threadsafe(drain)
            chained(number, frame)

        try:
            signal.signal(signum, on_signal)
        except ValueError:  # not the main thread (e.g. an embedded test server)
            continue
        previous[signum] = handler

    def restore() -> None:
        for number, handler in previous.items():
            with contextlib.suppress(ValueError):
                signal.signal(number, handler)

    return restore
