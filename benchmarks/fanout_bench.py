"""Fan-out over the Redis change bus: publish-to-receipt latency on 1,000 listen streams, and the
resident memory an idle listen stream costs.

    python benchmarks/fanout_bench.py                       # full: 1,000 streams, 100 publishes 50 ms apart,
                                                            #   once per listening client (raw, then httpx2)
    python benchmarks/fanout_bench.py --quick               # smoke check: 100 streams, 20 publishes
    python benchmarks/fanout_bench.py --client raw          # one client only
    python benchmarks/fanout_bench.py --publisher app       # publish with benchmarks/apps/fanout.py's touch()
      options: --streams N --publishes N --spacing-ms MS --listener-procs N --publish-via alternate|a|b
               --slow-readers N --slow-read-bytes-per-s B --slow-rcvbuf B --stalled-readers N (raw client)
               --uri-bytes N (app publisher) --server-root PATH

Setup (everything on 127.0.0.1, started by this script and killed in a ``finally``):
- one throwaway ``redis-server`` (tests/support/redis_server.py: free port, no persistence);
- two instances A and B of ``mcp-agent serve --store redis --redis-url …`` (so ``--bus redis``),
  one uvicorn worker each, the same ``MCP_AGENT_SEALING_KEYS``, access log on as shipped (to a file
  that is checked for warnings afterwards);
- ``--listener-procs`` listener processes (this script with ``--worker``) holding the listen streams,
  half on A and half on B, all on one tenant (loopback, no auth: tenant ``local``), each one
  ``POST /mcp`` ``subscriptions/listen`` with ``{"notifications": {"resourceSubscriptions": [uri]}}``,
  the 2026-07-28 headers and ``_meta`` (tests/support/requests.py ``body``/``headers_for``) and
  ``Accept: text/event-stream``; every stream's acknowledgement (which must echo the subscription)
  is awaited before the first publish;
- the publisher, this process: ``--publishes`` ``tools/call`` requests, one every ``--spacing-ms``,
  alternating between A and B, each sent only after the previous one returned.

The publisher (``--publisher``):
- ``summarize`` (default): the built-in ``summarize_thread``; the first call (a warm-up) starts a
  conversation, every measured call appends to it, and each append publishes
  ``notifications/resources/updated`` for the conversation's ``conversation://{id}`` (the result's
  ``structuredContent.uri``), which every stream is subscribed to. Each call also does its store
  work (one read and one conditional append on Redis) before it publishes.
- ``app``: ``benchmarks/apps/fanout.py`` served with ``--app benchmarks.apps.fanout:server``: its
  ``touch(uri)`` only calls ``ctx.publish(Change("resource", uri=uri))``.

The listening client (``--client``; ``both``, the default, runs the whole scenario once per client,
with fresh servers):
- ``raw``: each stream is a bare asyncio protocol that stamps and keeps every chunk it receives and
  does nothing else while the run lasts (a few µs per event); afterwards each stream is parsed with
  h11 (HTTP/1.1, chunked) and httpx2's ``EventSource`` (SSE), every event dated by the chunk that
  completed it. This measures the servers and the bus, not the client.
- ``httpx2``: each stream read live with httpx2 (the SDK's own HTTP client) and its ``EventSource``
  (the httpx-sse parser, shipped inside httpx2). The receipt time is when the library hands the
  event over. On this 2-core machine the client costs ≈ 130 µs per event, more than the servers,
  so this figure mostly measures the client's backlog; it is kept as the end-to-end view with an
  ordinary Python client. Neither needs anything beyond the project's venv.

Latency. A stream's k-th ``resources/updated`` belongs to the k-th publish: publishes are sequential,
Redis delivers one connection's messages in publish order and an instance fans them out in order,
so order is exact whenever a stream received exactly N (a stream with fewer or more is reported,
and its receipts are attributed by time instead). Clocks are ``time.monotonic()`` (CLOCK_MONOTONIC,
one clock for every process on the machine). Two figures per delivery:
- receipt − the time the publishing ``tools/call`` was sent: an **upper bound** of the delivery
  latency (it includes the request reaching the server and the tool's own work before it
  publishes; and, for a listener process, getting round to the event);
- receipt − the time that ``tools/call`` returned: a lower bound, negative when the notification
  arrived before the tool's answer.
Losses: every acknowledged stream must receive exactly N notifications; fewer is a loss, more a
duplicate, and a stream that ends (the listen result, an error, EOF) is reported. Also printed: the
CPU time of every process (servers, listeners, redis-server, publisher) from the first publish until
the last delivery, and whether a publish's deliveries were still arriving when the next was sent.

Slow readers (``--client raw``): ``--slow-readers`` streams (drawn at random, seeded) read at most
``--slow-read-bytes-per-s`` (each chunk read costs its length at that rate, no credit saved while
idle: the protocol stops reading its socket until it is paid for), ``--stalled-readers`` others read
nothing after their acknowledgement; both with a receive
buffer of ``--slow-rcvbuf`` bytes set before connecting, so what they leave unread backs up into the
server soon. The latency is then also reported per kind of stream (normal, slow), with each stream's
largest lag; a stalled stream's losses are what the server did about it, not a loss, and the servers'
logs are searched for streams they ended because their buffer was full. ``--uri-bytes`` makes each
notification bigger (the app publisher's URI, padded), to fill those buffers with fewer changes.
``--server-root`` runs the instances from another source tree (e.g. an export of the base commit), for
a before/after on the same machine and day.

Memory: VmRSS (/proc/<pid>/status) of each server process after a warm-up (one publish and one
listen stream opened, notified and closed on each instance) with no stream open, and again with its
share of idle streams open (all acknowledged, 2 s settle); the difference divided by its streams.

Requirements: the project's venv (httpx2, h11, redis, uvicorn[standard]); ``redis-server`` on PATH.
Bounded: a hard deadline (``--deadline``, 240 s, for the whole run) aborts it; listener processes
stop by themselves at their own deadline or when this process goes away. The exit status is 1 when
any stream lost, duplicated or failed something.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import platform
import random
import resource
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import httpx2  # noqa: E402

from tests.support.live_server import free_port  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402
from tests.support.requests import body, headers_for  # noqa: E402

VENV_BIN = Path(sys.executable).parent
MCP_AGENT = VENV_BIN / "mcp-agent"
LISTEN_TIMEOUT_S = 60.0
SETTLE_S = 2.0


def monotonic() -> float:
    return time.monotonic()


def listen_message(uri: str, request_id: str) -> tuple[bytes, dict[str, str]]:
    message = body("subscriptions/listen", {"notifications": {"resourceSubscriptions": [uri]}}, id=request_id)
    return json.dumps(message).encode(), headers_for(message, Accept="text/event-stream")


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process so far (/proc/<pid>/stat), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_ticks() -> list[int]:
    """The machine's /proc/stat "cpu" line: user nice system idle iowait irq softirq steal (ticks)."""
    return [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]]


