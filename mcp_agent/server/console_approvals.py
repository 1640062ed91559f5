"""What the approvals console shows and does, as the tool that keeps approvals offers it.

The console (``mcp_agent/console``) signs people in, renders pages and guards forms; which approvals
exist, what they say and how a decision is recorded belong to the tool that asks for them
(``next_step``). It offers them through this interface, in plain data, on the ``Server`` it
registers on (``Server.add_console_approvals``). A served server without one has no console.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from .context import RequestContext

ApprovalDecision = Literal["approve", "deny"]
ApprovalStatus = Literal["pending", "expired", "approved", "denied", "used"]
# What became of a person's decision: it stands; someone decided first ("lost"); nobody may decide any
# more ("expired"); there is no such approval ("gone"); the person asked for it themselves ("own_request").
DecisionOutcomeKind = Literal["stands", "lost", "expired", "gone", "own_request"]


@dataclass(frozen=True, slots=True)
class ScreenElement:
    """An element line of the screen the agent saw, split for display."""

    index: int
    kind: str
    label: str
    value: str | None = None
    # States worth a badge, in display order (checked / unchecked, focused, disabled, scrollable).
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ScreenLine:
    """One line of the screen the agent saw (an element, or prose as written) and the lines nested under it."""

    text: str
    element: ScreenElement | None = None
    children: tuple[ScreenLine, ...] = ()


@dataclass(frozen=True, slots=True)
class ConsoleApproval:
    """An approval as a person sees it. Times are seconds since the epoch."""

    id: str
    status: ApprovalStatus
    task: str
    action: str  # in words: tap Button "Send"
    reason: str | None  # why a person must confirm
    step_count: int
    requested_by: str  # the user whose agent asked (always of the reader's own tenant)
    client: str | None  # the client as it names itself (not verified)
    created_at: float
    expires_at: float
    decided_by: str | None = None
    decided_at: float | None = None
    screenshot_kept: bool = False  # readable with ``ConsoleApprovals.screenshot``
    screenshot_omitted: str | None = None  # the step carried one that was not kept: why
    screen: tuple[ScreenLine, ...] = ()  # the screen the agent saw: filled by ``detail`` only


@dataclass(frozen=True, slots=True)
class DecisionOutcome:
    """``message``: for ``stands`` the action in words; otherwise why, in words for the person."""

    outcome: DecisionOutcomeKind
    message: str


class ConsoleApprovals(Protocol):
    """The approvals of the caller's tenant (``ctx``), for the console."""

    @property
    def decide_scope(self) -> str:
        """The token scope a person needs to decide."""
        ...

    @property
    def allow_self(self) -> bool:
        """Whether whoever asked for an approval may decide it too (the operator's choice)."""
        ...

    def is_approval_uri(self, uri: str) -> bool:
        """Whether a changed resource is an approval: the console's live list re-reads on those."""
        ...

    async def recent(self, ctx: RequestContext, limit: int) -> list[ConsoleApproval]:
        """The newest approvals, newest first, at most ``limit``; reading changes nothing."""
        ...

    async def detail(self, ctx: RequestContext, approval_id: str) -> ConsoleApproval | None:
        """One approval with the screen its agent saw, or None when there is no such approval."""
        ...

    async def screenshot(self, ctx: RequestContext, approval_id: str) -> tuple[str, bytes] | None:
        """The screenshot kept with the approval: (media type, bytes), or None."""
        ...

    async def decide(
        self, ctx: RequestContext, approval_id: str, decision: ApprovalDecision, *, allow_self: bool
    ) -> DecisionOutcome:
        """Record ``ctx.principal``'s decision, exactly once per approval (the first stands).
        ``allow_self``: the person may decide an approval they asked for. The caller checks the scope."""
        ...
