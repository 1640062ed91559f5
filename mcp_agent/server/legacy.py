"""The 2025-11-25 wire adapter: legacy clients served statelessly through the same handlers.

A legacy client opens with ``initialize`` and then sends bare requests (no per-request ``_meta``
version or capabilities). Nothing is remembered between its requests: ``initialize`` mints no
``Mcp-Session-Id`` and one that comes in is ignored, so every request stands on its own, on any
instance. Each request becomes the same ``ValidRequest`` + ``RequestContext`` a modern one does
(no client capabilities: a legacy client declares them once, in ``initialize``, and we keep no
session to remember them), runs through the dispatcher's one handler per method, and its result is
shaped as the 2025-11-25 schema has it (spec-notes/dual-era.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from mcp_types import RequestId

from ..identity import Principal
from ..protocol.era import LATEST_LEGACY_VERSION, NEGOTIABLE_LEGACY_VERSIONS
from ..protocol.errors import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    MISSING_REQUIRED_CLIENT_CAPABILITY,
    McpError,
    invalid_params,
)
from ..protocol.headers import McpHeaders
from ..protocol.validator import ValidRequest
from ..protocol.wire import CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY, SUPPORTED_VERSIONS, JsonObject
from .context import RequestContext
from .dispatcher import Dispatcher
from .idempotency import read_idempotency_key

# Errors about the request itself travel with HTTP 200 in the legacy era: 2025 clients expect a
# JSON-RPC error in a normal response, and some read a 404 as "session expired". Operational
# refusals (401, 403, 409, 422, 429, 503) keep their status: retry logic depends on it.
_IN_BODY_CODES: Final = frozenset(
    {METHOD_NOT_FOUND, INVALID_PARAMS, INVALID_REQUEST, MISSING_REQUIRED_CLIENT_CAPABILITY}
)

# Fields of a 2026-07-28 result the 2025-11-25 schema does not have.
_MODERN_RESULT_FIELDS: Final = ("resultType", "ttlMs", "cacheScope")
_MODERN_META_PREFIX: Final = "io.modelcontextprotocol/"

# Methods a legacy client may send that we do not serve, each with the reason it is told.
_NOT_OFFERED: Final[Mapping[str, str]] = {
    "logging/setLevel": "logging is not offered to 2025-era clients: a stateless server keeps no per-session log level"
    " (the capability is not advertised in initialize)",
    "resources/subscribe": "resource subscriptions are not offered to 2025-era clients: they need a session"
    " (resources.subscribe is false in initialize); a 2026-07-28 client can use subscriptions/listen",
    "resources/unsubscribe": "resource subscriptions are not offered to 2025-era clients (resources.subscribe is false)",
}

# Every version this endpoint answers in, newest first: a modern one per request, or a 2025 one after initialize.
_ALL_SUPPORTED: Final = (*SUPPORTED_VERSIONS, *NEGOTIABLE_LEGACY_VERSIONS)


def _modern_only(method: str, headers: McpHeaders) -> McpError:
    """-32601 for a 2026-07-28 method sent the 2025 way (often a first curl without the MCP headers):
    the spec reads such a request as the older revision, so the message says how to send it instead."""
    if headers.protocol_version is None:
        why = "it has no MCP-Protocol-Version header"
    else:
        why = f"its MCP-Protocol-Version header names {headers.protocol_version}"
    modern = SUPPORTED_VERSIONS[0]
    message = (
        f"Method not found: {method} is a {modern} method, and this request was read as a 2025-era one because {why}."
        f" Send the headers MCP-Protocol-Version: {modern} and Mcp-Method: {method}, and params._meta with"
        f' "{PROTOCOL_VERSION_META_KEY}": "{modern}" and "{CLIENT_CAPABILITIES_META_KEY}": {{}}'
        f" (supported versions: {', '.join(_ALL_SUPPORTED)})"
    )
    return McpError(
        METHOD_NOT_FOUND,
        message,
        {"method": method, "header": "MCP-Protocol-Version", "supported": list(_ALL_SUPPORTED)},
    )


def legacy_error(error: McpError) -> McpError:
    """The same error as a legacy client gets it: in the body of an HTTP 200 when it is about the request."""
    if error.code not in _IN_BODY_CODES or error.http_status == 200:
        return error
    message = error.message
    if error.code == MISSING_REQUIRED_CLIENT_CAPABILITY:
        message += (
            " (a 2025-era client declares no capabilities per request, and this stateless server keeps"
            " none from initialize: use a 2026-07-28 client for this)"
        )
    return McpError(
        error.code,
        message,
        error.data,
        http_status=200,
        headers=error.headers,
        retry_after_seconds=error.retry_after_seconds,
    )


class LegacyAdapter:
    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher
        # Every method the dispatcher serves, except the 2026-only discovery.
        self.methods = frozenset(dispatcher.handlers) - {"server/discover"} | {"initialize", "ping"}
        self.modern_only = dispatcher.known_methods - self.methods
        self.capabilities = _legacy_capabilities(dispatcher.capabilities)

    def accept(
        self, headers: McpHeaders, request_id: RequestId, method: str, params: JsonObject, principal: Principal
    ) -> tuple[ValidRequest, RequestContext]:
        """The request and its context, as the modern path builds them; raises a legacy-shaped McpError."""
        try:
            if method not in self.methods:
                if method in self.modern_only:
                    raise _modern_only(method, headers)
                reason = _NOT_OFFERED.get(method, "this server does not offer it")
                raise McpError(METHOD_NOT_FOUND, f"Method not found: {method} ({reason})", {"method": method})
            meta = params.get("_meta")
            meta = meta if isinstance(meta, dict) else {}
            token = meta.get("progressToken")
            progress_token = token if isinstance(token, (str, int)) and not isinstance(token, bool) else None
            request = ValidRequest(request_id, method, params, meta, {}, None, progress_token)
            idempotency_key = read_idempotency_key(headers.idempotency_key, meta) if method == "tools/call" else None
            return request, self.dispatcher.context(request, principal, idempotency_key)
        except McpError as error:
            raise legacy_error(error) from None

    async def run(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        try:
            if request.method == "initialize":
                return self.initialize(request.params)
            if request.method == "ping":
                return {}
            return await self.dispatcher.run(request, ctx, _legacy_result)
        except McpError as error:
            raise legacy_error(error) from None

    def initialize(self, params: JsonObject) -> JsonObject:
        requested = params.get("protocolVersion")
        if not isinstance(requested, str):
            raise invalid_params("initialize needs params.protocolVersion (a string)")
        services = self.dispatcher.services
        result: JsonObject = {
            "protocolVersion": requested if requested in NEGOTIABLE_LEGACY_VERSIONS else LATEST_LEGACY_VERSION,
            "capabilities": self.capabilities,
            "serverInfo": dict(services.server_info),
        }
        if services.instructions:
            result["instructions"] = services.instructions
        return result


def _legacy_capabilities(modern: JsonObject) -> JsonObject:
    """What a 2025 client is told: what the dispatcher serves, minus what needs a session."""
    capabilities: JsonObject = {}
    if "tools" in modern:
        capabilities["tools"] = {"listChanged": False}
    if "resources" in modern:
        capabilities["resources"] = {"subscribe": False, "listChanged": False}
    if "prompts" in modern:
        capabilities["prompts"] = {"listChanged": False}
    if "completions" in modern:
        capabilities["completions"] = {}
    return capabilities


def _legacy_result(result: JsonObject) -> JsonObject:
    """A handler's result as the 2025-11-25 schema has it; a new object (the handler's may be cached)."""
    if result.get("resultType") == "input_required":
        # Only a handler that asks nothing yet keeps state gets here (one that asks needs a capability
        # the request lacks: the dispatcher refuses with -32021 first). Either way, no 2025 client can go on.
        raise McpError(
            INVALID_REQUEST,
            "This request needs a multi-round-trip continuation (requestState), which only 2026-07-28 clients can send",
            http_status=200,
        )
    shaped = {key: value for key, value in result.items() if key not in _MODERN_RESULT_FIELDS}
    meta = shaped.get("_meta")
    if isinstance(meta, dict):
        kept = {key: value for key, value in meta.items() if not key.startswith(_MODERN_META_PREFIX)}
        if kept:
            shaped["_meta"] = kept
        else:
            del shaped["_meta"]
    return shaped


__all__ = ["LegacyAdapter", "legacy_error"]
