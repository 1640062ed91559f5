"""The one Redis adapter: how every client of ours is made, the keys they use, and what "Redis is down" is.

**Clients** (``connect``). Every client has the same timeouts (a frozen Redis holds a call at most
``socket_timeout``), a bounded pool (a burst beyond it waits up to ``pool_timeout`` for a connection
instead of opening ever more), and one retry policy: ``retries`` immediate retries on a *broken*
connection, never on a timeout. A broken pooled connection is usually one that died with a restarted
Redis: the retry takes a fresh one instead of failing the call. A timeout is not retried: the command
may still be running, and a re-send could overtake it. Only callers whose commands recognise their
own re-send pass ``retries=1`` (the store's scripts, the bus's publish, the queue's at-least-once
rounds); the bus's subscriber passes 0 (it reconnects itself and must tell its streams). On a cluster
(``url`` names any one node) the cluster client makes the retry, after re-reading which node owns the
slot (it may have failed over).

**Keys** (``KeyScheme``). Every key and channel is under one prefix, every tenant (and id) in it
percent-encoded the same way, and everything one script touches shares one ``{hash tag}`` so it runs
whole on one cluster shard.

**Unavailable** (``UNAVAILABLE``, ``FAILURES``, ``is_unavailable``): one classification of what a
Redis call raises, telling "Redis could not be used, it clears by itself" from "Redis answered with an
error" (a script's error, ``NOGROUP``).
"""

from __future__ import annotations

from typing import Any, Final, cast
from urllib.parse import quote

import redis.asyncio as redis
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.connection import parse_url
from redis.asyncio.retry import Retry
from redis.backoff import FullJitterBackoff, NoBackoff
from redis.exceptions import (
    ClusterDownError,
    ReadOnlyError,
    RedisClusterException,
    RedisError,
    SlotNotCoveredError,
    TryAgainError,
)
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

Client = redis.Redis | RedisCluster

DEFAULT_KEY_PREFIX: Final = "mcpa"

# Connections per client: one per concurrent call up to this, then calls queue for one. A tools/call
# holds a connection for one round trip at a time, so 64 serve far more than 64 concurrent calls;
# raise it with the instance's concurrency (uvicorn --limit-concurrency). On a cluster it is per node.
DEFAULT_MAX_CONNECTIONS: Final = 64

# What is retried on a fresh connection. Besides redis-py's ConnectionError: under uvloop a write on a
# transport the peer already closed raises RuntimeError("unable to perform operation on
# <TCPTransport closed=True>") before anything was sent; redis-py drops that connection.
_RETRIED: Final = (RedisConnectionError, RuntimeError)

# Redis could not be used, and it clears by itself: a broken or timed-out connection; ReadOnlyError, a
# replica mid-failover; on a cluster CLUSTERDOWN (a master down, not yet replaced), TRYAGAIN (a slot
# migrating) and RedisClusterException (no node reachable, or a slot no node covers; not a RedisError);
# and what the event loop or the transport raises for a dead connection (OSError, EOFError, and
# uvloop's RuntimeError above).
UNAVAILABLE: Final = (
    RedisConnectionError,
    RedisTimeoutError,
    ReadOnlyError,
    ClusterDownError,
    TryAgainError,
    RedisClusterException,
    OSError,
    EOFError,
    RuntimeError,
)
# Everything a call to Redis raises for Redis's sake: unavailability, or an error Redis answered.
FAILURES: Final = (RedisError, *UNAVAILABLE)


def is_unavailable(error: BaseException) -> bool:
    """Whether ``error`` means Redis could not be used, rather than an error Redis answered: anything
    that is not a reply from Redis counts as unavailable, so a caller answers 503, never 500."""
    return not isinstance(error, RedisError) or isinstance(error, UNAVAILABLE)


class _NoRetryOnTimeoutCluster(RedisCluster):
    """A cluster client that retries a broken connection or a cluster in flux, never a timeout.

    RedisCluster retries the types in this tuple (after re-reading the cluster's layout); the
    default includes TimeoutError, which ``connect`` promises never to retry.
    """

    # redis-py types this tuple as exactly its four defaults; a shorter one is what we mean.
    ERRORS_ALLOW_RETRY = (RedisConnectionError, ClusterDownError, SlotNotCoveredError)  # type: ignore[assignment]


