"""``GET /metrics`` of a real ``mcp-agent serve`` process, parsed as Prometheus does.

Every check is a delta between two scrapes around the calls made (or an absolute count on a
server of the test's own), so counts from the test's warm-up or readiness probes never blur it.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer
from tests.support.requests import Rpc, body, headers_for
from tests.test_listen import open_listen

pytestmark = pytest.mark.integration  # real server processes, real Redis

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


# -- scraping ----------------------------------------------------------------------------


async def scrape(client: httpx.AsyncClient) -> Samples:
    """Every sample of ``/metrics``, keyed by (sample name, sorted labels)."""
    response = await client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; version=")
    samples: Samples = {}
    for family in text_string_to_metric_families(response.text):
        for sample in family.samples:
            samples[sample.name, tuple(sorted(sample.labels.items()))] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def delta(before: Samples, after: Samples, name: str, **labels: str) -> float:
    return value(after, name, **labels) - value(before, name, **labels)


async def until(condition: Any, timeout: float = 5.0) -> None:
    """Poll an async condition (a coroutine function) until it holds, or fail."""
    async with asyncio.timeout(timeout):
        while not await condition():
            await asyncio.sleep(0.05)


# -- calls -------------------------------------------------------------------------------


async def summarize(rpc: Rpc, conversation: str | None = None, request_id: Any = 1) -> dict[str, Any]:
    """One summarize_thread call with a message of its own (a message already summarized in the
    conversation appends nothing); its structuredContent (handle and uri), or the isError result."""
    note = uuid.uuid4().hex[:8]
    arguments: dict[str, Any] = {"messages": [{"sender": "ana", "body": f"The release moves to Friday (note {note})."}]}
    if conversation is not None:
        arguments["conversation"] = conversation
    response = await rpc.call("tools/call", {"name": "summarize_thread", "arguments": arguments}, id=request_id)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    return result.get("structuredContent") or result


def redis_env(redis: RedisServer, tmp_path: Path, **extra: str) -> dict[str, str]:
    return {"MCP_AGENT_STORE": "redis", "MCP_AGENT_REDIS_URL": redis.url, **extra}


# -- tests -------------------------------------------------------------------------------


async def test_requests_are_counted_by_method_and_outcome() -> None:
    with live_server() as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            rpc = Rpc(client)
            before = await scrape(client)
            created = [await summarize(rpc, request_id=i) for i in range(5)]
            refused = await summarize(rpc, "not-a-handle")  # the tool answers isError
            unknown = await rpc.call("tools/call", {"name": "no_such_tool", "arguments": {}})
            discover = await rpc.call("server/discover")
            after = await scrape(client)
    assert all("conversation" in result for result in created)
    assert refused["isError"] is True and unknown.status_code == 400 and discover.status_code == 200

    requests = "mcp_agent_requests_total"
    assert delta(before, after, requests, method="tools/call", outcome="result") == 5
    assert delta(before, after, requests, method="tools/call", outcome="tool_error") == 1
    assert delta(before, after, requests, method="tools/call", outcome="error") == 1
    assert delta(before, after, "mcp_agent_request_errors_total", method="tools/call", error="invalid_params") == 1
    assert delta(before, after, requests, method="server/discover", outcome="result") == 1
    # Every one of them is timed; the summarize calls touched the (memory) store and published a change each.
    assert delta(before, after, "mcp_agent_request_duration_seconds_count", method="tools/call") == 7
    assert delta(before, after, "mcp_agent_bus_publishes_total") == 5
    assert delta(before, after, "mcp_agent_store_calls_total", operation="create_if_absent") == 5


async def test_an_unknown_method_is_counted_as_other() -> None:
    with live_server() as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            before = await scrape(client)
            for method in ("made/up", "another/one"):
                message = body(method)
                response = await client.post("/mcp", json=message, headers=headers_for(message))
                assert response.status_code == 404
            after = await scrape(client)
    assert delta(before, after, "mcp_agent_requests_total", method="other", outcome="error") == 2
    assert delta(before, after, "mcp_agent_request_errors_total", method="other", error="method_not_found") == 2
    assert not any(dict(labels).get("method") in ("made/up", "another/one") for _, labels in after)


async def test_a_listen_stream_is_a_gauge_and_its_notifications_are_deliveries() -> None:
    with live_server() as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            rpc = Rpc(client)
            created = await summarize(rpc)
            before = await scrape(client)
            assert value(before, "mcp_agent_listen_streams") == 0
            async with open_listen(client, server.url, {"resourceSubscriptions": [created["uri"]]}) as stream:
                ack = await stream.next_message()
                assert ack is not None and ack["method"] == "notifications/subscriptions/acknowledged"
                assert value(await scrape(client), "mcp_agent_listen_streams") == 1
                await summarize(rpc, created["conversation"])  # appends: the stream is told
                updated = await stream.next_message()
                assert updated is not None and updated["method"] == "notifications/resources/updated"

            async def closed() -> bool:
                return value(await scrape(client), "mcp_agent_listen_streams") == 0

            await until(closed)
            after = await scrape(client)
    assert delta(before, after, "mcp_agent_bus_deliveries_total") == 1
    # Counted once it ended, and never timed: a stream lasts as long as its client likes.
    assert delta(before, after, "mcp_agent_requests_total", method="subscriptions/listen", outcome="result") == 1
    assert delta(before, after, "mcp_agent_request_duration_seconds_count", method="subscriptions/listen") == 0


async def test_store_calls_and_conflicts_are_counted_with_the_redis_store(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    with live_server(env=redis_env(redis_server, tmp_path)) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            rpc = Rpc(client)
            before = await scrape(client)
            created = await summarize(rpc)
            await summarize(rpc, created["conversation"])
            after_two = await scrape(client)
            # Many appends to one conversation at once: all read the same version, one wins each round,
            # the others are refused (a conflict each) and retry.
            conflicts = 0.0
            for _ in range(5):
                await asyncio.gather(*(summarize(rpc, created["conversation"], request_id=i) for i in range(20)))
                conflicts = delta(before, await scrape(client), "mcp_agent_store_conflicts_total")
                if conflicts:
                    break
    assert delta(before, after_two, "mcp_agent_store_calls_total", operation="create_if_absent") == 1
    assert delta(before, after_two, "mcp_agent_store_calls_total", operation="append_if_version") == 2
    assert delta(before, after_two, "mcp_agent_store_duration_seconds_count", operation="append_if_version") == 2
    assert delta(before, after_two, "mcp_agent_store_errors_total", operation="append_if_version") == 0
    assert conflicts >= 1


async def test_a_store_that_is_down_counts_errors_and_the_503_says_when_to_retry(
    disposable_redis_server: RedisServer, tmp_path: Path
) -> None:
    with live_server(env=redis_env(disposable_redis_server, tmp_path)) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
            rpc = Rpc(client)
            before = await scrape(client)
            disposable_redis_server.stop()
            response = await rpc.call(
                "tools/call", {"name": "summarize_thread", "arguments": {"messages": [{"sender": "a", "body": "Hi."}]}}
            )
            ready = await client.get("/readyz")
            after = await scrape(client)
    assert response.status_code == 503 and response.json()["error"]["code"] == -31001
    assert response.headers["retry-after"] == "1"
    assert ready.status_code == 503 and ready.headers["retry-after"] == "1"
    assert delta(before, after, "mcp_agent_store_errors_total", operation="create_if_absent") == 1
    assert delta(before, after, "mcp_agent_request_errors_total", method="tools/call", error="unavailable") == 1


async def test_the_counts_of_two_workers_are_summed(redis_server: RedisServer, tmp_path: Path) -> None:
    calls = 40
    env = redis_env(redis_server, tmp_path, MCP_AGENT_ACCESS_LOG="true")
    with live_server("--workers", "2", env=env, startup_timeout=30) as server:
        await wait_until_every_worker_serves(server)
        # A new connection per call, so the kernel spreads them over both workers.
        for i in range(calls):
            async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
                await summarize(Rpc(client), request_id=i)
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:

            async def all_counted() -> bool:  # a worker adds its requests to the shared files within a second
                samples = await scrape(client)
                return value(samples, "mcp_agent_requests_total", method="tools/call", outcome="result") == calls

            await until(all_counted)
        scrapes = []
        for _ in range(6):  # whichever worker answers the scrape reports the same sum
            async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
                scrapes.append(await scrape(client))
        assert server.terminate(timeout=15) == 0
        pids = served_by(access_lines(server), "tools/call")
    assert len(pids) == 2, pids
    for samples in scrapes:
        assert value(samples, "mcp_agent_requests_total", method="tools/call", outcome="result") == calls
        assert value(samples, "mcp_agent_store_calls_total", operation="create_if_absent") == calls
        assert value(samples, "mcp_agent_listen_streams") == 0


# -- several workers -----------------------------------------------------------------------


async def wait_until_every_worker_serves(server: LiveServer, timeout: float = 20.0) -> None:
    """uvicorn answers /healthz as soon as one worker listens; wait (bounded) until both are ready."""
    async with asyncio.timeout(timeout):
        for _ in range(20):
            async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as client:
                assert (await client.get("/readyz")).status_code in (200, 503)
        await asyncio.sleep(1.0)


def access_lines(server: LiveServer) -> list[dict[str, Any]]:
    """The access-log lines a stopped server wrote on stderr."""
    assert server.process.stderr is not None
    lines = [json.loads(line) for line in server.process.stderr.read().decode().splitlines() if line.startswith("{")]
    return [line for line in lines if line.get("logger") == "mcp_agent.access"]


def served_by(lines: Iterable[dict[str, Any]], method: str) -> set[int]:
    return {line["pid"] for line in lines if line["method"] == method}