def machine_use(before: list[int], after: list[int]) -> str:
    delta = [b - a for a, b in zip(before, after)]
    total = sum(delta) or 1
    return (
        f"busy {100 * (total - delta[3] - delta[4] - delta[7]) / total:.0f} %, idle {100 * delta[3] / total:.0f} %, "
        f"steal {100 * delta[7] / total:.0f} % (time the hypervisor gave to other guests: a disturbance)"
    )


def raise_fd_limit(wanted: int) -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


# ---------------------------------------------------------------------------------------------
# Listener process: holds its share of the streams and records when each notification arrived.
# ---------------------------------------------------------------------------------------------


@dataclass
class Stream:
    instance: int
    request_id: str
    mode: str = "normal"  # "slow": reads at a throttled rate; "stalled": reads nothing after the ack
    times: list[float] = field(default_factory=list)
    acked: bool = False
    ended: str | None = None  # how the stream ended, if the server ended it
    error: str | None = None
    foreign: int = 0  # notifications that were not ours (another URI, a wrong subscription id)


class Listeners:
    """One listener process's streams; ``settled`` once each is acknowledged or failed,
    ``complete`` once each acknowledged one has ``expect`` notifications or ended."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.uri: str = config["uri"]
        self.expect: int = config["expect"]
        self.streams = [
            Stream(instance, f"{config['name']}-{index}", mode)
            for index, (instance, _, mode) in enumerate(config["streams"])
        ]
        self.urls: list[str] = [url for _, url, _ in config["streams"]]
        self.slow_rate: float = config.get("slow_rate", 0.0)  # bytes per second a slow stream reads
        self.slow_rcvbuf: int = config.get("slow_rcvbuf", 0)
        self.opening = asyncio.Semaphore(config.get("open_concurrency", 50))
        self.settled, self.complete = asyncio.Event(), asyncio.Event()
        self._settled_count = 0

    def settle(self) -> None:
        self._settled_count += 1
        if self._settled_count == len(self.streams):
            self.settled.set()
            self.check_complete()

    def check_complete(self) -> None:
        if self.settled.is_set() and all(self.done(index) for index in range(len(self.streams))):
            self.complete.set()

    def is_acked(self, index: int) -> bool:
        return self.streams[index].acked

    def done(self, index: int) -> bool:
        stream = self.streams[index]
        return bool(stream.ended or stream.error or not stream.acked or len(stream.times) >= self.expect)

    def take(self, stream: Stream, message: dict[str, Any], now: float) -> bool:
        """Record one SSE message of ``stream``; False once the stream is over."""
        method = message.get("method")
        params = message.get("params") or {}
        if method == "notifications/resources/updated":
            subscription = (params.get("_meta") or {}).get("io.modelcontextprotocol/subscriptionId")
            if params.get("uri") == self.uri and subscription == stream.request_id:
                stream.times.append(now)
            else:
                stream.foreign += 1
        elif method == "notifications/subscriptions/acknowledged":
            if (params.get("notifications") or {}).get("resourceSubscriptions") != [self.uri]:
                stream.error = f"acknowledged without the subscription: {params!r}"[:300]
                return False
            stream.acked = True
        elif "result" in message or "error" in message:
            stream.ended = "error " + json.dumps(message["error"]) if "error" in message else "listen result"
            return False
        else:
            stream.foreign += 1
        return True

    async def start(self) -> None:
        raise NotImplementedError

    async def stop(self) -> None:
        raise NotImplementedError


class Httpx2Listeners(Listeners):
    """Each stream read with httpx2's ``EventSource`` as it arrives; the receipt time is when the
    library hands the event over, so it includes this process's work on every earlier event."""

    async def start(self) -> None:
        self.client = httpx2.AsyncClient(
            limits=httpx2.Limits(max_connections=None, max_keepalive_connections=0),
            timeout=httpx2.Timeout(30.0, read=None),
            trust_env=False,
        )
        self.tasks = [asyncio.create_task(self._run(index)) for index in range(len(self.streams))]

    async def _run(self, index: int) -> None:
        stream = self.streams[index]
        content, headers = listen_message(self.uri, stream.request_id)
        await self.opening.acquire()
        opening = True
        try:
            async with self.client.stream("POST", self.urls[index], content=content, headers=headers) as response:
                if response.status_code != 200:
                    stream.error = f"HTTP {response.status_code}: {(await response.aread())[:200]!r}"
                    return
                async for sse in httpx2.EventSource(response):
                    now = monotonic()
                    going_on = self.take(stream, json.loads(sse.data), now)
                    if opening and stream.acked:
                        opening = False
                        self.opening.release()
                        self.settle()
                    if not going_on:
                        return
                    if len(stream.times) == self.expect:
                        self.check_complete()
                stream.ended = "closed by the server without a result"
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - every failure is reported, none ends the run
            stream.error = repr(exc)[:300]
        finally:
            if opening:
                self.opening.release()
                self.settle()
            self.check_complete()

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        await self.client.aclose()


_ACK_MARK = b"notifications/subscriptions/acknowledged"
_UPDATE_MARK = b"notifications/resources/updated"


