"""What the SDK's tracer would use to start and end the request span, taken from the provider once.

The request span (``ops/tracing.py``) is recorded without the SDK's ``Span``: it uses the provider's sampler
(asked only when its answer is not known beforehand), id generator, resource and span processors, and the
queue of a lone ``SpanBatch`` processor directly. The SDK is imported on construction: a server that does
not trace never loads it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from contextvars import ContextVar, Token
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from opentelemetry import context as otel_context
from opentelemetry.context.contextvars_context import ContextVarsRuntimeContext
from opentelemetry.trace import Tracer

if TYPE_CHECKING:
    from opentelemetry.context import Context
    from opentelemetry.sdk.trace.sampling import Decision

    from .span_batch import SpanBatch

INSTRUMENTATION: Final = "mcp_agent"


def _current_context() -> tuple[
    Callable[[], Context], Callable[[Context], Token[Context]], Callable[[Token[Context]], None]
]:
    """The OTel context's get, attach and detach: its ``ContextVar``'s own methods when the API keeps the context in
    one (its default), without the API's two Python calls around each; else the API's functions."""
    runtime = getattr(otel_context, "_RUNTIME_CONTEXT", None)
    var = getattr(runtime, "_current_context", None)
    if type(runtime) is ContextVarsRuntimeContext and isinstance(var, ContextVar):
        return var.get, var.set, var.reset
    return otel_context.get_current, otel_context.attach, otel_context.detach


# The request span is made current and let go through these (``ops/tracing.py``, ``ops/request_span.py``).
GET_CONTEXT, ATTACH, DETACH = _current_context()


class SdkParts:
    """What the SDK's tracer would use to start a span: its sampler, ids, processors, resource."""

    __slots__ = (
        "sampler",
        "id_generator",
        "random_ids",
        "new_trace_id",
        "new_span_id",
        "span_processor",
        "resource",
        "scope",
        "readable",
        "event",
        "max_length",
        "record_only",
        "sampled",
        "root_decision",
        "root_bound",
        "ratio_mask",
        "span_batch",
        "_processors",
        "_batch",
    )

    def __init__(self, tracer: Tracer) -> None:
        # Imported here: a server that does not trace never loads the SDK.
        from opentelemetry.sdk.trace import Event, ReadableSpan, SpanLimits
        from opentelemetry.sdk.trace import Tracer as SdkTracer
        from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
        from opentelemetry.sdk.trace.sampling import Decision, ParentBased, StaticSampler, TraceIdRatioBased
        from opentelemetry.sdk.util.instrumentation import InstrumentationScope

        from .span_batch import SpanBatch

        if not isinstance(tracer, SdkTracer):
            raise TypeError(f"tracing needs the OpenTelemetry SDK's TracerProvider, not {type(tracer).__name__}'s")
        self.sampler = tracer.sampler
        self.id_generator = tracer.id_generator
        self.random_ids = tracer.id_generator.is_trace_id_random()
        # The SDK's default generator's draws, called without its Python frames; a zero (invalid) draw is asked
        # again of the generator, which loops until it gets a valid id. Any other generator is called as it is.
        self.new_trace_id: Callable[[], int] = tracer.id_generator.generate_trace_id
        self.new_span_id: Callable[[], int] = tracer.id_generator.generate_span_id
        if type(tracer.id_generator) is RandomIdGenerator:
            self.new_trace_id, self.new_span_id = partial(random.getrandbits, 128), partial(random.getrandbits, 64)
        self.span_processor = tracer.span_processor
        self.resource = tracer.resource
        self.scope = InstrumentationScope(INSTRUMENTATION)
        self.readable, self.event, self.span_batch = ReadableSpan, Event, SpanBatch
        self._processors: object = None
        self._batch: SpanBatch | None = None
        self.record_only, self.sampled = Decision.RECORD_ONLY, Decision.RECORD_AND_SAMPLE
        # OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT / OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT, as the SDK's span applies them.
        self.max_length: int | None = SpanLimits().max_span_attribute_length
        # A request without a parent (most of them) asks the sampler's root, whose answer for the SDK's own
        # samplers is known without the call and its ``SamplingResult``: a fixed decision, or the trace id under
        # the ratio's bound. Any other sampler (or a subclass with its own ``should_sample``) is asked each time.
        self.root_decision: Decision | None = None
        self.root_bound: int | None = None
        self.ratio_mask = TraceIdRatioBased.TRACE_ID_LIMIT
        sampler: Any = self.sampler
        if type(sampler).should_sample is ParentBased.should_sample:
            sampler = getattr(sampler, "_root", None)
        if type(sampler).should_sample is StaticSampler.should_sample:
            self.root_decision = getattr(sampler, "_decision", None)
        elif type(sampler).should_sample is TraceIdRatioBased.should_sample:
            self.root_bound = sampler.bound

    def batch(self) -> SpanBatch | None:
        """The provider's one processor if that is a ``SpanBatch`` (it takes the request span as it is), else None."""
        # The SDK's processor chain keeps its processors in a tuple it replaces when one is added.
        processors: Any = getattr(self.span_processor, "_span_processors", None)
        if processors is not self._processors:
            self._processors = processors
            alone = isinstance(processors, tuple) and len(processors) == 1
            self._batch = processors[0] if alone and isinstance(processors[0], self.span_batch) else None
        return self._batch
