"""What a successful (or refused) exchange looks like on the wire: JSON vs SSE, framing, result fields, limits."""

from __future__ import annotations

import json
from typing import Any

import anyio
import anyio.to_thread
import httpx2 as httpx
import pytest
from starlette.types import Message

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
    response = await rpc.call(
        "tools/call", {"name": "progress", "arguments": {"steps": 3}}, id="p1", progressToken="tok-1"
    )
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    assert response.headers["x-accel-buffering"] == "no"
    events = sse_events(response.text)
    for event in events:
        # one JSON-RPC message per event, on exactly one data: line
        data_lines = [line for line in event if line.startswith("data:")]
        assert len(data_lines) == 1, event
        json.loads(data_lines[0][len("data:") :])
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
    tool_error = (
        await call(rpc, "tools/call", {"name": "echo", "arguments": {"text": "x", "secret": "y" * 30}})
    ).json()["result"]
    assert (
        tool_error["isError"] is True
        and tool_error["resultType"] == "complete"
        and SERVER_INFO_KEY in tool_error["_meta"]
    )
    mrtr = (await rpc.call("tools/call", {"name": "ask", "arguments": {}}, capabilities={"elicitation": {}})).json()[
        "result"
    ]
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
    assert "id" not in response.json()
    assert response.json()["error"]["code"] == -31005  # REQUEST_TOO_LARGE


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
    assert response.json()["error"]["code"] == -32600


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
    # A foreign Host is refused first (421); with an allowed Host, a foreign Origin is 403.
    assert response.status_code == (421 if host != "localhost" else 403)
    assert "id" not in response.json()
    assert response.json()["error"]["code"] == -31006


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
        assert (await rpc.post(message, headers_for(message, Host="localhost"))).status_code == 421
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


@pytest.mark.integration
async def test_streaming_request_cut_off_by_shutdown_ends_with_a_json_rpc_error_event() -> None:
    from tests.support.server import thread_server

    tag = "cut-off-sse"
    message = body("tools/call", {"name": "slow", "arguments": {"tag": tag}}, id="late-sse", progressToken="t")
    with thread_server() as server:
        async with httpx.AsyncClient(timeout=10) as client:
            async with client.stream("POST", server.url, json=message, headers=headers_for(message)) as response:
                assert response.headers["content-type"].startswith("text/event-stream")
                received = []
                with anyio.fail_after(8):
                    async for line in response.aiter_lines():
                        if line.startswith("data:"):
                            received.append(json.loads(line[5:]))
                            if len(received) == 1:
                                server.server.should_exit = True  # what SIGTERM does
    assert received[0]["method"] == "notifications/progress"
    assert received[-1]["id"] == "late-sse" and received[-1]["error"]["code"] == SHUTTING_DOWN
    assert len(received) == 2


# -- middleware and error rendering, driven as plain ASGI (in process) ----------------------------


