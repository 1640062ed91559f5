"""The approvals console's routes: list, detail, decision, live updates, sign-in and sign-out.

The approvals themselves come from the served tools, through ``ConsoleApprovals``
(``server/console_approvals.py``; ``next_step`` offers them). Everything under ``/console`` passes the
same Host/Origin guard as ``/mcp`` (so a POST from a foreign Origin is refused before anything runs)
and leaves with a strict CSP. A decision takes the tool's own exactly-once path (``decide``, the one
behind ``resolve_approval``), and the same rule: whoever asked for an approval does not decide it
(unless the operator allows it), except the local principal of a loopback server without
authentication, which is the person at the console there (the tool itself is not offered to it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jinja2
import orjson
from opentelemetry import trace
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Route
from starlette.templating import Jinja2Templates
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..bus import BusUnavailable, Change
from ..crypto.sealing import InvalidSeal, Sealer
from ..identity import Authenticator, Principal, Unauthenticated
from ..protocol.errors import UNAVAILABLE_RETRY_AFTER_SECONDS, retry_after_header
from ..server.console_approvals import ApprovalDecision, ConsoleApproval, ConsoleApprovals
from ..server.context import RequestContext, RequestContexts
from ..state import StoreUnavailable
from ..transport import sse
from ..transport.disconnect import ClientDisconnected, cancel_on_disconnect
from ..transport.middleware import BodyLimitMiddleware, HostGuardMiddleware, HostPolicy
from .oidc_signin import OidcSignIn, SignInFailed
from .session import Session, Sessions

logger = logging.getLogger("mcp_agent.console")
_tracer = trace.get_tracer("mcp_agent")

_HERE = Path(__file__).parent
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
_SECURITY_HEADERS = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    # Not no-referrer: under it browsers send ``Origin: null`` with the console's own form POSTs (Fetch
    # spec), which the Origin guard must refuse. same-origin still sends nothing to any other site.
    (b"referrer-policy", b"same-origin"),
)
_NOTICE_PURPOSE = "console-notice"
_NOTICE_TTL_SECONDS = 120
# What a decision's notice says happened: each kind looks and reads differently (heading, class, role).
_NOTICE_KINDS = frozenset({"stands", "lost", "expired"})
LIST_LIMIT = 50
_STREAM_BUFFER = 64
_END = None
_STATIC = {"console.css": "text/css; charset=utf-8", "console.js": "text/javascript; charset=utf-8"}
# The console's forms carry a token, a CSRF value and a decision: nothing near this size.
MAX_FORM_BYTES = 16 * 1024


class SecurityHeaders:
    """Adds the CSP, nosniff and referrer-policy headers to every response, refusals included."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *_SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


async def _client_left(request: Request, exc: Exception) -> Response:
    """A form whose client left (or whose body stalled until the server closed it) before it was read:
    nobody to answer, and nothing wrong with the server (Starlette would log a traceback)."""
    return Response(status_code=499)


