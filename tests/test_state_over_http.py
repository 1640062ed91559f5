"""Conversation state, identity and idempotency seen through POST /mcp, in process.

Every request is a complete 2026-07-28 envelope sent through the real ASGI app with a
static tokens file (tenants A and B). What each test asserts is what a client can
observe over HTTP; where "the record is unchanged" matters, the test also reads the
record straight from the app's session store.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import BaseModel
from starlette.applications import Starlette

from mcp_agent import InvalidHandle, Settings, create_app
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer
from tests.support.tools import builtin_tools
from tests.support.wire_schema import schema_checked

PROTOCOL_VERSION = "2026-07-28"
IDEMPOTENCY_META_KEY = "dev.mcp-agent/idempotencyKey"
TENANT_A, TENANT_B = "tenant-a", "tenant-b"
TOKEN_A, TOKEN_B = "token-a-7f3c9e1d2b", "token-b-4a8e6c0f1d"
SEALING_KEY = "state-over-http-sealing-secret-0123456789abcdef"
BASE_URL = "http://127.0.0.1"

IDEMPOTENCY_KEY_REUSED = -31002
IDEMPOTENCY_IN_PROGRESS = -31003
UNAUTHENTICATED = -31004
HEADER_MISMATCH = -32020

_ids = itertools.count(1)


# -- request builders --------------------------------------------------------------------


def tool_call(
    name: str, arguments: dict[str, Any], *, id: Any = None, meta: dict[str, Any] | None = None
) -> dict[str, Any]:
    full_meta: dict[str, Any] = {
        "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    full_meta.update(meta or {})
    return {
        "jsonrpc": "2.0",
        "id": next(_ids) if id is None else id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments, "_meta": full_meta},
    }


def call_headers(name: str, token: str | None, idempotency_key: str | None = None) -> dict[str, str]:
    headers = {
        "Content-Type": "application/json",
        "MCP-Protocol-Version": PROTOCOL_VERSION,
        "Mcp-Method": "tools/call",
        "Mcp-Name": name,
    }
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if idempotency_key is not None:
        headers["Idempotency-Key"] = idempotency_key
    return headers


def summarize_args(text: str, conversation: str | None = None, **extra: Any) -> dict[str, Any]:
    arguments: dict[str, Any] = {"messages": [{"sender": "ana", "body": text}], "max_turns": 5}
    if conversation is not None:
        arguments["conversation"] = conversation
    arguments.update(extra)
    return arguments


class Client:
    """Posts summarize_thread (or any tool) calls to one in-process app."""

    def __init__(self, http: httpx.AsyncClient, app: Starlette) -> None:
        self.http = http
        self.app = app

    @property
    def services(self) -> Any:
        return self.app.state.services

    async def post(self, message: dict[str, Any], headers: dict[str, str]) -> httpx.Response:
        return await self.http.post("/mcp", content=json.dumps(message).encode(), headers=headers)

    async def call(
        self,
        token: str | None,
        arguments: dict[str, Any],
        *,
        tool: str = "summarize_thread",
        key: str | None = None,
        meta: dict[str, Any] | None = None,
        id: Any = None,
    ) -> httpx.Response:
        return await self.post(tool_call(tool, arguments, id=id, meta=meta), call_headers(tool, token, key))

    async def ok(self, token: str, arguments: dict[str, Any], **kw: Any) -> dict[str, Any]:
        """A call that must succeed: return the tool result (not an isError one)."""
        response = await self.call(token, arguments, **kw)
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        assert not result.get("isError"), result
        return result

    async def tool_error(self, token: str, arguments: dict[str, Any], **kw: Any) -> str:
        """A call that must come back as an isError tool result: return its text."""
        response = await self.call(token, arguments, **kw)
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        assert result.get("isError") is True, result
        return " ".join(block["text"] for block in result["content"] if block.get("type") == "text")

    async def record(self, tenant: str, handle: str) -> tuple[int, list[dict[str, Any]]]:
        """(version, turns) of the conversation named by ``handle``, read straight from the store."""
        record_id = self.services.contexts.handles.open(handle, tenant, "conversation")
        window = await self.services.contexts.store.read_window(tenant, record_id, 1000)
        return window.version, window.turns


def rpc_error(response: httpx.Response, status: int, code: int, request_id: Any) -> dict[str, Any]:
    assert response.status_code == status, response.text
    message = response.json()
    assert message["jsonrpc"] == "2.0"
    assert message["id"] == request_id
    assert "result" not in message
    assert message["error"]["code"] == code, message
    return message["error"]


# -- fixtures ----------------------------------------------------------------------------


@pytest.fixture
def tokens_file(tmp_path: Path) -> Path:
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
    return path


@pytest.fixture
def settings(tokens_file: Path) -> Callable[..., Settings]:
    def make(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "store": "memory",
            "auth_tokens_file": str(tokens_file),
            "sealing_keys": [SEALING_KEY],
            "access_log": False,
        }
        values.update(overrides)
        return Settings(**values)

    return make


async def _client_for(app: Starlette) -> AsyncIterator[Client]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        try:
            yield Client(schema_checked(http), app)
        finally:
            await app.state.services.contexts.store.aclose()


@pytest.fixture
async def client(settings: Callable[..., Settings]) -> AsyncIterator[Client]:
    async for value in _client_for(create_app(settings=settings())):
        yield value


@pytest.fixture(
    params=[
        pytest.param("memory", marks=pytest.mark.unit),
        pytest.param("redis", marks=pytest.mark.integration),
        pytest.param("postgres", marks=pytest.mark.integration),
    ]
)
async def any_store_client(request: pytest.FixtureRequest, settings: Callable[..., Settings]) -> AsyncIterator[Client]:
    """The same app over the memory store, over ``--store redis`` (the run's shared redis-server) and over
    ``--store postgres`` (the run's database); tests keep apart by fresh handles and idempotency keys."""
    if request.param == "redis":
        server: RedisServer = request.getfixturevalue("redis_server")
        app = create_app(settings=settings(store="redis", redis_url=server.url))
    elif request.param == "postgres":
        database: TestDatabase = request.getfixturevalue("postgres_database")
        app = create_app(settings=settings(store="postgres", postgres_url=database.url))
    else:
        app = create_app(settings=settings())
    async for value in _client_for(app):
        yield value


# -- handles -----------------------------------------------------------------------------


@pytest.mark.unit
async def test_handle_round_trip_across_calls(client: Client) -> None:
    first = (await client.ok(TOKEN_A, summarize_args("We should ship the parser on Friday.")))["structuredContent"]
    assert (first["version"], first["turn_index"], first["replayed"]) == (1, 0, False)
    assert first["conversation"].startswith("h.")
    assert first["state_refs"] == {"conversation": first["conversation"], "history_cursor": first["history_cursor"]}

    second = (await client.ok(TOKEN_A, summarize_args("Friday works if tests pass.", first["conversation"])))[
        "structuredContent"
    ]
    assert (second["version"], second["turn_index"], second["replayed"]) == (2, 1, False)

    # The handle returned by the second call names the same conversation.
    third = (await client.ok(TOKEN_A, summarize_args("Tests pass now.", second["conversation"])))["structuredContent"]
    assert (third["version"], third["turn_index"], third["replayed"]) == (3, 2, False)
    assert third["state_refs"] == {"conversation": third["conversation"], "history_cursor": third["history_cursor"]}

    version, turns = await client.record(TENANT_A, third["conversation"])
    assert version == 3 and len(turns) == 3
    assert "parser" in turns[0]["summary"] and [turn["messages"] for turn in turns] == [1, 1, 1]


@pytest.mark.unit
async def test_other_tenant_holding_the_exact_handle_is_told_to_start_over(client: Client) -> None:
    created = (await client.ok(TOKEN_A, summarize_args("Tenant A private plan: acquire Initech.")))["structuredContent"]
    handle = created["conversation"]

    text = await client.tool_error(TOKEN_B, summarize_args("Append from B.", handle))
    assert "create a new conversation" in text
    assert "Initech" not in text and TENANT_A not in text

    version, turns = await client.record(TENANT_A, handle)
    assert version == 1 and len(turns) == 1 and "Initech" in turns[0]["summary"]
    # ... and A's next append is version 2: B's attempt moved nothing.
    again = (await client.ok(TOKEN_A, summarize_args("Still A.", handle)))["structuredContent"]
    assert again["version"] == 2


def _tampered(handle: str) -> list[str]:
    prefix, encoded = handle.split(".", 1)
    raw = bytearray(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)))

    def reencode(data: bytes | bytearray) -> str:
        return f"{prefix}.{base64.urlsafe_b64encode(bytes(data)).rstrip(b'=').decode()}"

    variants: list[str] = []
    # Key id, nonce, ciphertext (first, middle), tag (last byte): one flipped bit each.
    for position in (0, 6, 16, len(raw) // 2, len(raw) - 1):
        flipped = bytearray(raw)
        flipped[position] ^= 0x01
        variants.append(reencode(flipped))
    # Several bytes at once.
    several = bytearray(raw)
    for position in (1, 10, 20, len(raw) - 5):
        several[position] ^= 0xFF
    variants.append(reencode(several))
    # The text itself: a changed character mid-string, a changed purpose prefix, truncation.
    middle = len(handle) // 2
    variants.append(handle[:middle] + ("A" if handle[middle] != "A" else "B") + handle[middle + 1 :])
    variants.append("x" + handle[1:])
    variants.append(handle[:-4])
    assert len(set(variants)) == len(variants) and handle not in variants
    return variants


@pytest.mark.unit
async def test_handle_with_flipped_bytes_is_refused(client: Client) -> None:
    created = (await client.ok(TOKEN_A, summarize_args("The original conversation.")))["structuredContent"]
    handle = created["conversation"]
    for bad in _tampered(handle):
        text = await client.tool_error(TOKEN_A, summarize_args("Tampered append.", bad))
        assert "invalid or expired" in text and "create a new conversation" in text, (bad, text)
    version, _ = await client.record(TENANT_A, handle)
    assert version == 1


# -- authentication ----------------------------------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize(
    "authorization",
    [
        None,
        f"Bearer {TOKEN_A}x",
        "Bearer not-a-known-token",
        f"Basic {TOKEN_A}",
        "Bearer",
        f"Bearer  {TOKEN_A}",
        TOKEN_A,
    ],
    ids=["missing", "near-miss", "unknown", "other-scheme", "empty-bearer", "double-space", "no-scheme"],
)
@pytest.mark.parametrize("request_id", [41, "req-41"])
async def test_missing_or_invalid_bearer_token_is_401(
    client: Client, authorization: str | None, request_id: Any
) -> None:
    message = tool_call("summarize_thread", summarize_args("Should never be stored."), id=request_id)
    headers = call_headers("summarize_thread", None)
    if authorization is not None:
        headers["Authorization"] = authorization
    response = await client.post(message, headers)
    error = rpc_error(response, 401, UNAUTHENTICATED, request_id)
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert TOKEN_A not in response.text and TOKEN_A not in response.headers["www-authenticate"]
    assert error["message"]


