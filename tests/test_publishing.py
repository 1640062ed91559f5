"""What publishes, and what discover promises: the conversation resource, its updates, honest capabilities.

In process (the ASGI app through httpx's ASGITransport, or driven as plain ASGI for a listen
acknowledgement), with a static tokens file for two tenants and an injected change bus that
records what is published.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio
import httpx2 as httpx
import pytest
from mcp_types import CallToolResult

from mcp_agent import Change, InProcessChangeBus, MemoryStore, RequestContext, Server, Settings, create_app
from mcp_agent.protocol.params import SubscriptionFilter
from mcp_agent.testing.conformance_fixtures import conformance_fixtures
from mcp_agent.transport.listen import honoured_filter
from tests.support.requests import BASE_URL, body, headers_for, sse_messages
from tests.support.tools import builtin_tools
from tests.support.wire_schema import schema_checked

TENANT_A, TENANT_B = "tenant-a", "tenant-b"
TOKEN_A, TOKEN_B = "publishing-token-a-51c2", "publishing-token-b-9e07"
SEALING_KEY = "publishing-tests-sealing-secret-0123456789abcdef"
IDEMPOTENCY_TTL_SECONDS = 60.0
RESOURCE_NOT_FOUND = -32602
REPLAYED_META_KEY = "dev.mcp-agent/idempotentReplay"
ACK = "notifications/subscriptions/acknowledged"
EVERY_KIND = {"toolsListChanged": True, "promptsListChanged": True, "resourcesListChanged": True}


class RecordingBus(InProcessChangeBus):
    """The in-process bus, keeping a copy of everything published through it."""

    def __init__(self) -> None:
        super().__init__()
        self.published: list[Change] = []

    async def publish(self, change: Change) -> None:
        self.published.append(change)
        await super().publish(change)


class BusDown(Exception):
    pass


class FailingBus(InProcessChangeBus):
    """A bus whose backend is unreachable: every publish raises, as a Redis bus does in an outage."""

    def __init__(self) -> None:
        super().__init__()
        self.attempts = 0

    async def publish(self, change: Change) -> None:
        self.attempts += 1
        raise BusDown("the change bus is unreachable")


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Client:
    def __init__(self, http: httpx.AsyncClient, app: Any) -> None:
        self.http = http
        self.app = app
        self._ids = 0

    async def request(
        self, token: str, method: str, params: dict[str, Any] | None = None, key: str | None = None
    ) -> httpx.Response:
        self._ids += 1
        message = body(method, params, id=self._ids)
        headers = headers_for(message, Authorization=f"Bearer {token}")
        if key is not None:
            headers["Idempotency-Key"] = key
        return await self.http.post("/mcp", content=json.dumps(message).encode(), headers=headers)

    async def result(
        self, token: str, method: str, params: dict[str, Any] | None = None, key: str | None = None
    ) -> dict[str, Any]:
        response = await self.request(token, method, params, key)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()["result"]
        assert not result.get("isError"), result
        return result

    async def summarize(
        self, token: str, text: str, conversation: str | None = None, key: str | None = None
    ) -> dict[str, Any]:
        arguments: dict[str, Any] = {"messages": [{"sender": "ana", "body": text}]}
        if conversation is not None:
            arguments["conversation"] = conversation
        return await self.result(token, "tools/call", {"name": "summarize_thread", "arguments": arguments}, key)

    async def read(self, token: str, uri: str) -> httpx.Response:
        return await self.request(token, "resources/read", {"uri": uri})


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    path = tmp_path / "tokens.json"
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    TOKEN_A: {"tenant": TENANT_A, "user": "alice", "scopes": []},
                    TOKEN_B: {"tenant": TENANT_B, "user": "bob", "scopes": []},
                }
            }
        )
    )
    return Settings(
        store="memory",
        auth_tokens_file=str(path),
        sealing_keys=[SEALING_KEY],
        access_log=False,
        idempotency_ttl_seconds=IDEMPOTENCY_TTL_SECONDS,
    )


@pytest.fixture
def serve(settings: Settings) -> Callable[..., contextlib.AbstractAsyncContextManager[Client]]:
    @contextlib.asynccontextmanager
    async def factory(server: Server | None = None, **injected: Any) -> AsyncIterator[Client]:
        app = create_app(server if server is not None else builtin_tools(), settings, **injected)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
            yield Client(schema_checked(http), app)

    return factory


# -- the conversation resource ---------------------------------------------------------------


@pytest.mark.unit
async def test_conversation_resource_is_the_windowed_transcript_under_a_stable_uri(serve: Any) -> None:
    async with serve() as client:
        first = (await client.summarize(TOKEN_A, "We ship the parser on Friday."))["structuredContent"]
        second = (await client.summarize(TOKEN_A, "Friday works if the tests pass.", first["conversation"]))[
            "structuredContent"
        ]
        uri = first["uri"]
        assert uri.startswith("conversation://")
        assert second["uri"] == uri, "the resource names the conversation for its whole life"
        assert second["conversation"] != first["conversation"], "while the handle is re-sealed on every use"
        assert first["conversation"] not in uri and second["conversation"] not in uri

        response = await client.read(TOKEN_A, uri)
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        assert result["cacheScope"] == "private", "a conversation is one tenant's: never a shared cache entry"
        [contents] = result["contents"]
        assert contents["uri"] == uri and contents["mimeType"] == "application/json"
        transcript = json.loads(contents["text"])
        assert transcript["uri"] == uri and transcript["version"] == 2 and transcript["totalTurns"] == 2
        assert [turn["index"] for turn in transcript["turns"]] == [0, 1]
        assert [turn["summary"] for turn in transcript["turns"]] == [first["summary"], second["summary"]]
        assert all(turn["messages"] == 1 for turn in transcript["turns"])

        templates = (await client.result(TOKEN_A, "resources/templates/list"))["resourceTemplates"]
        assert {"uriTemplate": "conversation://{id}", "name": "conversation"}.items() <= next(
            t for t in templates if t["uriTemplate"] == "conversation://{id}"
        ).items()


@pytest.mark.unit
async def test_the_transcript_is_a_window_of_the_latest_summaries(serve: Any) -> None:
    from mcp_agent.tools.summarize.tool import TRANSCRIPT_TURNS

    async with serve() as client:
        handle = None
        for turn in range(TRANSCRIPT_TURNS + 3):
            result = (await client.summarize(TOKEN_A, f"Turn {turn} of a long thread.", handle))["structuredContent"]
            handle = result["conversation"]
        transcript = json.loads((await client.read(TOKEN_A, result["uri"])).json()["result"]["contents"][0]["text"])
    assert transcript["totalTurns"] == TRANSCRIPT_TURNS + 3
    assert [turn["index"] for turn in transcript["turns"]] == list(range(3, TRANSCRIPT_TURNS + 3))


@pytest.mark.unit
async def test_a_foreign_unknown_or_malformed_conversation_is_the_same_not_found(
    serve: Any, settings: Settings
) -> None:
    store = MemoryStore()
    async with serve(store=store) as client:
        created = (await client.summarize(TOKEN_A, "Tenant A private plan: acquire Initech."))["structuredContent"]
        record_id = created["uri"].removeprefix("conversation://")
        # A record of tenant A's that some other tool wrote: not a conversation either.
        await store.create_if_absent(TENANT_A, "counter-record-of-another-tool", 60)
        await store.append_if_version(TENANT_A, "counter-record-of-another-tool", 0, {"count": 1}, 60)

        errors = []
        for token, uri in [
            (TOKEN_B, created["uri"]),  # another tenant holding the exact URI
            (TOKEN_A, "conversation://" + "x" * 32),  # unknown
            (TOKEN_A, "conversation://" + created["conversation"]),  # a handle is not an id
            (TOKEN_A, "conversation://" + record_id + "%2F.."),  # malformed
            (TOKEN_A, "conversation://" + "y" * 65),  # too long to be an id
            (TOKEN_A, "conversation://counter-record-of-another-tool"),
        ]:
            response = await client.read(token, uri)
            assert response.status_code == 400, (uri, response.text)
            error = response.json()["error"]
            assert error["code"] == RESOURCE_NOT_FOUND and error["data"] == {"uri": uri}, error
            assert "Initech" not in response.text and TENANT_A not in response.text
            errors.append(error["message"].replace(uri, "<uri>"))
        assert len(set(errors)) == 1, f"every cause must look the same: {errors}"
        # ... and A still reads its own.
        assert (await client.read(TOKEN_A, created["uri"])).status_code == 200


# -- summarize_thread results and publishing ---------------------------------------------------


@pytest.mark.unit
async def test_every_result_links_the_conversation_resource(serve: Any) -> None:
    async with serve() as client:
        result = await client.summarize(TOKEN_A, "Fix the login test first, then release.")
        structured = result["structuredContent"]
        assert result["content"] == [
            {"type": "text", "text": structured["summary"]},
            {"type": "resource_link", "uri": structured["uri"], "name": "conversation", "mimeType": "application/json"},
        ]
        tools = {tool["name"]: tool for tool in (await client.result(TOKEN_A, "tools/list"))["tools"]}
        output_schema = tools["summarize_thread"]["outputSchema"]
        assert output_schema["type"] == "object" and "uri" in output_schema["required"]
        assert set(structured) == set(output_schema["properties"])


@pytest.mark.unit
async def test_every_append_publishes_one_update_of_its_conversation_to_its_tenant(serve: Any) -> None:
    bus = RecordingBus()
    async with serve(bus=bus) as client:
        first = (await client.summarize(TOKEN_A, "One."))["structuredContent"]
        second = (await client.summarize(TOKEN_A, "Two.", first["conversation"]))["structuredContent"]
        other = (await client.summarize(TOKEN_B, "Elsewhere."))["structuredContent"]
    assert bus.published == [
        Change("resource", uri=first["uri"], tenant=TENANT_A),
        Change("resource", uri=second["uri"], tenant=TENANT_A),
        Change("resource", uri=other["uri"], tenant=TENANT_B),
    ]


@pytest.mark.unit
async def test_an_idempotent_replay_publishes_nothing(serve: Any) -> None:
    bus = RecordingBus()
    clock = FakeClock()
    async with serve(bus=bus, store=MemoryStore(clock=clock)) as client:
        first = (await client.summarize(TOKEN_A, "Start."))["structuredContent"]
        assert len(bus.published) == 1
        appended = await client.summarize(TOKEN_A, "Once only.", first["conversation"], key="append-once")
        assert len(bus.published) == 2
        # The stored result is replayed: the tool does not even run.
        replayed = await client.summarize(TOKEN_A, "Once only.", first["conversation"], key="append-once")
        assert replayed["_meta"][REPLAYED_META_KEY] is True
        assert replayed["content"] == appended["content"]
        # The stored result has expired but the append remembers its key: the tool runs, appends
        # nothing, and reports the original turn; nothing changed, so nothing is published.
        clock.now += IDEMPOTENCY_TTL_SECONDS * 2
        rerun = (await client.summarize(TOKEN_A, "Once only.", first["conversation"], key="append-once"))[
            "structuredContent"
        ]
        assert rerun["replayed"] is True and rerun["turn_index"] == appended["structuredContent"]["turn_index"]
    assert len(bus.published) == 2, bus.published


@pytest.mark.unit
async def test_a_failed_publish_does_not_fail_the_append(serve: Any, caplog: pytest.LogCaptureFixture) -> None:
    bus = FailingBus()
    with caplog.at_level(logging.WARNING, logger="mcp_agent.tools.summarize_thread"):
        async with serve(bus=bus) as client:
            first = (await client.summarize(TOKEN_A, "Redis is down."))["structuredContent"]
            second = (await client.summarize(TOKEN_A, "Still appending.", first["conversation"]))["structuredContent"]
            transcript = json.loads((await client.read(TOKEN_A, second["uri"])).json()["result"]["contents"][0]["text"])
    assert bus.attempts == 2
    assert (second["version"], second["replayed"]) == (2, False)
    assert transcript["totalTurns"] == 2, "the appends happened"
    assert [r.message for r in caplog.records] == ["conversation updated but the change was not published"] * 2


# -- discover promises only what is backed -----------------------------------------------------


def _everything(server: Server) -> Server:
    @server.tool()
    async def touch(ctx: RequestContext) -> str:
        """Announce a tools list change."""
        await ctx.publish(Change("tools"))
        return "ok"

    @server.resource("test://thing", mime_type="text/plain")
    async def thing() -> str:
        return "thing"

    @server.prompt()
    async def ask() -> str:
        """Ask."""
        return "ask"

    return server


@pytest.mark.unit
async def test_discover_advertises_list_changed_only_when_the_server_says_so(serve: Any) -> None:
    async with serve(_everything(Server("static"))) as client:
        capabilities = (await client.result(TOKEN_A, "server/discover"))["capabilities"]
    assert capabilities["tools"] == {} and capabilities["prompts"] == {}
    assert capabilities["resources"] == {"subscribe": True}, "any tool may publish a resource update"

    async with serve(_everything(Server("dynamic", list_changed=True))) as client:
        capabilities = (await client.result(TOKEN_A, "server/discover"))["capabilities"]
    assert capabilities["tools"] == {"listChanged": True} and capabilities["prompts"] == {"listChanged": True}
    assert capabilities["resources"] == {"subscribe": True, "listChanged": True}


@pytest.mark.unit
async def test_the_built_in_and_the_conformance_servers_advertise_what_they_back(serve: Any) -> None:
    async with serve() as client:
        capabilities = (await client.result(TOKEN_A, "server/discover"))["capabilities"]
    # summarize_thread may run as a task, so the built-in tools advertise the tasks extension; each ships a
    # skill, so they advertise the skills extension (with directory reads) too.
    assert capabilities == {
        "tools": {},
        "resources": {"subscribe": True},
        "logging": {},
        "extensions": {"io.modelcontextprotocol/tasks": {}, "io.modelcontextprotocol/skills": {"directoryRead": True}},
    }
    assert conformance_fixtures().list_changed is True  # its test_trigger_*_change tools announce changes


@pytest.mark.unit
def test_include_carries_list_changed() -> None:
    for outer, inner in [(False, False), (False, True), (True, False), (True, True)]:
        served = Server("outer", list_changed=outer)
        served.include(Server("inner", list_changed=inner))
        assert served.list_changed is (outer or inner)


@pytest.mark.unit
def test_output_schema_is_for_call_tool_results_only() -> None:
    from pydantic import BaseModel

    class Out(BaseModel):
        n: int

    server = Server("t")
    with pytest.raises(ValueError, match="declares one already"):

        @server.tool(output_schema=Out)
        async def model_result() -> Out:
            return Out(n=1)

    with pytest.raises(ValueError, match="object"):

        @server.tool(output_schema={"type": "string"})
        async def not_an_object() -> CallToolResult:
            return CallToolResult.model_validate({"content": []})

    @server.tool(output_schema=Out)
    async def raw() -> CallToolResult:
        return CallToolResult.model_validate({"content": [], "structuredContent": {"n": 1}})

    schema = server.registry.tools["raw"].output_schema
    assert schema is not None and schema["required"] == ["n"] and "title" not in schema


# -- listen honours only what discover advertises ------------------------------------------------


@pytest.mark.unit
def test_honoured_filter_keeps_only_advertised_kinds() -> None:
    requested = SubscriptionFilter.model_validate({**EVERY_KIND, "resourceSubscriptions": ["a://x", "a://x"]})
    assert honoured_filter(requested, {"tools": {}, "resources": {"subscribe": True}, "logging": {}}) == {
        "resourceSubscriptions": ["a://x"],
    }
    assert honoured_filter(requested, {"tools": {"listChanged": True}, "prompts": {}}) == {"toolsListChanged": True}
    assert honoured_filter(requested, {"logging": {}}) == {}
    everything = {**EVERY_KIND, "resourceSubscriptions": ["a://x"]}
    advertised = {
        "tools": {"listChanged": True},
        "prompts": {"listChanged": True},
        "resources": {"subscribe": True, "listChanged": True},
    }
    assert honoured_filter(requested, advertised) == everything
    assert honoured_filter(requested) == everything  # no capabilities given: every kind


async def _listen_ack(app: Any, token: str, filter_: dict[str, Any]) -> dict[str, Any]:
    """Open a listen stream on the app as plain ASGI, return its acknowledgement, and leave."""
    message = body("subscriptions/listen", {"notifications": filter_}, id="ack-1")
    headers = {**headers_for(message), "Authorization": f"Bearer {token}", "Host": "127.0.0.1"}
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "root_path": "",
        "query_string": b"",
        "headers": [(name.lower().encode(), value.encode()) for name, value in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }
    request_sent = False
    acknowledged = anyio.Event()
    chunks: list[bytes] = []

    async def receive() -> dict[str, Any]:
        nonlocal request_sent
        if not request_sent:
            request_sent = True
            return {"type": "http.request", "body": json.dumps(message).encode(), "more_body": False}
        await acknowledged.wait()
        return {"type": "http.disconnect"}

    async def send(event: dict[str, Any]) -> None:
        if event["type"] == "http.response.start":
            assert event["status"] == 200, event
        if event["type"] == "http.response.body":
            chunks.append(event.get("body", b""))
            if ACK.encode() in b"".join(chunks):
                acknowledged.set()

    with anyio.fail_after(5):
        await app(scope, receive, send)
    first = sse_messages(b"".join(chunks).decode())[0]
    assert first["method"] == ACK
    notifications: dict[str, Any] = first["params"]["notifications"]
    return notifications


@pytest.mark.unit
async def test_listen_ack_echoes_only_what_the_served_capabilities_back(serve: Any) -> None:
    requested = {**EVERY_KIND, "resourceSubscriptions": ["conversation://abc"]}
    async with serve() as client:  # the built-in tools: no list changes, conversations publish updates
        assert await _listen_ack(client.app, TOKEN_A, requested) == {"resourceSubscriptions": ["conversation://abc"]}
    async with serve(_everything(Server("dynamic", list_changed=True))) as client:
        assert await _listen_ack(client.app, TOKEN_A, requested) == requested
    async with serve(_tools_only()) as client:
        assert await _listen_ack(client.app, TOKEN_A, requested) == {"toolsListChanged": True}


def _tools_only() -> Server:
    server = Server("tools-only", list_changed=True)

    @server.tool()
    async def noop() -> str:
        """Nothing."""
        return ""

    return server


@pytest.mark.integration
async def test_the_conversation_resource_over_the_redis_store(settings: Settings, redis_server: Any) -> None:
    app = create_app(builtin_tools(), settings.model_copy(update={"store": "redis", "redis_url": redis_server.url}))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        client = Client(schema_checked(http), app)
        try:
            created = (await client.summarize(TOKEN_A, "Kept in Redis."))["structuredContent"]
            own = await client.read(TOKEN_A, created["uri"])
            foreign = await client.read(TOKEN_B, created["uri"])
        finally:
            await app.state.services.contexts.store.aclose()
    assert own.status_code == 200
    assert json.loads(own.json()["result"]["contents"][0]["text"])["turns"][0]["summary"] == created["summary"]
    assert foreign.status_code == 400 and foreign.json()["error"]["data"] == {"uri": created["uri"]}
