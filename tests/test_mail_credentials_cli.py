"""``mcp-agent mail-credential put`` stores a credential that a separate server process then reads.

Everything is real: the command runs as its own process against Redis, the server as another
process with ``MCP_AGENT_MAIL_CREDENTIALS=store`` and the same keys, and the Gmail source talks
over HTTP to a local stand-in of the Gmail API (the one remote service we cannot run).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from tests.support.gmail_api import GmailStandIn, gmail_api, rfc822
from tests.support.live_server import live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

SEALING_KEYS = "mail-credential-cli-key-0123456789abcdef0123"
SOURCE = "work-gmail"
USER = "ann"
TOKEN = "mail-cli-bearer-ann-51c2"
SECRET = "ya29.operator-put-secret-8d41f0"
WRONG_SECRET = "ya29.stale-secret-2b77c9"


def put_credential(redis_url: str, tenant: str, user: str, secret: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mcp_agent",
            "mail-credential",
            "put",
            "--tenant",
            tenant,
            "--user",
            user,
            "--source",
            SOURCE,
        ],
        input=secret + "\n",
        capture_output=True,
        text=True,
        timeout=20,
        env={
            **os.environ,
            "MCP_AGENT_STORE": "redis",
            "MCP_AGENT_REDIS_URL": redis_url,
            "MCP_AGENT_SEALING_KEYS": SEALING_KEYS,
            **env,
        },
    )


def list_threads(http: httpx.Client) -> dict[str, Any]:
    message = body("tools/call", {"name": "list_threads", "arguments": {"source": SOURCE}})
    headers = headers_for(message, Authorization=f"Bearer {TOKEN}")
    response = http.post("/mcp", content=json.dumps(message).encode(), headers=headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    return result


def test_a_put_credential_is_read_by_the_server_and_the_latest_put_wins(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    tenant = f"acme-{uuid.uuid4().hex[:8]}"  # the shared Redis is never flushed: a tenant of this test's own
    api = GmailStandIn(valid_token=SECRET)
    api.add_thread(
        [
            (
                rfc822(
                    sender="Bob Roe <bob@example.com>",
                    to="ann@example.com",
                    subject="Quarterly budget",
                    date=datetime(2026, 11, 2, 9, tzinfo=UTC),
                    message_id="budget@example.com",
                    body="Can we cut travel by ten percent?",
                ),
                datetime(2026, 11, 2, 9, tzinfo=UTC),
            )
        ]
    )
    with gmail_api(api):
        put = put_credential(redis_server.url, tenant, USER, SECRET)
        assert put.returncode == 0, put.stderr
        assert f"source '{SOURCE}' for tenant {tenant}, user {USER}" in put.stdout

        (tmp_path / "tokens.json").write_text(
            json.dumps({"tokens": {TOKEN: {"tenant": tenant, "user": USER, "scopes": []}}})
        )
        (tmp_path / "sources.json").write_text(
            json.dumps({tenant: {SOURCE: {"kind": "gmail", "base_url": api.base_url}}})
        )
        server_env = {
            "MCP_AGENT_STORE": "redis",
            "MCP_AGENT_REDIS_URL": redis_server.url,
            "MCP_AGENT_SEALING_KEYS": SEALING_KEYS,
            "MCP_AGENT_MAIL_CREDENTIALS": "store",
            "MCP_AGENT_MAIL_SOURCES": str(tmp_path / "sources.json"),
            "MCP_AGENT_AUTH_TOKENS_FILE": str(tmp_path / "tokens.json"),
            "MCP_AGENT_LOG_LEVEL": "debug",
        }
        with live_server(env=server_env) as server, httpx.Client(base_url=server.base_url, timeout=20) as http:
            listed = list_threads(http)
            assert not listed.get("isError"), listed
            assert [t["subject"] for t in listed["structuredContent"]["threads"]] == ["Quarterly budget"]

            # Rotated without restarting the server: the new version is used on the next call.
            stale = put_credential(redis_server.url, tenant, USER, WRONG_SECRET)
            assert stale.returncode == 0, stale.stderr
            rejected = list_threads(http)
            assert rejected.get("isError") is True, rejected
            assert f"source '{SOURCE}' rejected the access token" in rejected["content"][0]["text"]

            server.terminate()
            assert server.process.stderr is not None
            server_log = server.process.stderr.read().decode()

    assert api.requests, "the server never reached the Gmail stand-in"
    for secret in (SECRET, WRONG_SECRET):
        for output in (put.stdout, put.stderr, stale.stdout, stale.stderr, server_log):
            assert secret not in output


def test_a_tenant_wide_credential_serves_a_user_without_their_own(redis_server: RedisServer, tmp_path: Path) -> None:
    tenant = f"acme-{uuid.uuid4().hex[:8]}"
    with gmail_api(GmailStandIn(valid_token=SECRET)) as api:
        put = put_credential(redis_server.url, tenant, "*", SECRET)
        assert put.returncode == 0, put.stderr
        assert "every user without their own" in put.stdout
        (tmp_path / "tokens.json").write_text(
            json.dumps({"tokens": {TOKEN: {"tenant": tenant, "user": USER, "scopes": []}}})
        )
        (tmp_path / "sources.json").write_text(
            json.dumps({tenant: {SOURCE: {"kind": "gmail", "base_url": api.base_url}}})
        )
        server_env = {
            "MCP_AGENT_STORE": "redis",
            "MCP_AGENT_REDIS_URL": redis_server.url,
            "MCP_AGENT_SEALING_KEYS": SEALING_KEYS,
            "MCP_AGENT_MAIL_CREDENTIALS": "store",
            "MCP_AGENT_MAIL_SOURCES": str(tmp_path / "sources.json"),
            "MCP_AGENT_AUTH_TOKENS_FILE": str(tmp_path / "tokens.json"),
        }
        with live_server(env=server_env) as server, httpx.Client(base_url=server.base_url, timeout=20) as http:
            listed = list_threads(http)
    assert not listed.get("isError"), listed
    assert listed["structuredContent"]["threads"] == []


def test_a_memory_store_or_missing_sealing_keys_is_refused_before_anything_is_stored(redis_server: RedisServer) -> None:
    memory = put_credential(redis_server.url, "acme", USER, SECRET, MCP_AGENT_STORE="memory")
    assert memory.returncode == 2
    assert "MCP_AGENT_STORE is 'memory'" in memory.stderr and "lost" in memory.stderr

    keyless = put_credential(redis_server.url, "acme", USER, SECRET, MCP_AGENT_SEALING_KEYS="")
    assert keyless.returncode == 2
    assert "MCP_AGENT_SEALING_KEYS is not set" in keyless.stderr

    for refused in (memory, keyless):
        assert refused.stdout == ""
        assert SECRET not in refused.stderr


def test_an_empty_secret_is_refused(redis_server: RedisServer) -> None:
    empty = put_credential(redis_server.url, "acme", USER, "")  # just the newline: nothing is left after stripping it
    assert empty.returncode == 2
    assert "the secret on stdin is empty" in empty.stderr
