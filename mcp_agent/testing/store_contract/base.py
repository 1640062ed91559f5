"""The kit's fixtures and helpers: how a contract test gets its store and lets time pass."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

from mcp_agent.state import AppendResult, SessionStore
from mcp_agent.state.store import DEFAULT_MAX_RECORD_BYTES, DEFAULT_MAX_RECORD_TURNS

# Builds a store on the backend under test with the given caps: ``make(max_record_turns=…, max_record_bytes=…)``.
StoreFactory = Callable[..., SessionStore]
# Lets time pass for the store under test: instantly on an injected clock, really on a server.
Elapse = Callable[[float], Awaitable[None]]

TTL = 60.0
SHORT_TTL = 0.5
PAST_SHORT_TTL = 0.6
TENANT = "tenant-a"


async def append_turns(store: SessionStore, record_id: str, count: int, tenant: str = TENANT) -> list[AppendResult]:
    results = []
    for n in range(count):
        window = await store.read_window(tenant, record_id, max_turns=1)
        results.append(await store.append_if_version(tenant, record_id, window.version, {"n": n}, TTL))
    return results


class StoreFixtures:
    """The fixtures every contract test uses; ``make_store`` is the subclass's to provide."""

    @pytest.fixture
    def make_store(self) -> StoreFactory:
        raise NotImplementedError("override make_store: how to build the store under test")

    @pytest.fixture
    def elapse(self) -> Elapse:
        async def wait(seconds: float) -> None:
            await asyncio.sleep(seconds)

        return wait

    @pytest.fixture
    async def capped_store(self, make_store: StoreFactory) -> AsyncIterator[StoreFactory]:
        made: list[SessionStore] = []

        def make(**caps: Any) -> SessionStore:
            store = make_store(**caps)
            made.append(store)
            return store

        yield make
        for store in made:
            await store.aclose()

    @pytest.fixture
    def store(self, capped_store: StoreFactory) -> SessionStore:
        return capped_store(max_record_turns=DEFAULT_MAX_RECORD_TURNS, max_record_bytes=DEFAULT_MAX_RECORD_BYTES)
