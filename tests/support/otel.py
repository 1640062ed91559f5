"""One OpenTelemetry SDK provider for the whole test process, set as the global one (the API allows
one per process): the official SDK client, our request spans and our task workers' spans all land in
``SPANS``, which tests read from an offset of their own."""

from __future__ import annotations

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

SPANS = InMemorySpanExporter()
_provider: TracerProvider | None = None


def global_provider() -> TracerProvider:
    global _provider
    if _provider is None:
        _provider = TracerProvider()
        _provider.add_span_processor(SimpleSpanProcessor(SPANS))
        trace.set_tracer_provider(_provider)
    return _provider
