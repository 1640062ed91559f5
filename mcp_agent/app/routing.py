"""One request path for every route: observe (access log, metrics, error boundary) outermost, then
the route's own guards, then the route.

``/mcp`` goes straight to its endpoint, which applies the Host/Origin allow-lists and the body
limit itself, from the one pass over the headers it makes anyway: Starlette's router costs about as
much per request as the whole 2026 validation, and the MCP endpoint needs none of it. ``/console`` is
its own guarded app (the same allow-lists); the probes and ``/metrics`` sit behind a body limit in a
Starlette router, which also serves the lifespan.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.applications import Starlette
from starlette.types import ASGIApp, Receive, Scope, Send

_MCP = "/mcp"
_CONSOLE = "/console"
_CONSOLE_PREFIX = "/console/"


class McpApplication:
    def __init__(
        self,
        *,
        mcp: ASGIApp,
        console: ASGIApp,
        other: ASGIApp,
        routes: Starlette,
        observe: Callable[[ASGIApp], ASGIApp],
        drain: Callable[[], None],
    ) -> None:
        self.mcp = mcp
        self.console = console
        self.other = other  # the probes and /metrics, behind the body limit
        self.routes = routes
        self.state: Any = routes.state
        self._observed = observe(self._route)
        # Readiness turns 503, then every listen stream ends with its result. SIGTERM/SIGINT call it;
        # an embedding process manager may call it itself before stopping the server.
        self.drain = drain

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            await self._observed(scope, receive, send)
        else:
            await self.routes(scope, receive, send)  # lifespan (and websockets, which nothing serves)

    async def _route(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope["path"]
        if path == _MCP:
            await self.mcp(scope, receive, send)
        elif path == _CONSOLE or path.startswith(_CONSOLE_PREFIX):
            await self.console(scope, receive, send)
        else:
            await self.other(scope, receive, send)
