"""A person's decision, posted from an approval's page: it needs the decide scope and the session's CSRF
value, takes the tool's own exactly-once path (the first decision stands), and leaves a sealed notice
of what became of it for the list page."""

from __future__ import annotations

from urllib.parse import quote

from opentelemetry import trace
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ...server.console_approvals import ApprovalDecision
from .kit import STALE_FORM, PageKit
from .notice import NoticeKind, seal_notice

_tracer = trace.get_tracer("mcp_agent")


class DecisionPage:
    def __init__(self, kit: PageKit) -> None:
        self._kit = kit

    async def decide(self, request: Request) -> Response:
        """POST /console/approvals/{id}/decision"""
        kit = self._kit
        session = kit.sessions.current(request)
        if session is None:
            return kit.to_signin()
        if not session.principal.holds(kit.decide_scope):
            return kit.refuse(request, 403, f"Deciding needs the scope {kit.approvals.decide_scope}.", session)
        form = await request.form()
        if not kit.sessions.csrf_valid(session, form.get("csrf")):
            return kit.refuse(request, 403, STALE_FORM, session)
        decision: ApprovalDecision
        match form.get("decision"):
            case "approve":
                decision = "approve"
            case "deny":
                decision = "deny"
            case _:
                return kit.refuse(request, 400, "The decision must be approve or deny.", session)
        principal = session.principal
        # A span per decision (a no-op unless tracing is configured): the decision and what became of
        # it, never the approval's id, the person or the action.
        with _tracer.start_as_current_span(
            "console decide", attributes={"mcp_agent.console.decision": decision}
        ) as span:
            decided = await kit.approvals.decide(
                kit.context(principal), request.path_params["id"], decision, allow_self=kit.self_allowed(principal)
            )
            span.set_attribute("mcp_agent.console.outcome", decided.outcome)
        kind: NoticeKind
        match decided.outcome:
            case "gone":
                return kit.refuse(request, 404, "No such approval.", session)
            case "own_request":
                return kit.refuse(request, 403, decided.message, session)
            case "stands":
                kind, text = "stands", f"{'Approved' if decision == 'approve' else 'Denied'}: {decided.message}"
            case "lost" | "expired":
                kind, text = decided.outcome, decided.message  # who decided first, and when (theirs stands); or expired
        return RedirectResponse(f"/console?notice={quote(seal_notice(kit.sealer, text, kind))}", status_code=303)
