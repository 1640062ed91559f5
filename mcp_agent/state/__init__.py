"""Session state: versioned records of turns, idempotency records, and sealed handles."""

from mcp_agent.state.handles import HandleCodec, InvalidHandle, new_record_id
from mcp_agent.state.memory_store import MemoryStore
from mcp_agent.state.store import (
    AppendResult,
    Claim,
    ClaimStatus,
    RecordFull,
    RecordNotFound,
    SessionStore,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    Window,
)

__all__ = [
    "AppendResult",
    "Claim",
    "ClaimStatus",
    "HandleCodec",
    "InvalidHandle",
    "MemoryStore",
    "RecordFull",
    "RecordNotFound",
    "SessionStore",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
    "Window",
    "new_record_id",
]
