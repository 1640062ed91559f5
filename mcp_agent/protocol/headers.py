"""Reading the MCP request headers exactly as the spec compares them.

Names are matched case-insensitively: ASGI servers hand them over lower-cased (the ASGI spec
requires it), so they are compared as they come,
values are trimmed of optional whitespace (RFC 9110 §5.5) and compared
case-sensitively, and a header that appears twice is an error rather than a guess.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import McpError, header_mismatch

_BASE64_PREFIX = "=?base64?"
_BASE64_SUFFIX = "?="
_PARAM_PREFIX = b"mcp-param-"

# Wire name → (attribute, canonical spelling for error messages).
_ROUTING = {
    b"mcp-protocol-version": ("protocol_version", "MCP-Protocol-Version"),
    b"mcp-method": ("method", "Mcp-Method"),
    b"mcp-name": ("name", "Mcp-Name"),
}


@dataclass(slots=True)
class McpHeaders:
    """The MCP-relevant headers of one request, plus Host, Origin and the rest we look at."""

    protocol_version: str | None = None
    method: str | None = None
    name: str | None = None
    # Lower-cased suffix after "mcp-param-" → raw (trimmed) value.
    params: dict[str, str] = field(default_factory=dict)
    host: str | None = None
    origin: str | None = None
    authorization: str | None = None
    idempotency_key: str | None = None
    content_length: int | None = None
    # Only read to tell a 2025-era client apart (protocol/era.py); never minted nor echoed.
    session_id: str | None = None
    duplicated: str | None = None


def _text(raw: bytes) -> str:
    # latin-1 maps every byte, so a stray non-ASCII byte surfaces as a mismatch, never a crash.
    return raw.decode("latin-1").strip(" \t")


def read_headers(raw_headers: Iterable[tuple[bytes, bytes]]) -> McpHeaders:
    headers = McpHeaders()
    for name, raw_value in raw_headers:
        routing = _ROUTING.get(name)
        if routing is not None:
            attr, spelling = routing
            if getattr(headers, attr) is not None:
                headers.duplicated = headers.duplicated or spelling
            setattr(headers, attr, _text(raw_value))
        elif name.startswith(_PARAM_PREFIX):
            suffix = name[len(_PARAM_PREFIX) :].decode("latin-1")
            if suffix in headers.params:
                headers.duplicated = headers.duplicated or f"Mcp-Param-{suffix}"
            headers.params[suffix] = _text(raw_value)
        elif name == b"host":
            headers.host = _text(raw_value)
        elif name == b"origin":
            headers.origin = _text(raw_value)
        elif name == b"authorization":
            headers.authorization = _text(raw_value)
        elif name == b"idempotency-key":
            if headers.idempotency_key is not None:
                headers.duplicated = headers.duplicated or "Idempotency-Key"
            headers.idempotency_key = _text(raw_value)
        elif name == b"mcp-session-id":
            headers.session_id = _text(raw_value)
        elif name == b"content-length":
            try:
                headers.content_length = int(raw_value)
            except ValueError:
                headers.content_length = None
    return headers


def decode_header_value(value: str, header: str) -> str:
    """Decode the ``=?base64?…?=`` sentinel form; any other value is literal."""
    if not (value.startswith(_BASE64_PREFIX) and value.endswith(_BASE64_SUFFIX) and len(value) >= 11):
        return value
    encoded = value[len(_BASE64_PREFIX) : -len(_BASE64_SUFFIX)]
    try:
        return base64.b64decode(encoded, validate=True).decode("utf-8")
    except (binascii.Error, ValueError) as exc:
        raise header_mismatch(f"{header} header carries malformed base64") from exc


def require_single(headers: McpHeaders) -> None:
    if headers.duplicated is not None:
        raise header_mismatch(f"{headers.duplicated} header appears more than once")


__all__ = ["McpHeaders", "McpError", "read_headers", "decode_header_value", "require_single"]
