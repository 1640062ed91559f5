"""One test per row of the error table, the precedence cases, and header decoding (spec-notes/validation.md)."""

from __future__ import annotations

import asyncio
import base64
import json
from typing import Any

import pytest

from tests.support.requests import (
    CAPS_KEY,
    INFO_KEY,
    LOG_KEY,
    PV_KEY,
    VERSION,
    Rpc,
    body,
    echo_call,
    echo_headers,
    headers_for,
    meta,
)
from tests.support.server import RESOURCE_URI

pytestmark = pytest.mark.unit

# The wire codes, spelled out (README "Errors"): a test must fail if the server's constants drift.
HEADER_MISMATCH = -32020
MISSING_CAPABILITY = -32021
UNSUPPORTED_VERSION = -32022
INVALID_PARAMS = -32602
METHOD_NOT_FOUND = -32601
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
UNTRUSTED_HOST_OR_ORIGIN = -31006


def b64(text: str) -> str:
    return "=?base64?" + base64.b64encode(text.encode()).decode() + "?="


def error_of(response: Any, status: int, code: int, request_id: Any = 1) -> dict[str, Any]:
    """Assert the HTTP status, the JSON-RPC code and the echoed id; return the error object."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    message = response.json()
    assert message["jsonrpc"] == "2.0"
    assert message["error"]["code"] == code, message
    assert isinstance(message["error"]["message"], str) and message["error"]["message"]
    if request_id is None:
        assert "id" not in message, message
    else:
        assert message["id"] == request_id and type(message["id"]) is type(request_id)
    return message["error"]


def result_of(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    message = response.json()
    assert "error" not in message, message
    return message["result"]


async def post_echo(rpc: Rpc, arguments: dict[str, Any], **header_override: str | None) -> Any:
    message = echo_call(arguments)
    headers = headers_for(message)
    headers.update(echo_headers(arguments))
    for key, value in header_override.items():
        spelled = key.replace("_", "-")
        for existing in [h for h in headers if h.lower() == spelled.lower()]:
            del headers[existing]
        if value is not None:
            headers[spelled] = value
    return await rpc.post(message, headers)


# -- row: required _meta field missing → 400 / -32602 ---------------------------------------------


@pytest.mark.parametrize(
    "params",
    [
        pytest.param({}, id="no-_meta"),
        pytest.param({"_meta": {CAPS_KEY: {}}}, id="no-protocolVersion"),
        pytest.param({"_meta": {PV_KEY: VERSION}}, id="no-clientCapabilities"),
        pytest.param({"_meta": "2026-07-28"}, id="_meta-not-an-object"),
    ],
)
async def test_missing_required_meta_is_400_invalid_params(rpc: Rpc, params: dict[str, Any]) -> None:
    message = {"jsonrpc": "2.0", "id": 7, "method": "server/discover", "params": params}
    response = await rpc.post(message, headers_for(message, MCP_Protocol_Version=VERSION))
    error_of(response, 400, INVALID_PARAMS, 7)


async def test_client_info_is_optional(rpc: Rpc) -> None:
    m = meta()
    del m[INFO_KEY]
    message = body("server/discover", {"_meta": m})
    result = result_of(await rpc.post(message))
    assert VERSION in result["supportedVersions"]


# -- row: header/body mismatch or missing header → 400 / -32020 ----------------------------------


@pytest.mark.parametrize(
    "override",
    [
        pytest.param({"MCP-Protocol-Version": None}, id="protocol-version-missing"),
        pytest.param({"MCP-Protocol-Version": "2025-11-25"}, id="protocol-version-mismatch"),
        pytest.param({"Mcp-Method": None}, id="method-missing"),
        pytest.param({"Mcp-Method": "tools/list"}, id="method-mismatch"),
        pytest.param({"Mcp-Method": "TOOLS/CALL"}, id="method-different-case"),
        pytest.param({"Mcp-Name": None}, id="name-missing"),
        pytest.param({"Mcp-Name": "ECHO"}, id="name-mismatch"),
        pytest.param({"Mcp-Param-Text": None}, id="param-missing"),
        pytest.param({"Mcp-Param-Text": "other"}, id="param-mismatch"),
    ],
)
async def test_header_problems_are_400_header_mismatch(rpc: Rpc, override: dict[str, str | None]) -> None:
    response = await post_echo(rpc, {"text": "hello"}, **{k.replace("-", "_"): v for k, v in override.items()})
    error_of(response, 400, HEADER_MISMATCH)


async def test_resources_read_mcp_name_mirrors_the_uri(rpc: Rpc) -> None:
    message = body("resources/read", {"uri": RESOURCE_URI})
    assert result_of(await rpc.post(message))["contents"][0]["text"] == "hello"
    error_of(await rpc.post(message, headers_for(message, Mcp_Name="test://other")), 400, HEADER_MISMATCH)


async def test_prompts_get_mcp_name_mirrors_the_name(rpc: Rpc) -> None:
    message = body("prompts/get", {"name": "greet", "arguments": {"name": "Ada"}})
    assert result_of(await rpc.post(message))["messages"][0]["content"]["text"] == "Greet Ada"
    error_of(await rpc.post(message, headers_for(message, Mcp_Name=None)), 400, HEADER_MISMATCH)


# -- row: unsupported protocol version → 400 / -32022 with data.supported/requested --------------


async def test_unsupported_version_names_supported_versions(rpc: Rpc) -> None:
    message = body("server/discover", version="v999.0.0")
    error = error_of(await rpc.post(message), 400, UNSUPPORTED_VERSION)
    assert error["data"] == {"requested": "v999.0.0", "supported": [VERSION]}
    discovered = result_of(await rpc.call("server/discover"))["supportedVersions"]
    assert discovered == error["data"]["supported"]


async def test_legacy_initialize_is_told_which_versions_to_use(make_client: Any) -> None:
    # Modern-only mode (MCP_AGENT_LEGACY_ERA=false); by default initialize is served (tests/test_dual_era.py).
    message = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "old", "version": "1"}},
    }
    async with make_client(legacy_era=False) as rpc:
        response = await rpc.post(
            message, {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        )
    error = error_of(response, 400, UNSUPPORTED_VERSION, 0)
    assert error["data"]["supported"] == [VERSION]
    assert error["data"]["requested"] == "2025-11-25"


async def test_initialize_with_modern_meta_is_method_not_found(rpc: Rpc) -> None:
    response = await rpc.call("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}})
    error_of(response, 404, METHOD_NOT_FOUND)


# -- row: missing client capability → 400 / -32021 with requiredCapabilities object --------------


async def test_tool_needing_undeclared_capability_is_400_missing_capability(rpc: Rpc) -> None:
    response = await rpc.call("tools/call", {"name": "needs_elicitation", "arguments": {}}, id="cap-1")
    error = error_of(response, 400, MISSING_CAPABILITY, "cap-1")
    assert error["data"] == {"requiredCapabilities": {"elicitation": {}}}
    declared = await rpc.call(
        "tools/call", {"name": "needs_elicitation", "arguments": {}}, capabilities={"elicitation": {}}
    )
    assert result_of(declared)["content"][0]["text"] == "elicitation declared"


async def test_mrtr_asks_only_for_declared_capabilities(rpc: Rpc) -> None:
    only_sampling = result_of(
        await rpc.call("tools/call", {"name": "ask", "arguments": {}}, capabilities={"sampling": {}})
    )
    assert only_sampling["resultType"] == "input_required"
    assert [r["method"] for r in only_sampling["inputRequests"].values()] == ["sampling/createMessage"]
    only_elicitation = result_of(
        await rpc.call("tools/call", {"name": "ask", "arguments": {}}, capabilities={"elicitation": {}})
    )
    assert [r["method"] for r in only_elicitation["inputRequests"].values()] == ["elicitation/create"]
    neither = await rpc.call("tools/call", {"name": "ask", "arguments": {}})
    error = error_of(neither, 400, MISSING_CAPABILITY)
    assert set(error["data"]["requiredCapabilities"]) == {"elicitation", "sampling"}


# -- row: method not found (incl. removed methods) → 404 / -32601 ---------------------------------


@pytest.mark.parametrize(
    "method",
    ["ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe", "unknown/method", "tasks/get"],
)
async def test_removed_and_unknown_methods_are_404(rpc: Rpc, method: str) -> None:
    error_of(await rpc.call(method, id=f"m-{method}"), 404, METHOD_NOT_FOUND, f"m-{method}")


# -- row: Origin invalid → 403 without id; notifications → 202 ------------------------------------


async def test_foreign_origin_is_403_without_id(rpc: Rpc) -> None:
    message = body("server/discover")
    response = await rpc.post(message, headers_for(message, Origin="http://evil.example.com"))
    error_of(response, 403, UNTRUSTED_HOST_OR_ORIGIN, None)


async def test_notification_is_202_with_empty_body(rpc: Rpc) -> None:
    message = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}}
    response = await rpc.post(message)
    assert response.status_code == 202
    assert response.content == b""


# -- rows answered with -32602: unknown tool, cursor, prompt, logLevel, resource, requestState ----


async def test_unknown_tool_is_invalid_params(rpc: Rpc) -> None:
    error_of(await rpc.call("tools/call", {"name": "no_such_tool", "arguments": {}}, id=3), 400, INVALID_PARAMS, 3)


async def test_invalid_cursor_is_invalid_params(rpc: Rpc) -> None:
    error_of(await rpc.call("tools/list", {"cursor": "bogus"}), 400, INVALID_PARAMS)


async def test_unknown_prompt_is_invalid_params(rpc: Rpc) -> None:
    error_of(await rpc.call("prompts/get", {"name": "nope"}), 400, INVALID_PARAMS)


async def test_invalid_log_level_is_invalid_params(rpc: Rpc) -> None:
    response = await rpc.call("tools/list", **{LOG_KEY: "verbose"})
    error_of(response, 400, INVALID_PARAMS)


async def test_unknown_resource_is_invalid_params_with_uri(rpc: Rpc) -> None:
    uri = "test://nonexistent-resource"
    error = error_of(await rpc.call("resources/read", {"uri": uri}), 400, INVALID_PARAMS)
    assert error["data"]["uri"] == uri


async def _first_round(rpc: Rpc) -> str:
    first = result_of(await rpc.call("tools/call", {"name": "ask", "arguments": {}}, capabilities={"elicitation": {}}))
    return first["requestState"]


def _second_round(state: str) -> dict[str, Any]:
    return {
        "name": "ask",
        "arguments": {},
        "requestState": state,
        "inputResponses": {"name": {"action": "accept", "content": {"name": "Ada"}}},
    }


async def test_request_state_round_trip_then_tampered_is_rejected(rpc: Rpc) -> None:
    state = await _first_round(rpc)
    done = result_of(await rpc.call("tools/call", _second_round(state), id=2, capabilities={"elicitation": {}}))
    assert done["resultType"] == "complete"
    assert done["content"][0]["text"] == "hello Ada (round 2)"
    middle = len(state) // 2
    tampered = state[:middle] + ("A" if state[middle] != "A" else "B") + state[middle + 1 :]
    response = await rpc.call("tools/call", _second_round(tampered), id=3, capabilities={"elicitation": {}})
    error_of(response, 400, INVALID_PARAMS, 3)
    response = await rpc.call("tools/call", _second_round(state + "-TAMPERED"), id=4, capabilities={"elicitation": {}})
    error_of(response, 400, INVALID_PARAMS, 4)


async def test_expired_request_state_is_rejected(make_client: Any) -> None:
    async with make_client(request_state_ttl_seconds=1.0) as rpc:
        state = await _first_round(rpc)
        fresh = await rpc.call("tools/call", _second_round(state), capabilities={"elicitation": {}})
        assert result_of(fresh)["resultType"] == "complete"
        await asyncio.sleep(1.1)
        expired = await rpc.call("tools/call", _second_round(state), capabilities={"elicitation": {}})
        error_of(expired, 400, INVALID_PARAMS)


@pytest.mark.parametrize(
    "params, message",
    [
        ({"name": 5}, "Invalid params: name: Input should be a valid string"),
        ({"arguments": {}}, "Invalid params: name: Field required"),
        ({"name": "echo", "arguments": []}, "Invalid params: arguments: Input should be a valid dictionary"),
        (
            {"name": "echo", "arguments": {"text": "x"}, "requestState": 5},
            "Invalid params: requestState: Input should be a valid string",
        ),
        (
            {"name": "echo", "arguments": {"text": "x"}, "input_responses": [1]},
            "Invalid params: input_responses: Input should be a valid dictionary",
        ),
    ],
    ids=["name-not-a-string", "no-name", "arguments-not-an-object", "request-state-not-a-string", "by-field-name"],
)
async def test_malformed_tool_call_params_name_the_field(rpc: Rpc, params: dict[str, Any], message: str) -> None:
    # The plain call is read without pydantic (dispatcher.call_tool); every other shape keeps pydantic's words.
    headers = {"Mcp-Param-Text": "x"} if "arguments" in params and params["arguments"] else None
    error = error_of(await rpc.call("tools/call", params, extra_headers=headers), 400, INVALID_PARAMS)
    assert error["message"] == message


async def test_request_state_is_bound_to_its_tool(rpc: Rpc) -> None:
    state = await _first_round(rpc)
    params = {"name": "echo", "arguments": {"text": "x"}, "requestState": state}
    response = await rpc.call("tools/call", params, extra_headers={"Mcp-Param-Text": "x"})
    error_of(response, 400, INVALID_PARAMS)


# -- row: tool input-validation error → 200 isError, never echoing the value ---------------------


async def test_bad_arguments_are_an_is_error_result_without_the_secret(rpc: Rpc) -> None:
    secret = "hunter2-correct-horse-battery"
    response = await post_echo(rpc, {"text": "hi", "secret": secret})
    result = result_of(response)
    assert result["isError"] is True
    assert "secret" in result["content"][0]["text"]
    assert secret not in response.text
    # An integer argument sent as a string: Mcp-Param-Count compares numerically, so even a header
    # equal to the body's text is a mismatch, and the refusal does not repeat the value.
    wrong_type = await post_echo(rpc, {"text": "hi", "count": "s3cr3t-count"}, Mcp_Param_Count="s3cr3t-count")
    error_of(wrong_type, 400, HEADER_MISMATCH)
    assert "s3cr3t-count" not in wrong_type.text


# -- rows: parse error, batch, id handling --------------------------------------------------------


async def test_unparsable_body_is_400_parse_error_without_id(rpc: Rpc) -> None:
    response = await rpc.post(None, headers_for(body("tools/list")), raw=b'{"jsonrpc": "2.0", "id": 1, "method": ')
    error_of(response, 400, PARSE_ERROR, None)


async def test_batch_is_400_invalid_request(rpc: Rpc) -> None:
    response = await rpc.post([body("tools/list", id=1), body("tools/list", id=2)], headers_for(body("tools/list")))
    error_of(response, 400, INVALID_REQUEST, None)


async def test_posted_response_is_rejected(rpc: Rpc) -> None:
    response = await rpc.post({"jsonrpc": "2.0", "id": 5, "result": {}}, {"Content-Type": "application/json"})
    error_of(response, 400, INVALID_REQUEST, 5)


@pytest.mark.parametrize("request_id", ["abc", 0, -3, 2**53])
async def test_errors_echo_string_and_integer_ids(rpc: Rpc, request_id: Any) -> None:
    error_of(await rpc.call("unknown/method", id=request_id), 404, METHOD_NOT_FOUND, request_id)
    error_of(await rpc.call("server/discover", id=request_id, version="v9"), 400, UNSUPPORTED_VERSION, request_id)


@pytest.mark.parametrize("bad_id", [None, 1.5, True, {"x": 1}, [1]])
async def test_unreadable_id_is_omitted_never_null(rpc: Rpc, bad_id: Any) -> None:
    message = body("tools/list")
    message["id"] = bad_id
    error_of(await rpc.post(message), 400, INVALID_REQUEST, None)


# -- precedence (spec-notes/validation.md, "Order") ------------------------------------------------


async def test_missing_meta_beats_header_mismatch(rpc: Rpc) -> None:
    message = {"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {}}
    response = await rpc.post(message, headers_for(message, MCP_Protocol_Version="v999.0.0", Mcp_Method="tools/list"))
    error_of(response, 400, INVALID_PARAMS)


async def test_header_mismatch_beats_unsupported_version(rpc: Rpc) -> None:
    message = body("server/discover", version="v999.0.0")
    error_of(await rpc.post(message, headers_for(message, MCP_Protocol_Version=VERSION)), 400, HEADER_MISMATCH)


async def test_unsupported_version_beats_unknown_method(rpc: Rpc) -> None:
    error_of(await rpc.call("unknown/method", version="v999.0.0"), 400, UNSUPPORTED_VERSION)


async def test_method_header_mismatch_beats_unknown_method(rpc: Rpc) -> None:
    message = body("unknown/method")
    error_of(await rpc.post(message, headers_for(message, Mcp_Method="tools/list")), 400, HEADER_MISMATCH)


async def test_unknown_method_beats_invalid_log_level(rpc: Rpc) -> None:
    error_of(await rpc.call("unknown/method", **{LOG_KEY: "loud"}), 404, METHOD_NOT_FOUND)


async def test_param_header_mismatch_beats_argument_validation(rpc: Rpc) -> None:
    # secret too long (would be an isError result) but the header disagrees: the 400 wins.
    response = await post_echo(rpc, {"text": "hi", "secret": "x" * 20}, Mcp_Param_Text="bye")
    error_of(response, 400, HEADER_MISMATCH)


async def test_header_mismatch_beats_missing_capability(rpc: Rpc) -> None:
    message = body("tools/call", {"name": "needs_elicitation", "arguments": {}})
    error_of(await rpc.post(message, headers_for(message, Mcp_Name="echo")), 400, HEADER_MISMATCH)


async def test_unknown_tool_with_stray_param_header_is_invalid_params(rpc: Rpc) -> None:
    message = body("tools/call", {"name": "ghost", "arguments": {"text": "a"}})
    response = await rpc.post(message, {**headers_for(message), "Mcp-Param-Text": "b"})
    error_of(response, 400, INVALID_PARAMS)


# -- header decoding edge cases ---------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["mcp-method", "MCP-METHOD", "mCp-MeThOd"])
async def test_header_names_are_case_insensitive(rpc: Rpc, spelling: str) -> None:
    message = echo_call({"text": "hi"})
    headers = headers_for(message, Mcp_Method=None, Mcp_Name=None)
    headers[spelling] = "tools/call"
    headers["MCP-NAME"] = "echo"
    headers["mcp-param-TEXT"] = "hi"
    assert result_of(await rpc.post(message, headers))["structuredContent"]["text"] == "hi"


async def test_header_values_are_trimmed(rpc: Rpc) -> None:
    response = await post_echo(
        rpc,
        {"text": "hi", "count": 3},
        Mcp_Name="  echo\t",
        Mcp_Method=" tools/call ",
        Mcp_Param_Text="  hi ",
        Mcp_Param_Count=" 3 ",
    )
    assert result_of(response)["structuredContent"] == {"text": "hi", "count": 3, "flag": False, "hasSecret": False}


async def test_header_values_are_case_sensitive(rpc: Rpc) -> None:
    error_of(await post_echo(rpc, {"text": "hi", "flag": True}, Mcp_Param_Flag="True"), 400, HEADER_MISMATCH)
    error_of(await post_echo(rpc, {"text": "Hi"}, Mcp_Param_Text="hi"), 400, HEADER_MISMATCH)


async def test_base64_sentinel_is_decoded(rpc: Rpc) -> None:
    text = "héllo, wörld ✓"
    response = await post_echo(rpc, {"text": text}, Mcp_Param_Text=b64(text), Mcp_Name=b64("echo"))
    assert result_of(response)["structuredContent"]["text"] == text


async def test_base64_of_the_wrong_value_is_a_mismatch(rpc: Rpc) -> None:
    error_of(await post_echo(rpc, {"text": "abc"}, Mcp_Param_Text=b64("abd")), 400, HEADER_MISMATCH)


@pytest.mark.parametrize(
    "value",
    [
        pytest.param("=?base64?ZWNobw?=", id="bad-padding"),
        pytest.param("=?base64?ZW!!Nobw==?=", id="bad-characters"),
        pytest.param("=?base64?ZWNo bw==?=", id="inner-space"),
        pytest.param("=?base64?/w==?=", id="not-utf8"),
    ],
)
async def test_malformed_base64_is_header_mismatch(rpc: Rpc, value: str) -> None:
    error_of(await post_echo(rpc, {"text": "echo"}, Mcp_Param_Text=value), 400, HEADER_MISMATCH)
    error_of(await post_echo(rpc, {"text": "x"}, Mcp_Name=value), 400, HEADER_MISMATCH)


@pytest.mark.parametrize(
    "literal",
    [
        pytest.param("=?BASE64?ZWNobw==?=", id="uppercase-prefix"),
        pytest.param("=?base64?ZWNobw==", id="no-suffix"),
        pytest.param("?base64?ZWNobw==?=", id="no-leading-equals"),
        pytest.param("x=?base64?ZWNobw==?=", id="prefix-not-at-start"),
    ],
)
async def test_value_without_exact_sentinel_is_literal(rpc: Rpc, literal: str) -> None:
    response = await post_echo(rpc, {"text": literal}, Mcp_Param_Text=literal)
    assert result_of(response)["structuredContent"]["text"] == literal
    # … and it is not decoded: a body of "echo" does not match it.
    error_of(await post_echo(rpc, {"text": "echo"}, Mcp_Param_Text=literal), 400, HEADER_MISMATCH)


@pytest.mark.parametrize("header", ["Mcp-Name", "Mcp-Method", "MCP-Protocol-Version", "Mcp-Param-Text"])
async def test_duplicate_header_is_header_mismatch(rpc: Rpc, header: str) -> None:
    message = echo_call({"text": "hi"})
    pairs = list({**headers_for(message), **echo_headers({"text": "hi"})}.items())
    value = next(v for k, v in pairs if k.lower() == header.lower())
    pairs.append((header.lower(), value))  # the same value twice is still two headers
    response = await rpc.client.post("/mcp", content=json.dumps(message).encode(), headers=pairs)
    error_of(response, 400, HEADER_MISMATCH)


@pytest.mark.parametrize("param_text", ["hi", "other"])
async def test_an_ordinary_header_sent_twice_changes_no_check(rpc: Rpc, param_text: str) -> None:
    # Only the MCP headers must be single: a repeated Accept is served, and Mcp-Param-* are still compared.
    message = echo_call({"text": "hi"})
    pairs = list({**headers_for(message), **echo_headers({"text": param_text})}.items())
    pairs.append(("accept", "application/json"))
    response = await rpc.client.post("/mcp", content=json.dumps(message).encode(), headers=pairs)
    if param_text == "hi":
        assert result_of(response)["structuredContent"]["text"] == "hi"
    else:
        error_of(response, 400, HEADER_MISMATCH)


@pytest.mark.parametrize("header_value", ["42", "42.0", "42.00", "4.2e1"])
async def test_integer_param_compared_numerically(rpc: Rpc, header_value: str) -> None:
    response = await post_echo(rpc, {"text": "n", "count": 42}, Mcp_Param_Count=header_value)
    assert result_of(response)["structuredContent"]["count"] == 42


@pytest.mark.parametrize("header_value", ["43", "42.5", "forty-two", "", "0x2a"])
async def test_integer_param_with_other_number_is_mismatch(rpc: Rpc, header_value: str) -> None:
    error_of(await post_echo(rpc, {"text": "n", "count": 42}, Mcp_Param_Count=header_value), 400, HEADER_MISMATCH)


async def test_integer_param_with_python_only_number_syntax_is_mismatch(rpc: Rpc) -> None:
    error_of(await post_echo(rpc, {"text": "n", "count": 42}, Mcp_Param_Count="4_2"), 400, HEADER_MISMATCH)


async def test_boolean_param_must_match(rpc: Rpc) -> None:
    assert result_of(await post_echo(rpc, {"text": "b", "flag": False}))["structuredContent"]["flag"] is False
    error_of(await post_echo(rpc, {"text": "b", "flag": False}, Mcp_Param_Flag="true"), 400, HEADER_MISMATCH)
    error_of(await post_echo(rpc, {"text": "b", "flag": True}, Mcp_Param_Flag="1"), 400, HEADER_MISMATCH)


async def test_null_argument_needs_no_header(rpc: Rpc) -> None:
    # count: null is not an integer, so the tool rejects it, but as an isError result: no header was due.
    response = await post_echo(rpc, {"text": "z", "count": None}, Mcp_Param_Count=None)
    result = result_of(response)
    assert result["isError"] is True
    assert "count" in result["content"][0]["text"]


async def test_absent_defaulted_argument_needs_no_header(rpc: Rpc) -> None:
    response = await post_echo(rpc, {"text": "z"})
    assert result_of(response)["structuredContent"] == {"text": "z", "count": 0, "flag": False, "hasSecret": False}
