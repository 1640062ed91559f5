"""Dual era on one endpoint (spec-notes/dual-era.md): the decision table, one test per row, and the
2025-11-25 adapter (stateless: no session, same handlers), in process, with the official SDK, and
across two instances sharing Redis."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent.protocol.era import Era, select_era
from mcp_agent.protocol.headers import read_headers
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import PV_KEY, SERVER_INFO_KEY, VERSION, Rpc, body, headers_for, sse_messages
from tests.support.server import RESOURCE_URI

METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INVALID_REQUEST = -32600
MISSING_CAPABILITY = -32021
LEGACY = "2025-11-25"
JSON_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}


def legacy_body(method: str, params: dict[str, Any] | None = None, *, id: Any = 1) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def legacy_headers(version: str | None = LEGACY, **extra: str) -> dict[str, str]:
    headers = dict(JSON_HEADERS)
    if version is not None:
        headers["MCP-Protocol-Version"] = version
    headers.update(extra)
    return headers


def result_of(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    assert "mcp-session-id" not in response.headers
    message = response.json()
    assert "error" not in message, message
    return message["result"]  # type: ignore[no-any-return]


def error_of(response: Any, status: int, code: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    message = response.json()
    assert message["error"]["code"] == code, message
    assert message["error"]["message"]
    return message["error"]  # type: ignore[no-any-return]


async def legacy(rpc: Rpc, method: str, params: dict[str, Any] | None = None, **headers: str) -> Any:
    return await rpc.post(legacy_body(method, params), legacy_headers(**headers))


# -- the decision table: the classifier, one case per row -------------------------------------------

MODERN_META = {"_meta": {PV_KEY: VERSION, "io.modelcontextprotocol/clientCapabilities": {}}}


@pytest.mark.unit
@pytest.mark.parametrize(
    ("headers", "method", "params", "era"),
    [
        pytest.param({}, "tools/list", MODERN_META, Era.MODERN_META, id="modern-meta"),
        pytest.param(
            {"mcp-session-id": "s1"},
            "initialize",
            MODERN_META,
            Era.MODERN_META,
            id="modern-meta-beats-initialize-and-session",
        ),
        pytest.param({"mcp-protocol-version": VERSION}, "tools/list", {}, Era.MODERN_HEADER, id="modern-header"),
        pytest.param(
            {"mcp-protocol-version": "v999.0.0"}, "tools/list", {}, Era.MODERN_HEADER, id="unknown-header-is-modern"
        ),
        pytest.param({"mcp-session-id": "s1"}, "tools/list", {}, Era.LEGACY_SESSION, id="session-id"),
        pytest.param({}, "initialize", {"protocolVersion": LEGACY}, Era.LEGACY_INITIALIZE, id="initialize"),
        pytest.param(
            {"mcp-protocol-version": "2024-11-05"}, "tools/list", {}, Era.LEGACY_HEADER, id="legacy-header-2024-11-05"
        ),
        pytest.param(
            {"mcp-protocol-version": "2025-03-26"}, "tools/list", {}, Era.LEGACY_HEADER, id="legacy-header-2025-03-26"
        ),
        pytest.param(
            {"mcp-protocol-version": "2025-06-18"}, "tools/list", {}, Era.LEGACY_HEADER, id="legacy-header-2025-06-18"
        ),
        pytest.param(
            {"mcp-protocol-version": LEGACY},
            "tools/list",
            {"_meta": {"progressToken": 1}},
            Era.LEGACY_HEADER,
            id="legacy-header-with-2025-meta",
        ),
        pytest.param({}, "tools/list", {}, Era.LEGACY_BARE, id="neither"),
    ],
)
def test_decision_table(headers: dict[str, str], method: str, params: dict[str, Any], era: Era) -> None:
    raw = [(name.encode(), value.encode()) for name, value in headers.items()]
    assert select_era(read_headers(raw), method, params) is era


# -- the decision table over HTTP: ping answers {} only in the legacy era -------------------------


@pytest.mark.unit
async def test_row_modern_meta_initialize_is_404(rpc: Rpc) -> None:
    response = await rpc.call(
        "initialize", {"protocolVersion": LEGACY, "capabilities": {}}, extra_headers={"Mcp-Session-Id": "x"}
    )
    error_of(response, 404, METHOD_NOT_FOUND)


@pytest.mark.unit
async def test_row_modern_header_without_meta_is_400_invalid_params(rpc: Rpc) -> None:
    message = legacy_body("ping", {})
    error_of(await rpc.post(message, headers_for(message, MCP_Protocol_Version=VERSION)), 400, INVALID_PARAMS)


@pytest.mark.unit
async def test_row_session_id_is_legacy_and_ignored(rpc: Rpc) -> None:
    assert result_of(await rpc.post(legacy_body("ping"), legacy_headers(None, **{"Mcp-Session-Id": "made-up"}))) == {}


@pytest.mark.unit
@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18", LEGACY])
async def test_row_legacy_header_is_legacy(rpc: Rpc, version: str) -> None:
    assert result_of(await legacy(rpc, "ping", version=version)) == {}


@pytest.mark.unit
async def test_row_neither_header_nor_meta_is_legacy(rpc: Rpc) -> None:
    assert result_of(await rpc.post(legacy_body("ping"), legacy_headers(None))) == {}


@pytest.mark.unit
async def test_modern_only_mode_keeps_the_old_answers(make_client: Any) -> None:
    async with make_client(legacy_era=False) as rpc:
        error_of(await rpc.post(legacy_body("ping"), legacy_headers(None)), 400, INVALID_PARAMS)


# -- the legacy adapter --------------------------------------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize(
    ("requested", "negotiated"),
    [
        (LEGACY, LEGACY),
        ("2025-06-18", "2025-06-18"),
        ("2025-03-26", "2025-03-26"),
        ("2024-11-05", LEGACY),
        ("1999-01-01", LEGACY),
    ],
)
async def test_initialize_negotiates_the_version(rpc: Rpc, requested: str, negotiated: str) -> None:
    params = {
        "protocolVersion": requested,
        "capabilities": {"sampling": {}},
        "clientInfo": {"name": "old", "version": "1"},
    }
    response = await rpc.post(legacy_body("initialize", params), legacy_headers(None))
    assert "mcp-session-id" not in response.headers
    result = result_of(response)
    assert result["protocolVersion"] == negotiated
    assert result["serverInfo"] == {"name": "mcp-agent-tests", "version": result["serverInfo"]["version"]}
    assert result["capabilities"] == {
        "tools": {"listChanged": False},
        "resources": {"subscribe": False, "listChanged": False},
        "prompts": {"listChanged": False},
        "completions": {},
    }
    assert set(result) <= {"protocolVersion", "capabilities", "serverInfo", "instructions"}


@pytest.mark.unit
async def test_initialize_without_version_is_invalid_params(rpc: Rpc) -> None:
    error_of(await rpc.post(legacy_body("initialize", {}), legacy_headers(None)), 200, INVALID_PARAMS)


@pytest.mark.unit
@pytest.mark.parametrize(
    "method", ["notifications/initialized", "notifications/cancelled", "notifications/roots/list_changed"]
)
async def test_notifications_are_202(rpc: Rpc, method: str) -> None:
    response = await rpc.post({"jsonrpc": "2.0", "method": method}, legacy_headers(**{"Mcp-Session-Id": "x"}))
    assert response.status_code == 202 and response.content == b""


@pytest.mark.unit
async def test_tools_list_has_the_2025_shape(rpc: Rpc) -> None:
    result = result_of(await legacy(rpc, "tools/list"))
    assert set(result) == {"tools"}
    assert "echo" in {tool["name"] for tool in result["tools"]}


@pytest.mark.unit
async def test_tools_call_through_the_same_handler(rpc: Rpc) -> None:
    result = result_of(await legacy(rpc, "tools/call", {"name": "echo", "arguments": {"text": "hi", "count": 2}}))
    assert result["structuredContent"] == {"text": "hi", "count": 2, "flag": False, "hasSecret": False}
    assert "resultType" not in result and "_meta" not in result


@pytest.mark.unit
async def test_tool_result_meta_keeps_the_tools_own_keys(rpc: Rpc) -> None:
    modern = result_of(
        await rpc.call("tools/call", {"name": "with_meta", "arguments": {}}, extra_headers={"Mcp-Name": "with_meta"})
    )
    result = result_of(await legacy(rpc, "tools/call", {"name": "with_meta", "arguments": {}}))
    assert SERVER_INFO_KEY in modern["_meta"]
    assert result.get("_meta", {}) == {
        k: v for k, v in modern["_meta"].items() if not k.startswith("io.modelcontextprotocol/")
    }


@pytest.mark.unit
async def test_progress_streams_as_sse(rpc: Rpc) -> None:
    response = await legacy(
        rpc, "tools/call", {"name": "progress", "arguments": {"steps": 2}, "_meta": {"progressToken": "p1"}}
    )
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    messages = sse_messages(response.text)
    assert [m["method"] for m in messages[:-1]] == ["notifications/progress"] * 2
    assert "resultType" not in messages[-1]["result"]


@pytest.mark.unit
async def test_capability_needing_tool_is_a_clear_error(rpc: Rpc) -> None:
    error = error_of(
        await legacy(rpc, "tools/call", {"name": "needs_elicitation", "arguments": {}}), 200, MISSING_CAPABILITY
    )
    assert error["data"] == {"requiredCapabilities": {"elicitation": {}}}
    assert "2026-07-28" in error["message"]
    error_of(await legacy(rpc, "tools/call", {"name": "ask", "arguments": {}}), 200, MISSING_CAPABILITY)


@pytest.mark.unit
async def test_unknown_tool_is_invalid_params_in_the_body(rpc: Rpc) -> None:
    error_of(await legacy(rpc, "tools/call", {"name": "nope", "arguments": {}}), 200, INVALID_PARAMS)


@pytest.mark.unit
async def test_resources_and_prompts_and_completion(rpc: Rpc) -> None:
    assert set(result_of(await legacy(rpc, "resources/list"))) == {"resources"}
    assert set(result_of(await legacy(rpc, "resources/templates/list"))) == {"resourceTemplates"}
    read = result_of(await legacy(rpc, "resources/read", {"uri": RESOURCE_URI}))
    assert set(read) == {"contents"} and read["contents"][0]["uri"] == RESOURCE_URI
    prompts = result_of(await legacy(rpc, "prompts/list"))
    assert "greet" in {p["name"] for p in prompts["prompts"]}
    prompt = result_of(await legacy(rpc, "prompts/get", {"name": "greet", "arguments": {"name": "Ada"}}))
    assert "resultType" not in prompt and "Ada" in json.dumps(prompt["messages"])
    completion = result_of(
        await legacy(
            rpc,
            "completion/complete",
            {
                "ref": {"type": "ref/prompt", "name": "greet"},
                "argument": {"name": "name", "value": ""},
            },
        )
    )
    assert set(completion) == {"completion"} and isinstance(completion["completion"]["values"], list)


@pytest.mark.unit
@pytest.mark.parametrize(
    "method",
    [
        "logging/setLevel",
        "resources/subscribe",
        "resources/unsubscribe",
        "server/discover",
        "subscriptions/listen",
        "tasks/get",
    ],
)
async def test_unsupported_methods_are_method_not_found(rpc: Rpc, method: str) -> None:
    error = error_of(await legacy(rpc, method, {"level": "info", "uri": RESOURCE_URI}), 200, METHOD_NOT_FOUND)
    assert method in error["message"]


SERVED_VERSIONS = [VERSION, LEGACY, "2025-06-18", "2025-03-26"]


@pytest.mark.unit
@pytest.mark.parametrize(
    ("method", "version"),
    [
        ("server/discover", None),
        ("subscriptions/listen", None),
        ("server/discover", "2025-06-18"),
    ],
)
async def test_a_modern_method_sent_the_2025_way_is_told_how_to_send_it(
    rpc: Rpc, method: str, version: str | None
) -> None:
    """A first curl without the MCP headers is a 2025-era request (spec): the -32601 says what to send."""
    error = error_of(await rpc.post(legacy_body(method), legacy_headers(version)), 200, METHOD_NOT_FOUND)
    message = error["message"]
    assert f"MCP-Protocol-Version: {VERSION}" in message and f"Mcp-Method: {method}" in message
    assert PV_KEY in message and "io.modelcontextprotocol/clientCapabilities" in message
    assert ("no MCP-Protocol-Version header" if version is None else f"header names {version}") in message
    assert f"supported versions: {', '.join(SERVED_VERSIONS)}" in message
    assert error["data"] == {"method": method, "header": "MCP-Protocol-Version", "supported": SERVED_VERSIONS}


@pytest.mark.unit
async def test_modern_only_mode_names_the_headers_a_bare_request_lacks(make_client: Any) -> None:
    async with make_client(legacy_era=False) as rpc:
        error = error_of(await rpc.post(legacy_body("server/discover"), legacy_headers(None)), 400, INVALID_PARAMS)
    assert "MCP-Protocol-Version" in error["message"] and "Mcp-Method" in error["message"]
    assert f"supported versions: {VERSION}" in error["message"]


@pytest.mark.unit
async def test_meta_without_the_version_header_is_told_which_to_send(rpc: Rpc) -> None:
    message = body("server/discover")
    response = await rpc.post(message, headers_for(message, MCP_Protocol_Version=None))
    assert response.status_code == 400 and response.json()["error"]["code"] == -32020
    assert f"send MCP-Protocol-Version: {VERSION}" in response.json()["error"]["message"]


@pytest.mark.unit
async def test_get_and_delete_are_405(rpc: Rpc) -> None:
    for verb in ("GET", "DELETE"):
        response = await rpc.client.request(verb, "/mcp", headers=legacy_headers(**{"Mcp-Session-Id": "x"}))
        assert response.status_code == 405 and response.headers["allow"] == "POST"


@pytest.mark.unit
async def test_idempotency_key_works_in_legacy(rpc: Rpc) -> None:
    key = uuid.uuid4().hex
    first = await legacy(rpc, "tools/call", {"name": "echo", "arguments": {"text": "a"}}, **{"Idempotency-Key": key})
    again = await legacy(rpc, "tools/call", {"name": "echo", "arguments": {"text": "b"}}, **{"Idempotency-Key": key})
    assert result_of(first)["structuredContent"]["text"] == "a"
    assert again.status_code == 422, again.text  # same key, other arguments: refused as in the modern era


@pytest.mark.unit
async def test_modern_answers_unchanged_next_to_legacy(rpc: Rpc) -> None:
    result = result_of(await rpc.call("tools/list"))
    assert result["resultType"] == "complete" and "ttlMs" in result and SERVER_INFO_KEY in result["_meta"]


# -- the official SDK (2025 era) against one live server -----------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator[LiveServer]:
    with live_server("--conformance-fixtures") as running:
        yield running


@pytest.mark.integration
@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_sdk_client(server: LiveServer, mode: str) -> None:
    from mcp import Client

    async with Client(server.url, mode=mode) as client:
        assert client.protocol_version == (LEGACY if mode == "legacy" else VERSION)
        names = {tool.name for tool in (await client.list_tools()).tools}
        assert "test_simple_text" in names
        result = await client.call_tool("test_simple_text", {})
        assert result.content[0].text == "This is a simple text response for testing."  # type: ignore[union-attr]
        resources = (await client.list_resources()).resources
        assert resources
        read = await client.read_resource(str(resources[0].uri))
        assert read.contents


@pytest.mark.integration
async def test_sdk_low_level_session_initialize(server: LiveServer) -> None:
    from mcp.client.session import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async with streamable_http_client(server.url) as (read, write), ClientSession(read, write) as session:
        initialized = await session.initialize()
        assert initialized.protocol_version == LEGACY
        assert initialized.capabilities.logging is None
        tools = (await session.list_tools()).tools
        assert "test_simple_text" in {tool.name for tool in tools}
        result = await session.call_tool("test_simple_text", {})
        assert result.content[0].text == "This is a simple text response for testing."  # type: ignore[union-attr]
        resources = (await session.list_resources()).resources
        assert (await session.read_resource(str(resources[0].uri))).contents
        await session.send_ping()


# -- behind a load balancer: initialize on one instance, tools/call on the other -------------------

TOKEN = "dual-era-token-7c2f91"
SECRET = "dual-era-sealing-secret-0123456789abcdef0123"


@pytest.mark.integration
async def test_legacy_client_across_two_instances(tmp_path: Path, redis_server: RedisServer) -> None:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": "tenant-dual", "user": "bob", "scopes": []}}}))
    env = {
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis_server.url,
        "MCP_AGENT_SEALING_KEYS": SECRET,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_LOG_LEVEL": "warning",
    }
    auth = {"Authorization": f"Bearer {TOKEN}"}
    with live_server(env=env) as first, live_server(env=env) as second:
        async with httpx.AsyncClient(timeout=10) as http:

            async def post(url: str, method: str, params: dict[str, Any]) -> dict[str, Any]:
                response = await http.post(url, json=legacy_body(method, params), headers=legacy_headers(**auth))
                return result_of(response)

            init = await post(
                first.url,
                "initialize",
                {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "lb", "version": "1"}},
            )
            assert init["protocolVersion"] == LEGACY
            opened = await post(
                second.url,
                "tools/call",
                {
                    "name": "summarize_thread",
                    "arguments": {"messages": [{"sender": "a", "body": "Opening the thread on B."}], "max_turns": 3},
                },
            )
            assert not opened.get("isError"), opened
            handle = opened["structuredContent"]["conversation"]
            appended = await post(
                first.url,
                "tools/call",
                {
                    "name": "summarize_thread",
                    "arguments": {
                        "messages": [{"sender": "b", "body": "Continuing the thread on A."}],
                        "conversation": handle,
                        "max_turns": 3,
                    },
                },
            )
            assert not appended.get("isError"), appended
            assert appended["structuredContent"]["turn_index"] == 1
            unauthenticated = await http.post(second.url, json=legacy_body("tools/list"), headers=legacy_headers())
            assert unauthenticated.status_code == 401


@pytest.mark.unit
async def test_next_step_falls_back_to_its_rule_planner_and_approvals_in_legacy(make_agent_client: Any) -> None:
    """A 2025 client declares no sampling or elicitation per request: next_step decides with its rule
    planner, and an irreversible step waits as a pending approval (no elicitation to ask in the call)."""
    screen = (
        'Conversation with Sam\n[0] ImageButton "Navigate up"\n[1] TextView "Sam: are you coming?"\n'
        '[2] EditText "Message" focused value="on my way"\n[3] Button "Send"'
    )
    arguments = {
        "task": "send 'on my way' to Sam",
        "screen_description": screen,
        "step_count": 5,
        "plan": ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"],
        "current_subgoal": 3,
        "current_package": "com.example.messages",
    }
    async with make_agent_client() as client:
        result = result_of(await legacy(client, "tools/call", {"name": "next_step", "arguments": arguments}))
    structured = result["structuredContent"]
    assert structured["action"] == "tap" and structured["target_index"] == 3
    assert structured["requires_confirmation"] is True and structured["state_refs"]["approval"]
    assert "resultType" not in result
