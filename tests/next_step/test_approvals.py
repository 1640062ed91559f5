"""Pending approvals of next_step: created, read, resolved exactly once, used exactly once.

Everything goes through the real app: POST /mcp with complete 2026-07-28 envelopes and a static
tokens file (tenant A: the agent, and alice and bob who may resolve; tenant B: carol). An approval
is created the way a client meets one: ``next_step`` whose proposer (here the client's model,
answering the sampling request in the same call) proposes tapping Send. In process (the ASGI app
through httpx's ASGITransport) for the flows; two real ``mcp-agent serve`` processes sharing one
Redis, or one PostgreSQL database, for the races. Integration: some tests start servers and subprocesses.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2 as httpx
import orjson
import pytest
from pydantic import SecretStr

from mcp_agent import Change, InProcessChangeBus, MemoryStore, Settings, create_app
from mcp_agent.tools.next_step import NextStepSettings
from mcp_agent.tools.next_step.approvals import RESOLVE_SCOPE
from tests.support.live_server import LiveServer, live_server
from tests.support.postgres import TestDatabase
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.integration  # the race tests start redis-server and mcp-agent serve subprocesses

TENANT_A, TENANT_B = "tenant-a", "tenant-b"
AGENT, ALICE, BOB, CAROL = "agent-token-3c1f9a", "alice-token-8d2e4b", "bob-token-1a7c5d", "carol-token-6f0b2e"
SEALING_KEY = "approvals-tests-sealing-secret-0123456789abcdef"
RESOURCE_NOT_FOUND = -32602
FIRST_DECISION_STANDS = re.compile(
    r"This approval was already (approved|denied) by (alice|bob) at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ; "
    r"the first decision stands\."
)

SCREEN = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
"""
OTHER_SCREEN = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] TextView "Me: on my way"
[3] Button "Send"
"""
TAP_SEND = {
    "status_text": "Sending the message",
    "action": "tap",
    "target_index": 3,
    "reasoning": "the message is typed",
}

_ids = itertools.count(1)


def step(step_count: int = 5, screen: str = SCREEN, approval: str | None = None) -> dict[str, Any]:
    """The step of the brief: 'on my way' is typed, Send is next."""
    arguments: dict[str, Any] = {
        "task": "send 'on my way' to Sam",
        "screen_description": screen,
        "step_count": step_count,
        "current_package": "com.example.messages",
        "steps_so_far": ["open_app Messages", "tap Sam", "type 'on my way'"],
        "plan": ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"],
        "current_subgoal": 3,
    }
    if approval is not None:
        arguments["state_refs"] = {"approval": approval}
    return arguments


def model_answer(payload: dict[str, Any]) -> dict[str, Any]:
    """The client's answer to next_step's sampling request: its model's JSON."""
    text = orjson.dumps(payload).decode()
    return {
        "role": "assistant",
        "model": "scripted",
        "content": {"type": "text", "text": text},
        "stopReason": "endTurn",
    }


def message(method: str, params: dict[str, Any], capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
    return body(method, params, id=next(_ids), capabilities=capabilities or {})


def next_step_params(
    arguments: dict[str, Any], model: dict[str, Any] | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """tools/call params and the capabilities: with ``model``, the client declares sampling and
    answers the sampling request in the same call; without, the rule planner decides."""
    params: dict[str, Any] = {"name": "next_step", "arguments": arguments}
    if model is None:
        return params, {}
    params["inputResponses"] = {"next_action": model_answer(model)}
    return params, {"sampling": {}}


def tokens_file(path: Path) -> Path:
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    AGENT: {"tenant": TENANT_A, "user": "agent", "scopes": []},
                    ALICE: {"tenant": TENANT_A, "user": "alice", "scopes": [RESOLVE_SCOPE]},
                    BOB: {"tenant": TENANT_A, "user": "bob", "scopes": [RESOLVE_SCOPE]},
                    CAROL: {"tenant": TENANT_B, "user": "carol", "scopes": [RESOLVE_SCOPE]},
                }
            }
        )
    )
    return path


class RecordingBus(InProcessChangeBus):
    def __init__(self) -> None:
        super().__init__()
        self.published: list[Change] = []

    async def publish(self, change: Change) -> None:
        self.published.append(change)
        await super().publish(change)


