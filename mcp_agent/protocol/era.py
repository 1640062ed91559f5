"""Which era a request on the one endpoint belongs to (spec §5; spec-notes/dual-era.md).

Modern (2026-07-28) requests carry their version and capabilities in ``params._meta``; legacy
(2025-11-25 and earlier) clients open with ``initialize`` and then send bare requests. The spec
gives no byte-level algorithm: these rules mirror the conformance suite's reference server, and
modern ``_meta`` wins over everything (the suite sends ``initialize`` *with* it and expects 404).
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from .headers import McpHeaders
from .wire import PROTOCOL_VERSION_META_KEY, JsonObject

# What a 2025-era client may send in MCP-Protocol-Version, newest first; the first three we negotiate.
LEGACY_VERSIONS: Final = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
NEGOTIABLE_LEGACY_VERSIONS: Final = LEGACY_VERSIONS[:3]
LATEST_LEGACY_VERSION: Final = LEGACY_VERSIONS[0]


class Era(Enum):
    """The era chosen, named by the row of the decision table that chose it."""

    MODERN_META = "modern: params._meta carries the protocol version"
    MODERN_HEADER = "modern: MCP-Protocol-Version names a non-legacy version"
    LEGACY_SESSION = "legacy: Mcp-Session-Id header"
    LEGACY_INITIALIZE = "legacy: initialize without modern _meta"
    LEGACY_HEADER = "legacy: MCP-Protocol-Version names a 2024/2025 version"
    LEGACY_BARE = "legacy: neither header nor modern _meta (taken as 2025-03-26)"

    def __init__(self, description: str) -> None:
        # A plain attribute, not a property: every request asks it.
        self.legacy: bool = self.name.startswith("LEGACY")


def select_era(headers: McpHeaders, method: str, params: JsonObject) -> Era:
    """Modern signals first (the spec's modern rules are stated first), then the legacy ones."""
    meta = params.get("_meta")
    if isinstance(meta, dict) and PROTOCOL_VERSION_META_KEY in meta:
        return Era.MODERN_META
    version = headers.protocol_version
    if version is not None and version not in LEGACY_VERSIONS:
        return Era.MODERN_HEADER
    if headers.session_id is not None:
        return Era.LEGACY_SESSION
    if method == "initialize":
        return Era.LEGACY_INITIALIZE
    if version is not None:
        return Era.LEGACY_HEADER
    return Era.LEGACY_BARE


__all__ = ["Era", "LATEST_LEGACY_VERSION", "LEGACY_VERSIONS", "NEGOTIABLE_LEGACY_VERSIONS", "select_era"]
