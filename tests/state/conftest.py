from __future__ import annotations

import pytest

from tests.state.fake_clock import FakeClock
from tests.support.redis_cluster import LocalRedisCluster, redis_cluster  # noqa: F401  (the fixture, shared)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