class Client:
    """Posts complete requests as one of the tokens' holders, in process or to a live server."""

    def __init__(self, http: httpx.AsyncClient, url: str = "/mcp") -> None:
        self.http = http
        self.url = url

    async def post(
        self, token: str, method: str, params: dict[str, Any], capabilities: dict[str, Any] | None = None
    ) -> httpx.Response:
        sent = message(method, params, capabilities)
        headers = headers_for(sent, Authorization=f"Bearer {token}")
        return await self.http.post(self.url, content=json.dumps(sent).encode(), headers=headers)

    async def result(
        self, token: str, method: str, params: dict[str, Any], capabilities: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        response = await self.post(token, method, params, capabilities)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()["result"]
        return result

    async def call(self, token: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return await self.result(token, "tools/call", {"name": tool, "arguments": arguments})

    async def next_step(
        self, arguments: dict[str, Any], model: dict[str, Any] | None = None, token: str = AGENT
    ) -> dict[str, Any]:
        params, capabilities = next_step_params(arguments, model)
        result = await self.result(token, "tools/call", params, capabilities)
        assert not result.get("isError"), result
        assert result.get("resultType", "complete") == "complete", result
        structured: dict[str, Any] = result["structuredContent"]
        return structured

    async def ask_for_approval(self, step_count: int = 5, screen: str = SCREEN, token: str = AGENT) -> str:
        """The agent's model proposes tapping Send: the step waits, with a pending approval."""
        proposal = await self.next_step(step(step_count, screen), TAP_SEND, token)
        assert proposal["requires_confirmation"] is True, proposal
        assert (proposal["action"], proposal["target_index"]) == ("tap", 3)
        handle: str = proposal["state_refs"]["approval"]
        assert handle
        return handle

    async def view(self, token: str, handle: str) -> dict[str, Any]:
        result = await self.call(token, "get_approval", {"approval": handle})
        assert not result.get("isError"), result
        structured: dict[str, Any] = result["structuredContent"]
        return structured

    async def resolve(self, token: str, handle: str, decision: str) -> dict[str, Any]:
        return await self.call(token, "resolve_approval", {"approval": handle, "decision": decision})

    async def resolved(self, token: str, handle: str, decision: str) -> dict[str, Any]:
        result = await self.resolve(token, handle, decision)
        assert not result.get("isError"), result
        structured: dict[str, Any] = result["structuredContent"]
        return structured


def error_text(result: dict[str, Any]) -> str:
    assert result.get("isError") is True, result
    text: str = result["content"][0]["text"]
    return text


def record_id(uri: str) -> str:
    assert uri.startswith("approval://")
    return uri.removeprefix("approval://")


# -- in process ----------------------------------------------------------------------------------


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        store="memory",
        auth_tokens_file=str(tokens_file(tmp_path / "tokens.json")),
        sealing_keys=[SecretStr(SEALING_KEY)],
        access_log=False,
    )


@contextlib.asynccontextmanager
async def serving(
    settings: Settings, *, approval_ttl_seconds: float = 900.0, allow_self: bool = False, **injected: Any
) -> AsyncIterator[Client]:
    tools = builtin_tools(
        settings, NextStepSettings(approval_ttl_seconds=approval_ttl_seconds, approvals_allow_self=allow_self)
    )
    app = create_app(tools, settings, **injected)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        yield Client(http)


async def test_a_step_waits_as_a_pending_approval_readable_as_a_resource(settings: Settings) -> None:
    bus, store = RecordingBus(), MemoryStore()
    async with serving(settings, bus=bus, store=store) as client:
        before = time.time()
        handle = await client.ask_for_approval()
        view = await client.view(ALICE, handle)
        assert view == {
            "status": "pending",
            "task": "send 'on my way' to Sam",
            "action": "Send 'on my way' to Sam in Messages",
            "reason": 'Tapping Button "Send" would send, which cannot be undone.',
            "step_count": 5,
            "requested_by": "agent",
            "client": "tests 0",
            "created_at": view["created_at"],
            "expires_at": view["expires_at"],
            "decided_by": None,
            "decided_at": None,
            "used_at": None,
            "uri": view["uri"],
        }
        uri = view["uri"]
        assert handle not in uri, "the resource is named by the record id, never by the handle"
        assert bus.published == [Change("resource", uri=uri, tenant=TENANT_A)], "creating publishes the resource"

        # The record: turn 0 at version 1, the request bound to its step.
        window = await store.read_window(TENANT_A, record_id(uri), 10)
        assert window.version == 1
        [request] = window.turns
        assert set(request) == {
            "task",
            "step_count",
            "screen",
            "screen_description",
            "action",
            "proposal",
            "description",
            "reason",
            "requested_by",
            "client",
            "created_at",
            "expires_at",
        }
        assert request["client"] == "tests 0", "the client as its _meta clientInfo names it"
        assert request["action"] == {
            "action": "tap",
            "target_index": 3,
            "text_to_type": None,
            "app_name": None,
            "setting_name": None,
        }
        assert request["screen_description"] == SCREEN and request["step_count"] == 5
        assert before <= request["created_at"] and request["expires_at"] == pytest.approx(request["created_at"] + 900)

        # The resource: the same view, private to the tenant.
        response = await client.post(ALICE, "resources/read", {"uri": uri})
        assert response.status_code == 200, response.text
        read = response.json()["result"]
        assert read["cacheScope"] == "private"
        [contents] = read["contents"]
        assert contents["mimeType"] == "application/json" and json.loads(contents["text"]) == view
        templates = (await client.result(ALICE, "resources/templates/list", {}))["resourceTemplates"]
        assert any(t["uriTemplate"] == "approval://{id}" and t["name"] == "approval" for t in templates)

        # Sending the step again before anyone decided: it still waits, with the same handle.
        again = await client.next_step(step(approval=handle))
        assert again["requires_confirmation"] is True and again["state_refs"] == {"approval": handle}
        assert (again["action"], again["target_index"]) == ("tap", 3)
        assert (await store.read_window(TENANT_A, record_id(uri), 10)).version == 1, "waiting writes nothing"


async def test_approved_acts_once_and_the_same_handle_never_acts_again(settings: Settings) -> None:
    bus, store = RecordingBus(), MemoryStore()
    async with serving(settings, bus=bus, store=store) as client:
        handle = await client.ask_for_approval()
        resolved = await client.resolved(ALICE, handle, "approve")
        assert (resolved["status"], resolved["decided_by"]) == ("approved", "alice") and resolved["decided_at"]
        uri = resolved["uri"]
        assert bus.published == [Change("resource", uri=uri, tenant=TENANT_A)] * 2, "resolving publishes"

        acted = await client.next_step(step(approval=handle))
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)
        assert acted["state_refs"] == {"approval": None}, "the client drops the handle: it acted once"
        assert acted["reasoning"].startswith("Approved")
        used = await client.view(BOB, handle)
        assert used["status"] == "used" and used["used_at"] and used["decided_by"] == "alice"
        assert len(bus.published) == 3, "using publishes too"

        # A client that sends the same handle again (a retry, a bug) does not tap Send again.
        for _ in range(2):
            replayed = await client.next_step(step(approval=handle))
            assert "already acted on" in replayed["reasoning"], replayed
            assert replayed["state_refs"].get("approval") != handle
            assert not (
                replayed["action"] == "tap" and replayed["target_index"] == 3 and not replayed["requires_confirmation"]
            )
        window = await store.read_window(TENANT_A, record_id(uri), 10)
        assert (
            window.version == 3
            and set(window.turns[1]) == {"decision", "by", "at"}
            and set(window.turns[2]) == {"used_at"}
        )


