"""Wire constants of MCP 2026-07-28 and the one JSON codec used on the request path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeAlias

import orjson
from mcp_types import (
    CLIENT_CAPABILITIES_META_KEY,
    CLIENT_INFO_META_KEY,
    LOG_LEVEL_META_KEY,
    PROTOCOL_VERSION_META_KEY,
    SERVER_INFO_META_KEY,
    LoggingLevel,
)

__all__ = [
    "CLIENT_CAPABILITIES_META_KEY",
    "CLIENT_INFO_META_KEY",
    "LOG_LEVEL_META_KEY",
    "PROTOCOL_VERSION_META_KEY",
    "SERVER_INFO_META_KEY",
    "SUBSCRIPTION_ID_META_KEY",
    "JsonObject",
    "SUPPORTED_VERSIONS",
    "LOG_LEVELS",
    "NAME_BEARING_METHODS",
    "MAX_NESTING",
    "dumps",
    "loads",
    "nests_deeper",
]

# A decoded JSON object as the request path handles it: plain dicts, because validating
# them into pydantic models per request would cost more than the checks they replace.
JsonObject: TypeAlias = dict[str, Any]

SUBSCRIPTION_ID_META_KEY: Final = "io.modelcontextprotocol/subscriptionId"

# Only the stateless revision: a handshake-era client is told what to upgrade to.
SUPPORTED_VERSIONS: Final[tuple[str, ...]] = ("2026-07-28",)

# RFC 5424 severities in increasing order, as the spec's LoggingLevel.
LOG_LEVELS: Final[tuple[LoggingLevel, ...]] = (
    "debug",
    "info",
    "notice",
    "warning",
    "error",
    "critical",
    "alert",
    "emergency",
)

# Which body field the Mcp-Name header mirrors, per method.
NAME_BEARING_METHODS: Final[dict[str, str]] = {
    "tools/call": "name",
    "prompts/get": "name",
    "resources/read": "uri",
    # The tasks extension: Mcp-Name carries params.taskId (ext-tasks §Streamable HTTP: Routing Headers).
    "tasks/get": "taskId",
    "tasks/update": "taskId",
    "tasks/cancel": "taskId",
}


dumps: Callable[[Any], bytes] = orjson.dumps  # compact, no options: what every message is sent as
loads = orjson.loads
JSONDecodeError = orjson.JSONDecodeError

# The deepest nesting of arrays and objects a request may have (the message itself is level 1),
# refused where the body is parsed. Everything after parsing re-encodes parts of the request inside
# a few levels of its own (the idempotency fingerprint, a stored turn, a sealed state, a reply that
# echoes a value): orjson encodes at most 254 levels, so 64 leaves every later encoder a wide margin.
MAX_NESTING: Final = 64


def nests_deeper(value: Any, limit: int = MAX_NESTING, raw: bytes | None = None) -> bool:
    """True if arrays and objects in ``value`` nest more than ``limit`` levels deep.

    ``raw``, the bytes ``value`` was decoded from, lets a body that cannot be that deep (it has
    fewer brackets than the limit, counted in C) skip the walk: nearly every request.
    """
    if raw is not None and raw.count(b"[") + raw.count(b"{") <= limit:
        return False
    level: list[Any] = [value] if isinstance(value, (dict, list)) else []
    depth = 0
    while level:  # breadth first, one level at a time: no recursion, stops at the first level too deep
        depth += 1
        if depth > limit:
            return True
        deeper: list[Any] = []
        for container in level:
            for child in container.values() if isinstance(container, dict) else container:
                if isinstance(child, (dict, list)):
                    deeper.append(child)
        level = deeper
    return False


# The tasks extension (SEP-2663): its key in capabilities.extensions, on both sides.
TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
# Ours, in a request's _meta: the idempotency key, when not sent as the Idempotency-Key header.
IDEMPOTENCY_META_KEY: Final = "dev.mcp-agent/idempotencyKey"
# Ours, in a result's _meta: this answer is the stored one of an earlier call with the same Idempotency-Key.
REPLAYED_META_KEY = "dev.mcp-agent/idempotentReplay"