class _RawStream(asyncio.Protocol):
    """Keeps every chunk with its arrival time, and nothing else while the stream runs."""

    def __init__(self, owner: RawListeners, index: int) -> None:
        self.owner, self.index = owner, index
        self.chunks: list[tuple[float, bytes]] = []
        self.transport: asyncio.Transport | None = None
        self.head = b""  # the bytes before the acknowledgement was seen
        self.tail = b""
        self.updates = 0  # a completion hint only; the count that is reported comes from parsing
        self.lost = False
        self.mode = owner.streams[index].mode
        self.free_at = 0.0  # when the bytes read so far are paid for, at the slow rate

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # uvloop's is not an asyncio.Transport subclass
        self.transport.write(self.owner.requests[self.index])  # type: ignore[union-attr]

    def data_received(self, data: bytes) -> None:
        now = monotonic()
        self.chunks.append((now, data))
        if not self.owner.acked[self.index]:
            self.head += data
            ack = self.head.find(_ACK_MARK)
            # The whole acknowledgement event read (a stalled stream stops right after it, and it must parse).
            if ack != -1 and self.head.find(b"\n\n", ack) != -1:
                self.owner.on_ack(self.index)
                if self.mode == "stalled":
                    self.transport.pause_reading()  # type: ignore[union-attr]  # and never resumes: its buffers fill
            elif self.head.startswith(b"HTTP/1.1 ") and not self.head.startswith(b"HTTP/1.1 200"):
                self.owner.on_failure(self.index, self.head[:200].decode(errors="replace"))
            return
        joined = self.tail + data
        self.updates += joined.count(_UPDATE_MARK)
        self.tail = joined[-(len(_UPDATE_MARK) - 1) :]
        if self.updates >= self.owner.expect:
            self.owner.check_complete_raw()
        if self.mode == "slow":
            # Each chunk read costs its length at the rate, with no credit saved up while idle: the stream
            # stops reading until it is paid for. Meanwhile the bytes wait in this socket's (small) receive
            # buffer, then in the server's.
            self.free_at = max(self.free_at, now) + len(data) / self.owner.slow_rate
            self.transport.pause_reading()  # type: ignore[union-attr]
            asyncio.get_running_loop().call_later(self.free_at - now, self._resume)

    def _resume(self) -> None:
        if not self.lost:
            self.transport.resume_reading()  # type: ignore[union-attr]

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        if not self.owner.acked[self.index]:
            self.owner.on_failure(self.index, f"connection lost before the acknowledgement: {exc!r}")
        else:
            self.owner.check_complete_raw()


class RawListeners(Listeners):
    """Each stream is a bare asyncio protocol that only timestamps and keeps the bytes it gets (the
    receipt time is when the bytes reached this process's event loop, a few microseconds per event
    of client work); after the run, every stream is parsed with h11 (HTTP/1.1, chunked) and
    httpx2's ``EventSource`` (SSE), each event dated by the chunk that completed it."""

    async def start(self) -> None:
        import h11

        self._h11 = h11
        self.acked = [False] * len(self.streams)
        self.failed = [False] * len(self.streams)
        self.connections = []
        self.requests = []
        for stream, url in zip(self.streams, self.urls):
            content, headers = listen_message(self.uri, stream.request_id)
            url_parts = httpx2.URL(url)
            connection = h11.Connection(h11.CLIENT)
            request = connection.send(
                h11.Request(
                    method="POST",
                    target=url_parts.raw_path,
                    headers=[
                        ("Host", f"{url_parts.host}:{url_parts.port}"),
                        ("Content-Length", str(len(content))),
                        *headers.items(),
                    ],
                )
            )
            request += connection.send(h11.Data(data=content)) + connection.send(h11.EndOfMessage())
            self.connections.append(connection)
            self.requests.append(request)
        self.protocols = [_RawStream(self, index) for index in range(len(self.streams))]
        self.tasks = [asyncio.create_task(self._open(index)) for index in range(len(self.streams))]

    async def _open(self, index: int) -> None:
        await self.opening.acquire()
        url = httpx2.URL(self.urls[index])
        loop = asyncio.get_running_loop()
        try:
            if self.streams[index].mode == "normal" or not self.slow_rcvbuf:
                await loop.create_connection(lambda: self.protocols[index], url.host, url.port or 80)
                return
            # Set before connecting, so the window the client announces is small from the first byte:
            # what a slow reader does not read backs up into the server quickly.
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.slow_rcvbuf)
            sock.setblocking(False)
            try:
                await loop.sock_connect(sock, (url.host, url.port or 80))
            except BaseException:
                sock.close()
                raise
            await loop.create_connection(lambda: self.protocols[index], sock=sock)
        except OSError as exc:
            self.on_failure(index, repr(exc))

    def on_ack(self, index: int) -> None:
        if not self.acked[index] and not self.failed[index]:
            self.acked[index] = True
            self.opening.release()
            self.settle()

    def on_failure(self, index: int, why: str) -> None:
        if not self.acked[index] and not self.failed[index]:
            self.failed[index] = True
            self.streams[index].error = why[:300]
            self.opening.release()
            self.settle()

    def check_complete_raw(self) -> None:
        if self.settled.is_set() and all(
            self.failed[i]
            or self.protocols[i].lost
            or self.protocols[i].updates >= self.expect
            or self.streams[i].mode == "stalled"
            for i in range(len(self.streams))
        ):
            self.complete.set()

    def check_complete(self) -> None:
        self.check_complete_raw()

    def is_acked(self, index: int) -> bool:
        return self.acked[index]

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        for protocol in self.protocols:
            if protocol.transport is not None:
                protocol.transport.abort()
        for index in range(len(self.streams)):
            if not self.failed[index]:
                self._parse(index)

    def _parse(self, index: int) -> None:
        h11 = self._h11
        stream, protocol, connection = self.streams[index], self.protocols[index], self.connections[index]
        stream.acked = False  # decided again, from the parsed acknowledgement
        status, headers, arrival = None, [], [0.0]
        body_chunks: list[tuple[float, bytes]] = []
        try:
            for now, data in protocol.chunks:
                connection.receive_data(data)
                while True:
                    event = connection.next_event()
                    if event is h11.NEED_DATA or event is h11.PAUSED:
                        break
                    if isinstance(event, h11.Response):
                        status, headers = event.status_code, [(k.decode(), v.decode()) for k, v in event.headers]
                    elif isinstance(event, h11.Data):
                        body_chunks.append((now, bytes(event.data)))
                    elif isinstance(event, (h11.EndOfMessage, h11.ConnectionClosed)):
                        break
        except h11.RemoteProtocolError as exc:
            stream.error = f"HTTP parse error: {exc!r}"
            return
        if status != 200:
            stream.error = f"HTTP {status}"
            return

        def chunks() -> Any:
            for now, data in body_chunks:
                arrival[0] = now
                yield data

        response = httpx2.Response(
            status, headers=headers, content=chunks(), request=httpx2.Request("POST", self.urls[index])
        )
        for sse in httpx2.EventSource(response):
            if not self.take(stream, json.loads(sse.data), arrival[0]):
                return
        if protocol.lost:
            stream.ended = "closed by the server without a result"