async def test_a_second_resolution_is_refused_and_the_first_decision_stands(settings: Settings) -> None:
    bus = RecordingBus()
    async with serving(settings, bus=bus) as client:
        handle = await client.ask_for_approval()
        first = await client.resolved(ALICE, handle, "approve")
        for token, decision in [(BOB, "deny"), (ALICE, "approve"), (BOB, "approve")]:
            refused = error_text(await client.resolve(token, handle, decision))
            match = FIRST_DECISION_STANDS.fullmatch(refused)
            assert match is not None, refused
            assert match.groups() == ("approved", "alice") and first["decided_at"] in refused
        assert (await client.view(BOB, handle))["decided_by"] == "alice"
        assert len(bus.published) == 2, "only the one decision published"

        denied = await client.ask_for_approval()
        await client.resolved(BOB, denied, "deny")
        refused = error_text(await client.resolve(ALICE, denied, "approve"))
        assert FIRST_DECISION_STANDS.fullmatch(refused) and "already denied by bob" in refused
        assert (await client.view(ALICE, denied))["status"] == "denied"


async def test_a_denied_action_is_not_taken(settings: Settings) -> None:
    async with serving(settings) as client:
        handle = await client.ask_for_approval()
        await client.resolved(BOB, handle, "deny")
        for _ in range(2):
            declined = await client.next_step(step(approval=handle))
            assert not (declined["action"] == "tap" and declined["target_index"] == 3), declined
            assert declined["action"] != "done" and declined["requires_confirmation"] is False
            assert declined["state_refs"]["approval"] is None
        assert (await client.view(ALICE, handle))["status"] == "denied", "a denial is never used up as an action"


