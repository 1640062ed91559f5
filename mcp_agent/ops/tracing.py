"""OpenTelemetry traces and the ``mcp.server.operation.duration`` metric, by the MCP semantic conventions.

Off unless the standard ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`` is
set: ``build_tracing`` then returns a ``RequestTracer`` and the app opens one SERVER span per
request in the endpoint; otherwise it returns None and nothing on the request path changes. The
sampler (``OTEL_TRACES_SAMPLER``/``_ARG``), the service name (``OTEL_SERVICE_NAME``) and the
exporter's endpoint are read by the SDK itself, from the same variables every OTel SDK reads.

What never becomes an attribute: ``mcp.session.id`` (there are no sessions), a handle, a token, an
argument value (unless the operator opts in to ``gen_ai.tool.call.arguments``), a resource URI
(unless opted in: URIs can name private things) and the tenant (unless opted in).

What a client names goes into a span name or an attribute only if the server knows it (``ServedNames``);
anything else is ``_OTHER``, the conventions' value for an unknown method.
"""

from __future__ import annotations

import os
import time
from collections.abc import Container, Mapping
from contextvars import Token
from dataclasses import dataclass
from typing import Any, Final

import orjson
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.baggage.propagation import W3CBaggagePropagator
from opentelemetry.metrics import Histogram, MeterProvider
from opentelemetry.propagators.composite import CompositePropagator
from opentelemetry.trace import Link, SpanKind, Status, StatusCode, Tracer, TracerProvider
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
from starlette.types import Scope

from ..protocol.era import LEGACY_VERSIONS
from ..protocol.wire import SUPPORTED_VERSIONS
from .request_facts import CLIENT_CLOSED, ERROR, TOOL_ERROR, RequestFacts
from .request_metrics import KNOWN_METHODS

INSTRUMENTATION: Final = "mcp_agent"
DURATION_METRIC: Final = "mcp.server.operation.duration"
# The semantic conventions' recommended buckets for this histogram (seconds).
DURATION_BUCKETS: Final = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
_PROTOCOL_VERSION_META: Final = "io.modelcontextprotocol/protocolVersion"
_PROPAGATED_HEADERS: Final = {b"traceparent": "traceparent", b"tracestate": "tracestate", b"baggage": "baggage"}
_PROPAGATED_META: Final = ("traceparent", "tracestate", "baggage")
_PROPAGATOR: Final = CompositePropagator([TraceContextTextMapPropagator(), W3CBaggagePropagator()])
_ENDPOINT_VARIABLES: Final = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT")

# Stands for any method, tool, prompt or version the server does not know. The SDK keeps at most
# 2,000 attribute sets per metric and folds every later one into one overflow point: names made up
# by clients would fill them, and from then on real methods would lose their own data points.
OTHER: Final = "_OTHER"
# What a client may send by the spec, either era (and the tasks extension): known even where not served.
# The methods the Prometheus labels know, plus the 2025 era's own and the client's notifications.
SPEC_CLIENT_METHODS: Final = KNOWN_METHODS | frozenset(
    {
        "initialize",
        "resources/subscribe",
        "resources/unsubscribe",
        "logging/setLevel",
        "tasks/result",
        "tasks/list",
        "notifications/initialized",
        "notifications/cancelled",
        "notifications/progress",
        "notifications/roots/list_changed",
        "notifications/tasks/status",
    }
)
_KNOWN_VERSIONS: Final = frozenset((*SUPPORTED_VERSIONS, *LEGACY_VERSIONS))


@dataclass(frozen=True, slots=True)
class ServedNames:
    """The names a span or the metric may carry as the client sent them; any other is ``OTHER``."""

    methods: frozenset[str]
    # The registry's own tables, not copies: a tool or prompt added while serving is named at once.
    tools: Container[str]
    prompts: Container[str]


def tracing_configured(environ: Mapping[str, str] = os.environ) -> bool:
    """An OTLP endpoint is set and the SDK is not disabled: the only case in which we trace."""
    if environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    return any(environ.get(name, "").strip() for name in _ENDPOINT_VARIABLES)


