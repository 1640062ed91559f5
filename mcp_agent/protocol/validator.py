"""The per-request validator: a 2026-07-28 request is served only after every check here passed.

Checks run in the order the conformance suite pins down where the spec is silent
(see spec-notes/validation.md): era → required ``_meta`` (-32602) → routing headers
agree with the body (-32020) → version supported (-32022) → method exists (404/-32601)
→ ``Mcp-Param-*`` agree with ``x-mcp-header`` arguments (-32020) → ``logLevel`` (-32602).
Parameter shapes and client capabilities are checked by the dispatcher, after this.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Mapping
from dataclasses import dataclass
from typing import NoReturn

from mcp_types import LoggingLevel, ProgressToken, RequestId

from .era import select_era
from .errors import (
    McpError,
    header_mismatch,
    invalid_params,
    invalid_request,
    method_not_found,
    unsupported_version,
)
from .headers import McpHeaders, decode_header_value, require_single
from .wire import (
    CLIENT_CAPABILITIES_META_KEY,
    IDEMPOTENCY_META_KEY,
    LOG_LEVEL_META_KEY,
    LOG_LEVELS,
    NAME_BEARING_METHODS,
    PROTOCOL_VERSION_META_KEY,
    SUPPORTED_VERSIONS,
    JsonObject,
)

# A lookup from tool name to its x-mcp-header map: header suffix (lower-case) → (argument, JSON type).
HeaderParamLookup = Callable[[str], Mapping[str, tuple[str, str]] | None]


@dataclass(slots=True)
class Notification:
    method: str


@dataclass(slots=True)
class ValidRequest:
    id: RequestId
    method: str
    params: JsonObject
    meta: JsonObject
    client_capabilities: JsonObject
    log_level: LoggingLevel | None
    progress_token: ProgressToken | None


def read_request_id(message: object) -> RequestId | None:
    """The id to echo in an error, or None when there is none readable (then it is omitted)."""
    if isinstance(message, dict):
        request_id = message.get("id")
        if isinstance(request_id, str) or (isinstance(request_id, int) and not isinstance(request_id, bool)):
            return request_id
    return None


def classify_message(message: object) -> tuple[RequestId, str, JsonObject] | Notification:
    """Check the JSON-RPC shape; return (id, method, params) for a request."""
    if isinstance(message, list):
        raise invalid_request("Batch requests are not supported: send one JSON-RPC request per POST")
    if not isinstance(message, dict):
        raise invalid_request("The body must be one JSON-RPC request object")
    if message.get("jsonrpc") != "2.0":
        raise invalid_request('The body must carry "jsonrpc": "2.0"')
    method = message.get("method")
    if not isinstance(method, str):
        if "result" in message or "error" in message:
            raise invalid_request("Clients must not POST JSON-RPC responses to this server")
        raise invalid_request('"method" must be a string')
    params = message.get("params", {})
    if not isinstance(params, dict):
        raise invalid_request('"params" must be an object')
    if "id" not in message:
        return Notification(method)
    request_id = message["id"]
    if request_id.__class__ is not str and request_id.__class__ is not int:  # orjson's own types; not bool
        raise invalid_request('"id" must be a string or an integer')
    return request_id, method, params


def _refuse_handshake(params: JsonObject, headers: McpHeaders) -> None:
    """A 2025-style ``initialize`` learns which version to upgrade to, instead of a bare 404."""
    meta = params.get("_meta")
    if isinstance(meta, dict) and PROTOCOL_VERSION_META_KEY in meta:
        return  # modern-shaped: initialize is simply a removed method (404 below)
    requested = params.get("protocolVersion")
    if not isinstance(requested, str):
        requested = headers.protocol_version or ""
    raise unsupported_version(requested, SUPPORTED_VERSIONS)


def _read_meta(params: JsonObject, headers: McpHeaders) -> NoReturn:
    """Raise the -32602 that says what is wrong with a request's ``_meta`` (called only when something is)."""
    meta = params.get("_meta")
    if not isinstance(meta, dict):
        message = (
            f"params._meta is required and must carry {PROTOCOL_VERSION_META_KEY} and {CLIENT_CAPABILITIES_META_KEY}"
        )
        if headers.protocol_version is None:  # likely a first hand-written request: say all it lacks at once
            message += f" (and the headers MCP-Protocol-Version and Mcp-Method; supported versions: {', '.join(SUPPORTED_VERSIONS)})"
        raise invalid_params(message)
    if PROTOCOL_VERSION_META_KEY not in meta or CLIENT_CAPABILITIES_META_KEY not in meta:
        missing = [key for key in (PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY) if key not in meta]
        raise invalid_params(f"params._meta is missing {' and '.join(missing)}")
    if not isinstance(meta[PROTOCOL_VERSION_META_KEY], str):
        raise invalid_params(f"params._meta.{PROTOCOL_VERSION_META_KEY} must be a string")
    raise invalid_params(f"params._meta.{CLIENT_CAPABILITIES_META_KEY} must be an object")


