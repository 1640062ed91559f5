"""Signing in to the console through the authorization server: authorization code with PKCE, OpenID Connect.

The browser is sent to the server's authorization endpoint with a fresh state, nonce and PKCE
verifier, sealed in a short-lived cookie scoped to the callback (SameSite=Lax: the callback is a
top-level navigation from the authorization server, which a Strict cookie would not follow). The
callback checks the state and the ``iss`` of the response (RFC 9207), redeems the code, checks the
ID token (issuer, audience, nonce, signature) and keeps the access token, for this server's resource,
in the same sealed session cookie as a bearer-token sign-in: every console request re-checks it.
The request URIs and bodies are built by authlib (RFC 6749 parameters, RFC 7636 S256).
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx2 as httpx
from authlib.common.security import generate_token
from authlib.oauth2.rfc6749.parameters import prepare_grant_uri, prepare_token_request
from authlib.oauth2.rfc7636 import create_s256_code_challenge
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ..crypto.sealing import InvalidSeal, Sealer
from ..identity import Unauthenticated
from ..identity.oauth import OAuthResourceServer
from ..protocol.errors import McpError

CALLBACK_PATH = "/console/callback"
FLOW_COOKIE = "mcp_agent_console_flow"
_FLOW_PURPOSE = "console-flow"
_FLOW_TTL_SECONDS = 600


class SignInFailed(Exception):
    """The sign-in did not complete; the message is safe to show (it never holds a code or token)."""


@dataclass(frozen=True, slots=True)
class ConsoleClient:
    """The console as a client of the authorization server (registered there with our callback URI)."""

    client_id: str
    client_secret: str | None  # None: a public client, PKCE alone
    scopes: tuple[str, ...]


class OidcSignIn:
    def __init__(self, resource_server: OAuthResourceServer, client: ConsoleClient, sealer: Sealer) -> None:
        self._resource_server = resource_server
        self._client = client
        self._sealer = sealer

    async def begin(self, request: Request) -> Response:
        """Send the browser to the authorization server, remembering (sealed) what the callback must match."""
        server = await self._resource_server.sign_in_server()
        if server is None or server.authorization_endpoint is None or server.token_endpoint is None:
            raise SignInFailed("The authorization server cannot be reached right now; try again in a moment.")
        state, nonce, verifier = generate_token(32), generate_token(32), generate_token(64)
        redirect_uri = _callback_uri(request)
        url = prepare_grant_uri(
            server.authorization_endpoint,
            self._client.client_id,
            "code",
            redirect_uri,
            scope=" ".join(self._client.scopes),
            state=state,
            nonce=nonce,
            code_challenge=create_s256_code_challenge(verifier),
            code_challenge_method="S256",
            resource=self._resource_server.resource,
        )
        flow = {
            "state": state,
            "nonce": nonce,
            "verifier": verifier,
            "issuer": server.issuer,
            "redirect_uri": redirect_uri,
        }
        response = RedirectResponse(url, status_code=303)
        response.set_cookie(
            FLOW_COOKIE,
            self._sealer.seal(_FLOW_PURPOSE, flow, _FLOW_TTL_SECONDS),
            max_age=_FLOW_TTL_SECONDS,
            path=CALLBACK_PATH,
            secure=request.url.scheme == "https",
            httponly=True,
            samesite="lax",
        )
        return response

    async def finish(self, request: Request) -> str:
        """The access token of a completed sign-in (already verified as ``/mcp`` verifies it)."""
        try:
            flow = self._sealer.open(_FLOW_PURPOSE, request.cookies.get(FLOW_COOKIE))
        except InvalidSeal:
            raise SignInFailed("This sign-in expired or was started elsewhere; sign in again.") from None
        params = request.query_params
        if params.get("state") != flow.get("state"):
            raise SignInFailed("This sign-in answer is for another sign-in; sign in again.")
        # RFC 9207: an answer naming another issuer is not acted on, its error included.
        if "iss" in params and params["iss"] != flow.get("issuer"):
            raise SignInFailed("This sign-in answer came from another authorization server; sign in again.")
        code = params.get("code")
        if code is None:
            raise SignInFailed(
                "The authorization server did not sign you in"
                + (f" ({params['error']})." if "error" in params else ".")
            )
        server = await self._resource_server.sign_in_server()
        if server is None or server.token_endpoint is None or server.issuer != flow.get("issuer"):
            raise SignInFailed("The authorization server cannot be reached right now; try again in a moment.")
        secret = self._client.client_secret
        body = prepare_token_request(
            "authorization_code",
            code=code,
            redirect_uri=flow["redirect_uri"],
            code_verifier=flow["verifier"],
            resource=self._resource_server.resource,
            **({} if secret else {"client_id": self._client.client_id}),  # a confidential client authenticates instead
        )
        try:
            response = await self._resource_server.http.post(
                server.token_endpoint,
                content=body,
                auth=httpx.BasicAuth(self._client.client_id, secret) if secret else httpx.USE_CLIENT_DEFAULT,
                headers={"content-type": "application/x-www-form-urlencoded", "accept": "application/json"},
                timeout=10,
            )
            tokens = response.json() if response.status_code == 200 else None
        except (httpx.HTTPError, ValueError):
            tokens = None
        if (
            not isinstance(tokens, dict)
            or not isinstance(tokens.get("access_token"), str)
            or not isinstance(tokens.get("id_token"), str)
        ):
            raise SignInFailed("The authorization server did not issue the tokens; sign in again.")
        try:
            await self._resource_server.id_token_claims(
                tokens["id_token"],
                issuer=server.issuer,
                client_id=self._client.client_id,
                nonce=str(flow.get("nonce")),
            )
            access_token: str = tokens["access_token"]
            await self._resource_server.verify(f"Bearer {access_token}")
            self._resource_server.authenticate(f"Bearer {access_token}")  # what each console request will check
        except Unauthenticated as refusal:
            raise SignInFailed(f"The sign-in was not accepted: {refusal.reason}.") from None
        except McpError:
            raise SignInFailed("The authorization server cannot be reached right now; try again in a moment.") from None
        return access_token

    @staticmethod
    def forget_flow(response: Response, request: Request) -> None:
        response.delete_cookie(
            FLOW_COOKIE, path=CALLBACK_PATH, secure=request.url.scheme == "https", httponly=True, samesite="lax"
        )


def _callback_uri(request: Request) -> str:
    # The Host guard in front of the console has already checked the host this is built from.
    return str(request.base_url).rstrip("/") + CALLBACK_PATH
