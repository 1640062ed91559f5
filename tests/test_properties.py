"""Property tests over headers and bodies: never a 5xx, never a hang, and every 4xx a JSON-RPC error
whose code is one the server defines (``mcp_agent/protocol/errors.py``), sent with that code's status."""

from __future__ import annotations

import base64
import json
from typing import Any

import anyio
import httpx2 as httpx
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mcp_agent.app import create_app
from mcp_agent.protocol.errors import HTTP_STATUS_BY_CODE, UNTRUSTED_HOST_OR_ORIGIN
from mcp_agent.settings import Settings
from tests.support.requests import (
    BASE_URL,
    CAPS_KEY,
    INFO_KEY,
    LOG_KEY,
    PV_KEY,
    VERSION,
    body,
    headers_for,
    sse_messages,
)
from tests.support.server import RESOURCE_URI, build_test_server
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

# One app for every example: it holds no per-request state, which these tests also exercise.
APP = create_app(build_test_server(), Settings(access_log=False, max_body_bytes=4096))
PER_REQUEST_SECONDS = 5.0

# subscriptions/listen is left out on purpose: a valid one is meant to stay open.
METHODS = [
    "server/discover",
    "tools/list",
    "tools/call",
    "resources/list",
    "resources/templates/list",
    "resources/read",
    "prompts/list",
    "prompts/get",
    "completion/complete",
    "initialize",
    "ping",
    "logging/setLevel",
    "notifications/initialized",
    "tasks/get",
    "tasks/update",
    "tasks/cancel",
]
# "slow" is left out: it sleeps for 30 s by design.
TOOL_NAMES = ["echo", "progress", "logging", "ask", "needs_elicitation", "publish_change", "nope"]
# Every error code the server defines, each with the HTTP status it is sent with.
DEFINED_CODES = frozenset(HTTP_STATUS_BY_CODE)
# The one code sent with two statuses: 421 for a foreign Host, 403 for a foreign Origin.
OTHER_STATUS_ALLOWED = {(UNTRUSTED_HOST_OR_ORIGIN, 421)}


def assert_defined_error(error: Any, status: int) -> None:
    """A JSON-RPC error object with a code the server defines, sent with that code's HTTP status."""
    assert isinstance(error, dict), error
    code = error.get("code")
    assert code in DEFINED_CODES and not isinstance(code, bool), f"undefined error code {code!r}: {error}"
    assert status == HTTP_STATUS_BY_CODE[code] or (code, status) in OTHER_STATUS_ALLOWED, (status, error)
    assert isinstance(error.get("message"), str) and error["message"], error


def mostly(good: st.SearchStrategy[Any], bad: st.SearchStrategy[Any], in_ten: int = 8) -> st.SearchStrategy[Any]:
    """``good`` about in_ten times out of ten, otherwise ``bad`` (one_of alone would weigh by branch count)."""
    return st.integers(0, 9).flatmap(lambda n: good if n < in_ten else bad)


header_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=40)
sentinel = st.one_of(
    st.binary(max_size=20).map(lambda b: "=?base64?" + base64.b64encode(b).decode() + "?="),
    header_text.map(lambda t: "=?base64?" + t + "?="),
)
header_value = st.one_of(
    header_text, sentinel, st.sampled_from([VERSION, "v999.0.0", "tools/call", "echo", "42", "42.0", "true"])
)
json_scalar = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12,
)
request_id = st.one_of(
    st.integers(-(2**53), 2**53), st.text(max_size=10), st.none(), st.floats(allow_nan=False), st.booleans()
)

