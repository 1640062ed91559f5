"""An isolated, throwaway redis-server for tests and benchmarks.

It listens on 127.0.0.1 on a free port, persists nothing (or, with ``appendonly=True``, every
write to an append-only file fsynced before it is acknowledged), and can be stopped, killed with
SIGKILL, and started again on the same port (and data directory) to simulate an outage or a crash.
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import tempfile
import time
from types import TracebackType

from tests.support.live_server import free_port


def answers_ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def stop_process(process: subprocess.Popen[bytes]) -> None:
    """Stop a redis-server, frozen or not: SIGTERM (after SIGCONT), then SIGKILL if it lingers."""
    process.send_signal(signal.SIGCONT)  # a frozen server cannot act on SIGTERM
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class RedisServer:
    def __init__(self, port: int | None = None, *, appendonly: bool = False) -> None:
        self.port = port or free_port()
        self.appendonly = appendonly
        self._directory = tempfile.mkdtemp(prefix="mcpa-redis-")
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> None:
        if self._process is not None:
            raise RuntimeError("already running")
        persistence = ["--appendonly", "yes", "--appendfsync", "always"] if self.appendonly else ["--appendonly", "no"]
        command = [
            "redis-server",
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            *persistence,
            "--dir",
            self._directory,
        ]
        self._process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while not answers_ping(self.port):
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.02)

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            stop_process(process)

    def kill(self) -> None:
        """Crash: SIGKILL, no shutdown, no final save (what is acknowledged survives only with appendonly)."""
        process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.wait()

    def freeze(self) -> None:
        """Stop answering while keeping connections open: a hung server, not a dead one."""
        assert self._process is not None, "not running"
        self._process.send_signal(signal.SIGSTOP)

    def thaw(self) -> None:
        assert self._process is not None, "not running"
        self._process.send_signal(signal.SIGCONT)

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self._directory, ignore_errors=True)

    def __enter__(self) -> RedisServer:
        self.start()
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()
