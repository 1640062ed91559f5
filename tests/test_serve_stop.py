"""How a real ``mcp-agent serve`` stops: SIGTERM drains, every log line is written, exit 0; a second
signal, or the stop deadline, ends a drain that does not finish at once (exit 1), its lines written too.
"""

from __future__ import annotations

import contextlib
import json
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import httpx2 as httpx
import pytest

from mcp_agent.serve_process import CLOSE_SECONDS, FORCED_STOP
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

# An operator's --app: a tool that takes its time, and one blocked in a thread (a stop cannot finish while it
# runs: cancelling the call leaves the thread sleeping, and the event loop waits for its threads as it closes).
APP = """
import asyncio, pathlib, time
from mcp_agent import Server

server = Server("stop-test")

@server.on_shutdown
async def close_clients() -> None:
    pathlib.Path("closed-at-shutdown").write_text("closed")

@server.tool(description="Sleep, then answer.")
async def wait(seconds: float) -> str:
    await asyncio.sleep(seconds)
    return "waited"

@server.tool(description="Sleep in a thread.")
async def stubborn(seconds: float) -> str:
    await asyncio.to_thread(time.sleep, seconds)
    return "done"
"""


@pytest.fixture
def app_dir(tmp_path: Path) -> Path:
    (tmp_path / "stop_test_app.py").write_text(APP)
    return tmp_path


@pytest.fixture
def log_file(tmp_path: Path) -> Iterator[IO[bytes]]:
    """The server's stderr, readable while it runs (a pipe would have to be drained by a thread). Opened to append:
    the server shares this file's offset, and a read that moved it had made the server write over its own lines."""
    with open(tmp_path / "stderr.log", "a+b") as file:
        yield file


def serve(app_dir: Path, log_file: IO[bytes], **env: str) -> Any:
    return live_server(
        "--app",
        "stop_test_app:server",
        "--no-builtin-tools",
        cwd=str(app_dir),
        stderr=log_file,
        env={"MCP_AGENT_ACCESS_LOG": "true", **env},
    )


def lines_of(log_file: IO[bytes]) -> list[dict[str, Any]]:
    log_file.seek(0)
    return [json.loads(line) for line in log_file.read().split(b"\n")[:-1]]  # a line still being written waits


