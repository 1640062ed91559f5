"""A cluster of real processes: one redis-server, three ``mcp-agent serve --store redis``
instances, and nginx in front running ``examples/deploy/nginx.conf``.

The instances share what README ("Running several instances") says they must share: the Redis
URL, the sealing keys and the tokens file; each has its own ``MCP_AGENT_INSTANCE_NAME``, so every
response names the instance that served it (``X-Mcp-Agent-Instance``). Clients are the official
Python SDK client (sessions and listens) and plain httpx (appenders that retry as README says).
Every test has a redis-server of its own (``disposable_redis_server``): one restarts it. Every
wait is bounded; every process is stopped when the test ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import subprocess
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import anyio
import httpx2 as httpx
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.client.subscriptions import ResourceUpdated, Subscription, SubscriptionLost
from mcp_types import RequestParamsMeta, TextResourceContents

from tests.support.live_server import LiveServer, live_server
from tests.support.nginx import CONFIG, Nginx, nginx_binary, nginx_gateway
from tests.support.redis_server import RedisServer
from tests.support.requests import body, headers_for, sse_messages

pytestmark = pytest.mark.integration  # redis-server, three mcp-agent serve processes and nginx

TENANT = "cluster-tenant"
TOKEN = "cluster-token-3f9a1c7e"
SEALING_KEYS = "cluster-sealing-secret-0123456789abcdefghij"  # >= 32 bytes, the same on every instance
NAMES = ("mcp-1", "mcp-2", "mcp-3")
INSTANCE_HEADER = "x-mcp-agent-instance"
IDEMPOTENCY_META_KEY = "dev.mcp-agent/idempotencyKey"
STORE_UNAVAILABLE = -31001
IDEMPOTENCY_IN_PROGRESS = -31003
SHUTTING_DOWN = -31007
NOTIFICATION_WITHIN = 1.0  # seconds from an append to the listener's notification


# -- the cluster ------------------------------------------------------------------------------


@dataclass
class Cluster:
    redis: RedisServer
    instances: dict[str, LiveServer]
    gateway: Nginx

    def url(self, name: str) -> str:
        return self.instances[name].url

    async def wait_ready(self, timeout: float = 15.0) -> None:
        """Until every instance's /readyz is 200 (store and change bus reachable)."""
        deadline = time.monotonic() + timeout
        async with httpx.AsyncClient(timeout=2) as http:
            for name, server in self.instances.items():
                while (await http.get(f"{server.base_url}/readyz")).status_code != 200:
                    assert time.monotonic() < deadline, f"{name}: /readyz never turned 200"
                    await asyncio.sleep(0.1)


@pytest.fixture
def cluster(tmp_path: Path, disposable_redis_server: RedisServer) -> Iterator[Cluster]:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": TENANT, "user": "alice", "scopes": []}}}))
    shared = {
        "MCP_AGENT_STORE": "redis",  # --bus redis is its default
        "MCP_AGENT_REDIS_URL": disposable_redis_server.url,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEYS,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        # A call whose instance died blocks retries of its key this long (30 s by default).
        "MCP_AGENT_IDEMPOTENCY_LEASE_SECONDS": "1",
        "MCP_AGENT_LOG_LEVEL": "warning",
    }
    with contextlib.ExitStack() as stack:
        instances = {
            name: stack.enter_context(live_server(env={**shared, "MCP_AGENT_INSTANCE_NAME": name})) for name in NAMES
        }
        gateway = stack.enter_context(nginx_gateway([server.port for server in instances.values()]))
        yield Cluster(disposable_redis_server, instances, gateway)


# -- clients ----------------------------------------------------------------------------------


@dataclass
class Seen:
    """What an httpx client's responses said: (Mcp-Method sent, instance that answered, status)."""

    responses: list[tuple[str | None, str | None, int]] = field(default_factory=list)

    async def hook(self, response: httpx.Response) -> None:  # headers in, body not yet read
        self.responses.append(
            (response.request.headers.get("mcp-method"), response.headers.get(INSTANCE_HEADER), response.status_code)
        )

    def instances(self, method: str) -> list[str | None]:
        return [instance for sent, instance, _ in self.responses if sent == method]