async def worker(config: dict[str, Any]) -> None:
    """Holds ``config["streams"]`` listen streams ([instance, url] each) and reports on stdout:
    ``acked`` once every stream is acknowledged or failed, ``complete`` once every acknowledged one
    has ``expect`` notifications or ended; on ``stop`` (stdin) closes them all and writes the
    receipts to ``config["out"]``."""
    raise_fd_limit(len(config["streams"]) + 256)
    listeners: Listeners = RawListeners(config) if config["client"] == "raw" else Httpx2Listeners(config)

    def say(event: str, **fields: Any) -> None:
        sys.stdout.write(json.dumps({"event": event, **fields}) + "\n")
        sys.stdout.flush()

    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    await listeners.start()
    try:
        async with asyncio.timeout(config["deadline"]):
            await listeners.settled.wait()
            failed = [s.error or s.ended or "?" for i, s in enumerate(listeners.streams) if not listeners.is_acked(i)]
            say("acked", acked=len(listeners.streams) - len(failed), failures=len(failed), failed=failed[:5])

            async def report_complete() -> None:
                await listeners.complete.wait()
                say("complete")

            reporter = asyncio.create_task(report_complete())
            line = await stdin.readline()  # "stop", or EOF when the parent is gone
            reporter.cancel()
            if not line:
                return
    finally:
        await listeners.stop()
    Path(config["out"]).write_text(json.dumps([s.__dict__ for s in listeners.streams]))
    say("written")


def worker_entry(config_json: str) -> None:
    config = json.loads(config_json)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)  # the process just ends at its hard deadline
    signal.alarm(int(config["deadline"]) + 10)
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    asyncio.run(worker(config))


# ---------------------------------------------------------------------------------------------
# Parent: servers, publisher, statistics.
# ---------------------------------------------------------------------------------------------


@dataclass
class Instance:
    name: str
    port: int
    proc: subprocess.Popen[bytes]
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")


def start_instance(
    name: str, redis_url: str, app: str | None, sealing_key: str, tmp: Path, streams: int, root: Path
) -> Instance:
    port = free_port()
    command = [str(MCP_AGENT), "serve", "--port", str(port), "--store", "redis", "--redis-url", redis_url]
    if app:
        command += ["--app", app]
    env = {
        **os.environ,
        "PYTHONPATH": str(root),
        "MCP_AGENT_SEALING_KEYS": sealing_key,
        "MCP_AGENT_INSTANCE_NAME": name,
        # Every stream may land on one instance, all of one tenant: the limits (settings) sized to the run.
        "MCP_AGENT_LISTEN_MAX_STREAMS_PER_TENANT": str(max(100, streams)),
        "MCP_AGENT_LISTEN_MAX_STREAMS": str(max(500, streams)),
        "MCP_AGENT_MAX_CONNECTIONS": str(max(1000, streams + 100)),  # the connection guard's cap, with the publisher's
    }
    for variable in ("MCP_AGENT_BUS", "MCP_AGENT_WORKERS", "MCP_AGENT_LISTEN_BUFFER", "MCP_AGENT_ACCESS_LOG"):
        env.pop(variable, None)  # as shipped: the bus follows the store, one worker, default buffer, log on
    log = tmp / f"{name}.stderr"
    with log.open("wb") as stderr:
        proc = subprocess.Popen(
            command,
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            start_new_session=True,
        )
    return Instance(name, port, proc, log)


async def write_timeouts(client: httpx2.AsyncClient, instance: Instance) -> int:
    """Connections the instance reset because their client took nothing for MCP_AGENT_WRITE_TIMEOUT_SECONDS."""
    text = (await client.get(f"http://127.0.0.1:{instance.port}/metrics")).text
    for line in text.splitlines():
        if line.startswith("mcp_agent_write_timeouts_total "):
            return int(float(line.split()[1]))
    return 0


def stop_process_group(proc: subprocess.Popen[Any] | asyncio.subprocess.Process | None) -> None:
    if proc is None or proc.returncode is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)  # its own session: that process and nothing else of ours
    except ProcessLookupError:
        return
    deadline = monotonic() + 5
    while monotonic() < deadline:
        try:
            done, _ = os.waitpid(proc.pid, os.WNOHANG)
        except ChildProcessError:
            return
        if done:
            return
        time.sleep(0.05)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(proc.pid, 0)


async def wait_ready(client: httpx2.AsyncClient, instance: Instance, timeout: float = 30.0) -> None:
    deadline = monotonic() + timeout
    last = "no answer"
    while monotonic() < deadline:
        if instance.proc.poll() is not None:
            raise RuntimeError(f"instance {instance.name} exited: {instance.log.read_text(errors='replace')[-1500:]}")
        try:
            response = await client.get(f"http://127.0.0.1:{instance.port}/readyz")
            if response.status_code == 200:
                return
            last = f"{response.status_code} {response.text[:200]}"
        except httpx2.TransportError as exc:
            last = repr(exc)
        await asyncio.sleep(0.1)
    raise RuntimeError(f"instance {instance.name} not ready after {timeout:.0f} s: {last}")