@pytest.mark.parametrize(
    ("late_step", "late_screen", "said"),
    [
        (6, SCREEN, "was for step 5;"),
        (5, OTHER_SCREEN, "was for step 5 on another screen;"),
        (6, OTHER_SCREEN, "was for step 5 on another screen;"),
    ],
)
async def test_a_late_approval_is_not_used_for_another_step(
    settings: Settings, late_step: int, late_screen: str, said: str
) -> None:
    async with serving(settings) as client:
        handle = await client.ask_for_approval(5)
        await client.resolved(ALICE, handle, "approve")

        # The world moved on; the agent's model still proposes Send: it needs a new approval.
        again = await client.next_step(step(late_step, late_screen, approval=handle), TAP_SEND)
        assert said in again["reasoning"] and "not used" in again["reasoning"], again["reasoning"]
        assert again["requires_confirmation"] is True, "not acted on"
        fresh = again["state_refs"]["approval"]
        assert fresh and fresh != handle
        fresh_view = await client.view(ALICE, fresh)
        assert (fresh_view["status"], fresh_view["step_count"]) == ("pending", late_step)
        assert (await client.view(ALICE, handle))["status"] == "approved", "the late approval was not used"

        # Without a model the rule planner plans afresh: Send again, so again a new approval.
        planned = await client.next_step(step(late_step, late_screen, approval=handle))
        assert said in planned["reasoning"]
        assert (planned["action"], planned["target_index"], planned["requires_confirmation"]) == ("tap", 3, True)
        assert planned["state_refs"]["approval"] not in (None, handle, fresh)
        assert (await client.view(ALICE, handle))["status"] == "approved"


async def test_the_rule_planner_asks_to_approve_send_and_acts_once_approved(settings: Settings) -> None:
    bus = RecordingBus()
    async with serving(settings, bus=bus) as client:
        proposal = await client.next_step(step())  # no sampling: the offline rule planner decides
        assert (proposal["action"], proposal["target_index"], proposal["requires_confirmation"]) == ("tap", 3, True)
        handle = proposal["state_refs"]["approval"]
        view = await client.view(BOB, handle)
        assert (view["status"], view["action"], view["step_count"]) == (
            "pending",
            "Send 'on my way' to Sam in Messages",
            5,
        )
        assert view["reason"] == proposal["confirmation_reason"]
        await client.resolved(BOB, handle, "approve")
        acted = await client.next_step(step(approval=handle))
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)
        assert acted["state_refs"]["approval"] is None
        again = await client.next_step(step(approval=handle))
        assert "already acted on" in again["reasoning"] and again["requires_confirmation"] is True
        assert again["state_refs"]["approval"] not in (None, handle), "a replay needs a new approval"
        assert [change.uri for change in bus.published].count(view["uri"]) == 3  # created, resolved, used


