"""``ours`` with tracing on, set up as ``OtlpTracing`` sets up production: every request gets its SERVER span
(sampled at ``BENCH_TRACE_RATIO``, default 1: every one), batched by the SDK's BatchSpanProcessor, and the
duration metric with its periodic export. The exporters only drop what they are handed, so the figure is the
cost on the request path, not an OTLP collector's."""

from __future__ import annotations

import os
from collections.abc import Sequence

from opentelemetry.sdk.metrics.export import MetricExporter, MetricExportResult, MetricsData
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

from benchmarks.apps.ours import server
from mcp_agent import Settings, create_app
from mcp_agent.ops.duration_metric import DurationMetric, PeriodicExport
from mcp_agent.ops.tracing import RequestTracer


class _DroppingSpans(SpanExporter):
    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS


class _DroppingMetrics(MetricExporter):
    def export(self, metrics_data: MetricsData, timeout_millis: float = 10_000, **kwargs: object) -> MetricExportResult:
        return MetricExportResult.SUCCESS

    def force_flush(self, timeout_millis: float = 10_000) -> bool:
        return True

    def shutdown(self, timeout_millis: float = 30_000, **kwargs: object) -> None:
        pass


provider = TracerProvider(sampler=ParentBased(TraceIdRatioBased(float(os.environ.get("BENCH_TRACE_RATIO", "1")))))
provider.add_span_processor(BatchSpanProcessor(_DroppingSpans()))
duration = DurationMetric(provider.resource)
export = PeriodicExport(duration, _DroppingMetrics())
app = create_app(server, Settings(), tracer=RequestTracer(provider, duration))