def _duration(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


def _utc(seconds: float | None) -> str:
    """A time as the pages show it and ``<time datetime>`` reads it: ISO 8601, UTC, to the second."""
    if seconds is None:
        return ""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


class Console:
    """The console of one app: its routes (mounted beside ``/healthz``) and ``drain`` for shutdown."""

    def __init__(
        self,
        approvals: ConsoleApprovals,
        contexts: RequestContexts,
        sealer: Sealer,
        authenticator: Authenticator,
        *,
        hosts: HostPolicy,
        keepalive_seconds: float = 15.0,
        signin: OidcSignIn | None = None,
    ) -> None:
        self._approvals = approvals
        self._scope = frozenset({approvals.decide_scope})
        self._contexts = contexts
        self._oidc = signin  # set: people sign in at the authorization server, not with a pasted token
        self._sealer = sealer
        self._sessions = Sessions(sealer, authenticator)
        self._keepalive_seconds = keepalive_seconds
        self._streams: set[asyncio.Queue[str | None]] = set()
        self._draining = False
        environment = jinja2.Environment(loader=jinja2.FileSystemLoader(_HERE / "templates"), autoescape=True)
        environment.filters["utc"] = _utc
        self._templates = Jinja2Templates(env=environment)
        self._static = {name: (_HERE / "static" / name).read_bytes() for name in _STATIC}
        inner = Starlette(routes=[
            Route("/console", self._list, methods=["GET"]),
            Route("/console/fragment", self._fragment, methods=["GET"]),
            Route("/console/approvals/{id}", self._detail, methods=["GET"]),
            Route("/console/approvals/{id}/decision", self._decide, methods=["POST"]),
            Route("/console/approvals/{id}/screenshot", self._screenshot, methods=["GET"]),
            Route("/console/events", _Events(self), methods=["GET"]),
            Route("/console/signin", self._signin_form, methods=["GET"]),
            Route("/console/signin", self._signin, methods=["POST"]),
            Route("/console/signout", self._signout, methods=["POST"]),
            Route("/console/callback", self._callback, methods=["GET"]),
            Route("/console/static/{name}", self._static_file, methods=["GET"]),
        ], exception_handlers={StoreUnavailable: _store_unavailable, ClientDisconnect: _client_left})
        guarded = HostGuardMiddleware(BodyLimitMiddleware(inner, MAX_FORM_BYTES), hosts)
        self.app: ASGIApp = SecurityHeaders(guarded)

    def routes(self) -> list[BaseRoute]:
        """For the app's router: every ``/console`` path goes to the guarded console app."""
        return [Route("/console", self.app), Route("/console/{rest:path}", self.app)]

    def drain(self) -> None:
        """End every live stream (its page reconnects elsewhere); refuse new ones."""
        self._draining = True
        for queue in self._streams:
            sse.force_put(queue, _END)

    # -- helpers ---------------------------------------------------------------------------------

    def _context(self, principal: Principal) -> RequestContext:
        return self._contexts.context(principal, request_id="console", method="console")

    def _render(self, request: Request, name: str, context: dict[str, Any], status_code: int = 200) -> Response:
        response = self._templates.TemplateResponse(request, name, context, status_code=status_code)
        response.headers["cache-control"] = "no-store"
        return response

    def _page(self, request: Request, session: Session, **context: Any) -> dict[str, Any]:
        return {
            "principal": session.principal,
            "signed_in": session.signed_in,
            "can_decide": session.principal.holds(self._scope),
            "csrf": self._sessions.csrf_for(session),
            **context,
        }

    def _refuse(self, request: Request, status: int, message: str, session: Session | None = None) -> Response:
        context = self._page(request, session) if session is not None else {"signed_in": False}
        return self._render(request, "message.html", {**context, "title": "Refused", "message": message}, status)

    @staticmethod
    def _to_signin() -> Response:
        return RedirectResponse("/console/signin", status_code=303)

    def _self_allowed(self, principal: Principal) -> bool:
        # Without authentication the console is where the person decides (the agent's tools cannot).
        return self._approvals.allow_self or not principal.authenticated

    def _items(self, approvals: list[ConsoleApproval], principal: Principal) -> list[dict[str, Any]]:
        now = time.time()
        items = []
        for approval in approvals:
            # Same tenant always (the approvals are read within the principal's own): the same user is the same principal.
            own = approval.requested_by == principal.user and not self._self_allowed(principal)
            decidable = approval.status == "pending" and principal.holds(self._scope) and not own
            items.append({
                "approval": approval,
                "age": _duration(now - approval.created_at),
                "left": _duration(approval.expires_at - now) if approval.status == "pending" else None,
                "own": own and approval.status == "pending",
                "decidable": decidable,
                # What the page compares on a re-read to leave unchanged approvals (and focus) alone.
                "revision": f"{approval.status}|{approval.decided_by or ''}|{_utc(approval.decided_at)}|{int(decidable)}",
            })
        return items

    async def _listing(self, request: Request, session: Session) -> dict[str, Any]:
        approvals = await self._approvals.recent(self._context(session.principal), LIST_LIMIT)
        return self._page(request, session, items=self._items(approvals, session.principal))

    # -- pages -----------------------------------------------------------------------------------

    async def _list(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is None:
            return self._to_signin()
        notice: dict[str, str] | None = None
        try:
            sealed = self._sealer.open(_NOTICE_PURPOSE, request.query_params.get("notice"))
            text, kind = sealed.get("text"), sealed.get("kind")
            if isinstance(text, str) and kind in _NOTICE_KINDS:
                notice = {"text": text, "kind": kind}
        except InvalidSeal:
            pass
        return self._render(request, "list.html", {**await self._listing(request, session), "notice": notice})

    async def _fragment(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is None:
            return Response("signed out", status_code=401, media_type="text/plain")
        return self._render(request, "_approvals.html", await self._listing(request, session))

    async def _detail(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is None:
            return self._to_signin()
        approval = await self._approvals.detail(self._context(session.principal), request.path_params["id"])
        if approval is None:
            return self._refuse(request, 404, "No such approval.", session)
        item = self._items([approval], session.principal)[0]
        return self._render(request, "detail.html", self._page(request, session, item=item, screen=approval.screen))

    async def _screenshot(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is None:
            return Response("signed out", status_code=401, media_type="text/plain")
        found = await self._approvals.screenshot(self._context(session.principal), request.path_params["id"])
        if found is None:
            return Response("no screenshot", status_code=404, media_type="text/plain")
        media_type, data = found
        return Response(data, media_type=media_type, headers={"cache-control": "private, no-store"})

    async def _decide(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is None:
            return self._to_signin()
        if not session.principal.holds(self._scope):
            return self._refuse(request, 403, f"Deciding needs the scope {self._approvals.decide_scope}.", session)
        form = await request.form()
        if not self._sessions.csrf_valid(session, form.get("csrf")):
            return self._refuse(request, 403, "The form is stale or was not sent from this console; reload the page.", session)
        decision: ApprovalDecision
        match form.get("decision"):
            case "approve":
                decision = "approve"
            case "deny":
                decision = "deny"
            case _:
                return self._refuse(request, 400, "The decision must be approve or deny.", session)
        principal = session.principal
        # A span per decision (a no-op unless tracing is configured): the decision and what became of
        # it, never the approval's id, the person or the action.
        with _tracer.start_as_current_span("console decide", attributes={"mcp_agent.console.decision": decision}) as span:
            decided = await self._approvals.decide(
                self._context(principal), request.path_params["id"], decision, allow_self=self._self_allowed(principal)
            )
            span.set_attribute("mcp_agent.console.outcome", decided.outcome)
        match decided.outcome:
            case "gone":
                return self._refuse(request, 404, "No such approval.", session)
            case "own_request":
                return self._refuse(request, 403, decided.message, session)
            case "stands":
                text = f"{'Approved' if decision == 'approve' else 'Denied'}: {decided.message}"
            case _:
                text = decided.message  # lost: who decided first, and when (theirs stands); or expired
        kind = decided.outcome
        sealed = self._sealer.seal(_NOTICE_PURPOSE, {"text": text, "kind": kind}, _NOTICE_TTL_SECONDS)
        return RedirectResponse(f"/console?notice={quote(sealed)}", status_code=303)

    async def _signin_form(self, request: Request) -> Response:
        if self._sessions.local:
            return RedirectResponse("/console", status_code=303)
        if self._oidc is not None:
            try:
                return await self._oidc.begin(request)
            except SignInFailed as problem:
                return self._render(request, "message.html", {"signed_in": False, "title": "Sign-in", "message": str(problem)}, 503)
        return self._render(request, "signin.html", {"signed_in": False, "error": None})

    async def _callback(self, request: Request) -> Response:
        if self._oidc is None:
            return Response("not found", status_code=404, media_type="text/plain")
        try:
            token = await self._oidc.finish(request)
        except SignInFailed as problem:
            response = self._render(request, "message.html", {"signed_in": False, "title": "Sign-in", "message": str(problem)}, 401)
        else:
            # A page, not a redirect: the session cookie is SameSite=Strict, and a redirect chain that began
            # at the authorization server would not send it; this page's own navigation does.
            response = self._render(request, "signed_in.html", {"signed_in": False})
            self._sessions.sign_in(response, request, token)
        self._oidc.forget_flow(response, request)
        return response

    async def _signin(self, request: Request) -> Response:
        # No CSRF field here: there is no session yet. A cross-site POST carries a foreign Origin,
        # which the guard refuses, and the cookie it would set is SameSite=Strict (spec-notes/console.md).
        if self._sessions.local:
            return RedirectResponse("/console", status_code=303)
        if self._oidc is not None:
            return self._render(request, "message.html", {
                "signed_in": False, "title": "Sign-in", "message": "Sign in through the authorization server: open /console/signin.",
            }, 405)
        form = await request.form()
        token = form.get("token")
        try:
            if not isinstance(token, str) or not token:
                raise Unauthenticated("missing token")
            self._sessions.authenticate(token)
        except Unauthenticated:
            return self._render(request, "signin.html", {"signed_in": False, "error": "That token was not accepted."}, 401)
        response = RedirectResponse("/console", status_code=303)
        self._sessions.sign_in(response, request, token)
        return response

    async def _signout(self, request: Request) -> Response:
        session = self._sessions.current(request)
        if session is not None:
            form = await request.form()
            if not self._sessions.csrf_valid(session, form.get("csrf")):
                return self._refuse(request, 403, "The form is stale or was not sent from this console; reload the page.", session)
        # Signing in again at the authorization server would let its own session sign this browser straight
        # back in: a page that says so instead of a redirect to the sign-in.
        response = self._to_signin() if self._oidc is None else self._render(
            request, "message.html", {"signed_in": False, "title": "Signed out", "message": "You are signed out of the console."},
        )
        self._sessions.sign_out(response, request)
        return response

    async def _static_file(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in self._static:
            return Response("not found", status_code=404, media_type="text/plain")
        return Response(self._static[name], media_type=_STATIC[name], headers={"cache-control": "no-cache"})


class _Events:
    """GET /console/events: one SSE event per change of an approval of the tenant, a keep-alive
    comment meanwhile (the session is re-verified then), and the end on drain or lost changes."""

    def __init__(self, console: Console) -> None:
        self._console = console

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        console = self._console
        request = Request(scope, receive)
        session = console._sessions.current(request)
        if session is None:
            await Response("signed out", status_code=401, media_type="text/plain")(scope, receive, send)
            return
        if console._draining:
            await Response("shutting down", status_code=503, headers={"retry-after": "2"})(scope, receive, send)
            return
        queue: asyncio.Queue[str | None] = asyncio.Queue(_STREAM_BUFFER)

        def deliver(change: Change) -> None:
            if change.kind == "resource" and change.uri and console._approvals.is_approval_uri(change.uri):
                try:
                    queue.put_nowait(change.uri)
                except asyncio.QueueFull:
                    sse.force_put(queue, _END)  # the page re-reads everything when it reconnects

        def interrupted() -> None:
            sse.force_put(queue, _END)

        try:
            unsubscribe = await console._contexts.bus.subscribe(session.principal.tenant, deliver, interrupted)
        except BusUnavailable:
            await Response("change bus unavailable", status_code=503, headers={"retry-after": "2"})(scope, receive, send)
            return
        console._streams.add(queue)
        try:
            await sse.start(send, preface=b"retry: 3000\n: connected\n\n")
            with contextlib.suppress(ClientDisconnected):
                await cancel_on_disconnect(self._pump(request, queue, send), receive)
        finally:
            unsubscribe()
            console._streams.discard(queue)

    async def _pump(self, request: Request, queue: asyncio.Queue[str | None], send: Send) -> None:
        async def deliver(item: str | None) -> bool:
            if item is _END:
                await sse.send_frame(send, b"", last=True)
                return False
            await sse.send_frame(send, sse.frame(orjson.dumps({"uri": item})))
            return True

        def still_signed_in() -> bool:  # the session is re-verified at each keep-alive: signed out or revoked ends it
            return self._console._sessions.current(request) is not None

        await sse.relay(queue, send, self._console._keepalive_seconds, deliver, still_signed_in)


async def _store_unavailable(request: Request, error: Exception) -> Response:
    """The store is down: a page that says so and when to try again, never a 500."""
    name, value = retry_after_header(UNAVAILABLE_RETRY_AFTER_SECONDS)
    return Response(
        "The approvals store is unavailable right now; try again in a moment.", status_code=503,
        media_type="text/plain", headers={name.decode(): value.decode(), "cache-control": "no-store"},
    )
