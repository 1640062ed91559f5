"""The one retry helper of the model providers and the mail sources (``mcp_agent/protocol/retry.py``)."""

from __future__ import annotations

import time

import pytest

from mcp_agent.protocol.retry import GaveUp, TryAgain, full_jitter, retrying

pytestmark = pytest.mark.unit


class Refused(Exception):
    def __init__(self, gave_up: GaveUp) -> None:
        super().__init__(gave_up)
        self.gave_up = gave_up


class OutOfTime(Exception):
    pass


def no_wait(attempt: int) -> float:
    return 0.0


async def test_tried_again_until_it_answers() -> None:
    tries: list[float] = []

    async def attempt(remaining: float) -> str:
        tries.append(remaining)
        if len(tries) < 3:
            raise TryAgain(Refused)
        return "answer"

    answer = await retrying(
        attempt, max_attempts=3, deadline=time.monotonic() + 5, backoff=no_wait, out_of_time=OutOfTime
    )
    assert answer == "answer" and len(tries) == 3
    assert all(0 < remaining <= 5 for remaining in tries)  # each attempt is told what is left of the budget


async def test_the_last_attempt_gives_up_with_the_count() -> None:
    async def attempt(remaining: float) -> str:
        raise TryAgain(Refused)

    with pytest.raises(Refused) as refused:
        await retrying(attempt, max_attempts=2, deadline=time.monotonic() + 5, backoff=no_wait, out_of_time=OutOfTime)
    assert refused.value.gave_up == GaveUp(attempts=2, wait=0.0, out_of_attempts=True)
    assert refused.value.__cause__ is None and refused.value.__suppress_context__


async def test_a_wait_past_the_deadline_is_not_slept() -> None:
    async def attempt(remaining: float) -> str:
        raise TryAgain(Refused, after=60)

    started = time.monotonic()
    with pytest.raises(Refused) as refused:
        await retrying(attempt, max_attempts=4, deadline=time.monotonic() + 1, backoff=no_wait, out_of_time=OutOfTime)
    assert time.monotonic() - started < 0.5
    assert refused.value.gave_up == GaveUp(attempts=1, wait=60, out_of_attempts=False)


async def test_other_failures_pass_through_and_a_spent_budget_starts_nothing() -> None:
    async def attempt(remaining: float) -> str:
        raise ValueError("not retried")

    with pytest.raises(ValueError):
        await retrying(attempt, max_attempts=4, deadline=time.monotonic() + 5, backoff=no_wait, out_of_time=OutOfTime)
    with pytest.raises(OutOfTime):
        await retrying(attempt, max_attempts=4, deadline=time.monotonic(), backoff=no_wait, out_of_time=OutOfTime)


def test_full_jitter_stays_under_the_doubling_cap() -> None:
    backoff = full_jitter(base_seconds=0.25, cap_seconds=1.0)
    for attempt, bound in [(1, 0.25), (2, 0.5), (3, 1.0), (8, 1.0)]:
        assert all(0 <= backoff(attempt) <= bound for _ in range(200))
