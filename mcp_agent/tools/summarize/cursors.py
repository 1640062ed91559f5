"""The two cursors the tools hand out, as sealed handles.

A handle seals one record id (with tenant, kind and expiry), so each cursor packs what it
needs into that id:

- ``thread-list``: ``"{offset}.{digest}"``, the digest naming the listing (source and query), so
  a cursor of one listing cannot page through another.
- ``history``: ``"{conversation record id}.{turn index}"``, the turn the cursor points after, so
  a cursor of one conversation cannot be used with another.

Altered, expired or another tenant's handles fail in ``Handles.open`` (InvalidHandle, an
``isError`` result); what is inside is only checked against the call it arrives with.
"""

from __future__ import annotations

import hashlib

from mcp_agent import RequestContext, ToolError

THREAD_LIST = "thread-list"
HISTORY = "history"
# 128 bits: enough that two listings never share a digest by chance.
_DIGEST_CHARS = 32


def listing_digest(source: str, query: str) -> str:
    # The NUL keeps ("ab", "c") and ("a", "bc") apart.
    return hashlib.sha256(f"{source}\x00{query}".encode()).hexdigest()[:_DIGEST_CHARS]


def seal_listing(ctx: RequestContext, source: str, query: str, offset: int) -> str:
    return ctx.handles.seal(THREAD_LIST, f"{offset}.{listing_digest(source, query)}")


def open_listing(ctx: RequestContext, handle: str, source: str, query: str) -> int:
    """The offset the cursor continues at; ToolError when it belongs to another source or query."""
    record_id = ctx.handles.open(THREAD_LIST, handle)
    offset, _, digest = record_id.partition(".")
    if not offset.isdigit() or digest != listing_digest(source, query):
        raise ToolError(
            "The cursor belongs to another listing (another source or query). Pass the same source and query "
            "as the call that returned it, or omit cursor to start from the first page."
        )
    return int(offset)


def seal_history(ctx: RequestContext, conversation_id: str, turn_index: int) -> str:
    """A cursor pointing after ``turn_index`` (-1: before the first turn)."""
    return ctx.handles.seal(HISTORY, f"{conversation_id}.{turn_index}")


def open_history(ctx: RequestContext, handle: str, conversation_id: str) -> int:
    """The turn index the cursor points after; ToolError when it is another conversation's."""
    record_id = ctx.handles.open(HISTORY, handle)
    owner, _, index = record_id.rpartition(".")
    if owner != conversation_id or not index.lstrip("-").isdigit():
        raise ToolError(
            "The history_cursor belongs to another conversation. Pass the history_cursor returned with this "
            "conversation, or omit it to summarize what no summary of this conversation covers yet."
        )
    return int(index)
