"""What the app built is closed when it shuts down: the server-side model's and the Gmail source's
HTTP clients (their pooled connections to the provider and to Gmail end with the app), once each,
while a client handed in by the caller stays the caller's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr
from starlette.types import ASGIApp

from mcp_agent import Server, Settings, create_app
from mcp_agent.app import server_from_settings
from mcp_agent.app.collaborators import build_model
from mcp_agent.tools.summarize import SummarizeSettings
from mcp_agent.tools.summarize.credentials import env_variable
from mcp_agent.tools.summarize.sources.config import MailSources
from tests.support.gmail_api import GmailStandIn, gmail_api, rfc822
from tests.support.model_api import Answer, ModelStandIn, model_api
from tests.support.requests import BASE_URL, Rpc

API_KEY = "sk-shutdown-3c2b1a09f8e7d6c5b4a39281706f5e4d"
GMAIL_TOKEN = "ya29.shutdown-test-token"
SOURCE = "work-gmail"
SCREEN = '[0] TextView "Sam: are you coming?"\n[1] EditText "Message" focused value="on my way"\n[2] Button "Send"'
ANSWER = {"status_text": "Going back to the list", "action": "back", "reasoning": "this is the wrong conversation"}
WHEN = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


@contextlib.asynccontextmanager
async def lifespan(app: ASGIApp) -> AsyncIterator[None]:
    """Start ``app`` and shut it down as uvicorn does: the ASGI lifespan protocol."""
    to_app: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    from_app: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    await to_app.put({"type": "lifespan.startup"})
    running = asyncio.create_task(
        app({"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, to_app.get, from_app.put)
    )
    assert (await asyncio.wait_for(from_app.get(), 10))["type"] == "lifespan.startup.complete"
    try:
        yield
    finally:
        await to_app.put({"type": "lifespan.shutdown"})
        assert (await asyncio.wait_for(from_app.get(), 10))["type"] == "lifespan.shutdown.complete"
        await running


def connections_to(port: int) -> int:
    """TCP connections this process holds open to 127.0.0.1:``port`` (Linux: its socket fds in /proc/net/tcp)."""
    ours = set()
    for fd in os.listdir("/proc/self/fd"):
        with contextlib.suppress(OSError):
            target = os.readlink(f"/proc/self/fd/{fd}")
            if target.startswith("socket:["):
                ours.add(target[len("socket:[") : -1])
    established = 0
    with open("/proc/net/tcp") as table:
        for line in table.readlines()[1:]:
            fields = line.split()
            remote_port, state, inode = int(fields[2].split(":")[1], 16), fields[3], fields[9]
            established += remote_port == port and state == "01" and inode in ours
    return established


@pytest.fixture
def gmail() -> Iterator[GmailStandIn]:
    api = GmailStandIn(valid_token=GMAIL_TOKEN)
    raw = rfc822(
        sender="Ann <ann@example.com>",
        to="me@example.com",
        subject="Launch",
        date=WHEN,
        message_id="l@x",
        body="Friday.",
    )
    api.add_thread([(raw, WHEN)], thread_id="18c0000000000a01")
    with gmail_api(api) as served:
        yield served


@pytest.fixture
def model() -> Iterator[ModelStandIn]:
    with model_api(API_KEY) as served:
        yield served


def settings_for(tmp_path: Path, gmail: GmailStandIn, model: ModelStandIn) -> tuple[Settings, SummarizeSettings]:
    sources = tmp_path / "mail-sources.json"
    sources.write_text(json.dumps({"*": {SOURCE: {"kind": "gmail", "base_url": gmail.base_url}}}))
    settings = Settings(
        store="memory",
        access_log=False,
        model_provider="openai",
        model_base_url=model.base_url + "/v1",
        model_name="shutdown-model",
        model_api_key=SecretStr(API_KEY),
        model_timeout_seconds=5.0,
        model_answer_format="json",
    )
    return settings, SummarizeSettings(mail_sources=str(sources))


async def tool_call(rpc: Rpc, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    response = await rpc.call("tools/call", {"name": name, "arguments": arguments})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    assert not result.get("isError"), result
    return result


@pytest.mark.integration  # the stand-ins listen on loopback sockets
async def test_the_model_and_gmail_connections_end_when_the_app_shuts_down(
    tmp_path: Path, gmail: GmailStandIn, model: ModelStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(env_variable(SOURCE), GMAIL_TOKEN)
    model.reset(Answer(ANSWER))
    settings, summarize = settings_for(tmp_path, gmail, model)
    app = create_app(
        server_from_settings(settings, plugin_settings=[summarize]), settings
    )  # what `mcp-agent serve` builds
    model_port, gmail_port = model.port, int(gmail.base_url.rsplit(":", 1)[1])

    async with lifespan(app):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=30) as http:
            rpc = Rpc(http)
            decided = await tool_call(
                rpc, "next_step", {"task": "send 'on my way' to Sam", "screen_description": SCREEN, "step_count": 3}
            )
            listed = await tool_call(rpc, "list_threads", {"source": SOURCE})
        assert "server's model" in decided["structuredContent"]["reasoning"], "the model was asked"
        assert [t["subject"] for t in listed["structuredContent"]["threads"]] == ["Launch"]
        # Both clients keep their connection for the next call while the app runs...
        assert connections_to(model_port) == 1 and connections_to(gmail_port) == 1

    # ... and closing them at shutdown ends it (not the server's keep-alive timeout, seconds later).
    assert connections_to(model_port) == 0
    assert connections_to(gmail_port) == 0


@pytest.mark.unit
async def test_a_client_the_caller_hands_in_stays_open() -> None:
    settings = Settings(model_provider="openai", model_name="m", model_base_url="http://127.0.0.1:9/v1")
    async with httpx.AsyncClient() as given:
        model = build_model(settings, given)
        sources = MailSources.from_document(
            {"*": {SOURCE: {"kind": "gmail"}}},
            origin="inline",
            base_dir=Path("."),
            max_message_bytes=1_000,
            http=given,
        )
        assert model is not None
        await model.aclose()
        await sources.aclose()
        assert not given.is_closed


@pytest.mark.unit
async def test_shutdown_hooks_run_once_each_in_order_even_after_one_fails() -> None:
    ran: list[str] = []

    async def first() -> None:
        ran.append("first")
        raise RuntimeError("a client that would not close")

    async def second() -> None:
        ran.append("second")

    tools = Server("tools")
    tools.on_shutdown(first)
    served = Server("served")
    served.include(tools)  # its hooks are shared with the server that is served, and run once
    served.on_shutdown(second)

    await served.shutdown()
    await served.shutdown()
    await tools.shutdown()
    assert ran == ["first", "second"]
