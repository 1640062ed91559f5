"""Record caps: a conversation cannot grow without bound, on either store, and the model is told so.

The store-level contract (the cap by turns and by bytes, nothing half-written, a replay still
answered) runs on both stores in tests/state/test_store_contract.py. Here: many writers racing
at the cap, the refusal metric, and ``summarize_thread`` over HTTP on an app built with a capped
store (``create_app(..., store=...)``) answering an ``isError`` result that says what to do.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx2 as httpx
import orjson
import pytest

from mcp_agent import (
    MemoryStore,
    RecordFull,
    RedisStore,
    SessionStore,
    Settings,
    VersionConflict,
    create_app,
    new_record_id,
)
from mcp_agent.ops.instrumented_store import InstrumentedStore
from mcp_agent.ops.metrics import RECORD_LIMIT_REFUSALS
from mcp_agent.ops.store_metrics import StoreMetrics
from tests.support.redis_server import RedisServer
from tests.support.requests import BASE_URL, body, headers_for

pytestmark = pytest.mark.integration

TENANT = "tenant-a"
TTL = 60.0

# Builds a store of the backend under test with the given caps.
CappedStore = Callable[..., SessionStore]


@pytest.fixture(params=["memory", "redis"])
async def capped(request: pytest.FixtureRequest) -> AsyncIterator[CappedStore]:
    made: list[SessionStore] = []

    def make(**caps: Any) -> SessionStore:
        if request.param == "memory":
            store: SessionStore = MemoryStore(**caps)
        else:
            server: RedisServer = request.getfixturevalue("redis_server")
            store = RedisStore(server.url, key_prefix=f"limits-{uuid.uuid4().hex}", **caps)
        made.append(store)
        return InstrumentedStore(store, [StoreMetrics()])  # as the server wraps every store: it counts the refusals

    yield make
    for store in made:
        await store.aclose()


def refusals() -> float:
    return RECORD_LIMIT_REFUSALS._value.get()  # prometheus-client's own reading of a counter


async def test_writers_racing_at_the_cap_never_pass_it(capped: CappedStore) -> None:
    store = capped(max_record_turns=10, max_record_bytes=None)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    full: list[RecordFull] = []

    async def writer(n: int) -> None:
        for _ in range(100):
            window = await store.read_window(TENANT, record_id, max_turns=1)
            try:
                await store.append_if_version(TENANT, record_id, window.version, {"writer": n}, TTL)
                return
            except VersionConflict:
                continue
            except RecordFull as refused:
                full.append(refused)
                return

    before = refusals()
    await asyncio.gather(*(writer(n) for n in range(16)))
    window = await store.read_window(TENANT, record_id, max_turns=100)
    assert window.version == window.total_turns == 10
    assert len(window.turns) == 10 and len(full) == 6
    assert refusals() - before == 6  # one refusal counted per RecordFull raised


async def test_the_byte_cap_holds_exactly_at_its_limit(capped: CappedStore) -> None:
    turn = {"summary": "s" * 100, "messages": 1}
    size = len(orjson.dumps(turn))
    store = capped(max_record_turns=None, max_record_bytes=3 * size)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    for version in range(3):  # exactly at the cap is allowed
        await store.append_if_version(TENANT, record_id, version, turn, TTL)
    with pytest.raises(RecordFull) as refused:
        await store.append_if_version(TENANT, record_id, 3, {"x": 1}, TTL)
    assert (refused.value.turns, refused.value.size_bytes, refused.value.max_bytes) == (3, 3 * size, 3 * size)
    assert f"{3 * size} bytes" in str(refused.value)
    assert (await store.read_window(TENANT, record_id, max_turns=10)).version == 3


async def test_unlimited_when_the_caps_are_none(capped: CappedStore) -> None:
    store = capped(max_record_turns=None, max_record_bytes=None)
    record_id = new_record_id()
    await store.create_if_absent(TENANT, record_id, TTL)
    for version in range(30):
        await store.append_if_version(TENANT, record_id, version, {"n": version}, TTL)
    assert (await store.read_window(TENANT, record_id, max_turns=1)).version == 30


# -- summarize_thread over HTTP --------------------------------------------------------------------


def summarize_call(text: str, conversation: str | None = None) -> dict[str, Any]:
    arguments: dict[str, Any] = {"messages": [{"sender": "ana", "body": text}]}
    if conversation is not None:
        arguments["conversation"] = conversation
    return body("tools/call", {"name": "summarize_thread", "arguments": arguments})


async def post(http: httpx.AsyncClient, message: dict[str, Any]) -> dict[str, Any]:
    response = await http.post("/mcp", json=message, headers=headers_for(message))
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    return result


@pytest.mark.parametrize("cap", ["turns", "bytes"])
async def test_summarize_thread_says_the_conversation_is_full_and_how_to_go_on(capped: CappedStore, cap: str) -> None:
    # The exact turns the tool stores for these four one-message threads, measured on an uncapped
    # store: the byte cap holds the first three and one byte less than the fourth would need.
    texts = [f"Ship the release on Friday, note {number}." for number in range(4)]
    measuring = capped(max_record_turns=None, max_record_bytes=None)
    measured_app = create_app(settings=Settings(access_log=False), store=measuring)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=measured_app), base_url=BASE_URL, timeout=10
    ) as http:
        measured = await post(http, summarize_call(texts[0]))
        for text in texts[1:]:
            await post(http, summarize_call(text, measured["structuredContent"]["conversation"]))
        record_id = measured_app.state.services.contexts.handles.open(
            measured["structuredContent"]["conversation"], "local", "conversation"
        )
        turns = (await measuring.read_window("local", record_id, max_turns=10)).turns
    sizes = [len(orjson.dumps(turn)) for turn in turns]
    assert len(sizes) == 4
    caps = (
        {"max_record_turns": 3, "max_record_bytes": None}
        if cap == "turns"
        else {
            "max_record_turns": None,
            "max_record_bytes": sum(sizes) - 1,
        }
    )
    store = capped(**caps)
    app = create_app(settings=Settings(access_log=False), store=store)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        first = await post(http, summarize_call(texts[0]))
        assert not first.get("isError"), first
        handle = first["structuredContent"]["conversation"]
        for text in texts[1:3]:
            assert not (await post(http, summarize_call(text, handle))).get("isError")

        full = await post(http, summarize_call(texts[3], handle))
        assert full.get("isError") is True, full
        text = full["content"][0]["text"]
        assert "This conversation is full" in text
        assert ("3 summaries" in text) if cap == "turns" else ("bytes of summaries" in text)
        assert "without a conversation handle to start a new conversation" in text

        # Nothing was added, and a new conversation works at once.
        record_id = app.state.services.contexts.handles.open(handle, "local", "conversation")
        assert (await store.read_window("local", record_id, max_turns=10)).version == 3
        fresh = await post(http, summarize_call("Ship the release on Friday."))
        assert not fresh.get("isError") and fresh["structuredContent"]["conversation"] != handle
