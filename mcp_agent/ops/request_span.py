"""One request's SERVER span: current while the request runs, queued as it is at the end, exported as the SDK's span.

Over HTTP, tracing cost a request several times what ``begin`` + ``end`` cost in a loop: the same code runs cold
between the rest of the request's work, so what counts is how many objects and functions a request touches. The
request path therefore keeps the span's raw facts in this one object, which is also the span made current (a
non-recording span, as the SDK's own would be seen from a tool: child spans parent to it, log lines carry its ids).
Its ``SpanContext`` is made only when someone asks for it, and its attributes and ``ReadableSpan`` on the export
thread (``readable``, from ``SpanBatch``), a batch at a time; the ids are drawn at the start, so whoever makes the
``SpanContext`` first makes the same one.
"""

from __future__ import annotations

import logging
import time
import traceback
from collections.abc import Mapping, Sequence
from contextvars import Token
from typing import TYPE_CHECKING, Any, Final

from opentelemetry import context as otel_context
from opentelemetry.trace import Link, NonRecordingSpan, SpanContext, SpanKind, Status, StatusCode, TraceFlags
from opentelemetry.trace.span import TraceState

from .request_facts import CLIENT_CLOSED, ERROR, TOOL_ERROR, RequestFacts
from .sdk_parts import DETACH

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import Event, ReadableSpan

    from .tracing import RequestTracer, _Named

_log = logging.getLogger(__name__)
_FAILED: Final = Status(StatusCode.ERROR)
_UNSET: Final = Status(StatusCode.UNSET)
_NO_OUTCOME: Final[tuple[tuple[str, str], ...]] = ()
_SERVER: Final = SpanKind.SERVER  # an enum member's lookup, once
_SAMPLED_BIT: Final = int(TraceFlags.SAMPLED)


def _validated(trace_id: int, span_id: int, flags: TraceFlags, trace_state: TraceState | None) -> SpanContext:
    return SpanContext(trace_id, span_id, False, flags, trace_state)


def _built(trace_id: int, span_id: int, flags: TraceFlags, trace_state: TraceState | None) -> SpanContext:
    """``SpanContext`` as its constructor builds it (a tuple of its six fields) without checking ids drawn in range."""
    state = _NO_TRACE_STATE if trace_state is None else trace_state
    return tuple.__new__(SpanContext, (trace_id, span_id, False, flags, state, trace_id != 0 and span_id != 0))


_NO_TRACE_STATE: Final = SpanContext(1, 1, False).trace_state
# The constructor's checks cost a third of building the exported span; it is bypassed only while the API's
# ``SpanContext`` is still the tuple it builds (checked here, once), else constructed as the API documents.
_span_context = (
    _built
    if _built(5, 7, TraceFlags(1), None) == _validated(5, 7, TraceFlags(1), None)
    and _built(5, 7, TraceFlags(1), None).is_valid
    and not _built(0, 7, TraceFlags(1), None).is_valid
    else _validated
)


