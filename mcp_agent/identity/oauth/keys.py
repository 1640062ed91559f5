"""An authorization server's signing keys (its JWKS), fetched at start-up, again when a token names a key we
do not have, and when the set is older than ``max_age_seconds`` (so a key the server withdrew stops being
trusted): cached, fetched at most once per interval, kept as they were when a fetch fails.

Parsing the key set is PyJWT's (``PyJWKSet``); this module only decides when to fetch.
"""

from __future__ import annotations

import asyncio
import logging
import time

import httpx2 as httpx
import jwt

logger = logging.getLogger("mcp_agent.identity.oauth")


class KeySet:
    def __init__(
        self,
        client: httpx.AsyncClient,
        jwks_uri: str,
        *,
        min_refresh_seconds: float,
        timeout_seconds: float,
        max_age_seconds: float = 300,
    ) -> None:
        self._client = client
        self._jwks_uri = jwks_uri
        self._min_refresh_seconds = min_refresh_seconds
        self._timeout_seconds = timeout_seconds
        self._max_age_seconds = max_age_seconds
        self._fetched_at: float | None = None
        self._keys: dict[str, jwt.PyJWK] = {}
        self._unnamed: list[jwt.PyJWK] = []  # keys without a kid: usable only by tokens without one
        self._last_attempt: float | None = None
        self._lock = asyncio.Lock()  # one fetch at a time: a burst of unknown kids costs one request

    def cached(self, kid: str | None) -> jwt.PyJWK | None:
        return self._lookup(kid)

    async def key_for(self, kid: str | None) -> jwt.PyJWK | None:
        stale = self._fetched_at is None or time.monotonic() - self._fetched_at > self._max_age_seconds
        if stale and await self.refresh():
            return self._lookup(kid)
        found = self._lookup(kid)
        if found is None and await self.refresh():
            found = self._lookup(kid)
        return found

    def _lookup(self, kid: str | None) -> jwt.PyJWK | None:
        if kid is not None:
            return self._keys.get(kid)
        candidates = self._unnamed or list(self._keys.values())
        return candidates[0] if len(candidates) == 1 else None

    async def refresh(self) -> bool:
        """Fetch the key set unless one was fetched (or tried) within the interval; True if it was."""
        async with self._lock:
            now = time.monotonic()
            if self._last_attempt is not None and now - self._last_attempt < self._min_refresh_seconds:
                return False
            self._last_attempt = now
            try:
                response = await self._client.get(self._jwks_uri, timeout=self._timeout_seconds)
                response.raise_for_status()
                key_set = jwt.PyJWKSet.from_dict(response.json())
            except (httpx.HTTPError, ValueError, jwt.PyJWTError) as error:
                # The keys we had stay: an outage of the key endpoint must not sign everyone out.
                logger.warning(
                    "JWKS fetch from %s failed (%s): keeping the %d cached key(s)",
                    self._jwks_uri,
                    type(error).__name__,
                    len(self._keys) + len(self._unnamed),
                )
                return False
            signing = [key for key in key_set.keys if key.public_key_use in (None, "sig")]
            self._keys = {key.key_id: key for key in signing if key.key_id is not None}
            self._unnamed = [key for key in signing if key.key_id is None]
            self._fetched_at = time.monotonic()
            return True
