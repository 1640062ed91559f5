"""Listen with limits: how many URIs and task ids one listen may name (-32602), how many streams a
tenant and an instance may hold (429), what matching a change costs (a lookup per "/" of the changed
URI, whatever the number of subscribed URIs), and task ids opened in turns that let the server answer
meanwhile (``/healthz`` measured against a real server while the largest listen opens)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx2 as httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from mcp_agent import Change, InProcessChangeBus, MemoryStore, Settings, create_app
from mcp_agent.crypto.sealing import Sealer
from mcp_agent.identity import Principal
from mcp_agent.protocol.validator import ValidRequest
from mcp_agent.state import HandleCodec
from mcp_agent.state.handles import new_record_id
from mcp_agent.tasks import TaskManager
from mcp_agent.transport.listen import (
    OPEN_TASKS_PER_TURN,
    ListenLimits,
    ListenStreams,
    ResourceSubscriptions,
    Subscription,
    notification_for,
)
from tests.support.live_server import live_server
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.server import build_test_server

SEALING_KEY = "listen-limits-sealing-secret-0123456789abcdef"
TASKS_CAPS: dict[str, Any] = {"extensions": {"io.modelcontextprotocol/tasks": {}}}


def reference_matches(uri: str, subscribed: list[str]) -> bool:
    """The rule, one subscribed URI at a time: equal, or a path below it."""
    return any(uri == base or uri.startswith(base.rstrip("/") + "/") for base in subscribed)


# -- limits on what one listen names (the endpoint, in process) -----------------------------------


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    limits = Settings(
        access_log=False, sealing_keys=[SecretStr(SEALING_KEY)], listen_max_resources=5, listen_max_tasks=3
    )
    app = create_app(build_test_server(), limits)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
        yield client


@pytest.mark.unit
@pytest.mark.parametrize(
    ("field", "count", "limit"),
    [("resourceSubscriptions", 6, 5), ("resourceSubscriptions", 100_000, 5), ("taskIds", 4, 3)],
)
async def test_a_listen_naming_more_than_the_limit_is_invalid_params(
    http: httpx.AsyncClient, field: str, count: int, limit: int
) -> None:
    message = body(
        "subscriptions/listen",
        {"notifications": {field: [f"test://r/{i}" for i in range(count)]}},
        id="too-many",
        capabilities=TASKS_CAPS,
    )
    response = await http.post("/mcp", content=json.dumps(message), headers=headers_for(message))
    assert response.status_code == 400
    reply = response.json()
    assert reply["id"] == "too-many" and reply["error"]["code"] == -32602
    assert f"notifications.{field} names {count} distinct entries" in reply["error"]["message"]
    assert f"at most {limit}" in reply["error"]["message"]
    assert reply["error"]["data"] == {"field": f"notifications.{field}", "limit": limit}
    assert len(response.content) < 1000  # the refusal does not echo the list


def listen_request(notifications: dict[str, Any], request_id: str = "l") -> ValidRequest:
    return ValidRequest(
        id=request_id,
        method="subscriptions/listen",
        params={"notifications": notifications},
        meta={},
        client_capabilities=TASKS_CAPS,
        log_level=None,
        progress_token=None,
    )


@pytest.mark.unit
async def test_at_the_limit_the_acknowledgement_echoes_what_was_asked_and_no_more() -> None:
    streams = ListenStreams(InProcessChangeBus(), {}, 10.0, limits=ListenLimits(resources=1000))
    uris = [f"test://r/{i:04}" for i in range(1000)]
    subscription = await streams.subscription(
        listen_request({"resourceSubscriptions": uris + uris[:10]}), Principal("t", "u", frozenset())
    )
    assert subscription.honoured["resourceSubscriptions"] == uris  # each once
    with pytest.raises(Exception) as refused:
        await streams.subscription(
            listen_request({"resourceSubscriptions": uris + ["one-more"] + uris[:9] + ["x"]}),
            Principal("t", "u", frozenset()),
        )
    assert getattr(refused.value, "code", None) == -32602


# -- limits on open streams (plain ASGI, in process) -----------------------------------------------


class Stream:
    """One listen stream served in the background; ``leave()`` is its client disconnecting."""

    def __init__(self, streams: ListenStreams, tenant: str, request_id: str) -> None:
        self.sent: list[dict[str, Any]] = []
        self._gone = asyncio.Event()
        self.refusal: Any = None
        self.task = asyncio.create_task(
            self._serve(streams, Subscription(request_id, tenant, {"toolsListChanged": True}))
        )

    async def _serve(self, streams: ListenStreams, subscription: Subscription) -> None:
        async def receive() -> dict[str, Any]:
            await self._gone.wait()
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            self.sent.append(message)

        self.refusal = await streams.serve(subscription, receive, send)

    async def started(self) -> dict[str, Any]:
        """The response start: 200 for a stream, the refusal's status otherwise."""
        for _ in range(500):
            if self.sent:
                return self.sent[0]
            await asyncio.sleep(0.01)
        raise AssertionError("nothing sent")

    async def leave(self) -> None:
        self._gone.set()
        await self.task


