"""``ours`` with tracing on at full sampling: every request gets its SERVER span and the duration
metric, batched by the SDK's BatchSpanProcessor as in production. The exporter only drops what it
is handed, so the figure is the span's cost on the request path, not an OTLP collector's."""

from __future__ import annotations

from collections.abc import Sequence

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

from benchmarks.apps.ours import server
from mcp_agent import Settings, create_app
from mcp_agent.ops.tracing import RequestTracer


class _Dropping(SpanExporter):
    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS


provider = TracerProvider()
provider.add_span_processor(BatchSpanProcessor(_Dropping()))
app = create_app(server, Settings(), tracer=RequestTracer(provider, MeterProvider()))
