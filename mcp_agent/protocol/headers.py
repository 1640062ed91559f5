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
from functools import cached_property
from types import MappingProxyType

from .errors import McpError, header_mismatch

_BASE64_PREFIX = "=?base64?"
_BASE64_SUFFIX = "?="
_PARAM_PREFIX = b"mcp-param-"

_NO_PARAMS: Mapping[str, str] = MappingProxyType({})
_NO_HEADERS: Mapping[bytes, bytes] = MappingProxyType({})


class McpHeaders:
    """The MCP-relevant headers of one request, plus Host, Origin and the rest we look at.

    A plain class whose defaults live on the class: a request sets only the headers it sent, and
    building one costs no more than that (every request builds one).
    """

    protocol_version: str | None = None
    method: str | None = None
    name: str | None = None
    # Host and Origin as sent: only ever looked up in the allow-lists' verdicts (HostPolicy).
    host: bytes | None = None
    origin: bytes | None = None
    authorization: str | None = None
    idempotency_key: str | None = None
    content_length: int | None = None
    # Only read to tell a 2025-era client apart (protocol/era.py); never minted nor echoed.
    session_id: str | None = None
    duplicated: str | None = None
    # Every header by name when no name came twice (else empty): what ``params`` and the tracer's propagated
    # context are read from, only if asked.
    by_name: Mapping[bytes, bytes] = _NO_HEADERS

    @cached_property
    def params(self) -> Mapping[str, str]:
        """Lower-cased suffix after "mcp-param-" → raw (trimmed) value. Read only for a tool whose
        arguments are mirrored in headers, so most requests never look for them."""
        found = {
            name[10:].decode("latin-1"): header_text(value)
            for name, value in self.by_name.items()
            if name[:10] == _PARAM_PREFIX
        }
        return found or _NO_PARAMS


def header_text(raw: bytes) -> str:
    """A header value as compared: latin-1 maps every byte, so a stray non-ASCII byte surfaces as a
    mismatch (or a name not on an allow-list), never a crash; optional whitespace trimmed."""
    return raw.decode("latin-1").strip(" \t")


def read_headers(raw_headers: Iterable[tuple[bytes, bytes]]) -> McpHeaders:
    # Every request runs this: the headers become one dict in C, and each header we look at is one
    # lookup in it. A name sent twice (the dict is shorter than the list) takes the loop that names it.
    listed = raw_headers if raw_headers.__class__ is list else list(raw_headers)
    by_name = dict(listed)
    if len(by_name) != len(listed):
        return _read_each(listed)
    headers = McpHeaders()
    headers.by_name = by_name
    get = by_name.get
    headers.host = get(b"host")
    headers.origin = get(b"origin")
    if (value := get(b"content-length")) is not None:
        headers.content_length = int(value) if value.isdigit() else None  # else the body limit counts
    # The routing headers repeat from request to request: their text is looked up, not decoded each time.
    if (value := get(b"mcp-protocol-version")) is not None:
        headers.protocol_version = _TEXTS.get(value) or _remembered(value)
    if (value := get(b"mcp-method")) is not None:
        headers.method = _TEXTS.get(value) or _remembered(value)
    if (value := get(b"mcp-name")) is not None:
        headers.name = _TEXTS.get(value) or _remembered(value)
    if (value := get(b"authorization")) is not None:
        headers.authorization = value.decode("latin-1").strip(" \t")
    if (value := get(b"idempotency-key")) is not None:
        headers.idempotency_key = value.decode("latin-1").strip(" \t")
    if (value := get(b"mcp-session-id")) is not None:
        headers.session_id = value.decode("latin-1").strip(" \t")
    return headers


# Header value as sent → its text (header_text): bounded, cleared when clients send new values.
_TEXTS: dict[bytes, str] = {}
_MAX_TEXTS = 1024
_MAX_TEXT_BYTES = 256  # only short values are kept: versions, methods, tool names


def _remembered(raw: bytes) -> str:
    text = raw.decode("latin-1").strip(" \t")
    if len(raw) <= _MAX_TEXT_BYTES and text:
        if len(_TEXTS) >= _MAX_TEXTS:
            _TEXTS.clear()
        _TEXTS[raw] = text
    return text


def _read_each(raw_headers: list[tuple[bytes, bytes]]) -> McpHeaders:
    """Some header name came more than once: read them one by one, noting the first MCP header sent twice."""
    headers = McpHeaders()
    params: dict[str, str] = {}
    for name, raw_value in raw_headers:
        if name == b"host":
            headers.host = raw_value
        elif name == b"content-length":
            headers.content_length = int(raw_value) if raw_value.isdigit() else None
        elif name == b"mcp-protocol-version":
            if headers.protocol_version is not None:
                _twice(headers, "MCP-Protocol-Version")
            headers.protocol_version = header_text(raw_value)
        elif name == b"mcp-method":
            if headers.method is not None:
                _twice(headers, "Mcp-Method")
            headers.method = header_text(raw_value)
        elif name == b"mcp-name":
            if headers.name is not None:
                _twice(headers, "Mcp-Name")
            headers.name = header_text(raw_value)
        elif name == b"origin":
            headers.origin = raw_value
        elif name == b"authorization":
            headers.authorization = header_text(raw_value)
        elif name == b"idempotency-key":
            if headers.idempotency_key is not None:
                _twice(headers, "Idempotency-Key")
            headers.idempotency_key = header_text(raw_value)
        elif name == b"mcp-session-id":
            headers.session_id = header_text(raw_value)
        elif name[:10] == _PARAM_PREFIX:
            suffix = name[10:].decode("latin-1")
            if suffix in params:
                _twice(headers, f"Mcp-Param-{suffix}")
            params[suffix] = header_text(raw_value)
    if params:
        headers.params = params
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