def _check_name_header(headers: McpHeaders, method: str, body_value: object) -> None:
    if not isinstance(body_value, str):
        return  # the params check reports the malformed body precisely
    if headers.name is None:
        raise header_mismatch(f"Mcp-Name header is required for {method}")
    if headers.name == body_value and "=?" not in body_value:
        return  # equal as sent, and not in the base64 form: decoding would change nothing
    header_value = decode_header_value(headers.name, "Mcp-Name")
    if header_value != body_value:
        raise header_mismatch(f"Mcp-Name header value {header_value!r} does not match body value {body_value!r}")


# A JSON number: Python's float() would also take "4_2", "+42", "inf" or " 42".
_JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")


def _header_matches(header_value: str, body_value: object, json_type: str) -> bool:
    if json_type == "boolean":
        return isinstance(body_value, bool) and header_value == ("true" if body_value else "false")
    if json_type == "integer":
        if isinstance(body_value, bool) or not isinstance(body_value, (int, float)):
            return False
        return _JSON_NUMBER.fullmatch(header_value) is not None and float(header_value) == float(body_value)
    return isinstance(body_value, str) and header_value == body_value


def check_param_headers(headers: McpHeaders, header_params: Mapping[str, tuple[str, str]], arguments: object) -> None:
    """Every ``x-mcp-header`` argument present in the body is mirrored, exactly, in its header."""
    if not isinstance(arguments, dict):
        arguments = {}
    for suffix, (argument, json_type) in header_params.items():
        spelling = f"Mcp-Param-{suffix}"
        raw = headers.params.get(suffix.lower())
        body_value = arguments.get(argument)
        if body_value is None:
            if raw is not None:
                raise header_mismatch(f"{spelling} header is present but argument {argument!r} is not")
            continue
        if raw is None:
            raise header_mismatch(f"{spelling} header is required because argument {argument!r} is present")
        if not _header_matches(decode_header_value(raw, spelling), body_value, json_type):
            raise header_mismatch(f"{spelling} header does not match argument {argument!r}")


