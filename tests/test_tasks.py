"""The tasks extension (io.modelcontextprotocol/tasks), in process (the memory store, its in-process\nqueue and worker): negotiation, the task lifecycle, input during a task, cancellation, tenant isolation,\nthe Mcp-Name check, one task per idempotency key, the TTL of every status, progress, the per-tenant limit."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import (
    InProcessChangeBus,
    InputRequired,
    MemoryStore,
    RequestContext,
    Server,
    Settings,
    ToolError,
    create_app,
)
from mcp_agent.app import server_from_settings
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.protocol.errors import McpError
from mcp_agent.state import HandleCodec, RecordNotFound
from mcp_agent.tasks import TaskManager, TaskSettings
from mcp_agent.tools.summarize import SummarizeSettings
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.wire_schema import schema_checked

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
            return InputRequired(
                {
                    "name": {
                        "method": "elicitation/create",
                        "params": {
                            "message": "Name?",
                            "requestedSchema": {"type": "object", "properties": {"n": {"type": "string"}}},
                        },
                    }
                }
            )
        return f"Hello, {answer['content']['n']}!"

    return server


class Client:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def post(
        self,
        method: str,
        params: dict[str, Any],
        *,
        capabilities: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
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
        yield Client(schema_checked(http))


@pytest.mark.unit
async def test_discover_advertises_the_extension(client: Client) -> None:
    result = await client.result("server/discover", {})
    assert result["capabilities"]["extensions"] == {EXT: {}}


@pytest.mark.unit
async def test_create_get_complete(client: Client) -> None:
    created = await client.call("compute", {"seconds": 0.1})
    assert created["resultType"] == "task" and created["status"] == "working"
    assert isinstance(created["ttlMs"], int) and isinstance(created["pollIntervalMs"], int)
    # durably created: tasks/get resolves at once
    assert (await client.result("tasks/get", {"taskId": created["taskId"]}))["taskId"] == created["taskId"]
    done = await client.until(created["taskId"], "completed", "failed", "cancelled")
    assert done["status"] == "completed" and done["resultType"] == "complete"
    assert done["result"]["content"][0]["text"] == "done"


@pytest.mark.unit
async def test_tool_error_is_completed_and_jsonrpc_error_is_failed(client: Client) -> None:
    broken = await client.call("broken")
    done = await client.until(broken["taskId"], "completed", "failed")
    assert done["status"] == "completed" and done["result"]["isError"] is True
    crash = await client.call("crash")
    failed = await client.until(crash["taskId"], "completed", "failed")
    assert failed["status"] == "failed" and failed["error"]["code"] == -32603 and "result" not in failed


@pytest.mark.unit
async def test_cancel(client: Client) -> None:
    created = await client.call("compute", {"seconds": 30})
    ack = await client.result("tasks/cancel", {"taskId": created["taskId"]})
    assert ack["resultType"] == "complete" and "status" not in ack
    assert (await client.until(created["taskId"], "cancelled", "completed", "failed"))["status"] == "cancelled"
    # a terminal task is never left: cancelling again is an empty ack, the status stays
    await client.result("tasks/cancel", {"taskId": created["taskId"]})
    assert (await client.result("tasks/get", {"taskId": created["taskId"]}))["status"] == "cancelled"


@pytest.mark.unit
async def test_input_required_then_update(client: Client) -> None:
    created = await client.call("ask")
    waiting = await client.until(created["taskId"], "input_required")
    assert list(waiting["inputRequests"]) == ["name"]
    ack = await client.result(
        "tasks/update",
        {"taskId": created["taskId"], "inputResponses": {"name": {"action": "accept", "content": {"n": "Ada"}}}},
    )
    assert ack["resultType"] == "complete"
    done = await client.until(created["taskId"], "completed", "failed")
    assert done["result"]["content"][0]["text"] == "Hello, Ada!"


@pytest.mark.unit
async def test_without_the_extension_no_task(client: Client) -> None:
    result = await client.call("compute", capabilities={})
    assert result["resultType"] == "complete" and "taskId" not in result
    response = await client.post("tools/call", {"name": "broken", "arguments": {}}, capabilities={})
    error = response.json()["error"]
    assert error["code"] == -32021 and error["data"]["requiredCapabilities"] == {"extensions": {EXT: {}}}
    refused = (await client.post("tasks/get", {"taskId": "x"}, capabilities={})).json()["error"]
    assert refused["code"] == -32021


@pytest.mark.unit
async def test_unknown_task_and_mcp_name_check(client: Client) -> None:
    unknown = (await client.post("tasks/get", {"taskId": "not-a-task"})).json()["error"]
    assert unknown["code"] == -32602 and "not found" in unknown["message"]
    created = await client.call("compute", {"seconds": 0})
    mismatch = await client.post("tasks/get", {"taskId": created["taskId"]}, headers={"Mcp-Name": "other"})
    assert mismatch.status_code == 400 and mismatch.json()["error"]["code"] == -32020


Invoke = Callable[[dict[str, Any], dict[str, Any], "dict[str, Any] | None", Any], Awaitable[Any]]


def _manager(invoke: Invoke, *, bus: Any = None, store: Any = None, **settings: Any) -> TaskManager:
    codec = HandleCodec(Sealer([SEALING_KEY.encode()]))
    return TaskManager(
        store or MemoryStore(), codec, bus or InProcessChangeBus(), TaskSettings(**settings), invoke=invoke
    )


async def _answer(
    job: dict[str, Any], responses: dict[str, Any], state: dict[str, Any] | None, progress: Any
) -> dict[str, Any]:
    return {"content": []}


async def _until(manager: TaskManager, tenant: str, task_id: str, *statuses: str) -> dict[str, Any]:
    for _ in range(200):
        task = await manager.get(_principal(tenant), task_id)
        if task["status"] in statuses:
            return task
        await asyncio.sleep(0.02)
    raise AssertionError(f"task never reached {statuses}: {task}")


@pytest.mark.unit
async def test_foreign_tenant_refused_like_unknown() -> None:
    manager = _manager(_answer)
    created = await manager.create(_principal("acme"), {"tool": "t"})
    await manager.get(_principal("acme"), created["taskId"])
    errors = []
    for task_id in (created["taskId"], "forged"):
        with pytest.raises(Exception) as refused:
            await manager.get(_principal("other"), task_id)
        errors.append((getattr(refused.value, "code", None), str(refused.value)))
    assert errors[0] == errors[1] and errors[0][0] == -32602
    await manager.aclose()


@pytest.mark.unit
async def test_same_idempotency_key_same_task_one_run() -> None:
    runs: list[int] = []

    async def count(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> dict[str, Any]:
        runs.append(1)
        await asyncio.sleep(0.05)
        return {"content": [{"type": "text", "text": str(job["n"])}]}

    manager = _manager(count)
    first, second = await asyncio.gather(
        *(manager.create(_principal("acme"), {"n": 1}, idempotency_key="k-1", fingerprint="fp") for _ in range(2))
    )
    assert first["taskId"] == second["taskId"]
    again = await manager.create(_principal("acme"), {"n": 1}, idempotency_key="k-1", fingerprint="fp")
    assert again["taskId"] == first["taskId"] and again["_meta"] == {"dev.mcp-agent/idempotentReplay": True}
    other_tenant = await manager.create(_principal("globex"), {"n": 1}, idempotency_key="k-1", fingerprint="fp")
    assert other_tenant["taskId"] != first["taskId"]
    with pytest.raises(Exception) as reused:
        await manager.create(_principal("acme"), {"n": 2}, idempotency_key="k-1", fingerprint="another")
    assert getattr(reused.value, "code", None) == -31002
    await _until(manager, "acme", first["taskId"], "completed")
    await _until(manager, "globex", other_tenant["taskId"], "completed")
    assert len(runs) == 2  # one per tenant, never two for the same key
    await manager.aclose()


@pytest.mark.unit
async def test_input_wait_ends_at_the_ttl_and_nothing_is_written_while_waiting() -> None:
    store = MemoryStore()

    async def ask(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> Any:
        return InputRequired({"k": {"method": "elicitation/create", "params": {"message": "?"}}})

    manager = _manager(ask, store=store, ttl_seconds=2.0)
    created = await manager.create(_principal("acme"), {})
    born = asyncio.get_running_loop().time()
    await _until(manager, "acme", created["taskId"], "input_required")
    record = manager.open(_principal("acme"), created["taskId"])
    versions = [(await store.read_window("acme", record, 1)).version]
    await asyncio.sleep(0.5)
    versions.append((await store.read_window("acme", record, 1)).version)
    assert versions[0] == versions[1], "a task waiting for input must not be written to"
    for _ in range(60):
        try:
            await manager.get(_principal("acme"), created["taskId"])
        except Exception as gone:
            assert getattr(gone, "code", None) == -32602
            break
        await asyncio.sleep(0.05)
    else:
        raise AssertionError("the task outlived its ttl")
    # The sealed id carries its expiry in whole seconds: it may lapse up to a second before ttlMs.
    assert 1.0 <= asyncio.get_running_loop().time() - born <= 2.6
    await asyncio.sleep(max(0.0, born + 2.05 - asyncio.get_running_loop().time()))
    with pytest.raises(RecordNotFound):
        await store.read_window("acme", record, 1)  # the record itself expired with the task
    await manager.aclose()


@pytest.mark.unit
async def test_a_running_task_ends_at_its_ttl() -> None:
    stopped = asyncio.Event()

    async def forever(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> Any:
        try:
            await asyncio.sleep(60)
        finally:
            stopped.set()

    manager = _manager(forever, ttl_seconds=0.4)
    created = await manager.create(_principal("acme"), {})
    async with asyncio.timeout(2):
        await stopped.wait()
    with pytest.raises(McpError, match="Task not found"):
        await manager.get(_principal("acme"), created["taskId"])
    await manager.aclose()


@pytest.mark.unit
async def test_progress_becomes_the_status_message() -> None:
    gate = asyncio.Event()

    async def long_run(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> Any:
        await progress("step 1 of 3")
        await gate.wait()
        return {"content": []}

    manager = _manager(long_run)
    created = await manager.create(_principal("acme"), {})
    for _ in range(100):
        if (await manager.get(_principal("acme"), created["taskId"])).get("statusMessage") == "step 1 of 3":
            break
        await asyncio.sleep(0.02)
    assert (await manager.get(_principal("acme"), created["taskId"]))["statusMessage"] == "step 1 of 3"
    gate.set()
    await _until(manager, "acme", created["taskId"], "completed")
    await manager.aclose()


@pytest.mark.unit
async def test_per_tenant_limit_keeps_one_tenant_from_taking_every_slot() -> None:
    running: dict[str, int] = {"acme": 0, "globex": 0}
    peak: dict[str, int] = {"acme": 0, "globex": 0}
    overlap: list[bool] = []

    async def work(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> Any:
        tenant = job["tenant"]
        running[tenant] += 1
        peak[tenant] = max(peak[tenant], running[tenant])
        overlap.append(running["acme"] > 0 and running["globex"] > 0)
        await asyncio.sleep(0.1)
        running[tenant] -= 1
        return {"content": []}

    manager = _manager(work, concurrency=4, tenant_limit=2)
    acme = [await manager.create(_principal("acme"), {"tenant": "acme"}) for _ in range(6)]
    globex = [await manager.create(_principal("globex"), {"tenant": "globex"}) for _ in range(2)]
    for created in acme:
        await _until(manager, "acme", created["taskId"], "completed")
    for created in globex:
        await _until(manager, "globex", created["taskId"], "completed")
    assert peak == {"acme": 2, "globex": 2}, peak
    assert any(overlap), "the second tenant waited for the first one's queue"
    await manager.aclose()


# -- pushes: notifications/tasks on the change bus, delivered to listen streams with taskIds --------


def _listen_request(task_ids: list[Any], *, capabilities: dict[str, Any] | None = None) -> Any:
    from mcp_agent.protocol.validator import ValidRequest

    return ValidRequest(
        id="listen-1",
        method="subscriptions/listen",
        params={"notifications": {"taskIds": task_ids}},
        meta={},
        client_capabilities=WITH_TASKS if capabilities is None else capabilities,
        log_level=None,
        progress_token=None,
    )


def _principal(tenant: str) -> Any:
    from mcp_agent.identity import Principal

    return Principal(tenant=tenant, user="u", scopes=frozenset())


async def _pushes_for(
    manager: TaskManager, bus: Any, tenant: str, task_ids: list[str]
) -> tuple[list[dict[str, Any]], Any]:
    from mcp_agent.transport.listen import ListenStreams, notification_for

    streams = ListenStreams(bus, {}, 10.0, open_task=manager.open)
    subscription = await streams.subscription(_listen_request(task_ids), _principal(tenant))
    received: list[dict[str, Any]] = []

    def deliver(change: Any) -> None:
        note = notification_for(change, subscription)
        if note is not None:
            received.append(note)

    unsubscribe = await bus.subscribe(tenant, deliver, lambda: None)
    return received, (subscription, unsubscribe)


@pytest.mark.unit
async def test_listen_with_task_ids_receives_that_tasks_pushes_only() -> None:
    bus = InProcessChangeBus()
    gate = asyncio.Event()

    async def ask(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> Any:
        if "k" not in responses:
            return InputRequired({"k": {"method": "elicitation/create", "params": {"message": "?"}}})
        await gate.wait()
        return {"content": [{"type": "text", "text": "ok"}]}

    manager = _manager(ask, bus=bus)
    created = await manager.create(_principal("acme"), {})
    other = await manager.create(_principal("acme"), {})
    received, (subscription, unsubscribe) = await _pushes_for(manager, bus, "acme", [created["taskId"]])
    assert subscription.honoured["taskIds"] == [created["taskId"]]
    for _ in range(100):
        if received:
            break
        await asyncio.sleep(0.02)
    await manager.update(_principal("acme"), created["taskId"], {"k": {"action": "accept"}})
    for _ in range(100):
        if any(n["params"]["status"] == "working" for n in received):
            break
        await asyncio.sleep(0.02)
    gate.set()
    for _ in range(100):
        if any(n["params"]["status"] == "completed" for n in received):
            break
        await asyncio.sleep(0.02)
    statuses = [n["params"]["status"] for n in received]
    assert statuses == ["input_required", "working", "completed"], statuses
    assert all(n["method"] == "notifications/tasks" and n["params"]["taskId"] == created["taskId"] for n in received)
    # the push is the DetailedTask tasks/get answers
    final = await manager.get(_principal("acme"), created["taskId"])
    assert received[-1]["params"] == final
    assert other["taskId"] not in {n["params"]["taskId"] for n in received}
    unsubscribe()
    await manager.aclose()


@pytest.mark.unit
async def test_listen_task_ids_foreign_forged_or_undeclared_refused() -> None:
    from mcp_agent.protocol.errors import McpError
    from mcp_agent.transport.listen import ListenStreams

    bus = InProcessChangeBus()
    manager = _manager(_answer, bus=bus)
    created = await manager.create(_principal("acme"), {})
    streams = ListenStreams(bus, {}, 10.0, open_task=manager.open)
    for tenant, task_ids in (("globex", [created["taskId"]]), ("acme", ["forged"]), ("acme", [7])):
        with pytest.raises(McpError) as refused:
            await streams.subscription(_listen_request(task_ids), _principal(tenant))
        assert refused.value.code == -32602
    with pytest.raises(McpError) as undeclared:
        await streams.subscription(_listen_request([created["taskId"]], capabilities={}), _principal("acme"))
    assert undeclared.value.code == -32021
    await manager.aclose()


@pytest.mark.integration
async def test_a_task_push_crosses_instances_over_redis(redis_server: Any) -> None:
    from tests.support.bus import bus_factory, started

    async with bus_factory() as make:
        one, two = await started(make(redis_server.url)), await started(make(redis_server.url))
        store = MemoryStore()  # the record store is shared (stands in for the Redis store)

        async def work(job: dict[str, Any], responses: dict[str, Any], state: Any, progress: Any) -> dict[str, Any]:
            await asyncio.sleep(0.2)
            return {"content": []}

        on_one = _manager(work, bus=one, store=store)
        on_two = _manager(work, bus=two, store=store, embedded_worker=False)
        created = await on_one.create(_principal("acme"), {})
        received, (_, unsubscribe) = await _pushes_for(on_two, two, "acme", [created["taskId"]])
        for _ in range(150):
            if received:
                break
            await asyncio.sleep(0.02)
        assert [n["params"]["status"] for n in received] == ["completed"]
        assert received[0]["params"]["taskId"] == created["taskId"]
        unsubscribe()
        await on_one.aclose()


@pytest.mark.unit
async def test_summarize_thread_runs_as_a_task_above_its_message_threshold() -> None:
    settings = Settings(access_log=False, sealing_keys=[SecretStr(SEALING_KEY)])
    app = create_app(
        server_from_settings(settings, plugin_settings=[SummarizeSettings(summarize_task_above_messages=2)]), settings
    )
    thread = [{"sender": f"p{n}@example.com", "body": f"Point {n}: we decided to ship on Friday."} for n in range(3)]
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        client = Client(schema_checked(http))
        small = await client.call("summarize_thread", {"messages": thread[:2]})
        assert small["resultType"] == "complete" and small["structuredContent"]["new_messages"] == 2
        created = await client.call("summarize_thread", {"messages": thread})
        assert created["resultType"] == "task"
        done = await client.until(created["taskId"], "completed", "failed")
        assert done["status"] == "completed" and done["result"]["structuredContent"]["new_messages"] == 3
        # Without the extension the same long thread is answered inline.
        inline = await client.call("summarize_thread", {"messages": thread}, capabilities={})
        assert inline["resultType"] == "complete"


@pytest.mark.unit
def test_the_fold_binds_each_round_to_one_message() -> None:
    from mcp_agent.tasks.record import fold_all

    seed = {"t": "created", "at": "2026-12-01T00:00:00.000Z", "expiresAt": 4e9, "ttlMs": 1000, "job": {"tool": "t"}}
    ask = {
        "t": "status",
        "status": "input_required",
        "at": "2026-12-01T00:00:01.000Z",
        "inputRequests": {"a": {"method": "elicitation/create"}, "b": {"method": "elicitation/create"}},
    }
    state = fold_all(
        [
            seed,
            {"t": "start", "round": 0, "token": "m1", "attempt": 1},
            {"t": "start", "round": 0, "token": "dup", "attempt": 1},
        ]
    )
    assert (state.round, state.round_token, state.attempts) == (
        0,
        "m1",
        1,
    )  # a duplicate message does not take the round
    state = fold_all(
        [
            seed,
            {"t": "start", "round": 0, "token": "m1", "attempt": 1},
            {"t": "start", "round": 0, "token": "m1", "attempt": 2},
            ask,
        ]
    )
    assert state.attempts == 2 and state.status == "input_required" and set(state.outstanding) == {"a", "b"}
    state.fold({"t": "input", "responses": {"a": {"action": "accept"}, "zzz": {}}})
    assert state.status == "input_required" and state.round == 0 and set(state.outstanding) == {"b"}
    state.fold({"t": "input", "at": "2026-12-01T00:00:02.000Z", "responses": {"b": {"action": "decline"}}})
    # The last answer resumes the work: a new round no message owns yet, every answer kept for the tool.
    assert (state.status, state.round, state.round_token, state.attempts) == ("working", 1, None, 0)
    assert state.awaiting_worker and set(state.responses) == {"a", "b"}
    state.fold({"t": "start", "round": 0, "token": "m1", "attempt": 3})  # a late start of the old round changes nothing
    assert state.round_token is None


# -- a task answers to its owner only (ext-tasks errata: every task request is authorized for that task) --

ANN_TOKEN = "tasks-owner-ann-token-5d1e0c"
BOB_TOKEN = "tasks-owner-bob-token-9a7c44"


@pytest.fixture
async def ann_and_bob(tmp_path: Any) -> AsyncIterator[tuple[Client, Client]]:
    """Two users of one tenant (a tokens file), each with a client of the real HTTP app."""
    tokens = tmp_path / "tokens.json"
    tokens.write_text(
        json.dumps(
            {
                "tokens": {
                    ANN_TOKEN: {"tenant": "acme", "user": "ann", "scopes": []},
                    BOB_TOKEN: {"tenant": "acme", "user": "bob", "scopes": []},
                }
            }
        )
    )
    settings = Settings(access_log=False, sealing_keys=[SecretStr(SEALING_KEY)], auth_tokens_file=str(tokens))
    app = create_app(build_server(), settings)
    transport = httpx.ASGITransport(app=app)
    async with (
        httpx.AsyncClient(
            transport=transport, base_url=BASE_URL, timeout=10, headers={"Authorization": f"Bearer {ANN_TOKEN}"}
        ) as ann,
        httpx.AsyncClient(
            transport=transport, base_url=BASE_URL, timeout=10, headers={"Authorization": f"Bearer {BOB_TOKEN}"}
        ) as bob,
    ):
        yield Client(schema_checked(ann)), Client(schema_checked(bob))


async def _refusal(client: Client, method: str, params: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    response = await client.post(method, params)
    error = response.json().get("error")
    assert error is not None, response.text
    return response.status_code, error


@pytest.mark.unit
async def test_another_user_of_the_tenant_gets_the_unknown_task_answer(ann_and_bob: tuple[Client, Client]) -> None:
    ann, bob = ann_and_bob
    created = await ann.call("ask")
    task_id = created["taskId"]
    await ann.until(task_id, "input_required")
    answers = {"name": {"action": "accept", "content": {"n": "Bob"}}}
    for method, extra in (("tasks/get", {}), ("tasks/update", {"inputResponses": answers}), ("tasks/cancel", {})):
        unknown = await _refusal(bob, method, {"taskId": "not-a-task", **extra})
        assert unknown[1]["code"] == -32602, unknown
        assert await _refusal(bob, method, {"taskId": task_id, **extra}) == unknown, method
    # Nothing bob sent touched ann's task: still waiting for her answer, not cancelled, not answered.
    task = await ann.result("tasks/get", {"taskId": task_id})
    assert task["status"] == "input_required" and list(task["inputRequests"]) == ["name"], task
    await ann.result(
        "tasks/update", {"taskId": task_id, "inputResponses": {"name": {"action": "accept", "content": {"n": "Ann"}}}}
    )
    done = await ann.until(task_id, "completed")
    assert done["result"]["content"][0]["text"] == "Hello, Ann!", done
    other = (await ann.call("ask"))["taskId"]
    await ann.until(other, "input_required")
    assert (await ann.result("tasks/cancel", {"taskId": other}))["resultType"] == "complete"
    assert (await ann.result("tasks/get", {"taskId": other}))["status"] == "cancelled"


@pytest.mark.unit
async def test_listen_and_idempotency_keys_are_per_owner() -> None:
    from mcp_agent.identity import Principal
    from mcp_agent.transport.listen import ListenStreams

    ann, bob = (Principal("acme", user, frozenset()) for user in ("ann", "bob"))
    bus = InProcessChangeBus()
    manager = _manager(_answer, bus=bus)
    created = await manager.create(ann, {}, idempotency_key="k-1", fingerprint="fp")
    streams = ListenStreams(bus, {}, 10.0, open_task=manager.open)
    refusals = []
    for task_id in (created["taskId"], "forged"):
        with pytest.raises(McpError) as refused:
            await streams.subscription(_listen_request([task_id]), bob)
        refusals.append((refused.value.code, refused.value.message))
    assert refusals[0] == refusals[1] and refusals[0][0] == -32602
    assert (await streams.subscription(_listen_request([created["taskId"]]), ann)).tasks
    # bob's call with ann's key is bob's own task, never a replay of hers.
    bobs = await manager.create(bob, {}, idempotency_key="k-1", fingerprint="fp")
    assert bobs["taskId"] != created["taskId"] and "_meta" not in bobs
    await manager.aclose()


@pytest.mark.unit
def test_a_record_without_an_owner_field_belongs_to_its_jobs_caller() -> None:
    from mcp_agent.identity import Principal
    from mcp_agent.tasks.record import fold_all

    ann, bob = (Principal("acme", user, frozenset()) for user in ("ann", "bob"))
    seed = {"t": "created", "at": "2026-01-01T00:00:00.000Z", "expiresAt": 0.0, "taskId": "t"}
    # Written before owners were recorded: a tools/call job names its caller, who owns the task.
    older = fold_all([{**seed, "job": {"tool": "x", "principal": {"tenant": "acme", "user": "ann"}}}])
    assert older.owned_by(ann) and not older.owned_by(bob)
    # Neither an owner nor a caller: the tenant's (its store is the tenant's), as before.
    assert fold_all([{**seed, "job": {}}]).owned_by(bob)
    owned = fold_all([{**seed, "owner": {"tenant": "acme", "user": "bob"}, "job": {}}])
    assert owned.owned_by(bob) and not owned.owned_by(ann)