class AsgiExchange:
    """One request driven straight through an ASGI app: what it sent back, and how it ended."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    @property
    def status(self) -> int:
        return int(next(m["status"] for m in self.sent if m["type"] == "http.response.start"))

    @property
    def headers(self) -> dict[bytes, bytes]:
        return dict(next(m["headers"] for m in self.sent if m["type"] == "http.response.start"))

    @property
    def body(self) -> bytes:
        return b"".join(m.get("body", b"") for m in self.sent if m["type"] == "http.response.body")


def asgi_scope(headers: dict[str, str], method: str = "POST") -> dict[str, Any]:
    raw = [(name.lower().encode(), value.encode()) for name, value in headers.items()]
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "root_path": "",
        "query_string": b"",
        "headers": raw,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
    }


async def drive(
    app: Any, scope: dict[str, Any], chunks: list[bytes], *, leave: anyio.Event | None = None
) -> AsgiExchange:
    """``chunks`` are the body messages (an empty list: the client is gone before sending any); after them
    ``receive`` waits for the response to complete, or for ``leave``, then reports the disconnect."""
    exchange = AsgiExchange()
    pending = list(chunks)
    done = anyio.Event()
    gone = pending == []

    async def receive() -> dict[str, Any]:
        if pending:
            chunk = pending.pop(0)
            return {"type": "http.request", "body": chunk, "more_body": bool(pending)}
        if not gone:
            async with anyio.create_task_group() as group:

                async def on(event: anyio.Event) -> None:
                    await event.wait()
                    group.cancel_scope.cancel()

                group.start_soon(on, done)
                if leave is not None:
                    group.start_soon(on, leave)
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        exchange.sent.append(message)
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            done.set()

    await app(scope, receive, send)
    return exchange


def request_bytes(message: dict[str, Any]) -> tuple[dict[str, str], bytes]:
    raw = json.dumps(message).encode()
    return {"host": "127.0.0.1:8000", "content-length": str(len(raw)), **headers_for(message)}, raw


class LogPipe:
    """Where an app's access log writes (``create_app(..., access_log=pipe.access_log())``): a pipe, read without blocking."""

    def __init__(self, **log_options: Any) -> None:
        import os

        from mcp_agent.transport.middleware import AccessLog

        self._os = os
        self._log_options = log_options
        self.read_fd, self.write_fd = os.pipe()
        os.set_blocking(self.read_fd, False)
        self.logs: list[AccessLog] = []

    def access_log(self) -> Any:
        from mcp_agent.ops.log_writer import LogWriter
        from mcp_agent.transport.middleware import AccessLog

        self.logs.append(AccessLog(LogWriter(self.write_fd, **self._log_options)))
        return self.logs[-1]

    def lines(self) -> list[dict[str, Any]]:
        data = b""
        while True:
            try:
                chunk = self._os.read(self.read_fd, 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            data += chunk
        assert data == b"" or data.endswith(b"\n"), "the log writes whole lines only"
        return [json.loads(line) for line in data.splitlines()]

    def close(self) -> None:
        self._os.close(self.read_fd)
        self._os.close(self.write_fd)


@pytest.fixture
def log_pipe() -> Any:
    pipe = LogPipe(interval_seconds=3600)  # only an explicit flush (or shutdown) writes
    yield pipe
    pipe.close()


def logged_app(pipe: LogPipe, **settings: Any) -> Any:
    from mcp_agent import Settings, create_app
    from tests.support.server import build_test_server

    return create_app(build_test_server(), Settings(**settings), access_log=pipe.access_log())


@pytest.mark.unit
async def test_access_log_takes_the_status_from_send_and_the_facts_from_the_endpoint(log_pipe: LogPipe) -> None:
    app = logged_app(log_pipe, max_body_bytes=4096)
    call = echo_call({"text": "hi"})
    headers, raw = request_bytes(call)
    assert (await drive(app, asgi_scope({**headers, **echo_headers({"text": "hi"})}), [raw])).status == 200
    assert (await drive(app, asgi_scope({**headers, "host": "evil.example"}), [raw])).status == 421
    assert (await drive(app, asgi_scope(headers), [raw])).status == 400  # Mcp-Param-Text missing
    assert (await drive(app, asgi_scope({**headers, "content-length": "5000"}), [raw])).status == 413
    assert (await drive(app, asgi_scope({"host": "127.0.0.1"}, method="GET"), [b""])).status == 405
    log_pipe.logs[0].flush()
    lines = log_pipe.lines()
    assert [(line["method"], line["status"], line["level"]) for line in lines] == [
        ("tools/call", 200, "info"),
        ("-", 421, "warning"),
        ("tools/call", 400, "warning"),
        ("-", 413, "warning"),
        ("-", 405, "warning"),
    ]
    basic = {"ts", "level", "logger", "method", "status", "duration_ms", "pid", "client"}
    # Known once the body was read (and, for the tenant, once the caller was authenticated); every
    # refusal names its route.
    assert set(lines[0]) == basic | {"tool", "tenant", "id"} and set(lines[2]) == basic | {
        "tool",
        "tenant",
        "id",
        "path",
    }
    assert all(line["path"] == "/mcp" for line in lines[1:])
    assert (lines[0]["tool"], lines[0]["tenant"], lines[0]["id"]) == ("echo", "local", call["id"])
    for line in lines:
        assert basic <= set(line) and line["logger"] == "mcp_agent.access"
        assert isinstance(line["duration_ms"], float) and line["duration_ms"] >= 0


@pytest.mark.unit
async def test_access_log_records_499_when_the_client_leaves_first(log_pipe: LogPipe) -> None:
    from mcp_agent import Settings, create_app
    from tests.support.server import Probes, build_test_server

    probes = Probes()
    app = create_app(build_test_server(probes), Settings(), access_log=log_pipe.access_log())
    headers, raw = request_bytes(body("tools/call", {"name": "slow", "arguments": {"tag": "leaves"}}))
    gone_before_sending = await drive(app, asgi_scope(headers), [])
    assert gone_before_sending.sent == []

    leave = anyio.Event()
    async with anyio.create_task_group() as group:

        async def request() -> None:
            exchange = await drive(app, asgi_scope(headers), [raw], leave=leave)
            assert exchange.sent == []

        group.start_soon(request)
        with anyio.fail_after(5):
            while not probes.event("leaves:started").is_set():
                await anyio.sleep(0.01)
        leave.set()
    assert probes.event("leaves:cancelled").is_set()
    log_pipe.logs[0].flush()
    assert [(line["method"], line["status"]) for line in log_pipe.lines()] == [("-", 499), ("tools/call", 499)]


@pytest.mark.unit
async def test_buffered_access_lines_are_written_at_shutdown(log_pipe: LogPipe) -> None:
    app = logged_app(log_pipe)
    lifespan_in: list[dict[str, Any]] = [{"type": "lifespan.startup"}]
    lifespan_out: list[dict[str, Any]] = []
    stopping = anyio.Event()

    async def receive() -> dict[str, Any]:
        if lifespan_in:
            return lifespan_in.pop(0)
        await stopping.wait()
        return {"type": "lifespan.shutdown"}

    async def send(message: dict[str, Any]) -> None:
        lifespan_out.append(message)

    async with anyio.create_task_group() as group:
        group.start_soon(app, {"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, receive, send)
        with anyio.fail_after(5):
            while not lifespan_out:
                await anyio.sleep(0.01)
        headers, raw = request_bytes(body("server/discover"))
        assert (await drive(app, asgi_scope(headers), [raw])).status == 200
        assert log_pipe.lines() == []
        stopping.set()
    assert [m["type"] for m in lifespan_out] == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert [(line["method"], line["status"]) for line in log_pipe.lines()] == [("server/discover", 200)]


@pytest.mark.unit
async def test_access_log_lines_leave_on_the_writer_thread_in_whole_lines() -> None:
    import select

    from mcp_agent.ops.log_writer import LogWriter
    from mcp_agent.ops.request_facts import RequestFacts
    from mcp_agent.transport.middleware import AccessLog

    pipe = LogPipe()
    try:
        log = AccessLog(LogWriter(pipe.write_fd, interval_seconds=0.02))
        facts = RequestFacts()
        facts.method = "tools/call"
        for _ in range(200):  # far more than one PIPE_BUF of lines
            log.record(facts, 200, 0.001)
        written: list[dict[str, Any]] = []
        with anyio.fail_after(5):
            while len(written) < 200:
                await anyio.sleep(0.02)
                written += pipe.lines()  # lines() asserts every read ends on a whole line
        assert len(written) == 200 and all(line["method"] == "tools/call" for line in written)
        assert select.PIPE_BUF >= 512
    finally:
        pipe.close()


@pytest.mark.unit
async def test_a_log_output_nobody_reads_drops_lines_and_never_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import time

    from mcp_agent.ops.log_writer import LogWriter
    from mcp_agent.ops.metrics import LOG_LINES_DROPPED
    from mcp_agent.ops.request_facts import RequestFacts
    from mcp_agent.transport.middleware import AccessLog

    read_fd, write_fd = os.pipe()  # nobody reads it: it fills after ~64 KiB
    try:
        dropped_before = LOG_LINES_DROPPED._value.get()
        log = AccessLog(LogWriter(write_fd, max_buffer_bytes=64 * 1024, interval_seconds=0.01))
        facts = RequestFacts()
        facts.method = "tools/call"
        started = time.perf_counter()
        for _ in range(5000):  # ~700 KiB of lines: ten times what pipe and buffer hold together
            log.record(facts, 200, 0.001)
        assert time.perf_counter() - started < 2.0  # never waited for the pipe
        assert LOG_LINES_DROPPED._value.get() - dropped_before > 1000
        assert not log.flush(timeout_seconds=0.2)  # flushing is bounded too, and says it could not finish
        # Once someone reads, the writer catches up and says how many lines were lost.
        os.set_blocking(read_fd, False)
        data = b""
        with anyio.fail_after(5):
            while b'"mcp_agent.logs"' not in data or not data.endswith(b"\n"):
                try:
                    data += os.read(read_fd, 1 << 16)
                except BlockingIOError:
                    await anyio.sleep(0.01)
        warning = next(json.loads(line) for line in data.splitlines() if b'"mcp_agent.logs"' in line)
        assert warning["level"] == "warning" and warning["dropped"] > 1000
    finally:
        os.close(read_fd)
        os.close(write_fd)


@pytest.mark.unit
@pytest.mark.parametrize(
    "headers, chunks, status, code",
    [
        ({"host": "evil.example"}, None, 421, -31006),
        ({"origin": "http://evil.example"}, None, 403, -31006),
        ({"content-length": "5000"}, None, 413, -31005),
        ({"content-length": None}, [b" " * 600] * 5, 413, -31005),  # chunked, counted while read
    ],
    ids=["host", "origin", "declared-length", "chunked"],
)
async def test_middleware_refusals_are_json_rpc_errors(
    headers: dict[str, str | None], chunks: list[bytes] | None, status: int, code: int
) -> None:
    from mcp_agent import Settings, create_app
    from tests.support.server import build_test_server

    app = create_app(build_test_server(), Settings(access_log=False, max_body_bytes=2048))
    base, raw = request_bytes(body("tools/list", id="refused"))
    merged = {name: value for name, value in {**base, **headers}.items() if value is not None}
    exchange = await drive(app, asgi_scope(merged), chunks if chunks is not None else [raw])
    assert exchange.status == status
    assert exchange.headers[b"content-type"] == b"application/json"
    message = json.loads(exchange.body)
    assert message["jsonrpc"] == "2.0" and "id" not in message  # refused before the body was read
    assert message["error"]["code"] == code and isinstance(message["error"]["message"], str)


@pytest.mark.unit
async def test_declared_oversize_body_is_refused_unread() -> None:
    from mcp_agent import Settings, create_app
    from tests.support.server import build_test_server

    app = create_app(build_test_server(), Settings(access_log=False, max_body_bytes=2048))
    sent: list[Message] = []

    async def receive() -> Message:
        raise AssertionError("the body of a request declared too large must not be read")

    async def send(message: Message) -> None:
        sent.append(message)

    await app(asgi_scope({"host": "127.0.0.1", "content-length": str(10**9)}), receive, send)
    assert sent[0]["status"] == 413


@pytest.mark.unit
async def test_405_is_a_json_rpc_error_with_allow() -> None:
    from mcp_agent import Settings, create_app
    from tests.support.server import build_test_server

    app = create_app(build_test_server(), Settings(access_log=False))
    exchange = await drive(app, asgi_scope({"host": "127.0.0.1"}, method="DELETE"), [b""])
    assert exchange.status == 405 and exchange.headers[b"allow"] == b"POST"
    message = json.loads(exchange.body)
    assert message["jsonrpc"] == "2.0" and "id" not in message and message["error"]["code"] == -32600


def refusing_server() -> Any:
    """Tools that raise an McpError carrying its own response header, before and after streaming."""
    from mcp_agent import RequestContext, Server
    from mcp_agent.protocol.errors import STORE_UNAVAILABLE, McpError

    server = Server("refusing")

    def busy() -> McpError:
        return McpError(STORE_UNAVAILABLE, "busy", headers=[(b"retry-after", b"7")])

    @server.tool()
    async def refuse_at_once(ctx: RequestContext) -> str:
        raise busy()

    @server.tool()
    async def refuse_after_progress(ctx: RequestContext) -> str:
        await ctx.report_progress(1, 2)
        raise busy()

    return server


@pytest.mark.unit
@pytest.mark.parametrize("progress_token", [None, "tok"])
async def test_error_headers_are_sent_for_an_mcp_error_raised_inside_dispatch(progress_token: str | None) -> None:
    from mcp_agent import Settings, create_app

    app = create_app(refusing_server(), Settings(access_log=False))
    extra: dict[str, Any] = {} if progress_token is None else {"progressToken": progress_token}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as client:
        rpc = Rpc(client)
        response = await rpc.call("tools/call", {"name": "refuse_at_once", "arguments": {}}, id="r1", **extra)
    # Nothing was streamed yet: the error's own status, headers and a JSON body, even with a progress token.
    assert response.status_code == 503
    assert response.headers["retry-after"] == "7"
    assert response.headers["content-type"] == "application/json"
    assert response.json() == {"jsonrpc": "2.0", "id": "r1", "error": {"code": -31001, "message": "busy"}}


@pytest.mark.unit
async def test_an_error_after_streaming_started_is_the_last_event() -> None:
    from mcp_agent import Settings, create_app

    app = create_app(refusing_server(), Settings(access_log=False))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as client:
        response = await Rpc(client).call(
            "tools/call", {"name": "refuse_after_progress", "arguments": {}}, id=7, progressToken="p"
        )
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    messages = sse_messages(response.text)
    assert messages[0]["method"] == "notifications/progress"
    assert messages[-1] == {"jsonrpc": "2.0", "id": 7, "error": {"code": -31001, "message": "busy"}}
    assert len(messages) == 2
