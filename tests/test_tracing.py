"""OpenTelemetry traces of the in-process app (``mcp_agent/ops/tracing.py``), read off an in-memory exporter.

Every span any test here exports is kept, and the module's teardown checks that none of them holds
a secret a test sent or received (bearer token, sealed request state, sealing key, argument values).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode
from pydantic import SecretStr

from mcp_agent import InputRequired, Server
from mcp_agent.app import create_app
from mcp_agent.logs import JsonFormatter
from mcp_agent.ops.duration_metric import DURATION_METRIC, DurationMetric
from mcp_agent.ops.tracing import RequestTracer, tracing_configured
from mcp_agent.settings import Settings
from mcp_agent.tasks.queue import Job
from tests.support.otel import SECRETS, SPANS, global_provider
from tests.support.requests import BASE_URL, VERSION, Rpc, body, echo_call, echo_headers, headers_for
from tests.support.server import RESOURCE_URI, build_test_server
from tests.support.wire_schema import schema_checked
from tests.test_dual_era import legacy_body, legacy_headers

TOKEN = "trace-test-token-5b1e0c"
SEALING_KEY = "trace-sealing-secret-0123456789abcdefghijkl"
ARGUMENT_SECRET = "argument-value-7d2f"
CLIENT_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
CLIENT_SPAN = "00f067aa0ba902b7"
HEADER_TRACE = "0af7651916cd43dd8448eb211c80319c"
HEADER_SPAN = "b7ad6b7169203331"

SECRETS.update({TOKEN, SEALING_KEY, ARGUMENT_SECRET})  # checked over this module here, over the whole run by conftest


@pytest.fixture(scope="module")
def exporter() -> Iterator[InMemorySpanExporter]:
    """Every span of this module; at teardown, none may hold a secret any test registered in SECRETS."""
    global_provider()
    first = len(SPANS.get_finished_spans())
    yield SPANS
    spans = SPANS.get_finished_spans()[first:]
    leaked = [(span.name, secret) for span in spans for secret in SECRETS if secret in _everything_in(span)]
    assert spans and not leaked, leaked


def _everything_in(span: ReadableSpan) -> str:
    """Every string a span exports: name, attributes, events, links, resource."""
    return json.loads(span.to_json()).__repr__()


class Traced:
    def __init__(self, rpc: Rpc, exporter: InMemorySpanExporter, metrics: DurationMetric) -> None:
        self.rpc, self.exporter, self.metrics = rpc, exporter, metrics
        self._seen = len(exporter.get_finished_spans())

    def spans(self) -> list[ReadableSpan]:
        """The spans finished since the last call."""
        finished = self.exporter.get_finished_spans()
        new, self._seen = list(finished[self._seen :]), len(finished)
        return new

    def server_span(self) -> tuple[ReadableSpan, list[ReadableSpan]]:
        """The one SERVER span since the last call, and its children."""
        spans = self.spans()
        servers = [span for span in spans if span.kind == SpanKind.SERVER]
        assert len(servers) == 1, [span.name for span in spans]
        server = servers[0]
        assert server.context is not None
        children = [span for span in spans if span.parent is not None and span.parent.span_id == server.context.span_id]
        return server, children


@pytest.fixture
def make_traced(
    exporter: InMemorySpanExporter, tmp_path: Path
) -> Callable[..., contextlib.AbstractAsyncContextManager[Traced]]:
    @contextlib.asynccontextmanager
    async def factory(
        *, auth: bool = False, opt_in: dict[str, bool] | None = None, server: Server | None = None, **settings: Any
    ) -> AsyncIterator[Traced]:
        metrics = DurationMetric()
        tracer = RequestTracer(global_provider(), metrics, **(opt_in or {}))
        settings.setdefault("access_log", False)
        if auth:
            tokens = tmp_path / "tokens.json"
            tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": "acme", "user": "ann", "scopes": []}}}))
            settings.update(auth_tokens_file=str(tokens), sealing_keys=[SecretStr(SEALING_KEY)])
        app = create_app(server or build_test_server(), Settings(**settings), tracer=tracer)
        headers = {"Authorization": f"Bearer {TOKEN}"} if auth else {}
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10, headers=headers
        ) as client:
            yield Traced(Rpc(schema_checked(client)), exporter, metrics)

    return factory


async def _echo(traced: Traced, text: str = "hi", **extra_meta: Any) -> httpx.Response:
    message = echo_call({"text": text}, **extra_meta)
    response = await traced.rpc.post(message, {**headers_for(message), **echo_headers({"text": text})})
    assert response.status_code == 200, response.text
    return response


# -- one SERVER span per request, by the conventions ------------------------------------------------


@pytest.mark.unit
async def test_tool_call_span_is_named_for_the_tool_and_carries_the_conventions_attributes(make_traced: Any) -> None:
    async with make_traced() as traced:
        await _echo(traced, ARGUMENT_SECRET)
        span, _ = traced.server_span()
    assert span.name == "tools/call echo"
    assert span.kind == SpanKind.SERVER
    attributes = dict(span.attributes or {})
    assert attributes["mcp.method.name"] == "tools/call"
    assert attributes["mcp.protocol.version"] == "2026-07-28"
    assert attributes["jsonrpc.request.id"] == "1"
    assert attributes["gen_ai.tool.name"] == "echo"
    assert attributes["gen_ai.operation.name"] == "execute_tool"
    assert attributes["client.address"] == "127.0.0.1"
    assert attributes["network.protocol.name"] == "http"
    assert attributes["network.protocol.version"] == "1.1"
    assert "error.type" not in attributes and span.status.status_code != StatusCode.ERROR
    assert not any(key.startswith("mcp.session") for key in attributes)
    assert "gen_ai.tool.call.arguments" not in attributes  # no opt-in: the arguments stay out


@pytest.mark.unit
@pytest.mark.parametrize(
    ("method", "params", "name", "attribute"),
    [
        ("tools/list", {}, "tools/list", None),
        ("prompts/list", {}, "prompts/list", None),
        (
            "prompts/get",
            {"name": "greet", "arguments": {"name": "ann"}},
            "prompts/get greet",
            ("gen_ai.prompt.name", "greet"),
        ),
        ("resources/list", {}, "resources/list", None),
        ("resources/read", {"uri": RESOURCE_URI}, "resources/read", None),  # the URI only when opted in
        ("server/discover", {}, "server/discover", None),
    ],
)
async def test_every_method_gets_its_span(
    make_traced: Any, method: str, params: dict[str, Any], name: str, attribute: tuple[str, str] | None
) -> None:
    async with make_traced() as traced:
        response = await traced.rpc.call(method, params, id="req-7")
        span, _ = traced.server_span()
    assert span.name == name, response.text
    attributes = dict(span.attributes or {})
    assert attributes["mcp.method.name"] == method
    assert attributes["jsonrpc.request.id"] == "req-7"
    assert "mcp.resource.uri" not in attributes
    if attribute is not None:
        assert attributes[attribute[0]] == attribute[1]
    if response.status_code == 200 and "error" not in response.json():
        assert "error.type" not in attributes


@pytest.mark.unit
async def test_resource_uri_only_when_the_operator_opts_in(make_traced: Any) -> None:
    async with make_traced(opt_in={"resource_uri": True}) as traced:
        await traced.rpc.call("resources/read", {"uri": RESOURCE_URI})
        span, _ = traced.server_span()
    assert span.name == f"resources/read {RESOURCE_URI}"
    assert dict(span.attributes or {})["mcp.resource.uri"] == RESOURCE_URI


@pytest.mark.unit
async def test_arguments_and_tenant_only_when_the_operator_opts_in(make_traced: Any) -> None:
    async with make_traced(auth=True, opt_in={"arguments": True, "tenant": True}) as traced:
        await _echo(traced, "opted-in-text")
        span, _ = traced.server_span()
    attributes = dict(span.attributes or {})
    assert json.loads(str(attributes["gen_ai.tool.call.arguments"])) == {"text": "opted-in-text"}
    assert attributes["mcp_agent.tenant"] == "acme"


@pytest.mark.unit
async def test_the_operators_attribute_length_limit_cuts_long_values(
    make_traced: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT bounds what an opted-in argument puts on the request span."""
    monkeypatch.setenv("OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT", "12")
    async with make_traced(opt_in={"arguments": True}) as traced:
        await _echo(traced, "a-long-argument-value")
        span, _ = traced.server_span()
    attributes = dict(span.attributes or {})
    assert attributes["gen_ai.tool.call.arguments"] == '{"text":"a-l'
    assert attributes["gen_ai.tool.name"] == "echo"  # shorter values stay whole


