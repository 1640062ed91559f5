"""JWT access tokens (RFC 9068) checked as a resource server must: signed by a trusted issuer's key with an
allowed algorithm, typed ``at+jwt``, for our resource, within its lifetime.

The issuer is picked by the token's own ``iss`` only to choose which key set to look in; the
signature check then binds that issuer, so a token cannot borrow another issuer's trust.
"""

from __future__ import annotations

import hashlib
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence

import jwt

from mcp_agent.identity.oauth.keys import KeySet
from mcp_agent.identity.oauth.metadata import is_resource
from mcp_agent.identity.principal import Unauthenticated
from mcp_agent.protocol.wire import JsonObject

# Asymmetric algorithms only: the key comes from a published set, and "none" or an HMAC "signed"
# with a public key must never verify.
SUPPORTED_ALGORITHMS = frozenset(
    {"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"}
)
_ACCESS_TOKEN_TYPES = frozenset({"at+jwt", "application/at+jwt"})
_MAX_REMEMBERED = 10_000

_REASONS: list[tuple[type[jwt.PyJWTError], str]] = [
    (jwt.ExpiredSignatureError, "token expired"),
    (jwt.ImmatureSignatureError, "token not yet valid"),
    (jwt.InvalidIssuerError, "untrusted issuer"),
    (jwt.InvalidAlgorithmError, "algorithm not allowed"),
    (jwt.InvalidSignatureError, "bad signature"),
]


def looks_like_jwt(token: str) -> bool:
    return token.count(".") == 2


class AccessTokenVerifier:
    def __init__(
        self,
        key_sets: Mapping[str, KeySet],
        *,
        audience: str,
        algorithms: Sequence[str],
        leeway_seconds: float,
        remember_seconds: float = 300,
    ) -> None:
        allowed = frozenset(algorithms)
        if not allowed or not allowed <= SUPPORTED_ALGORITHMS:
            raise ValueError(
                f"access token algorithms must be among {sorted(SUPPORTED_ALGORITHMS)}, got {sorted(allowed)}"
            )
        self._key_sets = key_sets  # by issuer; the resource server adds an issuer's once it is discovered
        self._audience = audience
        self._algorithms = allowed
        self._leeway_seconds = leeway_seconds
        # A token verified once is known by its digest until it expires, and at most as long as a key set is
        # trusted without a fetch: its signature cannot change, and checking it is most of a request's cost.
        self._remember_seconds = remember_seconds
        self._verified: OrderedDict[bytes, tuple[float, JsonObject]] = OrderedDict()

    async def claims(self, token: str) -> JsonObject:
        digest, known = self._remembered(token)
        if known is not None:
            return known
        algorithm, issuer, key_set, kid = self._inspect(token)
        return self._remember(digest, self._decode(token, algorithm, issuer, await key_set.key_for(kid)))

    def cached_claims(self, token: str) -> JsonObject:
        """The same checks with the keys already fetched only: no network, so it may run anywhere."""
        digest, known = self._remembered(token)
        if known is not None:
            return known
        algorithm, issuer, key_set, kid = self._inspect(token)
        return self._remember(digest, self._decode(token, algorithm, issuer, key_set.cached(kid)))

    def _remembered(self, token: str) -> tuple[bytes, JsonObject | None]:
        digest = hashlib.sha256(token.encode()).digest()
        known = self._verified.get(digest)
        if known is None:
            return digest, None
        if known[0] > time.time():
            return digest, known[1]
        del self._verified[digest]
        return digest, None

    def _remember(self, digest: bytes, claims: JsonObject) -> JsonObject:
        until = min(float(claims["exp"]) + self._leeway_seconds, time.time() + self._remember_seconds)
        self._verified[digest] = (until, claims)
        while len(self._verified) > _MAX_REMEMBERED:
            self._verified.popitem(last=False)
        return claims

    def _inspect(self, token: str) -> tuple[str, str, KeySet, str | None]:
        """What the token claims about itself, to pick the key; trusted only once the signature checks."""
        try:
            parts = jwt.decode_complete(token, options={"verify_signature": False})  # one parse for both
        except jwt.PyJWTError:
            raise Unauthenticated("malformed token") from None
        header, unverified = parts["header"], parts["payload"]
        algorithm = header.get("alg")
        if not isinstance(algorithm, str) or algorithm not in self._algorithms:
            raise Unauthenticated("algorithm not allowed")
        if str(header.get("typ", "")).lower() not in _ACCESS_TOKEN_TYPES:
            raise Unauthenticated("not an access token (typ must be at+jwt)")
        issuer = unverified.get("iss")
        key_set = self._key_sets.get(issuer) if isinstance(issuer, str) else None
        if key_set is None or not isinstance(issuer, str):
            raise Unauthenticated("untrusted issuer")
        kid = header.get("kid")
        return algorithm, issuer, key_set, kid if isinstance(kid, str) else None

    def _decode(self, token: str, algorithm: str, issuer: str, key: jwt.PyJWK | None) -> JsonObject:
        if key is None:
            raise Unauthenticated("unknown signing key")
        try:
            claims = jwt.decode(
                token,
                key,
                algorithms=[algorithm],
                issuer=issuer,
                leeway=self._leeway_seconds,
                # The audience is compared below: scheme and host without case, as the spec asks.
                options={"require": ["exp", "iss", "aud", "sub"], "verify_aud": False},
            )
        except jwt.MissingRequiredClaimError as error:
            raise Unauthenticated(f"missing {error.claim} claim") from None
        except jwt.PyJWTError as error:
            raise Unauthenticated(
                next((text for kind, text in _REASONS if isinstance(error, kind)), "invalid token")
            ) from None
        if not is_resource(claims["aud"], self._audience):
            raise Unauthenticated("token is for another resource")
        return claims