@pytest.mark.unit
async def test_identity_comes_from_the_token_not_the_body(client: Client) -> None:
    created = (await client.ok(TOKEN_A, summarize_args("Alpha roadmap: launch in March.")))["structuredContent"]
    handle_a = created["conversation"]
    claims_a = {"tenant": TENANT_A, "dev.mcp-agent/tenant": TENANT_A, "user": "alice"}

    # B claiming to be A in _meta still acts as B: A's handle is refused.
    text = await client.tool_error(TOKEN_B, summarize_args("B posing as A.", handle_a), meta=claims_a)
    assert "create a new conversation" in text
    # A tenant smuggled into the arguments is not an argument the tool takes at all.
    text = await client.tool_error(TOKEN_B, summarize_args("B posing as A.", handle_a, tenant=TENANT_A))
    assert "tenant" in text
    # No token at all: _meta does not authenticate.
    response = await client.call(None, summarize_args("Anonymous posing as A.", handle_a), meta=claims_a, id="anon")
    rpc_error(response, 401, UNAUTHENTICATED, "anon")

    # A claiming to be B in _meta still acts as A: its own handle works, on its own record.
    appended = (await client.ok(TOKEN_A, summarize_args("A says it is B.", handle_a), meta={"tenant": TENANT_B}))[
        "structuredContent"
    ]
    assert appended["version"] == 2

    # A new conversation started by B "as A" belongs to B.
    b_created = (await client.ok(TOKEN_B, summarize_args("B's own start."), meta=claims_a))["structuredContent"]
    assert (await client.record(TENANT_B, b_created["conversation"]))[0] == 1
    with pytest.raises(InvalidHandle):
        client.services.contexts.handles.open(b_created["conversation"], TENANT_A, "conversation")

    version, turns = await client.record(TENANT_A, handle_a)
    assert version == 2
    assert not any("posing" in turn["summary"] or "Anonymous" in turn["summary"] for turn in turns)


