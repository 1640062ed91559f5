"""The OpenTelemetry SDK's pipeline for a served process: spans and the duration metric over OTLP/HTTP.

Built only when ``tracing_configured()`` (``ops/tracing.py``); the SDK and the exporters are imported
then, so a server that does not trace never loads them.
"""

from __future__ import annotations

import os

from opentelemetry import trace

from .sdk_parts import INSTRUMENTATION
from .tracing import RequestTracer


class OtlpTracing:
    """The SDK providers exporting over OTLP/HTTP, built only when ``tracing_configured()``."""

    def __init__(self, *, tenant: bool, arguments: bool, resource_uri: bool) -> None:
        # Imported here: a server that does not trace never loads the SDK or the exporter.
        from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider as SdkTracerProvider

        from .duration_metric import DurationMetric, PeriodicExport, temporality_from_environment
        from .span_batch import SpanBatch

        resource = Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME", "mcp-agent")})
        self.tracer_provider = SdkTracerProvider(resource=resource)  # the sampler from OTEL_TRACES_SAMPLER/_ARG
        self.tracer_provider.add_span_processor(SpanBatch(OTLPSpanExporter()))
        # For the spans of layers no tracer is handed to (ops/trace_links.py).
        trace.set_tracer_provider(self.tracer_provider)
        duration = DurationMetric(resource, scope=INSTRUMENTATION, temporality=temporality_from_environment())
        self.metric_export = PeriodicExport(duration, OTLPMetricExporter())
        self.tracer = RequestTracer(
            self.tracer_provider, duration, tenant=tenant, arguments=arguments, resource_uri=resource_uri
        )

    def shutdown(self) -> None:
        """Flushes what is buffered (blocking: the exporter's HTTP); run off the event loop."""
        self.tracer_provider.shutdown()
        self.metric_export.shutdown()
