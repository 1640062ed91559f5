"""JSON-RPC errors with the HTTP status each one is sent with.

The spec fixes the status for the 2026 envelope errors (400 for -32602/-32020/-32021/-32022,
404 for -32601). Our own application codes live outside every range JSON-RPC and MCP reserve
(-32768..-32000), so a client can never confuse them with protocol errors.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any, Final

# "X as X" marks the spec's codes as re-exported (mypy strict), so callers take every error code from here.
from mcp_types import (
    HEADER_MISMATCH as HEADER_MISMATCH,
)
from mcp_types import (
    INTERNAL_ERROR as INTERNAL_ERROR,
)
from mcp_types import (
    INVALID_PARAMS as INVALID_PARAMS,
)
from mcp_types import (
    INVALID_REQUEST as INVALID_REQUEST,
)
from mcp_types import (
    METHOD_NOT_FOUND as METHOD_NOT_FOUND,
)
from mcp_types import (
    MISSING_REQUIRED_CLIENT_CAPABILITY as MISSING_REQUIRED_CLIENT_CAPABILITY,
)
from mcp_types import (
    PARSE_ERROR as PARSE_ERROR,
)
from mcp_types import (
    UNSUPPORTED_PROTOCOL_VERSION as UNSUPPORTED_PROTOCOL_VERSION,
)

# Application-defined codes (documented in the README).
STORE_UNAVAILABLE: Final = -31001
IDEMPOTENCY_KEY_REUSED: Final = -31002
IDEMPOTENCY_IN_PROGRESS: Final = -31003
UNAUTHENTICATED: Final = -31004
REQUEST_TOO_LARGE: Final = -31005
UNTRUSTED_HOST_OR_ORIGIN: Final = -31006
SHUTTING_DOWN: Final = -31007
INSUFFICIENT_SCOPE: Final = -31008
RATE_LIMITED: Final = -31009

HTTP_STATUS_BY_CODE: Final[dict[int, int]] = {
    PARSE_ERROR: 400,
    INVALID_REQUEST: 400,
    INVALID_PARAMS: 400,
    METHOD_NOT_FOUND: 404,
    INTERNAL_ERROR: 500,
    HEADER_MISMATCH: 400,
    MISSING_REQUIRED_CLIENT_CAPABILITY: 400,
    UNSUPPORTED_PROTOCOL_VERSION: 400,
    STORE_UNAVAILABLE: 503,
    IDEMPOTENCY_KEY_REUSED: 422,
    IDEMPOTENCY_IN_PROGRESS: 409,
    UNAUTHENTICATED: 401,
    REQUEST_TOO_LARGE: 413,
    UNTRUSTED_HOST_OR_ORIGIN: 403,
    SHUTTING_DOWN: 503,
    INSUFFICIENT_SCOPE: 403,
    RATE_LIMITED: 429,
}

# A short name per code (the ``error`` label of the request metrics: one bounded set, whatever the codes sent).
ERROR_NAMES: Final[dict[int, str]] = {
    PARSE_ERROR: "parse_error",
    INVALID_REQUEST: "invalid_request",
    INVALID_PARAMS: "invalid_params",
    METHOD_NOT_FOUND: "method_not_found",
    INTERNAL_ERROR: "internal_error",
    HEADER_MISMATCH: "header_mismatch",
    MISSING_REQUIRED_CLIENT_CAPABILITY: "missing_capability",
    UNSUPPORTED_PROTOCOL_VERSION: "unsupported_version",
    STORE_UNAVAILABLE: "unavailable",
    IDEMPOTENCY_KEY_REUSED: "idempotency_key_reused",
    IDEMPOTENCY_IN_PROGRESS: "idempotency_in_progress",
    UNAUTHENTICATED: "unauthenticated",
    REQUEST_TOO_LARGE: "request_too_large",
    UNTRUSTED_HOST_OR_ORIGIN: "untrusted_host_or_origin",
    SHUTTING_DOWN: "shutting_down",
    INSUFFICIENT_SCOPE: "insufficient_scope",
    RATE_LIMITED: "rate_limited",
}
OTHER_ERROR: Final = "other"

# The Retry-After a client gets with a 503 for a backend that is away, or a server that is stopping:
# long enough that a client's retry is not part of the same blip, short enough to feel instant.
UNAVAILABLE_RETRY_AFTER_SECONDS: Final = 1.0


class McpError(Exception):
    """A JSON-RPC error to send back; raised anywhere on the request path."""

    def __init__(
        self,
        code: int,
        message: str,
        data: Any = None,
        *,
        http_status: int | None = None,
        headers: Sequence[tuple[bytes, bytes]] = (),
        retry_after_seconds: float | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data
        self.http_status = http_status if http_status is not None else HTTP_STATUS_BY_CODE.get(code, 200)
        # Extra response headers the error is sent with (e.g. WWW-Authenticate on 401/403).
        self.headers = tuple(headers)
        # When the client may retry (sent as a Retry-After header, in whole seconds, by the transport).
        self.retry_after_seconds = retry_after_seconds

    def to_error(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error


def parse_error(message: str = "Parse error: the body is not valid JSON") -> McpError:
    return McpError(PARSE_ERROR, message)


def invalid_request(message: str) -> McpError:
    return McpError(INVALID_REQUEST, message)


def invalid_params(message: str, data: Any = None) -> McpError:
    return McpError(INVALID_PARAMS, message, data)


def header_mismatch(message: str) -> McpError:
    return McpError(HEADER_MISMATCH, f"Header mismatch: {message}")


def unsupported_version(requested: str, supported: tuple[str, ...]) -> McpError:
    return McpError(
        UNSUPPORTED_PROTOCOL_VERSION,
        f"Unsupported protocol version {requested!r}; this server speaks {', '.join(supported)}",
        {"supported": list(supported), "requested": requested},
    )


def method_not_found(method: str) -> McpError:
    return McpError(METHOD_NOT_FOUND, f"Method not found: {method}", {"method": method})


def missing_capability(required: dict[str, Any]) -> McpError:
    names = ", ".join(sorted(required))
    return McpError(
        MISSING_REQUIRED_CLIENT_CAPABILITY,
        f"This request needs client capabilities it did not declare: {names}",
        {"requiredCapabilities": required},
    )


def store_unavailable() -> McpError:
    return McpError(
        STORE_UNAVAILABLE,
        "The session store is unavailable; retry shortly",
        retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )


def bus_unavailable() -> McpError:
    return McpError(
        STORE_UNAVAILABLE,
        "The change bus is unavailable; retry shortly",
        retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )


def authorization_server_unavailable() -> McpError:
    """The token could not be checked (its authorization server did not answer): not the client's fault."""
    return McpError(
        STORE_UNAVAILABLE,
        "The authorization server could not be asked about this token; retry shortly",
        retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )


