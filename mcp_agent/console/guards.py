"""What every console response passes through: the Host/Origin guard and the form size limit on the way
in, a strict CSP on the way out, and a plain answer (never a 500) when the store is down or the client left.

Everything under ``/console`` passes the same Host/Origin guard as ``/mcp``, so a POST from a foreign
Origin is refused before anything runs; the security headers are added to refusals too.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..protocol.errors import UNAVAILABLE_RETRY_AFTER_SECONDS, retry_after_header
from ..transport.middleware import BodyLimitMiddleware, HostGuardMiddleware, HostPolicy

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


def guarded(app: ASGIApp, hosts: HostPolicy) -> ASGIApp:
    """``app`` behind the Host/Origin guard and the form size limit, its answers with the security headers."""
    return SecurityHeaders(HostGuardMiddleware(BodyLimitMiddleware(app, MAX_FORM_BYTES), hosts))


async def store_unavailable(request: Request, error: Exception) -> Response:
    """The store is down: a page that says so and when to try again, never a 500."""
    name, value = retry_after_header(UNAVAILABLE_RETRY_AFTER_SECONDS)
    return Response(
        "The approvals store is unavailable right now; try again in a moment.",
        status_code=503,
        media_type="text/plain",
        headers={name.decode(): value.decode(), "cache-control": "no-store"},
    )


async def client_left(request: Request, exc: Exception) -> Response:
    """A form whose client left (or whose body stalled until the server closed it) before it was read:
    nobody to answer, and nothing wrong with the server (Starlette would log a traceback)."""
    return Response(status_code=499)
