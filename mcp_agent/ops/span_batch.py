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
        self._wrapped = exporter
        processor = getattr(self, "_batch_processor", None)
        queue, threshold, emit = (
            getattr(processor, name, None) for name in ("_queue", "_max_export_batch_size", "emit")
        )
        if isinstance(queue, deque) and isinstance(threshold, int) and callable(emit):
            # The SDK's queue is one deque for the processor's life (a fork in the child clears it, not replaces it).
            self.queue: deque[Any] = queue
            self.threshold: int = threshold
            self.emit = cast(Callable[["RequestSpan"], None], emit)
        else:
            # An SDK release without these private parts: every span takes the public path, built on the request.
            self.queue, self.threshold = deque(), 0
            self.emit = self._emit_public

    def _emit_public(self, span: RequestSpan) -> None:
        self.on_end(span.readable())

    @property
    def span_exporter(self) -> SpanExporter:
        return self._wrapped


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
