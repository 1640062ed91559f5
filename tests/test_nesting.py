"""Nesting is bounded once, where the body is parsed: at most ``MAX_NESTING`` levels reach the server,
and every later encoding of a request's parts (the idempotency fingerprint, a stored task turn, the
reply) accepts whatever got through. Deeper requests get 400 with a JSON-RPC error, never a 500."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import InputRequired, RequestContext, Server, Settings, create_app
from mcp_agent.protocol.wire import MAX_NESTING, nests_deeper
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

EXT = "io.modelcontextprotocol/tasks"
WITH_TASKS: dict[str, Any] = {"extensions": {EXT: {}}, "elicitation": {}}
# A tools/call's arguments sit at level 3 (message, params, arguments): the deepest a value inside them
# may nest to stay within the limit.
ARGUMENT_LEVELS = MAX_NESTING - 3
# tasks/update: message, params, inputResponses, one response, its content: a value in it sits at level 6.
CONTENT_LEVELS = MAX_NESTING - 5


def nested(levels: int) -> Any:
    """``levels`` arrays and objects inside each other, alternating, a string at the bottom."""
    value: Any = "bottom"
    for level in range(levels):
        value = [value] if level % 2 else {"k": value}
    return value


def depth_of(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((depth_of(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth_of(v) for v in value), default=0)
    return 0


def build_server() -> Server:
    server = Server("nesting")

    @server.tool(description="How deep the value nests.")
    async def depth(value: Any) -> str:
        return f"depth {depth_of(value)}"

    @server.tool(task="optional", description="Asks for a value during its task and reports how deep it nests.")
    async def ask(ctx: RequestContext) -> str | InputRequired:
        answer = (ctx.input_responses or {}).get("value")
        if answer is None:
            schema = {"type": "object", "properties": {"v": {"type": "string"}}}  # a valid ElicitRequest schema
            return InputRequired(
                {"value": {"method": "elicitation/create", "params": {"message": "Value?", "requestedSchema": schema}}}
            )
        return f"depth {depth_of(answer)}"

    return server


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    settings = Settings(access_log=False, sealing_keys=[SecretStr("nesting-tests-sealing-secret-0123456789abcdef")])
    app = create_app(build_server(), settings)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
        yield schema_checked(client)


async def post(http: httpx.AsyncClient, message: dict[str, Any], **headers: str) -> httpx.Response:
    sent = headers_for(message)
    params = message["params"]
    if "taskId" in params:
        sent["Mcp-Name"] = params["taskId"]
    sent.update(headers)
    return await http.post("/mcp", content=json.dumps(message), headers=sent)


def call(levels: int, request_id: int = 7) -> dict[str, Any]:
    return body("tools/call", {"name": "depth", "arguments": {"value": nested(levels)}}, id=request_id)


async def test_the_deepest_accepted_call_is_fingerprinted_answered_and_replayed(http: httpx.AsyncClient) -> None:
    message = call(ARGUMENT_LEVELS)
    assert depth_of(message) == MAX_NESTING
    first = await post(http, message, **{"Idempotency-Key": "deep-1"})
    assert first.status_code == 200, first.text
    assert first.json()["result"]["content"][0]["text"] == f"depth {ARGUMENT_LEVELS}"
    again = await post(http, message, **{"Idempotency-Key": "deep-1"})
    assert again.status_code == 200 and again.json()["result"]["content"] == first.json()["result"]["content"]
    assert again.json()["result"]["_meta"]["dev.mcp-agent/idempotentReplay"] is True


@pytest.mark.parametrize("levels", [ARGUMENT_LEVELS + 1, 100, 252, 253, 600])
async def test_deeper_params_are_invalid_params_with_the_limit_named(http: httpx.AsyncClient, levels: int) -> None:
    # 253: what the fault campaign sent; its fingerprint used to fail in orjson (500 with a traceback).
    response = await post(http, call(levels, request_id=levels), **{"Idempotency-Key": f"deep-{levels}"})
    assert response.status_code == 400, response.text
    reply = response.json()
    assert reply["id"] == levels and reply["error"]["code"] == -32602
    assert f"{MAX_NESTING} levels" in reply["error"]["message"]


async def test_a_deep_envelope_is_an_invalid_request(http: httpx.AsyncClient) -> None:
    message = body("ping", {}, id="p")
    message["extra"] = nested(MAX_NESTING)
    response = await post(http, message)
    assert response.status_code == 400 and response.json()["error"]["code"] == -32600
    assert response.json()["id"] == "p"
    bare = await http.post(
        "/mcp", content=json.dumps(nested(MAX_NESTING + 1)), headers={"Content-Type": "application/json"}
    )
    assert bare.status_code == 400 and bare.json()["error"]["code"] == -32600


async def test_past_the_parser_own_limit_is_a_parse_error(http: httpx.AsyncClient) -> None:
    response = await http.post("/mcp", content=b"[" * 2000 + b"]" * 2000, headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and response.json()["error"]["code"] == -32700


async def test_brackets_inside_strings_do_not_count(http: httpx.AsyncClient) -> None:
    # The quick count of brackets over-counts these; the walk over the parsed value does not.
    message = body("tools/call", {"name": "depth", "arguments": {"value": "[{" * 5000}}, id=3)
    response = await post(http, message)
    assert response.status_code == 200 and response.json()["result"]["content"][0]["text"] == "depth 0"


async def test_task_input_at_the_limit_is_stored_and_deeper_is_refused(http: httpx.AsyncClient) -> None:
    created = await post(http, body("tools/call", {"name": "ask", "arguments": {}}, capabilities=WITH_TASKS))
    task_id = created.json()["result"]["taskId"]
    for _ in range(200):
        got = await post(http, body("tasks/get", {"taskId": task_id}, capabilities=WITH_TASKS))
        if got.json()["result"]["status"] == "input_required":
            break
        await asyncio.sleep(0.02)
    too_deep = body(
        "tasks/update",
        {"taskId": task_id, "inputResponses": {"value": {"action": "accept", "content": {"v": nested(250)}}}},
        capabilities=WITH_TASKS,
    )
    refused = await post(http, too_deep)
    assert refused.status_code == 400 and refused.json()["error"]["code"] == -32602, refused.text
    deepest = {"action": "accept", "content": {"v": nested(CONTENT_LEVELS)}}
    update = body("tasks/update", {"taskId": task_id, "inputResponses": {"value": deepest}}, capabilities=WITH_TASKS)
    assert depth_of(update) == MAX_NESTING
    accepted = await post(http, update)
    assert accepted.status_code == 200, accepted.text
    for _ in range(200):
        done = (await post(http, body("tasks/get", {"taskId": task_id}, capabilities=WITH_TASKS))).json()["result"]
        if done["status"] in ("completed", "failed"):
            break
        await asyncio.sleep(0.02)
    assert done["status"] == "completed", done
    assert done["result"]["content"][0]["text"] == f"depth {CONTENT_LEVELS + 2}"


@pytest.mark.parametrize("levels", [0, 1, 2, 10, MAX_NESTING - 1, MAX_NESTING, MAX_NESTING + 1, 300])
def test_nests_deeper_agrees_with_a_recursive_count(levels: int) -> None:
    value = nested(levels)
    raw = json.dumps(value).encode()
    assert nests_deeper(value, raw=raw) is (levels > MAX_NESTING)
    assert nests_deeper(value) is (levels > MAX_NESTING)
    wide = [nested(3)] * 1000 + [value]  # one deep branch among many shallow ones
    assert nests_deeper(wide) is (levels + 1 > MAX_NESTING)
