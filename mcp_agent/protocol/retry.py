"""Retrying a call to an upstream HTTP API (a model provider, Gmail) within one bound.

At most ``max_attempts`` tries, all of them and the waits between them before a deadline. An
attempt whose failure another try may not repeat (a 429, a 5xx, a dropped connection) raises
``TryAgain``, with the wait the API asked for (``Retry-After``) when it asked; otherwise the wait is
the backoff's. When no attempt is left, or the wait would end past the deadline, the failure is
raised at once instead of slept on: the caller learns early that no answer will come in time.

Here, beside ``retry_after``, so the models and the mail sources retry one way. No I/O of its own.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

# The wait after the ``n``-th attempt failed (n from 1), when the API did not say how long.
Backoff = Callable[[int], float]


def full_jitter(base_seconds: float, cap_seconds: float) -> Backoff:
    """Exponential backoff with full jitter: callers that failed together spread out instead of stampeding again."""

    def backoff(attempt: int) -> float:
        return random.uniform(0, min(cap_seconds, base_seconds * 2 ** (attempt - 1)))

    return backoff


@dataclass(frozen=True, slots=True)
class GaveUp:
    """Why a failure that might have passed is final after ``attempts`` tries: no attempt was left
    (``out_of_attempts``), or waiting ``wait`` seconds for the next would have ended past the deadline."""

    attempts: int
    wait: float
    out_of_attempts: bool


class TryAgain(Exception):
    """Raised by an attempt that may succeed if tried again: after ``after`` seconds (None: the backoff's).

    ``failure`` makes what the caller gets instead when it is not tried again.
    """

    def __init__(self, failure: Callable[[GaveUp], Exception], after: float | None = None) -> None:
        super().__init__()
        self.failure = failure
        self.after = after


async def retrying(
    attempt: Callable[[float], Awaitable[T]],
    *,
    max_attempts: int,
    deadline: float,
    backoff: Backoff,
    out_of_time: Callable[[], Exception],
) -> T:
    """What ``attempt(seconds_left)`` returns, tried until it returns or raises something other than ``TryAgain``.

    ``deadline`` is a ``time.monotonic()`` instant, which several calls may share; ``out_of_time()``
    is raised when it has passed before an attempt could start.
    """
    for number in range(1, max_attempts + 1):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise out_of_time()
        try:
            return await attempt(remaining)
        except TryAgain as again:
            wait = backoff(number) if again.after is None else again.after
            last = number == max_attempts
            if last or time.monotonic() + wait >= deadline:
                raise again.failure(GaveUp(number, wait, out_of_attempts=last)) from None
        await asyncio.sleep(wait)
    raise AssertionError("unreachable")  # pragma: no cover - the last attempt returns or raises