async def test_bad_handles_are_an_error_naming_the_argument_and_change_nothing(settings: Settings) -> None:
    store = MemoryStore()
    async with serving(settings, store=store) as client:
        handle = await client.ask_for_approval()
        uri = (await client.view(ALICE, handle))["uri"]
        summarized = await client.call(
            AGENT, "summarize_thread", {"messages": [{"sender": "sam", "body": "Are you coming?"}]}
        )
        conversation = summarized["structuredContent"]["conversation"]
        middle = len(handle) // 2
        tampered = handle[:middle] + ("A" if handle[middle] != "A" else "B") + handle[middle + 1 :]
        bad = {"forged": "not-a-handle-" + "x" * 40, "tampered": tampered, "conversation": conversation}

        for what, value in bad.items():
            for tool, arguments in [
                ("get_approval", {"approval": value}),
                ("resolve_approval", {"approval": value, "decision": "approve"}),
            ]:
                text = error_text(await client.call(ALICE, tool, arguments))
                assert text.startswith("Invalid arguments: approval is not a valid approval handle"), (what, text)
                assert value not in text
            text = error_text(
                await client.result(AGENT, "tools/call", {"name": "next_step", "arguments": step(approval=value)})
            )
            assert text.startswith("Invalid arguments: state_refs.approval"), (what, text)
            assert value not in text

        # Tenant B holding tenant A's handle (and URI) reaches nothing.
        for tool, arguments in [
            ("get_approval", {"approval": handle}),
            ("resolve_approval", {"approval": handle, "decision": "deny"}),
        ]:
            text = error_text(await client.call(CAROL, tool, arguments))
            assert text.startswith("Invalid arguments: approval is not a valid approval handle") and handle not in text
        response = await client.post(CAROL, "resources/read", {"uri": uri})
        assert response.status_code == 400 and response.json()["error"]["code"] == RESOURCE_NOT_FOUND

        # Nothing changed: still pending at version 1, and A resolves it normally.
        assert (await store.read_window(TENANT_A, record_id(uri), 10)).version == 1
        assert (await client.resolved(ALICE, handle, "approve"))["status"] == "approved"


async def test_the_resource_is_not_found_for_anything_but_an_approval_of_the_tenant(settings: Settings) -> None:
    store = MemoryStore()
    async with serving(settings, store=store) as client:
        handle = await client.ask_for_approval()
        uri = (await client.view(ALICE, handle))["uri"]
        summarized = await client.call(
            AGENT, "summarize_thread", {"messages": [{"sender": "sam", "body": "Are you coming?"}]}
        )
        conversation_id = summarized["structuredContent"]["uri"].removeprefix("conversation://")
        messages = []
        for token, wrong in [
            (CAROL, uri),  # another tenant's
            (ALICE, "approval://" + conversation_id),  # a record of another tool
            (ALICE, "approval://" + handle),  # a handle is not an id
            (ALICE, "approval://" + "x" * 32),  # unknown
            (ALICE, "approval://" + "y" * 65),  # too long to be an id
            (ALICE, uri + "%2F.."),  # malformed
        ]:
            response = await client.post(token, "resources/read", {"uri": wrong})
            assert response.status_code == 400, (wrong, response.text)
            error = response.json()["error"]
            assert error["code"] == RESOURCE_NOT_FOUND and error["data"] == {"uri": wrong}
            messages.append(error["message"].replace(wrong, "<uri>"))
        assert len(set(messages)) == 1, messages
        assert (await client.post(ALICE, "resources/read", {"uri": uri})).status_code == 200


async def test_an_expired_approval_cannot_be_resolved_or_used(settings: Settings) -> None:
    async with serving(settings, approval_ttl_seconds=0.3) as client:
        handle = await client.ask_for_approval()
        decided = await client.ask_for_approval()
        await client.resolved(ALICE, decided, "approve")  # in time
        await asyncio.sleep(0.35)

        assert (await client.view(ALICE, handle))["status"] == "expired"
        for decision in ("approve", "deny"):
            text = error_text(await client.resolve(ALICE, handle, decision))
            assert "expired" in text and "must ask again" in text, text
        late = await client.next_step(step(approval=handle))
        assert "expired before it was used" in late["reasoning"]
        assert late["state_refs"].get("approval") != handle
        assert not (late["action"] == "tap" and late["target_index"] == 3 and not late["requires_confirmation"])
        assert (await client.view(ALICE, handle))["status"] == "expired", "nothing was decided"

        # Decided in time, it still acts (once) for its step.
        acted = await client.next_step(step(approval=decided))
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)


