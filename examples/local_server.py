"""``mcp-agent serve`` on a free loopback port, for the examples that start their own server."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve_locally(env: Mapping[str, str] | None = None, timeout: float = 20.0) -> Iterator[str]:
    """A server subprocess with ``env`` added to this one's; yields its /mcp URL and stops it on the way out."""
    port = _free_port()
    # The server's log is kept aside (its start-up lines would drown the example's output) and shown only if it fails.
    log = tempfile.TemporaryFile()
    # The mcp-agent script of the interpreter running the example (installed, or editable in a checkout's venv).
    process = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "mcp-agent"),
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--no-access-log",
        ],
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=log,
        env={**os.environ, **(env or {})},
    )
    try:
        deadline = time.monotonic() + timeout
        while True:
            if process.poll() is not None:
                log.seek(0)
                raise RuntimeError(
                    f"mcp-agent serve exited with status {process.returncode}:\n{log.read().decode(errors='replace')}"
                )
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=0.5) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("mcp-agent serve did not start in time")
            time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        log.close()
