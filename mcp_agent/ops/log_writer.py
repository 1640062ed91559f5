"""Log lines leave the process on a thread, so a slow or full stderr never blocks the event loop.

Every line (the access log's and the ``logging`` module's) is appended to one bounded in-memory
buffer per file descriptor; a daemon thread writes it out in whole-line chunks of at most
``PIPE_BUF`` bytes, so lines from several workers sharing one stderr pipe never interleave mid-line.
When the descriptor cannot take lines as fast as they come (a pipe nobody reads, a stalled
collector) the buffer fills and further lines are dropped and counted, never waited for; once
writing resumes, one warning line says how many were lost (and ``mcp_agent_log_lines_dropped``
counts them).

A line may also be queued unrendered (``defer``): its fields and the function that renders them, run
on the writer's thread in one batch. The access log does so: a line per request costs the request
one append to a deque (no lock: the GIL makes it atomic, and only the writer's thread takes lines
off), and the rendering runs in a tight loop with warm caches instead of between two requests.
Unrendered lines are bounded by number (the byte bound over ``DEFERRED_LINE_BYTES``), rendered ones
by their bytes as well.
"""

from __future__ import annotations

import atexit
import os
import select
import threading
from collections import deque
from collections.abc import Callable
from typing import Any, Final

from .log_lines import LINES, now
from .metrics import LOG_LINES_DROPPED

DEFAULT_MAX_BUFFER_BYTES: Final = 4 * 1024 * 1024
_CHUNK: Final = select.PIPE_BUF
# What a line queued unrendered (``defer``) counts against the bound: about the shortest access line.
DEFERRED_LINE_BYTES: Final = 128

# Renders a deferred line's fields into the whole line (ending in a newline), on the writer's thread.
Render = Callable[[Any], bytes]


class LogWriter:
    """One per file descriptor (``writer_for``); ``write`` and ``defer`` never block and never raise."""

    def __init__(
        self, fd: int, *, max_buffer_bytes: int = DEFAULT_MAX_BUFFER_BYTES, interval_seconds: float = 0.05
    ) -> None:
        self._fd = fd
        self._max = max_buffer_bytes
        # An unrendered line counts DEFERRED_LINE_BYTES: the bound is a number of lines for them.
        self._max_lines = max(1, max_buffer_bytes // DEFERRED_LINE_BYTES)
        self._interval = interval_seconds
        # Every line, rendered or not, in the order it came: appending to a deque is atomic (the GIL), so
        # a request's line costs one append and no lock; only this writer's thread takes lines off it.
        self._pending: deque[bytes | tuple[Render, Any]] = deque()
        self._lock = threading.Lock()  # the rendered lines' byte count, the drop count and the flushes
        self._bytes = 0  # of the rendered lines queued (what ``write`` was given)
        self._dropped = 0
        self._wake = threading.Event()
        # Set by the writer once everything queued before a flush() asked has been written.
        self._flushes: list[threading.Event] = []
        self._thread: threading.Thread | None = None

    def write(self, line: bytes) -> None:
        """Queue one whole line (ending in a newline); dropped and counted when the buffer is full."""
        with self._lock:
            size = self._bytes + len(line)
            if size <= self._max and len(self._pending) < self._max_lines:
                self._pending.append(line)
                self._bytes = size
                line = b""
        if line:
            self._drop()
        if self._thread is None:
            self._start()

    def defer(self, render: Render, fields: Any) -> None:
        """Queue a line that the writer's thread renders as ``render(fields)`` just before writing it.
        ``fields`` must not change afterwards. Every request of the server passes here: an append."""
        pending = self._pending
        if len(pending) < self._max_lines:
            pending.append((render, fields))
        else:
            self._drop()
        if self._thread is None:
            self._start()

    def flush(self, timeout_seconds: float = 1.0) -> bool:
        """Wait (bounded) until every queued line is written; False if the descriptor would not take them."""
        if self._thread is None:
            return True  # nothing was ever queued
        written = threading.Event()
        with self._lock:
            self._flushes.append(written)
        self._wake.set()
        return written.wait(timeout_seconds)

    def _drop(self) -> None:
        with self._lock:
            self._dropped += 1
        LOG_LINES_DROPPED.inc()

    def _start(self) -> None:
        with _WRITERS_LOCK:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"mcp-agent log writer fd {self._fd}", daemon=True
                )
                self._thread.start()

    def _take(self) -> tuple[list[bytes], int, list[threading.Event]]:
        with self._lock:  # the flushes first: every line queued before one asked is taken below
            dropped, self._dropped = self._dropped, 0
            flushes, self._flushes = self._flushes, []
        popleft = self._pending.popleft
        entries = [popleft() for _ in range(len(self._pending))]
        lines = [_rendered(entry) for entry in entries]
        written = sum(len(entry) for entry in entries if entry.__class__ is bytes)
        if written:
            with self._lock:
                self._bytes -= written
        return lines, dropped, flushes

    def _run(self) -> None:
        while True:
            self._wake.wait(self._interval)
            self._wake.clear()
            lines, dropped, flushes = self._take()
            if dropped:
                lines.append(_dropped_warning(dropped))
            if lines:
                self._write_all(lines)
            for written in flushes:  # everything queued before they asked is out
                written.set()

    def _write_all(self, lines: list[bytes]) -> None:
        # Joined and cut in C: a Python step per line here would cost every request a few more µs.
        data = b"".join(lines)
        view = memoryview(data)
        start, end = 0, len(data)
        while start < end:
            stop = start + _CHUNK
            if stop >= end:
                stop = end
            else:  # the last whole line that fits; a line longer than PIPE_BUF goes out on its own
                cut = data.rfind(b"\n", start, stop)
                stop = cut + 1 if cut >= 0 else (data.find(b"\n", stop) + 1 or end)
            self._write(view[start:stop])
            start = stop

    def _write(self, data: memoryview) -> None:
        try:
            while data:
                data = data[os.write(self._fd, data) :]  # blocks this thread only
        except OSError:  # a closed log pipe must never take the server down
            pass


def _rendered(entry: bytes | tuple[Render, Any]) -> bytes:
    if isinstance(entry, bytes):
        return entry
    render, fields = entry
    try:
        return render(fields)
    except Exception:  # a line that cannot be rendered is lost, never the writer with it
        return b""


def _dropped_warning(count: int) -> bytes:
    return LINES.line(
        LINES.head("warning", "mcp_agent.logs"),
        {
            "ts": now(),
            "message": f"dropped {count} log lines: the log output could not take them in time",
            "dropped": count,
        },
    )


_WRITERS: dict[int, LogWriter] = {}
_WRITERS_LOCK = threading.Lock()


def writer_for(fd: int) -> LogWriter:
    """The process's one writer for ``fd``: every logger of the process shares its buffer and order."""
    with _WRITERS_LOCK:
        writer = _WRITERS.get(fd)
        if writer is None:
            writer = _WRITERS[fd] = LogWriter(fd)
            atexit.register(writer.flush)  # the last lines of a process that exits (bounded wait)
        return writer
