"""Shared fixtures: an in-process client for the app serving the test registry, and request builders."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent.app import create_app
from mcp_agent.settings import Settings

try:
    from tests.support import build_test_server
except ModuleNotFoundError:  # pragma: no cover
    from support import build_test_server  # type: ignore[no-redef]

VERSION = "2026-07-28"
PV_KEY = "io.modelcontextprotocol/protocolVersion"
CAPS_KEY = "io.modelcontextprotocol/clientCapabilities"
INFO_KEY = "io.modelcontextprotocol/clientInfo"
LOG_KEY = "io.modelcontextprotocol/logLevel"
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
SUBSCRIPTION_ID_KEY = "io.modelcontextprotocol/subscriptionId"
BASE_URL = "http://127.0.0.1"
ACCEPT = "application/json, text/event-stream"


def meta(*, version: str = VERSION, capabilities: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """A complete per-request ``_meta``; extra keys (``progressToken``, full key names) are added as given."""
    result: dict[str, Any] = {
        PV_KEY: version,
        CAPS_KEY: capabilities if capabilities is not None else {},
        INFO_KEY: {"name": "tests", "version": "0"},
    }
    result.update(extra)
    return result


def body(method: str, params: dict[str, Any] | None = None, *, id: Any = 1, with_meta: bool = True, **meta_extra: Any) -> dict[str, Any]:
    params = dict(params or {})
    if with_meta and "_meta" not in params:
        params["_meta"] = meta(**meta_extra)
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method, "params": params}
    return message


def headers_for(message: dict[str, Any], **override: str | None) -> dict[str, str]:
    """The headers a correct client sends for ``message``; ``override`` replaces (None removes) by name."""
    params = message.get("params") or {}
    version = ((params.get("_meta") or {}).get(PV_KEY)) if isinstance(params.get("_meta"), dict) else None
    headers: dict[str, str] = {"Content-Type": "application/json", "Accept": ACCEPT}
    if isinstance(version, str):
        headers["MCP-Protocol-Version"] = version
    headers["Mcp-Method"] = message["method"]
    name_field = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}.get(message["method"])
    if name_field and isinstance(params.get(name_field), str):
        headers["Mcp-Name"] = params[name_field]
    for key, value in override.items():
        spelled = key.replace("_", "-")
        for existing in [h for h in headers if h.lower() == spelled.lower()]:
            del headers[existing]
        if value is not None:
            headers[spelled] = value
    return headers


def echo_call(arguments: dict[str, Any], **meta_extra: Any) -> dict[str, Any]:
    return body("tools/call", {"name": "echo", "arguments": arguments}, **meta_extra)


def echo_headers(arguments: dict[str, Any]) -> dict[str, str]:
    """Mcp-Param-* headers exactly as a correct client derives them from the arguments."""
    headers = {"Mcp-Param-Text": arguments["text"]} if "text" in arguments else {}
    if "count" in arguments:
        headers["Mcp-Param-Count"] = str(arguments["count"])
    if "flag" in arguments:
        headers["Mcp-Param-Flag"] = "true" if arguments["flag"] else "false"
    return headers


class Rpc:
    """Posts to the in-process app and decodes the reply."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client

    async def post(self, message: Any, headers: dict[str, str] | None = None, *, raw: bytes | None = None) -> httpx.Response:
        if headers is None:
            headers = headers_for(message) if isinstance(message, dict) and "method" in message else {"Content-Type": "application/json"}
        content = raw if raw is not None else json.dumps(message).encode()
        return await self.client.post("/mcp", content=content, headers=headers)

    async def call(self, method: str, params: dict[str, Any] | None = None, *, extra_headers: dict[str, str] | None = None, **kw: Any) -> httpx.Response:
        message = body(method, params, **kw)
        headers = headers_for(message)
        headers.update(extra_headers or {})
        return await self.post(message, headers)


def sse_messages(text: str) -> list[dict[str, Any]]:
    """Every ``data:`` line of an SSE body, decoded; each must hold exactly one JSON-RPC message."""
    return [json.loads(line[len("data:"):].strip()) for line in text.splitlines() if line.startswith("data:")]


@pytest.fixture
def make_client() -> Callable[..., Any]:
    """``async with make_client(**settings) as rpc``: an in-process app over the test registry."""
    import contextlib

    @contextlib.asynccontextmanager
    async def factory(**settings: Any) -> AsyncIterator[Rpc]:
        settings.setdefault("access_log", False)
        app = create_app(build_test_server(), Settings(**settings))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
            yield Rpc(client)

    return factory


@pytest.fixture
async def rpc(make_client: Callable[..., Any]) -> AsyncIterator[Rpc]:
    async with make_client() as client:
        yield client


@pytest.fixture(scope="session")
def threaded() -> Any:
    """One uvicorn server in a background thread (keep-alive 0.3 s), serving the test registry over a socket."""
    try:
        from tests.support import thread_server
    except ModuleNotFoundError:  # pragma: no cover
        from support import thread_server  # type: ignore[no-redef]

    with thread_server() as server:
        yield server