async def test_resolving_needs_the_scope(settings: Settings) -> None:
    async with serving(settings) as client:
        handle = await client.ask_for_approval()
        listed = [tool["name"] for tool in (await client.result(AGENT, "tools/list", {}))["tools"]]
        assert "get_approval" in listed and "resolve_approval" not in listed
        response = await client.post(
            AGENT, "tools/call", {"name": "resolve_approval", "arguments": {"approval": handle, "decision": "approve"}}
        )
        assert response.status_code == 403, response.text
        assert (await client.view(AGENT, handle))["status"] == "pending"


async def test_whoever_asked_cannot_resolve_it_and_someone_else_then_can(settings: Settings) -> None:
    async with serving(settings) as client:
        # Alice's own agent asks (her token holds approvals:resolve): she may not say yes to herself.
        handle = await client.ask_for_approval(token=ALICE)
        assert (await client.view(ALICE, handle))["requested_by"] == "alice"
        for decision in ("approve", "deny"):
            response = await client.post(
                ALICE,
                "tools/call",
                {"name": "resolve_approval", "arguments": {"approval": handle, "decision": decision}},
            )
            assert response.status_code == 200, response.text
            refusal = error_text(response.json()["result"])
            assert "You (alice) asked for this approval, so someone else must decide it" in refusal, refusal
        view = await client.view(ALICE, handle)
        assert (view["status"], view["decided_by"]) == ("pending", None), "a refused self-decision changed nothing"
        acted = await client.next_step(step(approval=handle), TAP_SEND, ALICE)
        assert acted["requires_confirmation"] is True, "still waiting for someone else"

        decided = await client.resolved(BOB, handle, "approve")
        assert (decided["status"], decided["decided_by"], decided["requested_by"]) == ("approved", "bob", "alice")
        acted = await client.next_step(step(approval=handle), token=ALICE)
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)


async def test_the_operator_may_let_whoever_asked_decide(tmp_path: Path) -> None:
    settings = Settings(
        store="memory",
        auth_tokens_file=str(tokens_file(tmp_path / "tokens.json")),
        sealing_keys=[SecretStr(SEALING_KEY)],
        access_log=False,
    )
    async with serving(settings, allow_self=True) as client:
        handle = await client.ask_for_approval(token=ALICE)
        decided = await client.resolved(ALICE, handle, "approve")
        assert (decided["status"], decided["decided_by"], decided["requested_by"]) == ("approved", "alice", "alice")


@pytest.mark.parametrize("allow_self", [False, True])
async def test_without_authentication_resolve_approval_is_neither_listed_nor_callable(allow_self: bool) -> None:
    # Loopback without authentication: the agent's model and a person are the same local principal.
    async with serving(Settings(store="memory", access_log=False), allow_self=allow_self) as client:
        handle = await client.ask_for_approval()
        listed = [tool["name"] for tool in (await client.result(AGENT, "tools/list", {}))["tools"]]
        assert "next_step" in listed and "get_approval" in listed and "resolve_approval" not in listed
        response = await client.post(
            AGENT, "tools/call", {"name": "resolve_approval", "arguments": {"approval": handle, "decision": "approve"}}
        )
        assert response.status_code == 400, response.text
        error = response.json()["error"]
        assert error["code"] == -32602 and "resolve_approval" in error["message"], error
        assert "only to authenticated callers" in error["message"]
        view = await client.view(AGENT, handle)
        assert (view["status"], view["requested_by"]) == ("pending", "local")


# -- two real server processes sharing one Redis ----------------------------------------------------


@pytest.fixture(params=["redis", "postgres"])
def two_servers(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[LiveServer, LiveServer]]:
    """Two instances behind one imagined load balancer: the same Redis, or the same PostgreSQL (store and
    change bus), the same keys."""
    if request.param == "redis":
        backend = {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": request.getfixturevalue("redis_server").url}
    else:
        database: TestDatabase = request.getfixturevalue("postgres_database")
        backend = {
            "MCP_AGENT_STORE": "postgres",
            "MCP_AGENT_POSTGRES_URL": database.url,
            "MCP_AGENT_POSTGRES_SCHEMA": f"approvals_{uuid.uuid4().hex}",
        }
    env = {
        **backend,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens_file(tmp_path / "tokens.json")),
        "MCP_AGENT_LOG_LEVEL": "warning",
    }
    with live_server(env=env) as first, live_server(env=env) as second:
        yield first, second