@contextlib.asynccontextmanager
async def sdk_client(url: str, seen: Seen | None = None) -> AsyncIterator[Client]:
    """The official SDK client over our own httpx client: bearer token, and a hook reading the instance header."""
    hooks = {"response": [seen.hook]} if seen is not None else {}
    async with httpx.AsyncClient(
        headers={"Authorization": f"Bearer {TOKEN}"}, event_hooks=hooks, timeout=httpx.Timeout(10, read=60)
    ) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            yield client


def thread(author: str, text: str) -> list[dict[str, str]]:
    return [{"sender": author, "body": text}]


def marker(client: int, n: int) -> str:
    return f"MK{client}X{n:02d}Q"


def tool_call(arguments: dict[str, Any], key: str | None = None) -> tuple[dict[str, Any], dict[str, str]]:
    message = body("tools/call", {"name": "summarize_thread", "arguments": arguments}, id=uuid.uuid4().hex)
    headers = {**headers_for(message), "Authorization": f"Bearer {TOKEN}"}
    if key is not None:
        headers["Idempotency-Key"] = key
    return message, headers


@dataclass
class Append:
    result: dict[str, Any] | None = None
    instance: str | None = None
    attempts: list[str] = field(default_factory=list)  # what each attempt ended with
    last_sent: float = 0.0  # when the last attempt was sent (time.monotonic)


async def append_until_done(
    http: httpx.AsyncClient, url: str, arguments: dict[str, Any], key: str, *, deadline: float
) -> Append:
    """One append, retried with the same idempotency key as README says a client retries: transport
    errors, 503 (-31001, -31007), 409 (-31003, after retryAfterMs), an isError result saying to retry.
    Anything else fails the test rather than being retried away."""
    outcome = Append()
    message, headers = tool_call(arguments, key)
    while True:
        assert time.monotonic() < deadline, f"append {key} never succeeded: {outcome.attempts}"
        try:
            outcome.last_sent = time.monotonic()
            response = await http.post(url, json=message, headers=headers)
        except httpx.TransportError as exc:
            outcome.attempts.append(f"transport:{type(exc).__name__}")
            await asyncio.sleep(0.05)
            continue
        if response.status_code == 409:
            error = response.json()["error"]
            assert error["code"] == IDEMPOTENCY_IN_PROGRESS, error
            outcome.attempts.append("409/-31003")
            await asyncio.sleep(min(1.5, error["data"]["retryAfterMs"] / 1000) + 0.02)
            continue
        if response.status_code == 503:
            error = response.json()["error"]
            assert error["code"] in (STORE_UNAVAILABLE, SHUTTING_DOWN), error
            outcome.attempts.append(f"503/{error['code']}")
            await asyncio.sleep(0.05)
            continue
        assert response.status_code == 200, f"{response.status_code} {response.text[:300]}"
        result = response.json()["result"]
        if result.get("isError"):
            text = " ".join(block.get("text", "") for block in result["content"])
            assert "retry" in text, text
            outcome.attempts.append("isError:retry")
            await asyncio.sleep(0.05)
            continue
        outcome.attempts.append("ok")
        outcome.result = result["structuredContent"]
        outcome.instance = response.headers.get(INSTANCE_HEADER)
        return outcome


async def next_update(subscription: Subscription, timeout: float) -> ResourceUpdated:
    with anyio.fail_after(timeout):
        event = await subscription.__anext__()
    assert isinstance(event, ResourceUpdated), event
    return event


async def transcript(client: Client, uri: str) -> dict[str, Any]:
    """The conversation resource, read from the server (never the client's cache)."""
    result = await client.read_resource(uri, cache_mode="bypass")
    (contents,) = result.contents
    assert isinstance(contents, TextResourceContents), contents
    document: dict[str, Any] = json.loads(contents.text)
    return document


