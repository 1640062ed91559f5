"""The public server API, used the way a third party uses it: ``from mcp_agent import …`` only.

Each test declares a small ``Server``, serves it with ``create_app`` in process, and looks at
what a client sees: the schemas in ``tools/list``, the results of ``tools/call``, the status and
error of a refused call, what ``server/discover`` advertises.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from mcp_types import (
    CallToolResult,
    CompletionArgument,
    CompletionContext,
    Icon,
    PromptReference,
    ResourceTemplateReference,
    ToolAnnotations,
)
from pydantic import BaseModel, Field

from mcp_agent import (
    Change,
    InProcessChangeBus,
    InputRequired,
    MemoryStore,
    Principal,
    RequestContext,
    Server,
    Settings,
    ToolError,
    create_app,
)
from tests.support.requests import BASE_URL, body, headers_for, meta
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

SEALING_KEY = "server-api-tests-sealing-secret-0123456789abcdef"


class Client:
    """Posts complete 2026-07-28 requests to an in-process app."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def post(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        *,
        token: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
        message = body(method, params)
        sent = headers_for(message)
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        sent.update(headers or {})
        return await self.http.post("/mcp", content=json.dumps(message), headers=sent)

    async def result(self, method: str, params: dict[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
        response = await self.post(method, params, **kw)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()["result"]
        return result

    async def call(self, tool: str, arguments: dict[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
        return await self.result("tools/call", {"name": tool, "arguments": arguments or {}}, **kw)

    async def tools(self, **kw: Any) -> dict[str, dict[str, Any]]:
        return {tool["name"]: tool for tool in (await self.result("tools/list", **kw))["tools"]}


@pytest.fixture
def serve() -> Callable[..., Any]:
    import contextlib

    @contextlib.asynccontextmanager
    async def factory(server: Server, **kwargs: Any) -> AsyncIterator[Client]:
        settings = kwargs.pop("settings", None) or Settings(access_log=False, sealing_keys=[SEALING_KEY])
        app = create_app(server, settings, **kwargs)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
            yield Client(schema_checked(http))

    return factory


# -- tools: schema from the signature, result from the return value -------------------------


async def test_keyword_arguments_become_a_strict_input_schema(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.tool(title="Repeat")
    async def repeat(text: str, times: int = Field(2, ge=1, le=5, description="How often.")) -> str:
        """Repeat a text."""
        return " ".join([text] * times)

    async with serve(server) as client:
        tool = (await client.tools())["repeat"]
        assert tool["description"] == "Repeat a text."
        assert tool["title"] == "Repeat"
        schema = tool["inputSchema"]
        assert schema["required"] == ["text"]
        assert schema["additionalProperties"] is False
        assert schema["properties"]["times"] == {
            "default": 2,
            "description": "How often.",
            "maximum": 5,
            "minimum": 1,
            "title": "Times",
            "type": "integer",
        }
        assert "outputSchema" not in tool
        assert await client.call("repeat", {"text": "hi", "times": 3}) == {
            "content": [{"type": "text", "text": "hi hi hi"}],
            "resultType": "complete",
            "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "t", "version": server.version}},
        }
        # Strict: a string where an integer belongs, an unknown argument, a bound broken.
        for bad in ({"text": "hi", "times": "3"}, {"text": "hi", "louder": True}, {"text": "hi", "times": 9}):
            refused = await client.call("repeat", bad)
            assert refused["isError"] is True
            assert refused["content"][0]["text"].startswith("Invalid arguments: ")


async def test_a_returned_model_is_structured_content_with_its_output_schema(serve: Callable[..., Any]) -> None:
    server = Server("t")

    class Stats(BaseModel):
        words: int
        longest: str | None

    class Labelled(BaseModel):
        label: str

        def __str__(self) -> str:
            return f"label is {self.label}"

    @server.tool()
    async def stats(text: str) -> Stats:
        words = text.split()
        return Stats(words=len(words), longest=max(words, key=len) if words else None)

    @server.tool()
    async def label() -> Labelled:
        return Labelled(label="x")

    async with serve(server) as client:
        tools = await client.tools()
        assert tools["stats"]["outputSchema"]["required"] == ["words", "longest"]
        assert tools["stats"]["outputSchema"]["properties"]["words"] == {"title": "Words", "type": "integer"}
        result = await client.call("stats", {"text": "a stateless server"})
        assert result["structuredContent"] == {"words": 3, "longest": "stateless"}
        assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
        # A model that defines __str__ chooses its own text.
        assert (await client.call("label"))["content"] == [{"type": "text", "text": "label is x"}]


async def test_annotations_and_icons_are_keyword_arguments(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.tool(
        annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
        icons=[Icon(src="https://example.com/ruler.png", mime_type="image/png", sizes=["48x48"])],
    )
    async def measure() -> str:
        return "1 m"

    @server.tool(annotations={"destructiveHint": True})
    async def erase() -> str:
        return "gone"

    async with serve(server) as client:
        tools = await client.tools()
        assert tools["measure"]["annotations"] == {"readOnlyHint": True, "openWorldHint": False}
        assert tools["measure"]["icons"] == [
            {"src": "https://example.com/ruler.png", "mimeType": "image/png", "sizes": ["48x48"]}
        ]
        assert tools["erase"]["annotations"] == {"destructiveHint": True}
        assert "icons" not in tools["erase"]


async def test_a_single_model_parameter_is_the_input_schema(serve: Callable[..., Any]) -> None:
    server = Server("t")

    class Point(BaseModel):
        x: int
        y: int = 0

    @server.tool()
    async def norm(point: Point) -> str:
        return str(abs(point.x) + abs(point.y))

    async with serve(server) as client:
        schema = (await client.tools())["norm"]["inputSchema"]
        assert set(schema["properties"]) == {"x", "y"} and schema["required"] == ["x"]
        assert (await client.call("norm", {"x": -2, "y": 3}))["content"][0]["text"] == "5"


async def test_call_tool_result_tool_error_and_none(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.tool()
    async def raw() -> CallToolResult:
        return CallToolResult.model_validate(
            {"content": [{"type": "text", "text": "raw"}], "_meta": {"com.example/k": 1}}
        )

    @server.tool()
    async def refuse(reason: str) -> str:
        raise ToolError(f"cannot: {reason}")

    @server.tool()
    async def nothing() -> None:
        return None

    async with serve(server) as client:
        raw_result = await client.call("raw")
        assert raw_result["content"] == [{"type": "text", "text": "raw"}]
        assert raw_result["_meta"]["com.example/k"] == 1
        refused = await client.call("refuse", {"reason": "closed"})
        assert refused["isError"] is True and refused["content"] == [{"type": "text", "text": "cannot: closed"}]
        assert (await client.call("nothing"))["content"] == []


async def test_a_tool_without_arguments_runs_with_none_and_refuses_any(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.tool()
    async def pong() -> str:
        return "pong"

    async with serve(server) as client:
        assert (await client.call("pong"))["content"] == [{"type": "text", "text": "pong"}]
        omitted = await client.result("tools/call", {"name": "pong"})
        assert omitted["content"] == [{"type": "text", "text": "pong"}]
        refused = await client.call("pong", {"x": 1})
        assert refused["isError"] is True
        assert refused["content"] == [{"type": "text", "text": "Invalid arguments: x: Extra inputs are not permitted"}]


async def test_a_tool_without_ctx_may_still_ask_for_input_and_refuse(serve: Callable[..., Any]) -> None:
    # Such a tool is called without a RequestContext built for it; what it returns may still need one.
    server = Server("t")
    schema = {"type": "object", "properties": {"ok": {"type": "boolean"}}}

    @server.tool()
    async def confirm() -> str | InputRequired:
        return InputRequired(
            {"ok": {"method": "elicitation/create", "params": {"message": "Sure?", "requestedSchema": schema}}}
        )

    @server.tool()
    async def closed() -> str:
        raise ToolError("closed today")

    async with serve(server) as client:
        undeclared = await client.post("tools/call", {"name": "confirm", "arguments": {}})
        assert undeclared.status_code == 400 and undeclared.json()["error"]["code"] == -32021
        call = {"name": "confirm", "arguments": {}, "_meta": meta(capabilities={"elicitation": {}})}
        asked = await client.result("tools/call", call)
        assert asked["resultType"] == "input_required"
        assert asked["inputRequests"]["ok"]["method"] == "elicitation/create"
        refused = await client.call("closed")
        assert refused["isError"] is True and refused["content"] == [{"type": "text", "text": "closed today"}]


async def test_sync_tools_run_in_a_worker_thread_without_blocking_the_loop(serve: Callable[..., Any]) -> None:
    server = Server("t")
    release = threading.Event()
    seen: dict[str, int] = {}

    @server.tool()
    def blocking() -> str:
        seen["thread"] = threading.get_ident()
        release.wait(5)
        return "unblocked"

    @server.tool()
    async def quick() -> str:
        return "quick"

    async with serve(server) as client:
        slow_call = asyncio.create_task(client.call("blocking"))
        # The loop still serves other requests while the sync tool blocks its thread.
        assert (await asyncio.wait_for(client.call("quick"), 5))["content"][0]["text"] == "quick"
        release.set()
        assert (await asyncio.wait_for(slow_call, 5))["content"][0]["text"] == "unblocked"
    assert seen["thread"] != threading.get_ident()


async def test_headers_keyword_mirrors_an_argument_in_mcp_param(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.tool(headers={"region": "Region"})
    async def locate(region: str, detail: int = 0) -> str:
        return f"{region}/{detail}"

    async with serve(server) as client:
        assert (await client.tools())["locate"]["inputSchema"]["properties"]["region"]["x-mcp-header"] == "Region"
        ok = await client.call("locate", {"region": "eu"}, headers={"Mcp-Param-Region": "eu"})
        assert ok["content"][0]["text"] == "eu/0"
        mismatch = await client.post(
            "tools/call", {"name": "locate", "arguments": {"region": "eu"}}, headers={"Mcp-Param-Region": "us"}
        )
        assert mismatch.status_code == 400 and mismatch.json()["error"]["code"] == -32020


def test_registration_refuses_what_clients_would_reject() -> None:
    server = Server("t")
    with pytest.raises(ValueError, match="x-mcp-header"):

        @server.tool(headers={"region": "Region"})
        async def optional_header(region: str | None = None) -> str:
            return ""

    with pytest.raises(ValueError, match="tool name"):

        @server.tool("has space")
        async def spaced() -> str:
            return ""

    @server.tool()
    async def twice() -> str:
        return ""

    other = Server("o")

    @other.tool("twice")
    async def again() -> str:
        return ""

    with pytest.raises(ValueError, match="registered twice"):
        server.include(other)


# -- resources, prompts, completion; discover tells the truth --------------------------------


async def test_resources_templates_prompts_and_completion(serve: Callable[..., Any]) -> None:
    server = Server("t")

    @server.resource("notes://readme", mime_type="text/plain", description="The readme")
    async def readme() -> str:
        return "read me"

    @server.resource("notes://{name}/raw", mime_type="application/octet-stream")
    async def raw_note(name: str) -> bytes:
        return name.encode()

    @server.prompt(description="Review a file")
    async def review(path: str, tone: str = "kind") -> str:
        return f"Review {path}, {tone}ly"

    @server.completion()
    async def complete(
        ref: PromptReference | ResourceTemplateReference, argument: CompletionArgument, context: CompletionContext
    ) -> list[str]:
        return [f"{argument.value}{n}" for n in range(150)]

    async with serve(server) as client:
        listed = (await client.result("resources/list"))["resources"]
        assert listed == [
            {"uri": "notes://readme", "name": "readme", "description": "The readme", "mimeType": "text/plain"}
        ]
        templates = (await client.result("resources/templates/list"))["resourceTemplates"]
        assert templates == [
            {"uriTemplate": "notes://{name}/raw", "name": "raw_note", "mimeType": "application/octet-stream"}
        ]
        read = await client.result("resources/read", {"uri": "notes://readme"})
        assert read["contents"] == [{"uri": "notes://readme", "mimeType": "text/plain", "text": "read me"}]
        blob = await client.result("resources/read", {"uri": "notes://ab/raw"})
        assert blob["contents"] == [{"uri": "notes://ab/raw", "mimeType": "application/octet-stream", "blob": "YWI="}]
        missing = await client.post("resources/read", {"uri": "notes://nope"})
        assert missing.json()["error"] == {
            "code": -32602,
            "message": "Resource not found: notes://nope",
            "data": {"uri": "notes://nope"},
        }

        prompt = (await client.result("prompts/list"))["prompts"][0]
        assert prompt["arguments"] == [{"name": "path", "required": True}, {"name": "tone", "required": False}]
        got = await client.result("prompts/get", {"name": "review", "arguments": {"path": "a.py"}})
        assert got["messages"] == [{"role": "user", "content": {"type": "text", "text": "Review a.py, kindly"}}]

        completed = await client.result(
            "completion/complete",
            {
                "ref": {"type": "ref/prompt", "name": "review"},
                "argument": {"name": "path", "value": "x"},
            },
        )
        assert completed["completion"]["values"][:2] == ["x0", "x1"]
        assert len(completed["completion"]["values"]) == 100  # the completion_limit setting
        assert completed["completion"]["total"] == 150 and completed["completion"]["hasMore"] is True

        capabilities = (await client.result("server/discover"))["capabilities"]
        assert set(capabilities) == {"resources", "prompts", "completions", "logging"}  # no tools registered


async def test_discover_advertises_only_what_is_registered(serve: Callable[..., Any]) -> None:
    server = Server("tools-only", instructions="Use echo.")

    @server.tool()
    async def echo(text: str) -> str:
        return text

    async with serve(server) as client:
        discovered = await client.result("server/discover")
        # No listChanged: this server never said its lists change (Server(list_changed=True)).
        assert discovered["capabilities"] == {"tools": {}, "logging": {}}
        assert discovered["instructions"] == "Use echo."
        for method, params in [
            ("prompts/list", {}),
            ("resources/list", {}),
            (
                "completion/complete",
                {
                    "ref": {"type": "ref/prompt", "name": "x"},
                    "argument": {"name": "a", "value": ""},
                },
            ),
        ]:
            response = await client.post(method, params)
            assert response.status_code == 404, method
            assert response.json()["error"]["code"] == -32601


# -- identity: scopes, user-bound handles, the tenant-bound store ----------------------------


@pytest.fixture
def tokens_settings(tmp_path: Path) -> Settings:
    path = tmp_path / "tokens.json"
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    "token-reader": {"tenant": "acme", "user": "rita", "scopes": ["notes:read"]},
                    "token-plain": {"tenant": "acme", "user": "paul", "scopes": []},
                    "token-other": {"tenant": "globex", "user": "olga", "scopes": ["notes:read"]},
                }
            }
        )
    )
    return Settings(access_log=False, sealing_keys=[SEALING_KEY], auth_tokens_file=str(path))


async def test_scoped_tools_are_hidden_and_refused_without_the_scope(
    serve: Callable[..., Any], tokens_settings: Settings
) -> None:
    server = Server("t")

    @server.tool(scopes=["notes:read"])
    async def read_notes() -> str:
        return "notes"

    @server.tool()
    async def public() -> str:
        return "public"

    async with serve(server, settings=tokens_settings) as client:
        assert set(await client.tools(token="token-reader")) == {"read_notes", "public"}
        assert set(await client.tools(token="token-plain")) == {"public"}
        listing = await client.result("tools/list", token="token-plain")
        assert listing["cacheScope"] == "private"  # the list depends on who asks
        assert (await client.call("read_notes", token="token-reader"))["content"][0]["text"] == "notes"

        refused = await client.post("tools/call", {"name": "read_notes", "arguments": {}}, token="token-plain")
        assert refused.status_code == 403
        assert (
            refused.headers["www-authenticate"] == 'Bearer realm="mcp", error="insufficient_scope", scope="notes:read"'
        )
        assert refused.json()["error"]["code"] == -31008
        assert refused.json()["error"]["data"] == {"requiredScopes": ["notes:read"]}


async def test_user_bound_handles_open_only_for_their_user(
    serve: Callable[..., Any], tokens_settings: Settings
) -> None:
    server = Server("t")

    @server.tool()
    async def mint(owner: str, ctx: RequestContext) -> str:
        return ctx.handles.seal("draft", "record-1", owner="user" if owner == "user" else "tenant")

    @server.tool()
    async def open_draft(handle: str, ctx: RequestContext) -> str:
        return ctx.handles.open("draft", handle)

    async with serve(server, settings=tokens_settings) as client:
        private = (await client.call("mint", {"owner": "user"}, token="token-reader"))["content"][0]["text"]
        shared = (await client.call("mint", {"owner": "tenant"}, token="token-reader"))["content"][0]["text"]
        assert (await client.call("open_draft", {"handle": private}, token="token-reader"))["content"][0][
            "text"
        ] == "record-1"
        assert (await client.call("open_draft", {"handle": shared}, token="token-plain"))["content"][0][
            "text"
        ] == "record-1"
        for token, handle in [("token-plain", private), ("token-other", shared)]:
            refused = await client.call("open_draft", {"handle": handle}, token=token)
            assert refused["isError"] is True
            assert "draft handle is invalid or expired" in refused["content"][0]["text"]


# -- create_app takes injected parts ----------------------------------------------------------


async def test_injected_store_bus_and_authenticator_are_the_ones_used(serve: Callable[..., Any]) -> None:
    server = Server("t")
    store, bus = MemoryStore(), InProcessChangeBus()
    published: list[Change] = []
    for tenant in ("acme", "globex"):
        await bus.subscribe(tenant, published.append, lambda: None)

    class HeaderIsTheTenant:
        def authenticate(self, authorization_header: str | None) -> Principal:
            tenant = (authorization_header or "Bearer anonymous").removeprefix("Bearer ")
            return Principal(tenant=tenant, user="u", scopes=frozenset())

    @server.tool()
    async def remember(text: str, ctx: RequestContext) -> str:
        await ctx.store.create_if_absent("memo")
        window = await ctx.store.read_window("memo", 10)
        await ctx.store.append_if_version("memo", window.version, {"text": text})
        await ctx.publish(Change("resource", uri="memo://latest"))
        return f"{window.version + 1} memos"

    async with serve(server, store=store, bus=bus, authenticator=HeaderIsTheTenant()) as client:
        assert (await client.call("remember", {"text": "a"}, token="acme"))["content"][0]["text"] == "1 memos"
        assert (await client.call("remember", {"text": "b"}, token="acme"))["content"][0]["text"] == "2 memos"
        assert (await client.call("remember", {"text": "c"}, token="globex"))["content"][0]["text"] == "1 memos"
    # The writes landed in the injected store, per tenant; the changes went through the injected bus.
    assert [turn["text"] for turn in (await store.read_window("acme", "memo", 10)).turns] == ["a", "b"]
    assert [turn["text"] for turn in (await store.read_window("globex", "memo", 10)).turns] == ["c"]
    assert published == [Change("resource", uri="memo://latest", tenant=t) for t in ("acme", "acme", "globex")]
