"""``subscriptions/listen`` over real sockets: ack, filter, subscriptionId, keep-alive, shutdown drain."""

from __future__ import annotations

import contextlib
import json
import signal
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import anyio
import anyio.to_thread
import httpx2 as httpx
import pytest

from tests.support.live_server import live_server
from tests.support.requests import SERVER_INFO_KEY, SUBSCRIPTION_ID_KEY, Rpc, body, headers_for
from tests.support.server import RESOURCE_URI, ThreadServer
from tests.support.wire_schema import check_message

ACK = "notifications/subscriptions/acknowledged"


class SseReader:
    """Reads an SSE response item by item: ("comment", text), ("message", dict), or ("end", None)."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self._lines = response.aiter_lines()

    async def next(self, timeout: float = 3.0) -> tuple[str, Any]:
        with anyio.fail_after(timeout):
            while True:
                try:
                    line = await self._lines.__anext__()
                except StopAsyncIteration:
                    return "end", None
                if line.startswith(":"):
                    return "comment", line
                if line.startswith("data:"):
                    message = json.loads(line[len("data:") :])
                    check_message(message, "subscriptions/listen")  # the published schemas
                    return "message", message

    async def next_message(self, timeout: float = 3.0) -> dict[str, Any] | None:
        """The next JSON-RPC message, skipping keep-alive comments; None when the stream ended."""
        with anyio.fail_after(timeout):
            while True:
                kind, item = await self.next(timeout)
                if kind == "message":
                    return item
                if kind == "end":
                    return None


def listen_message(filter_: dict[str, Any], request_id: Any = "listen-1") -> dict[str, Any]:
    return body("subscriptions/listen", {"notifications": filter_}, id=request_id)


@contextlib.asynccontextmanager
async def open_listen(
    client: httpx.AsyncClient, url: str, filter_: dict[str, Any], request_id: Any = "listen-1"
) -> AsyncIterator[SseReader]:
    message = listen_message(filter_, request_id)
    async with client.stream("POST", url, json=message, headers=headers_for(message)) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["x-accel-buffering"] == "no"
        yield SseReader(response)


async def publish(client: httpx.AsyncClient, url: str, kind: str, uri: str | None = None) -> None:
    arguments: dict[str, Any] = {"kind": kind}
    if uri is not None:
        arguments["uri"] = uri
    message = body("tools/call", {"name": "publish_change", "arguments": arguments}, id=f"pub-{kind}")
    response = await client.post(url, json=message, headers=headers_for(message))
    assert response.json()["result"]["content"][0]["text"] == "published"


@pytest.mark.integration
@pytest.mark.parametrize("request_id", ["listen-a", 77])
async def test_ack_is_first_and_echoes_the_honoured_filter(threaded: ThreadServer, request_id: Any) -> None:
    requested = {
        "toolsListChanged": True,
        "promptsListChanged": False,
        "resourceSubscriptions": [RESOURCE_URI, RESOURCE_URI],
    }
    async with (
        httpx.AsyncClient(timeout=10) as client,
        open_listen(client, threaded.url, requested, request_id) as stream,
    ):
        kind, first = await stream.next()
        assert kind == "message", "the acknowledgement must be the first thing on the stream"
        assert first["method"] == ACK
        assert "id" not in first
        subscription_id = first["params"]["_meta"][SUBSCRIPTION_ID_KEY]
        assert subscription_id == request_id and type(subscription_id) is type(request_id)
        assert first["params"]["notifications"] == {"toolsListChanged": True, "resourceSubscriptions": [RESOURCE_URI]}


@pytest.mark.integration
async def test_filter_honoured_and_subscription_id_on_every_notification(threaded: ThreadServer) -> None:
    filter_ = {"toolsListChanged": True, "resourceSubscriptions": [RESOURCE_URI]}
    async with (
        httpx.AsyncClient(timeout=10) as client,
        open_listen(client, threaded.url, filter_, "listen-f") as stream,
    ):
        assert (await stream.next_message())["method"] == ACK
        await publish(client, threaded.url, "prompts")  # not subscribed
        await publish(client, threaded.url, "resources")  # not subscribed
        await publish(client, threaded.url, "resource", "test://other")  # a URI nobody subscribed to
        await publish(client, threaded.url, "resource", "test://greetings")  # a prefix, not a sub-resource
        await publish(client, threaded.url, "tools")
        await publish(client, threaded.url, "resource", RESOURCE_URI + "/part")
        received = [await stream.next_message(), await stream.next_message()]
    assert [m["method"] for m in received] == ["notifications/tools/list_changed", "notifications/resources/updated"]
    assert received[1]["params"]["uri"] == RESOURCE_URI + "/part"
    for message in received:
        assert message["jsonrpc"] == "2.0" and "id" not in message
        assert message["params"]["_meta"][SUBSCRIPTION_ID_KEY] == "listen-f"


@pytest.mark.integration
async def test_streams_with_different_filters_get_only_their_own(threaded: ThreadServer) -> None:
    async with httpx.AsyncClient(timeout=10) as client:
        async with (
            open_listen(client, threaded.url, {"promptsListChanged": True}, "only-prompts") as prompts,
            open_listen(client, threaded.url, {"toolsListChanged": True}, "only-tools") as tools,
        ):
            assert (await prompts.next_message())["method"] == ACK
            assert (await tools.next_message())["method"] == ACK
            await publish(client, threaded.url, "tools")
            await publish(client, threaded.url, "prompts")
            got_prompts = await prompts.next_message()
            got_tools = await tools.next_message()
    assert got_prompts["method"] == "notifications/prompts/list_changed"
    assert got_prompts["params"]["_meta"][SUBSCRIPTION_ID_KEY] == "only-prompts"
    assert got_tools["method"] == "notifications/tools/list_changed"
    assert got_tools["params"]["_meta"][SUBSCRIPTION_ID_KEY] == "only-tools"


@pytest.mark.integration
async def test_request_scoped_notifications_never_reach_the_listen_stream(threaded: ThreadServer) -> None:
    async with (
        httpx.AsyncClient(timeout=10) as client,
        open_listen(client, threaded.url, {"toolsListChanged": True, "resourcesListChanged": True}, "quiet") as stream,
    ):
        assert (await stream.next_message())["method"] == ACK
        message = body("tools/call", {"name": "progress", "arguments": {"steps": 2}}, progressToken="p")
        streamed = await client.post(threaded.url, json=message, headers=headers_for(message))
        assert "notifications/progress" in streamed.text
        await publish(client, threaded.url, "tools")  # sentinel
        nxt = await stream.next_message()
    assert nxt["method"] == "notifications/tools/list_changed"


@pytest.mark.integration
async def test_closing_a_listen_stream_ends_the_subscription(threaded: ThreadServer) -> None:
    listen = threaded.app.state.listen
    # The server is shared with earlier tests whose clients have gone; their
    # streams end when the server notices, which may be a moment after.
    with anyio.fail_after(3):
        while listen.open_streams:
            await anyio.sleep(0.02)
    async with httpx.AsyncClient(timeout=10) as client:
        async with open_listen(client, threaded.url, {"toolsListChanged": True}, "short-lived") as stream:
            assert (await stream.next_message())["method"] == ACK
            assert listen.open_streams == 1
    with anyio.fail_after(3):
        while listen.open_streams:
            await anyio.sleep(0.02)


@pytest.mark.unit
async def test_invalid_listen_params_are_a_json_error(rpc: Rpc) -> None:
    response = await rpc.call("subscriptions/listen", {}, id="bad-listen")
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == -32602 and response.json()["id"] == "bad-listen"
    response = await rpc.call("subscriptions/listen", {"notifications": {"toolsListChanged": "yes"}}, id=2)
    assert response.json()["error"]["code"] == -32602


@pytest.mark.integration
async def test_keepalive_comment_every_configured_interval() -> None:
    with live_server(env={"MCP_AGENT_KEEPALIVE_SECONDS": "0.3"}) as server:
        async with (
            httpx.AsyncClient(timeout=10) as client,
            open_listen(client, server.url, {"toolsListChanged": True}) as stream,
        ):
            assert (await stream.next_message())["method"] == ACK
            started = time.monotonic()
            comments = []
            while len(comments) < 3:
                kind, item = await stream.next(timeout=1.0)
                assert kind == "comment", (kind, item)
                comments.append(item)
            elapsed = time.monotonic() - started
    assert 0.6 <= elapsed < 2.0, elapsed  # three 0.3 s intervals, far from the 15 s default


@pytest.mark.integration
async def test_sigterm_sends_listen_result_to_every_stream_and_exits_within_2s() -> None:
    with live_server() as server:
        async with httpx.AsyncClient(timeout=10) as client:
            async with (
                open_listen(client, server.url, {"toolsListChanged": True}, "drain-1") as first,
                open_listen(client, server.url, {"promptsListChanged": True}, 2) as second,
            ):
                assert (await first.next_message())["method"] == ACK
                assert (await second.next_message())["method"] == ACK
                sent = time.monotonic()
                server.process.send_signal(signal.SIGTERM)
                for stream, request_id in ((first, "drain-1"), (second, 2)):
                    last = await stream.next_message(timeout=2.5)
                    assert last is not None, "the stream closed without the listen result"
                    assert last["id"] == request_id
                    assert last["result"]["resultType"] == "complete"
                    assert last["result"]["_meta"][SUBSCRIPTION_ID_KEY] == request_id
                    assert last["result"]["_meta"][SERVER_INFO_KEY]["name"] == "mcp-agent"
                    assert await stream.next_message(timeout=2.5) is None, "the listen result must be the last event"
        exit_code = await anyio.to_thread.run_sync(lambda: server.process.wait(timeout=5))
        elapsed = time.monotonic() - sent
        stderr = server.process.stderr.read().decode() if server.process.stderr else ""
    assert elapsed < 2.0, f"exited {elapsed:.2f}s after SIGTERM"
    # uvicorn re-raises the signal after a graceful shutdown, so -SIGTERM is a clean exit too.
    assert exit_code in (0, -signal.SIGTERM), (exit_code, stderr)
    assert "Traceback" not in stderr, stderr


# -- the stream's ends, driven as plain ASGI (in process) ------------------------------------------


async def _serve_listen(streams: Any, receive: Any, sent: list[dict[str, Any]], request_id: Any) -> None:
    from mcp_agent.transport.listen import Subscription

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await streams.serve(Subscription(request_id, "local", {"toolsListChanged": True}), receive, send)


def disconnect_when(event: anyio.Event) -> Callable[[], Awaitable[dict[str, Any]]]:
    """An ASGI ``receive`` whose client stays until ``event`` is set, then disconnects."""

    async def receive() -> dict[str, Any]:
        await event.wait()
        return {"type": "http.disconnect"}

    return receive


def _events(sent: list[dict[str, Any]]) -> list[dict[str, Any]]:
    chunks = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body").decode()
    events = [json.loads(line[len("data:") :]) for line in chunks.splitlines() if line.startswith("data:")]
    for event in events:
        check_message(event, "subscriptions/listen")
    return events


@pytest.mark.unit
async def test_a_stream_that_does_not_read_is_cut_off_with_the_listen_result() -> None:
    from mcp_agent import Change, InProcessChangeBus
    from mcp_agent.transport.listen import ListenStreams

    bus = InProcessChangeBus()
    streams = ListenStreams(bus, {"name": "t", "version": "0"}, keepalive_seconds=10, max_buffered=3)
    never = anyio.Event()
    sent: list[dict[str, Any]] = []

    receive = disconnect_when(never)

    with anyio.fail_after(5):
        async with anyio.create_task_group() as group:
            group.start_soon(_serve_listen, streams, receive, sent, "o-1")
            while not sent:
                await anyio.sleep(0.01)
            for _ in range(10):  # faster than the stream is read: changes would be lost
                await bus.publish(Change("tools"))
    assert sent[-1]["more_body"] is False
    events = _events(sent)
    assert events[0]["method"] == ACK
    # The buffered changes (all three: none is dropped to make room for the result), then the result:
    # the client re-listens and re-reads what it missed.
    assert [event.get("method") for event in events[1:-1]] == ["notifications/tools/list_changed"] * 3
    assert events[-1] == {
        "jsonrpc": "2.0",
        "id": "o-1",
        "result": {
            "resultType": "complete",
            "_meta": {SUBSCRIPTION_ID_KEY: "o-1", "io.modelcontextprotocol/serverInfo": {"name": "t", "version": "0"}},
        },
    }
    assert streams.cut_offs == 1
    assert streams.open_streams == 0


@pytest.mark.unit
async def test_drain_ends_the_stream_with_the_listen_result_and_a_client_leaving_unsubscribes() -> None:
    from mcp_agent import InProcessChangeBus
    from mcp_agent.transport.listen import ListenStreams

    streams = ListenStreams(InProcessChangeBus(), {"name": "t", "version": "0"}, keepalive_seconds=10)
    leave = anyio.Event()
    sent_drained: list[dict[str, Any]] = []
    sent_left: list[dict[str, Any]] = []

    receive = disconnect_when(leave)

    with anyio.fail_after(5):
        async with anyio.create_task_group() as group:
            group.start_soon(_serve_listen, streams, receive, sent_left, "leaves")
            while streams.open_streams < 1:
                await anyio.sleep(0.01)
            leave.set()
        assert streams.open_streams == 0 and sent_left[-1].get("more_body", True), (
            "a client that left gets nothing more"
        )

        never = anyio.Event()

        async def stays() -> dict[str, Any]:
            await never.wait()
            return {"type": "http.disconnect"}

        async with anyio.create_task_group() as group:
            group.start_soon(_serve_listen, streams, stays, sent_drained, 5)
            while streams.open_streams < 1:
                await anyio.sleep(0.01)
            streams.drain()
    last = _events(sent_drained)[-1]
    assert last["id"] == 5 and last["result"]["resultType"] == "complete"
    assert last["result"]["_meta"][SUBSCRIPTION_ID_KEY] == 5
    assert sent_drained[-1]["more_body"] is False


@pytest.mark.unit
async def test_drain_turns_readiness_503_then_ends_every_stream_with_its_result() -> None:
    from mcp_agent import Server, Settings, create_app

    app = create_app(Server("t"), Settings(access_log=False))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as client:
        assert (await client.get("/readyz")).status_code == 200
        streams = app.state.listen
        sent: list[dict[str, Any]] = []
        never = anyio.Event()

        receive = disconnect_when(never)

        with anyio.fail_after(5):
            async with anyio.create_task_group() as group:
                group.start_soon(_serve_listen, streams, receive, sent, "d-1")
                while not sent:
                    await anyio.sleep(0.01)
                app.drain()
        ready = await client.get("/readyz")
        assert ready.status_code == 503 and ready.json() == {"status": "unready", "reason": "shutting down"}
    assert _events(sent)[-1]["id"] == "d-1" and _events(sent)[-1]["result"]["resultType"] == "complete"
    assert streams.open_streams == 0


@pytest.mark.unit
async def test_a_stream_ends_with_the_listen_result_at_its_maximum_lifetime() -> None:
    from mcp_agent import Change, InProcessChangeBus
    from mcp_agent.transport.listen import ListenStreams

    bus = InProcessChangeBus()
    streams = ListenStreams(bus, {"name": "t", "version": "0"}, keepalive_seconds=10, max_lifetime_seconds=0.3)
    stays = anyio.Event()  # the client never leaves: only the lifetime ends the stream
    sent: list[dict[str, Any]] = []
    with anyio.fail_after(5):
        started = anyio.current_time()
        async with anyio.create_task_group() as group:
            group.start_soon(_serve_listen, streams, disconnect_when(stays), sent, "life-1")
            while not sent:
                await anyio.sleep(0.01)
            await bus.publish(Change("tools"))  # while the stream lives: delivered before the result
        ended = anyio.current_time() - started
    assert ended >= 0.3
    assert sent[-1]["more_body"] is False
    events = _events(sent)
    assert [event.get("method") for event in events] == [ACK, "notifications/tools/list_changed", None]
    assert events[-1]["id"] == "life-1" and events[-1]["result"]["_meta"][SUBSCRIPTION_ID_KEY] == "life-1"
    assert streams.open_streams == 0
    await bus.publish(Change("tools"))  # after the end: nothing more is sent on it
    assert _events(sent) == events


@pytest.mark.unit
def test_the_lifetime_setting_is_off_by_default_and_has_a_serverless_preset() -> None:
    from pydantic import ValidationError

    from mcp_agent import Settings

    assert Settings().listen_lifetime_seconds is None
    assert Settings(listen_max_seconds="serverless").listen_lifetime_seconds == 25.0
    assert Settings(listen_max_seconds=90).listen_lifetime_seconds == 90
    for bad in (0, -1, "forever"):
        with pytest.raises(ValidationError):
            Settings(listen_max_seconds=bad)


@pytest.mark.unit
@pytest.mark.parametrize("request_id", ["wire-1", 7, 'q"uote\\ é'])
async def test_each_notification_is_the_plain_encoding_of_its_message_with_the_streams_subscription_id(
    request_id: Any,
) -> None:
    """A change is encoded once for all its streams, each stream's ``_meta`` spliced in: the bytes on
    the wire must be exactly what encoding the whole message would give, with params or without."""
    from mcp_agent import Change, InProcessChangeBus
    from mcp_agent.protocol.jsonrpc import notification_message
    from mcp_agent.transport.listen import ListenStreams, ResourceSubscriptions, Subscription
    from mcp_agent.transport.responses import event_frame

    uri = 'test://r/é/"q"/\\'
    bus = InProcessChangeBus()
    streams = ListenStreams(bus, {"name": "t", "version": "0"}, keepalive_seconds=10)
    subscription = Subscription(
        request_id,
        "local",
        {"toolsListChanged": True, "resourceSubscriptions": [uri]},
        {},
        ResourceSubscriptions([uri]),
    )
    leave = anyio.Event()
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    with anyio.fail_after(5):
        async with anyio.create_task_group() as group:
            group.start_soon(streams.serve, subscription, disconnect_when(leave), send)
            while len(sent) < 2:  # the response start and the acknowledgement
                await anyio.sleep(0.01)
            for change in (Change("resource", uri=uri), Change("tools"), Change("resource", uri=uri + "/below")):
                await bus.publish(change)
                await anyio.sleep(0.01)
            leave.set()
    meta = {"_meta": {SUBSCRIPTION_ID_KEY: request_id}}
    expected = [
        notification_message("notifications/resources/updated", {"uri": uri, **meta}),
        notification_message("notifications/tools/list_changed", meta),
        notification_message("notifications/resources/updated", {"uri": uri + "/below", **meta}),
    ]
    assert [m["body"] for m in sent[2:]] == [event_frame(message) for message in expected]
    for message in _events(sent)[1:]:
        check_message(message, "subscriptions/listen")


@pytest.mark.unit
async def test_a_keep_alive_comes_only_after_an_interval_without_a_notification() -> None:
    from mcp_agent import Change, InProcessChangeBus
    from mcp_agent.transport.listen import ListenStreams, Subscription

    bus = InProcessChangeBus()
    streams = ListenStreams(bus, {"name": "t", "version": "0"}, keepalive_seconds=0.3)
    leave = anyio.Event()
    keep_alive = b": keep-alive\n\n"
    written: list[tuple[float, bytes]] = []  # when each body message was sent, and what

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.body":
            written.append((anyio.current_time(), message["body"]))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as group:
            subscription = Subscription("ka", "local", {"toolsListChanged": True})
            group.start_soon(streams.serve, subscription, disconnect_when(leave), send)
            while not written:  # the acknowledgement
                await anyio.sleep(0.01)
            for _ in range(8):  # a change every 0.1 s for 0.8 s: never an interval without a notification
                await bus.publish(Change("tools"))
                await anyio.sleep(0.1)
            last_change = anyio.current_time()
            while not any(body == keep_alive for _, body in written):
                await anyio.sleep(0.01)
            leave.set()
    first_keep_alive = next(at for at, body in written if body == keep_alive)
    assert len([body for _, body in written if body.startswith(b"event: message")]) == 9  # the ack and 8 changes
    # None while the changes flowed; the first an interval after the last notification was written.
    assert 0.15 <= first_keep_alive - last_change < 1.0, first_keep_alive - last_change
