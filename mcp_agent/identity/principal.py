"""The vocabulary every authenticator shares: the credential it reads, the identity it yields, the refusal it raises.

This module depends on nothing else in the package, so every authenticator (and
whatever composes them) can import it without cycles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeGuard

# Tenant and user become parts of storage keys, so they are restricted to a charset
# that cannot express separators, wildcards, whitespace or path traversal on its own
# ("." is allowed for e-mail-like users; ".." alone never reaches a filesystem path).
_SAFE_IDENTIFIER = re.compile(r"[A-Za-z0-9._@-]{1,128}")

# RFC 6750 §2.1: credentials = "Bearer" 1*SP b64token, b64token being the token68 charset.
# We accept exactly one space so that "Bearer  a" and "Bearer a b" are both malformed.
_BEARER = re.compile(r"Bearer ([A-Za-z0-9\-._~+/]+=*)", re.IGNORECASE)
_TOKEN68 = re.compile(r"[A-Za-z0-9\-._~+/]+=*")
_AUTH_SCHEME = re.compile(r"[A-Za-z0-9!#$%&'*+.^_`|~-]+ ")


def is_safe_identifier(value: object) -> TypeGuard[str]:
    """True if ``value`` is a string that may be used as a tenant or user (and so in a storage key)."""
    return isinstance(value, str) and _SAFE_IDENTIFIER.fullmatch(value) is not None


def is_token68(value: str) -> bool:
    """True if ``value`` could be carried in a ``Bearer`` header at all."""
    return _TOKEN68.fullmatch(value) is not None


# The reason given when no bearer token was offered at all (RFC 6750 §3.1: then no error code is sent).
MISSING_TOKEN = "missing bearer token"


class Unauthenticated(Exception):
    """The request did not prove who it acts for.

    ``reason`` is short and safe to send back to the client (e.g. in a
    ``WWW-Authenticate`` error_description): it never contains the token.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Principal:
    """Who a single request acts for. Constructing one guarantees tenant and user are storage-key safe."""

    tenant: str
    user: str
    scopes: frozenset[str]
    # Holds every scope: only the single local user of a loopback server without authentication.
    unrestricted: bool = False

    def __post_init__(self) -> None:
        if not is_safe_identifier(self.tenant):
            raise ValueError("tenant must match [A-Za-z0-9._@-]{1,128}")
        if not is_safe_identifier(self.user):
            raise ValueError("user must match [A-Za-z0-9._@-]{1,128}")
        if not isinstance(self.scopes, frozenset) or not all(isinstance(s, str) and s for s in self.scopes):
            raise ValueError("scopes must be a frozenset of non-empty strings")

    @property
    def authenticated(self) -> bool:
        """False only for the local user of a loopback server without authentication: there, whoever
        reaches the server (a person, or the agent's own model) is this one principal."""
        return not self.unrestricted

    def holds(self, required: frozenset[str]) -> bool:
        """True if this principal's token carries every scope in ``required``."""
        return self.unrestricted or required <= self.scopes


def bearer_token(authorization_header: str | None) -> str:
    """Return the token of an ``Authorization: Bearer <token>`` header, or raise Unauthenticated."""
    if authorization_header is None or not authorization_header.strip():
        raise Unauthenticated(MISSING_TOKEN)
    match = _BEARER.fullmatch(authorization_header)
    if match is not None:
        return match.group(1)
    if _AUTH_SCHEME.match(authorization_header) and not authorization_header.lower().startswith("bearer "):
        # A well-formed header for another scheme (Basic, Digest, ...): no bearer token was offered.
        raise Unauthenticated(MISSING_TOKEN)
    raise Unauthenticated("malformed authorization header")
