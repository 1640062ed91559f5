"""Opaque access tokens, asked about at the authorization server's introspection endpoint (RFC 7662).

We authenticate to it as a confidential client. An answer is believed only when it says the token
is active, for our resource, from the issuer we asked, and not expired; a believed answer is kept no
longer than the token lives and at most ``cache_seconds``, under the token's digest, never the token.
An endpoint that does not answer is a 503 (McpError), not a refusal of the token.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import OrderedDict

import httpx2 as httpx

from mcp_agent.identity.oauth.metadata import is_resource
from mcp_agent.identity.principal import Unauthenticated
from mcp_agent.protocol.errors import authorization_server_unavailable
from mcp_agent.protocol.wire import JsonObject

_MAX_CACHED = 10_000
logger = logging.getLogger("mcp_agent.identity.oauth")


class Introspection:
    def __init__(
        self,
        client: httpx.AsyncClient,
        *,
        issuer: str,
        endpoint: str,
        client_id: str,
        client_secret: str,
        audience: str,
        cache_seconds: float,
        timeout_seconds: float,
    ) -> None:
        self._client = client
        self._issuer = issuer
        self._endpoint = endpoint
        self._auth = httpx.BasicAuth(client_id, client_secret)  # client_secret_basic (RFC 6749 §2.3.1)
        self._audience = audience
        self._cache_seconds = cache_seconds
        self._timeout_seconds = timeout_seconds
        self._cache: OrderedDict[bytes, tuple[float, JsonObject]] = OrderedDict()

    async def claims(self, token: str) -> JsonObject:
        digest = hashlib.sha256(token.encode()).digest()
        now = time.time()
        cached = self._cache.get(digest)
        if cached is not None and cached[0] > now:
            return cached[1]
        self._cache.pop(digest, None)
        answer = await self._ask(token)
        expires = answer["exp"]
        keep_until = min(float(expires), now + self._cache_seconds)
        if keep_until > now:
            self._cache[digest] = (keep_until, answer)
            while len(self._cache) > _MAX_CACHED:
                self._cache.popitem(last=False)
        return answer

    async def _ask(self, token: str) -> JsonObject:
        try:
            response = await self._client.post(
                self._endpoint,
                data={"token": token, "token_type_hint": "access_token"},
                auth=self._auth,
                headers={"accept": "application/json"},
                timeout=self._timeout_seconds,
            )
        except httpx.HTTPError as error:
            logger.warning("introspection at %s failed: %s", self._endpoint, type(error).__name__)
            raise authorization_server_unavailable() from None
        try:
            answer = response.json() if response.status_code == 200 else None
        except ValueError:
            answer = None
        if answer is None:
            # Our credentials refused, or the server failing: the client's token may be fine, so a 503, not a 401.
            logger.warning(
                "introspection at %s answered HTTP %d without a JSON answer", self._endpoint, response.status_code
            )
            raise authorization_server_unavailable()
        if not isinstance(answer, dict) or answer.get("active") is not True:
            raise Unauthenticated("token is not active")
        if answer.get("iss", self._issuer) != self._issuer:
            raise Unauthenticated("untrusted issuer")
        if not is_resource(answer.get("aud"), self._audience):
            raise Unauthenticated("token is for another resource")
        expires = answer.get("exp")
        if not isinstance(expires, (int, float)) or isinstance(expires, bool) or expires <= time.time():
            raise Unauthenticated("token expired")
        return answer
