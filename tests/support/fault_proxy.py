"""A TCP proxy on loopback that injects the faults a network, a load balancer or a failover does.

It sits between a client and one upstream (Redis) and relays bytes both ways, except where a
test tells it otherwise:

- ``drop_replies``: reset the client's connection *after the upstream answered* a request,
  instead of relaying the answer: the command ran, its reply is lost. Which replies: the Nth
  ones (1-based, counted over requests that ``match``), or each with a probability drawn from a
  seeded generator, so a run is repeatable.
- ``delay``: hold every reply for some seconds before relaying it.
- ``blackhole``: swallow requests, answer nothing, keep connections open (a hung peer).
- ``reset_all``: reset every open connection now (RST, as a dying peer or a middlebox does).
- ``stop``: close the listener and every connection (the proxy, or the host behind it, died).

A reply is the upstream's bytes that follow a request: request/response protocols such as RESP
(without pipelining) answer each request before the next is sent, which is how redis-py talks.
It is bounded: at most ``max_connections`` at once (more are refused), 64 KiB per read, and
writes wait for the peer to drain. Listens on 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import random
import socket
import struct
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import pytest

from tests.support.redis_server import RedisServer

_CHUNK = 65536
_MAX_REQUEST_REMEMBERED = 65536


def _reset(writer: asyncio.StreamWriter) -> None:
    """Close with a TCP RST (SO_LINGER 0), not a FIN: the peer sees 'connection reset'."""
    sock = writer.get_extra_info("socket")
    if sock is not None:
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass
    writer.transport.abort()


@dataclass
class FaultCounts:
    connections: int = 0
    refused_connections: int = 0
    replies_relayed: int = 0
    replies_dropped: int = 0
    matching_requests: int = 0


@dataclass
class _ReplyPlan:
    match: Callable[[bytes], bool] = lambda request: True
    nth: frozenset[int] = frozenset()
    probability: float = 0.0
    rng: random.Random = field(default_factory=lambda: random.Random(0))


class FaultProxy:
    def __init__(self, upstream_port: int, *, upstream_host: str = "127.0.0.1", max_connections: int = 512) -> None:
        self.upstream = (upstream_host, upstream_port)
        self.max_connections = max_connections
        self.counts = FaultCounts()
        self.delay_seconds = 0.0
        self.blackholed = False
        self._plan = _ReplyPlan()
        self._server: asyncio.Server | None = None
        self._open: set[asyncio.StreamWriter] = set()
        self._tasks: set[asyncio.Task[None]] = set()  # one per client connection
        self.port = 0

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    async def start(self, port: int = 0) -> FaultProxy:
        """Listen on ``port`` (0: a free one; a former port to come back where clients expect it)."""
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", port or self.port, reuse_address=True)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def drop_replies(
        self,
        *,
        nth: set[int] | frozenset[int] = frozenset(),
        probability: float = 0.0,
        seed: int = 0,
        match: Callable[[bytes], bool] | None = None,
    ) -> None:
        """Lose replies from now on: the Nth matching requests (counting from 1 again) and/or
        each matching one with ``probability``. ``match`` sees the raw request bytes."""
        if not 0.0 <= probability <= 1.0:
            raise ValueError("probability must be within [0, 1]")
        self.counts.matching_requests = 0
        self._plan = _ReplyPlan(
            match=match or (lambda request: True), nth=frozenset(nth), probability=probability, rng=random.Random(seed)
        )

    def relay_everything(self) -> None:
        self._plan = _ReplyPlan()
        self.delay_seconds = 0.0
        self.blackholed = False

    def reset_all(self) -> None:
        for writer in list(self._open):
            _reset(writer)
        self._open.clear()

    async def stop(self) -> None:
        """The proxy dies: no more connections accepted, every open one reset."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self.reset_all()
        # Reset connections end their pumps; the connection tasks then finish by themselves.
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=5)

    async def __aenter__(self) -> FaultProxy:
        return await self.start()

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    def _drops(self, request: bytes) -> bool:
        plan = self._plan
        if not plan.match(request):
            return False
        self.counts.matching_requests += 1
        if self.counts.matching_requests in plan.nth:
            return True
        return plan.probability > 0 and plan.rng.random() < plan.probability

    async def _accept(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        if len(self._tasks) >= self.max_connections:
            self.counts.refused_connections += 1
            _reset(client_writer)
            return
        self._tasks.add(task)
        try:
            await self._relay(client_reader, client_writer)
        finally:
            self._tasks.discard(task)

    async def _relay(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            _reset(client_writer)  # the upstream is down: so is the path through us
            return
        self.counts.connections += 1
        self._open.update((client_writer, upstream_writer))
        request = bytearray()
        awaiting_reply = asyncio.Event()

        async def requests() -> None:
            while chunk := await client_reader.read(_CHUNK):
                if self.blackholed:
                    continue
                if not awaiting_reply.is_set():
                    request.clear()
                if len(request) < _MAX_REQUEST_REMEMBERED:
                    request.extend(chunk[: _MAX_REQUEST_REMEMBERED - len(request)])
                awaiting_reply.set()
                upstream_writer.write(chunk)
                await upstream_writer.drain()

        async def replies() -> None:
            while chunk := await upstream_reader.read(_CHUNK):
                if awaiting_reply.is_set():
                    awaiting_reply.clear()
                    if self._drops(bytes(request)):
                        self.counts.replies_dropped += 1
                        raise ConnectionResetError("reply dropped by the fault plan")
                    self.counts.replies_relayed += 1
                if self.delay_seconds:
                    await asyncio.sleep(self.delay_seconds)
                client_writer.write(chunk)
                await client_writer.drain()

        pumps = [asyncio.ensure_future(requests()), asyncio.ensure_future(replies())]
        try:
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for pump in pumps:
                pump.cancel()
            await asyncio.gather(*pumps, return_exceptions=True)
            for writer in (client_writer, upstream_writer):
                self._open.discard(writer)
                _reset(writer)


@pytest.fixture
async def redis_proxy(redis_server: RedisServer) -> AsyncIterator[FaultProxy]:
    """A fault proxy in front of the session's shared redis-server (import it to use it)."""
    async with FaultProxy(redis_server.port) as running:
        yield running