meta_strategy = st.fixed_dictionaries(
    {},
    optional={
        PV_KEY: st.one_of(st.just(VERSION), st.just(VERSION), st.sampled_from(["v999.0.0", "2025-11-25"]), json_scalar),
        CAPS_KEY: st.one_of(
            st.just({}), st.sampled_from([{"elicitation": {}}, {"sampling": {}, "elicitation": {}}]), json_value
        ),
        INFO_KEY: json_value,
        LOG_KEY: st.one_of(st.sampled_from(["debug", "info", "error", "loud"]), json_scalar),
        "progressToken": st.one_of(st.integers(), st.text(max_size=5), json_value),
    },
)
arguments = st.one_of(
    st.fixed_dictionaries(
        {},
        optional={
            "text": st.one_of(st.text(max_size=12), json_scalar),
            "count": st.one_of(st.integers(-(2**60), 2**60), json_scalar),
            "flag": st.one_of(st.booleans(), json_scalar),
            "secret": st.one_of(st.text(max_size=12), json_scalar),
            "kind": st.one_of(st.sampled_from(["tools", "prompts", "resource"]), json_scalar),
            "uri": st.one_of(st.just(RESOURCE_URI), json_scalar),
        },
    ),
    json_value,
)
good_meta = st.fixed_dictionaries(
    {
        PV_KEY: st.just(VERSION),
        CAPS_KEY: st.sampled_from([{}, {"elicitation": {}}, {"sampling": {}}, {"sampling": {}, "elicitation": {}}]),
    },
    optional={
        INFO_KEY: st.just({"name": "prop", "version": "1"}),
        LOG_KEY: st.sampled_from(["debug", "warning", "emergency"]),
        "progressToken": st.one_of(st.integers(0, 9), st.text(max_size=5)),
    },
)
optional_params = {
    "name": st.one_of(st.sampled_from(TOOL_NAMES + ["greet"]), st.sampled_from(TOOL_NAMES), json_scalar),
    "arguments": arguments,
    "uri": st.one_of(st.sampled_from([RESOURCE_URI, RESOURCE_URI + "/x", "test://missing"]), json_scalar),
    "cursor": json_scalar,
    "requestState": st.one_of(st.text(max_size=30), st.just("rs.AAAA"), json_scalar),
    "inputResponses": st.one_of(st.just({"name": {"action": "accept", "content": {"name": "Ada"}}}), json_value),
    "ref": st.one_of(st.just({"type": "ref/prompt", "name": "greet"}), json_value),
    "argument": st.one_of(st.just({"name": "name", "value": "A"}), json_value),
    "protocolVersion": json_scalar,
    "taskId": st.one_of(st.text(max_size=30), st.just("h.AAAA"), json_scalar),
}
params_strategy = mostly(
    # mostly a well-formed envelope, so that dispatch, tools, MRTR and resources are reached …
    st.fixed_dictionaries({"_meta": good_meta}, optional=optional_params),
    # … and sometimes a broken one.
    st.one_of(
        st.fixed_dictionaries({}, optional={"_meta": st.one_of(meta_strategy, json_value), **optional_params}),
        json_value,
    ),
)
_NO_ID = object()
message_strategy = st.fixed_dictionaries(
    {
        "jsonrpc": mostly(st.just("2.0"), json_scalar, 9),
        "id": mostly(
            st.one_of(st.integers(-(2**53), 2**53), st.text(max_size=10)), st.one_of(request_id, st.just(_NO_ID)), 9
        ),
        "method": mostly(st.sampled_from(METHODS), st.text(max_size=15)),
        "params": params_strategy,
    },
).map(lambda m: {k: v for k, v in m.items() if v is not _NO_ID})
HEADER_NAMES = [
    "MCP-Protocol-Version",
    "mcp-method",
    "Mcp-Name",
    "MCP-NAME",
    "Mcp-Param-Text",
    "Mcp-Param-Count",
    "Mcp-Param-Flag",
    "Mcp-Param-Other",
    "Origin",
    "Host",
    "Content-Type",
    "Accept",
    "Mcp-Session-Id",
    "Authorization",
    "Idempotency-Key",
]
header_overrides = st.dictionaries(st.sampled_from(HEADER_NAMES), st.one_of(st.none(), header_value), max_size=4)