def wait_for_line(log_file: IO[bytes], message_start: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not any(line.get("message", "").startswith(message_start) for line in lines_of(log_file)):
        assert time.monotonic() < deadline, f"no line {message_start!r} in {timeout} s"
        time.sleep(0.05)


def call_wait(server: LiveServer, seconds: float, request_id: str, tool: str = "wait") -> httpx.Response:
    message = body("tools/call", {"name": tool, "arguments": {"seconds": seconds}}, id=request_id)
    return httpx.post(server.url, json=message, headers=headers_for(message), timeout=30)


def call_stubborn_in_background(server: LiveServer) -> threading.Thread:
    """A call the server never finishes: the client gives up once the server is gone."""

    def call() -> None:
        with contextlib.suppress(httpx.HTTPError):
            call_wait(server, 3600, "stubborn", tool="stubborn")

    caller = threading.Thread(target=call, daemon=True)
    caller.start()
    time.sleep(0.3)  # it has arrived and sleeps
    return caller


def stop(server: LiveServer, timeout: float) -> tuple[int, float]:
    began = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    code = server.process.wait(timeout=timeout)
    return code, time.monotonic() - began


def access_ids(lines: list[dict[str, Any]]) -> list[Any]:
    return [
        line.get("id") for line in lines if line["logger"] == "mcp_agent.access" and line.get("path", "/mcp") == "/mcp"
    ]


@pytest.mark.integration
@pytest.mark.parametrize("store", ["memory", "redis"])
def test_sigterm_drains_writes_every_line_and_exits_0(
    app_dir: Path, log_file: IO[bytes], store: str, request: pytest.FixtureRequest
) -> None:
    env = {"MCP_AGENT_SHUTDOWN_GRACE_SECONDS": "10"}
    if store == "redis":
        redis: RedisServer = request.getfixturevalue("redis_server")
        env |= {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": redis.url}
    with serve(app_dir, log_file, **env) as server:
        assert call_wait(server, 0, "before").status_code == 200
        in_flight: list[httpx.Response] = []
        caller = threading.Thread(target=lambda: in_flight.append(call_wait(server, 1.0, "in-flight")))
        caller.start()
        time.sleep(0.3)  # the call has arrived and sleeps
        code, seconds = stop(server, timeout=20)
        caller.join(timeout=10)

    assert code == 0, lines_of(log_file)
    assert seconds < 10, seconds  # the call's second, not the grace period: the drain ends when the work does
    assert [response.status_code for response in in_flight] == [200]  # drained, not cut off
    lines = lines_of(log_file)
    assert access_ids(lines) == ["before", "in-flight"]
    messages = [(line["logger"], line["message"]) for line in lines if "message" in line]
    assert ("uvicorn.error", "Shutting down") in messages
    assert ("uvicorn.error", "Application shutdown complete.") in messages
    assert messages[-1] == ("mcp_agent.serve", "stopped")


@pytest.mark.integration
def test_a_second_sigterm_ends_a_drain_that_does_not_finish_at_once(app_dir: Path, log_file: IO[bytes]) -> None:
    with serve(app_dir, log_file, MCP_AGENT_SHUTDOWN_GRACE_SECONDS="0.5") as server:
        assert call_wait(server, 0, "served").status_code == 200
        call_stubborn_in_background(server)
        server.process.send_signal(signal.SIGTERM)
        wait_for_line(log_file, "Application shutdown complete")  # the call was cancelled; its thread sleeps on
        time.sleep(0.5)
        code, seconds = stop(server, timeout=10)

    assert code == FORCED_STOP
    assert seconds < 3, seconds
    lines = lines_of(log_file)
    assert access_ids(lines) == ["served", "stubborn"]  # the cut-off call too (503)
    assert lines[-1]["logger"] == "mcp_agent.serve" and lines[-1]["level"] == "error"
    assert lines[-1]["message"].startswith("stopping at once: SIGTERM while draining"), lines[-1]


@pytest.mark.integration
def test_a_drain_past_its_deadline_ends_at_once(app_dir: Path, log_file: IO[bytes]) -> None:
    # The deadline: the grace for requests, the tasks' drain and CLOSE_SECONDS for the rest.
    with serve(app_dir, log_file, MCP_AGENT_SHUTDOWN_GRACE_SECONDS="0.5", MCP_AGENT_TASK_DRAIN_SECONDS="0") as server:
        assert call_wait(server, 0, "served").status_code == 200
        call_stubborn_in_background(server)
        code, seconds = stop(server, timeout=CLOSE_SECONDS + 10)

    assert code == FORCED_STOP
    assert 0.5 + CLOSE_SECONDS - 0.5 < seconds < 0.5 + CLOSE_SECONDS + 3, seconds
    lines = lines_of(log_file)
    assert access_ids(lines) == ["served", "stubborn"]  # the cut-off call too (503)
    assert lines[-1]["logger"] == "mcp_agent.serve" and lines[-1]["level"] == "error"
    assert lines[-1]["message"].startswith("stopping at once: still draining 5.5 s after SIGTERM"), lines[-1]


@pytest.mark.integration
def test_the_apps_shutdown_hooks_run_when_serve_stops(app_dir: Path, log_file: IO[bytes]) -> None:
    # The CLI builds the served server twice (the start-up check, then the app): the operator's hooks must
    # survive the first build and run once when the app stops.
    with serve(app_dir, log_file) as server:
        assert call_wait(server, 0, "one").status_code == 200
        code, _ = stop(server, timeout=30)
    assert code == 0
    assert (app_dir / "closed-at-shutdown").read_text() == "closed"
