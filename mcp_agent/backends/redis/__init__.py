"""The Redis backend: the one adapter (``client``: clients, keys, "unavailable") and the store, the change
bus, the task queue and the rate limiter on it."""

from mcp_agent.backends.redis.backend import RedisBackend
from mcp_agent.backends.redis.bus import RedisChangeBus
from mcp_agent.backends.redis.queue import RedisWorkQueue
from mcp_agent.backends.redis.rate_limit import RedisRateLimiter
from mcp_agent.backends.redis.store import RedisStore

__all__ = ["RedisBackend", "RedisChangeBus", "RedisRateLimiter", "RedisStore", "RedisWorkQueue"]
