"""Request builders for 2026-07-28 envelopes, and ``Rpc``, a client for the in-process app."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx

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


def body(
    method: str, params: dict[str, Any] | None = None, *, id: Any = 1, with_meta: bool = True, **meta_extra: Any
) -> dict[str, Any]:
    """A JSON-RPC request; ``params._meta`` is filled in (from ``meta_extra``) unless given or ``with_meta=False``."""
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
    """A ``tools/call`` of the test registry's ``echo`` tool."""
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

    async def post(
        self, message: Any, headers: dict[str, str] | None = None, *, raw: bytes | None = None
    ) -> httpx.Response:
        if headers is None:
            headers = (
                headers_for(message)
                if isinstance(message, dict) and "method" in message
                else {"Content-Type": "application/json"}
            )
        content = raw if raw is not None else json.dumps(message).encode()
        return await self.client.post("/mcp", content=content, headers=headers)

    async def call(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        *,
        extra_headers: dict[str, str] | None = None,
        **kw: Any,
    ) -> httpx.Response:
        message = body(method, params, **kw)
        headers = headers_for(message)
        headers.update(extra_headers or {})
        return await self.post(message, headers)


def sse_messages(text: str) -> list[dict[str, Any]]:
    """Every ``data:`` line of an SSE body, decoded; each must hold exactly one JSON-RPC message."""
    return [json.loads(line[len("data:") :].strip()) for line in text.splitlines() if line.startswith("data:")]
