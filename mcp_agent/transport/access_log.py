"""One JSON line per request: method, status, duration. Never the body, never a header value.

Written with a single ``os.write`` instead of through ``logging``: the logging module costs
several microseconds per record, a measurable share of a request that takes a few dozen.
"""

from __future__ import annotations

import os
import time

import orjson


class AccessLog:
    def __init__(self, enabled: bool, fd: int = 2) -> None:
        self.enabled = enabled
        self._fd = fd

    def record(self, method: str, status: int, seconds: float) -> None:
        if not self.enabled:
            return
        line = orjson.dumps({
            "ts": round(time.time(), 3),
            "level": "info",
            "logger": "mcp_agent.access",
            "method": method,
            "status": status,
            "duration_ms": round(seconds * 1000, 3),
        })
        try:
            os.write(self._fd, line + b"\n")
        except OSError:  # a closed or full log pipe must never fail a request
            pass
