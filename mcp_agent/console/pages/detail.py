"""One approval: its page (the action, why it needs a person, the screen its agent saw) and the
screenshot the step carried, served only to the approval's own tenant and never cached."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from .items import approval_items
from .kit import PageKit


class DetailPages:
    def __init__(self, kit: PageKit) -> None:
        self._kit = kit

    async def page(self, request: Request) -> Response:
        """GET /console/approvals/{id}"""
        kit = self._kit
        session = kit.sessions.current(request)
        if session is None:
            return kit.to_signin()
        approval = await kit.approvals.detail(kit.context(session.principal), request.path_params["id"])
        if approval is None:
            return kit.refuse(request, 404, "No such approval.", session)
        (item,) = approval_items(kit, [approval], session.principal)
        return kit.render(request, "detail.html", kit.page(session, item=item, screen=approval.screen))

    async def screenshot(self, request: Request) -> Response:
        """GET /console/approvals/{id}/screenshot"""
        kit = self._kit
        session = kit.sessions.current(request)
        if session is None:
            return kit.signed_out()
        found = await kit.approvals.screenshot(kit.context(session.principal), request.path_params["id"])
        if found is None:
            return Response("no screenshot", status_code=404, media_type="text/plain")
        media_type, data = found
        return Response(data, media_type=media_type, headers={"cache-control": "private, no-store"})
