"""Credential resolvers, as a tool sees them: called with the RequestContext of a real request.

A tiny in-process server exposes each resolver as a tool; requests carry bearer tokens of
different tenants and users, so the lookups are driven by real principals and the store
resolver writes through the real tenant-bound ``ctx.store`` of a MemoryStore.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent import MemoryStore, RequestContext, Server, Settings, create_app
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.identity import StaticTokenAuthenticator
from mcp_agent.tools.summarize.credentials import (
    CredentialResolver,
    FileCredentialResolver,
    StoreCredentialResolver,
    env_variable,
    record_id,
)
from tests.support.requests import BASE_URL, Rpc
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

NONE = "<none>"
PEOPLE = {
    "ann": {"tenant": "acme", "user": "ann@acme.test"},
    "bob": {"tenant": "acme", "user": "bob@acme.test"},
    "eve": {"tenant": "globex", "user": "ann@acme.test"},  # same user name, other tenant
}


class Caller:
    def __init__(self, rpc: Rpc) -> None:
        self.rpc = rpc

    async def tool(self, who: str, name: str, **arguments: Any) -> str:
        response = await self.rpc.call(
            "tools/call", {"name": name, "arguments": arguments}, extra_headers={"Authorization": f"Bearer tok-{who}"}
        )
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        assert not result.get("isError"), result
        return str(result["content"][0]["text"])

    async def resolve(self, who: str, source: str) -> str | None:
        text = await self.tool(who, "resolve", source=source)
        return None if text == NONE else text


@contextlib.asynccontextmanager
async def serving(resolver: CredentialResolver, store: MemoryStore | None = None) -> AsyncIterator[Caller]:
    server = Server("credentials-test")

    @server.tool(description="Resolve a mail credential for the caller.")
    async def resolve(source: str, ctx: RequestContext) -> str:
        return await resolver.resolve(ctx, source) or NONE

    if isinstance(resolver, StoreCredentialResolver):
        store_resolver = resolver

        @server.tool(description="Store a mail credential.")
        async def put(source: str, secret: str, ctx: RequestContext, user: str | None = None) -> str:
            await store_resolver.put(ctx, source, secret, user=user)
            return "ok"

    authenticator = StaticTokenAuthenticator.from_mapping(
        {"tokens": {f"tok-{who}": {**identity, "scopes": []} for who, identity in PEOPLE.items()}}
    )
    app = create_app(server, Settings(access_log=False), store=store or MemoryStore(), authenticator=authenticator)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
        yield Caller(Rpc(schema_checked(client)))


def write(path: Path, document: object) -> None:
    path.write_text(json.dumps(document), encoding="utf-8")


async def test_file_resolver_user_entry_wins_over_tenant_wide(tmp_path: Path) -> None:
    path = tmp_path / "mail-credentials.json"
    write(
        path,
        {
            "acme": {
                "ann@acme.test": {"work-gmail": "ya29.ann-token"},
                "*": {"work-gmail": "ya29.shared-token", "imap": "shared-password"},
            },
            "globex": {"*": {"imap": "globex-password"}},
        },
    )
    async with serving(FileCredentialResolver(str(path))) as caller:
        assert await caller.resolve("ann", "work-gmail") == "ya29.ann-token"
        assert await caller.resolve("bob", "work-gmail") == "ya29.shared-token"
        assert await caller.resolve("ann", "imap") == "shared-password"
        # Tenants are apart even when the user name is the same.
        assert await caller.resolve("eve", "work-gmail") is None
        assert await caller.resolve("eve", "imap") == "globex-password"
        assert await caller.resolve("ann", "unconfigured") is None


async def test_file_resolver_sees_a_rotated_secret_without_restart(tmp_path: Path) -> None:
    path = tmp_path / "mail-credentials.json"
    write(path, {"acme": {"ann@acme.test": {"work-gmail": "ya29.old"}}})
    async with serving(FileCredentialResolver(str(path))) as caller:
        assert await caller.resolve("ann", "work-gmail") == "ya29.old"
        write(path, {"acme": {"ann@acme.test": {"work-gmail": "ya29.new"}}})
        assert await caller.resolve("ann", "work-gmail") == "ya29.new"
        write(path, {"acme": {}})  # revoked
        assert await caller.resolve("ann", "work-gmail") is None


async def test_file_resolver_missing_or_broken_file_names_the_file_not_its_content(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="mcp_agent.tools.summarize.credentials")
    missing = tmp_path / "nowhere.json"
    async with serving(FileCredentialResolver(str(missing))) as caller:
        assert await caller.resolve("ann", "work-gmail") is None
    assert any(str(missing) in r.getMessage() for r in caplog.records)

    caplog.clear()
    broken = tmp_path / "broken.json"
    broken.write_text('{"acme": {"ann@acme.test": {"work-gmail": "ya29.leaky-secret"', encoding="utf-8")
    async with serving(FileCredentialResolver(str(broken))) as caller:
        assert await caller.resolve("ann", "work-gmail") is None
    messages = [r.getMessage() for r in caplog.records]
    assert any(str(broken) in m and "not valid JSON" in m for m in messages)
    assert not [m for m in messages if "leaky-secret" in m]


async def test_env_fallback_without_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert env_variable("work-gmail") == "MCP_AGENT_MAIL_CREDENTIAL_WORK_GMAIL"
    monkeypatch.setenv("MCP_AGENT_MAIL_CREDENTIAL_WORK_GMAIL", "ya29.from-env")
    monkeypatch.delenv("MCP_AGENT_MAIL_CREDENTIAL_IMAP", raising=False)
    async with serving(FileCredentialResolver(None)) as caller:
        assert await caller.resolve("ann", "work-gmail") == "ya29.from-env"
        assert await caller.resolve("eve", "work-gmail") == "ya29.from-env"
        assert await caller.resolve("ann", "imap") is None
        monkeypatch.setenv("MCP_AGENT_MAIL_CREDENTIAL_WORK_GMAIL", "ya29.rotated")
        assert await caller.resolve("ann", "work-gmail") == "ya29.rotated"


async def test_store_resolver_latest_version_wins_per_user_and_tenant() -> None:
    store = MemoryStore()
    async with serving(StoreCredentialResolver(Sealer.ephemeral()), store) as caller:
        assert await caller.resolve("ann", "work-gmail") is None
        assert await caller.tool("ann", "put", source="work-gmail", secret="ya29.first") == "ok"
        assert await caller.resolve("ann", "work-gmail") == "ya29.first"
        # Rotation: a new version, read at once.
        await caller.tool("ann", "put", source="work-gmail", secret="ya29.second")
        assert await caller.resolve("ann", "work-gmail") == "ya29.second"
        # Another user of the tenant, and the same user name in another tenant, see none of it.
        assert await caller.resolve("bob", "work-gmail") is None
        assert await caller.resolve("eve", "work-gmail") is None
        # A tenant-wide credential serves users without their own.
        await caller.tool("ann", "put", source="imap", secret="shared-password", user="*")
        assert await caller.resolve("bob", "imap") == "shared-password"
        assert await caller.resolve("eve", "imap") is None

    # At rest the secret is sealed: the record holds no plaintext.
    window = await store.read_window("acme", record_id("ann@acme.test", "work-gmail"), 10)
    assert window.total_turns == 2
    assert "ya29.second" not in json.dumps(window.turns)


async def test_store_resolver_refuses_what_another_sealer_sealed() -> None:
    store = MemoryStore()
    async with serving(StoreCredentialResolver(Sealer.ephemeral()), store) as caller:
        await caller.tool("ann", "put", source="work-gmail", secret="ya29.first")
    # The sealing keys changed (another deployment's, or rotated away): nothing opens, no crash.
    async with serving(StoreCredentialResolver(Sealer.ephemeral()), store) as caller:
        assert await caller.resolve("ann", "work-gmail") is None


async def test_store_resolver_refuses_a_sealed_secret_moved_to_another_record() -> None:
    store = MemoryStore()
    sealer = Sealer.ephemeral()
    async with serving(StoreCredentialResolver(sealer), store) as caller:
        await caller.tool("ann", "put", source="work-gmail", secret="ya29.ann-only")
        # Someone with store access copies Ann's sealed turn into Bob's record.
        ann = await store.read_window("acme", record_id("ann@acme.test", "work-gmail"), 1)
        bob_record = record_id("bob@acme.test", "work-gmail")
        await store.create_if_absent("acme", bob_record, 60)
        await store.append_if_version("acme", bob_record, 0, ann.turns[-1], 60)
        assert await caller.resolve("bob", "work-gmail") is None