@pytest.mark.unit
async def test_streams_beyond_the_tenant_and_the_instance_limits_get_429_until_one_closes() -> None:
    streams = ListenStreams(InProcessChangeBus(), {}, 10.0, limits=ListenLimits(streams_per_tenant=2, streams=3))
    first, second = Stream(streams, "a", "a1"), Stream(streams, "a", "a2")
    assert [(await s.started())["status"] for s in (first, second)] == [200, 200]
    third = Stream(streams, "a", "a3")
    refused = await third.started()
    await third.task
    assert refused["status"] == 429 and (b"retry-after", b"5") in refused["headers"]
    error = json.loads(third.sent[1]["body"])
    assert error["id"] == "a3" and error["error"]["code"] == -31009
    assert "this tenant has 2 listen streams open" in error["error"]["message"]
    other = Stream(streams, "b", "b1")
    assert (await other.started())["status"] == 200  # another tenant still may, up to the instance limit
    fourth = Stream(streams, "c", "c1")
    assert (await fourth.started())["status"] == 429
    await fourth.task
    assert "this server instance has 3 listen streams open" in json.loads(fourth.sent[1]["body"])["error"]["message"]
    await first.leave()
    again = Stream(streams, "a", "a4")
    assert (await again.started())["status"] == 200  # a closed stream frees its slot
    for stream in (second, other, again):
        await stream.leave()
    assert streams.open_streams == 0


# -- matching a change costs the same whatever the number of URIs ----------------------------------


class CountingStr(str):
    """A subscribed URI that counts every comparison made with it."""

    calls = 0

    def __eq__(self, other: object) -> bool:
        CountingStr.calls += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__

    def startswith(self, *args: Any) -> bool:  # type: ignore[override]
        CountingStr.calls += 1
        return str.startswith(self, *args)

    def rstrip(self, chars: str | None = None) -> str:
        CountingStr.calls += 1
        return str.rstrip(self, chars)


def comparisons_per_change(subscribed_count: int, changes: list[str]) -> float:
    uris = [CountingStr(f"mail://inbox/{i}/") for i in range(subscribed_count)] + [CountingStr("mail://inbox/7/thread")]
    subscription = Subscription("s", "t", {"resourceSubscriptions": uris}, resources=ResourceSubscriptions(uris))
    CountingStr.calls = 0  # the index is built once, when the stream opens
    matched = sum(notification_for(Change("resource", uri), subscription) is not None for uri in changes)
    per_change = CountingStr.calls / len(changes)
    assert matched == sum(reference_matches(uri, uris) for uri in changes)
    return per_change


@pytest.mark.unit
def test_matching_a_change_does_not_compare_it_with_every_subscribed_uri() -> None:
    changes = [f"mail://inbox/{i}/thread/{j}" for i in range(0, 40_000, 397) for j in range(3)] + [
        "mail://inbox/7/thread",
        "other://x",
    ]
    few, many = comparisons_per_change(10, changes), comparisons_per_change(20_000, changes)
    assert many <= 1.0 and few <= 1.0, (few, many)  # at most an equality check on a hit, never a scan


uri_part = st.sampled_from(["a", "b", "", "c/", "x:", "//"])
uri = st.lists(uri_part, max_size=5).map("/".join).map(lambda path: "s://" + path)