@contextlib.asynccontextmanager
async def listening(http: httpx.AsyncClient, url: str, token: str, uri: str) -> AsyncIterator[list[dict[str, Any]]]:
    """A subscriptions/listen stream on ``uri``; yields the list the notifications arrive in."""
    sent = body(
        "subscriptions/listen", {"notifications": {"resourceSubscriptions": [uri]}}, id=f"listen-{uuid.uuid4().hex[:8]}"
    )
    headers = headers_for(sent, Authorization=f"Bearer {token}")
    received: list[dict[str, Any]] = []
    acknowledged = anyio.Event()

    async def read(response: httpx.Response) -> None:
        async for line in response.aiter_lines():
            if line.startswith("data:"):
                item = json.loads(line[len("data:") :])
                if item.get("method") == "notifications/subscriptions/acknowledged":
                    acknowledged.set()
                else:
                    received.append(item)

    async with http.stream("POST", url, content=json.dumps(sent).encode(), headers=headers) as response:
        assert response.status_code == 200
        async with anyio.create_task_group() as group:
            group.start_soon(read, response)
            with anyio.fail_after(5):
                await acknowledged.wait()
            yield received
            group.cancel_scope.cancel()


async def eventually(condition: Any, timeout: float = 5.0) -> None:
    with anyio.fail_after(timeout):
        while not condition():
            await anyio.sleep(0.02)


async def test_two_processes_racing_decide_exactly_once_and_act_exactly_once(
    two_servers: tuple[LiveServer, LiveServer],
) -> None:
    first, second = two_servers
    # Each instance's first next_step loads the grammar: seconds, and more on a loaded machine.
    async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=100)) as http:
        a, b = Client(http, first.url), Client(http, second.url)
        handle = await a.ask_for_approval()
        uri = (await b.view(ALICE, handle))["uri"]

        async with listening(http, second.url, BOB, uri) as updates:
            # 32 resolutions at once, on both instances, by two people, approving and denying.
            attempts = [
                ((a, b)[i % 2], (ALICE, BOB)[(i // 2) % 2], ("approve", "deny")[(i // 4) % 2]) for i in range(32)
            ]
            # Warm a connection per attempt first, so the resolutions start together rather than behind handshakes.
            await asyncio.gather(*(client.view(token, handle) for client, token, _ in attempts))
            results = await asyncio.gather(
                *(client.resolve(token, handle, decision) for client, token, decision in attempts)
            )
            winners = [(attempt, r) for attempt, r in zip(attempts, results, strict=True) if not r.get("isError")]
            assert len(winners) == 1, [r for r in results if not r.get("isError")]
            (_, winner_token, winner_decision), won = winners[0]
            decided = {"approve": "approved", "deny": "denied"}[winner_decision]
            winner_user = {ALICE: "alice", BOB: "bob"}[winner_token]
            assert (won["structuredContent"]["status"], won["structuredContent"]["decided_by"]) == (
                decided,
                winner_user,
            )
            for result in results:
                if result is won:
                    continue
                match = FIRST_DECISION_STANDS.fullmatch(error_text(result))
                assert match is not None and match.groups() == (decided, winner_user), result
            for client in (a, b):
                view = await client.view(ALICE, handle)
                assert (view["status"], view["decided_by"]) == (decided, winner_user)

            # The decision reached a listener on the other instance as a resource update.
            await eventually(lambda: len(updates) >= 1)
            assert updates[0]["method"] == "notifications/resources/updated" and updates[0]["params"]["uri"] == uri

        # Whatever won, a fresh approval approved: many agents' calls race to use it, on both instances.
        approved = await b.ask_for_approval()
        await a.resolved(BOB, approved, "approve")
        steps = await asyncio.gather(*((a, b)[i % 2].next_step(step(approval=approved)) for i in range(12)))
        acted = [s for s in steps if s["action"] == "tap" and s["target_index"] == 3 and not s["requires_confirmation"]]
        assert len(acted) == 1, steps
        assert all("already acted on" in s["reasoning"] for s in steps if s is not acted[0])
        assert (await b.view(ALICE, approved))["status"] == "used"
