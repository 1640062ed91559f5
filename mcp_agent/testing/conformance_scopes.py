"""The conformance fixtures of request-time scope challenges (SEP-2350, the suite's committed scenario
``sep-2350-server-scope-challenge``): two opaque tokens, the scopes four operations need, and the
protected-resource metadata a challenge points to.

Without a token a request is the loopback server's local caller, who holds every scope: every other
scenario runs as before. ``mcp-conformance-scope-low`` holds only ``mcp:conformance:baseline`` and is
challenged (403 ``insufficient_scope``, both scopes of the operation in one ``WWW-Authenticate``);
``mcp-conformance-scope-full`` holds them all and is served.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from mcp_agent import Principal, Server, Settings
from mcp_agent.identity import LocalAuthenticator
from mcp_agent.identity.oauth.metadata import ProtectedResource
from mcp_agent.identity.principal import MISSING_TOKEN, Unauthenticated, bearer_token

LOW_TOKEN = "mcp-conformance-scope-low"
FULL_TOKEN = "mcp-conformance-scope-full"
BASELINE = "mcp:conformance:baseline"
PREFIX = "mcp:conformance"

# What each operation needs: the method's scope, and the named tool's, resource's or prompt's.
METHOD_SCOPES = {
    "tools/call": f"{PREFIX}:tools:call",
    "resources/read": f"{PREFIX}:resources:read",
    "prompts/get": f"{PREFIX}:prompts:get",
}
TOOL_SCOPE = f"{PREFIX}:tools:test_simple_text"
STATIC_RESOURCE_SCOPE = f"{PREFIX}:resources:static"
TEMPLATE_SCOPE_RULE = f"{PREFIX}:resources:template:{{id}}"  # the template's {id}: one scope per expansion
PROMPT_SCOPE = f"{PREFIX}:prompts:test_simple_prompt"
FULL_SCOPES = frozenset(
    {
        BASELINE,
        *METHOD_SCOPES.values(),
        TOOL_SCOPE,
        STATIC_RESOURCE_SCOPE,
        TEMPLATE_SCOPE_RULE.format(id="123"),
        PROMPT_SCOPE,
    }
)


def require_method_scopes(server: Server) -> None:
    for method, scope in METHOD_SCOPES.items():
        server.require_scopes(method, [scope])


class ConformanceAuthenticator:
    """No token: the local caller (every scope). The two fixture tokens: their principals. Anything else: 401."""

    _PRINCIPALS = {
        LOW_TOKEN: Principal(tenant="conformance", user="scope-low", scopes=frozenset({BASELINE})),
        FULL_TOKEN: Principal(tenant="conformance", user="scope-full", scopes=FULL_SCOPES),
    }

    def authenticate(self, authorization_header: str | None) -> Principal:
        try:
            token = bearer_token(authorization_header)
        except Unauthenticated as refusal:
            if refusal.reason == MISSING_TOKEN:
                return LocalAuthenticator().authenticate(None)
            raise
        principal = self._PRINCIPALS.get(token)
        if principal is None:
            raise Unauthenticated("unknown token")
        return principal


def conformance_protected_resource(settings: Settings, declared: Callable[[], Iterable[str]]) -> ProtectedResource:
    """This loopback server as a protected resource, so a challenge names its metadata (same origin, as the
    scenario accepts for local fixtures); the authorization server it names is a placeholder (the fixture
    tokens are issued by nobody)."""
    origin = f"http://{settings.host}:{settings.port}"
    return ProtectedResource(f"{origin}/mcp", [origin], declared)
