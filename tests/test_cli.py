"""``mcp-agent serve``: refuses unsafe configurations with exit code 2 and a message saying what to set."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import httpx2 as httpx
import pytest

from mcp_agent.cli import main
from tests.conftest import body, headers_for
from tests.live_server import free_port, live_server


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No MCP_AGENT_* from the outside; whatever main() writes into os.environ is undone afterwards."""
    saved = dict(os.environ)
    for name in list(os.environ):
        if name.startswith("MCP_AGENT_"):
            monkeypatch.delenv(name)
    yield monkeypatch
    os.environ.clear()
    os.environ.update(saved)


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("MCP_AGENT_")}
    return subprocess.run(
        [sys.executable, "-m", "mcp_agent", *args], env={**base, **(env or {})},
        capture_output=True, text=True, timeout=20,
    )


def test_non_loopback_without_allowed_hosts_refuses_to_start() -> None:
    completed = run_cli("serve", "--host", "0.0.0.0", "--port", str(free_port()))
    assert completed.returncode == 2
    assert "MCP_AGENT_ALLOWED_HOSTS" in completed.stderr
    assert "Traceback" not in completed.stderr


@pytest.mark.parametrize("host", ["0.0.0.0", "192.0.2.10", "example.com", "::"])
def test_refusal_in_process(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], host: str) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--host", host, "--port", "1"])
    assert exited.value.code == 2
    assert "MCP_AGENT_ALLOWED_HOSTS" in capsys.readouterr().err


def test_host_from_environment_is_checked_too(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.setenv("MCP_AGENT_HOST", "10.1.2.3")
    with pytest.raises(SystemExit) as exited:
        main(["serve"])
    assert exited.value.code == 2
    assert "MCP_AGENT_ALLOWED_HOSTS" in capsys.readouterr().err


def test_allowed_hosts_without_auth_names_the_auth_settings(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.setenv("MCP_AGENT_ALLOWED_HOSTS", "mcp.example.com")
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--host", "0.0.0.0"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "MCP_AGENT_AUTH_TOKENS_FILE" in err or "MCP_AGENT_JWT_KEY" in err


@pytest.mark.parametrize(
    "name, value",
    [("MCP_AGENT_KEEPALIVE_SECONDS", "0"), ("MCP_AGENT_PORT", "not-a-port"), ("MCP_AGENT_MAX_BODY_BYTES", "10")],
)
def test_invalid_setting_exits_2_without_traceback(name: str, value: str) -> None:
    completed = run_cli("serve", env={name: value})
    assert completed.returncode == 2, completed.stderr
    assert "Traceback" not in completed.stderr
    assert completed.stderr.startswith("mcp-agent:")


def test_missing_command_is_a_usage_error() -> None:
    completed = run_cli()
    assert completed.returncode == 2
    assert "usage" in completed.stderr.lower()


def test_loopback_starts_and_honours_max_body_bytes_from_the_environment() -> None:
    with live_server(env={"MCP_AGENT_MAX_BODY_BYTES": "2048"}) as server:
        message = body("tools/list")
        ok = httpx.post(server.url, json=message, headers=headers_for(message), timeout=5)
        assert ok.status_code == 200
        message["params"]["padding"] = "x" * 4096
        too_big = httpx.post(server.url, json=message, headers=headers_for(message), timeout=5)
        assert too_big.status_code == 413
        assert isinstance(too_big.json()["error"]["code"], int)
        assert httpx.get(server.url, timeout=5).status_code == 405
