"""PostgreSQL for tests and benchmarks: a throwaway database on the machine's server, or a private server.

``TestDatabase`` creates a uniquely named database on the PostgreSQL the machine runs (127.0.0.1:5432,
trust authentication, user postgres; ``MCP_AGENT_TEST_POSTGRES`` names another server) and drops it
afterwards. If no server answers, the test fails saying so: it is never skipped.

``PrivatePostgres`` runs a server of its own (``initdb`` and ``postgres`` from the Debian package, in a
temporary directory, on a free port, as the ``postgres`` user when run as root: initdb refuses root),
free to be killed with SIGKILL and started again, for the crash tests; the machine's server is never
touched.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Coroutine
from types import TracebackType
from typing import Any

import asyncpg

from tests.support.live_server import free_port

SERVER_URL = os.environ.get("MCP_AGENT_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres")


class PostgresMissing(RuntimeError):
    """No PostgreSQL server to test against."""


def _with_database(url: str, database: str) -> str:
    return url.rsplit("/", 1)[0] + "/" + database


async def _admin(url: str, statement: str) -> None:
    try:
        connection = await asyncpg.connect(url, timeout=5)
    except (OSError, asyncpg.PostgresError) as error:
        raise PostgresMissing(
            f"no PostgreSQL server answers at {url.split('@')[-1]} ({error}); the tests need one "
            "(scripts/test.sh installs it; start it with `service postgresql start`)"
        ) from error
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


def _blocking(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` to the end on an event loop of its own, in a thread: callable from a running loop too
    (a session fixture first requested by an async test)."""
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, work).result()


class TestDatabase:
    """A fresh database on the machine's server, dropped (with whatever holds it) on close."""

    __test__ = False  # not a test class, whatever its name

    def __init__(self, server_url: str = SERVER_URL) -> None:
        self._server_url = server_url
        self.name = f"mcpa_test_{uuid.uuid4().hex[:16]}"
        self.url = _with_database(server_url, self.name)

    def create(self) -> None:
        _blocking(_admin(self._server_url, f'CREATE DATABASE "{self.name}"'))

    def drop(self) -> None:
        _blocking(_admin(self._server_url, f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)'))

    def __enter__(self) -> TestDatabase:
        self.create()
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.drop()


def postgres_binary(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}")) or (
        [shutil.which(name)] if shutil.which(name) else []
    )
    if not found:
        raise PostgresMissing(f"no {name} binary (install the postgresql package: scripts/test.sh does)")
    return str(found[-1])


def _as_postgres_user() -> list[str]:
    return ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []


class PrivatePostgres:
    """A PostgreSQL server of the test's own, on a free port: start, kill -9, start again (crash recovery)."""

    def __init__(self) -> None:
        self.port = free_port()
        self._directory = tempfile.mkdtemp(prefix="mcpa-postgres-")
        os.chmod(self._directory, 0o777)  # noqa: S103 - the postgres user writes its data here
        self._data = os.path.join(self._directory, "data")
        self._process: subprocess.Popen[bytes] | None = None
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def init(self) -> None:
        subprocess.run(
            [
                *_as_postgres_user(),
                postgres_binary("initdb"),
                "-D",
                self._data,
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=120,
        )

    def start(self, timeout: float = 30.0) -> None:
        if self._process is not None:
            raise RuntimeError("already running")
        command = [
            *_as_postgres_user(),
            postgres_binary("postgres"),
            "-D",
            self._data,
            "-p",
            str(self.port),
            "-h",
            "127.0.0.1",
            "-k",
            self._directory,
            "-c",
            "fsync=on",
            "-c",
            "max_connections=60",
        ]
        self._process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while not self._accepts():
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"postgres did not start on port {self.port}")
            time.sleep(0.1)

    def _accepts(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                pass
        except OSError:
            return False

        async def probe() -> bool:
            try:
                connection = await asyncpg.connect(self.url, timeout=2)
            except (OSError, asyncpg.PostgresError, TimeoutError):
                return False
            await connection.close()
            return True

        return asyncio.run(probe())

    def _postmaster_pid(self) -> int | None:
        try:
            with open(os.path.join(self._data, "postmaster.pid")) as pid_file:
                return int(pid_file.readline())
        except (OSError, ValueError):
            return None

    def kill(self) -> None:
        """Crash: SIGKILL to the postmaster, no shutdown; what was committed survives (WAL, fsync on)."""
        process, self._process = self._process, None
        pid = self._postmaster_pid()
        if pid is not None:
            os.kill(pid, signal.SIGKILL)
        if process is not None:
            process.wait(timeout=10)
        # Its backends notice the postmaster is gone and exit; the next start recovers from the WAL.
        deadline = time.monotonic() + 10
        while (
            time.monotonic() < deadline
            and subprocess.run(["pgrep", "-f", self._data], stdout=subprocess.DEVNULL).returncode == 0
        ):
            time.sleep(0.1)

    def stop(self) -> None:
        process, self._process = self._process, None
        pid = self._postmaster_pid()
        if pid is not None:
            try:
                os.kill(pid, signal.SIGINT)  # fast shutdown
            except ProcessLookupError:
                pass
        if process is not None:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self._directory, ignore_errors=True)

    def __enter__(self) -> PrivatePostgres:
        self.init()
        self.start()
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()
