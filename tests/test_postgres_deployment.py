"""Deployments on PostgreSQL with real ``mcp-agent serve`` and ``mcp-agent worker`` processes.

Only PostgreSQL (store, bus and queue): two instances lose no update under concurrent appends; a task
created on one instance runs on a worker process and a listen stream on the other instance sees its
notifications. PostgreSQL for the store with Redis for the bus and the queue works the same. And a
private PostgreSQL server killed with SIGKILL under load: callers get 503 with Retry-After while it is
down, and after it restarts every call completes exactly once (nothing lost, nothing doubled); tasks
running through such a crash, shorter than their lease, complete with their own results. A pool with
every connection busy answers 503 within its timeout.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import anyio
import asyncpg
import httpx2 as httpx
import pytest

from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.state import HandleCodec
from tests.support.live_server import live_server
from tests.support.postgres import PrivatePostgres, TestDatabase
from tests.support.redis_server import RedisServer
from tests.support.task_worker import task_worker
from tests.test_multi_instance import (
    CLIENTS,
    SECRET,
    TENANT,
    Outcome,
    append_with_retries,
    call_body,
    call_headers,
    create_conversation,
    marker,
)
from tests.test_multi_instance import environment as conversation_environment
from tests.test_tasks_cluster import (
    ACK,
    CONFIRM,
    INPUT_ARGUMENTS,
    INPUT_TOOL,
    SLOW_TOOL,
    TERMINAL,
    create_task,
    open_listen,
    poll_until,
    request,
    rpc,
    text_of,
)
from tests.test_tasks_cluster import environment as tasks_environment

pytestmark = pytest.mark.integration

# The environments of the Redis deployment tests name a Redis URL; these deployments use none.
NO_REDIS = cast(RedisServer, SimpleNamespace(url="redis://127.0.0.1:1/0"))


def on_postgres(env: dict[str, str], url: str, schema: str, **parts: str) -> dict[str, str]:
    env = {k: v for k, v in env.items() if not k.startswith("MCP_AGENT_REDIS")}
    return {
        **env,
        "MCP_AGENT_STORE": "postgres",
        "MCP_AGENT_POSTGRES_URL": url,
        "MCP_AGENT_POSTGRES_SCHEMA": schema,
        **{f"MCP_AGENT_{part.upper()}": backend for part, backend in parts.items()},
    }


async def assert_record_intact(url: str, schema: str, handle: str, outcomes: list[Outcome]) -> None:
    """Every client's turn exactly once, 1 + CLIENTS gapless turns, one append marker per client."""
    record_id = HandleCodec(Sealer([SECRET.encode()])).open(handle, TENANT, "conversation")
    store = PostgresStore(url, schema=schema)
    try:
        window = await store.read_window(TENANT, record_id, 1000)
        count = "SELECT count(*) FROM mcpa_append_markers WHERE tenant = $1 AND record_id = $2 AND kind = 'a'"
        append_markers = await store.database.run(lambda connection: connection.fetchval(count, TENANT, record_id))
    finally:
        await store.aclose()
    assert window.version == window.total_turns == len(window.turns) == 1 + CLIENTS
    summaries = [turn["summary"] for turn in window.turns]
    counts = {marker(i): sum(summary.count(marker(i)) for summary in summaries) for i in range(CLIENTS)}
    assert counts == {marker(i): 1 for i in range(CLIENTS)}, {m: c for m, c in counts.items() if c != 1}
    results = [outcome.result for outcome in outcomes]
    assert sorted(result["turn_index"] for result in results if result is not None) == list(range(1, CLIENTS + 1))
    for i, result in enumerate(results):
        assert result is not None and marker(i) in summaries[result["turn_index"]]
    assert append_markers == CLIENTS


async def test_two_instances_on_postgres_alone_lose_no_update(tmp_path: Path, postgres_database: TestDatabase) -> None:
    schema = f"test_{uuid.uuid4().hex}"
    env = on_postgres(conversation_environment(tmp_path, NO_REDIS), postgres_database.url, schema)
    with live_server(env=env) as one, live_server(env=env) as two:
        handle = (await create_conversation(one.url))["conversation"]
        deadline = time.monotonic() + 30
        keys = [f"pg-{uuid.uuid4().hex}-{i}" for i in range(CLIENTS)]
        outcomes = await asyncio.wait_for(
            asyncio.gather(
                *(
                    append_with_retries(i, [(one, two)[i % 2].url], handle, keys[i], deadline=deadline)
                    for i in range(CLIENTS)
                )
            ),
            timeout=35,
        )
    await assert_record_intact(postgres_database.url, schema, handle, outcomes)


