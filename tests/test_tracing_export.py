"""Traces leaving the process: the official SDK client's trace context in ``_meta`` becomes our span's
parent, and a real ``mcp-agent serve`` exports its spans and the duration metric over OTLP/HTTP to a
receiver of the test's own (decoding the protobuf with ``opentelemetry-proto``)."""

from __future__ import annotations

import contextlib
import gzip
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import anyio
import httpx2 as httpx
import pytest
from mcp import Client
from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import ExportMetricsServiceRequest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.trace.v1.trace_pb2 import Span as ProtoSpan
from opentelemetry.trace import SpanKind

from mcp_agent.app import create_app
from mcp_agent.ops.duration_metric import DURATION_METRIC
from mcp_agent.ops.tracing import RequestTracer
from mcp_agent.settings import Settings
from tests.support.live_server import free_port, live_server
from tests.support.model_api import Answer, Status, model_api
from tests.support.otel import SECRETS, SPANS, global_provider
from tests.support.redis_server import RedisServer
from tests.support.requests import body, echo_call, echo_headers, headers_for
from tests.support.server import build_test_server, uvicorn_thread
from tests.support.task_worker import task_worker
from tests.test_tasks_cluster import NOOP_ARGUMENTS, SECRET, SLOW_TOOL, create_task, environment, poll_until
from tests.test_tasks_cluster import TOKEN as TOKEN_OF_TASKS

pytestmark = pytest.mark.integration  # sockets, a server subprocess

TOKEN = "otlp-test-token-91c4e2"
SEALING_KEY = "otlp-sealing-secret-0123456789abcdefghijklmn"
API_KEY = "sk-trace-9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c"
SECRETS.update({TOKEN, SEALING_KEY, API_KEY})
TRACEPARENT = "00-5e0c63257de34c92bf9efcd03927272e-9a8b7c6d5e4f3a2b-01"


# -- the official SDK client as the parent -----------------------------------------------------------


async def test_sdk_client_span_is_our_server_spans_parent() -> None:
    provider = global_provider()  # the SDK client traces through the global provider; our server, here, too
    first = len(SPANS.get_finished_spans())
    app = create_app(build_test_server(), Settings(access_log=False), tracer=RequestTracer(provider))
    with uvicorn_thread(app, port := free_port()):
        with anyio.fail_after(15):
            async with Client(f"http://127.0.0.1:{port}/mcp", mode="2026-07-28") as client:
                result = await client.call_tool("echo", {"text": "from the sdk"})
                assert not result.is_error
    spans = SPANS.get_finished_spans()[first:]
    ours = [span for span in spans if span.kind == SpanKind.SERVER]
    theirs = {
        span.context.span_id: span
        for span in spans
        if span.kind == SpanKind.CLIENT and span.context and span.name.startswith("MCP send")
    }
    # The client may send a request twice (first without, then with a header it learnt from tools/list): each is its own pair.
    assert len(ours) == len(theirs) >= 2 and {span.name for span in ours} >= {"tools/call echo", "tools/list"}
    for server_span in ours:
        assert server_span.parent is not None and server_span.context is not None
        client_span = theirs[server_span.parent.span_id]
        assert client_span.context is not None and server_span.context.trace_id == client_span.context.trace_id
        assert client_span.name.endswith(server_span.name)


# -- OTLP/HTTP end to end --------------------------------------------------------------------------------


