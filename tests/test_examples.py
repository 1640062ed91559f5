"""The README's promises for ``examples/custom_tools.py`` (served with ``mcp-agent serve --app``, called
with the official SDK client and a bearer token, from a fresh clone's venv) and for its first ``curl``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from mcp_agent._version import __version__
from tests.support.live_server import live_server
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "example-token-0123456789"


def _tokens(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "tokens.json"
    path.write_text(json.dumps({"tokens": {TOKEN: {"tenant": "acme", "user": "ann", "scopes": []}}}))
    return {"MCP_AGENT_AUTH_TOKENS_FILE": str(path)}


def _run_example(url: str, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "examples/custom_tools.py", "--url", url, *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_custom_tools_example_served_with_app_and_called_with_the_sdk(tmp_path: Path) -> None:
    with live_server("--app", "examples.custom_tools:server", env=_tokens(tmp_path)) as server:
        completed = _run_example(server.url, "--token", TOKEN)
        assert completed.returncode == 0, completed.stderr
        lines = completed.stdout.splitlines()
        # The built-in agent tools are served beside the example's own.
        # resolve_approval is not listed: this token lacks its scope (approvals:resolve).
        assert (
            lines[0] == "['get_approval', 'increment', 'list_threads', 'next_step', 'summarize_thread', 'word_count']"
        )
        assert lines[1] == "word_count: {'words': 4, 'characters': 27}"
        assert lines[2] == "counter: 2 then 5"

        refused = _run_example(server.url)  # no bearer token: the server has authentication configured
        assert refused.returncode != 0
        assert "Unauthenticated" in refused.stderr


def test_no_builtin_tools_serves_the_app_alone(tmp_path: Path) -> None:
    with live_server("--app", "examples.custom_tools:server", "--no-builtin-tools", env=_tokens(tmp_path)) as server:
        completed = _run_example(server.url, "--token", TOKEN)
        assert completed.returncode == 0, completed.stderr
        assert completed.stdout.splitlines()[0] == "['increment', 'word_count']"


def test_app_with_two_workers_shares_state_and_shuts_down_cleanly(tmp_path: Path, redis_server: RedisServer) -> None:
    """--app behaves as the default app does: workers share the store and the sealing keys, SIGTERM drains."""
    env = {**_tokens(tmp_path), "MCP_AGENT_REDIS_URL": redis_server.url}
    with live_server("--app", "examples.custom_tools:server", "--workers", "2", "--store", "redis", env=env) as server:
        # Several runs over fresh connections land on both workers; each must open the other's handles.
        for _ in range(4):
            completed = _run_example(server.url, "--token", TOKEN)
            assert completed.returncode == 0, completed.stderr
            assert completed.stdout.splitlines()[2] == "counter: 2 then 5"
        started = time.monotonic()
        assert server.terminate(timeout=10) == 0
        assert time.monotonic() - started < 5


def _readme_curls() -> tuple[str, dict[str, Any], str]:
    """The quick start's curl command, the answer the README shows for it, and its plain curl without headers."""
    readme = (ROOT / "README.md").read_text()
    found = re.search(r"```bash\n(curl .*?)```\s*\n.*?```json\n(.*?)```", readme, re.DOTALL)
    assert found, "README.md has no curl block followed by its JSON answer"
    plain = re.search(r"a plain\s+`(curl [^`]*)`", readme)
    assert plain, "README.md no longer shows the plain curl"
    return found[1], json.loads(found[2]), plain[1]


def _run_curl(command: str, base_url: str) -> dict[str, Any]:
    assert "http://127.0.0.1:8000/" in command
    completed = subprocess.run(
        ["bash", "-c", command.replace("http://127.0.0.1:8000/", f"{base_url}/")],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert completed.returncode == 0, completed.stderr
    answer: dict[str, Any] = json.loads(completed.stdout)
    return answer


def test_readme_curl_gets_the_answer_the_readme_shows() -> None:
    command, shown, plain = _readme_curls()
    with live_server() as server:
        answer = _run_curl(command, server.base_url)
        bare = _run_curl(plain, server.base_url)
    server_info = "io.modelcontextprotocol/serverInfo"
    assert answer["result"]["_meta"][server_info].pop("version") == __version__  # a release changes it, not the README
    shown["result"]["_meta"][server_info].pop("version")
    assert answer == shown
    error = bare["error"]
    assert error["code"] == -32601
    assert "MCP-Protocol-Version: 2026-07-28" in error["message"] and "2025-11-25" in error["message"]
