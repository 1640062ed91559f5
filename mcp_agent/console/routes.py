"""The approvals console's routes: every ``/console`` URL, the page that answers it, and the guards around them.

The approvals themselves come from the served tools, through ``ConsoleApprovals``
(``server/console_approvals.py``; ``next_step`` offers them). Everything under ``/console`` passes the
same Host/Origin guard as ``/mcp`` and leaves with a strict CSP (``guards.py``). A decision takes the
tool's own exactly-once path (``decide``, the one behind ``resolve_approval``), and the same rule:
whoever asked for an approval does not decide it (unless the operator allows it), except the local
principal of a loopback server without authentication, which is the person at the console there (the
tool itself is not offered to it).
"""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect
from starlette.routing import BaseRoute, Route
from starlette.types import ASGIApp

from ..crypto.sealing import Sealer
from ..identity import Authenticator
from ..server.console_approvals import ConsoleApprovals
from ..server.context import RequestContexts
from ..state import StoreUnavailable
from ..transport.middleware import HostPolicy
from .guards import client_left, guarded, store_unavailable
from .oidc_signin import OidcSignIn
from .pages.assets import Assets
from .pages.decision import DecisionPage
from .pages.detail import DetailPages
from .pages.events import EventStreams
from .pages.kit import PageKit
from .pages.listing import ListPages
from .pages.signin import SignInPages
from .session import Sessions


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
        kit = PageKit(approvals, contexts, sealer, Sessions(sealer, authenticator))
        listing, detail, decision = ListPages(kit), DetailPages(kit), DecisionPage(kit)
        signing = SignInPages(kit, signin)
        self._events = EventStreams(kit, keepalive_seconds)
        inner = Starlette(
            routes=[
                Route("/console", listing.page, methods=["GET"]),
                Route("/console/fragment", listing.fragment, methods=["GET"]),
                Route("/console/approvals/{id}", detail.page, methods=["GET"]),
                Route("/console/approvals/{id}/decision", decision.decide, methods=["POST"]),
                Route("/console/approvals/{id}/screenshot", detail.screenshot, methods=["GET"]),
                Route("/console/events", self._events, methods=["GET"]),
                Route("/console/signin", signing.form, methods=["GET"]),
                Route("/console/signin", signing.submit, methods=["POST"]),
                Route("/console/signout", signing.sign_out, methods=["POST"]),
                Route("/console/callback", signing.callback, methods=["GET"]),
                Route("/console/static/{name}", Assets().serve, methods=["GET"]),
            ],
            exception_handlers={StoreUnavailable: store_unavailable, ClientDisconnect: client_left},
        )
        self.app: ASGIApp = guarded(inner, hosts)

    def routes(self) -> list[BaseRoute]:
        """For the app's router: every ``/console`` path goes to the guarded console app."""
        return [Route("/console", self.app), Route("/console/{rest:path}", self.app)]

    def drain(self) -> None:
        """End every live stream (its page reconnects elsewhere); refuse new ones."""
        self._events.drain()
