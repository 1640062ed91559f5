"""What an operator sees of each request: one access-log line and the request metrics.

The status is read off ``send`` (the ``http.response.start`` message); everything else about the
request (method, tool or resource name, tenant, JSON-RPC id, what became of it) is written into a
``RequestFacts`` that this middleware puts in the scope and whoever serves the request fills in as
soon as it knows each fact: a plain object in a dict, no ``logging`` call, no copy.
A request that ended with nothing sent is logged with status 499: the client left first.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Final

from mcp_types import RequestId
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ...ops.request_metrics import CLIENT_CLOSED, ERROR, RESULT, RequestMetrics
from ...protocol.errors import INTERNAL_ERROR, McpError
from .access_log import CLIENT_CLOSED_STATUS, AccessLog

FACTS_SCOPE_KEY: Final = "mcp_agent.facts"
"""Scope slot for the request's ``RequestFacts``."""


class RequestFacts:
    """What is known about one request; each field stays None until someone learns it."""

    __slots__ = ("method", "target", "tenant", "request_id", "outcome", "error_code", "stream")

    def __init__(self) -> None:
        self.method: str | None = None  # the JSON-RPC method, as the client named it
        self.target: str | None = None  # the tool or prompt name, or resource URI
        self.tenant: str | None = None  # once authenticated
        self.request_id: RequestId | None = None
        self.outcome: str | None = None  # one of ops.request_metrics.OUTCOMES
        self.error_code: int | None = None  # with outcome "error"
        self.stream = False  # a listen stream: no latency recorded (it lasts as long as the client likes)

    def refused(self, error: McpError) -> None:
        self.outcome = ERROR
        self.error_code = error.code


def facts_of(scope: Scope) -> RequestFacts:
    """The request's facts, to fill in; a throwaway when nothing observes this request."""
    facts = scope.get(FACTS_SCOPE_KEY)
    return facts if facts is not None else RequestFacts()


def note_refusal(scope: Scope, error: McpError) -> None:
    """For middleware that answers before the endpoint runs (Host/Origin guard, body limit)."""
    facts = scope.get(FACTS_SCOPE_KEY)
    if facts is not None:
        facts.refused(error)


class ObserveMiddleware:
    """Outermost: it sees every request, refusals included."""

    def __init__(self, app: ASGIApp, metrics: RequestMetrics, log: AccessLog | None) -> None:
        self.app = app
        self.metrics = metrics
        self.log = log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = CLIENT_CLOSED_STATUS
        facts = scope[FACTS_SCOPE_KEY] = RequestFacts()

        # Not a coroutine function: it returns send's own awaitable, one coroutine frame fewer per message.
        def send_noting_status(message: Message) -> Awaitable[None]:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            return send(message)

        try:
            await self.app(scope, receive, send_noting_status)
        except Exception:
            if status == CLIENT_CLOSED_STATUS:
                status = 500  # what the server answers for an app that raised before responding
                facts.outcome, facts.error_code = ERROR, INTERNAL_ERROR
            raise
        finally:
            seconds = time.perf_counter() - started
            outcome = facts.outcome
            if outcome is None:
                outcome = CLIENT_CLOSED if status == CLIENT_CLOSED_STATUS else RESULT if status < 400 else ERROR
            self.metrics.record(facts.method, outcome, facts.error_code, None if facts.stream else seconds)
            if self.log is not None:
                self.log.record(facts, status, seconds, scope.get("client"))