class RequestTracer:
    """Opens, fills in and ends the SERVER span of each request; hands out the tracer for child spans."""

    def __init__(
        self,
        tracer_provider: TracerProvider,
        meter_provider: MeterProvider | None = None,
        *,
        tenant: bool = False,
        arguments: bool = False,
        resource_uri: bool = False,
    ) -> None:
        self.tracer: Tracer = tracer_provider.get_tracer(INSTRUMENTATION)
        self.duration: Histogram | None = None
        if meter_provider is not None:
            self.duration = meter_provider.get_meter(INSTRUMENTATION).create_histogram(
                DURATION_METRIC,
                unit="s",
                description="Duration of the MCP request as observed on the server",
                explicit_bucket_boundaries_advisory=list(DURATION_BUCKETS),
            )
        self._tenant, self._arguments, self._resource_uri = tenant, arguments, resource_uri

    def begin(
        self, scope: Scope, message: dict[str, Any], facts: RequestFacts, served: ServedNames
    ) -> RequestSpan | None:
        """Open the request's span, current until ``end``; None for a message without a method (served untraced)."""
        if facts.method is None:
            return None
        params = message.get("params")
        meta = params.get("_meta") if isinstance(params, dict) else None
        parent, links = self._parent(scope, meta)
        method = facts.method if facts.method in served.methods else OTHER
        target = facts.target
        if target is not None:
            if method == "tools/call":
                target = target if target in served.tools else OTHER
            elif method == "prompts/get":
                target = target if target in served.prompts else OTHER
            elif not (self._resource_uri and method.startswith("resources/")):
                target = None  # an opted-in URI is the operator's choice of cardinality; nothing else is named
        name = method if target is None else f"{method} {target}"
        # The sampler decides first: a span it drops gets none of the per-request attributes (building and
        # validating them is most of a span's cost), only what the duration metric needs.
        span = self.tracer.start_span(name, parent, SpanKind.SERVER, None, links)
        recording = span.is_recording()
        attributes = self._request_attributes(scope, method, target, facts, params, meta, recording)
        if recording:
            span.set_attributes(attributes)
        token = otel_context.attach(trace.set_span_in_context(span, parent))
        return RequestSpan(self, span, token, facts, attributes)

    @staticmethod
    def _parent(scope: Scope, meta: Any) -> tuple[otel_context.Context | None, list[Link] | None]:
        """The parent from ``_meta`` (SEP-414); the HTTP headers' context as a link when both are present."""
        carrier = {
            key: value for key in _PROPAGATED_META if isinstance(meta, dict) and isinstance(value := meta.get(key), str)
        }
        headers = {
            _PROPAGATED_HEADERS[name]: raw.decode("latin-1")
            for name, raw in scope["headers"]
            if name in _PROPAGATED_HEADERS
        }
        from_meta = _PROPAGATOR.extract(carrier) if carrier else None
        from_headers = _PROPAGATOR.extract(headers) if headers else None
        if from_meta is None:
            return from_headers, None
        header_span = trace.get_current_span(from_headers).get_span_context() if from_headers is not None else None
        if (
            header_span is not None
            and header_span.is_valid
            and header_span != trace.get_current_span(from_meta).get_span_context()
        ):
            return from_meta, [Link(header_span, {"mcp_agent.link": "http_headers"})]
        return from_meta, None

    def _request_attributes(
        self,
        scope: Scope,
        method: str,
        target: str | None,
        facts: RequestFacts,
        params: Any,
        meta: Any,
        recording: bool = True,
    ) -> dict[str, Any]:
        """The span's attributes; not ``recording``: only those the duration metric keeps."""
        attributes: dict[str, Any] = {
            "mcp.method.name": method,
            "network.transport": "tcp",
            "network.protocol.name": "http",
        }
        http_version = scope.get("http_version")
        if http_version:
            attributes["network.protocol.version"] = http_version
        version = _protocol_version(scope, method, params, meta)
        if version is not None:
            attributes["mcp.protocol.version"] = version if version in _KNOWN_VERSIONS else OTHER
        if target is not None:
            if method == "tools/call":
                attributes["gen_ai.tool.name"] = target
                attributes["gen_ai.operation.name"] = "execute_tool"
            elif method == "prompts/get":
                attributes["gen_ai.prompt.name"] = target
        if not recording:
            return attributes
        if facts.request_id is not None:
            attributes["jsonrpc.request.id"] = str(facts.request_id)
        client = scope.get("client")
        if client:
            attributes["client.address"], attributes["client.port"] = client[0], client[1]
        if target is not None:
            if method == "tools/call":
                if self._arguments and isinstance(params, dict) and "arguments" in params:
                    attributes["gen_ai.tool.call.arguments"] = orjson.dumps(params["arguments"], default=str).decode()
            elif self._resource_uri and method.startswith("resources/"):
                attributes["mcp.resource.uri"] = target
        return attributes

    def outcome_attributes(self, facts: RequestFacts, span: trace.Span) -> dict[str, Any]:
        """What became of the request (known only at the end), set on the span and returned for the metric."""
        outcome: dict[str, Any] = {}
        if facts.outcome == TOOL_ERROR:
            outcome["error.type"] = "tool_error"
        elif facts.outcome == ERROR and facts.error_code is not None:
            outcome["error.type"] = outcome["rpc.response.status_code"] = str(facts.error_code)
        elif facts.outcome == CLIENT_CLOSED:
            outcome["error.type"] = "client_closed"
        if self._tenant and facts.tenant is not None:
            span.set_attribute(
                "mcp_agent.tenant", facts.tenant
            )  # on the span only: a metric label per tenant is unbounded
        if outcome:
            span.set_attributes(outcome)
            span.set_status(Status(StatusCode.ERROR))
        return outcome


