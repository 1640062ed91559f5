"""What every console page shares: the request's session, the approvals read as its principal, and
answers rendered the same way (no-store, with the signed-in frame and a CSRF value for its forms)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jinja2
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.templating import Jinja2Templates

from ...crypto.sealing import Sealer
from ...identity import Principal
from ...server.console_approvals import ConsoleApprovals
from ...server.context import RequestContext, RequestContexts
from ..session import Session, Sessions

CONSOLE_DIR = Path(__file__).parent.parent
# A form whose CSRF value does not open for this session: an old page, or a form from elsewhere.
STALE_FORM = "The form is stale or was not sent from this console; reload the page."


def utc(seconds: float | None) -> str:
    """A time as the pages show it and ``<time datetime>`` reads it: ISO 8601, UTC, to the second."""
    if seconds is None:
        return ""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


class PageKit:
    def __init__(
        self, approvals: ConsoleApprovals, contexts: RequestContexts, sealer: Sealer, sessions: Sessions
    ) -> None:
        self.approvals = approvals
        self.decide_scope = frozenset({approvals.decide_scope})
        self.contexts = contexts
        self.sealer = sealer
        self.sessions = sessions
        environment = jinja2.Environment(loader=jinja2.FileSystemLoader(CONSOLE_DIR / "templates"), autoescape=True)
        environment.filters["utc"] = utc
        self._templates = Jinja2Templates(env=environment)

    def context(self, principal: Principal) -> RequestContext:
        """The approvals are read and decided within ``principal``'s tenant, as its own tool calls would."""
        return self.contexts.context(principal, request_id="console", method="console")

    def self_allowed(self, principal: Principal) -> bool:
        # Without authentication the console is where the person decides (the agent's tools cannot).
        return self.approvals.allow_self or not principal.authenticated

    def render(self, request: Request, name: str, context: dict[str, Any], status_code: int = 200) -> Response:
        response = self._templates.TemplateResponse(request, name, context, status_code=status_code)
        response.headers["cache-control"] = "no-store"
        return response

    def page(self, session: Session, **context: Any) -> dict[str, Any]:
        """A signed-in page's context: who is signed in, whether they may decide, the CSRF value of its forms."""
        return {
            "principal": session.principal,
            "signed_in": session.signed_in,
            "can_decide": session.principal.holds(self.decide_scope),
            "csrf": self.sessions.csrf_for(session),
            **context,
        }

    def refuse(self, request: Request, status: int, message: str, session: Session | None = None) -> Response:
        context = self.page(session) if session is not None else {"signed_in": False}
        return self.render(request, "message.html", {**context, "title": "Refused", "message": message}, status)

    @staticmethod
    def to_signin() -> Response:
        return RedirectResponse("/console/signin", status_code=303)

    @staticmethod
    def signed_out() -> Response:
        # For the page's scripts (a fragment, a screenshot, the live stream), which a redirect would not help.
        return Response("signed out", status_code=401, media_type="text/plain")
