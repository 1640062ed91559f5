"""Start a real ``mcp-agent worker`` process (tasks on the work queue), for tests that need one."""

from __future__ import annotations

import contextlib
import itertools
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

_numbers = itertools.count(1)


@contextlib.contextmanager
def task_worker(env: dict[str, str], log_dir: Path, *extra: str, **more_env: str) -> Iterator[subprocess.Popen[bytes]]:
    """An ``mcp-agent worker --conformance-fixtures`` process, returned once it takes work (its log,
    kept in ``log_dir``, says so); killed on exit if still running."""
    log = log_dir / f"worker-{next(_numbers)}.log"
    with log.open("wb") as stderr:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "mcp_agent",
                "worker",
                "--conformance-fixtures",
                "--concurrency",
                "4",
                "--log-level",
                "info",
                *extra,
            ],
            env={**os.environ, **env, **more_env},
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    try:
        deadline = time.monotonic() + 20
        while "task worker taking work" not in log.read_text():
            assert process.poll() is None, f"worker exited: {log.read_text()}"
            assert time.monotonic() < deadline, f"worker did not start taking work: {log.read_text()}"
            time.sleep(0.05)
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)