def validate_request(
    headers: McpHeaders,
    request_id: RequestId,
    method: str,
    params: JsonObject,
    known_methods: Container[str],
    tool_header_params: HeaderParamLookup,
    *,
    legacy_era: bool = False,
) -> ValidRequest | None:
    """The request, once every 2026-07-28 check passed; None when ``legacy_era`` is served and the era
    rules (``era.select_era``) take it for a legacy request: the legacy adapter validates it.

    Era, ``_meta``, routing headers, version and method are checked here in one frame, in the order
    the module docstring gives: this runs on every request."""
    meta = params.get("_meta")
    if not isinstance(meta, dict) or PROTOCOL_VERSION_META_KEY not in meta:
        # No modern _meta: a legacy request when both eras are served, else refused (both raise).
        if legacy_era and select_era(headers, method, params).legacy:
            return None
        if method == "initialize":
            _refuse_handshake(params, headers)
        _read_meta(params, headers)
    if CLIENT_CAPABILITIES_META_KEY not in meta:
        _read_meta(params, headers)  # names what is missing
    version = meta[PROTOCOL_VERSION_META_KEY]
    capabilities = meta[CLIENT_CAPABILITIES_META_KEY]
    if not isinstance(version, str) or not isinstance(capabilities, dict):
        _read_meta(params, headers)  # names what is wrong
    # The routing headers agree with the body (-32020).
    if headers.duplicated is not None:
        require_single(headers)
    header_version = headers.protocol_version
    if header_version != version:
        if header_version is None:
            raise header_mismatch(
                f"MCP-Protocol-Version header is required: send MCP-Protocol-Version: {version}, the version params._meta names"
            )
        raise header_mismatch(
            f"MCP-Protocol-Version header value {header_version!r} does not match body value {version!r}"
        )
    header_method = headers.method
    if header_method != method:
        if header_method is None:
            raise header_mismatch("Mcp-Method header is required")
        raise header_mismatch(f"Mcp-Method header value {header_method!r} does not match body value {method!r}")
    field = NAME_BEARING_METHODS.get(method)
    if field is not None:
        _check_name_header(headers, method, params.get(field))
    if version not in SUPPORTED_VERSIONS:
        raise unsupported_version(version, SUPPORTED_VERSIONS)
    if method not in known_methods:
        raise method_not_found(method)
    if method == "tools/call":
        name = params.get("name")
        header_params = tool_header_params(name) if isinstance(name, str) else None
        if header_params:
            check_param_headers(headers, header_params, params.get("arguments"))
    log_level = meta.get(LOG_LEVEL_META_KEY)
    if log_level is not None and log_level not in LOG_LEVELS:
        raise invalid_params(f"params._meta.{LOG_LEVEL_META_KEY} must be one of {', '.join(LOG_LEVELS)}")
    progress_token = meta.get("progressToken")
    if progress_token is not None and (isinstance(progress_token, bool) or not isinstance(progress_token, (str, int))):
        raise invalid_params("params._meta.progressToken must be a string or an integer")
    return ValidRequest(request_id, method, params, meta, capabilities, log_level, progress_token)


def plain_tools_call(headers: McpHeaders, message: JsonObject) -> ValidRequest | None:
    """The request, when it is a plain 2026-07-28 ``tools/call`` that ``classify_message`` and
    ``validate_request`` would both accept: the JSON-RPC shape, ``_meta`` with a supported version
    and an object of capabilities, the routing headers equal to the body as sent (none twice, no
    base64 form), no ``logLevel``, ``progressToken`` or idempotency key. None for anything else,
    which the full path then checks with its exact errors; whether the method is served and the
    tool's own ``Mcp-Param-*`` headers are the dispatcher's to say (``ToolCalls.plain_tool``).

    Every request of the common case runs this instead of the two: it must stay a subset of what
    they accept, never more."""
    request_id = message.get("id")
    params = message.get("params")
    if (
        message.get("method") != "tools/call"
        or (request_id.__class__ is not str and request_id.__class__ is not int)  # orjson's types; never bool
        or params.__class__ is not dict
        or message.get("jsonrpc") != "2.0"
    ):
        return None
    meta = params.get("_meta")
    if meta.__class__ is not dict:
        return None
    version = meta.get(PROTOCOL_VERSION_META_KEY)
    capabilities = meta.get(CLIENT_CAPABILITIES_META_KEY)
    name = params.get("name")
    if (
        capabilities.__class__ is not dict
        or version not in SUPPORTED_VERSIONS
        or headers.protocol_version != version
        or headers.method != "tools/call"
        or headers.duplicated is not None
        or name.__class__ is not str
        or headers.name != name
        or "=?" in name
        or headers.idempotency_key is not None
        or LOG_LEVEL_META_KEY in meta
        or "progressToken" in meta
        or IDEMPOTENCY_META_KEY in meta
    ):
        return None
    return ValidRequest(request_id, "tools/call", params, meta, capabilities, None, None)


__all__ = [
    "McpError",
    "Notification",
    "RequestId",
    "ValidRequest",
    "check_param_headers",
    "classify_message",
    "plain_tools_call",
    "read_request_id",
    "validate_request",
]
