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

# Wire name → (McpHeaders attribute, the spelling an error names when it appears twice or None when
# the last one counts, how the value is kept). One lookup per header: every request pays this loop.
_TEXT, _RAW, _LENGTH = "text", "raw", "length"
_FIELDS: dict[bytes, tuple[str, str | None, str]] = {
    b"host": ("host", None, _RAW),
    b"content-length": ("content_length", None, _LENGTH),
    b"mcp-protocol-version": ("protocol_version", "MCP-Protocol-Version", _TEXT),
    b"mcp-method": ("method", "Mcp-Method", _TEXT),
    b"mcp-name": ("name", "Mcp-Name", _TEXT),
    b"origin": ("origin", None, _RAW),
    b"authorization": ("authorization", None, _TEXT),
    b"idempotency-key": ("idempotency_key", "Idempotency-Key", _TEXT),
    b"mcp-session-id": ("session_id", None, _TEXT),
}
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
    headers = McpHeaders()
    for name, raw_value in raw_headers:
        known = _FIELDS.get(name)
        if known is not None:
            attr, spelling, kind = known
            if spelling is not None and getattr(headers, attr) is not None:
                headers.duplicated = headers.duplicated or spelling
            if kind is _TEXT:
                setattr(headers, attr, raw_value.decode("latin-1").strip(" \t"))  # header_text, inlined: the hot loop
            elif kind is _RAW:
                setattr(headers, attr, raw_value)
            else:
                headers.content_length = _length(raw_value)
        elif name.startswith(_PARAM_PREFIX):
            suffix = name[len(_PARAM_PREFIX) :].decode("latin-1")
            params = headers.params
            if params is _NO_PARAMS:
                params = headers.params = {}
            elif suffix in params:
                headers.duplicated = headers.duplicated or f"Mcp-Param-{suffix}"
            params[suffix] = header_text(raw_value)  # type: ignore[index]
    return headers


def _length(raw: bytes) -> int | None:
    try:
        return int(raw)
    except ValueError:
        return None  # then the body limit counts what it reads instead


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
