"""``examples/glossary_plugin``, a third-party plugin, installed by pip (a real dist-info with its entry point)
where ``mcp-agent`` finds it: its command writes a definition into the server's store, ``mcp-agent serve``
serves its tool beside the built-in ones, with its own setting and its own metric.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from tests.support.live_server import live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A directory the example is installed into, as ``pip install`` puts any package (built from a copy:
    setuptools writes its build files beside the sources)."""
    work = tmp_path_factory.mktemp("glossary-plugin")
    source = work / "source"
    shutil.copytree(ROOT / "examples" / "glossary_plugin", source)
    target = work / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--target",
            str(target),
            str(source),
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert list(target.glob("mcp_agent_glossary-*.dist-info/entry_points.txt"))
    yield target


def with_plugin(site: Path, **env: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)]), **env}


def mcp_agent(site: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mcp_agent", *args],
        env=with_plugin(site, **env),
        capture_output=True,
        text=True,
        timeout=60,
    )


def call(http: httpx.Client, method: str, params: dict[str, Any]) -> dict[str, Any]:
    message = body(method, params)
    response = http.post("/mcp", content=json.dumps(message).encode(), headers=headers_for(message))
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    return result


def test_the_installed_plugin_adds_its_command_and_its_served_tool(site: Path, redis_server: RedisServer) -> None:
    assert "glossary" in mcp_agent(site, "--help").stdout
    tenant_term = f"SLA-{uuid.uuid4().hex[:6]}"  # the shared Redis is never flushed
    on_redis = {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": redis_server.url}
    put = mcp_agent(
        site,
        "glossary",
        "put",
        "--tenant",
        "local",
        "--term",
        tenant_term,
        "--meaning",
        "service level agreement",
        **on_redis,
    )
    assert put.returncode == 0, put.stderr

    env = with_plugin(site, **on_redis)
    with live_server(env=env) as server, httpx.Client(base_url=server.base_url, timeout=20) as http:
        listed = [tool["name"] for tool in call(http, "tools/list", {})["tools"]]
        assert "define" in listed and "next_step" in listed and "summarize_thread" in listed
        defined = call(http, "tools/call", {"name": "define", "arguments": {"term": tenant_term.lower()}})
        assert defined["content"][0]["text"] == "service level agreement"
        missing = call(http, "tools/call", {"name": "define", "arguments": {"term": "nowhere"}})
        assert missing["isError"] is True and "mcp-agent glossary put" in missing["content"][0]["text"]
        metrics = http.get("/metrics").text
        assert 'glossary_lookups_total{found="true"} 1.0' in metrics
        assert 'glossary_lookups_total{found="false"} 1.0' in metrics

    # --no-builtin-tools leaves out only the built-in tools: an installed plugin is still served.
    with live_server("--no-builtin-tools", env=env) as alone, httpx.Client(base_url=alone.base_url, timeout=20) as http:
        assert [tool["name"] for tool in call(http, "tools/list", {})["tools"]] == ["define"]


def test_the_plugin_refuses_what_its_settings_and_the_server_store_cannot_take(site: Path) -> None:
    memory = mcp_agent(
        site, "glossary", "put", "--tenant", "acme", "--term", "SLA", "--meaning", "m", MCP_AGENT_STORE="memory"
    )
    assert memory.returncode == 2 and "MCP_AGENT_STORE is 'memory'" in memory.stderr
    long = mcp_agent(
        site,
        "glossary",
        "put",
        "--tenant",
        "acme",
        "--term",
        "SLA",
        "--meaning",
        "m" * 11,
        MCP_AGENT_GLOSSARY_MAX_CHARS="10",
    )
    assert long.returncode == 2 and "MCP_AGENT_GLOSSARY_MAX_CHARS (10 characters)" in long.stderr
    invalid = mcp_agent(site, "serve", "--port", "0", MCP_AGENT_GLOSSARY_MAX_CHARS="0")
    assert invalid.returncode == 2
    assert invalid.stderr == "mcp-agent: MCP_AGENT_GLOSSARY_MAX_CHARS: Input should be greater than or equal to 1\n"
