"""Structured (JSON) logging for everything that goes through the ``logging`` module."""

from __future__ import annotations

import logging
import sys
import time

import orjson

# Not copied into the line: logging's own record attributes, and uvicorn's ``color_message`` (the
# message again, with ANSI colour codes, for its coloured console formatter).
_STANDARD_ATTRIBUTES = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "color_message"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "ts": round(record.created if record.created else time.time(), 3),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD_ATTRIBUTES and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return orjson.dumps(entry, default=str).decode()


def configure_logging(level: str) -> None:
    """Every record as one JSON line on stderr at ``level`` and above, uvicorn's included (no colours).

    The access log (transport/middleware/access_log.py) writes its own lines, at the same level.
    """
    handler = logging.StreamHandler(sys.stderr)
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
