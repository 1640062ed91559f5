"""The store hook that counts and times every call of the session store.

Per operation: calls, latency, and failures (``StoreUnavailable``); conditional appends refused
because the record moved on are counted as conflicts, appends refused by a record's limits as
refusals. Label children are resolved once per operation, when the store is wrapped: a
``.labels()`` lookup per call would cost more than the counting itself.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import TypeVar

from prometheus_client.metrics import Counter, Histogram

from ..state.store import RecordFull, StoreUnavailable, VersionConflict
from .instrumented_store import Around
from .metrics import RECORD_LIMIT_REFUSALS, STORE_CALLS, STORE_CONFLICTS, STORE_ERRORS, STORE_SECONDS

T = TypeVar("T")


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


class StoreMetrics:
    """A ``StoreHook``: the store's metrics."""

    def around(self, operation: str) -> Around:
        return _Operation(operation).timed