def internal_error() -> McpError:
    return McpError(INTERNAL_ERROR, "Internal error")


def shutting_down() -> McpError:
    return McpError(
        SHUTTING_DOWN,
        "The server is shutting down and stopped this request; retry it (with the same idempotency key)",
        retry_after_seconds=UNAVAILABLE_RETRY_AFTER_SECONDS,
    )


def rate_limited(retry_after_seconds: float) -> McpError:
    """HTTP 429: the caller's tenant sent more requests than its rate allows; retry after the delay."""
    return McpError(
        RATE_LIMITED,
        "Rate limit exceeded; retry after the delay in data.retryAfterMs",
        {"retryAfterMs": max(0, math.ceil(retry_after_seconds * 1000))},
        retry_after_seconds=retry_after_seconds,
    )


# A listen refused for too many open streams: a stream frees its slot only when its client leaves.
TOO_MANY_STREAMS_RETRY_AFTER_SECONDS: Final = 5.0


def too_many_streams(why: str) -> McpError:
    """HTTP 429 for a listen beyond the open-stream limits; the same code as the rate limit, its own message."""
    return McpError(
        RATE_LIMITED,
        f"Too many listen streams: {why}; close one, or retry after the delay in data.retryAfterMs",
        {"retryAfterMs": math.ceil(TOO_MANY_STREAMS_RETRY_AFTER_SECONDS * 1000)},
        retry_after_seconds=TOO_MANY_STREAMS_RETRY_AFTER_SECONDS,
    )


def retry_after_header(seconds: float) -> tuple[bytes, bytes]:
    """``Retry-After`` takes whole seconds (RFC 9110 §10.2.3): rounded up, and never 0 (which invites a busy loop)."""
    return (b"retry-after", b"%d" % max(1, math.ceil(seconds)))


def unauthenticated(reason: str) -> McpError:
    return McpError(
        UNAUTHENTICATED, f"Unauthenticated: {reason}", headers=[(b"www-authenticate", b'Bearer realm="mcp"')]
    )


def insufficient_scope(required: Iterable[str]) -> McpError:
    """RFC 6750 §3.1: the token is valid but lacks a scope this request needs; ``required`` is every scope it needs."""
    scope = " ".join(sorted(required))
    challenge = f'Bearer realm="mcp", error="insufficient_scope", scope="{scope}"'.encode()
    return McpError(
        INSUFFICIENT_SCOPE,
        f"This token lacks scope(s) this request needs (it needs: {scope})",
        {"requiredScopes": sorted(required)},
        headers=[(b"www-authenticate", challenge)],
    )
