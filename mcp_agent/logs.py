"""Structured (JSON) logging for everything that goes through the ``logging`` module.

Records are formatted on the caller's thread and handed to the process's ``LogWriter`` for stderr
(``ops/log_writer.py``), the same buffer the access log writes to: a stderr that nobody reads
drops lines and counts them, and never blocks the event loop.
"""

from __future__ import annotations

import logging
import time

from opentelemetry import trace

from .ops.log_lines import LINES
from .ops.log_writer import LogWriter, writer_for

STDERR = 2

# Not copied into the line: logging's own record attributes, and uvicorn's ``color_message`` (the
# message again, with ANSI colour codes, for its coloured console formatter), and the head every line starts with.
_STANDARD_ATTRIBUTES = set(vars(logging.makeLogRecord({}))) | {
    "message",
    "asctime",
    "color_message",
    "level",
    "logger",
    "pid",
}


class JsonFormatter(logging.Formatter):
    """A record as one line of the server's log format (ops/log_lines.py), without its newline."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "ts": round(record.created if record.created else time.time(), 3),
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD_ATTRIBUTES and not key.startswith("_"):
                entry[key] = value
        span_context = trace.get_current_span().get_span_context()
        if span_context.is_valid:  # only while a request is traced (ops/tracing.py): the line joins its trace
            entry["trace_id"] = format(span_context.trace_id, "032x")
            entry["span_id"] = format(span_context.span_id, "016x")
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return LINES.line(LINES.head(record.levelname.lower(), record.name), entry)[:-1].decode()


class WriterHandler(logging.Handler):
    """Hands each formatted record to a ``LogWriter``: never blocks on the output."""

    def __init__(self, writer: LogWriter) -> None:
        super().__init__()
        self._writer = writer

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self._writer.write(self.format(record).encode() + b"\n")
        except Exception:
            self.handleError(record)

    def flush(self) -> None:
        self._writer.flush()


def configure_logging(level: str) -> None:
    """Every record as one JSON line on stderr at ``level`` and above, uvicorn's included (no colours).

    The access log (transport/middleware/access_log.py) writes its own lines, at the same level.
    """
    handler = WriterHandler(writer_for(STDERR))
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error"):
        uvicorn_logger = logging.getLogger(name)
        uvicorn_logger.handlers[:] = []
        uvicorn_logger.propagate = True
    # Our own access log (transport/middleware/access_log.py) replaces uvicorn's plain-text one.
    logging.getLogger("uvicorn.access").disabled = True
