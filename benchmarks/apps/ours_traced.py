"""``ours`` with tracing on, set up as ``OtlpTracing`` sets up production: every request gets its SERVER span
(sampled at ``BENCH_TRACE_RATIO``, default 1: every one), batched by ``SpanBatch`` (the SDK's BatchSpanProcessor,
taking the request span as a tuple), and the duration metric with its periodic export. The exporters only drop what
they are handed, so the figure is the cost on the request path, not an OTLP collector's."""

from __future__ import annotations

import os

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

from benchmarks.apps.dropping import DroppingMetrics, DroppingSpans
from benchmarks.apps.ours import server
from mcp_agent import Settings, create_app
from mcp_agent.ops.duration_metric import DurationMetric, PeriodicExport
from mcp_agent.ops.span_batch import SpanBatch
from mcp_agent.ops.tracing import RequestTracer

provider = TracerProvider(sampler=ParentBased(TraceIdRatioBased(float(os.environ.get("BENCH_TRACE_RATIO", "1")))))
provider.add_span_processor(SpanBatch(DroppingSpans()))
duration = DurationMetric(provider.resource)
export = PeriodicExport(duration, DroppingMetrics())
app = create_app(server, Settings(), tracer=RequestTracer(provider, duration))
