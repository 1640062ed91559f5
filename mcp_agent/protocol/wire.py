"""Wire constants of MCP 2026-07-28 and the one JSON codec used on the request path."""

from __future__ import annotations

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
    "dumps",
    "loads",
]

# A decoded JSON object as the request path handles it: plain dicts, because validating
# them into pydantic models per request would cost more than the checks they replace.
JsonObject: TypeAlias = dict[str, Any]

SUBSCRIPTION_ID_META_KEY: Final = "io.modelcontextprotocol/subscriptionId"

# Only the stateless revision: a handshake-era client is told what to upgrade to.
SUPPORTED_VERSIONS: Final[tuple[str, ...]] = ("2026-07-28",)

# RFC 5424 severities in increasing order, as the spec's LoggingLevel.
LOG_LEVELS: Final[tuple[LoggingLevel, ...]] = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")

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


def dumps(message: Any) -> bytes:
    return orjson.dumps(message)


loads = orjson.loads
JSONDecodeError = orjson.JSONDecodeError

# The tasks extension (SEP-2663): its key in capabilities.extensions, on both sides.
TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
