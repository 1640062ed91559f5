"""Tasks on the work queue, with real processes: one ``mcp-agent serve --no-worker`` and ``mcp-agent worker``
processes sharing a redis-server of the test's own.

The served ``--app`` (written to the test's directory) logs every start and end of a tool run, with
the pid that ran it, to a file the test reads: which worker ran what, how often, and when. Covered:
a worker killed with SIGKILL mid-task (the tool safe to re-run completes on the other worker, the
other tool's task ends ``failed`` saying its worker was lost, none stays ``working`` past the lease,
the loss is kept as a dead letter and counted in /metrics); a SIGTERM drain that finishes short work
and hands long work back (taken by the other worker at once, well before the lease); the same
Idempotency-Key twice giving one task and one run; a 1.5 s ``CLIENT PAUSE`` of Redis during a task;
the per-tenant limit across two worker processes; a listen with ``taskIds`` getting the current
status right after its acknowledgement; a working task's record not growing with its lease.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import redis as sync_redis

from tests.support.live_server import LiveServer, free_port, live_server
from tests.support.redis_server import RedisServer
from tests.support.task_worker import task_worker
from tests.test_tasks_cluster import (
    TOKEN,
    environment,
    get_task,
    open_listen,
    poll_until,
    record_version,
    request,
    text_of,
)

pytestmark = pytest.mark.integration

APP = '''
import asyncio, json, os, time
from mcp_agent import InputRequired, RequestContext, Server

server = Server("queue-tests")
LOG = os.environ["QUEUE_TEST_LOG"]


def note(event: str, label: str) -> int:
    with open(LOG, "a") as log:
        log.write(json.dumps({"event": event, "label": label, "pid": os.getpid(), "t": time.time()}) + "\\n")
    with open(LOG) as log:
        return sum(1 for line in log if json.loads(line)["label"] == label and json.loads(line)["event"] == "start")


@server.tool(task="always", retry_on_worker_loss=True)
async def safe_job(label: str, seconds: float = 0.0) -> str:
    """Safe to run again: only its first run is slow."""
    if note("start", label) == 1:
        await asyncio.sleep(seconds)
    note("end", label)
    return f"safe {label}"


@server.tool(task="always")
async def unsafe_job(label: str, seconds: float = 0.0) -> str:
    """Not declared safe to run again."""
    note("start", label)
    await asyncio.sleep(seconds)
    note("end", label)
    return f"unsafe {label}"


@server.tool(task="always")
async def chatty_job(label: str, seconds: float, ctx: RequestContext) -> str:
    """Reports progress every 0.1 s while it runs."""
    note("start", label)
    started = time.monotonic()
    step = 0
    while time.monotonic() - started < seconds:
        step += 1
        await ctx.report_progress(step, message=f"step {step}")
        await asyncio.sleep(0.1)
    note("end", label)
    return f"chatty {label}"


@server.tool(task="always")
async def ask_job(ctx: RequestContext) -> str | InputRequired:
    """Waits for an answer."""
    if not ctx.input_responses:
        return InputRequired({"go": {"method": "elicitation/create", "params": {"message": "Go?", "requestedSchema": {"type": "object", "properties": {}}}}})
    return "went"
'''

OTHER_TOKEN = "tasks-queue-other-tenant-token-77a1"
OTHER_TENANT = "tenant-other"


@pytest.fixture
def setup(tmp_path: Path, disposable_redis_server: RedisServer) -> Iterator[tuple[dict[str, str], Path, RedisServer]]:
    (tmp_path / "queue_app.py").write_text(APP)
    log = tmp_path / "runs.jsonl"
    log.touch()
    env = environment(tmp_path, disposable_redis_server)
    tokens = json.loads(Path(env["MCP_AGENT_AUTH_TOKENS_FILE"]).read_text())
    tokens["tokens"][OTHER_TOKEN] = {"tenant": OTHER_TENANT, "user": "bob", "scopes": []}
    Path(env["MCP_AGENT_AUTH_TOKENS_FILE"]).write_text(json.dumps(tokens))
    env.update(
        {
            "PYTHONPATH": f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
            "QUEUE_TEST_LOG": str(log),
            "MCP_AGENT_APP": "queue_app:server",
            "MCP_AGENT_BUILTIN_TOOLS": "false",
            "MCP_AGENT_TASK_LEASE_SECONDS": "2",
        }
    )
    yield env, log, disposable_redis_server


@contextlib.contextmanager
def http_instance(env: dict[str, str]) -> Iterator[LiveServer]:
    with live_server("--conformance-fixtures", "--no-worker", env=env) as server:
        yield server


def worker(
    env: dict[str, str], *extra: str, **more_env: str
) -> contextlib.AbstractContextManager[subprocess.Popen[bytes]]:
    return task_worker(env, Path(env["QUEUE_TEST_LOG"]).parent, *extra, **more_env)


def runs(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines() if line.strip()]


async def wait_for_run(log: Path, label: str, event: str = "start", timeout: float = 10.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        found = [run for run in runs(log) if run["label"] == label and run["event"] == event]
        if found:
            return found[0]
        assert time.monotonic() < deadline, f"{label} never logged {event}: {runs(log)}"
        await asyncio.sleep(0.05)


async def create(
    client: httpx.AsyncClient,
    url: str,
    tool: str,
    arguments: dict[str, Any],
    *,
    token: str = TOKEN,
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    message, sent = request("tools/call", {"name": tool, "arguments": arguments})
    sent["Authorization"] = f"Bearer {token}"
    sent.update(headers or {})
    response = await client.post(url, json=message, headers=sent)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    assert result["resultType"] == "task", result
    return result


def _sample(exposition: str, name: str) -> float:
    """The value of the sample ``name`` (labels included, as exposed) in a Prometheus text exposition."""
    return sum(float(line.rsplit(" ", 1)[1]) for line in exposition.splitlines() if line.split(" ", 1)[0] == name)


def kill_9(process: subprocess.Popen[bytes]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=5)


async def test_a_killed_worker_safe_work_completes_elsewhere_the_rest_fails(
    setup: tuple[dict[str, str], Path, RedisServer],
) -> None:
    env, log, _ = setup
    lease = float(env["MCP_AGENT_TASK_LEASE_SECONDS"])
    with http_instance(env) as http, worker(env) as first:
        async with httpx.AsyncClient(timeout=10) as client:
            safe = await create(client, http.url, "safe_job", {"label": "safe", "seconds": 60})
            unsafe = await create(client, http.url, "unsafe_job", {"label": "unsafe", "seconds": 60})
            assert (await wait_for_run(log, "safe"))["pid"] == first.pid
            assert (await wait_for_run(log, "unsafe"))["pid"] == first.pid
            with worker(env) as second:
                kill_9(first)
                killed_at = time.monotonic()
                done, seen = await poll_until(
                    client, http.url, safe["taskId"], {"completed", "failed"}, timeout=lease * 3
                )
                assert done["status"] == "completed" and text_of(done["result"]) == "safe safe", (done, seen)
                assert [run["pid"] for run in runs(log) if run["label"] == "safe"] == [
                    first.pid,
                    second.pid,
                    second.pid,
                ]
                lost, _ = await poll_until(
                    client, http.url, unsafe["taskId"], {"completed", "failed"}, timeout=lease * 3
                )
                # Neither stayed working past the lease (plus the reclaim interval and polling slack).
                assert time.monotonic() - killed_at <= lease * 1.25 + 1.5, time.monotonic() - killed_at
                assert (
                    lost["status"] == "failed"
                    and "worker" in lost["error"]["message"]
                    and "lost" in lost["error"]["message"]
                ), lost
                assert "not declared safe" in lost["error"]["message"]
                assert [run["event"] for run in runs(log) if run["label"] == "unsafe"] == ["start"]  # never run twice
            metrics = (await client.get(f"{http.base_url}/metrics")).text
            kept = [line for line in metrics.splitlines() if line.startswith("mcp_agent_task_dead_letters_kept")]
            assert kept and float(kept[0].split()[-1]) == 1.0, kept


async def test_sigterm_drain_finishes_short_work_and_hands_back_the_rest(
    setup: tuple[dict[str, str], Path, RedisServer],
) -> None:
    env, log, _ = setup
    env = {**env, "MCP_AGENT_TASK_LEASE_SECONDS": "20"}  # a hand-back must not wait for a lease
    with http_instance(env) as http:
        async with httpx.AsyncClient(timeout=10) as client:
            with worker(env, MCP_AGENT_TASK_DRAIN_SECONDS="5") as patient:
                short = await create(client, http.url, "unsafe_job", {"label": "short", "seconds": 1.0})
                await wait_for_run(log, "short")
                patient.send_signal(signal.SIGTERM)
                assert patient.wait(timeout=8) == 0
            done = await get_task(client, http.url, short["taskId"])
            assert done["status"] == "completed" and text_of(done["result"]) == "unsafe short", done

            with worker(env, MCP_AGENT_TASK_DRAIN_SECONDS="0.3") as hasty:
                long_safe = await create(client, http.url, "safe_job", {"label": "long", "seconds": 60})
                long_unsafe = await create(client, http.url, "unsafe_job", {"label": "long-unsafe", "seconds": 60})
                await wait_for_run(log, "long")
                await wait_for_run(log, "long-unsafe")
                with worker(env) as other:
                    hasty.send_signal(signal.SIGTERM)
                    stopped_at = time.monotonic()
                    assert hasty.wait(timeout=8) == 0
                    done, _ = await poll_until(
                        client, http.url, long_safe["taskId"], {"completed", "failed"}, timeout=10
                    )
                    assert done["status"] == "completed", done
                    failed, _ = await poll_until(
                        client, http.url, long_unsafe["taskId"], {"completed", "failed"}, timeout=10
                    )
                    assert time.monotonic() - stopped_at < 5, "handed-back work waited for the 20 s lease"
                    assert failed["status"] == "failed" and "stopped" in failed["error"]["message"], failed
                    assert [run["pid"] for run in runs(log) if run["label"] == "long"][-1] == other.pid


async def test_the_same_idempotency_key_twice_gives_one_task_and_one_run(
    setup: tuple[dict[str, str], Path, RedisServer],
) -> None:
    env, log, _ = setup
    with http_instance(env) as http, worker(env), worker(env):
        async with httpx.AsyncClient(timeout=10) as client:
            key = {"Idempotency-Key": "order-42"}
            created = await asyncio.gather(
                *(
                    create(client, http.url, "unsafe_job", {"label": "keyed", "seconds": 0.3}, headers=key)
                    for _ in range(3)
                )
            )
            assert len({result["taskId"] for result in created}) == 1, created
            done, _ = await poll_until(client, http.url, created[0]["taskId"], {"completed"}, timeout=10)
            again = await create(client, http.url, "unsafe_job", {"label": "keyed", "seconds": 0.3}, headers=key)
            assert again["taskId"] == done["taskId"] and again["status"] == "completed"
            await asyncio.sleep(0.5)
            assert [run["event"] for run in runs(log) if run["label"] == "keyed"] == ["start", "end"]
            message, sent = request("tools/call", {"name": "unsafe_job", "arguments": {"label": "other", "seconds": 0}})
            reused = await client.post(http.url, json=message, headers={**sent, **key})
            assert reused.json()["error"]["code"] == -31002, reused.text


async def test_a_redis_pause_shorter_than_the_lease_fails_nothing(
    setup: tuple[dict[str, str], Path, RedisServer],
) -> None:
    env, log, redis_server = setup
    env = {**env, "MCP_AGENT_TASK_LEASE_SECONDS": "3"}
    with http_instance(env) as http, worker(env), worker(env):
        async with httpx.AsyncClient(timeout=10) as client:
            created = await create(client, http.url, "chatty_job", {"label": "paused", "seconds": 3})
            await wait_for_run(log, "paused")
            await asyncio.sleep(0.3)
            pauser = sync_redis.Redis.from_url(redis_server.url)
            pauser.execute_command("CLIENT", "PAUSE", 1500)
            pauser.close()
            await asyncio.sleep(1.6)
            done, seen = await poll_until(client, http.url, created["taskId"], {"completed", "failed"}, timeout=10)
            assert done["status"] == "completed" and text_of(done["result"]) == "chatty paused", (done, seen)
            starts = [run for run in runs(log) if run["label"] == "paused" and run["event"] == "start"]
            assert len(starts) == 1, starts  # not taken over by the other worker either


async def test_the_tenant_limit_holds_across_worker_processes(setup: tuple[dict[str, str], Path, RedisServer]) -> None:
    env, log, _ = setup
    env = {**env, "MCP_AGENT_TASK_TENANT_CONCURRENCY": "1"}
    metrics_ports = [free_port(), free_port()]
    with (
        http_instance(env) as http,
        worker(env, "--metrics-port", str(metrics_ports[0])),
        worker(env, "--metrics-port", str(metrics_ports[1])),
    ):
        async with httpx.AsyncClient(timeout=10) as client:
            busy = [await create(client, http.url, "unsafe_job", {"label": f"a{n}", "seconds": 0.6}) for n in range(3)]
            other = await create(client, http.url, "unsafe_job", {"label": "b0", "seconds": 0.1}, token=OTHER_TOKEN)
            for created in busy:
                await poll_until(client, http.url, created["taskId"], {"completed"}, timeout=15)
            message, sent = request("tasks/get", {"taskId": other["taskId"]})
            sent["Authorization"] = f"Bearer {OTHER_TOKEN}"
            assert (await client.post(http.url, json=message, headers=sent)).json()["result"]["status"] == "completed"
            # Each worker process serves its own metrics: the work held back by the limit is counted there.
            scraped = [(await client.get(f"http://127.0.0.1:{port}/")).text for port in metrics_ports]
            deferrals = sum(_sample(text, "mcp_agent_task_tenant_deferrals_total") for text in scraped)
            completed = sum(_sample(text, 'mcp_agent_task_runs_total{outcome="completed"}') for text in scraped)
            assert deferrals >= 1 and completed == 4, (deferrals, completed)
    spans = {}
    for run in runs(log):
        spans.setdefault(run["label"], {})[run["event"]] = run["t"]
    first_tenant = sorted((spans[f"a{n}"]["start"], spans[f"a{n}"]["end"]) for n in range(3))
    for (_, end), (start, _) in zip(first_tenant, first_tenant[1:]):
        assert start >= end - 0.05, first_tenant  # one at a time
    assert spans["b0"]["start"] < first_tenant[-1][0], "the other tenant waited behind the first one's queue"


async def test_listen_gets_the_current_status_and_leases_do_not_grow_the_record(
    setup: tuple[dict[str, str], Path, RedisServer],
) -> None:
    env, log, redis_server = setup
    with http_instance(env) as http, worker(env):
        async with httpx.AsyncClient(timeout=10) as client:
            waiting = await create(client, http.url, "ask_job", {})
            await poll_until(client, http.url, waiting["taskId"], {"input_required"}, timeout=10)
            async with open_listen(client, http.url, {"taskIds": [waiting["taskId"]]}, "listen-now") as stream:
                ack = await stream.next_message(timeout=5)
                assert ack is not None and ack["method"] == "notifications/subscriptions/acknowledged", ack
                first = await stream.next_message(timeout=5)
                assert first is not None and first["method"] == "notifications/tasks", first
                assert (
                    first["params"]["taskId"] == waiting["taskId"] and first["params"]["status"] == "input_required"
                ), first

            working = await create(client, http.url, "unsafe_job", {"label": "steady", "seconds": 3})
            await wait_for_run(log, "steady")
            before = await record_version(redis_server.url, working["taskId"])
            await asyncio.sleep(2.0)  # a lease of 2 s: renewed at least twice meanwhile
            assert await record_version(redis_server.url, working["taskId"]) == before


@pytest.mark.parametrize("command", [["serve", "--no-worker"], ["worker"]])
def test_no_worker_anywhere_is_refused_with_the_memory_store(command: list[str]) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith("MCP_AGENT_")}
    done = subprocess.run(
        [sys.executable, "-m", "mcp_agent", *command, "--store", "memory"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 2, done
    assert (
        done.stderr.startswith("mcp-agent: ") and "--store redis" in done.stderr and "Traceback" not in done.stderr
    ), done.stderr
