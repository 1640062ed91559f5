"""A SessionStore that counts and times every call of the store it wraps.

Built in ``app.py`` around whichever store serves (built from the settings or injected), so the
two implementations need no metrics of their own. Per operation: calls, latency, and failures
(``StoreUnavailable``); conditional appends refused because the record moved on are counted as
conflicts. Label children are resolved once, here: a ``.labels()`` lookup per call would cost
more than the counting itself.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Any, TypeVar

from prometheus_client.metrics import Counter, Histogram

from ..state.store import AppendResult, Claim, RecordFull, SessionStore, StoreUnavailable, VersionConflict, Window
from .metrics import RECORD_LIMIT_REFUSALS, STORE_CALLS, STORE_CONFLICTS, STORE_ERRORS, STORE_SECONDS

T = TypeVar("T")

OPERATIONS = (
    "create_if_absent",
    "read_window",
    "append_if_version",
    "claim_idempotency",
    "complete_idempotency",
    "release_idempotency",
    "extend_idempotency",
    "ping",
)


class _Operation:
    """The metric children of one operation."""

    __slots__ = ("calls", "errors", "seconds")

    def __init__(self, name: str) -> None:
        self.calls: Counter = STORE_CALLS.labels(name)
        self.errors: Counter = STORE_ERRORS.labels(name)
        self.seconds: Histogram = STORE_SECONDS.labels(name)

    async def timed(self, call: Awaitable[T]) -> T:
        started = time.perf_counter()
        try:
            return await call
        except StoreUnavailable:
            self.errors.inc()
            raise
        except VersionConflict:
            STORE_CONFLICTS.inc()
            raise
        except RecordFull:
            RECORD_LIMIT_REFUSALS.inc()
            raise
        finally:
            self.calls.inc()
            self.seconds.observe(time.perf_counter() - started)


class MeteredStore:
    """Implements ``SessionStore`` by delegating to ``inner``; ``inner`` stays reachable for tests and tools."""

    def __init__(self, inner: SessionStore) -> None:
        self.inner = inner
        self._ops = {name: _Operation(name) for name in OPERATIONS}
        self._create = self._ops["create_if_absent"]
        self._read = self._ops["read_window"]
        self._append = self._ops["append_if_version"]
        self._claim = self._ops["claim_idempotency"]
        self._complete = self._ops["complete_idempotency"]
        self._release = self._ops["release_idempotency"]
        self._extend = self._ops["extend_idempotency"]
        self._ping = self._ops["ping"]

    # Arguments pass through untouched (``*args, **kwargs``): the signatures are the protocol's,
    # and this wrapper only counts, so it follows the protocol without restating each parameter.

    async def create_if_absent(self, *args: Any, **kwargs: Any) -> bool:
        return await self._create.timed(self.inner.create_if_absent(*args, **kwargs))

    async def read_window(self, *args: Any, **kwargs: Any) -> Window:
        return await self._read.timed(self.inner.read_window(*args, **kwargs))

    async def append_if_version(self, *args: Any, **kwargs: Any) -> AppendResult:
        return await self._append.timed(self.inner.append_if_version(*args, **kwargs))

    async def claim_idempotency(self, *args: Any, **kwargs: Any) -> Claim:
        return await self._claim.timed(self.inner.claim_idempotency(*args, **kwargs))

    async def complete_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._complete.timed(self.inner.complete_idempotency(*args, **kwargs))

    async def release_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._release.timed(self.inner.release_idempotency(*args, **kwargs))

    async def extend_idempotency(self, *args: Any, **kwargs: Any) -> bool:
        return await self._extend.timed(self.inner.extend_idempotency(*args, **kwargs))

    async def ping(self) -> None:
        await self._ping.timed(self.inner.ping())

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __getattr__(self, name: str) -> Any:
        # Anything beyond the protocol (an implementation's own helpers) is the inner store's, uncounted.
        return getattr(self.inner, name)