# -- tests ------------------------------------------------------------------------------------


def test_the_example_as_shipped_is_a_valid_nginx_configuration(tmp_path: Path) -> None:
    """examples/deploy/nginx.conf with the two example include files beside it, as an operator starts it."""
    (tmp_path / "logs").mkdir()
    tmp_path.chmod(0o755)
    checked = subprocess.run(
        [nginx_binary(), "-t", "-p", f"{tmp_path}/", "-c", str(CONFIG)], capture_output=True, text=True, timeout=10
    )
    assert checked.returncode == 0, checked.stderr


async def test_an_sdk_session_through_nginx_is_served_by_every_instance_and_keeps_growing(cluster: Cluster) -> None:
    seen = Seen()
    turns = 6
    with anyio.fail_after(20):
        async with sdk_client(cluster.gateway.url, seen) as client:
            assert "summarize_thread" in [tool.name for tool in (await client.list_tools()).tools]
            handle: str | None = None
            uri: str | None = None
            for turn in range(turns):
                arguments: dict[str, Any] = {"messages": thread("ann", f"Point {turn} about the release plan.")}
                if handle is not None:
                    arguments["conversation"] = handle
                result = await client.call_tool("summarize_thread", arguments)
                assert not result.is_error, result
                content = result.structured_content
                assert content is not None
                assert (content["turn_index"], content["version"], content["replayed"]) == (turn, turn + 1, False)
                assert uri is None or content["uri"] == uri, "the conversation keeps its resource URI"
                handle, uri = content["conversation"], content["uri"]
                links = [block for block in result.content if block.type == "resource_link"]
                assert [str(link.uri) for link in links] == [uri]
            assert uri is not None
            stored = await transcript(client, uri)

    assert (stored["totalTurns"], stored["version"]) == (turns, turns)
    assert [turn["index"] for turn in stored["turns"]] == list(range(turns))
    served = seen.instances("tools/call")
    assert len(served) == turns and None not in served, served
    # nginx round-robins each request: consecutive calls of one session land on different instances.
    assert len(set(served)) >= 2, served
    assert all(a != b for a, b in zip(served, served[1:])), f"consecutive calls on one instance: {served}"
    assert set(served) == set(NAMES), served


async def test_a_listen_on_one_instance_hears_an_append_made_through_another(cluster: Cluster) -> None:
    with anyio.fail_after(20):
        async with sdk_client(cluster.url("mcp-2")) as writer:
            created = await writer.call_tool("summarize_thread", {"messages": thread("ann", "Opening the thread.")})
            assert created.structured_content is not None
            handle, uri = created.structured_content["conversation"], created.structured_content["uri"]

            gateway_seen = Seen()
            async with (
                sdk_client(cluster.url("mcp-1")) as direct,
                sdk_client(cluster.gateway.url, gateway_seen) as balanced,
            ):
                async with contextlib.AsyncExitStack() as listens:
                    on_one = await listens.enter_async_context(direct.listen(resource_subscriptions=[uri]))
                    assert on_one.honored.resource_subscriptions == [uri]
                    # A listen through nginx too, held by an instance other than the writer's
                    # (round-robin: the next listen lands on the next instance).
                    through_nginx: Subscription | None = None
                    for _ in range(len(NAMES)):
                        attempt = contextlib.AsyncExitStack()
                        subscription = await attempt.enter_async_context(balanced.listen(resource_subscriptions=[uri]))
                        if gateway_seen.instances("subscriptions/listen")[-1] != "mcp-2":
                            listens.push_async_exit(attempt)
                            through_nginx = subscription
                            break
                        await attempt.aclose()
                    assert through_nginx is not None, gateway_seen.responses
                    holder = gateway_seen.instances("subscriptions/listen")[-1]

                    for turn in (1, 2):
                        started = time.monotonic()
                        appended = await writer.call_tool(
                            "summarize_thread", {"messages": thread("bob", f"Reply {turn}."), "conversation": handle}
                        )
                        assert appended.structured_content is not None
                        assert appended.structured_content["turn_index"] == turn
                        for listening in (on_one, through_nginx):
                            event = await next_update(listening, NOTIFICATION_WITHIN)
                            elapsed = time.monotonic() - started
                            assert event.uri == uri
                            assert elapsed < NOTIFICATION_WITHIN, f"notified {elapsed:.3f}s after the append"
    assert holder in ("mcp-1", "mcp-3")


