"""The one shape of every log line the server writes: a JSON object on one line that starts with
``level``, ``logger`` and ``pid``, then ``ts`` (seconds, millisecond precision) and the line's own
fields. The access log, ``logging`` records and the log writer's own warnings all go through here,
so one parser reads them all.

The constant head of a line is serialised once per (level, logger): the access log writes a line
per request, and that share of the work is then paid once per process, not per line.
"""

from __future__ import annotations

import os
import time
from typing import Final

import orjson

_OPTIONS: Final = orjson.OPT_APPEND_NEWLINE


def now() -> float:
    return to_millis(time.time())


def to_millis(seconds: float) -> float:
    # Milliseconds by integer division: round(x, 3) costs as much as the rest of an access line.
    return int(seconds * 1000) / 1000


class LineFormat:
    def __init__(self) -> None:
        self._pid = os.getpid()  # tells the workers of one server apart on a shared stderr
        self._heads: dict[tuple[str, str], bytes] = {}

    def head(self, level: str, logger: str) -> bytes:
        """The line up to the first field of its own: ``{"level":…,"logger":…,"pid":…,``."""
        try:
            return self._heads[level, logger]
        except KeyError:
            head = orjson.dumps({"level": level, "logger": logger, "pid": self._pid})[:-1] + b","
            self._heads[level, logger] = head
            return head

    def line(self, head: bytes, fields: dict[str, object]) -> bytes:
        """``head`` (from ``head()``) and ``fields`` (never empty: ``ts`` comes first), newline-terminated.
        A value JSON cannot hold is written as its ``str()``."""
        return head + orjson.dumps(fields, option=_OPTIONS, default=str)[1:]


LINES: Final = LineFormat()