def connect(
    url: str,
    *,
    cluster: bool = False,
    socket_timeout: float = 1.0,
    connect_timeout: float | None = None,
    retries: int = 1,
    decode_responses: bool = False,
    max_connections: int | None = None,
    blocking_pool: bool = True,
    pool_timeout: float | None = None,
) -> Client:
    """A client of ``url`` (a cluster's when ``cluster``), on the policy of this module's docstring.

    Worst case before a call fails: about (1 + retries) x connect_timeout or 1 x socket_timeout, plus
    up to ``pool_timeout`` (default: socket_timeout) waiting for a free connection. ``blocking_pool=False``
    is redis-py's own pool: a new connection per concurrent call, up to ``max_connections`` (unbounded).
    No I/O here: connections open on first use.
    """
    connect_timeout = socket_timeout if connect_timeout is None else connect_timeout
    options: dict[str, Any] = {
        "socket_timeout": socket_timeout,
        "socket_connect_timeout": connect_timeout,
        "decode_responses": decode_responses,
    }
    if cluster:
        # Re-reading the layout may try each known node in turn, connect_timeout each, while nodes are unreachable.
        return _NoRetryOnTimeoutCluster.from_url(
            url,
            retry=Retry(NoBackoff(), retries),
            **options,
            **({} if max_connections is None else {"max_connections": max_connections}),
        )
    # redis-py 8.1 types the tuple as RedisErrors only (8.2 as any exceptions); it catches whatever
    # the tuple holds. A cast rather than a type: ignore, which one of them reports unused.
    retried = cast("tuple[type[RedisError], ...]", _RETRIED)
    options.update(retry_on_timeout=False, retry=Retry(NoBackoff(), retries, supported_errors=retried))
    if not blocking_pool:
        return redis.Redis.from_url(url, max_connections=max_connections, **options)
    pool = redis.BlockingConnectionPool.from_url(
        url,
        max_connections=DEFAULT_MAX_CONNECTIONS if max_connections is None else max_connections,
        timeout=socket_timeout if pool_timeout is None else pool_timeout,
        **options,
    )
    return redis.Redis.from_pool(pool)


async def learn_layout(client: Client) -> None:
    """On a cluster, learn the slot layout (once; again after redis-py dropped it) before a command:
    redis-py 8.1 sends a command issued without one to a random node, and many at once collect MOVED
    replies until redis-py resets the connections others are using. Nothing off a cluster."""
    if isinstance(client, RedisCluster):
        await client.initialize()


def reconnect_backoff(initial_seconds: float, max_seconds: float) -> FullJitterBackoff:
    """Waits before reconnecting: capped exponential from ``initial_seconds``, full jitter, so instances
    that lost the same Redis do not all come back at once (``compute(n)`` after n failed attempts)."""
    return FullJitterBackoff(cap=max_seconds, base=initial_seconds)


def url_problem(url: str, *, cluster: bool) -> str | None:
    """Why redis-py would refuse ``url``, or None; nothing is connected to. Never names the URL
    (it may carry a password): redis-py's messages name the scheme or the port."""
    try:
        parsed = parse_url(url)
    except ValueError as error:
        return str(error)
    if cluster and parsed.get("db", 0) != 0:
        return "a Redis Cluster has only database 0; drop the /<db> from the URL"
    return None


def same_server(url: str, other: str) -> bool:
    """Whether two URLs name one Redis server (their databases may differ): pub/sub is server-wide."""
    first, second = parse_url(url), parse_url(other)
    return all(first.get(part) == second.get(part) for part in ("host", "port", "path"))


def encode(value: str) -> str:
    """The one encoding of a tenant or an id inside a key or channel. Percent-encoding is injective and
    never emits '{', '}' or ':', so no tenant can close a hash tag or shift the boundary between the
    parts of a key to reach another tenant's keys."""
    return quote(value, safe="-_.~")


class KeyScheme:
    """Every key and channel of ours (``P`` = prefix, ``<…>`` encoded with ``encode``)::

    P:{<tenant>:<record id>}:rec    the store's record (a hash)
    P:{<tenant>:<key>}:idem         the store's idempotency record (a hash)
    P:changes:all                   the bus's server-wide channel
    P:changes:t:<tenant>            the bus's channel of one tenant
    P:{tasks}:queue                 the task queue (a stream; every queue key in one slot)
    P:{tasks}:tenant:<tenant>       a tenant's running rounds (a zset)
    P:{tasks}:dead                  the task queue's dead letters (a stream)
    P:rl:{<tenant>}                 a tenant's rate-limit bucket (a hash)
    """

    def __init__(self, prefix: str = DEFAULT_KEY_PREFIX) -> None:
        if not prefix or "{" in prefix or "}" in prefix:
            raise ValueError("key_prefix must be non-empty and contain no '{' or '}'")
        self.prefix = prefix
        self.all_changes = f"{prefix}:changes:all"
        self.task_queue = f"{prefix}:{{tasks}}:queue"
        self.dead_letters = f"{prefix}:{{tasks}}:dead"

    def record(self, tenant: str, record_id: str) -> str:
        return f"{self.prefix}:{{{encode(tenant)}:{encode(record_id)}}}:rec"

    def idempotency(self, tenant: str, key: str) -> str:
        return f"{self.prefix}:{{{encode(tenant)}:{encode(key)}}}:idem"

    def changes_of(self, tenant: str) -> str:
        return f"{self.prefix}:changes:t:{encode(tenant)}"

    def running_rounds(self, tenant: str) -> str:
        return f"{self.prefix}:{{tasks}}:tenant:{encode(tenant)}"

    def rate_bucket(self, tenant: str) -> str:
        return f"{self.prefix}:rl:{{{encode(tenant)}}}"
