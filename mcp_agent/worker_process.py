"""``mcp-agent worker``: task workers without an HTTP listener.

The process builds exactly what ``mcp-agent serve`` builds from the same settings (the store, the
bus, the served tools of ``--app``), starts the task worker, and runs until SIGTERM or SIGINT; it then
drains: it takes nothing new, lets running work finish for ``MCP_AGENT_TASK_DRAIN_SECONDS``, and
hands the rest back to the queue, where another worker takes it at once. ``--metrics-port`` serves its
metrics on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import signal

from prometheus_client import start_http_server

from .app import create_app, server_from_settings
from .settings import Settings


async def run_worker(settings: Settings) -> None:
    app = create_app(server_from_settings(settings), settings)
    if settings.task_worker_metrics_port is not None:
        # No HTTP listener for MCP, but its counters (runs, redeliveries, dead letters, tenant deferrals) are scraped.
        try:
            start_http_server(settings.task_worker_metrics_port, addr="127.0.0.1")
        except OSError as error:
            raise SystemExit(
                f"mcp-agent: cannot serve metrics on 127.0.0.1:{settings.task_worker_metrics_port}: {error.strerror}"
            ) from None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda number, frame: loop.call_soon_threadsafe(stop.set))
    # The app's lifespan starts the bus and the worker, and drains the worker on the way out.
    async with app.routes.router.lifespan_context(app.routes):
        await stop.wait()
