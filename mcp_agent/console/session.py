"""Who a console request acts for: the sealed session cookie (re-verified on every request) and the
CSRF value every POST carries.

The cookie holds the bearer token the person signed in with, sealed (purpose ``console``, 8 h):
each request opens it and authenticates the token again with the server's own authenticator, so a
token revoked from the tokens file, or a JWT that expired, stops working on the next request, on
any instance, exactly as on ``/mcp``. The CSRF value is sealed too (purpose ``csrf``) and names a
digest of the session cookie: it opens only for the session it was issued to.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass

from starlette.requests import Request
from starlette.responses import Response

from ..crypto.sealing import InvalidSeal, Sealer
from ..identity import Authenticator, LocalAuthenticator, Principal, Unauthenticated

COOKIE_NAME = "mcp_agent_console"
COOKIE_PATH = "/console"
SESSION_PURPOSE = "console"
CSRF_PURPOSE = "csrf"
SESSION_TTL_SECONDS = 8 * 3600
# Loopback without authentication has no cookie: its CSRF values are bound to this instead.
_LOCAL_SESSION = "local"


@dataclass(frozen=True, slots=True)
class Session:
    """The principal of a request, and what its CSRF values are bound to."""

    principal: Principal
    binding: str
    # False on loopback without authentication: there is nobody to sign in or out.
    signed_in: bool


class Sessions:
    def __init__(self, sealer: Sealer, authenticator: Authenticator) -> None:
        self._sealer = sealer
        self._authenticator = authenticator

    @property
    def local(self) -> bool:
        """Loopback with no authentication configured: everyone is tenant ``local``, as on ``/mcp``."""
        return isinstance(self._authenticator, LocalAuthenticator)

    def authenticate(self, token: str) -> Principal:
        """The principal of a bearer token, as ``/mcp`` would see it; Unauthenticated otherwise."""
        return self._authenticator.authenticate(f"Bearer {token}")

    def current(self, request: Request) -> Session | None:
        """The request's session, verified now; None when it has none or it no longer holds."""
        if self.local:
            return Session(self._authenticator.authenticate(None), _LOCAL_SESSION, signed_in=False)
        cookie = request.cookies.get(COOKIE_NAME)
        if not cookie:
            return None
        try:
            claims = self._sealer.open(SESSION_PURPOSE, cookie)
            token = claims.get("token")
            if not isinstance(token, str):
                return None
            principal = self.authenticate(token)
        except (InvalidSeal, Unauthenticated):
            return None
        return Session(principal, _digest(cookie), signed_in=True)

    def sign_in(self, response: Response, request: Request, token: str) -> None:
        sealed = self._sealer.seal(SESSION_PURPOSE, {"token": token}, SESSION_TTL_SECONDS)
        response.set_cookie(
            COOKIE_NAME,
            sealed,
            max_age=SESSION_TTL_SECONDS,
            path=COOKIE_PATH,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )

    def sign_out(self, response: Response, request: Request) -> None:
        response.delete_cookie(
            COOKIE_NAME,
            path=COOKIE_PATH,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="strict",
        )

    def csrf_for(self, session: Session) -> str:
        return self._sealer.seal(CSRF_PURPOSE, {"session": session.binding}, SESSION_TTL_SECONDS)

    def csrf_valid(self, session: Session, value: object) -> bool:
        try:
            claims = self._sealer.open(CSRF_PURPOSE, value)
        except InvalidSeal:
            return False
        bound = claims.get("session")
        return isinstance(bound, str) and hmac.compare_digest(bound, session.binding)


def _digest(cookie: str) -> str:
    return hashlib.sha256(cookie.encode()).hexdigest()[:32]
