"""Metrics a plugin adds to ``GET /metrics``, beside the server's own (``metrics.py``).

A plugin registers each time a server is assembled (the start-up checks assemble one, then each
worker process does), and ``prometheus-client`` refuses a second metric of the same name: so asking
again for a name returns the metric made the first time, and two plugins that ask for the same
name share it, as long as they agree on its kind and labels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from prometheus_client import Counter, Histogram
from prometheus_client.metrics import MetricWrapperBase

# Seconds, for what a plugin times: a tool call's parts, a call to a remote service.
DEFAULT_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

M = TypeVar("M", bound=MetricWrapperBase)

_made: dict[str, tuple[MetricWrapperBase, tuple[str, ...]]] = {}


class PluginMetrics:
    """Counters and histograms on the process's registry (summed over worker processes like the server's)."""

    def counter(self, name: str, documentation: str, labels: Sequence[str] = ()) -> Counter:
        """The counter ``name`` (exported as ``name_total``), made on first use."""
        return _get_or_make(Counter, name, labels, lambda: Counter(name, documentation, list(labels)))

    def histogram(
        self, name: str, documentation: str, labels: Sequence[str] = (), buckets: Sequence[float] = DEFAULT_BUCKETS
    ) -> Histogram:
        """The histogram ``name``, made on first use with ``buckets``."""
        return _get_or_make(
            Histogram, name, labels, lambda: Histogram(name, documentation, list(labels), buckets=buckets)
        )


def _get_or_make(kind: type[M], name: str, labels: Sequence[str], make: Callable[[], M]) -> M:
    found = _made.get(name)
    if found is None:
        made = make()
        _made[name] = (made, tuple(labels))
        return made
    metric, made_labels = found
    if not isinstance(metric, kind) or made_labels != tuple(labels):
        raise ValueError(f"metric {name!r} exists already as a {type(metric).__name__} with labels {list(made_labels)}")
    return metric
