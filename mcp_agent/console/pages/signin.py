"""Signing in and out: with a pasted bearer token, or at the authorization server (OpenID Connect) when
the console has a client there; on loopback without authentication there is nobody to sign in.

The session is a sealed cookie (``session.py``); the OpenID Connect flow is ``oidc_signin.py``.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ...identity import Unauthenticated
from ..oidc_signin import OidcSignIn, SignInFailed
from .kit import STALE_FORM, PageKit


class SignInPages:
    def __init__(self, kit: PageKit, oidc: OidcSignIn | None) -> None:
        self._kit = kit
        self._oidc = oidc  # set: people sign in at the authorization server, not with a pasted token

    async def form(self, request: Request) -> Response:
        """GET /console/signin"""
        kit = self._kit
        if kit.sessions.local:
            return RedirectResponse("/console", status_code=303)
        if self._oidc is not None:
            try:
                return await self._oidc.begin(request)
            except SignInFailed as problem:
                return kit.render(
                    request, "message.html", {"signed_in": False, "title": "Sign-in", "message": str(problem)}, 503
                )
        return kit.render(request, "signin.html", {"signed_in": False, "error": None})

    async def submit(self, request: Request) -> Response:
        """POST /console/signin"""
        # No CSRF field here: there is no session yet. A cross-site POST carries a foreign Origin,
        # which the guard refuses, and the cookie it would set is SameSite=Strict (spec-notes/console.md).
        kit = self._kit
        if kit.sessions.local:
            return RedirectResponse("/console", status_code=303)
        if self._oidc is not None:
            return kit.render(
                request,
                "message.html",
                {
                    "signed_in": False,
                    "title": "Sign-in",
                    "message": "Sign in through the authorization server: open /console/signin.",
                },
                405,
            )
        form = await request.form()
        token = form.get("token")
        try:
            if not isinstance(token, str) or not token:
                raise Unauthenticated("missing token")
            kit.sessions.authenticate(token)
        except Unauthenticated:
            return kit.render(
                request, "signin.html", {"signed_in": False, "error": "That token was not accepted."}, 401
            )
        response = RedirectResponse("/console", status_code=303)
        kit.sessions.sign_in(response, request, token)
        return response

    async def callback(self, request: Request) -> Response:
        """GET /console/callback"""
        kit = self._kit
        if self._oidc is None:
            return Response("not found", status_code=404, media_type="text/plain")
        try:
            token = await self._oidc.finish(request)
        except SignInFailed as problem:
            response = kit.render(
                request, "message.html", {"signed_in": False, "title": "Sign-in", "message": str(problem)}, 401
            )
        else:
            # A page, not a redirect: the session cookie is SameSite=Strict, and a redirect chain that began
            # at the authorization server would not send it; this page's own navigation does.
            response = kit.render(request, "signed_in.html", {"signed_in": False})
            kit.sessions.sign_in(response, request, token)
        self._oidc.forget_flow(response, request)
        return response

    async def sign_out(self, request: Request) -> Response:
        """POST /console/signout"""
        kit = self._kit
        session = kit.sessions.current(request)
        if session is not None:
            form = await request.form()
            if not kit.sessions.csrf_valid(session, form.get("csrf")):
                return kit.refuse(request, 403, STALE_FORM, session)
        # Signing in again at the authorization server would let its own session sign this browser straight
        # back in: a page that says so instead of a redirect to the sign-in.
        response = (
            kit.to_signin()
            if self._oidc is None
            else kit.render(
                request,
                "message.html",
                {"signed_in": False, "title": "Signed out", "message": "You are signed out of the console."},
            )
        )
        kit.sessions.sign_out(response, request)
        return response
