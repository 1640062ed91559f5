"""What a successful (or refused) exchange looks like on the wire: JSON vs SSE, framing, result fields, limits."""

from __future__ import annotations

import json
from typing import Any

import anyio
import anyio.to_thread
import httpx2 as httpx
import pytest

from mcp_agent.protocol.errors import SHUTTING_DOWN

from tests.support.requests import (
    LOG_KEY,
    SERVER_INFO_KEY,
    Rpc,
    body,
    echo_call,
    echo_headers,
    headers_for,
    sse_messages,
)
from tests.support.server import RESOURCE_URI, ThreadServer

CACHEABLE = {
    "server/discover": {},
    "tools/list": {},
    "resources/list": {},
    "resources/templates/list": {},
    "prompts/list": {},
    "resources/read": {"uri": RESOURCE_URI},
}
NOT_CACHEABLE = {
    "tools/call": {"name": "echo", "arguments": {"text": "hi"}},
    "prompts/get": {"name": "greet", "arguments": {"name": "Ada"}},
    "completion/complete": {"ref": {"type": "ref/prompt", "name": "greet"}, "argument": {"name": "name", "value": "A"}},
}


def sse_events(text: str) -> list[list[str]]:
    """The SSE body split into events (blank-line separated), each a list of its non-comment lines."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        lines = [line for line in block.split("\n") if line and not line.startswith(":")]
        if lines:
            events.append(lines)
    return events


async def call(rpc: Rpc, method: str, params: dict[str, Any], **kw: Any) -> httpx.Response:
    extra = echo_headers(params["arguments"]) if method == "tools/call" and params.get("name") == "echo" else None
    return await rpc.call(method, params, extra_headers=extra, **kw)


# -- JSON vs SSE ----------------------------------------------------------------------------------


@pytest.mark.unit
async def test_plain_request_gets_json(rpc: Rpc) -> None:
    response = await rpc.call("tools/call", {"name": "progress", "arguments": {"steps": 3}})
    assert response.headers["content-type"] == "application/json"
    assert response.json()["result"]["content"][0]["text"] == "3 steps"


@pytest.mark.unit
async def test_progress_token_streams_progress_then_result(rpc: Rpc) -> None:
    response = await rpc.call("tools/call", {"name": "progress", "arguments": {"steps": 3}}, id="p1", progressToken="tok-1")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    assert response.headers["x-accel-buffering"] == "no"
    events = sse_events(response.text)
    for event in events:
        # one JSON-RPC message per event, on exactly one data: line
        data_lines = [line for line in event if line.startswith("data:")]
        assert len(data_lines) == 1, event
        json.loads(data_lines[0][len("data:"):])
    messages = sse_messages(response.text)
    progress = [m for m in messages if m.get("method") == "notifications/progress"]
    assert [p["params"]["progress"] for p in progress] == [1, 2, 3]
    assert all(p["params"]["progressToken"] == "tok-1" for p in progress)
    assert all("id" not in m for m in messages[:-1])
    assert messages[-1]["id"] == "p1" and messages[-1]["result"]["content"][0]["text"] == "3 steps"
    assert len(messages) == 4


@pytest.mark.unit
async def test_progress_token_on_a_silent_tool_gets_json(rpc: Rpc) -> None:
    response = await call(rpc, "tools/call", {"name": "echo", "arguments": {"text": "hi"}}, progressToken=5)
    assert response.headers["content-type"] == "application/json"
    assert response.json()["result"]["structuredContent"]["text"] == "hi"


@pytest.mark.unit
async def test_error_with_progress_token_is_still_a_json_error(rpc: Rpc) -> None:
    response = await rpc.call("tools/call", {"name": "needs_elicitation", "arguments": {}}, progressToken=5)
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == -32021


@pytest.mark.unit
async def test_log_messages_only_when_log_level_set(rpc: Rpc) -> None:
    quiet = await rpc.call("tools/call", {"name": "logging", "arguments": {}})
    assert quiet.headers["content-type"] == "application/json"
    assert "notifications/message" not in quiet.text

    loud = await rpc.call("tools/call", {"name": "logging", "arguments": {}}, **{LOG_KEY: "info"})
    assert loud.headers["content-type"].startswith("text/event-stream")
    assert loud.headers["x-accel-buffering"] == "no"
    messages = sse_messages(loud.text)
    logged = [m["params"] for m in messages if m.get("method") == "notifications/message"]
    assert [(p["level"], p["data"]) for p in logged] == [("info", "info detail"), ("warning", "warning detail")]
    assert messages[-1]["result"]["content"][0]["text"] == "logged"


@pytest.mark.unit
async def test_log_level_on_a_tool_that_does_not_log_gets_json(rpc: Rpc) -> None:
    response = await rpc.call("tools/list", **{LOG_KEY: "debug"})
    assert response.headers["content-type"] == "application/json"


# -- fields on every result -----------------------------------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize("method", [*CACHEABLE, *NOT_CACHEABLE])
async def test_every_result_has_result_type_and_server_info(rpc: Rpc, method: str) -> None:
    params = {**CACHEABLE, **NOT_CACHEABLE}[method]
    response = await call(rpc, method, params)
    result = response.json()["result"]
    assert result["resultType"] == "complete"
    assert result["_meta"][SERVER_INFO_KEY]["name"] == "mcp-agent-tests"  # the served Server's name
    assert isinstance(result["_meta"][SERVER_INFO_KEY]["version"], str)


@pytest.mark.unit
async def test_streamed_and_error_results_carry_result_type_too(rpc: Rpc) -> None:
    streamed = await rpc.call("tools/call", {"name": "progress", "arguments": {}}, progressToken=1)
    final = sse_messages(streamed.text)[-1]["result"]
    assert final["resultType"] == "complete" and SERVER_INFO_KEY in final["_meta"]
    tool_error = (await call(rpc, "tools/call", {"name": "echo", "arguments": {"text": "x", "secret": "y" * 30}})).json()["result"]
    assert tool_error["isError"] is True and tool_error["resultType"] == "complete" and SERVER_INFO_KEY in tool_error["_meta"]
    mrtr = (await rpc.call("tools/call", {"name": "ask", "arguments": {}}, capabilities={"elicitation": {}})).json()["result"]
    assert mrtr["resultType"] == "input_required" and SERVER_INFO_KEY in mrtr["_meta"]
    assert "ttlMs" not in mrtr and "cacheScope" not in mrtr


@pytest.mark.unit
async def test_tool_result_meta_is_kept_alongside_server_info(rpc: Rpc) -> None:
    result = (await rpc.call("tools/call", {"name": "with_meta", "arguments": {}})).json()["result"]
    assert result["_meta"][SERVER_INFO_KEY]["name"] == "mcp-agent-tests"  # the served Server's name
    assert result["_meta"].get("com.example/trace") == "abc"


@pytest.mark.unit
@pytest.mark.parametrize("method", list(CACHEABLE))
async def test_cacheable_results_carry_ttl_and_scope(make_client: Any, method: str) -> None:
    async with make_client(list_ttl_ms=1234) as rpc:
        result = (await rpc.call(method, CACHEABLE[method])).json()["result"]
    assert result["ttlMs"] == 1234
    assert result["cacheScope"] in ("public", "private")


@pytest.mark.unit
@pytest.mark.parametrize("method", list(NOT_CACHEABLE))
async def test_non_cacheable_results_have_no_ttl(rpc: Rpc, method: str) -> None:
    result = (await call(rpc, method, NOT_CACHEABLE[method])).json()["result"]
    assert "ttlMs" not in result and "cacheScope" not in result


@pytest.mark.unit
async def test_list_order_is_deterministic(make_client: Any) -> None:
    orders = []
    for _ in range(2):
        async with make_client() as rpc:
            for _ in range(2):
                orders.append([t["name"] for t in (await rpc.call("tools/list")).json()["result"]["tools"]])
    assert all(order == orders[0] for order in orders)
    assert orders[0][:3] == ["echo", "slow", "progress"]  # registration order


@pytest.mark.unit
async def test_discover_advertises_what_is_served(rpc: Rpc) -> None:
    capabilities = (await rpc.call("server/discover")).json()["result"]["capabilities"]
    for capability, method in [("tools", "tools/list"), ("resources", "resources/list"), ("prompts", "prompts/list")]:
        assert capability in capabilities
        assert (await rpc.call(method)).status_code == 200


# -- limits and methods ---------------------------------------------------------------------------


@pytest.mark.unit
async def test_body_over_the_limit_is_413(make_client: Any) -> None:
    async with make_client(max_body_bytes=2048) as rpc:
        small = echo_call({"text": "a" * 1500})
        ok = await rpc.post(small, {**headers_for(small), **echo_headers({"text": "a" * 1500})})
        assert ok.status_code == 200
        big = echo_call({"text": "a" * 3000})
        response = await rpc.post(big, {**headers_for(big), **echo_headers({"text": "a" * 3000})})
    assert response.status_code == 413
    assert "error" in response.json() and "id" not in response.json()
    assert isinstance(response.json()["error"]["code"], int)


@pytest.mark.unit
async def test_body_over_the_limit_without_content_length_is_413(make_client: Any) -> None:
    async def chunks() -> Any:
        for _ in range(10):
            yield b" " * 500

    async with make_client(max_body_bytes=2048) as rpc:
        response = await rpc.client.post("/mcp", content=chunks(), headers=headers_for(body("tools/list")))
    assert response.status_code == 413
    assert "error" in response.json()


@pytest.mark.unit
@pytest.mark.parametrize("verb", ["GET", "DELETE", "PUT"])
async def test_other_verbs_are_405(rpc: Rpc, verb: str) -> None:
    response = await rpc.client.request(verb, "/mcp", headers={"Accept": "text/event-stream", "Mcp-Session-Id": "abc"})
    assert response.status_code == 405
    assert response.headers["allow"] == "POST"
    assert "mcp-session-id" not in response.headers
    assert isinstance(response.json()["error"]["code"], int)


# -- Host / Origin (DNS rebinding) ----------------------------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize(
    "host, origin",
    [
        ("127.0.0.1", None),
        ("localhost:8000", "http://localhost:8000"),
        ("127.0.0.1:9", "http://127.0.0.1:5173"),
        ("[::1]:8000", "https://[::1]"),
    ],
)
async def test_loopback_host_and_origin_accepted_by_default(rpc: Rpc, host: str, origin: str | None) -> None:
    message = body("server/discover")
    headers = headers_for(message, Host=host, Origin=origin)
    assert (await rpc.post(message, headers)).status_code == 200


@pytest.mark.unit
@pytest.mark.parametrize(
    "host, origin",
    [
        ("evil.example.com", "http://evil.example.com"),
        ("evil.example.com", None),
        ("localhost", "http://evil.example.com"),
        ("localhost", "http://localhost.evil.example.com"),
        ("127.0.0.1.nip.io", None),
        ("localhost", "null"),
    ],
)
async def test_foreign_host_or_origin_refused_by_default(rpc: Rpc, host: str, origin: str | None) -> None:
    message = body("server/discover", id=9)
    response = await rpc.post(message, headers_for(message, Host=host, Origin=origin))
    assert 400 <= response.status_code < 500 and response.status_code in (403, 421)
    assert "error" in response.json() and "id" not in response.json()


@pytest.mark.unit
async def test_origin_is_checked_before_anything_else(make_client: Any) -> None:
    async with make_client(max_body_bytes=1024) as rpc:
        evil = {"Origin": "http://evil.example.com"}
        assert (await rpc.client.get("/mcp", headers=evil)).status_code == 403
        big = body("tools/list", {"padding": "x" * 2000})
        assert (await rpc.post(big, {**headers_for(big), **evil})).status_code == 403
        assert (await rpc.post(None, {**headers_for(big), **evil}, raw=b"{not json")).status_code == 403


@pytest.mark.unit
async def test_configured_allow_lists(make_client: Any) -> None:
    async with make_client(allowed_hosts=["mcp.example.com"], allowed_origins=["https://app.example.com"]) as rpc:
        message = body("server/discover")
        ok = await rpc.post(message, headers_for(message, Host="mcp.example.com", Origin="https://app.example.com"))
        assert ok.status_code == 200
        assert (await rpc.post(message, headers_for(message, Host="mcp.example.com:443"))).status_code == 200
        assert (await rpc.post(message, headers_for(message, Host="localhost"))).status_code >= 400
        bad_origin = await rpc.post(message, headers_for(message, Host="mcp.example.com", Origin="http://localhost"))
        assert bad_origin.status_code == 403


# -- a client that disconnects cancels its handler (real sockets) -------------------------------


async def _wait(event: Any, seconds: float = 5.0) -> bool:
    return await anyio.to_thread.run_sync(event.wait, seconds)


@pytest.mark.integration
async def test_disconnect_cancels_json_handler(threaded: ThreadServer) -> None:
    tag = "json-disconnect"
    message = body("tools/call", {"name": "slow", "arguments": {"tag": tag}})
    async with httpx.AsyncClient(timeout=10) as client:
        async with anyio.create_task_group() as group:
            group.start_soon(lambda: client.post(threaded.url, json=message, headers=headers_for(message)))
            assert await _wait(threaded.probes.event(f"{tag}:started"))
            group.cancel_scope.cancel()  # drops the connection mid-request
    assert await _wait(threaded.probes.event(f"{tag}:cancelled")), "the handler kept running after the client left"
    assert not threaded.probes.event(f"{tag}:finished").is_set()


@pytest.mark.integration
async def test_disconnect_cancels_streaming_handler(threaded: ThreadServer) -> None:
    tag = "sse-disconnect"
    message = body("tools/call", {"name": "slow", "arguments": {"tag": tag}}, progressToken="t")
    with anyio.fail_after(10):
        async with httpx.AsyncClient(timeout=10) as client:
            async with client.stream("POST", threaded.url, json=message, headers=headers_for(message)) as response:
                assert response.headers["content-type"].startswith("text/event-stream")
                assert response.headers["x-accel-buffering"] == "no"
                async for line in response.aiter_lines():
                    if line.startswith("data:"):
                        assert json.loads(line[5:])["method"] == "notifications/progress"
                        break
            # leaving the block closes the stream before the result
    assert await _wait(threaded.probes.event(f"{tag}:cancelled")), "the handler kept running after the stream closed"
    assert not threaded.probes.event(f"{tag}:finished").is_set()


@pytest.mark.integration
async def test_completed_request_is_not_cancelled(threaded: ThreadServer) -> None:
    tag = "completes"
    message = body("tools/call", {"name": "slow", "arguments": {"tag": tag, "seconds": 0.05}})
    async with httpx.AsyncClient(timeout=10) as client:
        response = await client.post(threaded.url, json=message, headers=headers_for(message))
    assert response.json()["result"]["content"][0]["text"] == "done"
    assert threaded.probes.event(f"{tag}:finished").is_set()
    assert not threaded.probes.event(f"{tag}:cancelled").is_set()


@pytest.mark.integration
async def test_request_cut_off_by_shutdown_gets_a_json_rpc_error() -> None:
    from tests.support.server import thread_server

    tag = "cut-off"
    message = body("tools/call", {"name": "slow", "arguments": {"tag": tag}}, id="late")
    with thread_server() as server:
        async with httpx.AsyncClient(timeout=10) as client:
            async with anyio.create_task_group() as group:
                responses: list[httpx.Response] = []

                async def send() -> None:
                    responses.append(await client.post(server.url, json=message, headers=headers_for(message)))

                group.start_soon(send)
                assert await _wait(server.probes.event(f"{tag}:started"))
                server.server.should_exit = True  # what SIGTERM does
                with anyio.fail_after(5):
                    while not responses:
                        await anyio.sleep(0.02)
    response = responses[0]
    # 503 tells a load balancer and the client to retry elsewhere; the body says why.
    assert response.status_code == 503, (response.status_code, response.text)
    assert response.json()["id"] == "late"
    assert response.json()["error"]["code"] == SHUTTING_DOWN
