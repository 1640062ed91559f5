"""The JSON-RPC 2.0 envelopes this server sends: built here and nowhere else."""

from __future__ import annotations

from typing import Any

from mcp_types import RequestId

from .errors import McpError


def result_message(request_id: RequestId, result: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "result": result}


def error_message(error: McpError, request_id: RequestId | None = None) -> dict[str, Any]:
    """``id`` is omitted, never null, when the request's id was unreadable (or there was no request yet)."""
    if request_id is None:
        return {"jsonrpc": "2.0", "error": error.to_error()}
    return {"jsonrpc": "2.0", "id": request_id, "error": error.to_error()}


def notification_message(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}
