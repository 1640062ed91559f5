"""Slow clients cannot hold a real ``mcp-agent serve``: an incomplete request header is closed after
the header timeout (408 when part of it came), a body that stalls is answered 408, and connections
beyond the cap are answered 503 while the open ones keep working (transport/connection_guard.py), and
nothing else is cut: a listen stream outlives every timeout. Raw sockets, so that the client can be
exactly as slow, or as incomplete, as an attacker."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator

import pytest

from tests.support.live_server import LiveServer, live_server
from tests.support.raw_http import closed_by_peer, connect, read_response, request_head
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

HEADER_TIMEOUT = 1.0
BODY_TIMEOUT = 1.0


@pytest.fixture(scope="module")
def server() -> Iterator[LiveServer]:
    env = {
        "MCP_AGENT_HEADER_TIMEOUT_SECONDS": str(HEADER_TIMEOUT),
        "MCP_AGENT_BODY_TIMEOUT_SECONDS": str(BODY_TIMEOUT),
        "MCP_AGENT_KEEPALIVE_SECONDS": "0.5",
    }
    with live_server(env=env) as running:
        yield running


def discover() -> tuple[bytes, dict[str, str]]:
    message = body("server/discover", {})
    return json.dumps(message).encode(), headers_for(message)


def test_a_connection_that_sends_nothing_is_closed_after_the_header_timeout(server: LiveServer) -> None:
    with connect(server.port) as sock:
        started = time.monotonic()
        assert closed_by_peer(sock, HEADER_TIMEOUT + 4)
        assert HEADER_TIMEOUT * 0.8 <= time.monotonic() - started


@pytest.mark.parametrize("partial", [b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n", b"GET /healthz HT", b"P"])
def test_an_incomplete_header_gets_408_and_the_connection_closes(server: LiveServer, partial: bytes) -> None:
    with connect(server.port) as sock:
        started = time.monotonic()
        sock.sendall(partial)
        response = read_response(sock, timeout=HEADER_TIMEOUT + 4)
        elapsed = time.monotonic() - started
        assert response is not None and response.status == 408
        assert response.json()["error"]["code"] == -32600 and "header" in response.json()["error"]["message"]
        assert response.closed
    assert HEADER_TIMEOUT * 0.8 <= elapsed < HEADER_TIMEOUT + 2


def test_a_header_sent_a_byte_at_a_time_is_cut_off_at_the_deadline_not_after_the_last_byte(server: LiveServer) -> None:
    content, headers = discover()
    head = request_head(
        "POST", "/mcp", {**headers, "Content-Length": str(len(content)), "X-Padding": "p" * 200}, server.port
    )
    with connect(server.port) as sock:
        started = time.monotonic()
        sent = 0
        try:
            while sent < len(head) and time.monotonic() - started < HEADER_TIMEOUT + 3:
                sock.sendall(head[sent : sent + 1])
                sent += 1
                time.sleep(0.05)  # each byte well within any per-read timeout
        except (BrokenPipeError, ConnectionResetError):
            pass
        response = read_response(sock, timeout=3)
    assert sent < len(head), "the whole header got through"
    assert response is not None and response.status == 408
    assert time.monotonic() - started < HEADER_TIMEOUT + 3


def test_on_a_kept_alive_connection_the_next_request_header_has_its_own_deadline(server: LiveServer) -> None:
    with connect(server.port) as sock:
        sock.sendall(request_head("GET", "/healthz", {}, server.port))
        first = read_response(sock)
        assert first is not None and first.status == 200
        time.sleep(HEADER_TIMEOUT * 1.5)  # idle between requests: uvicorn's keep-alive timeout (5 s) applies, not ours
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        second = read_response(sock, timeout=HEADER_TIMEOUT + 4)
        assert second is not None and second.status == 408 and second.closed


def test_a_header_in_pieces_within_the_deadline_is_served(server: LiveServer) -> None:
    content, headers = discover()
    head = request_head("POST", "/mcp", {**headers, "Content-Length": str(len(content))}, server.port)
    with connect(server.port) as sock:
        for piece in (head[:10], head[10:40], head[40:]):
            sock.sendall(piece)
            time.sleep(HEADER_TIMEOUT / 5)
        sock.sendall(content)
        response = read_response(sock)
    assert response is not None and response.status == 200 and "result" in response.json()


@pytest.mark.parametrize("path", ["/mcp", "/console/signout"])  # local sign-out reads its form (the CSRF value)
def test_a_body_shorter_than_its_content_length_gets_408(server: LiveServer, path: str) -> None:
    content, headers = discover()
    if path != "/mcp":
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
    with connect(server.port) as sock:
        sock.sendall(
            request_head("POST", path, {**headers, "Content-Length": str(len(content) + 100)}, server.port) + content
        )
        started = time.monotonic()
        response = read_response(sock, timeout=BODY_TIMEOUT + 4)
        elapsed = time.monotonic() - started
        assert response is not None and response.status == 408, response
        assert response.headers["connection"] == "close" and response.closed
    if path == "/mcp":
        error = response.json()["error"]
        assert error["code"] == -32600 and "stalled" in error["message"]
    assert BODY_TIMEOUT * 0.8 <= elapsed < BODY_TIMEOUT + 3


def test_a_chunked_body_that_stalls_gets_408(server: LiveServer) -> None:
    content, headers = discover()
    with connect(server.port) as sock:
        sock.sendall(request_head("POST", "/mcp", {**headers, "Transfer-Encoding": "chunked"}, server.port))
        sock.sendall(b"%x\r\n%s\r\n" % (10, content[:10]))
        response = read_response(sock, timeout=BODY_TIMEOUT + 4)
    assert response is not None and response.status == 408 and response.json()["error"]["code"] == -32600


def test_a_slow_but_steady_body_is_read_to_the_end(server: LiveServer) -> None:
    content, headers = discover()
    with connect(server.port) as sock:
        sock.sendall(request_head("POST", "/mcp", {**headers, "Content-Length": str(len(content))}, server.port))
        step = len(content) // 4 + 1
        for start in range(0, len(content), step):  # 4 pieces over ~2.4 s: longer than the timeout in all
            time.sleep(BODY_TIMEOUT * 0.6)
            sock.sendall(content[start : start + step])
        response = read_response(sock)
    assert response is not None and response.status == 200 and "result" in response.json()


def test_a_listen_stream_outlives_every_timeout(server: LiveServer) -> None:
    message = body("subscriptions/listen", {"notifications": {"toolsListChanged": True}}, id="stays")
    content = json.dumps(message).encode()
    with connect(server.port) as sock:
        sock.sendall(
            request_head("POST", "/mcp", {**headers_for(message), "Content-Length": str(len(content))}, server.port)
            + content
        )
        received = b""
        deadline = time.monotonic() + 3 * max(HEADER_TIMEOUT, BODY_TIMEOUT)
        sock.settimeout(1.0)
        while time.monotonic() < deadline:
            chunk = sock.recv(65536)
            assert chunk, f"the stream was closed: {received!r}"
            received += chunk
    assert received.startswith(b"HTTP/1.1 200") and b"notifications/subscriptions/acknowledged" in received
    assert received.count(b": keep-alive") >= 3  # still flowing at the end


def test_connections_beyond_the_cap_get_503_and_the_open_ones_keep_working() -> None:
    cap = 4
    env = {"MCP_AGENT_MAX_CONNECTIONS": str(cap), "MCP_AGENT_HEADER_TIMEOUT_SECONDS": "30"}
    with live_server(env=env) as capped:
        held = [connect(capped.port) for _ in range(cap)]
        try:
            time.sleep(0.2)  # every one accepted
            with connect(capped.port) as extra:
                extra.sendall(request_head("GET", "/healthz", {}, capped.port))
                refused = read_response(extra)
                assert refused is not None and refused.status == 503
                assert refused.headers["retry-after"] == "1" and refused.headers["connection"] == "close"
                assert (
                    refused.json()["error"]["code"] == -31001
                    and "too many open connections" in refused.json()["error"]["message"]
                )
                assert refused.closed
            held[0].sendall(request_head("GET", "/healthz", {}, capped.port))
            kept = read_response(held[0])
            assert kept is not None and kept.status == 200
        finally:
            for sock in held:
                sock.close()
        time.sleep(0.2)
        with connect(capped.port) as later:
            later.sendall(request_head("GET", "/healthz", {}, capped.port))
            again = read_response(later)
            assert again is not None and again.status == 200  # the cap counts open connections only
        with socket.create_connection(("127.0.0.1", capped.port), timeout=5):
            pass
