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
from collections.abc import Container, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

import orjson
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.baggage.propagation import W3CBaggagePropagator
from opentelemetry.context import Context
from opentelemetry.propagators.composite import CompositePropagator
from opentelemetry.trace import (
    Link,
    SpanContext,
    SpanKind,
    TraceFlags,
    Tracer,
    TracerProvider,
)
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
from starlette.types import Scope

from ..protocol.era import LEGACY_VERSIONS
from ..protocol.headers import McpHeaders
from ..protocol.wire import SUPPORTED_VERSIONS
from .request_facts import RequestFacts
from .request_metrics import KNOWN_METHODS
from .request_span import RequestSpan
from .sdk_parts import ATTACH, GET_CONTEXT, INSTRUMENTATION, SdkParts

if TYPE_CHECKING:
    from opentelemetry.sdk.trace.sampling import Decision, SamplingResult

    from .duration_metric import DurationMetric

_PROTOCOL_VERSION_META: Final = "io.modelcontextprotocol/protocolVersion"
_PROPAGATED_HEADERS: Final = {b"traceparent": "traceparent", b"tracestate": "tracestate", b"baggage": "baggage"}
_PROPAGATED_META: Final = ("traceparent", "tracestate", "baggage")
_PROPAGATOR: Final = CompositePropagator([TraceContextTextMapPropagator(), W3CBaggagePropagator()])
_ENDPOINT_VARIABLES: Final = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT")
# The key the OTel API keeps the current span under, taken from the API itself.
_SPAN_KEY: Final = next(iter(trace.set_span_in_context(trace.INVALID_SPAN, Context())))
# By (sampled, random trace id).
_FLAGS: Final = {
    (sampled, random): TraceFlags(
        (TraceFlags.SAMPLED if sampled else TraceFlags.DEFAULT) | (TraceFlags.RANDOM_TRACE_ID if random else 0)
    )
    for sampled in (False, True)
    for random in (False, True)
}
_NO_ATTRIBUTES: Final[Mapping[str, Any]] = MappingProxyType({})
# Kinds of request whose name and shared attributes are kept: every served method, tool and prompt by version.
_NAMED_KINDS: Final = 4096

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


class _Named:
    """A kind of request: the span's name, the attributes span and metric share, the metric's key for them."""

    __slots__ = ("name", "attributes", "key")

    def __init__(self, name: str, attributes: dict[str, Any]) -> None:
        self.name, self.attributes, self.key = name, attributes, tuple(attributes.items())


