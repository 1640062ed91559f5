"""Pending approvals: an irreversible action waits in the session store until a person decides.

When ``next_step`` proposes an action that cannot be undone and the client cannot be asked in
the same call (no ``elicitation``), the proposal is stored as an approval record and its sealed
handle travels in the result's ``state_refs.approval``. A person resolves it (``resolve_approval``),
and the agent sends the same step again with the handle: the action is returned once. The principal
that asked never decides (same tenant and user), unless the operator allows it (``allow_self``);
``resolve_approval`` is not offered at all without authentication, where the agent's model and the
person are the same local principal: there a person decides in the console.

A screenshot the step carried is kept beside the record (``screenshots.py``), so that listing
approvals never reads images.

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
denied (v2), used (v3). An approval is bound to the step it was asked for (task, step_count and
screen fingerprint): sent with any other step it is not used (spec-notes/approvals.md).

Each approval is also the resource ``approval://{id}`` (its view as JSON, for its own tenant
only); creating, resolving and using one publishes an update of it, best effort.

The store cannot list records, so each new approval is also appended ({id, created_at}) to its
tenant's index of the day (``approvals-index-YYYYMMDD``, UTC; ``-2``, ``-3``… once one is full):
``recent_approvals`` reads today's and yesterday's, for the approvals console (spec-notes/console.md).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from mcp_agent import (
    Change,
    InvalidHandle,
    Principal,
    RecordFull,
    RecordNotFound,
    RequestContext,
    Server,
    ToolError,
    VersionConflict,
    new_record_id,
)
from .contract import AgentStepArguments, AgentStepResult
from .safety import action_binding
from .screen import Screen
from .screenshots import Screenshot, keep_screenshot, parse_screenshot, read_screenshot

logger = logging.getLogger("mcp_agent.tools.next_step.approvals")

APPROVAL = "approval"
APPROVAL_URI_TEMPLATE = "approval://{id}"
APPROVAL_MIME_TYPE = "application/json"
RESOLVE_SCOPE = "approvals:resolve"
# Request, decision, use: an approval record never holds more turns than these.
_MAX_TURNS = 3
# What a record id can look like (new_record_id(): token_urlsafe(24)); anything else is not found.
_RECORD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# The per-day index of a tenant's approvals: parts of one day (a full part, RecordFull, starts the
# next), and how often an append that lost a race to another approval's is retried.
_INDEX_PREFIX = "approvals-index-"
_INDEX_PARTS = 4
_INDEX_APPEND_ATTEMPTS = 8
# Who asked, as the client names itself: shown to a person, cut to this length.
_CLIENT_TEXT_MAX = 100

Status = Literal["pending", "expired", "approved", "denied", "used"]
Decision = Literal["approve", "deny"]
ApprovalHandle = Annotated[str, Field(description="The handle in next_step's state_refs.approval.")]


@dataclass(frozen=True, slots=True)
class Decided:
    """The approval stands for this very step. ``approved``: act on ``proposal`` now (this call
    claimed the approval's one use). ``pending``: still waiting (``proposal`` is the waiting
    result, its handle kept). ``denied``: do not act (``proposal`` is what was denied)."""

    status: Literal["approved", "pending", "denied"]
    proposal: AgentStepResult
    explanation: str
    uri: str  # approval://<id>


@dataclass(frozen=True, slots=True)
class Dropped:
    """The approval does not apply to this step (``stale``: asked for another one; ``expired``;
    ``used``: it acted once already): drop the handle and plan afresh; ``explanation`` says why,
    in words for ``reasoning``."""

    status: Literal["stale", "expired", "used"]
    proposal: None
    explanation: str
    uri: str


# What an approval handle sent back with a step means for that step (``status`` tells which).
Consultation = Decided | Dropped


# -- the record ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Request:
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
class _Record:
    record_id: str
    version: int
    request: _Request
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


def _seconds(value: object) -> float | None:
    """A stored time (seconds since the epoch), or None when ``value`` is not a number."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return None


