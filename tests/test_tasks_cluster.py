"""The tasks extension (``io.modelcontextprotocol/tasks``) across two ``mcp-agent serve`` processes sharing Redis.

The instances start as they run behind one load balancer (tests/test_multi_instance.py): the same
store URL, sealing secret and tokens file, ``--conformance-fixtures`` for the task-making tools. Every
request is raw 2026-07-28 HTTP (tests/support/requests.py), with ``Mcp-Name`` set to the task id on
tasks/* as the extension's routing-header section requires, except in the two SDK tests: the official
Python SDK (``mcp`` 2.3.0) ships no tasks client, but its generic client-extension surface (a
``ClientExtension`` advertising the extension, a ``ResultClaim`` for ``resultType: "task"``, and
``session.send_request`` of a ``tasks/get`` request type whose ``name_param`` fills ``Mcp-Name``) is
enough to drive one, as a third-party client would.

Covered: created on one instance and polled to ``completed`` on the other; cancelled through the other
instance while running on the first (and the work stops: the task never turns ``completed``); the
running instance killed with SIGKILL, after which a worker takes the lapsed work over and the task ends
``failed`` (its tool is not safe to run again) within the lease, and never
stays ``working``; ``input_required`` answered through the other instance; and a listen stream on the
second instance, filtered by ``taskIds``, that sees ``notifications/tasks`` for a task created on the
first (the last one identical to tasks/get), and nothing of a task outside its filter. Every wait is bounded.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any, Literal

import anyio
import httpx2 as httpx
import pytest
from mcp import Client
from mcp.client.extension import ClaimContext, ClientExtension, ResultClaim
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult, Request, RequestParams, Result
from pydantic import ConfigDict

from mcp_agent.backends.redis import RedisStore
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.state import HandleCodec
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import SUBSCRIPTION_ID_KEY, body, headers_for
from tests.support.task_worker import task_worker

pytestmark = pytest.mark.integration  # redis-server and mcp-agent serve subprocesses

TASKS = "io.modelcontextprotocol/tasks"
TASKS_CAPS = {"extensions": {TASKS: {}}}
TENANT = "tenant-tasks"
TOKEN = "tasks-cluster-token-8c2f41"
SECRET = "tasks-cluster-sealing-secret-0123456789abcdef"  # >= 32 bytes
ACK = "notifications/subscriptions/acknowledged"
TERMINAL = {"completed", "failed", "cancelled"}

# The task-making fixtures of mcp_agent/fixtures/conformance.py (served with --conformance-fixtures);
# each is a task when the client declares the extension.
SLOW_TOOL = "slow_compute"  # sleeps ``seconds``, then answers "Computed <label> after <seconds> s"
NOOP_ARGUMENTS = {"seconds": 0, "label": "nothing"}
SLOW_ARGUMENTS = {"seconds": 30, "label": "slowly"}
INPUT_TOOL = "confirm_delete"  # asks "confirm" (input_required) during its task, then "Deleted <filename>"
INPUT_ARGUMENTS = {"filename": "notes.txt"}
CONFIRM = {"confirm": {"action": "accept", "content": {"confirm": True}}}
# The lease a running task's worker keeps renewing in the queue (a third of it at a time); short, so
# that a killed worker is noticed quickly.
LEASE_ENV = "MCP_AGENT_TASK_LEASE_SECONDS"
LEASE_SECONDS = 2.0

_ids = itertools.count(1)


# -- fixtures ----------------------------------------------------------------------------


def environment(tmp_path: Path, redis: RedisServer) -> dict[str, str]:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": TENANT, "user": "alice", "scopes": []}}}))
    return {
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis.url,
        "MCP_AGENT_SEALING_KEYS": SECRET,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_LOG_LEVEL": "warning",
        LEASE_ENV: str(LEASE_SECONDS),
    }


@pytest.fixture
def server_env(tmp_path: Path, redis_server: RedisServer) -> dict[str, str]:
    return environment(tmp_path, redis_server)


@contextlib.contextmanager
def two_servers(env: dict[str, str]) -> Iterator[tuple[LiveServer, LiveServer]]:
    with (
        live_server("--conformance-fixtures", env=env) as first,
        live_server("--conformance-fixtures", env=env) as second,
    ):
        yield first, second


# -- client side -------------------------------------------------------------------------


def request(
    method: str, params: dict[str, Any], *, capabilities: dict[str, Any] | None = None
) -> tuple[dict[str, Any], dict[str, str]]:
    """A 2026-07-28 request declaring the tasks extension, and the headers a correct client sends with it."""
    message = body(method, params, id=next(_ids), capabilities=TASKS_CAPS if capabilities is None else capabilities)
    headers = headers_for(message, Authorization=f"Bearer {TOKEN}")
    if method.startswith("tasks/"):
        headers["Mcp-Name"] = params["taskId"]
    return message, headers


async def rpc(client: httpx.AsyncClient, url: str, method: str, params: dict[str, Any], **kw: Any) -> dict[str, Any]:
    message, headers = request(method, params, **kw)
    response = await client.post(url, json=message, headers=headers)
    assert response.status_code == 200, response.text
    reply = response.json()
    assert reply["id"] == message["id"], reply
    return reply


async def create_task(
    client: httpx.AsyncClient, url: str, tool: str, arguments: dict[str, Any] | None = None
) -> dict[str, Any]:
    reply = await rpc(client, url, "tools/call", {"name": tool, "arguments": arguments or {}})
    result = reply["result"]
    assert result["resultType"] == "task", result
    assert isinstance(result["taskId"], str) and len(result["taskId"]) >= 16, result
    assert result["status"] in ("working", "input_required", *TERMINAL), result
    for key in ("createdAt", "lastUpdatedAt", "ttlMs"):
        assert key in result, result
    return result


async def get_task(client: httpx.AsyncClient, url: str, task_id: str) -> dict[str, Any]:
    reply = await rpc(client, url, "tasks/get", {"taskId": task_id})
    result = reply["result"]
    assert result["resultType"] == "complete" and result["taskId"] == task_id, result
    return result


async def poll_until(
    client: httpx.AsyncClient, url: str, task_id: str, statuses: set[str], timeout: float
) -> tuple[dict[str, Any], list[str]]:
    """tasks/get until the status is one of ``statuses``; also every status seen on the way."""
    seen: list[str] = []
    deadline = time.monotonic() + timeout
    while True:
        task = await get_task(client, url, task_id)
        if not seen or seen[-1] != task["status"]:
            seen.append(task["status"])
        if task["status"] in statuses:
            return task, seen
        assert task["status"] not in TERMINAL, (task, seen)
        assert time.monotonic() < deadline, f"task {task_id} still {task['status']} after {timeout} s: {seen}"
        await anyio.sleep(0.05)


def text_of(result: dict[str, Any]) -> str:
    return " ".join(block.get("text", "") for block in result.get("content", []))


async def record_version(redis_url: str, task_id: str) -> int:
    """The version of the task's record in the shared Redis: every write to it (a status, a start,
    a cancel or input request) adds one."""
    record_id = HandleCodec(Sealer([SECRET.encode()])).open(task_id, TENANT, "task", user="alice")
    store = RedisStore(redis_url)
    try:
        return (await store.read_window(TENANT, record_id, 1)).version
    finally:
        await store.aclose()


class SseReader:
    def __init__(self, response: httpx.Response) -> None:
        self._lines = response.aiter_lines()

    async def next_message(self, timeout: float = 5.0) -> dict[str, Any] | None:
        with anyio.fail_after(timeout):
            async for line in self._lines:
                if line.startswith("data:"):
                    return json.loads(line[len("data:") :])
            return None


@contextlib.asynccontextmanager
async def open_listen(
    client: httpx.AsyncClient, url: str, filter_: dict[str, Any], request_id: str
) -> AsyncIterator[SseReader]:
    message = body("subscriptions/listen", {"notifications": filter_}, id=request_id, capabilities=TASKS_CAPS)
    headers = headers_for(message, Authorization=f"Bearer {TOKEN}")
    async with client.stream("POST", url, json=message, headers=headers) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        yield SseReader(response)


# -- the official SDK client, with a minimal tasks extension of its generic extension surface --


class CreateTaskResult(Result):
    model_config = ConfigDict(extra="allow")
    result_type: Literal["task"] = "task"
    task_id: str
    status: str


class GetTaskParams(RequestParams):
    task_id: str


class GetTaskRequest(Request[GetTaskParams, Literal["tasks/get"]]):
    method: Literal["tasks/get"] = "tasks/get"
    name_param = "taskId"  # the Mcp-Name header carries the task id


class GetTaskResult(Result):
    model_config = ConfigDict(extra="allow")
    result_type: str | None = None
    task_id: str
    status: str
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None


async def sdk_poll(session: Any, task_id: str, timeout: float = 10.0) -> GetTaskResult:
    with anyio.fail_after(timeout):
        while True:
            task = await session.send_request(GetTaskRequest(params=GetTaskParams(task_id=task_id)), GetTaskResult)
            assert task.task_id == task_id and task.result_type == "complete", task
            if task.status in TERMINAL:
                return task
            await anyio.sleep(0.05)


async def _resolve(created: CreateTaskResult, ctx: ClaimContext) -> CallToolResult:
    task = await sdk_poll(ctx.session, created.task_id)
    assert task.status == "completed", task
    return CallToolResult.model_validate(task.result)


class Tasks(ClientExtension):
    identifier = TASKS

    def claims(self) -> list[ResultClaim[Any]]:
        return [ResultClaim(result_type="task", model=CreateTaskResult, resolve=_resolve)]


def sdk_client(url: str) -> Client:
    http = httpx.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=10)
    return Client(streamable_http_client(url, http_client=http), mode="2026-07-28", extensions=[Tasks()], cache=None)


# -- tests -------------------------------------------------------------------------------


async def test_sdk_client_creates_on_one_instance_and_polls_on_the_other(server_env: dict[str, str]) -> None:
    with two_servers(server_env) as (first, second):
        with anyio.fail_after(30):
            async with sdk_client(first.url) as creator, sdk_client(second.url) as poller:
                created = await creator.session.call_tool(
                    SLOW_TOOL, {"seconds": 0.5, "label": "sdk"}, allow_claimed=True
                )
                assert isinstance(created, CreateTaskResult), created
                task = await sdk_poll(poller.session, created.task_id)
                assert task.status == "completed" and task.result is not None, task
                assert text_of(task.result) == "Computed sdk after 0.5 s"
                # And transparently: call_tool resolves the claimed CreateTaskResult to the final result.
                result = await poller.call_tool(SLOW_TOOL, {"seconds": 0, "label": "inline"})
                assert [block.text for block in result.content] == ["Computed inline after 0 s"]  # type: ignore[union-attr]


async def test_created_on_one_instance_completes_when_polled_on_the_other(server_env: dict[str, str]) -> None:
    with two_servers(server_env) as (first, second):
        async with httpx.AsyncClient(timeout=10) as client:
            created = await create_task(client, first.url, SLOW_TOOL, NOOP_ARGUMENTS)
            # Durably created before the answer: the other instance resolves it at once.
            task, _ = await poll_until(client, second.url, created["taskId"], {"completed"}, timeout=10)
            assert not task["result"].get("isError") and text_of(task["result"]) == "Computed nothing after 0 s", task
            assert task["createdAt"] == created["createdAt"]
            again = await get_task(client, first.url, created["taskId"])
            assert again["status"] == "completed" and again["result"] == task["result"]


async def test_cancel_through_the_other_instance_stops_the_work(
    server_env: dict[str, str], redis_server: RedisServer
) -> None:
    with two_servers(server_env) as (first, second):
        async with httpx.AsyncClient(timeout=10) as client:
            created = await create_task(client, first.url, SLOW_TOOL, SLOW_ARGUMENTS)
            task_id = created["taskId"]
            await poll_until(client, second.url, task_id, {"working"}, timeout=5)
            # The worker renews its lease in the queue, never in the record: the record does not grow.
            before = await record_version(redis_server.url, task_id)
            await anyio.sleep(LEASE_SECONDS / 3 + 0.5)
            assert await record_version(redis_server.url, task_id) == before, "the record grows while the task works"
            reply = await rpc(client, second.url, "tasks/cancel", {"taskId": task_id})
            assert reply["result"]["resultType"] == "complete", reply
            task, seen = await poll_until(client, second.url, task_id, {"cancelled"}, timeout=10)
            assert "result" not in task and "error" not in task, task
            # The work stopped on the first instance: no more lease renewals (nor anything else) are
            # written, and the task stays cancelled on both instances, with no late result.
            stopped = await record_version(redis_server.url, task_id)
            await anyio.sleep(LEASE_SECONDS)
            assert await record_version(redis_server.url, task_id) == stopped, "the worker still writes after cancelled"
            for url in (first.url, second.url):
                later = await get_task(client, url, task_id)
                assert later["status"] == "cancelled" and "result" not in later, (later, seen)


async def test_a_killed_owner_fails_its_task_within_the_lease(server_env: dict[str, str], tmp_path: Path) -> None:
    # The first instance's own worker is the only one when the task is created, so it runs it; an
    # ``mcp-agent worker`` joins before the first instance is killed, and takes the lapsed work over.
    with (
        live_server("--conformance-fixtures", env=server_env) as first,
        live_server("--conformance-fixtures", "--no-worker", env=server_env) as second,
    ):
        async with httpx.AsyncClient(timeout=10) as client:
            created = await create_task(client, first.url, SLOW_TOOL, SLOW_ARGUMENTS)
            task_id = created["taskId"]
            await poll_until(client, second.url, task_id, {"working"}, timeout=5)
            await anyio.sleep(0.3)  # the first worker has started it
            with task_worker(server_env, tmp_path):
                first.process.kill()  # SIGKILL: no shutdown handler runs, the lease simply stops being renewed
                first.process.wait(timeout=5)
                killed_at = time.monotonic()
                task, seen = await poll_until(client, second.url, task_id, {"failed"}, timeout=LEASE_SECONDS * 2 + 2)
                # At most one lease after the last renewal, which came before the kill, plus the quarter lease
                # between two reclaims (and polling slack); slow_compute is not safe to run again.
                assert time.monotonic() - killed_at <= LEASE_SECONDS * 1.25 + 0.5, time.monotonic() - killed_at
                assert "lost" in task["error"]["message"], task
            assert seen[-1] == "failed" and set(seen) <= {"working", "failed"}, seen
            assert isinstance(task["error"]["code"], int) and task["error"]["message"], task
            await anyio.sleep(LEASE_SECONDS)
            assert (await get_task(client, second.url, task_id))["status"] == "failed"


async def test_input_required_answered_through_the_other_instance(server_env: dict[str, str]) -> None:
    with two_servers(server_env) as (first, second):
        async with httpx.AsyncClient(timeout=10) as client:
            created = await create_task(client, first.url, INPUT_TOOL, INPUT_ARGUMENTS)
            task_id = created["taskId"]
            task, _ = await poll_until(client, second.url, task_id, {"input_required"}, timeout=10)
            assert list(task["inputRequests"]) == ["confirm"], task
            assert task["inputRequests"]["confirm"]["method"] == "elicitation/create", task
            reply = await rpc(client, second.url, "tasks/update", {"taskId": task_id, "inputResponses": CONFIRM})
            assert reply["result"]["resultType"] == "complete", reply
            task, seen = await poll_until(client, first.url, task_id, {"completed"}, timeout=10)
            assert text_of(task["result"]) == "Deleted notes.txt", (task, seen)


async def test_a_listen_stream_on_the_other_instance_sees_the_task_notifications(server_env: dict[str, str]) -> None:
    with two_servers(server_env) as (first, second):
        async with httpx.AsyncClient(timeout=10) as creator, httpx.AsyncClient(timeout=10) as listener:
            task_id = (await create_task(creator, first.url, INPUT_TOOL, INPUT_ARGUMENTS))["taskId"]
            other_id = (await create_task(creator, first.url, INPUT_TOOL, {"filename": "other.txt"}))["taskId"]
            async with open_listen(listener, second.url, {"taskIds": [task_id]}, "tasks-listen") as stream:
                ack = await stream.next_message()
                assert ack is not None and ack["method"] == ACK, ack
                assert ack["params"]["notifications"]["taskIds"] == [task_id], ack
                # A task outside the filter runs to completed first: nothing of it reaches this stream.
                for some_id in (other_id, task_id):
                    task, _ = await poll_until(creator, first.url, some_id, {"input_required"}, timeout=10)
                    assert list(task["inputRequests"]) == ["confirm"], task
                await rpc(creator, first.url, "tasks/update", {"taskId": other_id, "inputResponses": CONFIRM})
                await poll_until(creator, first.url, other_id, {"completed"}, timeout=10)
                await rpc(creator, first.url, "tasks/update", {"taskId": task_id, "inputResponses": CONFIRM})
                statuses: list[str] = []
                with anyio.fail_after(15):
                    while True:
                        message = await stream.next_message(timeout=15)
                        assert message is not None, f"the stream ended before completed: {statuses}"
                        if message.get("method") != "notifications/tasks":
                            continue
                        params = message["params"]
                        assert params["taskId"] == task_id, message
                        assert params["_meta"][SUBSCRIPTION_ID_KEY] == "tasks-listen", message
                        statuses.append(params["status"])
                        if params["status"] == "completed":
                            break
                        assert params["status"] not in TERMINAL, statuses
                # The full DetailedTask, identical to what tasks/get answers now.
                polled = await get_task(creator, second.url, task_id)
                pushed = {key: value for key, value in params.items() if key != "_meta"}
                assert pushed == {key: value for key, value in polled.items() if key not in ("resultType", "_meta")}, (
                    pushed,
                    polled,
                )
                assert text_of(params["result"]) == "Deleted notes.txt", message
