"""Start a real ``mcp-agent serve`` process on a free loopback port, for tests that need sockets."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO

import httpx2 as httpx


def free_port() -> int:
    """A loopback port free right now (another process may still take it before it is bound)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class LiveServer:
    process: subprocess.Popen[bytes]
    port: int
    log: IO[bytes] | None = None  # the file given as ``stderr``, if one was

    def log_tail(self, max_bytes: int = 16384) -> str:
        """The end of the server's log (its last ``max_bytes``), for an assertion's message: what it
        raised when it answered something unexpected. Needs a file given as ``stderr`` (a pipe is
        the tests' own to read); it stays readable after the block ended."""
        if self.log is None:
            return "(no log kept: give live_server a file as stderr)"
        # pread, not seek + read: the server shares this file's offset and may still be writing.
        fd = self.log.fileno()
        size = os.fstat(fd).st_size
        start = max(0, size - max_bytes)
        return os.pread(fd, size - start, start).decode(errors="replace")

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{self.base_url}/mcp"

    def terminate(self, timeout: float = 5.0) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=timeout)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=5)


@contextlib.contextmanager
def live_server(
    *args: str,
    env: dict[str, str] | None = None,
    port: int | None = None,
    startup_timeout: float = 20.0,
    command: tuple[str, ...] = (sys.executable, "-m", "mcp_agent"),
    cwd: str | None = None,
    stderr: IO[bytes] | None = None,
) -> Iterator[LiveServer]:
    """``command serve`` (default: this venv's package) on a free loopback port, until the block ends.
    ``stderr``: a file for the server's log lines, for a test that makes the server log more than a
    pipe holds (64 KiB); by default a pipe, for tests to read."""
    port = port or free_port()
    full_env = {**os.environ, "MCP_AGENT_ACCESS_LOG": "false", **(env or {})}
    process = subprocess.Popen(
        [*command, "serve", "--host", "127.0.0.1", "--port", str(port), *args],
        env=full_env,
        cwd=cwd,
        stdout=subprocess.DEVNULL,
        stderr=stderr if stderr is not None else subprocess.PIPE,
    )
    server = LiveServer(process, port, stderr)
    deadline = time.monotonic() + startup_timeout
    try:
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"server exited early: {process.stderr.read().decode() if process.stderr else ''}")
            try:
                if httpx.get(f"{server.base_url}/healthz", timeout=0.5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("server did not start in time")
            time.sleep(0.05)
        yield server
    finally:
        server.kill()
        if process.stderr:
            process.stderr.close()