# -- idempotency -------------------------------------------------------------------------


async def test_same_key_same_request_replays_and_appends_once(any_store_client: Client) -> None:
    client = any_store_client
    created = (await client.ok(TOKEN_A, summarize_args("Kickoff: agree on the schema.")))["structuredContent"]
    handle = created["conversation"]
    key = f"replay-{uuid.uuid4().hex}"
    arguments = summarize_args("Schema agreed; next is the migration.", handle)

    first = await client.ok(TOKEN_A, arguments, key=key)
    assert first["structuredContent"]["version"] == 2
    assert first["structuredContent"]["turn_index"] == 1

    # The same key again, by header and then by _meta only: the stored result, nothing appended.
    again_header = await client.ok(TOKEN_A, arguments, key=key)
    again_meta = await client.ok(TOKEN_A, arguments, meta={IDEMPOTENCY_META_KEY: key})
    both = await client.ok(TOKEN_A, arguments, key=key, meta={IDEMPOTENCY_META_KEY: key})
    assert "dev.mcp-agent/idempotentReplay" not in first["_meta"]
    for replay in (again_header, again_meta, both):
        # The stored result, except that it says it is a replay, as its _meta does.
        assert replay["structuredContent"] == {**first["structuredContent"], "replayed": True}
        assert replay["content"] == first["content"]
        assert replay["_meta"]["dev.mcp-agent/idempotentReplay"] is True

    version, turns = await client.record(TENANT_A, handle)
    assert version == 2 and len(turns) == 2
    # The next un-keyed append lands right after: exactly one turn was added for the key.
    after = (await client.ok(TOKEN_A, summarize_args("Migration done.", handle)))["structuredContent"]
    assert after["version"] == 3