class Publisher:
    """Builds the publishing ``tools/call`` and checks its answer."""

    def __init__(self, kind: str, uri_bytes: int = 0) -> None:
        self.kind = kind
        base = "bench://topic/fanout"
        self.uri: str | None = base + "-" * max(0, uri_bytes - len(base)) if kind == "app" else None
        self.handle: str | None = None

    def request(self, index: int) -> tuple[bytes, dict[str, str]]:
        if self.kind == "app":
            arguments: dict[str, Any] = {"uri": self.uri}
            message = body("tools/call", {"name": "touch", "arguments": arguments}, id=index)
        else:
            arguments = {"messages": [{"sender": "bench", "body": f"Update number {index} of the fan-out benchmark."}]}
            if self.handle is not None:
                arguments["conversation"] = self.handle
            message = body("tools/call", {"name": "summarize_thread", "arguments": arguments}, id=index)
        return json.dumps(message).encode(), headers_for(message)

    def check(self, response: httpx2.Response) -> None:
        if response.status_code != 200:
            raise RuntimeError(f"publish answered HTTP {response.status_code}: {response.text[:300]}")
        message = response.json()
        result = message.get("result")
        if not isinstance(result, dict) or result.get("isError"):
            raise RuntimeError(f"publish failed: {response.text[:300]}")
        if self.kind == "app":
            return
        structured = result.get("structuredContent") or {}
        uri, handle = structured.get("uri"), structured.get("conversation")
        if not isinstance(uri, str) or not uri.startswith("conversation://") or not isinstance(handle, str):
            raise RuntimeError(
                "summarize_thread's result has no structuredContent.uri conversation://…: this tree does not publish "
                f"conversation updates yet; use --publisher app. Answer: {response.text[:300]}"
            )
        if self.uri is None:
            self.uri, self.handle = uri, handle
        elif uri != self.uri:
            raise RuntimeError(f"summarize_thread appended to {uri}, not {self.uri}")


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest rank."""
    if not sorted_values:
        return float("nan")
    rank = max(1, math.ceil(p / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "p50": percentile(ordered, 50),
        "p90": percentile(ordered, 90),
        "p99": percentile(ordered, 99),
        "p99.9": percentile(ordered, 99.9),
        "max": ordered[-1] if ordered else float("nan"),
        "min": ordered[0] if ordered else float("nan"),
    }


def fmt_ms(stats: dict[str, float]) -> str:
    return (
        f"p50 {stats['p50'] * 1000:7.2f}  p90 {stats['p90'] * 1000:7.2f}  p99 {stats['p99'] * 1000:7.2f}  "
        f"p99.9 {stats['p99.9'] * 1000:7.2f}  max {stats['max'] * 1000:7.2f}  min {stats['min'] * 1000:7.2f} ms  (n={stats['n']:,})"
    )


def server_log_findings(instance: Instance) -> tuple[list[str], dict[str, int]]:
    """Warnings/errors of the server's JSON log, and its access-log statuses for listen."""
    problems: list[str] = []
    listen_statuses: dict[str, int] = {}
    for line in instance.log.read_text(errors="replace").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            problems.append(line[:200])
            continue
        if record.get("logger") == "mcp_agent.access":
            if record.get("method") == "subscriptions/listen":
                key = str(record.get("status"))
                listen_statuses[key] = listen_statuses.get(key, 0) + 1
            elif record.get("status") != 200:
                problems.append(line[:200])
        elif record.get("level") in ("warning", "error", "critical"):
            problems.append(line[:300])
    return problems, listen_statuses


async def one_listen_roundtrip(client: httpx2.AsyncClient, instance: Instance, uri: str, publish: Any) -> None:
    """Warm-up: open a stream, see its ack, one notification, close it."""
    content, headers = listen_message(uri, f"warmup-{instance.name}")
    async with client.stream("POST", instance.url, content=content, headers=headers) as response:
        if response.status_code != 200:
            raise RuntimeError(
                f"warm-up listen on {instance.name}: HTTP {response.status_code} {(await response.aread())[:300]!r}"
            )
        events = httpx2.EventSource(response).__aiter__()
        ack = json.loads((await anext(events)).data)
        if ack.get("method") != "notifications/subscriptions/acknowledged":
            raise RuntimeError(f"warm-up listen on {instance.name}: first message {ack!r}")
        if (ack["params"].get("notifications") or {}).get("resourceSubscriptions") != [uri]:
            raise RuntimeError(f"warm-up listen on {instance.name}: the subscription is not honoured: {ack!r}")
        await publish()
        async with asyncio.timeout(5):
            update = json.loads((await anext(events)).data)
        if update.get("method") != "notifications/resources/updated" or update["params"].get("uri") != uri:
            raise RuntimeError(f"warm-up listen on {instance.name}: expected the update, got {update!r}")


