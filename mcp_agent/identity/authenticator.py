"""How a request's ``Authorization`` header becomes a Principal, and which authenticator a deployment uses.

Authenticators are called on every request and must derive the Principal from
that request's header alone: nothing is cached between requests, so a revoked
or expired credential stops working on the very next request, on any instance.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

from mcp_agent.identity.jwt_tokens import JwtAuthenticator
from mcp_agent.identity.principal import Principal, Unauthenticated
from mcp_agent.identity.static_tokens import StaticTokenAuthenticator


class Authenticator(Protocol):
    def authenticate(self, authorization_header: str | None) -> Principal:
        """Return who this request acts for, or raise Unauthenticated. CPU-only, so synchronous."""
        ...


@runtime_checkable
class TokenVerifier(Protocol):
    """An authenticator that must ask the network (an authorization server's keys, its introspection
    endpoint): the endpoint awaits ``verify`` instead of calling ``authenticate``."""

    async def verify(self, authorization_header: str | None) -> Principal:
        """Return who this request acts for, or raise Unauthenticated."""
        ...


class LocalAuthenticator:
    """Everyone is the single local user: only for an embedded server on loopback with no auth configured.

    That user holds every scope: with no authentication there is nobody to tell apart.
    """

    _LOCAL = Principal(tenant="local", user="local", scopes=frozenset(), unrestricted=True)

    def authenticate(self, authorization_header: str | None) -> Principal:
        return self._LOCAL


class FirstMatchAuthenticator:
    """Tries each authenticator in order; the first that accepts the header wins."""

    def __init__(self, authenticators: Sequence[Authenticator]) -> None:
        if not authenticators:
            raise ValueError("FirstMatchAuthenticator needs at least one authenticator")
        self._authenticators = tuple(authenticators)

    def authenticate(self, authorization_header: str | None) -> Principal:
        refusal: Unauthenticated | None = None
        for authenticator in self._authenticators:
            try:
                return authenticator.authenticate(authorization_header)
            except Unauthenticated as error:
                refusal = error
        # The last authenticator's reason is reported: it is the most general one (e.g. JWT after static).
        assert refusal is not None
        raise refusal


def _read_jwt_key(jwt_key: str) -> str:
    # "@/path/key.pem" keeps PEM keys (and long secrets) out of argv and environment listings.
    if not jwt_key.startswith("@"):
        return jwt_key
    path = jwt_key[1:]
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"cannot read JWT key file {path!r}: {error.strerror}") from None


def build_authenticator(
    *,
    tokens_file: str | None,
    jwt_key: str | None,
    jwt_algorithms: list[str],
    jwt_issuer: str | None,
    jwt_audience: str | None,
    jwt_tenant_claim: str,
) -> Authenticator | None:
    """The authenticator the configuration asks for, or None if no auth is configured.

    Deciding what None means (LocalAuthenticator on loopback, refusal elsewhere) is
    the server's job, since only it knows where it is listening.
    """
    authenticators: list[Authenticator] = []
    if tokens_file:
        authenticators.append(StaticTokenAuthenticator.from_file(tokens_file))
    if jwt_key:
        if not jwt_issuer or not jwt_audience:
            raise ValueError("a JWT key is configured, so a JWT issuer and audience are required too")
        authenticators.append(
            JwtAuthenticator(
                _read_jwt_key(jwt_key),
                jwt_algorithms,
                issuer=jwt_issuer,
                audience=jwt_audience,
                tenant_claim=jwt_tenant_claim,
            )
        )
    if not authenticators:
        return None
    if len(authenticators) == 1:
        return authenticators[0]
    return FirstMatchAuthenticator(authenticators)
