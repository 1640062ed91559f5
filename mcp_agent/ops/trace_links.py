"""Trace context that outlives a request: a task's round carries its creating request's
``traceparent`` through the work queue, and the worker that runs it (this process or another)
opens a span in the same trace, a child of that request's span and linked to it (as the messaging
conventions link a consumer to its producer). Through the OpenTelemetry API's global tracer provider, which
``ops/tracing.py`` sets when tracing is configured: otherwise every call here is a no-op.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from opentelemetry import trace
from opentelemetry.trace import Link, Span, SpanKind
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

_PROPAGATOR: Final = TraceContextTextMapPropagator()
_INSTRUMENTATION: Final = "mcp_agent"


def current_traceparent() -> str:
    """The active span's W3C ``traceparent``; "" when nothing is traced."""
    carrier: dict[str, str] = {}
    _PROPAGATOR.inject(carrier)
    return carrier.get("traceparent", "")


@contextmanager
def linked_span(name: str, traceparent: str, attributes: dict[str, str]) -> Iterator[Span]:
    """A CONSUMER span, child of and linked to ``traceparent``'s span; a root when there is none
    (never a child of whatever the worker's loop had current)."""
    parent = trace.set_span_in_context(trace.INVALID_SPAN)
    links = None
    if traceparent:
        context = _PROPAGATOR.extract({"traceparent": traceparent})
        linked = trace.get_current_span(context).get_span_context()
        if linked.is_valid:
            parent, links = context, [Link(linked)]
    tracer = trace.get_tracer(_INSTRUMENTATION)
    with tracer.start_as_current_span(
        name, context=parent, kind=SpanKind.CONSUMER, attributes=attributes, links=links
    ) as span:
        yield span