class RequestSpan(NonRecordingSpan):
    """Current from ``RequestTracer.begin`` to ``finish``: ``failed`` if the endpoint raised, ``finish`` once the facts
    are final. Seen from the request's code it is a non-recording span (setting attributes on it does nothing, ``end``
    neither): what it records is the request's facts."""

    __slots__ = (
        "_context",
        "_tracer",
        "_named",
        "_trace_id",
        "_span_id",
        "_flags",
        "_sampled",
        "_trace_state",
        "_parent",
        "_links",
        "_token",
        "_facts",
        "_extra",
        "_client",
        "_request_id",
        "_outcome",
        "_tenant",
        "_events",
        "_error",
        "_started",
        "_start_ns",
        "_end_ns",
    )

    def __init__(
        self,
        tracer: RequestTracer,
        named: _Named,
        trace_id: int,
        span_id: int,
        flags: TraceFlags,
        trace_state: TraceState | None,
        parent: SpanContext | None,
        facts: RequestFacts,
        extra: Mapping[str, Any] | None,
    ) -> None:
        # NonRecordingSpan's ``_context``: made by ``get_span_context`` when first asked.
        self._context: SpanContext | None = None  # type: ignore[assignment]
        self._tracer, self._named, self._trace_id, self._span_id = tracer, named, trace_id, span_id
        self._flags, self._trace_state, self._parent, self._facts = flags, trace_state, parent, facts
        self._sampled = flags & _SAMPLED_BIT != 0  # ``TraceFlags.sampled`` is a property: read once
        # Recorded spans only: links, the sampler's and the opted-in attributes, the client, the request id.
        self._links: Sequence[Link] = ()
        self._extra, self._client, self._request_id = extra, None, None
        self._outcome = _NO_OUTCOME
        self._tenant: str | None = None
        self._events: list[Event] | None = None
        self._error: str | None = None
        self._token: Token[otel_context.Context]  # set by ``RequestTracer.begin`` once the span is current
        self._end_ns = 0
        self._started = time.perf_counter()
        self._start_ns = time.time_ns()

    def get_span_context(self) -> SpanContext:
        context = self._context
        if context is None:  # the same ids whoever comes first (the request's code, or the export thread)
            context = self._context = _span_context(self._trace_id, self._span_id, self._flags, self._trace_state)
        return context

    def failed(self, exc: BaseException) -> None:
        self._error = type(exc).__qualname__
        if self._sampled:
            self._events = [self._tracer.sdk.event("exception", _exception_attributes(exc))]

    def finish(self) -> None:
        """The request is over: the span stops being current, the duration is recorded, a sampled span is queued."""
        try:
            DETACH(self._token)
        except Exception:  # e.g. let go in another context than it was made current in: as the API's ``detach``, logged
            _log.exception("Failed to detach context")
        tracer, facts = self._tracer, self._facts
        outcome = _NO_OUTCOME
        if facts.outcome in _FAILURES:
            outcome = _outcome(facts)
        if tracer.duration is not None and not facts.stream:
            shared = self._named.key
            tracer.duration.record(time.perf_counter() - self._started, shared + outcome if outcome else shared)
        if self._extra is None:  # not recording
            return
        self._end_ns = time.time_ns()
        self._outcome = outcome
        if tracer.tenant:
            self._tenant = facts.tenant
        # Kept until exported: what the export thread reads, not the request's facts nor its context (the token's).
        self._request_id, self._facts, self._token = facts.request_id, None, None  # type: ignore[assignment]
        sdk = tracer.sdk
        batch = sdk.batch()
        if batch is None:
            sdk.span_processor.on_end(self.readable())
        elif self._sampled:  # what the batch processor's on_end exports
            queue = batch.queue
            if len(queue) < batch.threshold:
                queue.appendleft(self)
            else:  # a batch is waiting: the SDK's own checks (shut down, full) and wake-up of its thread
                batch.emit(self)

    def readable(self) -> ReadableSpan:
        """The ``ReadableSpan`` the SDK would have exported for this request (on the export thread, for a queued one)."""
        named, sdk = self._named, self._tracer.sdk
        attributes = named.attributes.copy()
        if self._request_id is not None:
            attributes["jsonrpc.request.id"] = str(self._request_id)
        client = self._client
        if client:
            attributes["client.address"], attributes["client.port"] = client[0], client[1]
        if self._extra:
            attributes.update(self._extra)
        outcome = self._outcome
        if outcome:  # what the response said wins over the exception's type (every outcome has an error.type)
            attributes.update(outcome)
            status = _FAILED
        elif self._error is not None:
            attributes["error.type"] = self._error
            status = _FAILED
        else:
            status = _UNSET
        if self._tenant is not None:
            attributes["mcp_agent.tenant"] = self._tenant  # on the span only: a metric label per tenant is unbounded
        limit = sdk.max_length
        if limit is not None:
            for key, value in attributes.items():
                if isinstance(value, str) and len(value) > limit:
                    attributes[key] = value[:limit]
        return sdk.readable(
            named.name,
            self.get_span_context(),
            self._parent,
            sdk.resource,
            attributes,
            self._events or (),
            self._links,
            _SERVER,
            None,
            status,
            self._start_ns,
            self._end_ns,
            sdk.scope,
        )


_FAILURES: Final = frozenset((TOOL_ERROR, ERROR, CLIENT_CLOSED))


def _outcome(facts: RequestFacts) -> tuple[tuple[str, str], ...]:
    """What became of a request that did not succeed (known only at the end), for the span and the metric."""
    if facts.outcome == TOOL_ERROR:
        return (("error.type", "tool_error"),)
    if facts.outcome == ERROR and facts.error_code is not None:
        code = str(facts.error_code)
        return (("error.type", code), ("rpc.response.status_code", code))
    if facts.outcome == CLIENT_CLOSED:
        return (("error.type", "client_closed"),)
    return _NO_OUTCOME


def _exception_attributes(exc: BaseException) -> dict[str, str]:
    """What the SDK's ``record_exception`` records, by the semantic conventions for exceptions."""
    return {
        "exception.type": type(exc).__qualname__,
        "exception.message": str(exc),
        "exception.stacktrace": "".join(traceback.format_exception(exc)),
        "exception.escaped": "False",
    }