async def listen_to_a_task_across_instances(env: dict[str, str], tmp_path: Path) -> None:
    """A task created on the first instance runs on a worker process; a listen on the second sees it through."""
    with (
        live_server("--conformance-fixtures", "--no-worker", env=env) as first,
        live_server("--conformance-fixtures", "--no-worker", env=env) as second,
        task_worker(env, tmp_path),
    ):
        async with httpx.AsyncClient(timeout=10) as creator, httpx.AsyncClient(timeout=10) as listener:
            task_id = (await create_task(creator, first.url, INPUT_TOOL, INPUT_ARGUMENTS))["taskId"]
            async with open_listen(listener, second.url, {"taskIds": [task_id]}, "pg-listen") as stream:
                ack = await stream.next_message()
                assert ack is not None and ack["method"] == ACK, ack
                await poll_until(creator, first.url, task_id, {"input_required"}, timeout=10)
                await rpc(creator, first.url, "tasks/update", {"taskId": task_id, "inputResponses": CONFIRM})
                statuses: list[str] = []
                with anyio.fail_after(15):
                    while "completed" not in statuses:
                        message = await stream.next_message(timeout=15)
                        assert message is not None, f"the stream ended before completed: {statuses}"
                        if message.get("method") == "notifications/tasks":
                            assert message["params"]["taskId"] == task_id, message
                            statuses.append(message["params"]["status"])
                assert [s for s in statuses if s in TERMINAL] == ["completed"], statuses
            task, _ = await poll_until(creator, second.url, task_id, {"completed"}, timeout=5)
            assert task["result"]["content"][0]["text"] == "Deleted notes.txt", task


async def test_tasks_and_listen_across_instances_on_postgres_alone(
    tmp_path: Path, postgres_database: TestDatabase
) -> None:
    env = on_postgres(tasks_environment(tmp_path, NO_REDIS), postgres_database.url, f"test_{uuid.uuid4().hex}")
    await listen_to_a_task_across_instances(env, tmp_path)


async def test_postgres_for_the_store_with_redis_for_the_bus_and_the_queue(
    tmp_path: Path, postgres_database: TestDatabase, redis_server: RedisServer
) -> None:
    env = on_postgres(
        tasks_environment(tmp_path, redis_server),
        postgres_database.url,
        f"test_{uuid.uuid4().hex}",
        bus="redis",
        queue="redis",
    )
    env["MCP_AGENT_REDIS_URL"] = redis_server.url
    await listen_to_a_task_across_instances(env, tmp_path)


async def test_postgres_killed_under_load_is_503_with_retry_after_and_nothing_is_lost_or_doubled(
    tmp_path: Path, private_postgres: PrivatePostgres
) -> None:
    schema = "crash"
    env = on_postgres(conversation_environment(tmp_path, NO_REDIS), private_postgres.url, schema)
    env["MCP_AGENT_POSTGRES_TIMEOUT_SECONDS"] = "1"
    with live_server(env=env) as server:
        handle = (await create_conversation(server.url))["conversation"]
        keys = [f"crash-{uuid.uuid4().hex}-{i}" for i in range(CLIENTS)]
        unavailable: list[httpx.Response] = []

        async def probe_while_down() -> None:
            # What a caller sees while the server is down: 503, -31001, and when to come back.
            async with httpx.AsyncClient(timeout=10) as client:
                arguments = {"messages": [{"sender": "ops", "body": "Anyone there?"}], "max_turns": 3}
                response = await client.post(server.url, content=call_body(arguments), headers=call_headers())
                unavailable.append(response)
                unavailable.append(await client.get(f"{server.base_url}/readyz"))

        async def crash_and_restart() -> None:
            await asyncio.sleep(0.3)  # the clients are mid-flight
            await asyncio.to_thread(private_postgres.kill)
            await probe_while_down()
            await asyncio.sleep(1.0)
            await asyncio.to_thread(private_postgres.start)

        deadline = time.monotonic() + 60
        crash = asyncio.create_task(crash_and_restart())
        outcomes = await asyncio.wait_for(
            asyncio.gather(
                *(append_with_retries(i, [server.url], handle, keys[i], deadline=deadline) for i in range(CLIENTS))
            ),
            timeout=65,
        )
        await crash
        assert server.process.poll() is None
    response, ready = unavailable
    assert response.status_code == 503, response.text
    assert response.json()["error"]["code"] == -31001 and int(response.headers["Retry-After"]) >= 1
    assert ready.status_code == 503, "readiness turns the instance away while PostgreSQL is down"
    assert any("503" in outcome.attempts for outcome in outcomes), "no call met the outage"
    await assert_record_intact(private_postgres.url, schema, handle, outcomes)


