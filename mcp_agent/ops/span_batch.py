"""The SDK's ``BatchSpanProcessor``, taking the request span as it is and building its ``ReadableSpan`` when exported.

The request span (``ops/request_span.py``) is recorded without the SDK's ``Span``; on the request path it is
appended as it is to the processor's queue, instead of a ``ReadableSpan`` built there and handed through the
provider's processor chain and the queue's checks. The export thread builds the ``ReadableSpan`` just before the
exporter sees the batch, so the exporter gets what it got before. Child spans (the global tracer's) come through
``on_end`` as ever. Queueing, batching, the ``OTEL_BSP_*`` settings, flush, shutdown and fork handling are the SDK's.

Imports the SDK: loaded only by a process that traces.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

if TYPE_CHECKING:
    from .request_span import RequestSpan


class SpanBatch(BatchSpanProcessor):
    """A ``BatchSpanProcessor`` whose ``queue`` takes a request span as it is (only sampled spans are given).

    Below ``threshold`` spans waiting, a request appends to the queue itself (a thread-safe ``deque``, the one the
    SDK's ``emit`` appends to); from there on it goes through ``emit``, which wakes the export thread, warns when
    the queue is full and drops after shutdown, as the SDK does for every span."""

    def __init__(self, exporter: SpanExporter, **settings: Any) -> None:
        super().__init__(_Built(exporter), **settings)
        processor = self._batch_processor
        # The SDK's queue is one deque for the processor's life (a fork in the child clears it, not replaces it).
        self.queue: deque[Any] = processor._queue
        self.threshold: int = processor._max_export_batch_size
        self.emit = cast(Callable[["RequestSpan"], None], processor.emit)

    @property
    def span_exporter(self) -> SpanExporter:
        built = cast(_Built, self._batch_processor._exporter)
        return built.exporter


class _Built(SpanExporter):
    """Builds the queued request spans' ``ReadableSpan``s, on the export thread, for the exporter it wraps."""

    def __init__(self, exporter: SpanExporter) -> None:
        self.exporter = exporter

    def export(self, spans: Sequence[Any]) -> SpanExportResult:
        return self.exporter.export([span if isinstance(span, ReadableSpan) else span.readable() for span in spans])

    def shutdown(self) -> None:
        self.exporter.shutdown()

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return self.exporter.force_flush(timeout_millis)
