"""The model's API key never leaves the request it authenticates: not in a log line, an error or a result.

A real ``mcp-agent serve`` (debug logging, access log on) is configured with ``MCP_AGENT_MODEL_*``
and talks to the loopback stand-in, which quotes the key back in its error messages the way real
providers quote (part of) a key. Its whole stderr is read after the calls. Integration: subprocesses.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import httpx2 as httpx
import pytest

from tests.support.live_server import live_server
from tests.support.model_api import Answer, Status, model_api
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

API_KEY = "sk-hygiene-5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b"
SCREEN = '[0] ImageButton "Navigate up"\n[1] EditText "Message" focused value="hi"\n[2] Button "Send"\n'
ARGUMENTS = {
    "task": "send 'hi' to Sam",
    "screen_description": SCREEN,
    "step_count": 3,
    "screenshot_b64": "iVBORw0KGgo=",
}


def call_next_step(url: str) -> dict[str, Any]:
    sent = body("tools/call", {"name": "next_step", "arguments": ARGUMENTS}, capabilities={})
    response = httpx.post(url, content=json.dumps(sent).encode(), headers=headers_for(sent), timeout=30)
    assert response.status_code == 200, response.text
    assert API_KEY not in response.text
    result: dict[str, Any] = response.json()["result"]["structuredContent"]
    return result


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_the_key_is_in_no_log_line_error_or_result(provider: str) -> None:
    with model_api(API_KEY) as stand_in:
        env = {
            "MCP_AGENT_MODEL_PROVIDER": provider,
            "MCP_AGENT_MODEL_BASE_URL": stand_in.base_url + ("/v1" if provider == "openai" else ""),
            "MCP_AGENT_MODEL_NAME": "hygiene-model",
            "MCP_AGENT_MODEL_API_KEY": API_KEY,
            "MCP_AGENT_MODEL_VISION": "true",
            "MCP_AGENT_MODEL_TIMEOUT_SECONDS": "2",
            "MCP_AGENT_LOG_LEVEL": "debug",
            "MCP_AGENT_ACCESS_LOG": "true",
        }
        with live_server(env=env) as server:
            stand_in.reset(Answer({"status_text": "Going back", "action": "back"}))
            assert call_next_step(server.url)["reasoning"].startswith("Tier model_vision:")
            reasons = []
            for failure in (Status(500), Status(529), Status(429, retry_after="60")):
                stand_in.reset(failure)  # the stand-in's error message quotes the key
                reasons.append(call_next_step(server.url)["reasoning"])
            stand_in.api_key = "sk-some-other-key"  # now ours is wrong: the 401 quotes it back
            reasons.append(call_next_step(server.url)["reasoning"])
            assert all("the rule planner decided instead" in reason for reason in reasons), reasons
            server.terminate()
            assert server.process.stderr is not None
            stderr = server.process.stderr.read().decode()
        assert len(stand_in.requests()) == 2, "the 429 beyond the timeout and the 401: neither retried"
    assert stderr.count("the server-side model gave no answer") == 4, stderr  # the failures were logged...
    assert API_KEY not in stderr  # ...without the key
    assert API_KEY[-12:] not in stderr and API_KEY[:12] not in stderr


def test_a_refused_model_configuration_names_the_variable_not_the_key() -> None:
    env = {
        **os.environ,
        "MCP_AGENT_MODEL_PROVIDER": "anthropic",
        "MCP_AGENT_MODEL_API_KEY": API_KEY,
        "MCP_AGENT_MODEL_TIMEOUT_SECONDS": "-1",
    }
    refused = subprocess.run(
        [sys.executable, "-m", "mcp_agent", "serve", "--port", "0"], env=env, capture_output=True, timeout=60
    )
    assert refused.returncode == 2
    stderr = refused.stderr.decode()
    assert "MCP_AGENT_MODEL_TIMEOUT_SECONDS" in stderr and "Traceback" not in stderr
    assert API_KEY not in stderr
    del env["MCP_AGENT_MODEL_TIMEOUT_SECONDS"]
    missing_name = subprocess.run(
        [sys.executable, "-m", "mcp_agent", "serve", "--port", "0"], env=env, capture_output=True, timeout=60
    )
    assert missing_name.returncode == 2
    assert "MCP_AGENT_MODEL_NAME" in missing_name.stderr.decode() and API_KEY not in missing_name.stderr.decode()
