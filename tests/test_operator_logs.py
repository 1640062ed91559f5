"""What an operator reads on a real server's stderr: JSON lines only, at the configured level.

Each test starts ``mcp-agent serve``, does something, stops the server (SIGTERM: buffered access
lines are flushed) and reads everything it wrote.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from tests.support.live_server import LiveServer, free_port, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import Rpc
from tests.test_metrics import scrape, summarize, value

pytestmark = pytest.mark.integration  # mcp-agent serve subprocesses, real Redis

TOKEN = "operator-logs-token-8c1f2e"
TENANT = "acme"


def stopped_output(server: LiveServer) -> str:
    """Everything the server wrote on stderr, once it has stopped."""
    # uvicorn shuts down gracefully, then (one worker) re-raises SIGTERM so its exit says why.
    assert server.terminate(timeout=15) in (0, -15)
    assert server.process.stderr is not None
    return server.process.stderr.read().decode()


def json_lines(output: str) -> list[dict[str, Any]]:
    """Every line, each of which must be one JSON object."""
    return [json.loads(line) for line in output.splitlines()]


def tokens_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": TENANT, "user": "alice", "scopes": []}}}))
    return {"MCP_AGENT_AUTH_TOKENS_FILE": str(tokens), "MCP_AGENT_ACCESS_LOG": "true", **extra}


def authorized(client: httpx.AsyncClient) -> Rpc:
    client.headers["Authorization"] = f"Bearer {TOKEN}"
    return Rpc(client)


def assert_no_colour(output: str) -> None:
    assert "\x1b[" not in output and "\\u001b" not in output, output


async def test_an_access_line_names_tool_tenant_id_and_client(tmp_path: Path) -> None:
    with live_server(env=tokens_env(tmp_path)) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            await summarize(authorized(client), request_id="call-42")
        output = stopped_output(server)
    assert_no_colour(output)
    every_access = [line for line in json_lines(output) if line["logger"] == "mcp_agent.access"]
    # Every route is logged: the start-up health polls too, each naming its route.
    assert any(line.get("path") == "/healthz" and line["status"] == 200 for line in every_access), every_access
    access = [line for line in every_access if line.get("path", "/mcp") == "/mcp"]
    assert len(access) == 1, access
    line = access[0]
    assert (line["method"], line["tool"], line["tenant"], line["id"], line["client"]) == (
        "tools/call",
        "summarize_thread",
        TENANT,
        "call-42",
        "127.0.0.1",
    )
    assert (line["level"], line["status"]) == ("info", 200) and line["duration_ms"] > 0
    assert line["pid"] == server.process.pid  # one worker: the server process itself
    # One line format: access lines and logging's own (start-up, shutdown) open with the same head.
    heads = {tuple(list(entry)[:4]) for entry in json_lines(output)}
    assert heads == {("level", "logger", "pid", "ts")}, heads
    assert {entry["pid"] for entry in json_lines(output)} == {server.process.pid}
    assert any(entry["logger"] != "mcp_agent.access" for entry in json_lines(output))


async def test_redis_down_at_start_up_is_logged_and_its_503s_are_errors_with_retry_after(tmp_path: Path) -> None:
    dead = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there
    with live_server(env=tokens_env(tmp_path, MCP_AGENT_STORE="redis", MCP_AGENT_REDIS_URL=dead)) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            await asyncio.sleep(0.5)  # the start-up checks run in the background
            response = await authorized(client).call(
                "tools/call",
                {"name": "summarize_thread", "arguments": {"messages": [{"sender": "a", "body": "Hi."}]}},
                id=7,
            )
            ready = await client.get("/readyz")
        output = stopped_output(server)
    assert response.status_code == 503 and response.json()["error"]["code"] == -31001
    assert response.headers["retry-after"] == "1"
    assert ready.status_code == 503 and ready.headers["retry-after"] == "1"
    assert_no_colour(output)
    lines = json_lines(output)
    messages = [(line["level"], line["logger"], line.get("message", "")) for line in lines]
    assert any(
        level == "warning" and logger == "mcp_agent.app" and message.startswith("session store unavailable at start-up")
        for level, logger, message in messages
    ), messages
    assert any(
        level == "warning"
        and logger == "mcp_agent.bus"
        and message.startswith("change bus cannot reach Redis at start-up")
        for level, logger, message in messages
    ), messages
    # Once, not once per retry: the bus keeps retrying in the background.
    assert sum("cannot reach Redis" in message for _, _, message in messages) == 1
    access = [line for line in lines if line["logger"] == "mcp_agent.access" and line.get("path", "/mcp") == "/mcp"]
    assert [(line["level"], line["status"], line["tool"], line["id"]) for line in access] == [
        ("error", 503, "summarize_thread", 7)
    ]


async def test_a_lost_and_regained_bus_connection_is_logged_and_counted(
    disposable_redis_server: RedisServer, tmp_path: Path
) -> None:
    env = {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": disposable_redis_server.url}
    with live_server(env=env) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:

            async def ready_is(status: int) -> None:
                async with asyncio.timeout(15):
                    while (await client.get("/readyz")).status_code != status:
                        await asyncio.sleep(0.1)

            await ready_is(200)
            disposable_redis_server.stop()
            await ready_is(503)
            disposable_redis_server.start()
            await ready_is(200)
            reconnects = value(await scrape(client), "mcp_agent_bus_reconnects_total")
        output = stopped_output(server)
    assert reconnects == 1
    bus = [(line["level"], line["message"]) for line in json_lines(output) if line["logger"] == "mcp_agent.bus"]
    assert [entry for entry in bus if entry[0] != "debug"] == [
        ("info", "change bus connected"),
        *[entry for entry in bus if entry[1].startswith("change bus connection to Redis lost")],
        ("info", "change bus reconnected to Redis"),
    ], bus
    assert sum(level == "warning" for level, _ in bus) == 1


async def test_a_refused_handle_is_logged_with_its_kind_and_reason_never_the_handle(tmp_path: Path) -> None:
    forged = "h.forged-handle-value-that-must-never-be-logged"
    with live_server(env=tokens_env(tmp_path)) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            result = await summarize(authorized(client), forged)
        output = stopped_output(server)
    assert result["isError"] is True
    assert forged not in output and "forged-handle" not in output
    refused = [line for line in json_lines(output) if line.get("message") == "handle refused"]
    assert len(refused) == 1, output
    assert refused[0]["level"] == "info" and refused[0]["logger"] == "mcp_agent.dispatcher"
    assert (refused[0]["kind"], refused[0]["tool"], refused[0]["tenant"]) == (
        "conversation",
        "summarize_thread",
        TENANT,
    )
    assert isinstance(refused[0]["reason"], str) and refused[0]["reason"]


@pytest.mark.parametrize("how", ["env", "flag"])
async def test_the_log_level_applies_to_the_application_and_the_access_log(tmp_path: Path, how: str) -> None:
    args = ("--log-level", "WARNING") if how == "flag" else ()
    env = tokens_env(tmp_path, MCP_AGENT_LOG_LEVEL="warning") if how == "env" else tokens_env(tmp_path)
    with live_server(*args, env=env) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            rpc = authorized(client)
            await summarize(rpc, request_id="fine")  # 200: an info line, not written
            await summarize(rpc, "h.not-a-handle")  # "handle refused" is info too
            unknown = await rpc.call("tools/call", {"name": "no_such_tool", "arguments": {}}, id="bad")
            assert unknown.status_code == 400
        output = stopped_output(server)
    assert_no_colour(output)
    lines = json_lines(output)
    assert all(line["level"] in ("warning", "error", "critical") for line in lines), lines
    access = [line for line in lines if line["logger"] == "mcp_agent.access" and line.get("path", "/mcp") == "/mcp"]
    assert [(line["status"], line["id"]) for line in access] == [(400, "bad")]


async def test_every_line_of_a_server_with_two_workers_is_json_without_colour(redis_server: RedisServer) -> None:
    env = {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": redis_server.url, "MCP_AGENT_ACCESS_LOG": "true"}
    with live_server("--workers", "2", env=env, startup_timeout=30) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            await summarize(Rpc(client))
        output = stopped_output(server)
    assert_no_colour(output)
    lines = json_lines(output)  # the parent's own lines (uvicorn's supervisor) included
    assert any(line["logger"] == "uvicorn.error" and "parent process" in line["message"] for line in lines), lines
