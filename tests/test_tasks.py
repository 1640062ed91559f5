"""The tasks extension (io.modelcontextprotocol/tasks), in process: negotiation, the task lifecycle,
input during a task, cancellation, tenant isolation, the Mcp-Name check and lease expiry."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import InProcessChangeBus, InputRequired, MemoryStore, RequestContext, Server, Settings, ToolError, create_app
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.state import HandleCodec
from mcp_agent.tasks import TaskManager, TaskSettings
from tests.support.requests import BASE_URL, body, headers_for

pytestmark = pytest.mark.unit

SEALING_KEY = "tasks-tests-sealing-secret-0123456789abcdef"
EXT = "io.modelcontextprotocol/tasks"
WITH_TASKS: dict[str, Any] = {"extensions": {EXT: {}}, "elicitation": {}}


def build_server() -> Server:
    server = Server("tasks")

    @server.tool(task="optional")
    async def compute(seconds: float = 0.0) -> str:
        """Sleep then answer."""
        await asyncio.sleep(seconds)
        return "done"

    @server.tool(task="always")
    async def broken() -> str:
        """A tool error."""
        raise ToolError("no luck")

    @server.tool(task="optional")
    async def crash() -> str:
        """A JSON-RPC error."""
        raise RuntimeError("boom")

    @server.tool(task="optional")
    async def ask(ctx: RequestContext) -> str | InputRequired:
        """Asks a name during its task."""
        answer = (ctx.input_responses or {}).get("name")
        if answer is None:
            return InputRequired({"name": {"method": "elicitation/create", "params": {"message": "Name?", "requestedSchema": {"type": "object", "properties": {"n": {"type": "string"}}}}}})
        return f"Hello, {answer['content']['n']}!"

    return server


class Client:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def post(self, method: str, params: dict[str, Any], *, capabilities: dict[str, Any] | None = None,
                   headers: dict[str, str] | None = None) -> httpx.Response:
        message = body(method, params, capabilities=capabilities if capabilities is not None else WITH_TASKS)
        sent = headers_for(message)
        if "taskId" in params:
            sent["Mcp-Name"] = params["taskId"]
        sent.update(headers or {})
        return await self.http.post("/mcp", content=json.dumps(message), headers=sent)

    async def result(self, method: str, params: dict[str, Any], **kw: Any) -> dict[str, Any]:
        response = await self.post(method, params, **kw)
        assert response.status_code == 200, response.text
        data: dict[str, Any] = response.json()
        assert "result" in data, data
        return data["result"]  # type: ignore[no-any-return]

    async def call(self, tool: str, arguments: dict[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
        return await self.result("tools/call", {"name": tool, "arguments": arguments or {}}, **kw)

    async def until(self, task_id: str, *statuses: str) -> dict[str, Any]:
        for _ in range(200):
            task = await self.result("tasks/get", {"taskId": task_id})
            if task["status"] in statuses:
                return task
            await asyncio.sleep(0.05)
        raise AssertionError(f"task never reached {statuses}: {task}")


@pytest.fixture
async def client() -> AsyncIterator[Client]:
    app = create_app(build_server(), Settings(access_log=False, sealing_keys=[SecretStr(SEALING_KEY)]))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        yield Client(http)


async def test_discover_advertises_the_extension(client: Client) -> None:
    result = await client.result("server/discover", {})
    assert result["capabilities"]["extensions"] == {EXT: {}}


async def test_create_get_complete(client: Client) -> None:
    created = await client.call("compute", {"seconds": 0.1})
    assert created["resultType"] == "task" and created["status"] == "working"
    assert isinstance(created["ttlMs"], int) and isinstance(created["pollIntervalMs"], int)
    # durably created: tasks/get resolves at once
    assert (await client.result("tasks/get", {"taskId": created["taskId"]}))["taskId"] == created["taskId"]
    done = await client.until(created["taskId"], "completed", "failed", "cancelled")
    assert done["status"] == "completed" and done["resultType"] == "complete"
    assert done["result"]["content"][0]["text"] == "done"


async def test_tool_error_is_completed_and_jsonrpc_error_is_failed(client: Client) -> None:
    broken = await client.call("broken")
    done = await client.until(broken["taskId"], "completed", "failed")
    assert done["status"] == "completed" and done["result"]["isError"] is True
    crash = await client.call("crash")
    failed = await client.until(crash["taskId"], "completed", "failed")
    assert failed["status"] == "failed" and failed["error"]["code"] == -32603 and "result" not in failed


async def test_cancel(client: Client) -> None:
    created = await client.call("compute", {"seconds": 30})
    ack = await client.result("tasks/cancel", {"taskId": created["taskId"]})
    assert ack["resultType"] == "complete" and "status" not in ack
    assert (await client.until(created["taskId"], "cancelled", "completed", "failed"))["status"] == "cancelled"
    # a terminal task is never left: cancelling again is an empty ack, the status stays
    await client.result("tasks/cancel", {"taskId": created["taskId"]})
    assert (await client.result("tasks/get", {"taskId": created["taskId"]}))["status"] == "cancelled"


async def test_input_required_then_update(client: Client) -> None:
    created = await client.call("ask")
    waiting = await client.until(created["taskId"], "input_required")
    assert list(waiting["inputRequests"]) == ["name"]
    ack = await client.result("tasks/update", {"taskId": created["taskId"], "inputResponses": {"name": {"action": "accept", "content": {"n": "Ada"}}}})
    assert ack["resultType"] == "complete"
    done = await client.until(created["taskId"], "completed", "failed")
    assert done["result"]["content"][0]["text"] == "Hello, Ada!"


async def test_without_the_extension_no_task(client: Client) -> None:
    result = await client.call("compute", capabilities={})
    assert result["resultType"] == "complete" and "taskId" not in result
    response = await client.post("tools/call", {"name": "broken", "arguments": {}}, capabilities={})
    error = response.json()["error"]
    assert error["code"] == -32021 and error["data"]["requiredCapabilities"] == {"extensions": {EXT: {}}}
    refused = (await client.post("tasks/get", {"taskId": "x"}, capabilities={})).json()["error"]
    assert refused["code"] == -32021


async def test_unknown_task_and_mcp_name_check(client: Client) -> None:
    unknown = (await client.post("tasks/get", {"taskId": "not-a-task"})).json()["error"]
    assert unknown["code"] == -32602 and "not found" in unknown["message"]
    created = await client.call("compute", {"seconds": 0})
    mismatch = await client.post("tasks/get", {"taskId": created["taskId"]}, headers={"Mcp-Name": "other"})
    assert mismatch.status_code == 400 and mismatch.json()["error"]["code"] == -32020


def _manager(store: MemoryStore, **settings: Any) -> TaskManager:
    codec = HandleCodec(Sealer([SEALING_KEY.encode()]))
    return TaskManager(store, codec, InProcessChangeBus(), TaskSettings(**settings))


async def test_foreign_tenant_refused_like_unknown() -> None:
    manager = _manager(MemoryStore())

    async def work(responses: dict[str, Any], state: dict[str, Any] | None) -> dict[str, Any]:
        return {"content": []}

    created = await manager.create("acme", work)
    await manager.get("acme", created["taskId"])
    errors = []
    for task_id in (created["taskId"], "forged"):
        with pytest.raises(Exception) as refused:
            await manager.get("other", task_id)
        errors.append((getattr(refused.value, "code", None), str(refused.value)))
    assert errors[0] == errors[1] and errors[0][0] == -32602
    await manager.aclose()


async def test_lease_expiry_marks_failed() -> None:
    store = MemoryStore()
    dead = _manager(store, lease_seconds=0.3, check_seconds=0.05)

    async def forever(responses: dict[str, Any], state: dict[str, Any] | None) -> dict[str, Any]:
        await asyncio.sleep(60)
        return {"content": []}

    created = await dead.create("acme", forever)
    await asyncio.sleep(0.2)
    await dead.aclose()  # the instance dies: no more heartbeats
    other = _manager(store)
    assert (await other.get("acme", created["taskId"]))["status"] == "working"
    await asyncio.sleep(0.4)
    failed = await other.get("acme", created["taskId"])
    assert failed["status"] == "failed" and "lease" in failed["error"]["message"]
    with contextlib.suppress(Exception):
        await other.aclose()
