"""One request path for every route: the console, the probes and /metrics pass the same observation,
body limit and error boundary as /mcp (app/routing.py), and what each answers when things go wrong."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import RedisStore, Settings, create_app
from mcp_agent.console.pages.signin import SignInPages
from tests.next_step.test_approvals import ALICE, SEALING_KEY, tokens_file
from tests.support.live_server import free_port
from tests.support.requests import BASE_URL
from tests.support.tools import builtin_tools
from tests.support.wire_schema import schema_checked
from tests.test_responses import LogPipe


def _settings(tmp_path: Path, **extra: Any) -> Settings:
    return Settings(
        **{
            "store": "memory",
            "auth_tokens_file": str(tokens_file(tmp_path / "tokens.json")),
            "sealing_keys": [SecretStr(SEALING_KEY)],
            "access_log": True,
            **extra,
        },
    )


def _client(app: Any) -> httpx.AsyncClient:
    return schema_checked(httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10))


@pytest.mark.unit
async def test_an_unexpected_console_error_is_a_plain_500_and_a_logged_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    pipe = LogPipe(interval_seconds=3600)
    try:

        async def broken(self: SignInPages, request: Any) -> Any:
            raise RuntimeError("secret internal detail /srv/app.py line 42")

        monkeypatch.setattr(SignInPages, "form", broken)
        app = create_app(builtin_tools(), _settings(tmp_path), access_log=pipe.access_log())
        async with _client(app) as http:
            with caplog.at_level(logging.ERROR, logger="mcp_agent.errors"):
                response = await http.get("/console/signin")
            assert (await http.get("/healthz")).status_code == 200  # the server goes on answering
        assert response.status_code == 500
        assert response.text == "Internal Server Error"
        assert "secret" not in response.text and "Traceback" not in response.text
        (record,) = [r for r in caplog.records if r.name == "mcp_agent.errors"]
        assert record.exc_info is not None and "secret internal detail" in str(record.exc_info[1])
        assert record.path == "/console/signin"
        pipe.logs[0].flush()
        lines = {(line["path"], line["status"], line["level"]) for line in pipe.lines() if "path" in line}
        assert ("/console/signin", 500, "error") in lines and ("/healthz", 200, "info") in lines
    finally:
        pipe.close()


@pytest.mark.unit
async def test_the_console_and_probes_sit_behind_body_limits_and_methods(tmp_path: Path) -> None:
    pipe = LogPipe(interval_seconds=3600)
    try:
        app = create_app(builtin_tools(), _settings(tmp_path, max_body_bytes=64 * 1024), access_log=pipe.access_log())
        async with _client(app) as http:
            # An unauthenticated sign-in form far past any real form is refused before it is read.
            huge = await http.post(
                "/console/signin",
                content=b"token=" + b"x" * (1024 * 1024),
                headers={"content-type": "application/x-www-form-urlencoded"},
            )
            assert huge.status_code == 413
            assert (await http.post("/console/events")).status_code == 405
            assert (await http.post("/healthz", content=b"x" * (128 * 1024))).status_code == 413
            assert (await http.post("/healthz")).status_code == 405
        pipe.logs[0].flush()
        refused = [(line["path"], line["status"]) for line in pipe.lines() if line["status"] >= 400]
        assert refused == [("/console/signin", 413), ("/console/events", 405), ("/healthz", 413), ("/healthz", 405)]
    finally:
        pipe.close()


@pytest.mark.integration  # the store is a RedisStore whose server is not there: a real connection refused
async def test_a_console_page_whose_store_is_down_answers_503_with_retry_after(tmp_path: Path) -> None:
    store = RedisStore(f"redis://127.0.0.1:{free_port()}/0", socket_timeout=0.5, connect_timeout=0.5)
    try:
        app = create_app(builtin_tools(), _settings(tmp_path, access_log=False), store=store)
        async with _client(app) as http:
            signed_in = await http.post("/console/signin", data={"token": ALICE})
            assert signed_in.status_code in (200, 303, 503)
            page = await http.get("/console")
        assert page.status_code == 503
        assert page.headers["retry-after"] == "1"
        assert "unavailable" in page.text and "Traceback" not in page.text
    finally:
        await store.aclose()