class Receiver:
    """An OTLP/HTTP collector stand-in on a free loopback port: keeps every decoded export and its raw bytes."""

    def __init__(self) -> None:
        self.spans: list[tuple[dict[str, Any], ProtoSpan]] = []  # (resource attributes, span)
        self.metric_names: set[str] = set()
        self.metric_attributes: list[dict[str, Any]] = []
        self.raw = bytearray()
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                data = self.rfile.read(int(self.headers["Content-Length"]))
                if self.headers.get("Content-Encoding") == "gzip":
                    data = gzip.decompress(data)
                receiver.take(self.path, self.headers.get("Content-Type", ""), data)
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.endpoint = f"http://127.0.0.1:{self.server.server_address[1]}"

    def take(self, path: str, content_type: str, data: bytes) -> None:
        assert content_type == "application/x-protobuf", content_type
        with self.lock:
            self.raw += data
            if path == "/v1/traces":
                request = ExportTraceServiceRequest.FromString(data)
                for resource_spans in request.resource_spans:
                    resource = {kv.key: kv.value.string_value for kv in resource_spans.resource.attributes}
                    for scope_spans in resource_spans.scope_spans:
                        self.spans.extend((resource, span) for span in scope_spans.spans)
            elif path == "/v1/metrics":
                metrics_request = ExportMetricsServiceRequest.FromString(data)
                for resource_metrics in metrics_request.resource_metrics:
                    for scope_metrics in resource_metrics.scope_metrics:
                        for metric in scope_metrics.metrics:
                            self.metric_names.add(metric.name)
                            for point in metric.histogram.data_points:
                                self.metric_attributes.append({kv.key: _value(kv.value) for kv in point.attributes})

    @contextlib.contextmanager
    def running(self) -> Iterator[Receiver]:
        thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self.server.shutdown()
            self.server.server_close()

    def wait_for(self, condition: Any, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                if condition():
                    return
            time.sleep(0.05)
        raise AssertionError(
            f"the receiver never saw it: spans {[span.name for _, span in self.spans]}, metrics {self.metric_names}"
        )


def _value(value: Any) -> Any:
    return getattr(value, value.WhichOneof("value")) if value.WhichOneof("value") else None


def _attributes(span: ProtoSpan) -> dict[str, Any]:
    return {kv.key: _value(kv.value) for kv in span.attributes}


def test_served_process_exports_spans_and_the_duration_metric_over_otlp_http(tmp_path: Path) -> None:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": "acme", "user": "ann", "scopes": []}}}))
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": "",  # set below, once the receiver listens
        "OTEL_SERVICE_NAME": "mcp-agent-under-test",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
        "OTEL_METRIC_EXPORT_INTERVAL": "300",
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_STORE": "memory",
    }
    with Receiver().running() as receiver:
        env["OTEL_EXPORTER_OTLP_ENDPOINT"] = receiver.endpoint
        with live_server("--conformance-fixtures", env=env) as server:
            auth = {"Authorization": f"Bearer {TOKEN}"}
            message = echo_call({"text": "exported"}, traceparent=TRACEPARENT)
            message["params"]["name"] = "test_simple_text"
            message["params"]["arguments"] = {}
            headers = {**headers_for(message), **auth}
            response = httpx.post(server.url, json=message, headers=headers, timeout=10)
            assert response.status_code == 200, response.text
            missing = echo_call({"text": "x"})
            missing["params"]["name"] = "no_such_tool"
            response = httpx.post(
                server.url,
                json=missing,
                headers={**headers_for(missing), **echo_headers({"text": "x"}), **auth},
                timeout=10,
            )
            assert "error" in response.json()
            receiver.wait_for(lambda: len([s for _, s in receiver.spans if s.kind == ProtoSpan.SPAN_KIND_SERVER]) >= 2)
            receiver.wait_for(lambda: DURATION_METRIC in receiver.metric_names)

    by_name = {span.name: (resource, span) for resource, span in receiver.spans}
    resource, called = by_name["tools/call test_simple_text"]
    assert resource["service.name"] == "mcp-agent-under-test"
    assert called.kind == ProtoSpan.SPAN_KIND_SERVER
    assert (
        called.trace_id.hex() == TRACEPARENT.split("-")[1] and called.parent_span_id.hex() == TRACEPARENT.split("-")[2]
    )
    attributes = _attributes(called)
    assert attributes["gen_ai.tool.name"] == "test_simple_text" and attributes["mcp.protocol.version"] == "2026-07-28"
    _, refused = by_name["tools/call _OTHER"]  # a tool the server does not serve is never named (spec-notes/tracing.md)
    assert _attributes(refused)["error.type"] == "-32602" and _attributes(refused)["gen_ai.tool.name"] == "_OTHER"
    assert any(point.get("gen_ai.tool.name") == "test_simple_text" for point in receiver.metric_attributes)
    # Nothing secret in anything the process exported.
    for secret in (TOKEN, SEALING_KEY, f"Bearer {TOKEN}"):
        assert secret.encode() not in receiver.raw


SCREEN = '[0] ImageButton "Navigate up"\n[1] EditText "Message" focused value="hi"\n[2] Button "Send"\n'


