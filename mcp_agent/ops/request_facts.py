"""What is known about one request, shared by everyone who observes or refuses it.

The outermost middleware puts a ``RequestFacts`` in the ASGI scope; whoever serves the request
fills in each fact as soon as it knows it (a plain object in a dict: no ``logging`` call, no copy),
and the access log and the request metrics read it when the request ends. A leaf: the access log,
the metrics, the body limit, the Host/Origin guard and the endpoint all import it, and it imports
none of them.
"""

from __future__ import annotations

from typing import Final

from mcp_types import RequestId
from starlette.types import Scope

from ..protocol.errors import McpError

FACTS_SCOPE_KEY: Final = "mcp_agent.facts"
"""Scope slot for the request's ``RequestFacts``."""

CLIENT_CLOSED_STATUS: Final = 499  # logged only: nobody is left to receive it

# What became of a request: a complete result, a request for client input (MRTR), a tool's
# isError result, a JSON-RPC error, or nothing (the client left before the answer).
RESULT: Final = "result"
INPUT_REQUIRED: Final = "input_required"
TOOL_ERROR: Final = "tool_error"
ERROR: Final = "error"
CLIENT_CLOSED: Final = "client_closed"
OUTCOMES: Final = (RESULT, INPUT_REQUIRED, TOOL_ERROR, ERROR, CLIENT_CLOSED)


class RequestFacts:
    """What is known about one request; each field stays None until someone learns it.

    The defaults live on the class: every request makes one, and sets only what it learns.
    """

    method: str | None = None  # the JSON-RPC method, as the client named it
    target: str | None = None  # the tool or prompt name, or resource URI
    tenant: str | None = None  # once authenticated
    request_id: RequestId | None = None
    outcome: str | None = None  # one of OUTCOMES
    error_code: int | None = None  # with outcome "error"
    stream: bool = False  # a listen stream: no latency recorded (it lasts as long as the client likes)

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