@pytest.mark.unit
async def test_same_key_with_different_arguments_is_422(client: Client) -> None:
    created = (await client.ok(TOKEN_A, summarize_args("First point.")))["structuredContent"]
    handle = created["conversation"]
    key = f"reuse-{uuid.uuid4().hex}"
    await client.ok(TOKEN_A, summarize_args("Second point.", handle), key=key)

    response = await client.call(TOKEN_A, summarize_args("A different second point.", handle), key=key, id="reuse")
    error = rpc_error(response, 422, IDEMPOTENCY_KEY_REUSED, "reuse")
    assert "idempotency key" in error["message"].lower()
    assert (await client.record(TENANT_A, handle))[0] == 2


@pytest.mark.unit
async def test_header_and_meta_keys_disagreeing_is_400(client: Client) -> None:
    response = await client.call(
        TOKEN_A,
        summarize_args("Mismatched keys."),
        key="key-in-header",
        meta={IDEMPOTENCY_META_KEY: "key-in-meta"},
        id="mm",
    )
    error = rpc_error(response, 400, HEADER_MISMATCH, "mm")
    assert "Idempotency-Key" in error["message"]
    # Nothing ran: a retry with either key alone starts a brand new conversation at version 1.
    fresh = (await client.ok(TOKEN_A, summarize_args("Mismatched keys."), key="key-in-header"))["structuredContent"]
    assert fresh["version"] == 1


