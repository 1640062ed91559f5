"""``ours`` with tracing on: every request gets its SERVER span (sampled at ``BENCH_TRACE_RATIO``, default 1:
every one) and the duration metric, batched by the SDK's BatchSpanProcessor as in production. The exporter only
drops what it is handed, so the figure is the span's cost on the request path, not an OTLP collector's."""

from __future__ import annotations

import os
from collections.abc import Sequence

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

from benchmarks.apps.ours import server
from mcp_agent import Settings, create_app
from mcp_agent.ops.tracing import RequestTracer


class _Dropping(SpanExporter):
    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS


provider = TracerProvider(sampler=ParentBased(TraceIdRatioBased(float(os.environ.get("BENCH_TRACE_RATIO", "1")))))
provider.add_span_processor(BatchSpanProcessor(_Dropping()))
app = create_app(server, Settings(), tracer=RequestTracer(provider, MeterProvider()))