class RequestSpan:
    """One request's open span: ``failed`` if the endpoint raised, ``end`` once the facts are final."""

    __slots__ = ("_tracer", "_span", "_token", "_facts", "_attributes", "_started")

    def __init__(
        self,
        tracer: RequestTracer,
        span: trace.Span,
        token: Token[otel_context.Context],
        facts: RequestFacts,
        attributes: dict[str, Any],
    ) -> None:
        self._tracer, self._span, self._token, self._facts, self._attributes = tracer, span, token, facts, attributes
        self._started = time.perf_counter()

    def failed(self, exc: BaseException) -> None:
        self._span.record_exception(exc)
        self._span.set_attribute("error.type", type(exc).__qualname__)
        self._span.set_status(Status(StatusCode.ERROR))

    def end(self) -> None:
        otel_context.detach(self._token)
        tracer, facts = self._tracer, self._facts
        outcome = tracer.outcome_attributes(facts, self._span)
        self._span.end()
        if tracer.duration is not None and not facts.stream:
            self._attributes.update(outcome)
            tracer.duration.record(time.perf_counter() - self._started, _low_cardinality(self._attributes))


_METRIC_ATTRIBUTES: Final = frozenset(
    {
        "mcp.method.name",
        "mcp.protocol.version",
        "gen_ai.tool.name",
        "gen_ai.prompt.name",
        "gen_ai.operation.name",
        "error.type",
        "rpc.response.status_code",
        "network.transport",
        "network.protocol.name",
        "network.protocol.version",
    }
)


def _low_cardinality(attributes: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in attributes.items() if key in _METRIC_ATTRIBUTES}


def _protocol_version(scope: Scope, method: str | None, params: Any, meta: Any) -> str | None:
    for name, raw in scope["headers"]:
        if name == b"mcp-protocol-version":
            return str(raw.decode("latin-1"))
    if isinstance(meta, dict) and isinstance(version := meta.get(_PROTOCOL_VERSION_META), str):
        return version
    if (
        method == "initialize"
        and isinstance(params, dict)
        and isinstance(version := params.get("protocolVersion"), str)
    ):
        return version
    return None


class OtlpTracing:
    """The SDK providers exporting over OTLP/HTTP, built only when ``tracing_configured()``."""

    def __init__(self, *, tenant: bool, arguments: bool, resource_uri: bool) -> None:
        # Imported here: a server that does not trace never loads the SDK or the exporter.
        from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.metrics import MeterProvider as SdkMeterProvider
        from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider as SdkTracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        resource = Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME", "mcp-agent")})
        self.tracer_provider = SdkTracerProvider(resource=resource)  # the sampler from OTEL_TRACES_SAMPLER/_ARG
        self.tracer_provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
        trace.set_tracer_provider(
            self.tracer_provider
        )  # for the spans of layers no tracer is handed to (ops/trace_links.py)
        self.meter_provider = SdkMeterProvider(
            resource=resource, metric_readers=[PeriodicExportingMetricReader(OTLPMetricExporter())]
        )
        self.tracer = RequestTracer(
            self.tracer_provider, self.meter_provider, tenant=tenant, arguments=arguments, resource_uri=resource_uri
        )

    def shutdown(self) -> None:
        """Flushes what is buffered (blocking: the exporter's HTTP); run off the event loop."""
        self.tracer_provider.shutdown()
        self.meter_provider.shutdown()
