"""Counting answered requests into ``ops/metrics.py``, cheaply enough to run on every request.

Label values stay bounded whatever clients send: ``method`` is one of the MCP methods below,
``notifications`` for any client notification, else ``other``; ``outcome`` is one of ``OUTCOMES``;
``error`` is a short name from ``protocol.errors.ERROR_NAMES`` (``other`` for any other code).

A request adds to plain dicts here (a fraction of a µs); the sums go into the Prometheus metrics
in one batch at most ``flush_seconds`` later, before every scrape of this process, and at
shutdown. Counting each request straight into prometheus-client (a lock per value, a bucket
search per observation) cost about 2 µs, a tenth of what the whole in-process request costs.
With several workers a scrape therefore sees the other workers' last second a moment late.
"""

from __future__ import annotations

import asyncio
from bisect import bisect_left
from collections import defaultdict
from typing import Final

from prometheus_client.metrics import Histogram

from ..protocol.errors import ERROR_NAMES, OTHER_ERROR
from .metrics import REQUEST_ERRORS, REQUEST_SECONDS, REQUESTS
from .request_facts import ERROR

KNOWN_METHODS: Final = frozenset(
    {
        "server/discover",
        "ping",
        "tools/list",
        "tools/call",
        "resources/list",
        "resources/templates/list",
        "resources/read",
        "prompts/list",
        "prompts/get",
        "completion/complete",
        "subscriptions/listen",
        "tasks/get",
        "tasks/update",
        "tasks/cancel",
        # The skills extension's (server/skills).
        "skills/list",
        "skills/get",
        "resources/directory/read",
    }
)
OTHER_METHOD: Final = "other"
NOTIFICATIONS: Final = "notifications"


def method_label(method: str | None) -> str:
    if method in KNOWN_METHODS:
        return method
    if method is not None and method.startswith("notifications/"):
        return NOTIFICATIONS
    return OTHER_METHOD


class PendingHistogram:
    """Observations of one histogram child not yet added to it: per-bucket counts and their sum
    (``RequestMetrics.record`` counts into them directly: a method call more per request costs)."""

    __slots__ = ("child", "bounds", "counts", "total")

    def __init__(self, child: Histogram) -> None:
        self.child = child
        self.bounds = list(child._upper_bounds)  # ends with +Inf: every amount has a bucket
        self.counts = [0] * len(self.bounds)
        self.total = 0.0

    def flush(self) -> None:
        # What Histogram.observe does per observation, once per bucket: prometheus-client has no
        # public call to add many observations at once, so this writes the child's own values.
        if not any(self.counts):
            return
        self.child._sum.inc(self.total)
        for index, count in enumerate(self.counts):
            if count:
                self.child._buckets[index].inc(count)
        self.counts = [0] * len(self.bounds)
        self.total = 0.0


class RequestMetrics:
    """One per app; the label sets are bounded, so the dicts stay small."""

    def __init__(self, flush_seconds: float = 1.0) -> None:
        self._flush_seconds = flush_seconds
        self._requests: defaultdict[tuple[str, str], int] = defaultdict(int)
        self._errors: defaultdict[tuple[str, str], int] = defaultdict(int)
        self._seconds: dict[str, PendingHistogram] = {}
        self._timer: asyncio.TimerHandle | None = None

    def record(self, method: str | None, outcome: str, error_code: int | None, seconds: float | None) -> None:
        """Count one request; ``seconds`` is None for a listen stream (its duration is the client's choice)."""
        label = method if method in KNOWN_METHODS else method_label(method)
        assert label is not None  # for mypy: method_label always names one
        self._requests[label, outcome] += 1
        if outcome == ERROR and error_code is not None:
            self._errors[label, ERROR_NAMES.get(error_code, OTHER_ERROR)] += 1
        if seconds is not None:
            if label in self._seconds:
                pending = self._seconds[label]
            else:
                pending = self._seconds[label] = PendingHistogram(REQUEST_SECONDS.labels(label))
            pending.counts[bisect_left(pending.bounds, seconds)] += 1  # the first bucket with seconds <= its bound
            pending.total += seconds
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(self._flush_seconds, self.flush)

    def flush(self) -> None:
        """Add everything counted so far to the Prometheus metrics (before a scrape, at shutdown)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        requests, self._requests = self._requests, defaultdict(int)
        for (label, outcome), count in requests.items():
            REQUESTS.labels(label, outcome).inc(count)
        errors, self._errors = self._errors, defaultdict(int)
        for (label, error), count in errors.items():
            REQUEST_ERRORS.labels(label, error).inc(count)
        for pending in self._seconds.values():
            pending.flush()