@pytest.mark.unit
async def test_same_key_in_two_tenants_is_independent(client: Client) -> None:
    key = "shared-key-0001"
    a = (await client.ok(TOKEN_A, summarize_args("Tenant A secret: margin is 41 percent."), key=key))[
        "structuredContent"
    ]
    # Same key, same arguments from B: B's own first run, not A's replay.
    b = (await client.ok(TOKEN_B, summarize_args("Tenant A secret: margin is 41 percent."), key=key))[
        "structuredContent"
    ]
    assert b["conversation"] != a["conversation"]
    assert b["version"] == 1 and b["replayed"] is False
    client.services.contexts.handles.open(b["conversation"], TENANT_B, "conversation")
    with pytest.raises(InvalidHandle):
        client.services.contexts.handles.open(b["conversation"], TENANT_A, "conversation")
    # Same key, different arguments in the other tenant: not a reuse (keys are per tenant), so no 422.
    b2 = (await client.ok(TOKEN_B, summarize_args("Completely different."), key="shared-key-0002"))["structuredContent"]
    a2 = (await client.ok(TOKEN_A, summarize_args("Something else again."), key="shared-key-0002"))["structuredContent"]
    assert (b2["version"], b2["replayed"]) == (1, False) and (a2["version"], a2["replayed"]) == (1, False)
    # A's key still replays A's result.
    assert (await client.ok(TOKEN_A, summarize_args("Tenant A secret: margin is 41 percent."), key=key))[
        "structuredContent"
    ] == {**a, "replayed": True}


class Held(BaseModel):
    tag: str


@pytest.mark.unit
async def test_key_still_running_is_409_with_retry_after(settings: Callable[..., Settings]) -> None:
    started, release = asyncio.Event(), asyncio.Event()
    runs: list[str] = []

    server = builtin_tools()

    @server.tool(description="Wait until released.")
    async def hold(tag: str) -> Held:
        runs.append(tag)
        started.set()
        await release.wait()
        return Held(tag=tag)

    app = create_app(server, settings(idempotency_lease_seconds=20))
    async for client in _client_for(app):
        key = f"slow-{uuid.uuid4().hex}"
        first = asyncio.create_task(client.call(TOKEN_A, {"tag": "one"}, tool="hold", key=key))
        try:
            await asyncio.wait_for(started.wait(), 5)
            response = await client.call(TOKEN_A, {"tag": "one"}, tool="hold", key=key, id="second")
            error = rpc_error(response, 409, IDEMPOTENCY_IN_PROGRESS, "second")
            retry_after = error["data"]["retryAfterMs"]
            assert isinstance(retry_after, int) and 0 < retry_after <= 20_000
            # Another tenant's identical key is not blocked by A's running call.
            other = asyncio.create_task(client.call(TOKEN_B, {"tag": "one"}, tool="hold", key=key))
        finally:
            release.set()
        done = await asyncio.wait_for(first, 5)
        assert done.status_code == 200, done.text
        assert (await asyncio.wait_for(other, 5)).status_code == 200
        replay = await client.ok(TOKEN_A, {"tag": "one"}, tool="hold", key=key)
        assert replay["structuredContent"] == done.json()["result"]["structuredContent"]
        assert runs == ["one", "one"]  # once for A, once for B; never for the 409 or the replay


@pytest.mark.unit
async def test_unauthenticated_notification_is_refused_too(client: Client) -> None:
    notification = {"jsonrpc": "2.0", "method": "notifications/progress", "params": {}}
    response = await client.post(notification, {"Content-Type": "application/json"})
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert "id" not in response.json() and response.json()["error"]["code"] == UNAUTHENTICATED