def test_model_call_and_planner_spans_are_children_of_the_tool_call_and_never_hold_the_key() -> None:
    with Receiver().running() as receiver, model_api(API_KEY) as stand_in:
        env = {
            "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint,
            "OTEL_BSP_SCHEDULE_DELAY": "100",
            "MCP_AGENT_MODEL_PROVIDER": "openai",
            "MCP_AGENT_MODEL_BASE_URL": stand_in.base_url + "/v1",
            "MCP_AGENT_MODEL_NAME": "trace-model",
            "MCP_AGENT_MODEL_API_KEY": API_KEY,
            "MCP_AGENT_MODEL_VISION": "true",
            "MCP_AGENT_MODEL_TIMEOUT_SECONDS": "2",
            "MCP_AGENT_LOG_LEVEL": "debug",
        }
        with live_server(env=env) as server:
            for answer in (Answer({"status_text": "Going back", "action": "back"}), Status(500)):
                stand_in.reset(answer)  # the 500's message quotes the key, as providers do
                sent = body(
                    "tools/call",
                    {
                        "name": "next_step",
                        "arguments": {
                            "task": "send 'hi' to Sam",
                            "screen_description": SCREEN,
                            "step_count": 3,
                            "screenshot_b64": "iVBORw0KGgo=",
                        },
                    },
                    capabilities={},
                )
                response = httpx.post(
                    server.url, content=json.dumps(sent).encode(), headers=headers_for(sent), timeout=30
                )
                assert response.status_code == 200, response.text
            receiver.wait_for(lambda: len([s for _, s in receiver.spans if s.name == "tools/call next_step"]) == 2)
            receiver.wait_for(lambda: len([s for _, s in receiver.spans if s.name == "chat trace-model"]) == 2)
    spans = [span for _, span in receiver.spans]
    calls = {span.span_id: span for span in spans if span.name == "tools/call next_step"}
    models = [span for span in spans if span.name == "chat trace-model"]
    planners = [span for span in spans if span.name == "next_step rule planner"]
    assert all(span.kind == ProtoSpan.SPAN_KIND_CLIENT for span in models)
    assert sorted(_attributes(span).get("error.type", "") for span in models) == ["", "server_error"]
    assert all(
        _attributes(span)["gen_ai.provider.name"] == "openai"
        and _attributes(span)["gen_ai.request.model"] == "trace-model"
        for span in models
    )
    assert len(planners) == 1  # the rule planner stood in once: after the 500
    for child in (*models, *planners):  # each under one of the two requests, in its trace
        assert child.trace_id in {call.trace_id for call in calls.values()}
    assert API_KEY.encode() not in receiver.raw and API_KEY[-12:].encode() not in receiver.raw


async def test_a_task_run_by_another_process_joins_the_creating_requests_trace(
    tmp_path: Path, redis_server: RedisServer
) -> None:
    """``mcp-agent serve --no-worker`` creates the task; an ``mcp-agent worker`` process runs it. Both
    export to the receiver: the worker's run is the creating request's child, in its trace, linked to it."""
    env = environment(tmp_path, redis_server)
    with Receiver().running() as receiver:
        otel = {"OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint, "OTEL_BSP_SCHEDULE_DELAY": "100"}
        with (
            live_server(
                "--conformance-fixtures", "--no-worker", env={**env, **otel, "OTEL_SERVICE_NAME": "api"}
            ) as server,
            task_worker({**env, **otel, "OTEL_SERVICE_NAME": "worker"}, tmp_path),
        ):
            async with httpx.AsyncClient(timeout=10) as client:
                created = await create_task(client, server.url, SLOW_TOOL, NOOP_ARGUMENTS)
                SECRETS.add(created["taskId"])
                await poll_until(client, server.url, created["taskId"], {"completed"}, timeout=15)
            names = {f"tools/call {SLOW_TOOL}", f"task run {SLOW_TOOL}"}
            receiver.wait_for(lambda: names <= {span.name for _, span in receiver.spans}, timeout=30)
    requests = [(resource, span) for resource, span in receiver.spans if span.name == f"tools/call {SLOW_TOOL}"]
    runs = [(resource, span) for resource, span in receiver.spans if span.name == f"task run {SLOW_TOOL}"]
    assert len(requests) == 1 and len(runs) == 1, [span.name for _, span in receiver.spans]
    (api, request), (worker, run) = requests[0], runs[0]
    assert (api["service.name"], worker["service.name"]) == ("api", "worker")
    assert run.kind == ProtoSpan.SPAN_KIND_CONSUMER
    assert run.trace_id == request.trace_id and run.parent_span_id == request.span_id
    assert [link.span_id for link in run.links] == [request.span_id]
    assert _attributes(run)["mcp_agent.task.outcome"] == "completed"
    leaked = [secret for secret in (*SECRETS, SECRET, TOKEN_OF_TASKS) if secret.encode() in receiver.raw]
    assert not leaked, leaked