class RequestTracer:
    """Opens, fills in and ends the SERVER span of each request; hands out the tracer for child spans."""

    def __init__(
        self,
        tracer_provider: TracerProvider,
        duration: DurationMetric | None = None,
        *,
        tenant: bool = False,
        arguments: bool = False,
        resource_uri: bool = False,
    ) -> None:
        self.tracer: Tracer = tracer_provider.get_tracer(INSTRUMENTATION)
        self.sdk = SdkParts(self.tracer)
        self.duration = duration
        self._names: dict[tuple[str, str | None, str | None, str | None], _Named] = {}
        self.tenant, self._arguments, self._resource_uri = tenant, arguments, resource_uri
        self._opting = arguments or resource_uri

    def begin(
        self, scope: Scope, headers: McpHeaders, message: dict[str, Any], facts: RequestFacts, served: ServedNames
    ) -> RequestSpan | None:
        """Open the request's span, current until its ``finish``; None for a message without a method (served untraced)."""
        if facts.method is None:
            return None
        params = message.get("params")
        meta = params.get("_meta") if params.__class__ is dict else None
        # The trace context the headers propagate: three lookups in the endpoint's own table of them, or (a header
        # name sent twice: no table) one pass over the list.
        propagated: dict[str, str] | None = None
        by_name = headers.by_name
        if by_name:
            if not by_name.keys().isdisjoint(_PROPAGATED_HEADERS):
                propagated = {
                    name: raw.decode("latin-1")
                    for header, name in _PROPAGATED_HEADERS.items()
                    if (raw := by_name.get(header)) is not None
                }
        else:
            for header, raw in scope["headers"]:
                if header in _PROPAGATED_HEADERS:
                    if propagated is None:
                        propagated = {}
                    propagated[_PROPAGATED_HEADERS[header]] = raw.decode("latin-1")
        version = headers.protocol_version
        parent, links = None, None
        if propagated is not None or (isinstance(meta, dict) and not meta.keys().isdisjoint(_PROPAGATED_META)):
            parent, links = _parent(meta, propagated)
        if parent is None:
            # What the sampler and the span's context would each look up: fetched once.
            parent = GET_CONTEXT()
        method = facts.method if facts.method in served.methods else OTHER
        target = facts.target
        if target is not None:
            if method == "tools/call":
                target = target if target in served.tools else OTHER
            elif method == "prompts/get":
                target = target if target in served.prompts else OTHER
            elif not (self._resource_uri and method.startswith("resources/")):
                target = None  # an opted-in URI is the operator's choice of cardinality; nothing else is named
        if version is None:
            version = _protocol_version(method, params, meta)
        if version is not None and version not in _KNOWN_VERSIONS:
            version = OTHER
        http_version = scope.get("http_version")
        named = self._names.get((method, target, version, http_version)) or self._named(
            method, target, version, http_version
        )
        # The SDK's own span (a lock, bounded containers, every attribute validated twice, a copy at the end) was
        # most of tracing's cost: the request span is recorded by ``RequestSpan`` instead, with the SDK's sampler,
        # id generator and span processors, and reaches them as the ``ReadableSpan`` the SDK would have built.
        sdk = self.sdk
        # An empty context (no propagated parent, nothing current) holds no span.
        parent_span: SpanContext | None = trace.get_current_span(parent).get_span_context() if parent else None
        if parent_span is not None and parent_span.is_valid:
            trace_id, random_id = parent_span.trace_id, parent_span.trace_flags.random_trace_id
        else:
            parent_span, trace_id, random_id = (
                None,
                sdk.new_trace_id() or sdk.id_generator.generate_trace_id(),
                sdk.random_ids,
            )
        # The sampler decides first: a span it drops gets none of the per-request attributes, only what the
        # duration metric needs.
        sampling: SamplingResult | None = None
        decision: Decision | None
        if parent_span is not None or links:
            sampling = sdk.sampler.should_sample(parent, trace_id, named.name, SpanKind.SERVER, None, links)
            decision = sampling.decision
        elif sdk.root_bound is not None:
            decision = sdk.sampled if trace_id & sdk.ratio_mask < sdk.root_bound else None
        elif sdk.root_decision is not None:
            decision = sdk.root_decision
        else:
            sampling = sdk.sampler.should_sample(parent, trace_id, named.name, SpanKind.SERVER, None, links)
            decision = sampling.decision
        sampled = decision is sdk.sampled
        extra: Mapping[str, Any] | None = None  # None: not recording
        if sampled or decision is sdk.record_only:
            extra = self._opted(method, target, params) if self._opting else _NO_ATTRIBUTES
            if sampling is not None and sampling.attributes:
                extra = {**extra, **sampling.attributes}
        span = RequestSpan(
            self,
            named,
            trace_id,
            sdk.new_span_id() or sdk.id_generator.generate_span_id(),
            _FLAGS[sampled, bool(random_id)],
            sampling.trace_state if sampling is not None else None,
            parent_span,
            facts,
            extra,
        )
        if extra is not None:
            span._links, span._client = links or (), scope.get("client")
        # Current until ``finish``: child spans parent to it, log lines carry its ids.
        span._token = ATTACH(Context({**parent, _SPAN_KEY: span}) if parent else Context({_SPAN_KEY: span}))
        return span

    def _named(self, method: str, target: str | None, version: str | None, http_version: str | None) -> _Named:
        """The span's name and the attributes the span and the duration metric both carry, made once per kind
        of request (the method, tool or prompt, known or ``OTHER``; the protocol and HTTP versions)."""
        key = (method, target, version, http_version)
        named = self._names.get(key)
        if named is not None:
            return named
        attributes: dict[str, Any] = {
            "mcp.method.name": method,
            "network.transport": "tcp",
            "network.protocol.name": "http",
        }
        if http_version:
            attributes["network.protocol.version"] = http_version
        if version is not None:
            attributes["mcp.protocol.version"] = version
        if target is not None:
            if method == "tools/call":
                attributes["gen_ai.tool.name"] = target
                attributes["gen_ai.operation.name"] = "execute_tool"
            elif method == "prompts/get":
                attributes["gen_ai.prompt.name"] = target
        named = _Named(method if target is None else f"{method} {target}", attributes)
        if len(self._names) < _NAMED_KINDS:  # past it (opted-in resource URIs): made each time, not kept
            self._names[key] = named
        return named

    def _opted(self, method: str, target: str | None, params: Any) -> dict[str, Any]:
        """What the operator opted in to on a recorded span: the tool's arguments (as sent now: a tool may change
        them), the resource's URI."""
        opted: dict[str, Any] = {}
        if target is not None:
            if method == "tools/call":
                if self._arguments and isinstance(params, dict) and "arguments" in params:
                    opted["gen_ai.tool.call.arguments"] = orjson.dumps(params["arguments"], default=str).decode()
            elif self._resource_uri and method.startswith("resources/"):
                opted["mcp.resource.uri"] = target
        return opted


def _parent(meta: Any, headers: dict[str, str] | None) -> tuple[otel_context.Context | None, list[Link] | None]:
    """The parent from ``_meta`` (SEP-414); the HTTP headers' context as a link when both are present."""
    carrier = {
        key: value for key in _PROPAGATED_META if isinstance(meta, dict) and isinstance(value := meta.get(key), str)
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


def _protocol_version(method: str, params: Any, meta: Any) -> str | None:
    """The version the body names when no MCP-Protocol-Version header does."""
    if isinstance(meta, dict) and isinstance(version := meta.get(_PROTOCOL_VERSION_META), str):
        return version
    if (
        method == "initialize"
        and isinstance(params, dict)
        and isinstance(version := params.get("protocolVersion"), str)
    ):
        return version
    return None
