"""The approval record: what is stored, how it is read back, and what state it is in.

The record is an append-only log of turns in the caller's tenant (``ctx.store``):

    version 1  turn 0: the request   {task, step_count, screen, screen_description, action, proposal,
                                      description, reason, requested_by, client, screenshot,
                                      created_at, expires_at}
    version 2  turn 1: the decision  {decision: "approve" | "deny", by, at}
    version 3  turn 2: the use       {used_at}

Each later turn is appended only at the version before it (``append_if_version``), which the
store applies atomically on every backend: of two people deciding at once, or two agents using
one approval at once, exactly one wins; the other re-reads and is told what happened. States:
pending (v1, before ``expires_at``), expired (v1 after it, or the record is gone), approved,
denied (v2), used (v3).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from mcp_agent import Change, RecordNotFound, RequestContext

from .screenshots import Screenshot, parse_screenshot

logger = logging.getLogger("mcp_agent.tools.next_step.approvals")

APPROVAL = "approval"
APPROVAL_URI_TEMPLATE = "approval://{id}"
# Request, decision, use: an approval record never holds more turns than these.
MAX_TURNS = 3
# What a record id can look like (new_record_id(): token_urlsafe(24)); anything else is not found.
_RECORD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")

Status = Literal["pending", "expired", "approved", "denied", "used"]
Decision = Literal["approve", "deny"]


@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    task: str
    step_count: int
    screen: str
    action: dict[str, Any]
    proposal: dict[str, Any]
    description: str
    reason: str | None
    requested_by: str
    created_at: float
    expires_at: float
    screen_description: str = ""
    client: str | None = None
    screenshot: Screenshot | None = None


@dataclass(frozen=True, slots=True)
class ApprovalRecord:
    record_id: str
    version: int
    request: ApprovalRequest
    decision: Decision | None = None
    decided_by: str | None = None
    decided_at: float | None = None
    used_at: float | None = None

    def status(self, now: float) -> Status:
        if self.used_at is not None:
            return "used"
        if self.decision == "approve":
            return "approved"
        if self.decision == "deny":
            return "denied"
        return "expired" if now >= self.request.expires_at else "pending"


def is_record_id(text: str) -> bool:
    return _RECORD_ID.fullmatch(text) is not None


def _seconds(value: object) -> float | None:
    """A stored time (seconds since the epoch), or None when ``value`` is not a number."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return None


def _parse_request(turn: dict[str, Any]) -> ApprovalRequest | None:
    strings = ("task", "screen", "description", "requested_by")
    if not all(isinstance(turn.get(key), str) for key in strings):
        return None
    step_count = turn.get("step_count")
    if not isinstance(step_count, int) or isinstance(step_count, bool):
        return None
    if not isinstance(turn.get("action"), dict) or not isinstance(turn.get("proposal"), dict):
        return None
    created_at, expires_at = _seconds(turn.get("created_at")), _seconds(turn.get("expires_at"))
    if created_at is None or expires_at is None:
        return None
    reason = turn.get("reason")
    if reason is not None and not isinstance(reason, str):
        return None
    # Shown to the person deciding; a record without them (written before they were kept) is still an approval.
    client = turn.get("client")
    return ApprovalRequest(
        task=turn["task"],
        step_count=step_count,
        screen=turn["screen"],
        action=turn["action"],
        proposal=turn["proposal"],
        description=turn["description"],
        reason=reason,
        requested_by=turn["requested_by"],
        created_at=created_at,
        expires_at=expires_at,
        screen_description=turn["screen_description"] if isinstance(turn.get("screen_description"), str) else "",
        client=client if isinstance(client, str) else None,
        screenshot=parse_screenshot(turn.get("screenshot")),
    )


def _parse_record(record_id: str, turns: list[dict[str, Any]], version: int) -> ApprovalRecord | None:
    """The approval in ``turns``, or None when the record is not an approval (another tool's)."""
    if not 1 <= version <= MAX_TURNS or len(turns) != version:
        return None
    request = _parse_request(turns[0])
    if request is None:
        return None
    if version == 1:
        return ApprovalRecord(record_id, version, request)
    decision_turn = turns[1]
    decision, by, at = decision_turn.get("decision"), decision_turn.get("by"), _seconds(decision_turn.get("at"))
    if decision not in ("approve", "deny") or not isinstance(by, str) or at is None:
        return None
    used_at: float | None = None
    if version == 3:
        used_at = _seconds(turns[2].get("used_at"))
        if decision != "approve" or used_at is None:
            return None
    return ApprovalRecord(record_id, version, request, decision, by, at, used_at)


async def read_record(ctx: RequestContext, record_id: str) -> ApprovalRecord | None:
    """The approval of the caller's tenant under ``record_id``; None when there is none (any cause)."""
    try:
        window = await ctx.store.read_window(record_id, MAX_TURNS, cursor=0)
    except RecordNotFound:
        return None
    return _parse_record(record_id, window.turns, window.version)


def approval_uri(record_id: str) -> str:
    return APPROVAL_URI_TEMPLATE.replace("{id}", record_id)


def timestamp(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


async def announce(ctx: RequestContext, uri: str) -> None:
    """Tell the tenant's listen streams the approval changed. Best effort, as for conversations:
    the write happened and must be reported; a bus that cannot carry the change ends its own
    listen streams, whose clients re-listen and re-read."""
    try:
        await ctx.publish(Change("resource", uri=uri))
    except Exception:
        logger.warning("approval changed but the change was not published", exc_info=True)
