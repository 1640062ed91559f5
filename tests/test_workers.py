"""``mcp-agent serve --workers N``: several worker processes behind one port.

With the memory store each worker would hold its own records (a handle minted by one would read
as expired on the next), so N > 1 is refused at start-up without ``--store redis``; with Redis a
conversation continues whichever worker each call lands on.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.support.live_server import free_port, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import Rpc
from tests.test_metrics import access_lines, redis_env, served_by, summarize, wait_until_every_worker_serves

pytestmark = pytest.mark.integration  # mcp-agent serve subprocesses, real Redis

CONFIGURATION_ERROR = 2


def serve(*args: str) -> subprocess.CompletedProcess[str]:
    env = {name: value for name, value in os.environ.items() if not name.startswith("MCP_AGENT_")}
    return subprocess.run(
        [sys.executable, "-m", "mcp_agent", "serve", "--port", str(free_port()), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.mark.parametrize("store_flags", [[], ["--store", "memory"]])
def test_several_workers_on_the_memory_store_are_refused_at_start_up(store_flags: list[str]) -> None:
    completed = serve("--workers", "3", *store_flags)
    assert completed.returncode == CONFIGURATION_ERROR
    assert completed.stderr.startswith(
        "mcp-agent: --workers 3 > 1 needs --store redis or --store postgres (each worker would have its own memory store"
    ), completed.stderr
    assert "Traceback" not in completed.stderr and completed.stdout == ""


async def test_a_conversation_continues_across_two_workers_on_redis(redis_server: RedisServer, tmp_path: Path) -> None:
    appends = 30
    env = redis_env(redis_server, tmp_path, MCP_AGENT_ACCESS_LOG="true")
    with live_server("--workers", "2", env=env, startup_timeout=30) as server:
        await wait_until_every_worker_serves(server)
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            created = await summarize(Rpc(client), request_id="create")
        handle = created["conversation"]
        versions = []
        for i in range(appends):
            # A new connection per call: the kernel spreads connections over the workers.
            async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
                result = await summarize(Rpc(client), handle, request_id=f"append-{i}")
            assert "isError" not in result, result  # the handle opened, and the record was found, on either worker
            assert result["uri"] == created["uri"]  # the same conversation (its handle is sealed afresh each time)
            versions.append(result["version"])
        assert server.terminate(timeout=15) == 0
        pids = served_by(access_lines(server), "tools/call")
    assert versions == list(range(created["version"] + 1, created["version"] + 1 + appends))
    assert len(pids) == 2, f"every call was served by one worker: {pids}"
