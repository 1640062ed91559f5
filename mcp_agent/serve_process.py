"""The ``mcp-agent serve`` process around uvicorn: it binds the listening socket, and it decides how it stops.

The socket is bound before uvicorn starts, so a busy port is refused like any other bad setting (cli.py),
not after the application has reported "startup complete".

Stopping: uvicorn re-raises the signal once it has shut down, so the process used to die of its own
SIGTERM (status 143) before the log writer's thread had written the last lines. Here the first SIGTERM or
SIGINT drains (``/readyz`` 503, listen streams end, in-flight requests get ``MCP_AGENT_SHUTDOWN_GRACE_SECONDS``,
the task worker ``MCP_AGENT_TASK_DRAIN_SECONDS``), then the process logs "stopped", flushes and exits 0.
A second signal, or ``stop_deadline_seconds`` after the first, ends it at once with ``FORCED_STOP``.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import queue
import signal
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Final, NoReturn

import uvicorn
from uvicorn.supervisors import Multiprocess

from .logs import STDERR
from .ops.log_writer import writer_for
from .settings import Settings

logger = logging.getLogger("mcp_agent.serve")

FORCED_STOP: Final = 1  # a second signal or the deadline cut the drain short
STARTUP_FAILURE: Final = 3  # uvicorn's status for an application whose lifespan failed to start
# What the store, the bus and the trace exporter get to close once requests and tasks have drained.
CLOSE_SECONDS: Final = 5.0
_STOP_SIGNALS: Final = (signal.SIGTERM, signal.SIGINT)
_STOPPED: Final = 0  # not a signal: the server has stopped by itself, the watch is over


class BindError(Exception):
    """The address cannot be listened on; ``host_problem`` says whether the host (not the port) is at fault."""

    def __init__(self, reason: str, *, host_problem: bool) -> None:
        super().__init__(reason)
        self.host_problem = host_problem


def bind(host: str, port: int) -> socket.socket:
    """The listening socket for ``host``:``port`` (as uvicorn's own binding makes it), or BindError."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    # As uvicorn does: a restarted server must not wait for the old connections' TIME_WAIT to end.
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        host_problem = isinstance(error, socket.gaierror) or error.errno == errno.EADDRNOTAVAIL
        raise BindError(error.strerror or str(error), host_problem=host_problem) from None
    sock.set_inheritable(True)  # the workers of --workers N listen on it too
    return sock


def stop_deadline_seconds(settings: Settings) -> float:
    """From the first signal, the longest a clean stop may take before the process gives up on it."""
    return settings.shutdown_grace_seconds + settings.task_drain_seconds + CLOSE_SECONDS


def run(settings: Settings, sock: socket.socket) -> int:
    """Serve on ``sock`` until a signal stops the process; the exit status."""
    config = uvicorn.Config(
        "mcp_agent.app:create_app_from_env",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        access_log=False,  # ours (transport/middleware/access_log.py) replaces uvicorn's plain-text one
        # Deadlines for each request's header and body, a cap on connections; by name, so that each worker imports it.
        http="mcp_agent.transport.connection_guard:GuardedHttpProtocol",
        log_config=None,
        # Annotated int, but uvicorn hands it to asyncio.wait_for, which honours fractions of a second.
        timeout_graceful_shutdown=settings.shutdown_grace_seconds,  # type: ignore[arg-type]
    )
    scheme_host = f"[{settings.host}]" if ":" in settings.host else settings.host
    logger.info("listening on http://%s:%d", scheme_host, sock.getsockname()[1])
    deadline = stop_deadline_seconds(settings)
    if settings.workers > 1:
        supervisor = Multiprocess(config, sockets=[sock])

        def kill_workers() -> None:
            for process in supervisor.processes:
                process.kill()

        # Installed after the supervisor's own handlers, which it no longer needs for these two signals:
        # once told to exit, it sends each worker SIGTERM and waits for them all.
        with _StopPolicy(deadline, supervisor.should_exit.set, kill_workers).handling_signals():
            supervisor.run()
            return _stopped()
    server = _Server(config)

    def stop_serving() -> None:
        server.should_exit = True

    with _StopPolicy(deadline, stop_serving).handling_signals():
        server.run(sockets=[sock])
        return _stopped() if server.started else STARTUP_FAILURE


def _stopped() -> int:
    logger.info("stopped")
    writer_for(STDERR).flush()  # the process exits next: every line must be out first
    return 0


class _Server(uvicorn.Server):
    """uvicorn's server, minus its signal handling: ``_StopPolicy`` handles SIGTERM and SIGINT, and never re-raises them."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


class _StopPolicy:
    """The first SIGTERM/SIGINT starts a graceful stop; a second one, or the deadline, ends the process at once.

    The handler only queues the signal: a signal handler runs between any two bytecodes of the main thread,
    which may hold the log writer's lock at that moment, so logging (and exiting) happens on a thread of its own.
    """

    def __init__(
        self, deadline_seconds: float, stop_gracefully: Callable[[], None], abandon: Callable[[], None] | None = None
    ) -> None:
        self._deadline = deadline_seconds
        self._stop_gracefully = stop_gracefully
        self._abandon = abandon
        self._signals: queue.SimpleQueue[int] = queue.SimpleQueue()  # put() may be called from a signal handler

    @contextlib.contextmanager
    def handling_signals(self) -> Iterator[None]:
        threading.Thread(target=self._watch, name="mcp-agent stop", daemon=True).start()
        previous = {number: signal.signal(number, self._on_signal) for number in _STOP_SIGNALS}
        try:
            yield
        finally:
            for number, handler in previous.items():
                signal.signal(number, handler)
            self._signals.put(_STOPPED)

    def _on_signal(self, number: int, frame: object) -> None:
        self._signals.put(number)

    def _watch(self) -> None:
        number = self._signals.get()
        if number == _STOPPED:
            return
        first = signal.Signals(number).name
        logger.info(
            "%s: draining (at most %g s; another SIGTERM or SIGINT stops at once)",
            first,
            self._deadline,
            extra={"signal": first},
        )
        self._stop_gracefully()
        try:
            number = self._signals.get(timeout=self._deadline)
        except queue.Empty:
            self._exit_now(f"still draining {self._deadline:g} s after {first} (the most a stop may take)")
        if number != _STOPPED:
            self._exit_now(f"{signal.Signals(number).name} while draining")

    def _exit_now(self, reason: str) -> NoReturn:
        logger.error("stopping at once: %s; what was still running is cut short", reason)
        if self._abandon is not None:
            self._abandon()
        writer_for(STDERR).flush()
        os._exit(FORCED_STOP)  # at once: no further cleanup that could hang too
