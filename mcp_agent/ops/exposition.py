"""``GET /metrics``: this process's metrics, or with several workers the sum over all of them.

With ``PROMETHEUS_MULTIPROC_DIR`` set (``mcp-agent serve --workers N`` sets it in the parent
before any worker starts) every worker keeps its values in files there, and a scrape, on any
worker, reads them all into a fresh registry. Gauges count the live workers only
(``multiprocess_mode="livesum"``): the files of a worker that exited are dropped at the next
scrape, since uvicorn has no hook that would tell us when a worker dies.
"""

from __future__ import annotations

import contextlib
import os
import re
from typing import Final

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead

MULTIPROC_DIR_VARIABLE: Final = "PROMETHEUS_MULTIPROC_DIR"
CONTENT_TYPE: Final = CONTENT_TYPE_LATEST

# The files prometheus-client keeps per process for "live" gauges: removed when the process is dead.
_LIVE_GAUGE_FILE: Final = re.compile(r"gauge_live\w*?_(\d+)\.db")


def multiprocess_directory() -> str | None:
    return os.environ.get(MULTIPROC_DIR_VARIABLE) or None


def scrape() -> bytes:
    """The metrics in the Prometheus text format (``CONTENT_TYPE``)."""
    directory = multiprocess_directory()
    if directory is None:
        return generate_latest(REGISTRY)
    forget_dead_workers(directory)
    registry = CollectorRegistry()
    MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
    return generate_latest(registry)


def forget_dead_workers(directory: str) -> None:
    """Drop the live-gauge files of processes that no longer run (a worker that crashed or was replaced)."""
    with contextlib.suppress(OSError):
        pids = {int(match.group(1)) for name in os.listdir(directory) if (match := _LIVE_GAUGE_FILE.fullmatch(name))}
        for pid in pids:
            if not _running(pid):
                mark_process_dead(pid, directory)  # type: ignore[no-untyped-call]


def worker_exiting() -> None:
    """This worker stops: its open listen streams no longer count (its counters still do)."""
    directory = multiprocess_directory()
    if directory is not None:
        with contextlib.suppress(OSError):
            mark_process_dead(os.getpid(), directory)  # type: ignore[no-untyped-call]


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: alive
    return True
