"""A response whose client takes none of it ends after the write deadline
(``MCP_AGENT_WRITE_TIMEOUT_SECONDS``, transport/connection_guard.py), and one whose client reads,
however slowly, is never cut by it. A real ``mcp-agent serve`` and raw sockets: a listen stream's
client reads its acknowledgement, then stops reading (or reads a little at a time) while changes of
16 kB each are published until the server's buffers are full (the kernel takes ~3 MB first)."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator

import httpx2 as httpx
import pytest

from tests.support.live_server import LiveServer, live_server
from tests.support.raw_http import read_response, request_head
from tests.support.requests import body, headers_for
from tests.support.server import RESOURCE_URI

pytestmark = pytest.mark.integration

WRITE_TIMEOUT = 1.0
CHANGE_BYTES = 16_000


def kernel_send_buffer_max() -> int:
    """What Linux may grow a socket's send buffer to (``tcp_wmem``'s maximum; 4 MiB by default)."""
    try:
        with open("/proc/sys/net/ipv4/tcp_wmem") as limits:
            return int(limits.read().split()[2])
    except OSError:
        return 4 * 1_048_576


# 6.4 MB at least, half as much again as the kernel's send buffer may hold (~3 MB taken here before
# uvicorn's writes pause): more than a stalled client's connection can absorb.
CHANGES = max(400, kernel_send_buffer_max() * 3 // 2 // CHANGE_BYTES)
UPDATED = b"notifications/resources/updated"


@pytest.fixture(scope="module")
def server() -> Iterator[LiveServer]:
    env = {
        "MCP_AGENT_WRITE_TIMEOUT_SECONDS": str(WRITE_TIMEOUT),
        "MCP_AGENT_LISTEN_MAX_STREAMS_PER_TENANT": "1",
        # So that only the write deadline could end the slow reader's stream (not its buffer's policy).
        "MCP_AGENT_LISTEN_BUFFER": str(2 * CHANGES),
    }
    with live_server("--app", "tests.support.publishing_app:server", env=env) as running:
        yield running


def send_listen(port: int, receive_buffer: int | None = None) -> socket.socket:
    message = body("subscriptions/listen", {"notifications": {"resourceSubscriptions": [RESOURCE_URI]}}, id="w")
    content = json.dumps(message).encode()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer is not None:  # before connecting: the window is agreed then
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    sock.sendall(request_head("POST", "/mcp", {**headers_for(message), "Content-Length": str(len(content))}, port))
    sock.sendall(content)
    return sock


def read_until_acknowledged(sock: socket.socket) -> bytes:
    received = b""
    while b"notifications/subscriptions/acknowledged" not in received:
        chunk = sock.recv(65536)
        assert chunk, f"closed before the acknowledgement: {received!r}"
        received += chunk
    assert received.startswith(b"HTTP/1.1 200")
    return received


def listen_status(port: int) -> int:
    """The status of a new listen (a 200 stream is closed at once)."""
    with send_listen(port) as sock:
        response = read_response(sock, timeout=5)
    assert response is not None
    return response.status


def publish(port: int, count: int) -> None:
    uri = f"{RESOURCE_URI}/{'x' * CHANGE_BYTES}"  # a sub-resource of the subscribed URI, so every change is delivered
    message = body("tools/call", {"name": "publish_change", "arguments": {"kind": "resource", "uri": uri}})
    with httpx.Client(timeout=10, trust_env=False) as client:
        for _ in range(count):
            response = client.post(f"http://127.0.0.1:{port}/mcp", json=message, headers=headers_for(message))
            assert response.json()["result"]["content"][0]["text"] == "published"


def metric(port: int, name: str) -> float:
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5, trust_env=False).text
    found = re.search(rf"^{name} (\S+)$", text, re.MULTILINE)
    assert found, name
    return float(found.group(1))


def test_a_stream_whose_client_stopped_reading_ends_at_the_write_deadline(server: LiveServer) -> None:
    resets_before = metric(server.port, "mcp_agent_write_timeouts_total")
    with send_listen(server.port, receive_buffer=4096) as stalled:
        read_until_acknowledged(stalled)  # and nothing more
        assert listen_status(server.port) == 429  # the tenant's one stream is the stalled one
        publish(server.port, CHANGES)
        published = time.monotonic()
        # Writing paused before the last publish: the stream is gone within the deadline and the watch's tick.
        while listen_status(server.port) != 200:
            assert time.monotonic() - published < WRITE_TIMEOUT * 1.25 + 2, "the stalled stream still holds its slot"
            time.sleep(0.1)
        assert metric(server.port, "mcp_agent_listen_streams") == 0
        assert metric(server.port, "mcp_agent_write_timeouts_total") == resets_before + 1
        stalled.settimeout(5)
        with pytest.raises(ConnectionResetError):  # reset: what the kernels held is dropped too
            while stalled.recv(65536):
                pass


def test_a_client_that_reads_slowly_is_not_cut(server: LiveServer) -> None:
    received = bytearray()
    closed = threading.Event()

    def read_slowly(sock: socket.socket) -> None:
        # ~1 MB/s: the server's writes pause for longer than the deadline while the kernel's ~3 MB drain.
        deadline = time.monotonic() + 30
        while received.count(UPDATED) < CHANGES and time.monotonic() < deadline:
            try:
                chunk = sock.recv(16_384)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                closed.set()
                return
            received.extend(chunk)
            time.sleep(0.015)

    with send_listen(server.port) as sock:
        received.extend(read_until_acknowledged(sock))
        reader = threading.Thread(target=read_slowly, args=(sock,))
        reader.start()
        started = time.monotonic()
        publish(server.port, CHANGES)
        reader.join()
        took = time.monotonic() - started
        assert not closed.is_set() and received.count(UPDATED) == CHANGES
        assert took > 3 * WRITE_TIMEOUT  # the reading outlasted the deadline several times over
        assert listen_status(server.port) == 429  # the stream still open
