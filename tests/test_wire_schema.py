"""The schema check every in-process test client runs (``tests/support/wire_schema.py``) catches what the
published schemas forbid, so a test passing through it proves our messages valid: a result without
``resultType``, a fractional ``ttlMs``, a failed task whose ``error`` is not a JSON-RPC error object, an
error with ``id: null``, an unknown notification; and the hook fails the request that received one."""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx
import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from tests.support.requests import BASE_URL, body, headers_for
from tests.support.wire_schema import check_message, schema_checked

pytestmark = pytest.mark.unit

META = {"io.modelcontextprotocol/serverInfo": {"name": "t", "version": "1"}}
TASK = {"taskId": "t-1", "createdAt": "2026-12-04T00:00:00Z", "lastUpdatedAt": "2026-12-04T00:00:01Z", "ttlMs": 60000}


def reply(result: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 1, "result": result}


GOOD: list[tuple[str, dict[str, Any]]] = [
    ("tools/list", reply({"resultType": "complete", "tools": [], "ttlMs": 0, "cacheScope": "public", "_meta": META})),
    (
        "tasks/get",
        reply({"resultType": "complete", **TASK, "status": "failed", "error": {"code": -32603, "message": "x"}}),
    ),
    ("tools/call", reply({"resultType": "task", **TASK, "status": "working", "pollIntervalMs": 500})),
    ("tools/call", {"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Unknown tool: x"}}),
]
BAD: list[tuple[str, dict[str, Any], str]] = [
    ("tools/list", reply({"tools": [], "ttlMs": 0, "cacheScope": "public"}), "no resultType"),
    ("tools/list", reply({"resultType": "complete", "tools": [], "ttlMs": 1.5, "cacheScope": "public"}), "ttlMs"),
    ("tasks/get", reply({"resultType": "complete", **TASK, "status": "failed", "error": "boom"}), "error a string"),
    ("tasks/get", reply({"resultType": "complete", **TASK, "status": "failed"}), "failed without error"),
    ("tools/call", reply({"resultType": "task", **TASK, "status": "working", "pollIntervalMs": 0.5}), "float poll"),
    ("tools/call", {"jsonrpc": "2.0", "id": None, "error": {"code": -32602, "message": "x"}}, "id null"),
    ("tools/call", {"jsonrpc": "2.0", "method": "notifications/whatever", "params": {}}, "unknown notification"),
]


def test_the_check_accepts_valid_messages_and_refuses_invalid_ones() -> None:
    for method, message in GOOD:
        check_message(message, method)
    for method, message, why in BAD:
        with pytest.raises(AssertionError):
            check_message(message, method)
            pytest.fail(f"accepted: {why}")


async def test_the_client_hook_fails_a_request_answered_with_an_invalid_message() -> None:
    async def endpoint(request: Request) -> JSONResponse:
        sent = json.loads(await request.body())
        result = {"tools": []} if sent["method"] == "tools/list" else {"resultType": "complete"}
        return JSONResponse({"jsonrpc": "2.0", "id": sent["id"], "result": result})

    app = Starlette(routes=[Route("/mcp", endpoint, methods=["POST"])])
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as http:
        client = schema_checked(http)
        fine = body("server/discover")
        with pytest.raises(AssertionError, match="DiscoverResult"):  # no supportedVersions, capabilities, ttlMs
            await client.post("/mcp", content=json.dumps(fine), headers=headers_for(fine))
        listing = body("tools/list")
        with pytest.raises(AssertionError, match="resultType. is a required property"):
            await client.post("/mcp", content=json.dumps(listing), headers=headers_for(listing))
