"""The list of the tenant's recent approvals: the page (with the notice a decision left), and the
fragment its script re-reads when the live stream says an approval changed."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from ..session import Session
from .items import approval_items
from .kit import PageKit
from .notice import open_notice

LIST_LIMIT = 50


class ListPages:
    def __init__(self, kit: PageKit) -> None:
        self._kit = kit

    async def page(self, request: Request) -> Response:
        """GET /console"""
        kit = self._kit
        session = kit.sessions.current(request)
        if session is None:
            return kit.to_signin()
        notice = open_notice(kit.sealer, request.query_params.get("notice"))
        return kit.render(request, "list.html", {**await self._listing(session), "notice": notice})

    async def fragment(self, request: Request) -> Response:
        """GET /console/fragment"""
        session = self._kit.sessions.current(request)
        if session is None:
            return self._kit.signed_out()
        return self._kit.render(request, "_approvals.html", await self._listing(session))

    async def _listing(self, session: Session) -> dict[str, Any]:
        kit = self._kit
        approvals = await kit.approvals.recent(kit.context(session.principal), LIST_LIMIT)
        return kit.page(session, items=approval_items(kit, approvals, session.principal))
