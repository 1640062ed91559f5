"""Raw HTTP/1.1 over a socket, for tests that send what no HTTP client library would: partial
headers, stalled bodies, malformed request lines."""

from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass
from typing import Any


@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]  # lower-case names; the last value of a repeated header
    body: bytes
    closed: bool  # the server closed the connection after it

    def json(self) -> Any:
        return json.loads(self.body)


def connect(port: int, timeout: float = 10.0) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def read_response(sock: socket.socket, timeout: float = 10.0) -> RawResponse | None:
    """One response (Content-Length or close-delimited bodies), or None if the server closed without one."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None if not data else _parse(data, b"", closed=True)
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    response = _parse(head, b"", closed=False)
    length = response.headers.get("content-length")
    if length is not None:
        while len(rest) < int(length):
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
        response.body = rest[: int(length)]
    else:  # close-delimited (or a stream: the caller reads it itself)
        response.body = rest
    response.closed = closed_by_peer(sock, 0.5) if response.headers.get("connection") == "close" else False
    return response


def closed_by_peer(sock: socket.socket, within: float) -> bool:
    """True if the server closes the connection within ``within`` seconds (anything it sends first is skipped)."""
    deadline = time.monotonic() + within
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            sock.settimeout(left)
            if not sock.recv(65536):
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def _parse(head: bytes, body: bytes, *, closed: bool) -> RawResponse:
    lines = head.split(b"\r\n")
    status = int(lines[0].split(b" ")[1])
    headers: dict[str, str] = {}
    for line in lines[1:]:
        if b":" in line:
            name, value = line.split(b":", 1)
            headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
    return RawResponse(status, headers, body, closed)


def request_head(method: str, path: str, headers: dict[str, str], port: int) -> bytes:
    lines = [
        f"{method} {path} HTTP/1.1",
        f"Host: 127.0.0.1:{port}",
        *(f"{name}: {value}" for name, value in headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
