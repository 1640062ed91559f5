"""The ``mcp.server.operation.duration`` histogram, aggregated here and exported through an OTLP metric exporter.

The SDK's synchronous ``Histogram.record`` cost a traced request ≈ 17 µs with a reader attached (a
``Measurement`` that validates the attributes again, their hash, the exemplar filter, a lock per
aggregation), whatever the sampling ratio. The attribute sets of this metric are few and known
(``ops/tracing.py`` names only what the server serves), so a request adds its duration to bucket
counts kept under a tuple of its attributes, and the SDK's data classes are built only when the
exporter asks, once a minute. The exported data is what the SDK's ``MeterProvider`` with the
default view would export: the same names, unit, buckets, attributes, temporality and overflow point.

Loaded only when tracing is configured: it imports the SDK.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from bisect import bisect_left
from collections.abc import Mapping
from typing import Any, Final, cast

from opentelemetry.sdk.metrics.export import (
    AggregationTemporality,
    Histogram,
    HistogramDataPoint,
    Metric,
    MetricExporter,
    MetricsData,
    ResourceMetrics,
    ScopeMetrics,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.util.instrumentation import InstrumentationScope

DURATION_METRIC: Final = "mcp.server.operation.duration"
# The semantic conventions' recommended buckets for this histogram (seconds).
DURATION_BUCKETS: Final = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
_DESCRIPTION: Final = "Duration of the MCP request as observed on the server"
# As the SDK: at most 2,000 attribute sets, every later one folded into one overflow point.
CARDINALITY_LIMIT: Final = 2000
_OVERFLOW: Final = (("otel.metric.overflow", True),)

_log = logging.getLogger(__name__)

Key = tuple[tuple[str, Any], ...]


class _Point:
    __slots__ = ("counts", "sum", "collected_sum", "min", "max", "start_ns")

    def __init__(self, start_ns: int) -> None:
        self.counts = [0] * (len(DURATION_BUCKETS) + 1)
        self.sum = 0.0  # since the last collect: added to ``collected_sum`` then, as the SDK adds, to the same float
        self.collected_sum = 0.0
        self.min = float("inf")
        self.max = float("-inf")
        self.start_ns = start_ns


class DurationMetric:
    """Bucket counts, sum, min and max per attribute set; ``collect`` gives them as the SDK's ``MetricsData``."""

    def __init__(
        self,
        resource: Resource | None = None,
        *,
        scope: str = "mcp_agent",
        temporality: AggregationTemporality = AggregationTemporality.CUMULATIVE,
    ) -> None:
        self._resource = resource if resource is not None else Resource.create()
        self._scope = InstrumentationScope(scope)
        self._delta = temporality is AggregationTemporality.DELTA
        self._temporality = temporality
        self._points: dict[Key, _Point] = {}
        self._previous_collect_ns: int | None = None
        # Requests record on the event loop; the exporter collects on its own thread.
        self._lock = threading.Lock()

    def record(self, seconds: float, key: Key) -> None:
        """``key``: the attributes as (name, value) pairs, in the order they are exported."""
        with self._lock:
            point = self._points.get(key)
            if point is None:
                point = self._new_point(key)
            point.counts[bisect_left(DURATION_BUCKETS, seconds)] += 1
            point.sum += seconds
            if seconds < point.min:
                point.min = seconds
            if seconds > point.max:
                point.max = seconds

    def _new_point(self, key: Key) -> _Point:
        if len(self._points) >= CARDINALITY_LIMIT:
            point = self._points.get(_OVERFLOW)
            if point is not None:
                return point
            key = _OVERFLOW
        point = self._points[key] = _Point(self._previous_collect_ns or time.time_ns())
        return point

    def collect(self) -> MetricsData | None:
        """Every attribute set seen (cumulative) or seen since the last collect (delta); None when there is none."""
        now = time.time_ns()
        with self._lock:
            if self._delta:
                points, self._points = self._points, {}
                self._previous_collect_ns = now
            else:
                points = self._points
                for point in points.values():
                    point.collected_sum, point.sum = point.sum + point.collected_sum, 0.0
            taken = [
                (
                    key,
                    point.counts[:],
                    point.collected_sum if not self._delta else point.sum,
                    point.min,
                    point.max,
                    point.start_ns,
                )
                for key, point in points.items()
            ]
        if not taken:
            return None
        data_points = [
            HistogramDataPoint(
                attributes=dict(key),
                start_time_unix_nano=start_ns,
                time_unix_nano=now,
                count=sum(counts),
                sum=total,
                bucket_counts=tuple(counts),
                explicit_bounds=DURATION_BUCKETS,
                min=low,
                max=high,
                exemplars=[],
            )
            for key, counts, total, low, high, start_ns in taken
        ]
        metric = Metric(
            name=DURATION_METRIC,
            description=_DESCRIPTION,
            unit="s",
            data=Histogram(data_points=data_points, aggregation_temporality=self._temporality),
        )
        # The scope's schema URL as the SDK passes it: None for a meter named without one (the type says str).
        schema_url = cast(str, self._scope.schema_url)
        scope_metrics = ScopeMetrics(scope=self._scope, metrics=[metric], schema_url=schema_url)
        return MetricsData(
            resource_metrics=[
                ResourceMetrics(
                    resource=self._resource, scope_metrics=[scope_metrics], schema_url=self._resource.schema_url
                )
            ]
        )


def temporality_from_environment(environ: Mapping[str, str] = os.environ) -> AggregationTemporality:
    """``OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE`` as the OTLP exporter reads it, for a histogram."""
    preference = environ.get("OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE", "CUMULATIVE").strip().upper()
    if preference in ("DELTA", "LOWMEMORY"):
        return AggregationTemporality.DELTA
    return AggregationTemporality.CUMULATIVE


class PeriodicExport:
    """Hands ``metric.collect()`` to ``exporter`` every ``OTEL_METRIC_EXPORT_INTERVAL`` ms on a thread of its own
    (as the SDK's ``PeriodicExportingMetricReader``), and once more at shutdown."""

    def __init__(self, metric: DurationMetric, exporter: MetricExporter) -> None:
        self._metric, self._exporter = metric, exporter
        self._interval = float(os.environ.get("OTEL_METRIC_EXPORT_INTERVAL", 60000)) / 1e3
        self._timeout_ms = float(os.environ.get("OTEL_METRIC_EXPORT_TIMEOUT", 30000))
        self._stop = threading.Event()
        self._export_lock = threading.Lock()  # one export at a time: the exporter is not reentrant
        self._thread = threading.Thread(target=self._ticker, name="mcp-agent-metric-export", daemon=True)
        self._thread.start()

    def _ticker(self) -> None:
        while not self._stop.wait(self._interval):
            self._export()

    def _export(self) -> None:
        data = self._metric.collect()
        if data is None:
            return
        with self._export_lock:
            try:
                self._exporter.export(data, timeout_millis=self._timeout_ms)
            except Exception:  # the collector's trouble must not end the thread: the next interval retries
                _log.exception("exporting %s failed", DURATION_METRIC)

    def shutdown(self) -> None:
        """The last figures exported, then the exporter closed (blocking: run off the event loop)."""
        self._stop.set()
        self._thread.join()
        self._export()
        self._exporter.shutdown(timeout_millis=self._timeout_ms)
