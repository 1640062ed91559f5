"""The Redis backend: the four parts on one Redis (or one Redis Cluster), shared by every instance and
worker process that names it, each part on a client of ``client.connect``."""

from __future__ import annotations

from mcp_agent.settings import Settings
from mcp_agent.tasks import WorkQueue

from ..backend import Close
from .bus import RedisChangeBus
from .client import connect
from .queue import RedisWorkQueue
from .rate_limit import RedisRateLimiter
from .store import RedisStore
from .task_log import RedisTaskLog


class RedisBackend:
    shared = True

    def __init__(self, settings: Settings) -> None:
        self._url = settings.redis_url
        self._cluster = settings.redis_cluster
        self._timeout = settings.redis_timeout_seconds
        self._settings = settings

    def store(self) -> RedisStore:
        return RedisStore(
            self._url,
            socket_timeout=self._timeout,
            connect_timeout=self._timeout,
            cluster=self._cluster,
            max_record_turns=self._settings.max_record_turns,
            max_record_bytes=self._settings.max_record_bytes,
        )

    def bus(self) -> RedisChangeBus:
        return RedisChangeBus(self._url, timeout_seconds=self._timeout, cluster=self._cluster)

    def queue(self) -> RedisWorkQueue:
        return RedisWorkQueue(
            self._url,
            lease_seconds=self._settings.task_lease_seconds,
            timeout_seconds=self._timeout,
            cluster=self._cluster,
        )

    def task_log(self, queue: WorkQueue, *, publishes: bool) -> RedisTaskLog:
        if not isinstance(queue, RedisWorkQueue):
            raise TypeError("the Redis task log needs the Redis work queue")
        return RedisTaskLog(
            queue,
            queue.keys,
            max_record_turns=self._settings.max_record_turns,
            max_record_bytes=self._settings.max_record_bytes,
            publishes=publishes and not self._cluster,
        )

    def rate_limiter(self, rate_per_second: float, burst: int) -> tuple[RedisRateLimiter, Close | None]:
        # No retry: a re-send after a lost reply would take a second token, and the limiter fails
        # open anyway. The timeouts bound how long a frozen Redis can hold a request.
        client = connect(self._url, cluster=self._cluster, socket_timeout=self._timeout, retries=0)
        return RedisRateLimiter(client, rate_per_second, burst), client.aclose