def check_response(response: httpx.Response, sent: Any) -> None:
    status = response.status_code
    event(f"HTTP {status}" + (f" {response.json()['error']['code']}" if status >= 400 and response.content else ""))
    assert status < 500, (status, response.text)
    content_type = response.headers.get("content-type", "")
    if status == 202:
        assert response.content == b""
        return
    if content_type.startswith("text/event-stream"):
        assert status == 200
        messages = sse_messages(response.text)
        assert messages and "id" in messages[-1] and ("result" in messages[-1]) != ("error" in messages[-1])
        if "error" in messages[-1]:
            # The stream has already answered 200: the error's own status is not sent, only its code.
            assert messages[-1]["error"].get("code") in DEFINED_CODES, messages[-1]
        return
    assert content_type.startswith("application/json"), (status, content_type, response.text)
    message = response.json()
    assert isinstance(message, dict) and message.get("jsonrpc") == "2.0"
    if "id" in message:
        assert message["id"] is not None, message
        assert isinstance(sent, dict) and message["id"] == sent.get("id")
    if status >= 400:
        # Random input: which refusal comes is the input's business, but it is always one we define.
        assert "result" not in message, message
        assert_defined_error(message.get("error"), status)
    else:
        assert status == 200 and ("result" in message) != ("error" in message)
        if "error" in message:
            assert message["error"].get("code") in DEFINED_CODES, message


async def exchange(content: bytes, headers: dict[str, str]) -> httpx.Response:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=APP), base_url=BASE_URL) as client:
        with anyio.fail_after(PER_REQUEST_SECONDS):
            return await schema_checked(client).post("/mcp", content=content, headers=headers)


def apply(headers: dict[str, str], overrides: dict[str, str | None]) -> dict[str, str]:
    result = dict(headers)
    for name, value in overrides.items():
        for existing in [h for h in result if h.lower() == name.lower()]:
            del result[existing]
        if value is not None:
            result[name] = value
    return result


def correct_headers(message: Any) -> dict[str, str]:
    if isinstance(message, dict) and isinstance(message.get("method"), str):
        headers = headers_for(
            {
                "method": message["method"],
                "params": message.get("params") if isinstance(message.get("params"), dict) else {},
            }
        )
        arguments = (message.get("params") or {}).get("arguments") if isinstance(message.get("params"), dict) else None
        if isinstance(arguments, dict):
            for argument, header in (("text", "Mcp-Param-Text"), ("count", "Mcp-Param-Count")):
                if isinstance(arguments.get(argument), (str, int)) and not isinstance(arguments.get(argument), bool):
                    headers[header] = str(arguments[argument])
            if isinstance(arguments.get("flag"), bool):
                headers["Mcp-Param-Flag"] = "true" if arguments["flag"] else "false"
        return {name: sendable(name, value) for name, value in headers.items()}
    return {"Content-Type": "application/json"}


def sendable(name: str, value: str) -> Any:
    """As a client would send it: non-ASCII names and arguments base64-wrapped, anything else as UTF-8 bytes."""
    if value.isascii() and value.isprintable():
        return value
    if name.lower().startswith(("mcp-name", "mcp-param-")):
        return "=?base64?" + base64.b64encode(value.encode("utf-8", "surrogatepass")).decode() + "?="
    return value.encode("utf-8", "surrogatepass")


COMMON = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@COMMON
@given(message=message_strategy, overrides=header_overrides)
def test_structured_requests_with_mutated_headers(message: dict[str, Any], overrides: dict[str, str | None]) -> None:
    # Header values with CR/LF or non-ASCII are not sendable; the strategies only make printable ASCII.
    headers = apply(correct_headers(message), overrides)
    try:
        content = json.dumps(message).encode()
    except (TypeError, ValueError):
        return
    response = anyio.run(exchange, content, headers)
    check_response(response, message)


@COMMON
@given(message=message_strategy)
def test_structured_requests_with_correct_headers(message: dict[str, Any]) -> None:
    # With headers that agree, deeper code paths run: dispatch, tools, MRTR, resources.
    response = anyio.run(exchange, json.dumps(message).encode(), correct_headers(message))
    check_response(response, message)


@settings(max_examples=100, deadline=None)
@given(
    content=st.one_of(
        st.binary(max_size=300),
        json_value.map(lambda v: json.dumps(v).encode()),
        st.lists(message_strategy, max_size=3).map(lambda v: json.dumps(v).encode()),
        st.integers(1, 30).map(lambda depth: b"[" * depth * 40 + b"]" * depth * 40),
        st.just(b"x" * 5000),
    ),
    overrides=header_overrides,
)
def test_arbitrary_bodies(content: bytes, overrides: dict[str, str | None]) -> None:
    headers = apply(
        {"Content-Type": "application/json", "MCP-Protocol-Version": VERSION, "Mcp-Method": "tools/list"}, overrides
    )
    response = anyio.run(exchange, content, headers)
    try:
        sent = json.loads(content)
    except (ValueError, UnicodeDecodeError):
        sent = None
    check_response(response, sent)