@pytest.mark.unit
@settings(max_examples=300, deadline=None)
@given(
    subscribed=st.lists(st.one_of(uri, st.sampled_from(["", "/", "s:", "s://", "s:///"])), max_size=6),
    changed=st.lists(uri, min_size=1, max_size=6),
)
def test_the_index_matches_exactly_as_the_rule_says(subscribed: list[str], changed: list[str]) -> None:
    index = ResourceSubscriptions(subscribed)
    for changed_uri in changed + subscribed:
        assert index.matches(changed_uri) is reference_matches(changed_uri, subscribed), (changed_uri, subscribed)


# -- task ids are opened in turns ----------------------------------------------------------------


def task_ids(tenant: str, count: int) -> list[str]:
    codec = HandleCodec(Sealer([SEALING_KEY.encode()]))
    return [codec.mint(tenant, "task", new_record_id(), 3600) for _ in range(count)]


@pytest.mark.unit
async def test_a_listen_with_many_task_ids_lets_the_loop_run_between_turns() -> None:
    count = 20 * OPEN_TASKS_PER_TURN
    ids = task_ids("acme", count)
    manager = TaskManager(MemoryStore(), HandleCodec(Sealer([SEALING_KEY.encode()])), InProcessChangeBus())
    streams = ListenStreams(InProcessChangeBus(), {}, 10.0, limits=ListenLimits(tasks=count), open_task=manager.open)
    ticks = 0
    opening = True

    async def ticker() -> None:
        nonlocal ticks
        while opening:
            ticks += 1
            await asyncio.sleep(0)

    ticking = asyncio.create_task(ticker())
    await asyncio.sleep(0)
    subscription = await streams.subscription(listen_request({"taskIds": ids}), Principal("acme", "u", frozenset()))
    opening = False
    await ticking
    assert subscription.honoured["taskIds"] == ids and len(subscription.tasks) == count
    assert ticks >= count // OPEN_TASKS_PER_TURN - 1, ticks  # the loop ran between every two turns
    await manager.aclose()


@pytest.mark.integration
def test_healthz_keeps_answering_while_the_largest_listen_opens() -> None:
    count = 20_000
    ids = task_ids("local", count)
    env = {
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_LISTEN_MAX_TASKS": str(count),
        "MCP_AGENT_MAX_BODY_BYTES": str(16 * 1_048_576),
    }
    message = body("subscriptions/listen", {"notifications": {"taskIds": ids}}, id="big", capabilities=TASKS_CAPS)
    # Opened all at once, 20,000 task ids held the loop 537 ms here; in turns, the longest wait was 53 ms (what is
    # left is parsing and echoing the 2.6 MB listen itself). A single probe is at the mercy of a shared machine: the
    # suite's other worker runs CPU-bound tests beside this one and once put one probe at 525 ms in a fresh-clone
    # run. So the listen is opened up to three times and the quietest open is held to the bound: a loop held whole
    # holds it in every open, a busy neighbour stalls one probe now and then.
    waits: list[float] = []
    with live_server(env=env) as server:
        for _ in range(3):
            latencies, ack = _probe_healthz_while_posting(server, message)
            assert (
                ack["method"] == "notifications/subscriptions/acknowledged"
                and len(ack["params"]["notifications"]["taskIds"]) == count
            )
            waits.append(max(latencies))
            print(
                f"\n/healthz while a listen opened {count} task ids: {len(latencies)} probes, max {waits[-1] * 1000:.1f} ms"
            )
            if waits[-1] < 0.400:
                break
    assert min(waits) < 0.400, waits


def _probe_healthz_while_posting(server: Any, message: dict[str, Any]) -> tuple[list[float], dict[str, Any]]:
    """Every /healthz latency while ``message`` is posted until its first event, and that event."""
    latencies: list[float] = []
    acked = threading.Event()

    def probe() -> None:
        with httpx.Client(base_url=server.base_url, timeout=5) as client:
            client.get("/healthz")
            while not acked.is_set():
                started = time.perf_counter()
                assert client.get("/healthz").status_code == 200
                latencies.append(time.perf_counter() - started)
                time.sleep(0.002)

    prober = threading.Thread(target=probe)
    prober.start()
    try:
        with (
            httpx.Client(timeout=30) as client,
            client.stream("POST", server.url, content=json.dumps(message), headers=headers_for(message)) as response,
        ):
            assert response.status_code == 200
            for line in response.iter_lines():
                if line.startswith("data:"):
                    return latencies, json.loads(line[5:])
        raise AssertionError("the listen closed before its first event")
    finally:
        acked.set()
        prober.join()
