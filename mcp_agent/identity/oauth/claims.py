"""Who a validated access token speaks for: tenant, user and scopes read from configurable claims."""

from __future__ import annotations

from dataclasses import dataclass

from mcp_agent.identity.principal import Principal, Unauthenticated, is_safe_identifier
from mcp_agent.protocol.wire import JsonObject


@dataclass(frozen=True, slots=True)
class ClaimNames:
    user: str = "sub"
    tenant: str = "tenant"
    scope: str = "scope"
    # The tenant of a token without the tenant claim (a single-tenant deployment); None refuses such tokens.
    default_tenant: str | None = None
    # A broad scope and the narrower ones it implies (e.g. "mail" -> {"mail:read", "mail:send"}).
    implied_scopes: tuple[tuple[str, frozenset[str]], ...] = ()

    def principal(self, claims: JsonObject) -> Principal:
        # A client acting for itself (client credentials) may get a token without a subject: the client
        # is then the user (RFC 9068 §2.2 makes client_id required).
        user = claims.get(self.user, claims.get("client_id"))
        if not is_safe_identifier(user):
            raise Unauthenticated(f"missing or invalid {self.user} claim")
        tenant = claims.get(self.tenant, self.default_tenant)
        if not is_safe_identifier(tenant):
            raise Unauthenticated(f"missing or invalid {self.tenant} claim")
        return Principal(tenant=tenant, user=user, scopes=self._expand(self._scopes(claims.get(self.scope))))

    def _scopes(self, raw: object) -> frozenset[str]:
        # RFC 9068 §2.2.3 and RFC 7662: a space-separated string; some servers send a list ("scp").
        if raw is None:
            return frozenset()
        if isinstance(raw, str):
            return frozenset(raw.split())
        if isinstance(raw, list) and all(isinstance(s, str) and s and not any(c.isspace() for c in s) for s in raw):
            return frozenset(raw)
        raise Unauthenticated(f"malformed {self.scope} claim")

    def _expand(self, scopes: frozenset[str]) -> frozenset[str]:
        implied = set(scopes)
        for broad, narrower in self.implied_scopes:
            if broad in scopes:
                implied |= narrower
        return frozenset(implied)
