"""DNS-rebinding protection: the Host and Origin of every request must be on an allow-list.

A browser page on evil.example can make a victim's browser POST to a server on
127.0.0.1 by pointing its own name at 127.0.0.1; the Host and Origin headers still
say evil.example, and that is what we refuse.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..protocol.errors import UNTRUSTED_HOST_OR_ORIGIN, McpError

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")
LOOPBACK_ORIGINS = tuple(f"{scheme}://{host}:*" for scheme in ("http", "https") for host in LOOPBACK_HOSTS) + tuple(
    f"{scheme}://{host}" for scheme in ("http", "https") for host in LOOPBACK_HOSTS
)


def _split_port(authority: str) -> tuple[str, str | None]:
    if authority.startswith("["):
        end = authority.find("]")
        host, rest = authority[: end + 1], authority[end + 1 :]
        return host, rest[1:] if rest.startswith(":") else None
    host, sep, port = authority.rpartition(":")
    return (host, port) if sep else (authority, None)


class HostGuard:
    """``allowed_hosts`` entries: ``name`` (any port), ``name:port``, or ``*``.
    ``allowed_origins`` entries: ``scheme://host[:port]``, ``scheme://host:*``, or ``*``.
    A request without Origin (any non-browser client) passes the Origin check.
    """

    def __init__(self, allowed_hosts: Sequence[str], allowed_origins: Sequence[str]) -> None:
        self._any_host = "*" in allowed_hosts
        self._hosts = {h.lower() for h in allowed_hosts if h != "*"}
        self._any_origin = "*" in allowed_origins
        self._origins = {o.lower() for o in allowed_origins if o != "*"}

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

    def rejection(self, host: str | None, origin: str | None) -> McpError | None:
        if not self.host_allowed(host):
            return McpError(UNTRUSTED_HOST_OR_ORIGIN, "Host not allowed", http_status=421)
        if not self.origin_allowed(origin):
            return McpError(UNTRUSTED_HOST_OR_ORIGIN, "Origin not allowed", http_status=403)
        return None
