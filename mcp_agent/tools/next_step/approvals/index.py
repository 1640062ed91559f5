"""The per-day index that lets a tenant's approvals be listed.

The store cannot list records, so each new approval is also appended ({id, created_at}) to its
tenant's index of the day (``approvals-index-YYYYMMDD``, UTC; ``-2``, ``-3``… once one is full):
the approvals console lists today's and yesterday's (spec-notes/console.md).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import Any

from mcp_agent import RecordFull, RecordNotFound, RequestContext, VersionConflict

from .records import is_record_id

logger = logging.getLogger("mcp_agent.tools.next_step.approvals")

_INDEX_PREFIX = "approvals-index-"
# Parts of one day (a full part, RecordFull, starts the next), and how often an append that lost a
# race to another approval's is retried.
_INDEX_PARTS = 4
_INDEX_APPEND_ATTEMPTS = 8


def _index_ids(day: datetime) -> list[str]:
    """The index records of ``day`` (UTC), oldest part first."""
    base = f"{_INDEX_PREFIX}{day:%Y%m%d}"
    return [base, *(f"{base}-{part}" for part in range(2, _INDEX_PARTS + 1))]


async def add_to_index(ctx: RequestContext, record_id: str, created_at: float) -> None:
    """List the new approval in its tenant's index of the day. Best effort: the approval exists and
    works whatever happens here (its handle is what the agent needs); an approval missing from the
    index is only missing from the console's list, and that is logged."""
    entry: dict[str, Any] = {"id": record_id, "created_at": created_at}
    try:
        for index_id in _index_ids(datetime.fromtimestamp(created_at, UTC)):
            await ctx.store.create_if_absent(index_id)
            for _ in range(_INDEX_APPEND_ATTEMPTS):
                version = (await ctx.store.read_window(index_id, 1)).version
                try:
                    await ctx.store.append_if_version(index_id, version, entry)
                    return
                except VersionConflict:
                    continue  # another approval was listed meanwhile: append after it
                except RecordFull:
                    break  # this part of the day is full: the next part
            else:
                logger.warning("approval %s not listed: its index stayed contended", record_id)
                return
        logger.warning("approval %s not listed: the day's index is full", record_id)
    except Exception:
        logger.warning("approval %s not listed: its index could not be written", record_id, exc_info=True)


async def recent_ids(ctx: RequestContext, limit: int) -> list[str]:
    """The ids of the tenant's approvals created today and yesterday (UTC), newest first, at most ``limit``."""
    today = datetime.now(UTC)
    ids: list[str] = []
    for day in (today, today - timedelta(days=1)):
        for index_id in reversed(_index_ids(day)):
            if len(ids) >= limit:
                break
            try:
                window = await ctx.store.read_window(index_id, limit - len(ids))
            except RecordNotFound:
                continue
            for turn in reversed(window.turns):
                listed = turn.get("id")
                if isinstance(listed, str) and is_record_id(listed) and listed not in ids:
                    ids.append(listed)
    return ids
