"""Helpers for change-bus tests: a recording subscriber, a bounded wait, and buses that close themselves."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

from mcp_agent import Change, RedisChangeBus


class Recorder:
    """What one subscriber received: changes, and how often it was told changes may be lost."""

    def __init__(self) -> None:
        self.changes: list[Change] = []
        self.interruptions = 0
        self.arrived = asyncio.Event()

    def deliver(self, change: Change) -> None:
        self.changes.append(change)
        self.arrived.set()

    def interrupted(self) -> None:
        self.interruptions += 1
        self.arrived.set()

    async def next(self, timeout: float = 2.0) -> None:
        await asyncio.wait_for(self.arrived.wait(), timeout)
        self.arrived.clear()


async def eventually(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "condition not reached in time"
        await asyncio.sleep(0.02)


@contextlib.asynccontextmanager
async def bus_factory(**defaults: Any) -> AsyncIterator[Callable[..., RedisChangeBus]]:
    """``make(url, **options)`` builds buses sharing one fresh key prefix; all are closed at exit."""
    prefix = f"test-{uuid.uuid4().hex}"
    buses: list[RedisChangeBus] = []

    def make(url: str, **options: Any) -> RedisChangeBus:
        bus = RedisChangeBus(url, **{"key_prefix": prefix, **defaults, **options})
        buses.append(bus)
        return bus

    try:
        yield make
    finally:
        for bus in buses:
            await bus.aclose()


async def started(bus: RedisChangeBus) -> RedisChangeBus:
    await bus.start()
    await eventually(lambda: bus.available)
    return bus
