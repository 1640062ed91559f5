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


# Values that must never reach a span: tests add the tokens, keys and handles they use or receive.
# ``tests/conftest.py`` checks every span of the run against them (and against any bearer credential)
# when the session finishes.
SECRETS: set[str] = set()


def leaks() -> list[tuple[str, str]]:
    """(span name, secret) for each secret found in any span this process finished."""
    found = []
    for span in SPANS.get_finished_spans():
        text = span.to_json()
        found += [(span.name, secret) for secret in SECRETS if secret in text]
        if "Bearer " in text:
            found.append((span.name, "a bearer credential"))
    return found