@pytest.mark.unit
async def test_tenant_stays_out_by_default(make_traced: Any) -> None:
    async with make_traced(auth=True) as traced:
        await _echo(traced)
        span, _ = traced.server_span()
    assert not any("tenant" in key for key in (span.attributes or {}))


@pytest.mark.unit
async def test_legacy_era_request_gets_the_same_span(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = legacy_body("tools/call", {"name": "echo", "arguments": {"text": ARGUMENT_SECRET}}, id=42)
        response = await traced.rpc.post(message, legacy_headers(**{"Mcp-Session-Id": "made-up-session"}))
        assert response.status_code == 200, response.text
        span, _ = traced.server_span()
    attributes = dict(span.attributes or {})
    assert span.name == "tools/call echo"
    assert attributes["mcp.protocol.version"] == "2025-11-25"
    assert attributes["jsonrpc.request.id"] == "42"
    assert not any(key.startswith("mcp.session") for key in attributes)
    assert "made-up-session" not in _everything_in(span)


@pytest.mark.unit
async def test_legacy_initialize_names_the_version_it_asks_for(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = legacy_body(
            "initialize",
            {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}},
        )
        await traced.rpc.post(message, legacy_headers(None))
        span, _ = traced.server_span()
    assert span.name == "initialize"
    assert dict(span.attributes or {})["mcp.protocol.version"] == "2025-06-18"


# -- outcomes ---------------------------------------------------------------------------------------


@pytest.mark.unit
async def test_is_error_result_is_a_tool_error(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = body("tools/call", {"name": "publish_change", "arguments": {"kind": "nonsense"}})
        response = await traced.rpc.post(message)
        assert response.json()["result"]["isError"] is True
        span, _ = traced.server_span()
    attributes = dict(span.attributes or {})
    assert attributes["error.type"] == "tool_error"
    assert "rpc.response.status_code" not in attributes
    assert span.status.status_code == StatusCode.ERROR


@pytest.mark.unit
async def test_json_rpc_error_names_its_code(make_traced: Any) -> None:
    async with make_traced() as traced:
        response = await traced.rpc.call("tools/call", {"name": "no-such-tool", "arguments": {}})
        code = response.json()["error"]["code"]
        span, _ = traced.server_span()
    attributes = dict(span.attributes or {})
    assert attributes["error.type"] == attributes["rpc.response.status_code"] == str(code)
    assert span.status.status_code == StatusCode.ERROR


@pytest.mark.unit
async def test_refused_before_dispatch_still_traced(make_traced: Any) -> None:
    async with make_traced(auth=True) as traced:
        message = echo_call({"text": "x"})
        response = await traced.rpc.post(message, {**headers_for(message), "Authorization": "Bearer wrong-token"})
        assert response.status_code == 401
        span, _ = traced.server_span()
    assert dict(span.attributes or {})["error.type"] == str(response.json()["error"]["code"])
    assert "wrong-token" not in _everything_in(span)


# -- parentage --------------------------------------------------------------------------------------


TRACEPARENT = f"00-{CLIENT_TRACE}-{CLIENT_SPAN}-01"
HEADER_TRACEPARENT = f"00-{HEADER_TRACE}-{HEADER_SPAN}-01"


@pytest.mark.unit
async def test_parent_comes_from_meta(make_traced: Any) -> None:
    async with make_traced() as traced:
        await _echo(traced, traceparent=TRACEPARENT, tracestate="vendor=abc")
        span, _ = traced.server_span()
    assert span.parent is not None and span.parent.is_remote
    assert format(span.parent.span_id, "016x") == CLIENT_SPAN
    assert span.context is not None and format(span.context.trace_id, "032x") == CLIENT_TRACE
    assert span.context.trace_state.get("vendor") == "abc"
    assert not span.links


@pytest.mark.unit
async def test_header_context_becomes_a_link_when_meta_has_the_parent(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = echo_call({"text": "x"}, traceparent=TRACEPARENT)
        await traced.rpc.post(
            message, {**headers_for(message), **echo_headers({"text": "x"}), "traceparent": HEADER_TRACEPARENT}
        )
        span, _ = traced.server_span()
    assert span.parent is not None and format(span.parent.span_id, "016x") == CLIENT_SPAN
    assert [format(link.context.span_id, "016x") for link in span.links] == [HEADER_SPAN]
    assert format(span.links[0].context.trace_id, "032x") == HEADER_TRACE


@pytest.mark.unit
async def test_header_context_is_the_parent_without_meta(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = echo_call({"text": "x"})
        await traced.rpc.post(
            message, {**headers_for(message), **echo_headers({"text": "x"}), "traceparent": HEADER_TRACEPARENT}
        )
        span, _ = traced.server_span()
    assert span.parent is not None and format(span.parent.span_id, "016x") == HEADER_SPAN


@pytest.mark.unit
@pytest.mark.parametrize(
    "garbage", ["not-a-traceparent", f"00-{'0' * 32}-{CLIENT_SPAN}-01", f"ff-{CLIENT_TRACE}-{CLIENT_SPAN}-01", ""]
)
async def test_malformed_traceparent_starts_a_new_trace(make_traced: Any, garbage: str) -> None:
    async with make_traced() as traced:
        await _echo(traced, traceparent=garbage)
        span, _ = traced.server_span()
    assert span.parent is None
    assert span.context is not None and format(span.context.trace_id, "032x") != CLIENT_TRACE


@pytest.mark.unit
async def test_no_parent_is_a_root_span(make_traced: Any) -> None:
    async with make_traced() as traced:
        await _echo(traced)
        await _echo(traced)
        spans = [span for span in traced.spans() if span.kind == SpanKind.SERVER]
    assert all(span.parent is None for span in spans)
    assert len({span.context.trace_id for span in spans if span.context}) == 2


# -- child spans ------------------------------------------------------------------------------------


@pytest.mark.unit
async def test_idempotent_call_has_claim_and_complete_children(make_traced: Any) -> None:
    async with make_traced() as traced:
        message = echo_call({"text": "x"})
        headers = {**headers_for(message), **echo_headers({"text": "x"}), "Idempotency-Key": "trace-key-1"}
        assert (await traced.rpc.post(message, headers)).status_code == 200
        span, children = traced.server_span()
    names = [child.name for child in children]
    assert "idempotency claim" in names and "idempotency complete" in names, names
    assert all(child.kind == SpanKind.CLIENT for child in children)
    assert all(
        child.context is not None and span.context is not None and child.context.trace_id == span.context.trace_id
        for child in children
    )
    assert "trace-key-1" not in "".join(_everything_in(child) for child in children)


@pytest.mark.unit
async def test_bus_publish_is_a_child(make_traced: Any) -> None:
    async with make_traced() as traced:
        await traced.rpc.post(body("tools/call", {"name": "publish_change", "arguments": {"kind": "tools"}}))
        _, children = traced.server_span()
    publishes = [child for child in children if child.name == "bus publish"]
    assert len(publishes) == 1 and publishes[0].kind == SpanKind.PRODUCER
    assert dict(publishes[0].attributes or {})["mcp_agent.change.kind"] == "tools"


@pytest.mark.unit
async def test_each_delivery_to_a_subscriber_is_a_consumer_span_under_its_publish(
    exporter: InMemorySpanExporter,
) -> None:
    from mcp_agent import Change, InProcessChangeBus
    from mcp_agent.ops.traced_calls import TracedBus

    bus = TracedBus(InProcessChangeBus(), global_provider().get_tracer("test"))
    await bus.start()
    seen: list[Change] = []
    unsubscribe = await bus.subscribe("acme", seen.append, lambda: None)
    before = len(exporter.get_finished_spans())
    await bus.publish(Change(kind="resource", uri="note://secret-uri", tenant="acme"))
    unsubscribe()
    await bus.aclose()
    spans = exporter.get_finished_spans()[before:]
    (publish,) = [span for span in spans if span.name == "bus publish"]
    delivers = [span for span in spans if span.name == "bus deliver"]
    assert len(seen) == 1 and len(delivers) == 1
    assert delivers[0].kind == SpanKind.CONSUMER and delivers[0].parent is not None and publish.context is not None
    assert delivers[0].parent.span_id == publish.context.span_id  # in process the delivery happens inside the publish
    assert dict(delivers[0].attributes or {})["mcp_agent.change.kind"] == "resource"
    assert "secret-uri" not in _everything_in(delivers[0])


@pytest.mark.unit
async def test_sealed_request_state_never_exported(make_traced: Any) -> None:
    capabilities = {"elicitation": {}, "sampling": {}}
    async with make_traced(auth=True) as traced:
        first = await traced.rpc.post(body("tools/call", {"name": "ask", "arguments": {}}, capabilities=capabilities))
        result = first.json()["result"]
        SECRETS.add(result["requestState"])
        second = body(
            "tools/call",
            {
                "name": "ask",
                "arguments": {},
                "requestState": result["requestState"],
                "inputResponses": {
                    "name": {"action": "accept", "content": {"name": ARGUMENT_SECRET}},
                    "summary": {"role": "assistant", "content": {"type": "text", "text": "s"}, "model": "m"},
                },
            },
            capabilities=capabilities,
        )
        answer = await traced.rpc.post(second)
        assert answer.status_code == 200, answer.text
        spans = [span for span in traced.spans() if span.kind == SpanKind.SERVER]
    assert [span.name for span in spans] == ["tools/call ask", "tools/call ask"]


@pytest.mark.unit
async def test_task_handle_never_names_a_span(make_traced: Any) -> None:
    with_tasks = {"extensions": {"io.modelcontextprotocol/tasks": {}}, "elicitation": {}}
    server = Server("tasks")

    @server.tool(task="optional", description="Asks for a value during its task.")
    async def ask() -> InputRequired:
        return InputRequired(
            {
                "value": {
                    "method": "elicitation/create",
                    "params": {"message": "Value?", "requestedSchema": {"type": "object"}},
                }
            }
        )

    async with make_traced(auth=True, server=server) as traced:
        created = await traced.rpc.post(body("tools/call", {"name": "ask", "arguments": {}}, capabilities=with_tasks))
        task_id = created.json()["result"]["taskId"]
        SECRETS.add(task_id)
        traced.spans()
        message = body("tasks/get", {"taskId": task_id}, capabilities=with_tasks)
        got = await traced.rpc.post(message, {**headers_for(message), "Mcp-Name": task_id})
        assert got.status_code == 200, got.text
        span, _ = traced.server_span()
    assert span.name == "tasks/get"


# -- the metric, the log lines, the switch -------------------------------------------------------------


@pytest.mark.unit
async def test_duration_metric_has_the_low_cardinality_attributes(make_traced: Any) -> None:
    async with make_traced() as traced:
        await _echo(traced)
        await traced.rpc.call("tools/call", {"name": "no-such-tool", "arguments": {}})
        data = traced.metrics.collect()
    assert data is not None
    points = [
        point
        for resource in data.resource_metrics
        for scope in resource.scope_metrics
        for metric in scope.metrics
        if metric.name == DURATION_METRIC and metric.unit == "s"
        for point in metric.data.data_points
    ]
    by_error = {point.attributes.get("error.type"): point for point in points}
    ok = by_error[None]
    assert ok.attributes["gen_ai.tool.name"] == "echo" and ok.attributes["mcp.method.name"] == "tools/call"
    assert ok.count == 1 and 0 < ok.sum < 10
    assert not any(
        key in point.attributes for point in points for key in ("jsonrpc.request.id", "client.address", "client.port")
    )
    assert len(by_error) == 2


MADE_UP_NAMES = 5_000


@pytest.mark.unit
async def test_made_up_names_stay_out_of_span_names_and_the_metric() -> None:
    """Past the SDK's 2,000 attribute sets per metric, every new set lands in one overflow point until
    restart: made-up tool, prompt, method and version names are _OTHER, and resources/list keeps its own point."""
    spans = InMemorySpanExporter()  # its own: 15,000 spans stay out of the module's secret scan
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(spans))
    metrics = DurationMetric()
    tracer = RequestTracer(provider, metrics)
    app = create_app(build_test_server(), Settings(access_log=False), tracer=tracer)
    names = [uuid.uuid4().hex for _ in range(MADE_UP_NAMES)]
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as client:
        rpc = Rpc(schema_checked(client))
        for name in names:
            tool = await rpc.call("tools/call", {"name": f"tool-{name}", "arguments": {}})
            prompt = await rpc.call("prompts/get", {"name": f"prompt-{name}"})
            method = await rpc.call(f"made/up-{name}", version=f"v-{name}")
            assert (tool.status_code, prompt.status_code, method.status_code) == (400, 400, 400), method.text
        assert (await rpc.call("resources/list")).status_code == 200
    data = metrics.collect()
    assert data is not None
    points = [
        point
        for resource in data.resource_metrics
        for scope in resource.scope_metrics
        for metric in scope.metrics
        if metric.name == DURATION_METRIC
        for point in metric.data.data_points
    ]
    listed = [point for point in points if point.attributes.get("mcp.method.name") == "resources/list"]
    assert len(listed) == 1 and listed[0].count == 1, "resources/list went into the overflow point"
    assert not any("otel.metric.overflow" in point.attributes for point in points)
    labels = {
        (
            point.attributes["mcp.method.name"],
            point.attributes.get("gen_ai.tool.name"),
            point.attributes.get("gen_ai.prompt.name"),
            point.attributes["mcp.protocol.version"],
        ): point
        for point in points
    }
    assert set(labels) == {
        ("tools/call", "_OTHER", None, VERSION),
        ("prompts/get", None, "_OTHER", VERSION),
        ("_OTHER", None, None, "_OTHER"),
        ("resources/list", None, None, VERSION),
    }
    assert len(points) == 4
    assert labels["_OTHER", None, None, "_OTHER"].count == MADE_UP_NAMES
    assert {span.name for span in spans.get_finished_spans()} == {
        "tools/call _OTHER",
        "prompts/get _OTHER",
        "_OTHER",
        "resources/list",
    }


@pytest.mark.unit
def test_log_lines_carry_the_active_trace() -> None:
    provider = TracerProvider()
    formatter = JsonFormatter()
    record = logging.makeLogRecord({"msg": "inside", "name": "t", "levelname": "INFO"})
    with provider.get_tracer("t").start_as_current_span("s") as span:
        inside = json.loads(formatter.format(record))
    outside = json.loads(formatter.format(record))
    assert inside["trace_id"] == format(span.get_span_context().trace_id, "032x")
    assert inside["span_id"] == format(span.get_span_context().span_id, "016x")
    assert "trace_id" not in outside and "span_id" not in outside


@pytest.mark.unit
@pytest.mark.parametrize(
    ("environ", "on"),
    [
        ({}, False),
        ({"OTEL_SERVICE_NAME": "x", "OTEL_TRACES_SAMPLER": "always_on"}, False),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}, True),
        ({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"}, True),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "  "}, False),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318", "OTEL_SDK_DISABLED": "true"}, False),
    ],
)
def test_tracing_is_off_unless_an_endpoint_is_set(environ: dict[str, str], on: bool) -> None:
    assert tracing_configured(environ) is on


@pytest.mark.unit
async def test_untraced_app_wraps_nothing(monkeypatch: pytest.MonkeyPatch, exporter: InMemorySpanExporter) -> None:
    for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    app = create_app(build_test_server(), Settings(access_log=False))
    services = app.state.services
    before = len(exporter.get_finished_spans())
    await services.contexts.store.ping()  # counted (the metrics hook), never traced
    assert len(exporter.get_finished_spans()) == before and type(services.contexts.bus).__name__ != "TracedBus"
    await services.contexts.store.aclose()


@pytest.mark.unit
async def test_task_run_on_its_worker_is_a_linked_child_of_the_creating_request(make_traced: Any) -> None:
    server = Server("tasks")

    @server.tool(task="optional", description="Runs as a task.")
    async def crunch(n: int) -> str:
        return f"crunched {n}"

    with_tasks = {"extensions": {"io.modelcontextprotocol/tasks": {}}}
    async with make_traced(server=server) as traced:
        created = await traced.rpc.post(
            body("tools/call", {"name": "crunch", "arguments": {"n": 3}}, capabilities=with_tasks)
        )
        assert "taskId" in created.json()["result"], created.text
        runs: list[ReadableSpan] = []
        spans: list[ReadableSpan] = []
        for _ in range(200):
            spans += traced.spans()
            runs = [span for span in spans if span.name == "task run crunch"]
            if runs:
                break
            await asyncio.sleep(0.02)
    request = next(span for span in spans if span.kind == SpanKind.SERVER and span.name == "tools/call crunch")
    assert len(runs) == 1, [span.name for span in spans]
    run = runs[0]
    assert run.kind == SpanKind.CONSUMER
    assert run.parent is not None and request.context is not None and run.context is not None
    assert run.parent.span_id == request.context.span_id and run.context.trace_id == request.context.trace_id
    assert [link.context.span_id for link in run.links] == [request.context.span_id]
    assert dict(run.attributes or {})["mcp_agent.task.outcome"] == "completed"
    # The run's own store calls are its children, in the same trace.
    assert any(span.parent is not None and span.parent.span_id == run.context.span_id for span in spans)


@pytest.mark.unit
def test_job_carries_its_traceparent_through_the_queue_fields() -> None:
    job = Job("acme", "task:1", 2, "tok", trace=f"00-{CLIENT_TRACE}-{CLIENT_SPAN}-01")
    assert Job.from_fields(job.fields()) == job
    untraced = Job("acme", "task:1", 2, "tok")
    assert "tp" not in untraced.fields() and Job.from_fields(untraced.fields()) == untraced