def _parse_request(turn: dict[str, Any]) -> _Request | None:
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
    return _Request(
        task=turn["task"], step_count=step_count, screen=turn["screen"], action=turn["action"],
        proposal=turn["proposal"], description=turn["description"], reason=reason,
        requested_by=turn["requested_by"], created_at=created_at, expires_at=expires_at,
        screen_description=turn["screen_description"] if isinstance(turn.get("screen_description"), str) else "",
        client=client if isinstance(client, str) else None,
        screenshot=parse_screenshot(turn.get("screenshot")),
    )


def _parse_record(record_id: str, turns: list[dict[str, Any]], version: int) -> _Record | None:
    """The approval in ``turns``, or None when the record is not an approval (another tool's)."""
    if not 1 <= version <= _MAX_TURNS or len(turns) != version:
        return None
    request = _parse_request(turns[0])
    if request is None:
        return None
    if version == 1:
        return _Record(record_id, version, request)
    decision_turn = turns[1]
    decision, by, at = decision_turn.get("decision"), decision_turn.get("by"), _seconds(decision_turn.get("at"))
    if decision not in ("approve", "deny") or not isinstance(by, str) or at is None:
        return None
    used_at: float | None = None
    if version == 3:
        used_at = _seconds(turns[2].get("used_at"))
        if decision != "approve" or used_at is None:
            return None
    return _Record(record_id, version, request, decision, by, at, used_at)


async def _read(ctx: RequestContext, record_id: str) -> _Record | None:
    """The approval of the caller's tenant under ``record_id``; None when there is none (any cause)."""
    try:
        window = await ctx.store.read_window(record_id, _MAX_TURNS, cursor=0)
    except RecordNotFound:
        return None
    return _parse_record(record_id, window.turns, window.version)


def approval_uri(record_id: str) -> str:
    return APPROVAL_URI_TEMPLATE.replace("{id}", record_id)