async def run(args: argparse.Namespace, client_kind: str, tmp: Path, cleanup: list[Any]) -> dict[str, Any]:
    (tmp / client_kind).mkdir()
    redis = RedisServer()
    cleanup.append(redis.close)
    redis.start()
    sealing_key = secrets.token_urlsafe(32)
    app = "benchmarks.apps.fanout:server" if args.publisher == "app" else None
    instances = []
    for name in ("A", "B"):
        instance = start_instance(
            f"{name}", redis.url, app, sealing_key, tmp / client_kind, args.streams, args.server_root
        )
        cleanup.append(lambda proc=instance.proc: stop_process_group(proc))
        instances.append(instance)

    publisher = Publisher(args.publisher, args.uri_bytes)
    client = httpx2.AsyncClient(timeout=httpx2.Timeout(10.0), trust_env=False)
    try:
        for instance in instances:
            await wait_ready(client, instance)

        async def publish_on(instance: Instance, index: int) -> tuple[float, float]:
            content, headers = publisher.request(index)
            sent = monotonic()
            response = await client.post(instance.url, content=content, headers=headers)
            returned = monotonic()
            publisher.check(response)
            return sent, returned

        # Warm-up: the first publish (summarize: starts the conversation and learns its URI), one
        # listen round trip per instance with a publish through the other one; then the baseline RSS.
        for index, instance in enumerate(instances):
            await publish_on(instance, -1 - index)
        assert publisher.uri is not None
        for index, instance in enumerate(instances):
            other = instances[1 - index]
            await one_listen_roundtrip(
                client, instance, publisher.uri, lambda other=other, index=index: publish_on(other, -10 - index)
            )
        await asyncio.sleep(1.0)
        rss_idle = [instance.rss_kib() for instance in instances]

        # Listener processes: stream i goes to instance i % 2; processes get interleaved slices.
        # --slow-readers streams read slowly and --stalled-readers not at all, drawn at random (seeded):
        # about as many on each instance and in each listener process, and anywhere in the fan-out's order.
        drawn = random.Random(31).sample(range(args.streams), args.slow_readers + args.stalled_readers)
        modes = dict.fromkeys(drawn[: args.slow_readers], "slow") | dict.fromkeys(drawn[args.slow_readers :], "stalled")
        assignment = [(i % 2, instances[i % 2].url, modes.get(i, "normal")) for i in range(args.streams)]
        workers = []
        for w in range(args.listener_procs):
            config = {
                "name": f"w{w}",
                "uri": publisher.uri,
                "expect": args.publishes,
                "streams": assignment[w :: args.listener_procs],
                "out": str(tmp / f"{client_kind}-worker{w}.json"),
                "deadline": args.deadline,
                "open_concurrency": 50,
                "client": client_kind,
                "slow_rate": args.slow_read_bytes_per_s,
                "slow_rcvbuf": args.slow_rcvbuf,
            }
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                str(Path(__file__).resolve()),
                "--worker",
                json.dumps(config),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                cwd=ROOT,
                start_new_session=True,
            )
            cleanup.append(lambda proc=proc: stop_process_group(proc))
            workers.append((proc, config))

        async def expect_event(proc: asyncio.subprocess.Process, event: str, timeout: float) -> dict[str, Any]:
            async with asyncio.timeout(timeout):
                line = await proc.stdout.readline()  # type: ignore[union-attr]
            if not line:
                raise RuntimeError(f"a listener process exited (status {await proc.wait()}) before '{event}'")
            message: dict[str, Any] = json.loads(line)
            if message.get("event") != event:
                raise RuntimeError(f"listener said {message!r}, expected {event}")
            return message

        opening_began = monotonic()
        acks = [await expect_event(proc, "acked", LISTEN_TIMEOUT_S) for proc, _ in workers]
        opening_s = monotonic() - opening_began
        acked = sum(a["acked"] for a in acks)
        failures = sum(a["failures"] for a in acks)
        print(
            f"{acked} of {args.streams} streams acknowledged in {opening_s:.1f} s"
            + (f"; {failures} FAILED, e.g. {[e for a in acks for e in a['failed']][:3]}" if failures else ""),
            flush=True,
        )
        await asyncio.sleep(SETTLE_S)
        rss_streams = [instance.rss_kib() for instance in instances]

        # The measured publishes: sequential, one slot every spacing, alternating instances.
        pids = {instance.name: instance.proc.pid for instance in instances}
        pids.update({f"listener {i}": proc.pid for i, (proc, _) in enumerate(workers)})
        pids["redis-server"] = redis._process.pid  # type: ignore[union-attr]
        pids["publisher (this process)"] = os.getpid()
        cpu_before = {name: cpu_seconds(pid) for name, pid in pids.items()}
        ticks_before = cpu_ticks()
        sends: list[tuple[float, float, int]] = []
        began = monotonic()
        for k in range(args.publishes):
            target = {"alternate": k % 2, "a": 0, "b": 1}[args.publish_via]
            await asyncio.sleep(max(0.0, began + k * args.spacing_ms / 1000 - monotonic()))
            sent, returned = await publish_on(instances[target], k)
            sends.append((sent, returned, target))
        publishing_s = monotonic() - began

        complete_waits = []
        # A slow stream needs its bytes' time at its rate (a notification: its URI and some 300 bytes of frame).
        slow_s = (
            1.5 * args.publishes * (300 + len(publisher.uri)) / args.slow_read_bytes_per_s if args.slow_readers else 0.0
        )
        for proc, _ in workers:
            try:
                await expect_event(proc, "complete", max(1.0, 10.0 + slow_s - (monotonic() - began - publishing_s)))
                complete_waits.append(True)
            except TimeoutError:
                complete_waits.append(False)
        delivering_s = monotonic() - began
        cpu = {name: cpu_seconds(pid) - cpu_before[name] for name, pid in pids.items()}
        use = machine_use(ticks_before, cpu_ticks())
        rss_loaded = [instance.rss_kib() for instance in instances]
        for proc, _ in workers:
            proc.stdin.write(b"stop\n")  # type: ignore[union-attr]
            await proc.stdin.drain()  # type: ignore[union-attr]
        for proc, _ in workers:
            await expect_event(proc, "written", 30.0)
            await proc.wait()
        streams = []
        own: dict[str, int] = {}  # deliveries each server made and each listener received
        for w, (_, config) in enumerate(workers):
            received = json.loads(Path(config["out"]).read_text())
            own[f"listener {w}"] = sum(len(stream["times"]) for stream in received)
            streams += received
        for index, instance in enumerate(instances):
            own[instance.name] = sum(len(stream["times"]) for stream in streams if stream["instance"] == index)
        await asyncio.sleep(0.5)  # the servers write their access lines for the closed streams
        rss_after = [instance.rss_kib() for instance in instances]
        write_resets = [await write_timeouts(client, instance) for instance in instances]
    finally:
        await client.aclose()
    return {
        "instances": instances,
        "uri": publisher.uri,
        "rss_idle": rss_idle,
        "rss_streams": rss_streams,
        "rss_after": rss_after,
        "write_resets": write_resets,
        "rss_loaded": rss_loaded,
        "sends": sends,
        "streams": streams,
        "opening_s": opening_s,
        "publishing_s": publishing_s,
        "all_complete": all(complete_waits),
        "cpu": cpu,
        "delivering_s": delivering_s,
        "client": client_kind,
        "use": use,
        "own": own,
    }


CLIENTS = {
    "raw": "bare asyncio protocol, receipt = bytes reached the listener's event loop; parsed afterwards (h11 + httpx2 EventSource)",
    "httpx2": "httpx2 streaming + EventSource, receipt = the library handed the event over",
}


