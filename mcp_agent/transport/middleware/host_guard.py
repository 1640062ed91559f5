"""DNS-rebinding protection: the Host and Origin of every request must be on an allow-list.

A browser page on evil.example can make a victim's browser POST to a server on 127.0.0.1 by
pointing its own name at 127.0.0.1; the Host and Origin headers still say evil.example, and that
is what this refuses (Host: 421, Origin: 403, both JSON-RPC -31006), before anything else runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from starlette.types import ASGIApp, Receive, Scope, Send

from ...ops.request_facts import note_refusal
from ...protocol.errors import UNTRUSTED_HOST_OR_ORIGIN, McpError
from ...protocol.headers import header_text
from ..responses import send_error

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")
LOOPBACK_ORIGINS = tuple(f"{scheme}://{host}:*" for scheme in ("http", "https") for host in LOOPBACK_HOSTS) + tuple(
    f"{scheme}://{host}" for scheme in ("http", "https") for host in LOOPBACK_HOSTS
)


_MAX_VERDICTS = 1024


def _split_port(authority: str) -> tuple[str, str | None]:
    if authority.startswith("["):
        end = authority.find("]")
        host, rest = authority[: end + 1], authority[end + 1 :]
        return host, rest[1:] if rest.startswith(":") else None
    host, sep, port = authority.rpartition(":")
    return (host, port) if sep else (authority, None)


class HostPolicy:
    """The allow-lists and the verdict on one request's (Host, Origin).

    ``allowed_hosts`` entries: ``name`` (any port), ``name:port``, or ``*``.
    ``allowed_origins`` entries: ``scheme://host[:port]``, ``scheme://host:*``, or ``*``.
    A request without Origin (any non-browser client) passes the Origin check.
    One policy serves ``/mcp`` (whose endpoint reads Host and Origin with the MCP headers, in one
    pass) and the console (behind ``HostGuardMiddleware``).
    """

    def __init__(self, allowed_hosts: Sequence[str], allowed_origins: Sequence[str]) -> None:
        self._any_host = "*" in allowed_hosts
        self._hosts = {h.lower() for h in allowed_hosts if h != "*"}
        self._any_origin = "*" in allowed_origins
        self._origins = {o.lower() for o in allowed_origins if o != "*"}
        # Verdicts by the raw (Host, Origin): the lists never change, and a server sees few distinct pairs.
        self._verdicts: dict[tuple[bytes | None, bytes | None], McpError | None] = {}

    def refusal(self, host: bytes | None, origin: bytes | None) -> McpError | None:
        """None when both headers, as sent, are allowed; else the error to answer with (Host: 421, Origin: 403)."""
        try:
            return self._verdicts[host, origin]
        except KeyError:
            pass
        refusal = None
        if not self.host_allowed(None if host is None else header_text(host)):
            refusal = McpError(UNTRUSTED_HOST_OR_ORIGIN, "Host not allowed", http_status=421)
        elif not self.origin_allowed(None if origin is None else header_text(origin)):
            refusal = McpError(UNTRUSTED_HOST_OR_ORIGIN, "Origin not allowed", http_status=403)
        if len(self._verdicts) < _MAX_VERDICTS:  # a client inventing names cannot grow it further
            self._verdicts[host, origin] = refusal
        return refusal

    def host_allowed(self, host: str | None) -> bool:
        if self._any_host:
            return True
        if not host:
            return False
        host = host.lower()
        if host in self._hosts:
            return True
        name, _port = _split_port(host)
        return name in self._hosts

    def origin_allowed(self, origin: str | None) -> bool:
        if origin is None or self._any_origin:
            return True
        origin = origin.lower()
        if origin in self._origins:
            return True
        scheme, sep, authority = origin.partition("://")
        if not sep:
            return False
        name, port = _split_port(authority)
        return port is not None and f"{scheme}://{name}:*" in self._origins


class HostGuardMiddleware:
    """Refuses, before anything else runs, a request whose Host or Origin ``policy`` does not allow."""

    def __init__(self, app: ASGIApp, policy: HostPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = origin = None
            for name, value in scope["headers"]:  # ASGI header names are lower-case
                if name == b"host":
                    host = value
                elif name == b"origin":
                    origin = value
            refusal = self.policy.refusal(host, origin)
            if refusal is not None:
                note_refusal(scope, refusal)
                await send_error(send, refusal)
                return
        await self.app(scope, receive, send)
