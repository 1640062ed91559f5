"""CPU per request of the request span alone (``RequestTracer.begin`` + ``RequestSpan.end``), in process.

    python benchmarks/tracing_cpu.py                       # this checkout
    PYTHONPATH=../other python benchmarks/tracing_cpu.py   # another checkout's mcp_agent (same script)

Full sampling, ``ParentBased(TraceIdRatioBased(0.1))`` and every span dropped, each with the SDK's
``BatchSpanProcessor`` (``SpanBatch`` where the checkout has it; an exporter that drops) and the duration metric exported as production does it:
``DurationMetric`` where the checkout has it, else the SDK's ``MeterProvider`` with a periodic reader.
Process CPU time (the processor's thread included; not the time other processes hold the core),
best of 9 × 20,000 calls, after ``gc.freeze()`` as the served app does.
"""

from __future__ import annotations

import gc
import inspect
import time
from typing import Any

from apps.dropping import DroppingMetrics, DroppingSpans  # run as a script: benchmarks/ is on the path
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON, ParentBased, Sampler, TraceIdRatioBased

from mcp_agent.ops.request_facts import RequestFacts
from mcp_agent.ops.tracing import RequestTracer, ServedNames

try:
    from mcp_agent.ops.request_span import RequestSpan

    FINISH = RequestSpan.finish.__name__
except ImportError:  # a checkout from before it: the request span ended with ``end``
    FINISH = "end"

SCOPE = {
    "type": "http",
    "http_version": "1.1",
    "client": ("127.0.0.1", 50000),
    "headers": [
        (b"host", b"127.0.0.1:8000"),
        (b"content-type", b"application/json"),
        (b"accept", b"application/json, text/event-stream"),
        (b"mcp-protocol-version", b"2026-07-28"),
        (b"mcp-method", b"tools/call"),
        (b"mcp-name", b"noop"),
    ],
}
MESSAGE = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "noop", "arguments": {}}}
SERVED = ServedNames(frozenset({"tools/call"}), {"noop"}, {})


def _metric(provider: TracerProvider) -> Any:
    try:
        from mcp_agent.ops.duration_metric import DurationMetric, PeriodicExport
    except ImportError:  # a checkout from before it: the SDK's pipeline, as its OtlpTracing built it
        from opentelemetry.sdk.metrics import MeterProvider
        from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader

        return MeterProvider(metric_readers=[PeriodicExportingMetricReader(DroppingMetrics())])
    duration = DurationMetric(provider.resource)
    PeriodicExport(duration, DroppingMetrics())
    return duration


def _batch() -> Any:
    try:
        from mcp_agent.ops.span_batch import SpanBatch
    except ImportError:  # a checkout from before it: the SDK's, as its OtlpTracing built it
        return BatchSpanProcessor(DroppingSpans(), max_queue_size=100_000)
    return SpanBatch(DroppingSpans(), max_queue_size=100_000)


def cpu_per_call(sampler: Sampler) -> float:
    provider = TracerProvider(sampler=sampler)
    provider.add_span_processor(_batch())
    tracer = RequestTracer(provider, _metric(provider))
    facts = RequestFacts()
    facts.method, facts.target, facts.request_id = "tools/call", "noop", 1
    begin = tracer.begin
    arguments: tuple[Any, ...] = (SCOPE, MESSAGE, facts, SERVED)
    if "headers" in inspect.signature(begin).parameters:  # the endpoint's parsed headers, since they are passed
        from mcp_agent.protocol.headers import read_headers

        arguments = (SCOPE, read_headers(SCOPE["headers"]), MESSAGE, facts, SERVED)
    best = float("inf")
    for _ in range(9):
        started = time.process_time()
        for _ in range(20_000):
            span = begin(*arguments)
            assert span is not None
            getattr(span, FINISH)()
        best = min(best, (time.process_time() - started) / 20_000 * 1e6)
    provider.shutdown()
    return best


def main() -> None:
    gc.freeze()
    cases = {"full": ParentBased(ALWAYS_ON), "10 %": ParentBased(TraceIdRatioBased(0.1)), "dropped": ALWAYS_OFF}
    print(" | ".join(f"{name} {cpu_per_call(sampler):.1f} µs" for name, sampler in cases.items()))


if __name__ == "__main__":
    main()
