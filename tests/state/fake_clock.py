"""A controllable clock for TTL and expiry tests, injected where real code takes ``clock=``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

# Lets time pass for the store under test: instantly for MemoryStore, really for Redis.
Elapse = Callable[[float], Awaitable[None]]


class FakeClock:
    """Stands still until told to move, so expiry tests neither sleep nor race the scheduler."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
