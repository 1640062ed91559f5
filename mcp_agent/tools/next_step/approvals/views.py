"""An approval as a person sees it: one at a time, listed for the console, or as a resource.

Reading an approval never changes it, nor extends its lifetime; an id that is not an approval of
the caller's tenant reads as not found, whatever the reason (malformed, unknown, expired, another
tenant's, or a record of another tool).
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass

from pydantic import BaseModel, Field

from mcp_agent import RequestContext

from .index import recent_ids
from .records import ApprovalRecord, Status, approval_uri, is_record_id, read_record, timestamp
from .screenshots import Screenshot, read_screenshot


class ApprovalView(BaseModel):
    """An approval as a person (or a console) sees it."""

    status: Status = Field(description="pending, expired, approved, denied or used (approved and acted on).")
    task: str = Field(description="The task the agent was working on.")
    action: str = Field(description='The action waiting for a decision, in words (tap Button "Send").')
    reason: str | None = Field(description="Why the action needs a person's confirmation.")
    step_count: int = Field(description="The step of the run the approval was asked for.")
    requested_by: str = Field(description="The user whose agent asked.")
    client: str | None = Field(
        default=None, description="The client the agent asked through, as it names itself (clientInfo; not verified)."
    )
    created_at: str = Field(description="When it was asked for (UTC, ISO 8601).")
    expires_at: str = Field(description="Until when a person can decide (UTC, ISO 8601).")
    decided_by: str | None = Field(description="Who approved or denied it.")
    decided_at: str | None = Field(description="When it was approved or denied (UTC, ISO 8601).")
    used_at: str | None = Field(description="When the agent acted on it (UTC, ISO 8601).")
    uri: str = Field(description="The approval's resource (approval://…).")

    def __str__(self) -> str:
        decided = f" by {self.decided_by} at {self.decided_at}" if self.decided_by else ""
        return f"{self.status}{decided}: {self.action} (task: {self.task}, step {self.step_count})"


def view_of(record: ApprovalRecord, now: float) -> ApprovalView:
    request = record.request
    return ApprovalView(
        status=record.status(now),
        task=request.task,
        action=request.description,
        reason=request.reason,
        step_count=request.step_count,
        requested_by=request.requested_by,
        client=request.client,
        created_at=timestamp(request.created_at) or "",
        expires_at=timestamp(request.expires_at) or "",
        decided_by=record.decided_by,
        decided_at=timestamp(record.decided_at),
        used_at=timestamp(record.used_at),
        uri=approval_uri(record.record_id),
    )


@dataclass(frozen=True, slots=True)
class ApprovalEntry:
    """An approval as the console lists and shows it: its view, plus what a page needs besides
    (its id, the screen the agent saw, the times as seconds for ages and countdowns)."""

    record_id: str
    view: ApprovalView
    screen_description: str
    created_at: float
    expires_at: float
    decided_at: float | None
    screenshot: Screenshot | None = None


def _entry(record: ApprovalRecord, now: float) -> ApprovalEntry:
    return ApprovalEntry(
        record.record_id,
        view_of(record, now),
        record.request.screen_description,
        record.request.created_at,
        record.request.expires_at,
        record.decided_at,
        record.request.screenshot,
    )


async def view(ctx: RequestContext, record_id: str) -> ApprovalEntry | None:
    """The approval of the caller's tenant under ``record_id``, or None (not found, any cause)."""
    if not is_record_id(record_id):
        return None
    record = await read_record(ctx, record_id)
    return None if record is None else _entry(record, time.time())


async def recent_approvals(ctx: RequestContext, limit: int = 50) -> list[ApprovalEntry]:
    """The tenant's approvals created today and yesterday (UTC), newest first, at most ``limit``.

    Read from the per-day index; an approval whose record is gone (expired from the store) is
    skipped.
    """
    if limit <= 0:
        return []
    ids = await recent_ids(ctx, limit)
    records = await asyncio.gather(*(read_record(ctx, record_id) for record_id in ids))
    now = time.time()
    return [_entry(record, now) for record in records if record is not None]


async def screenshot(ctx: RequestContext, record_id: str) -> tuple[str, bytes] | None:
    """The screenshot kept with the approval ``record_id`` of the caller's tenant: (media type, bytes), or None."""
    return await read_screenshot(ctx, record_id) if is_record_id(record_id) else None


async def read_approval(record_id: str, ctx: RequestContext) -> str | None:
    """The approval's view as JSON (the ``approval://`` resource), or None (not found)."""
    if not is_record_id(record_id):
        return None
    record = await read_record(ctx, record_id)
    if record is None:
        return None
    return json.dumps(view_of(record, time.time()).model_dump(mode="json"))