async def test_killing_an_instance_mid_run_loses_and_doubles_no_turn(cluster: Cluster) -> None:
    appenders, appends_each = 3, 5
    seen = Seen()
    async with sdk_client(cluster.gateway.url, seen) as client:
        with anyio.fail_after(10):
            created = await client.call_tool(
                "summarize_thread",
                {"messages": thread("host", "Opening the shared conversation.")},
                meta=cast(
                    RequestParamsMeta, {IDEMPOTENCY_META_KEY: f"open-{uuid.uuid4().hex}"}
                ),  # a key nginx cannot see
            )
        assert created.structured_content is not None and created.structured_content["turn_index"] == 0
        handle, uri = created.structured_content["conversation"], created.structured_content["uri"]

        listener_end: list[str] = []
        dead_at: list[float] = []
        successes = 0
        half_way = asyncio.Event()

        async def appender(index: int, deadline: float) -> list[Append]:
            nonlocal successes
            done = []
            async with httpx.AsyncClient(timeout=10) as http:
                for n in range(appends_each):
                    arguments = {
                        "messages": thread(f"client{index}", f"Unique marker {marker(index, n)} reporting."),
                        "conversation": handle,
                        "max_turns": 3,
                    }
                    key = f"kill-{uuid.uuid4().hex}"
                    done.append(await append_until_done(http, cluster.gateway.url, arguments, key, deadline=deadline))
                    successes += 1
                    if successes == 4:
                        half_way.set()
                    await asyncio.sleep(0.01)
            return done

        async def kill_the_victim() -> None:
            # Freeze the instance holding the listen at some point of its work, let the calls
            # nginx keeps sending it pile up unanswered, then SIGKILL (and reap) it: calls are in
            # flight on it when it dies, perhaps one half done.
            await half_way.wait()
            server = cluster.instances[victim]
            server.process.send_signal(signal.SIGSTOP)
            await asyncio.sleep(0.3)
            server.kill()
            dead_at.append(time.monotonic())

        with anyio.fail_after(10):
            listen_context = client.listen(resource_subscriptions=[uri])
            subscription = await listen_context.__aenter__()
        try:
            holder = seen.instances("subscriptions/listen")[-1]
            assert holder in NAMES
            victim: str = holder

            async def hold_listen() -> None:
                try:
                    async for _ in subscription:
                        pass
                    listener_end.append("graceful")
                except SubscriptionLost:
                    listener_end.append("lost")

            listener = asyncio.create_task(hold_listen())
            try:
                deadline = time.monotonic() + 25
                runs, _ = await asyncio.wait_for(
                    asyncio.gather(
                        asyncio.gather(*(appender(i, deadline) for i in range(appenders))), kill_the_victim()
                    ),
                    30,
                )
                with anyio.fail_after(5):
                    await listener
            finally:
                listener.cancel()
        finally:
            await listen_context.__aexit__(None, None, None)

        assert dead_at and cluster.instances[victim].process.returncode == -9
        assert listener_end == ["lost"], "a listen whose instance was killed ends without the listen result"

        # Re-listen through nginx: it reaches a live instance, and hears the next append.
        with anyio.fail_after(10):
            async with client.listen(resource_subscriptions=[uri]) as again:
                assert seen.instances("subscriptions/listen")[-1] not in (victim, None)
                async with httpx.AsyncClient(timeout=10) as http:
                    started = time.monotonic()
                    last = await append_until_done(
                        http,
                        cluster.gateway.url,
                        {"messages": thread("host", "Closing marker MKZZQ reporting."), "conversation": handle},
                        f"kill-last-{uuid.uuid4().hex}",
                        deadline=time.monotonic() + 5,
                    )
                    await next_update(again, NOTIFICATION_WITHIN)
                    assert time.monotonic() - started < NOTIFICATION_WITHIN
                stored = await transcript(client, uri)

    outcomes = [outcome for run in runs for outcome in run] + [last]
    total = 1 + appenders * appends_each + 1
    # Every turn exactly once, in one gapless sequence; each caller was told the turn that holds its marker.
    assert (stored["totalTurns"], stored["version"]) == (total, total)
    summaries = [turn["summary"] for turn in stored["turns"]]
    assert [turn["index"] for turn in stored["turns"]] == list(range(total))
    markers = [marker(i, n) for i in range(appenders) for n in range(appends_each)] + ["MKZZQ"]
    counts = {m: sum(summary.count(m) for summary in summaries) for m in markers}
    assert counts == dict.fromkeys(markers, 1), {m: c for m, c in counts.items() if c != 1}
    assert sorted(outcome.result["turn_index"] for outcome in outcomes if outcome.result) == list(range(1, total))
    for m, outcome in zip(markers, outcomes):
        assert outcome.result is not None and m in summaries[outcome.result["turn_index"]]
    # nginx took the dead instance out: no call sent after its death was answered by it.
    after = [outcome.instance for outcome in outcomes if outcome.last_sent > dead_at[0]]
    assert after and victim not in after, after
    # nginx had sent calls to the instance when it died, and resent them to a live one.
    victim_address = f"127.0.0.1:{cluster.instances[victim].port}"
    resent = [
        line
        for line in cluster.gateway.access_log().splitlines()
        if f"method=tools/call route=retry upstream={victim_address}, " in line
    ]
    assert resent, cluster.gateway.access_log()
    retried = [outcome.attempts for outcome in outcomes if len(outcome.attempts) > 1]
    print(
        f"\nkilled {victim}: its listen ended {listener_end[0]}; nginx resent {len(resent)} call(s) in flight on it; "
        f"client-side retries: {retried or 'none'}"
    )


