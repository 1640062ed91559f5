"""Signed JWT bearer tokens (HS256 with a shared secret, RS*/PS*/ES* with a PEM public key).

Every token must carry and pass ``exp``, ``iss``, ``aud`` and ``sub``. Only the
algorithms configured here are accepted, and one authenticator never mixes HMAC
with public-key algorithms: that is what makes ``alg: none`` and algorithm
confusion (an HS256 token "signed" with our public key) impossible, rather than
relying on the token's own header to tell us how to verify it.
"""

from __future__ import annotations

from collections.abc import Sequence

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import load_pem_public_key

from mcp_agent.identity.principal import Principal, Unauthenticated, bearer_token, is_safe_identifier
from mcp_agent.protocol.wire import JsonObject

# RFC 7518 §3.2: an HMAC key must be at least as long as the hash output.
_HMAC_MIN_KEY_BYTES = {"HS256": 32, "HS384": 48, "HS512": 64}
_RSA_ALGORITHMS = frozenset({"RS256", "RS384", "RS512", "PS256", "PS384", "PS512"})
_EC_ALGORITHMS = frozenset({"ES256", "ES384", "ES512"})

# Reasons are ours, chosen per failure class; PyJWT's own messages are not forwarded.
_REASONS: list[tuple[type[jwt.PyJWTError], str]] = [
    (jwt.ExpiredSignatureError, "token expired"),
    (jwt.ImmatureSignatureError, "token not yet valid"),
    (jwt.InvalidIssuerError, "wrong issuer"),
    (jwt.InvalidAudienceError, "wrong audience"),
    (jwt.InvalidAlgorithmError, "algorithm not allowed"),
    (jwt.InvalidSignatureError, "bad signature"),
]

VerificationKey = str | bytes | rsa.RSAPublicKey | ec.EllipticCurvePublicKey


def _verification_key(key: str | bytes, algorithms: frozenset[str]) -> VerificationKey:
    """Turn configured key material into what PyJWT needs, failing at startup rather than per request."""
    key_bytes = key.encode("utf-8") if isinstance(key, str) else key
    if algorithms <= _HMAC_MIN_KEY_BYTES.keys():
        needed = max(_HMAC_MIN_KEY_BYTES[alg] for alg in algorithms)
        if len(key_bytes) < needed:
            raise ValueError(f"JWT HMAC secret must be at least {needed} bytes for {sorted(algorithms)}")
        if b"-----BEGIN" in key_bytes:
            raise ValueError("JWT key looks like a PEM key but an HMAC algorithm is configured")
        return key_bytes
    try:
        public_key = load_pem_public_key(key_bytes)
    except ValueError:
        raise ValueError(
            "JWT key for public-key algorithms must be a PEM public key (not a private key or certificate)"
        ) from None
    if algorithms <= _RSA_ALGORITHMS and isinstance(public_key, rsa.RSAPublicKey):
        if public_key.key_size < 2048:
            raise ValueError("JWT RSA public key must be at least 2048 bits")
        return public_key
    if algorithms <= _EC_ALGORITHMS and isinstance(public_key, ec.EllipticCurvePublicKey):
        return public_key
    raise ValueError(f"JWT public key type does not match the configured algorithms {sorted(algorithms)}")


def _scopes(claims: JsonObject) -> frozenset[str]:
    # OAuth servers disagree: RFC 8693 "scope" is a space-separated string, some IdPs send "scp"
    # as a list (and a few as a string). Accept both shapes from either claim; anything else is refused.
    raw = claims["scope"] if "scope" in claims else claims.get("scp", [])
    if isinstance(raw, str):
        return frozenset(raw.split())
    if isinstance(raw, list) and all(isinstance(s, str) and s and not any(c.isspace() for c in s) for s in raw):
        return frozenset(raw)
    raise Unauthenticated("malformed scope claim")


class JwtAuthenticator:
    """Verifies a JWT on every call: signature, algorithm, exp, iss, aud, sub, then tenant and scopes."""

    def __init__(
        self,
        key: str | bytes,
        algorithms: Sequence[str],
        issuer: str,
        audience: str,
        tenant_claim: str = "tenant",
        leeway_seconds: float = 0,
    ) -> None:
        allowed = frozenset(algorithms)
        if not allowed:
            raise ValueError("at least one JWT algorithm must be configured")
        unsupported = allowed - _HMAC_MIN_KEY_BYTES.keys() - _RSA_ALGORITHMS - _EC_ALGORITHMS
        if unsupported:
            # Includes "none": an unsigned token must never be acceptable.
            raise ValueError(f"unsupported JWT algorithm(s): {sorted(unsupported)}")
        if not (allowed <= _HMAC_MIN_KEY_BYTES.keys() or allowed <= _RSA_ALGORITHMS or allowed <= _EC_ALGORITHMS):
            raise ValueError("JWT algorithms must all be HMAC, all RSA or all EC: one key cannot serve mixed families")
        if not issuer or not audience:
            raise ValueError("JWT issuer and audience are required")
        if not tenant_claim:
            raise ValueError("JWT tenant claim name is required")
        if leeway_seconds < 0:
            raise ValueError("JWT leeway must not be negative")
        self._key = _verification_key(key, allowed)
        self._algorithms = sorted(allowed)
        self._issuer = issuer
        self._audience = audience
        self._tenant_claim = tenant_claim
        self._leeway_seconds = leeway_seconds

    def authenticate(self, authorization_header: str | None) -> Principal:
        token = bearer_token(authorization_header)
        try:
            claims = jwt.decode(
                token,
                self._key,
                algorithms=self._algorithms,
                issuer=self._issuer,
                audience=self._audience,
                leeway=self._leeway_seconds,
                options={"require": ["exp", "iss", "aud", "sub"], "enforce_minimum_key_length": True},
            )
        except jwt.MissingRequiredClaimError as error:
            raise Unauthenticated(f"missing {error.claim} claim") from None
        except jwt.PyJWTError as error:
            reason = next((text for kind, text in _REASONS if isinstance(error, kind)), "invalid token")
            raise Unauthenticated(reason) from None
        user = claims["sub"]
        tenant = claims.get(self._tenant_claim)
        if not is_safe_identifier(user):
            raise Unauthenticated("invalid sub claim")
        if not is_safe_identifier(tenant):
            raise Unauthenticated(f"missing or invalid {self._tenant_claim} claim")
        return Principal(tenant=tenant, user=user, scopes=_scopes(claims))
