"""The request span queued as it is (``SpanBatch``) reaches the exporter as the span the SDK path exported,
and a root request span is sampled as the provider's sampler decides even where it is not asked.

The same requests go to two apps whose tracers draw the same ids: one exports through the SDK's processor
chain (the ``ReadableSpan`` built on the request path), the other through ``SpanBatch`` (built on the export
thread). Every exported field but the clock readings is compared; those must lie within the request.
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx2 as httpx
import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.id_generator import IdGenerator, RandomIdGenerator
from opentelemetry.sdk.trace.sampling import (
    ALWAYS_OFF,
    ALWAYS_ON,
    Decision,
    ParentBased,
    Sampler,
    SamplingResult,
    StaticSampler,
    TraceIdRatioBased,
)

from mcp_agent.app import create_app
from mcp_agent.ops.request_facts import RequestFacts
from mcp_agent.ops.span_batch import SpanBatch
from mcp_agent.ops.tracing import RequestTracer, ServedNames
from mcp_agent.protocol.headers import read_headers
from mcp_agent.settings import Settings
from tests.support.requests import BASE_URL, body, echo_call, echo_headers, headers_for
from tests.support.server import build_test_server

TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
HEADER_TRACEPARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"


class _Counting(IdGenerator):
    """The same ids in the same order for both apps."""

    def __init__(self) -> None:
        self._next = 0

    def generate_span_id(self) -> int:
        self._next += 1
        return 0x1000 + self._next

    def generate_trace_id(self) -> int:
        self._next += 1
        return 0xABC000 + self._next


def _requests() -> list[tuple[dict[str, Any], dict[str, str], int]]:
    echo = echo_call({"text": "hi"})
    unknown_tool = body("tools/call", {"name": "no-such-tool", "arguments": {}})
    with_parent = echo_call({"text": "x"}, traceparent=TRACEPARENT, tracestate="vendor=abc")
    listing = body("tools/list", {})
    return [
        (echo, {**headers_for(echo), **echo_headers({"text": "hi"})}, 200),
        (unknown_tool, headers_for(unknown_tool), 400),
        (
            with_parent,
            {**headers_for(with_parent), **echo_headers({"text": "x"}), "traceparent": HEADER_TRACEPARENT},
            200,
        ),
        (listing, headers_for(listing), 200),
    ]


async def _served_spans(processor: Any, exporter: InMemorySpanExporter) -> tuple[list[ReadableSpan], int, int]:
    provider = TracerProvider(id_generator=_Counting())
    provider.add_span_processor(processor)
    app = create_app(build_test_server(), Settings(access_log=False), tracer=RequestTracer(provider))
    before = time.time_ns()
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
        for message, headers, status in _requests():
            response = await client.post("/mcp", json=message, headers=headers)
            assert response.status_code == status, response.text
    after = time.time_ns()
    provider.force_flush()
    spans = list(exporter.get_finished_spans())
    provider.shutdown()
    return spans, before, after


def _exported(span: ReadableSpan) -> dict[str, Any]:
    return {
        "name": span.name,
        "context": span.context,
        "parent": span.parent,
        "kind": span.kind,
        "attributes": dict(span.attributes or {}),
        "status": (span.status.status_code, span.status.description),
        "events": [(event.name, dict(event.attributes or {})) for event in span.events],
        "links": [(link.context, dict(link.attributes or {})) for link in span.links],
        "resource": span.resource,
        "scope": span.instrumentation_scope,
        "json": {
            key: value for key, value in json.loads(span.to_json()).items() if key not in ("start_time", "end_time")
        },
    }


@pytest.mark.unit
async def test_queued_request_spans_export_as_the_sdk_path_exported_them() -> None:
    sdk_exporter, batch_exporter = InMemorySpanExporter(), InMemorySpanExporter()
    through_sdk, _, _ = await _served_spans(SimpleSpanProcessor(sdk_exporter), sdk_exporter)
    queued, before, after = await _served_spans(SpanBatch(batch_exporter), batch_exporter)
    assert len(queued) == len(through_sdk) == 4
    assert [_exported(span) for span in queued] == [_exported(span) for span in through_sdk]
    for span in queued:
        assert isinstance(span, ReadableSpan)
        assert span.start_time is not None and span.end_time is not None
        assert before <= span.start_time <= span.end_time <= after
    assert queued[1].status.status_code.name == "ERROR" and queued[2].parent is not None and queued[2].links


@pytest.mark.unit
def test_span_batch_shows_the_exporter_it_was_given() -> None:
    exporter: SpanExporter = InMemorySpanExporter()
    batch = SpanBatch(exporter)
    assert batch.span_exporter is exporter
    batch.shutdown()


class _Remembering(RandomIdGenerator):
    def __init__(self) -> None:
        self.trace_ids: list[int] = []

    def generate_trace_id(self) -> int:
        self.trace_ids.append(super().generate_trace_id())
        return self.trace_ids[-1]


class _OddTraces(Sampler):
    """A sampler of the operator's own: asked for every span."""

    def should_sample(self, parent_context: Any, trace_id: int, *args: Any, **kwargs: Any) -> SamplingResult:
        return SamplingResult(Decision.RECORD_AND_SAMPLE if trace_id % 2 else Decision.DROP)

    def get_description(self) -> str:
        return "odd"


@pytest.mark.unit
@pytest.mark.parametrize(
    "sampler",
    [
        ParentBased(ALWAYS_ON),
        ALWAYS_OFF,
        ParentBased(TraceIdRatioBased(0.5)),
        TraceIdRatioBased(0.25),
        StaticSampler(Decision.RECORD_ONLY),
        _OddTraces(),
    ],
    ids=lambda sampler: sampler.get_description(),
)
def test_root_request_spans_are_sampled_as_the_sampler_decides(sampler: Sampler) -> None:
    ids, exporter = _Remembering(), InMemorySpanExporter()
    provider = TracerProvider(sampler=sampler, id_generator=ids)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = RequestTracer(provider)
    facts = RequestFacts()
    facts.method = "tools/list"
    scope = {"type": "http", "http_version": "1.1", "headers": []}
    for _ in range(200):
        span = tracer.begin(
            scope, read_headers(scope["headers"]), {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, facts, _SERVED
        )
        assert span is not None
        span.finish()
    sampled = [t for t in ids.trace_ids if sampler.should_sample(None, t, "tools/list").decision.is_sampled()]
    assert [span.context.trace_id for span in exporter.get_finished_spans() if span.context] == sampled


_SERVED = ServedNames(frozenset({"tools/list"}), set(), set())