class RawListen:
    """A listen over plain httpx, keeping every message, to see exactly how the stream ends."""

    def __init__(self, http: httpx.AsyncClient, url: str, uri: str) -> None:
        self.id = f"raw-listen-{uuid.uuid4().hex[:8]}"
        message = body("subscriptions/listen", {"notifications": {"resourceSubscriptions": [uri]}}, id=self.id)
        self._request = (url, message, {**headers_for(message), "Authorization": f"Bearer {TOKEN}"})
        self._http = http
        self.messages: list[dict[str, Any]] = []
        self.status: int | None = None
        self.instance: str | None = None
        self.acknowledged = asyncio.Event()
        self.task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        url, message, headers = self._request
        async with self._http.stream("POST", url, json=message, headers=headers) as response:
            self.status, self.instance = response.status_code, response.headers.get(INSTANCE_HEADER)
            async for line in response.aiter_lines():
                if line.startswith("data:"):
                    self.messages.extend(sse_messages(line))
                    self.acknowledged.set()
        self.acknowledged.set()

    @property
    def ended_with_result(self) -> bool:
        last = self.messages[-1] if self.messages else {}
        return last.get("id") == self.id and last.get("result", {}).get("resultType") == "complete"


async def test_a_redis_restart_gives_documented_errors_ends_listens_with_their_result_and_heals(
    cluster: Cluster,
) -> None:
    pids = {name: server.process.pid for name, server in cluster.instances.items()}
    async with httpx.AsyncClient(timeout=httpx.Timeout(5, read=30)) as http, sdk_client(cluster.gateway.url) as client:
        with anyio.fail_after(10):
            created = await client.call_tool("summarize_thread", {"messages": thread("ops", "Before the restart.")})
        assert created.structured_content is not None
        handle, uri = created.structured_content["conversation"], created.structured_content["uri"]

        # A listen held by each instance, directly, plus one through nginx with the SDK.
        listens = [RawListen(http, cluster.url(name), uri) for name in NAMES]
        sdk_listen = client.listen(resource_subscriptions=[uri])
        try:
            with anyio.fail_after(10):
                for listen in listens:
                    await listen.acknowledged.wait()
                    assert (
                        listen.status == 200
                        and listen.messages[0]["method"] == "notifications/subscriptions/acknowledged"
                    )
                subscription = await sdk_listen.__aenter__()

            cluster.redis.stop()

            # Every open listen ends with its result: the client re-listens once it can.
            with anyio.fail_after(5):
                await asyncio.gather(*(listen.task for listen in listens))
                sdk_events = [event async for event in subscription]  # ends without SubscriptionLost
            assert sdk_events == []
            for listen in listens:
                assert listen.ended_with_result, (listen.instance, listen.messages)

            # Meanwhile: what clients are told.
            seen_errors: list[str] = []
            for attempt in range(6):
                arguments = {"messages": thread("ops", f"During the outage {attempt}."), "conversation": handle}
                message, headers = tool_call(arguments, key=f"outage-{uuid.uuid4().hex}")
                response = await http.post(cluster.gateway.url, json=message, headers=headers)
                if response.status_code == 503:
                    error = response.json()["error"]
                    assert error["code"] == STORE_UNAVAILABLE, error
                    seen_errors.append(f"503/{error['code']}")
                else:
                    assert response.status_code == 200, f"{response.status_code} {response.text[:300]}"
                    result = response.json()["result"]
                    text = " ".join(block.get("text", "") for block in result.get("content", []))
                    assert result.get("isError") and "retry" in text.lower(), result
                    seen_errors.append("isError:retry")
            message = body("subscriptions/listen", {"notifications": {"resourceSubscriptions": [uri]}}, id="during")
            response = await http.post(
                cluster.gateway.url, json=message, headers={**headers_for(message), "Authorization": f"Bearer {TOKEN}"}
            )
            assert response.status_code == 503 and response.json()["error"]["code"] == STORE_UNAVAILABLE, response.text
            seen_errors.append(f"listen:503/{response.json()['error']['code']}")
            for server in cluster.instances.values():
                assert (await http.get(f"{server.base_url}/readyz")).status_code == 503
        finally:
            for listen in listens:
                listen.task.cancel()
            with contextlib.suppress(Exception):
                await sdk_listen.__aexit__(None, None, None)

        cluster.redis.start()  # the same port, an empty data set
        await cluster.wait_ready(timeout=15)

        # Everything works again, on the same processes: a new conversation (the old one went
        # with Redis's data), a listen on one instance, appends through nginx on the others.
        seen = Seen()
        with anyio.fail_after(15):
            async with sdk_client(cluster.gateway.url, seen) as fresh, sdk_client(cluster.url("mcp-1")) as direct:
                restarted = await fresh.call_tool("summarize_thread", {"messages": thread("ops", "After the restart.")})
                assert restarted.structured_content is not None and not restarted.is_error
                handle, uri = restarted.structured_content["conversation"], restarted.structured_content["uri"]
                async with direct.listen(resource_subscriptions=[uri]) as subscription:
                    for turn in (1, 2, 3):
                        started = time.monotonic()
                        result = await fresh.call_tool(
                            "summarize_thread", {"messages": thread("ops", f"Step {turn}."), "conversation": handle}
                        )
                        assert result.structured_content is not None and result.structured_content["turn_index"] == turn
                        assert (await next_update(subscription, NOTIFICATION_WITHIN)).uri == uri
                        assert time.monotonic() - started < NOTIFICATION_WITHIN
        assert set(seen.instances("tools/call")) == set(NAMES)
    assert {name: server.process.pid for name, server in cluster.instances.items()} == pids
    assert all(server.process.poll() is None for server in cluster.instances.values())
    print(f"\nduring the Redis restart clients saw: {sorted(set(seen_errors))}")
