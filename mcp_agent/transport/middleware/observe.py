"""The outermost layer of every HTTP request, whatever its route: what an operator sees of it
(one access-log line, the request metrics for ``/mcp``, the instance header) and the error boundary.

The status is read off ``send`` (the ``http.response.start`` message); everything else about the
request is in the ``RequestFacts`` this middleware puts in the scope (``ops/request_facts.py``).
A request that ended with nothing sent is logged with status 499: the client left first.

An exception that escapes the app is logged here with its traceback (the log, never the response)
and answered with a plain 500 that says nothing internal, if nothing was sent yet.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable
from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ...ops.request_facts import CLIENT_CLOSED, CLIENT_CLOSED_STATUS, ERROR, FACTS_SCOPE_KEY, RESULT, RequestFacts
from ...ops.request_metrics import RequestMetrics
from ...protocol.errors import INTERNAL_ERROR
from .access_log import AccessLog

INSTANCE_HEADER: Final = b"x-mcp-agent-instance"
_MCP_PATH: Final = "/mcp"
_INTERNAL_ERROR_START: Final = {
    "type": "http.response.start",
    "status": 500,
    "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", b"21")],
}
_INTERNAL_ERROR_BODY: Final = {"type": "http.response.body", "body": b"Internal Server Error", "more_body": False}

logger = logging.getLogger("mcp_agent.errors")


class ObserveMiddleware:
    def __init__(
        self, app: ASGIApp, metrics: RequestMetrics, log: AccessLog | None, *, instance_name: str | None = None
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.log = log
        # Names the instance that answered: which instance served what, behind a balancer.
        self._instance_header = (INSTANCE_HEADER, instance_name.encode("ascii")) if instance_name else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
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

        try:
            await self.app(scope, receive, send_noting_status)
        except Exception:
            logger.exception(
                "unexpected error serving %s %s",
                scope.get("method"),
                scope.get("path"),
                extra={"path": scope.get("path"), "method": facts.method},
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
            path = scope["path"]
            if path == _MCP_PATH:
                outcome = facts.outcome
                if outcome is None:
                    outcome = CLIENT_CLOSED if status == CLIENT_CLOSED_STATUS else RESULT if status < 400 else ERROR
                self.metrics.record(facts.method, outcome, facts.error_code, None if facts.stream else seconds)
            if self.log is not None:
                self.log.record(facts, status, seconds, scope.get("client"), path)
