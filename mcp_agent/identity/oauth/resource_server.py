"""The OAuth 2.1 resource server: every request's bearer token checked against the configured authorization
servers, a JWT by their published keys, anything else by introspection.

Only tokens issued for this resource are accepted (MCP authorization, "Token Handling"): a token for
another audience is refused, and the client's token is never sent anywhere but to the introspection
endpoint of the server that issued it.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import httpx2 as httpx
import jwt

from mcp_agent.identity.oauth.access_tokens import AccessTokenVerifier, looks_like_jwt
from mcp_agent.identity.oauth.claims import ClaimNames
from mcp_agent.identity.oauth.discovery import DiscoveryFailed, ServerMetadata, discover
from mcp_agent.identity.oauth.introspection import Introspection
from mcp_agent.identity.oauth.keys import KeySet
from mcp_agent.identity.oauth.metadata import canonical_resource
from mcp_agent.identity.principal import Principal, Unauthenticated, bearer_token
from mcp_agent.protocol.wire import JsonObject

logger = logging.getLogger("mcp_agent.identity.oauth")


@dataclass(frozen=True, slots=True)
class OAuthSettings:
    resource: str
    issuers: tuple[str, ...]
    algorithms: tuple[str, ...] = ("RS256", "PS256", "ES256", "EdDSA")
    leeway_seconds: float = 30
    claims: ClaimNames = ClaimNames()
    key_refresh_seconds: float = 60  # at most one key-set (or metadata) fetch per issuer per interval
    key_max_age_seconds: float = 300  # a key set older than this is fetched again (withdrawn keys stop counting)
    timeout_seconds: float = 5
    introspection_client: tuple[str, str] | None = None  # (client_id, client_secret)
    introspection_cache_seconds: float = 60


class OAuthResourceServer:
    def __init__(self, settings: OAuthSettings, client: httpx.AsyncClient | None = None) -> None:
        if not settings.issuers:
            raise ValueError("at least one authorization server (issuer) is required")
        canonical_resource(settings.resource)
        self._settings = settings
        self._owns_client = client is None
        self._client = client if client is not None else httpx.AsyncClient(follow_redirects=False)
        self._key_sets: dict[str, KeySet] = {}
        self.metadata: dict[str, ServerMetadata] = {}
        self._introspection: Introspection | None = None
        self._last_discovery = float("-inf")
        self._verifier = AccessTokenVerifier(
            self._key_sets,
            audience=settings.resource,
            algorithms=settings.algorithms,
            leeway_seconds=settings.leeway_seconds,
            remember_seconds=settings.key_max_age_seconds,
        )

    async def start(self) -> None:
        """Discover every issuer and fetch its keys; one that cannot be reached now is tried again on demand."""
        await self._discover()
        for key_set in self._key_sets.values():
            await key_set.refresh()

    async def aclose(self) -> None:
        if self._owns_client:
            await self._client.aclose()

    async def _discover(self) -> None:
        self._last_discovery = time.monotonic()
        for issuer in self._settings.issuers:
            if issuer in self.metadata:
                continue
            try:
                found = await discover(self._client, issuer, self._settings.timeout_seconds)
            except DiscoveryFailed as problem:
                logger.warning("authorization server metadata unavailable: %s", problem)
                continue
            self.metadata[issuer] = found
            if found.jwks_uri is not None:
                self._key_sets[issuer] = KeySet(
                    self._client,
                    found.jwks_uri,
                    min_refresh_seconds=self._settings.key_refresh_seconds,
                    timeout_seconds=self._settings.timeout_seconds,
                    max_age_seconds=self._settings.key_max_age_seconds,
                )
            if self._introspection is None and found.introspection_endpoint and self._settings.introspection_client:
                client_id, secret = self._settings.introspection_client
                self._introspection = Introspection(
                    self._client,
                    issuer=issuer,
                    endpoint=found.introspection_endpoint,
                    client_id=client_id,
                    client_secret=secret,
                    audience=self._settings.resource,
                    cache_seconds=self._settings.introspection_cache_seconds,
                    timeout_seconds=self._settings.timeout_seconds,
                )

    @property
    def http(self) -> httpx.AsyncClient:
        """The client that talks to the authorization servers (the console's sign-in uses it too)."""
        return self._client

    @property
    def resource(self) -> str:
        return self._settings.resource

    async def sign_in_server(self) -> ServerMetadata | None:
        """The authorization server people sign in at: the first configured one that answered."""
        if self._settings.issuers[0] not in self.metadata:
            await self._discover()
        return self.metadata.get(self._settings.issuers[0])

    async def id_token_claims(self, id_token: str, *, issuer: str, client_id: str, nonce: str) -> JsonObject:
        """An OpenID Connect ID token checked for the sign-in that asked for it (OIDC Core §3.1.3.7)."""
        key_set = self._key_sets.get(issuer)
        try:
            kid = jwt.get_unverified_header(id_token).get("kid")
            key = await key_set.key_for(kid if isinstance(kid, str) else None) if key_set is not None else None
            if key is None:
                raise Unauthenticated("ID token signed by an unknown key")
            claims = jwt.decode(
                id_token,
                key,
                algorithms=list(self._settings.algorithms),
                audience=client_id,
                issuer=issuer,
                leeway=self._settings.leeway_seconds,
                options={"require": ["exp", "iat", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError:
            raise Unauthenticated("invalid ID token") from None
        if not isinstance(nonce, str) or claims.get("nonce") != nonce:
            raise Unauthenticated("ID token for another sign-in (nonce)")
        return claims

    async def verify(self, authorization_header: str | None) -> Principal:
        token = bearer_token(authorization_header)
        if (
            len(self.metadata) < len(self._settings.issuers)
            and time.monotonic() - self._last_discovery >= self._settings.key_refresh_seconds
        ):
            await self._discover()
        if looks_like_jwt(token):
            claims = await self._verifier.claims(token)
        elif self._introspection is not None:
            claims = await self._introspection.claims(token)
        else:
            raise Unauthenticated("unknown token")
        return self._settings.claims.principal(claims)

    def authenticate(self, authorization_header: str | None) -> Principal:
        """The console's re-check of its session on every request: a JWT against the keys already
        fetched (no network); an opaque token is not kept in a console session."""
        token = bearer_token(authorization_header)
        if not looks_like_jwt(token):
            raise Unauthenticated("unknown token")
        return self._settings.claims.principal(self._verifier.cached_claims(token))
