"""The SDK's ``BatchSpanProcessor``, taking the request span as a tuple and building its ``ReadableSpan`` when exported.

The request span (``ops/tracing.py``) is recorded without the SDK's ``Span``; on the request path it is one
tuple of ``ReadableSpan``'s own arguments appended to the processor's queue, instead of a ``ReadableSpan``
built there and handed through the provider's processor chain. The export thread builds the ``ReadableSpan``
from it just before the exporter sees the batch, so the exporter gets what it got before. Child spans (the
global tracer's) come through ``on_end`` as ever. Queueing, batching, the ``OTEL_BSP_*`` settings, flush,
shutdown and fork handling are the SDK's own.

Imports the SDK: loaded only by a process that traces.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias, cast

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

# ``ReadableSpan``'s positional arguments: name, context, parent, resource, attributes, events, links, kind,
# instrumentation_info, status, start_time, end_time, instrumentation_scope.
SpanRecord: TypeAlias = tuple[Any, ...]


class SpanBatch(BatchSpanProcessor):
    """A ``BatchSpanProcessor`` whose ``add`` queues a request span's record (only sampled spans are given)."""

    def __init__(self, exporter: SpanExporter, **settings: Any) -> None:
        super().__init__(_Built(exporter), **settings)
        # The SDK's queue itself: its shutdown check, bound and wake-up of the export thread, without the
        # processor chain's loop and sampled check in front of it.
        self.add: Callable[[SpanRecord], None] = cast(Callable[[SpanRecord], None], self._batch_processor.emit)

    @property
    def span_exporter(self) -> SpanExporter:
        built = cast(_Built, self._batch_processor._exporter)
        return built.exporter


class _Built(SpanExporter):
    """Builds the queued records' ``ReadableSpan``s, on the export thread, for the exporter it wraps."""

    def __init__(self, exporter: SpanExporter) -> None:
        self.exporter = exporter

    def export(self, spans: Sequence[ReadableSpan | SpanRecord]) -> SpanExportResult:
        return self.exporter.export([span if isinstance(span, ReadableSpan) else ReadableSpan(*span) for span in spans])

    def shutdown(self) -> None:
        self.exporter.shutdown()

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return self.exporter.force_flush(timeout_millis)