def _timestamp(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


async def _announce(ctx: RequestContext, uri: str) -> None:
    """Tell the tenant's listen streams the approval changed. Best effort, as for conversations:
    the write happened and must be reported; a bus that cannot carry the change ends its own
    listen streams, whose clients re-listen and re-read."""
    try:
        await ctx.publish(Change("resource", uri=uri))
    except Exception:
        logger.warning("approval changed but the change was not published", exc_info=True)


# -- who asked ------------------------------------------------------------------------------------


def client_name(client_info: dict[str, Any] | None) -> str | None:
    """The client as it names itself in ``clientInfo`` (title or name, and version), or None."""
    if not client_info:
        return None
    name = client_info.get("title") if isinstance(client_info.get("title"), str) else client_info.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    version = client_info.get("version")
    text = f"{name.strip()} {version.strip()}" if isinstance(version, str) and version.strip() else name.strip()
    return " ".join(text.split())[:_CLIENT_TEXT_MAX]


async def screenshot(ctx: RequestContext, record_id: str) -> tuple[str, bytes] | None:
    """The screenshot kept with the approval ``record_id`` of the caller's tenant: (media type, bytes), or None."""
    return await read_screenshot(ctx, record_id) if _RECORD_ID.fullmatch(record_id) else None


# -- the index (listing) -------------------------------------------------------------------------


def _index_ids(day: datetime) -> list[str]:
    """The index records of ``day`` (UTC), oldest part first."""
    base = f"{_INDEX_PREFIX}{day:%Y%m%d}"
    return [base, *(f"{base}-{part}" for part in range(2, _INDEX_PARTS + 1))]


async def _add_to_index(ctx: RequestContext, record_id: str, created_at: float) -> None:
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


# -- next_step's side ---------------------------------------------------------------------------


class Approvals:
    """Pending approvals of the caller's tenant; ``ttl_seconds`` is how long one waits for a person."""

    def __init__(self, ctx: RequestContext, ttl_seconds: float) -> None:
        if ttl_seconds <= 0:
            raise ValueError("ttl_seconds must be positive")
        self._ctx = ctx
        self._ttl_seconds = ttl_seconds

    async def request(self, proposal: AgentStepResult, arguments: AgentStepArguments, screen: Screen, description: str) -> str:
        """Store ``proposal`` as a pending approval for this very step; return its sealed handle."""
        ctx = self._ctx
        now = time.time()
        record_id = new_record_id()
        shot = await keep_screenshot(ctx, record_id, arguments.screenshot_b64) if arguments.screenshot_b64 else None
        turn: dict[str, Any] = {
            "task": arguments.task,
            "step_count": arguments.step_count,
            "screen": screen.fingerprint,
            # Kept for a console's detail view: what the person deciding would want to see.
            "screen_description": arguments.screen_description,
            "action": action_binding(proposal),
            "proposal": proposal.model_dump(mode="json"),
            "description": description,
            "reason": proposal.confirmation_reason,
            "requested_by": ctx.principal.user,
            "client": client_name(ctx.client_info),
            "created_at": now,
            "expires_at": now + self._ttl_seconds,
        }
        if shot is not None:
            turn["screenshot"] = shot.as_turn()
        await ctx.store.create_if_absent(record_id)
        await ctx.store.append_if_version(record_id, 0, turn)
        await _add_to_index(ctx, record_id, now)
        await _announce(ctx, approval_uri(record_id))
        return ctx.handles.seal(APPROVAL, record_id)

    async def consult(self, handle: str, arguments: AgentStepArguments, screen: Screen) -> Consultation:
        """What the approval named by ``handle`` (from ``state_refs.approval``) means for this step.

        ToolError when the handle is not an approval handle of the caller's tenant.
        """
        ctx = self._ctx
        try:
            record_id = ctx.handles.open(APPROVAL, handle)
        except InvalidHandle:
            raise ToolError(
                "Invalid arguments: state_refs.approval is not a valid approval handle, or it has expired. "
                "Remove approval from state_refs and send this step again; if the action still needs "
                "confirming, a new approval is requested."
            ) from None
        uri = approval_uri(record_id)
        record = await _read(ctx, record_id)
        if record is None:
            return Dropped("expired", None, _EXPIRED, uri)
        request = record.request
        if record.used_at is not None:
            return Dropped("used", None, _USED, uri)
        mismatch = _mismatch(request, arguments, screen)
        if mismatch is not None:
            explanation = (
                f"The approval in state_refs.approval was for {mismatch}; the world moved on, "
                "so it was not used and this step was planned afresh."
            )
            return Dropped("stale", None, explanation, uri)
        stored = AgentStepResult.model_validate(request.proposal)
        status = record.status(time.time())
        if status == "expired":
            return Dropped("expired", None, _EXPIRED, uri)
        if status == "pending":
            waiting = stored.model_copy(update={
                "requires_confirmation": True,
                "state_refs": {**stored.state_refs, APPROVAL: handle},
            })
            return Decided("pending", waiting, f"Waiting for a person to approve: {request.description}.", uri)
        if status == "denied":
            explanation = f"{record.decided_by} denied: {request.description}."
            return Decided("denied", stored, explanation, uri)
        # Approved for this very step: claim its one use. Of two calls racing, one appends.
        try:
            await ctx.store.append_if_version(record_id, 2, {"used_at": time.time()})
        except VersionConflict:
            return Dropped("used", None, _USED, uri)
        except RecordNotFound:
            return Dropped("expired", None, _EXPIRED, uri)
        await _announce(ctx, uri)
        return Decided("approved", stored, f"{record.decided_by} approved: {request.description}.", uri)


_EXPIRED = (
    "The approval in state_refs.approval expired before it was used, so it was dropped and this step "
    "was planned afresh."
)
_USED = (
    "The approval in state_refs.approval was already acted on (an approval acts once), so it was "
    "dropped and this step was planned afresh."
)


def _mismatch(request: _Request, arguments: AgentStepArguments, screen: Screen) -> str | None:
    """How the step an approval was asked for differs from this one, or None when it is the same."""
    if request.task != arguments.task:
        return "another task"
    if request.step_count == arguments.step_count and request.screen == screen.fingerprint:
        return None
    where = "" if request.screen == screen.fingerprint else " on another screen"
    return f"step {request.step_count}{where}"


# -- the person's side --------------------------------------------------------------------------


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


def _view(record: _Record, now: float) -> ApprovalView:
    request = record.request
    return ApprovalView(
        status=record.status(now),
        task=request.task,
        action=request.description,
        reason=request.reason,
        step_count=request.step_count,
        requested_by=request.requested_by,
        client=request.client,
        created_at=_timestamp(request.created_at) or "",
        expires_at=_timestamp(request.expires_at) or "",
        decided_by=record.decided_by,
        decided_at=_timestamp(record.decided_at),
        used_at=_timestamp(record.used_at),
        uri=approval_uri(record.record_id),
    )


_DECIDED = {"approve": "approved", "deny": "denied"}


class AlreadyDecided(ToolError):
    """Someone decided first: the first decision stands (the message says who, and when)."""


class ApprovalExpired(ToolError):
    """Nobody decided in time: nothing can be decided any more."""


def _already_decided(record: _Record) -> ToolError:
    return AlreadyDecided(
        f"This approval was already {_DECIDED[record.decision or 'approve']} by {record.decided_by} at "
        f"{_timestamp(record.decided_at)}; the first decision stands."
    )


def _expired() -> ToolError:
    return ApprovalExpired(
        "This approval expired before anyone decided, so nothing was approved or denied. The agent must "
        "ask again: its next step requests a new approval if the action is still wanted."
    )


def _record_id_of(ctx: RequestContext, handle: str) -> str:
    """The record id in the ``approval`` argument; ToolError naming it otherwise."""
    try:
        return ctx.handles.open(APPROVAL, handle)
    except InvalidHandle:
        raise ToolError(
            "Invalid arguments: approval is not a valid approval handle, or it has expired. Do not retry with "
            "it; use the handle in the agent's current state_refs.approval."
        ) from None


class ApprovalGone(ToolError):
    """No approval of the caller's tenant has this id (any cause: the console answers 404)."""


class OwnRequest(ToolError):
    """The caller asked for this approval, so someone else must decide it (the console answers 403)."""


def is_own_request(entry: ApprovalEntry, principal: Principal) -> bool:
    """Whether ``principal`` is who asked for the approval. Same tenant always: an approval is only
    ever read within its own tenant; so the same user is the same principal."""
    return entry.view.requested_by == principal.user


async def _existing(ctx: RequestContext, record_id: str) -> _Record:
    record = await _read(ctx, record_id) if _RECORD_ID.fullmatch(record_id) else None
    if record is None:
        raise ApprovalGone(
            "This approval no longer exists: it expired. Nothing more can be decided on it; the agent must ask "
            "again: its next step requests a new approval if the action is still wanted."
        )
    return record


async def _open(ctx: RequestContext, handle: str) -> _Record:
    """The approval named by the ``approval`` argument; ToolError naming it otherwise."""
    return await _existing(ctx, _record_id_of(ctx, handle))


async def resolve(ctx: RequestContext, record_id: str, decision: Decision, *, allow_self: bool = False) -> ApprovalView:
    """Append the decision at version 1: the first decision stands, every later one is refused.

    The one decision path of ``resolve_approval`` and the console. ToolError (its message says
    why, e.g. *already approved by alice at …*) when refused; ``ApprovalGone`` for an id that is
    no approval of the caller's tenant; ``OwnRequest`` when the caller asked for it and
    ``allow_self`` is off. The caller checks ``approvals:resolve``.
    """
    record = await _existing(ctx, record_id)
    if not allow_self and record.request.requested_by == ctx.principal.user:
        raise OwnRequest(
            f"You ({ctx.principal.user}) asked for this approval, so someone else must decide it: an approval "
            "exists so that someone other than the agent says yes. Ask a person who may resolve approvals "
            "(approvals:resolve) to decide it, for example in the approvals console (/console)."
        )
    if record.decision is not None:
        raise _already_decided(record)
    now = time.time()
    if now >= record.request.expires_at:
        raise _expired()
    turn: dict[str, Any] = {"decision": decision, "by": ctx.principal.user, "at": now}
    try:
        await ctx.store.append_if_version(record.record_id, 1, turn)
    except RecordNotFound:
        raise _expired() from None
    except VersionConflict:
        winner = await _read(ctx, record.record_id)
        if winner is None:
            raise _expired() from None
        raise _already_decided(winner) from None
    uri = approval_uri(record.record_id)
    await _announce(ctx, uri)
    return _view(_Record(record.record_id, 2, record.request, decision, ctx.principal.user, now), time.time())


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


def _entry(record: _Record, now: float) -> ApprovalEntry:
    return ApprovalEntry(
        record.record_id, _view(record, now), record.request.screen_description,
        record.request.created_at, record.request.expires_at, record.decided_at, record.request.screenshot,
    )


async def view(ctx: RequestContext, record_id: str) -> ApprovalEntry | None:
    """The approval of the caller's tenant under ``record_id``, or None (not found, any cause)."""
    if not _RECORD_ID.fullmatch(record_id):
        return None
    record = await _read(ctx, record_id)
    return None if record is None else _entry(record, time.time())


async def recent_approvals(ctx: RequestContext, limit: int = 50) -> list[ApprovalEntry]:
    """The tenant's approvals created today and yesterday (UTC), newest first, at most ``limit``.

    Read from the per-day index; an approval whose record is gone (expired from the store) is
    skipped. Reading changes nothing.
    """
    if limit <= 0:
        return []
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
                if isinstance(listed, str) and _RECORD_ID.fullmatch(listed) and listed not in ids:
                    ids.append(listed)
    records = await asyncio.gather(*(_read(ctx, record_id) for record_id in ids))
    now = time.time()
    return [_entry(record, now) for record in records if record is not None]


async def read_approval(record_id: str, ctx: RequestContext) -> str | None:
    """The approval's view as JSON, or None (not found) for an id that is not an approval of the
    caller's tenant, whatever the reason: malformed, unknown, expired, another tenant's, or a
    record of another tool. Reading never extends its lifetime."""
    if not _RECORD_ID.fullmatch(record_id):
        return None
    record = await _read(ctx, record_id)
    if record is None:
        return None
    return json.dumps(_view(record, time.time()).model_dump(mode="json"))


def register_approvals(server: Server, *, allow_self: bool = False) -> None:
    """``get_approval``, ``resolve_approval`` and the ``approval://`` resource. ``allow_self``: the
    principal that asked may decide too (off by default: MCP_AGENT_APPROVALS_ALLOW_SELF)."""

    @server.tool(annotations={"readOnlyHint": True, "openWorldHint": False})
    async def get_approval(approval: ApprovalHandle, ctx: RequestContext) -> ApprovalView:
        """Show a pending approval of the phone agent: the action it waits to perform, why it needs a
        person, and whether it is pending, approved, denied, used or expired. `approval` is the handle
        from next_step's state_refs.approval."""
        record = await _open(ctx, approval)
        return _view(record, time.time())

    # Not offered without authentication: there the agent's own model is the local principal too.
    @server.tool(
        scopes={RESOLVE_SCOPE}, authenticated_only=True,
        annotations={"readOnlyHint": False, "idempotentHint": False, "openWorldHint": False},
    )
    async def resolve_approval(approval: ApprovalHandle, decision: Decision, ctx: RequestContext) -> ApprovalView:
        """Approve or deny an action the phone agent is waiting to perform (`approval` is the handle from
        next_step's state_refs.approval). The first decision stands: a later one is refused and says who
        decided. Whoever asked for the approval cannot decide it. Once approved, the agent's next step
        with that handle performs the action, once."""
        return await resolve(ctx, _record_id_of(ctx, approval), decision, allow_self=allow_self)

    @server.resource(
        APPROVAL_URI_TEMPLATE,
        name=APPROVAL,
        description="A pending approval of next_step: the action, why it needs a person, and its decision (JSON).",
        mime_type=APPROVAL_MIME_TYPE,
        cache_scope="private",
    )
    async def approval(id: str, ctx: RequestContext) -> str | None:  # noqa: A002 - the template's variable
        return await read_approval(id, ctx)
