"""Reading the MCP request headers exactly as the spec compares them.

Names are matched case-insensitively: ASGI servers hand them over lower-cased (the ASGI spec
requires it), so they are compared as they come,
values are trimmed of optional whitespace (RFC 9110 §5.5) and compared
case-sensitively, and a header that appears twice is an error rather than a guess.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from .errors import McpError, header_mismatch

_BASE64_PREFIX = "=?base64?"
_BASE64_SUFFIX = "?="
_PARAM_PREFIX = b"mcp-param-"

_NO_PARAMS: Mapping[str, str] = MappingProxyType({})


class McpHeaders:
    """The MCP-relevant headers of one request, plus Host, Origin and the rest we look at.

    A plain class whose defaults live on the class: a request sets only the headers it sent, and
    building one costs no more than that (every request builds one).
    """

    protocol_version: str | None = None
    method: str | None = None
    name: str | None = None
    # Lower-cased suffix after "mcp-param-" → raw (trimmed) value.
    params: Mapping[str, str] = _NO_PARAMS
    # Host and Origin as sent: only ever looked up in the allow-lists' verdicts (HostPolicy).
    host: bytes | None = None
    origin: bytes | None = None
    authorization: str | None = None
    idempotency_key: str | None = None
    content_length: int | None = None
    # Only read to tell a 2025-era client apart (protocol/era.py); never minted nor echoed.
    session_id: str | None = None
    duplicated: str | None = None


def header_text(raw: bytes) -> str:
    """A header value as compared: latin-1 maps every byte, so a stray non-ASCII byte surfaces as a
    mismatch (or a name not on an allow-list), never a crash; optional whitespace trimmed."""
    return raw.decode("latin-1").strip(" \t")


def read_headers(raw_headers: Iterable[tuple[bytes, bytes]]) -> McpHeaders:
    # Every request runs this loop: names are compared as bytes, the most frequent first, and values
    # decoded inline (header_text), because a dict lookup, a call or a getattr per header costs more.
    headers = McpHeaders()
    for name, raw_value in raw_headers:
        if name == b"host":
            headers.host = raw_value
        elif name == b"content-length":
            headers.content_length = int(raw_value) if raw_value.isdigit() else None  # else the body limit counts
        elif name == b"mcp-protocol-version":
            if headers.protocol_version is not None:
                _twice(headers, "MCP-Protocol-Version")
            headers.protocol_version = raw_value.decode("latin-1").strip(" \t")
        elif name == b"mcp-method":
            if headers.method is not None:
                _twice(headers, "Mcp-Method")
            headers.method = raw_value.decode("latin-1").strip(" \t")
        elif name == b"mcp-name":
            if headers.name is not None:
                _twice(headers, "Mcp-Name")
            headers.name = raw_value.decode("latin-1").strip(" \t")
        elif name == b"origin":
            headers.origin = raw_value
        elif name == b"authorization":
            headers.authorization = raw_value.decode("latin-1").strip(" \t")
        elif name == b"idempotency-key":
            if headers.idempotency_key is not None:
                _twice(headers, "Idempotency-Key")
            headers.idempotency_key = raw_value.decode("latin-1").strip(" \t")
        elif name == b"mcp-session-id":
            headers.session_id = raw_value.decode("latin-1").strip(" \t")
        elif name[:10] == _PARAM_PREFIX:
            suffix = name[10:].decode("latin-1")
            params = headers.params
            if params is _NO_PARAMS:
                params = headers.params = {}
            elif suffix in params:
                _twice(headers, f"Mcp-Param-{suffix}")
            params[suffix] = header_text(raw_value)  # type: ignore[index]
    return headers


def _twice(headers: McpHeaders, spelling: str) -> None:
    if headers.duplicated is None:  # the first header found twice is the one the error names
        headers.duplicated = spelling


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


__all__ = ["McpHeaders", "McpError", "header_text", "read_headers", "decode_header_value", "require_single"]
