"""One request path for every route: observed (access log, metrics, instance header, error boundary)
outermost, then the route's own guards, then the route.

Observing and routing are one coroutine frame: this is the whole of what every request pays before
its route. The status is read off ``send`` (the ``http.response.start`` message); everything else
about the request is in the ``RequestFacts`` put in the scope here (``ops/request_facts.py``). A
request that ended with nothing sent is logged with status 499: the client left first. An exception
that escapes a route is logged with its traceback (the log, never the response) and answered with a
plain 500 that says nothing internal, if nothing was sent yet.

``/mcp`` goes straight to its endpoint, which applies the Host/Origin allow-lists and the body
limit itself, from the one pass over the headers it makes anyway: Starlette's router costs about as
much per request as the whole 2026 validation, and the MCP endpoint needs none of it. ``/console`` is
its own guarded app (the same allow-lists); the probes and ``/metrics`` sit behind a body limit in a
Starlette router, which also serves the lifespan.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, Final

from starlette.applications import Starlette
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..ops.request_facts import CLIENT_CLOSED, CLIENT_CLOSED_STATUS, ERROR, FACTS_SCOPE_KEY, RESULT, RequestFacts
from ..ops.request_metrics import RequestMetrics
from ..protocol.errors import INTERNAL_ERROR
from ..transport.middleware import AccessLog

INSTANCE_HEADER: Final = b"x-mcp-agent-instance"
_MCP: Final = "/mcp"
_CONSOLE: Final = "/console"
_CONSOLE_PREFIX: Final = "/console/"
_INTERNAL_ERROR_START: Final = {
    "type": "http.response.start",
    "status": 500,
    "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", b"21")],
}
_INTERNAL_ERROR_BODY: Final = {"type": "http.response.body", "body": b"Internal Server Error", "more_body": False}

logger = logging.getLogger("mcp_agent.errors")


class McpApplication:
    def __init__(
        self,
        *,
        mcp: ASGIApp,
        console: ASGIApp,
        other: ASGIApp,
        routes: Starlette,
        metrics: RequestMetrics,
        log: AccessLog | None,
        instance_name: str | None = None,
        drain: Callable[[], None],
    ) -> None:
        self.mcp = mcp
        self.console = console
        self.other = other  # the probes and /metrics, behind the body limit
        self.routes = routes
        self.state: Any = routes.state
        self.metrics = metrics
        self.log = log
        # Names the instance that answered: which instance served what, behind a balancer.
        self._instance_header = (INSTANCE_HEADER, instance_name.encode("ascii")) if instance_name else None
        # Readiness turns 503, then every listen stream ends with its result. SIGTERM/SIGINT call it;
        # an embedding process manager may call it itself before stopping the server.
        self.drain = drain

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.routes(scope, receive, send)  # lifespan (and websockets, which nothing serves)
            return
        started = time.perf_counter()
        status = CLIENT_CLOSED_STATUS
        facts = scope[FACTS_SCOPE_KEY] = RequestFacts()
        instance_header = self._instance_header

        # Not a coroutine function: it returns send's own awaitable, one coroutine frame fewer per message.
        def send_noting_status(message: Message) -> Awaitable[None]:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                if instance_header is not None:
                    message["headers"] = [*message.get("headers", ()), instance_header]
            return send(message)

        path = scope["path"]
        try:
            if path == _MCP:
                await self.mcp(scope, receive, send_noting_status)
            elif path == _CONSOLE or path.startswith(_CONSOLE_PREFIX):
                await self.console(scope, receive, send_noting_status)
            else:
                await self.other(scope, receive, send_noting_status)
        except Exception:
            logger.exception(
                "unexpected error serving %s %s",
                scope.get("method"),
                path,
                extra={"path": path, "method": facts.method},
            )
            facts.outcome, facts.error_code = ERROR, INTERNAL_ERROR
            if status == CLIENT_CLOSED_STATUS:  # nothing sent yet: the client still gets an answer
                try:
                    await send_noting_status(dict(_INTERNAL_ERROR_START))
                    await send(_INTERNAL_ERROR_BODY)
                except Exception:  # the connection is gone as well; the log line above is what remains
                    pass
        finally:
            seconds = time.perf_counter() - started
            if path == _MCP:
                outcome = facts.outcome
                if outcome is None:
                    outcome = CLIENT_CLOSED if status == CLIENT_CLOSED_STATUS else RESULT if status < 400 else ERROR
                self.metrics.record(facts.method, outcome, facts.error_code, None if facts.stream else seconds)
            if self.log is not None:
                self.log.record(facts, status, seconds, scope.get("client"), path)
