"""Counting answered requests into ``ops/metrics.py``, cheaply enough to run on every request.

Label values stay bounded whatever clients send: ``method`` is one of the MCP methods below,
``notifications`` for any client notification, else ``other``; ``outcome`` is one of ``OUTCOMES``;
``error`` is a short name from ``protocol.errors.ERROR_NAMES`` (``other`` for any other code).
Each label child is looked up once and kept: ``.labels()`` costs more than the increment itself.
"""

from __future__ import annotations

from typing import Final

from prometheus_client.metrics import Counter, Histogram

from ..protocol.errors import ERROR_NAMES, OTHER_ERROR
from .metrics import REQUEST_ERRORS, REQUEST_SECONDS, REQUESTS

KNOWN_METHODS: Final = frozenset({
    "server/discover", "ping",
    "tools/list", "tools/call",
    "resources/list", "resources/templates/list", "resources/read",
    "prompts/list", "prompts/get",
    "completion/complete",
    "subscriptions/listen",
})
OTHER_METHOD: Final = "other"
NOTIFICATIONS: Final = "notifications"

# What became of a request: a complete result, a request for client input (MRTR), a tool's
# isError result, a JSON-RPC error, or nothing (the client left before the answer).
RESULT: Final = "result"
INPUT_REQUIRED: Final = "input_required"
TOOL_ERROR: Final = "tool_error"
ERROR: Final = "error"
CLIENT_CLOSED: Final = "client_closed"
OUTCOMES: Final = (RESULT, INPUT_REQUIRED, TOOL_ERROR, ERROR, CLIENT_CLOSED)


def method_label(method: str | None) -> str:
    if method in KNOWN_METHODS:
        return method
    if method is not None and method.startswith("notifications/"):
        return NOTIFICATIONS
    return OTHER_METHOD


class RequestMetrics:
    """One per process (the metrics are process-global); the caches hold at most a few hundred children."""

    def __init__(self) -> None:
        self._requests: dict[tuple[str, str], Counter] = {}
        self._errors: dict[tuple[str, str], Counter] = {}
        self._seconds: dict[str, Histogram] = {}

    def record(self, method: str | None, outcome: str, error_code: int | None, seconds: float | None) -> None:
        """Count one request; ``seconds`` is None for a listen stream (its duration is the client's choice)."""
        label = method_label(method)
        key = (label, outcome)
        counter = self._requests.get(key)
        if counter is None:
            counter = self._requests[key] = REQUESTS.labels(label, outcome)
        counter.inc()
        if outcome == ERROR and error_code is not None:
            error_key = (label, ERROR_NAMES.get(error_code, OTHER_ERROR))
            errors = self._errors.get(error_key)
            if errors is None:
                errors = self._errors[error_key] = REQUEST_ERRORS.labels(*error_key)
            errors.inc()
        if seconds is not None:
            histogram = self._seconds.get(label)
            if histogram is None:
                histogram = self._seconds[label] = REQUEST_SECONDS.labels(label)
            histogram.observe(seconds)