# Values JSON allows but a careless server chokes on, spliced into a request as raw bytes: numbers
# past float and 64-bit range, escapes of lone surrogates, invalid UTF-8, nesting around the limit.
def nesting(depth: int) -> bytes:
    return (
        b'{"a":' * (depth // 2) + b"[" * (depth - depth // 2) + b"1" + b"]" * (depth - depth // 2) + b"}" * (depth // 2)
    )


extreme_value = st.one_of(
    st.sampled_from(
        [
            b"1e400",
            b"-1e400",
            b"1e-400",
            b"-0",
            b"-0.0",
            b"1" + b"0" * 400,
            b"-" + b"9" * 30,
            b"18446744073709551616",
            b"9223372036854775808",
            b"-9223372036854775809",
            b"1.7976931348623157e308",
            b"4.9e-324",
            b"0.1e1",
            b'"\\ud800"',
            b'"\\udc00x"',
            b'"\\u0000"',
            b'"\xff\xfe"',
            b'"\xed\xa0\x80"',
            b'"\xc0\xaf"',
            b'"\x00"',
            b'"' + b"\\" * 1000 + b'"',
            b"[]",
            b"{}",
            b"null",
            b"true",
        ]
    ),
    st.integers(1, 300).map(nesting),
    st.integers(1, 300).map(lambda depth: b"[" * depth + b"]" * depth),
)
extreme_slot = st.sampled_from(
    ["arguments-text", "arguments", "arguments-count", "inputResponses", "requestState", "id", "meta-caps", "taskId"]
)


def with_extreme(method: str, slot: str, value: bytes) -> bytes:
    meta = json.dumps({PV_KEY: VERSION, CAPS_KEY: {"extensions": {"io.modelcontextprotocol/tasks": {}}}}).encode()
    if slot == "meta-caps":
        meta = b'{"' + PV_KEY.encode() + b'":"' + VERSION.encode() + b'","' + CAPS_KEY.encode() + b'":' + value + b"}"
    fields = {
        "arguments-text": b'"name":"echo","arguments":{"text":' + value + b"}",
        "arguments-count": b'"name":"echo","arguments":{"text":"x","count":' + value + b"}",
        "arguments": b'"name":"echo","arguments":' + value,
        "inputResponses": b'"name":"ask","taskId":"h.AAAA","inputResponses":{"name":' + value + b"}",
        "requestState": b'"name":"ask","requestState":' + value,
        "taskId": b'"name":"echo","taskId":' + value,
        "id": b'"name":"echo"',
        "meta-caps": b'"name":"echo"',
    }[slot]
    request_id = value if slot == "id" else b"1"
    return (
        b'{"jsonrpc":"2.0","id":'
        + request_id
        + b',"method":"'
        + method.encode()
        + b'","params":{"_meta":'
        + meta
        + b","
        + fields
        + b"}}"
    )


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    method=st.sampled_from(["tools/call", "tasks/update", "tasks/get", "prompts/get", "completion/complete"]),
    slot=extreme_slot,
    value=extreme_value,
    idempotency_key=st.one_of(
        st.none(), st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=20)
    ),
)
def test_extreme_values_anywhere(method: str, slot: str, value: bytes, idempotency_key: str | None) -> None:
    content = with_extreme(method, slot, value)
    headers = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": VERSION,
        "Mcp-Method": method,
    }
    if method == "tools/call":
        headers["Mcp-Name"] = "ask" if slot in ("inputResponses", "requestState") else "echo"
    if idempotency_key is not None:
        headers["Idempotency-Key"] = idempotency_key
    response = anyio.run(exchange, content, headers)
    try:
        sent = json.loads(content)
    except (ValueError, UnicodeDecodeError, RecursionError):
        sent = None
    if response.status_code >= 400 and isinstance(sent, dict) and "id" not in response.json():
        sent = None  # an id the server could not read back (e.g. a float) is left out, as it should be
    check_response(response, sent)
    # and the server still answers
    discover = json.dumps(body("server/discover", {})).encode()
    assert anyio.run(exchange, discover, correct_headers(body("server/discover", {}))).status_code == 200