async def test_tasks_running_through_a_postgres_crash_shorter_than_their_lease_complete(
    tmp_path: Path, private_postgres: PrivatePostgres
) -> None:
    env = on_postgres(tasks_environment(tmp_path, NO_REDIS), private_postgres.url, "tasks")
    # An outage shorter than the lease: the worker keeps its rounds (as through a Redis pause: test_tasks_queue.py).
    env.update({"MCP_AGENT_POSTGRES_TIMEOUT_SECONDS": "1", "MCP_AGENT_TASK_LEASE_SECONDS": "10"})
    with live_server("--conformance-fixtures", env=env) as server:
        async with httpx.AsyncClient(timeout=10) as client:
            labels = [f"t{i}" for i in range(6)]
            created = [
                await create_task(client, server.url, SLOW_TOOL, {"seconds": 1.5, "label": label}) for label in labels
            ]
            await asyncio.sleep(0.5)  # running on the instance's worker
            await asyncio.to_thread(private_postgres.kill)
            await asyncio.sleep(1.0)
            await asyncio.to_thread(private_postgres.start)
            outcomes: dict[str, dict[str, Any]] = {}
            deadline = time.monotonic() + 40
            while len(outcomes) < len(created):
                assert time.monotonic() < deadline, f"not all tasks ended: {sorted(outcomes)}"
                for task, label in zip(created, labels, strict=True):
                    if label in outcomes:
                        continue
                    message, headers = request("tasks/get", {"taskId": task["taskId"]})
                    response = await client.post(server.url, json=message, headers=headers)
                    if response.status_code == 503:
                        continue  # the store is still coming back
                    assert response.status_code == 200, response.text
                    if response.json()["result"]["status"] in TERMINAL:
                        outcomes[label] = response.json()["result"]
                await asyncio.sleep(0.2)
    # Not lost: every task ends completed with its own result (a run cut by the crash runs again:
    # slow_compute is safe to re-run), none failed or stuck.
    assert {label: task["status"] for label, task in outcomes.items()} == dict.fromkeys(labels, "completed"), [
        t.get("error") or t.get("statusMessage") for t in outcomes.values()
    ]
    for label, task in outcomes.items():
        assert text_of(task["result"]) == f"Computed {label} after 1.5 s", task


def test_an_unreachable_postgres_refuses_to_start_in_one_line() -> None:
    env = {"MCP_AGENT_STORE": "postgres", "MCP_AGENT_POSTGRES_URL": "postgresql://postgres@127.0.0.1:9/x"}
    done = subprocess.run(
        [sys.executable, "-m", "mcp_agent", "serve", "--port", "0"],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("mcp-agent: MCP_AGENT_POSTGRES_URL: cannot use PostgreSQL: ") and "Traceback" not in line


async def test_an_exhausted_pool_answers_503_with_retry_after_and_never_hangs(
    tmp_path: Path, postgres_database: TestDatabase
) -> None:
    schema = f"test_{uuid.uuid4().hex}"
    env = on_postgres(conversation_environment(tmp_path, NO_REDIS), postgres_database.url, schema)
    env.update({"MCP_AGENT_POSTGRES_POOL_SIZE": "1", "MCP_AGENT_POSTGRES_TIMEOUT_SECONDS": "1"})
    with live_server(env=env) as server:
        handle = (await create_conversation(server.url))["conversation"]
        record_id = HandleCodec(Sealer([SECRET.encode()])).open(handle, TENANT, "conversation")
        # Another client of the database holds the record's row: an append waits on it, holding the
        # store's only connection, and every other call finds the pool empty.
        blocker = await asyncpg.connect(postgres_database.url, server_settings={"search_path": schema})
        locked = blocker.transaction()
        await locked.start()
        await blocker.execute(
            "SELECT 1 FROM mcpa_records WHERE tenant = $1 AND record_id = $2 FOR UPDATE", TENANT, record_id
        )
        try:
            async with httpx.AsyncClient(timeout=10) as client:

                async def append(i: int) -> tuple[httpx.Response, float]:
                    started = time.monotonic()
                    body = call_body({"messages": [{"sender": "x", "body": f"turn {i}"}], "conversation": handle})
                    response = await client.post(server.url, content=body, headers=call_headers())
                    return response, time.monotonic() - started

                answers = await asyncio.gather(*(append(i) for i in range(4)))
        finally:
            await locked.rollback()
            await blocker.close()
        for response, elapsed in answers:
            assert response.status_code == 503, response.text
            assert response.json()["error"]["code"] == -31001 and int(response.headers["Retry-After"]) >= 1
            assert elapsed < 5, f"a 503 took {elapsed:.1f} s"
        async with httpx.AsyncClient(timeout=10) as client:
            body = call_body({"messages": [{"sender": "x", "body": "after"}], "conversation": handle})
            assert (await client.post(server.url, content=body, headers=call_headers())).status_code == 200
