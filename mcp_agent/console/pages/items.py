"""An approval as a row of the console: how old it is, how long it has left, and whether this person may
decide it (the one who asked may not, unless allowed), with the revision the live page compares."""

from __future__ import annotations

import time
from typing import Any

from ...identity import Principal
from ...server.console_approvals import ConsoleApproval
from .kit import PageKit, utc


def _duration(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


def approval_items(kit: PageKit, approvals: list[ConsoleApproval], principal: Principal) -> list[dict[str, Any]]:
    now = time.time()
    items = []
    for approval in approvals:
        # Same tenant always (the approvals are read within the principal's own): the same user is the same principal.
        own = approval.requested_by == principal.user and not kit.self_allowed(principal)
        decidable = approval.status == "pending" and principal.holds(kit.decide_scope) and not own
        items.append(
            {
                "approval": approval,
                "age": _duration(now - approval.created_at),
                "left": _duration(approval.expires_at - now) if approval.status == "pending" else None,
                "own": own and approval.status == "pending",
                "decidable": decidable,
                # What the page compares on a re-read to leave unchanged approvals (and focus) alone.
                "revision": f"{approval.status}|{approval.decided_by or ''}|{utc(approval.decided_at)}|{int(decidable)}",
            }
        )
    return items