def analyse(args: argparse.Namespace, data: dict[str, Any]) -> dict[str, Any]:
    sends, streams, instances = data["sends"], data["streams"], data["instances"]
    n = len(sends)
    sent = [s[0] for s in sends]
    returned = [s[1] for s in sends]
    lat_sent: list[float] = []
    lat_returned: list[float] = []
    by_route: dict[str, list[float]] = {"same instance": [], "other instance": []}
    per_publish_last = [float("-inf")] * n
    losses = duplicates = approximate = foreign = 0
    not_acked = [s for s in streams if not s["acked"]]
    # A stalled stream reads nothing after its ack: what it missed is what the server did about it, not a loss.
    stalled = [s for s in streams if s["acked"] and s["mode"] == "stalled"]
    ended = [s for s in streams if s["acked"] and s["ended"] and s["mode"] != "stalled"]
    errored = [s for s in streams if s["acked"] and s["error"] and s["mode"] != "stalled"]
    order_violations = 0
    by_mode: dict[str, list[float]] = {"normal": [], "slow": []}
    worst_lag: dict[str, float] = {}  # a reading stream's largest receipt - sent, by request id
    for stream in streams:
        if not stream["acked"] or stream["mode"] == "stalled":
            continue
        foreign += stream["foreign"]
        times = stream["times"]
        if len(times) == n:
            pairs = list(enumerate(times))
        else:
            # Attributed by time: the latest publish sent before the receipt.
            approximate += 1
            losses += max(0, n - len(times))
            duplicates += max(0, len(times) - n)
            pairs = []
            for t in times:
                k = max((i for i in range(n) if sent[i] <= t), default=None)
                if k is not None:
                    pairs.append((k, t))
        for k, t in pairs:
            if t < sent[k]:
                order_violations += 1
            lat_sent.append(t - sent[k])
            by_mode[stream["mode"]].append(t - sent[k])
            worst_lag[stream["request_id"]] = max(worst_lag.get(stream["request_id"], 0.0), t - sent[k])
            lat_returned.append(t - returned[k])
            by_route["same instance" if stream["instance"] == sends[k][2] else "other instance"].append(t - sent[k])
            per_publish_last[k] = max(per_publish_last[k], t)
    call_ms = summary([r - s for s, r in zip(sent, returned)])
    spread = summary([per_publish_last[k] - sent[k] for k in range(n) if per_publish_last[k] > float("-inf")])
    overlapping = sum(1 for k in range(n - 1) if per_publish_last[k] > sent[k + 1])
    acked = len(streams) - len(not_acked)
    expected = (acked - len(stalled)) * n

    load = os.getloadavg()
    print()
    print(
        f"machine: {os.cpu_count()} vCPU, {platform.system()} {platform.release()}, Python {platform.python_version()}; "
        f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
    )
    print(
        f"publisher: {args.publisher} ({'summarize_thread' if args.publisher == 'summarize' else 'touch'}) via {args.publish_via}; "
        f"uri {data['uri']}"
    )
    print(f"listening client: {data['client']}: {CLIENTS[data['client']]}")
    print(
        f"streams: {len(streams)} ({acked} acknowledged) over 2 instances in {args.listener_procs} listener process(es); "
        f"{n} publishes every {args.spacing_ms:g} ms took {data['publishing_s']:.2f} s"
    )
    print()
    print(
        f"deliveries: {sum(len(s['times']) for s in streams if s['acked']):,} of {expected:,} expected; "
        f"losses {losses}, duplicates {duplicates}, foreign {foreign}; streams not acknowledged {len(not_acked)}, "
        f"ended by the server {len(ended)}, failed after the ack {len(errored)}; streams attributed by time {approximate}; "
        f"receipts before their publish was sent {order_violations}"
    )
    for label, group in (("ended", ended), ("failed", errored), ("not acknowledged", not_acked)):
        for s in group[:3]:
            print(
                f"  {label}: stream {s['request_id']} on {instances[s['instance']].name}: {s['ended'] or s['error']} "
                f"after {len(s['times'])} notifications"
            )
    if not data["all_complete"]:
        print("  NOTE: not every listener saw every notification within 10 s of the last publish")
    print()
    print("latency, receipt - publishing tools/call sent (upper bound):")
    print(f"  all        {fmt_ms(summary(lat_sent))}")
    for route, values in by_route.items():
        print(f"  {route:10} {fmt_ms(summary(values))}")
    print("latency, receipt - publishing tools/call returned (lower bound; negative = before the answer):")
    print(f"  all        {fmt_ms(summary(lat_returned))}")
    if args.slow_readers or args.stalled_readers:
        print(
            f"  by stream: {sum(s['mode'] == 'normal' for s in streams)} normal, {args.slow_readers} slow (reading "
            f"{args.slow_read_bytes_per_s:g} B/s, SO_RCVBUF {args.slow_rcvbuf}), {args.stalled_readers} stalled (reading nothing after the ack)"
        )
        for kind, values in by_mode.items():
            print(f"  {kind:10} {fmt_ms(summary(values))}")
        modes = {s["request_id"]: s["mode"] for s in streams}
        for kind in ("normal", "slow"):
            lags = sorted(lag for rid, lag in worst_lag.items() if modes[rid] == kind)
            if lags:
                print(
                    f"  each {kind} stream's largest lag: median {percentile(lags, 50) * 1000:.0f} ms, "
                    f"slowest stream {lags[-1] * 1000:.0f} ms"
                )
        if stalled:
            got = sorted(len(s["times"]) for s in stalled)
            print(
                f"  stalled streams: {len(stalled)}, ended by the server {sum(1 for s in stalled if s['ended'])}, "
                f"notifications they had read: median {got[len(got) // 2]}, max {got[-1]} of {n}"
            )
    print(f"publishing tools/call round trip:           {fmt_ms(call_ms)}")
    print(f"last delivery of each publish, after sent:  {fmt_ms(spread)}")
    print(f"publishes whose last delivery came after the next publish was sent: {overlapping} of {n - 1}")
    print()
    deliveries = sum(len(s["times"]) for s in streams)
    print(
        f"CPU from the first publish until every stream had all ({data['delivering_s']:.2f} s wall, "
        f"{(os.cpu_count() or 1) * data['delivering_s']:.2f} CPU-s on {os.cpu_count()} cores), per process, and "
        f"divided by all {deliveries:,} deliveries and by its own (clock ticks of 10 ms: coarse for short runs):"
    )
    for name, seconds in data["cpu"].items():
        mine = data["own"].get(name)
        print(
            f"  {name:26} {seconds:6.2f} s  {seconds / max(deliveries, 1) * 1e6:6.1f} us/delivery"
            + (f"  {seconds / mine * 1e6:6.1f} us per delivery of its own ({mine:,})" if mine else "")
        )
    total_cpu = sum(data["cpu"].values())
    print(f"  {'all':26} {total_cpu:6.2f} s  {total_cpu / max(deliveries, 1) * 1e6:6.1f} us/delivery")
    print(f"  the machine over the same time: {data['use']}")
    print()
    print("resident memory (VmRSS) per server process:")
    for index, instance in enumerate(instances):
        count = sum(1 for s in streams if s["instance"] == index and s["acked"])
        idle, with_streams, after = data["rss_idle"][index], data["rss_streams"][index], data["rss_after"][index]
        per = (with_streams - idle) / count if count else float("nan")
        print(
            f"  {instance.name}: {idle / 1024:7.1f} MiB with 0 streams, {with_streams / 1024:7.1f} MiB with {count} idle streams "
            f"-> {per:5.1f} KiB per idle stream; {data['rss_loaded'][index] / 1024:7.1f} MiB once delivered; "
            f"{after / 1024:7.1f} MiB after the streams closed"
        )
    total_streams = sum(1 for s in streams if s["acked"])
    total_delta = sum(data["rss_streams"]) - sum(data["rss_idle"])
    if total_streams:
        print(f"  both: {total_delta / total_streams:.1f} KiB per idle stream")
    print()
    for instance, resets in zip(instances, data["write_resets"], strict=True):
        problems, statuses = server_log_findings(instance)
        cut_offs = sum("buffer full" in line for line in problems)
        print(
            f"server {instance.name} log: listen statuses {statuses}; {len(problems)} warning/error line(s), "
            f"{cut_offs} of them streams ended for a full buffer; {resets} connection(s) reset at the write deadline"
        )
        for line in problems[:5]:
            print(f"    {line}")
    sorted_sent = sorted(lat_sent)
    p99 = percentile(sorted_sent, 99)
    print()
    print(
        f"target p99 < 50 ms (receipt - sent): {'meets' if p99 < 0.050 else 'MISSES'} ({p99 * 1000:.1f} ms); "
        f"losses: {losses}{' (a finding)' if losses or duplicates or len(not_acked) or ended or errored else ''}"
    )
    per_stream_kib = total_delta / total_streams if total_streams else float("nan")
    return {
        "client": data["client"],
        "latency": summary(lat_sent),
        "latency_returned": summary(lat_returned),
        "deliveries": sum(len(s["times"]) for s in streams if s["acked"]),
        "expected": expected,
        "losses": losses,
        "duplicates": duplicates,
        "unacked": len(not_acked),
        "ended": len(ended) + len(errored),
        "rss_kib": per_stream_kib,
        "ok": not (losses or duplicates or not_acked or ended or errored),
        "normal": summary(by_mode["normal"]),
        "slowest": max(worst_lag.values(), default=float("nan")),
    }


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        worker_entry(sys.argv[2])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smoke check: 100 streams, 20 publishes")
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--publishes", type=int, default=100)
    parser.add_argument("--spacing-ms", type=float, default=50.0, help="one publish per slot of this length")
    parser.add_argument("--listener-procs", type=int, default=2, help="processes holding the listen streams")
    parser.add_argument("--publisher", choices=["summarize", "app"], default="summarize")
    parser.add_argument("--publish-via", choices=["alternate", "a", "b"], default="alternate")
    parser.add_argument(
        "--client",
        choices=["raw", "httpx2", "both"],
        default="both",
        help="how the listeners read (both: one full scenario each, fresh servers)",
    )
    parser.add_argument("--deadline", type=float, default=240.0, help="hard bound of the whole run, seconds")
    parser.add_argument(
        "--slow-readers", type=int, default=0, help="streams that read at a throttled rate (raw client)"
    )
    parser.add_argument("--slow-read-bytes-per-s", type=float, default=1000.0, help="the rate a slow stream reads at")
    parser.add_argument(
        "--slow-rcvbuf", type=int, default=4096, help="SO_RCVBUF of the slow and stalled streams' sockets (0: default)"
    )
    parser.add_argument("--stalled-readers", type=int, default=0, help="streams that read nothing after the ack")
    parser.add_argument("--uri-bytes", type=int, default=0, help="pad the app publisher's URI to this length")
    parser.add_argument(
        "--server-root", type=Path, default=ROOT, help="the source tree the instances run (e.g. a checkout of the base)"
    )
    args = parser.parse_args()
    if args.quick:
        args.streams, args.publishes = 100, 20
    if args.streams < 2 or args.publishes < 1 or args.listener_procs < 1:
        parser.error("need at least 2 streams, 1 publish and 1 listener process")
    if args.slow_readers + args.stalled_readers > args.streams:
        parser.error("--slow-readers + --stalled-readers exceed --streams")
    if (args.slow_readers or args.stalled_readers) and args.client != "raw":
        parser.error("slow and stalled readers are a --client raw feature")
    # The instances inherit this limit: each holds up to every stream, plus Redis and the log.
    raise_fd_limit(max(4096, args.streams + 1024))

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"benchmark exceeded its {args.deadline:.0f} s bound")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(args.deadline) + 5)  # the backstop; asyncio.timeout below is the normal bound
    load = os.getloadavg()
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}", flush=True)
    began = monotonic()
    cleanup: list[Any] = []
    tmp = Path(tempfile.mkdtemp(prefix="fanout_bench."))

    kinds = ["raw", "httpx2"] if args.client == "both" else [args.client]
    results = []
    try:
        for kind in kinds:
            remaining = args.deadline - (monotonic() - began)

            async def bounded(kind: str = kind, remaining: float = remaining) -> dict[str, Any]:
                async with asyncio.timeout(remaining):
                    return await run(args, kind, tmp, cleanup)

            print(f"\n=== listening client: {kind} ===", flush=True)
            try:
                import uvloop

                data = uvloop.run(bounded())
            except ImportError:
                data = asyncio.run(bounded())
            for step in reversed(cleanup):
                with contextlib.suppress(Exception):
                    step()
            cleanup.clear()
            results.append(analyse(args, data))
    finally:
        signal.alarm(0)
        for step in reversed(cleanup):
            with contextlib.suppress(Exception):
                step()
    print("\nsummary (latency = receipt - publishing tools/call sent, an upper bound):")
    print(
        f"{'client':8} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'deliveries':>11} {'losses':>7} {'KiB/idle stream':>16}"
        f" {'normal p99':>10} {'slowest stream':>14}"
    )
    for r in results:
        lat = r["latency"]
        print(
            f"{r['client']:8} {lat['p50'] * 1000:8.1f} {lat['p99'] * 1000:8.1f} {lat['max'] * 1000:8.1f} "
            f"{r['deliveries']:>6,}/{r['expected']:<6,} {r['losses']:7} {r['rss_kib']:16.1f}"
            f" {r['normal']['p99'] * 1000:10.1f} {r['slowest'] * 1000:14.1f}"
        )
    status = 0 if all(r["ok"] for r in results) else 1
    print(f"\ndone in {monotonic() - began:.0f} s (server logs and receipts in {tmp})")
    return status


if __name__ == "__main__":
    sys.exit(main())
