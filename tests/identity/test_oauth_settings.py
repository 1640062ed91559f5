"""The OAuth resource server's pieces that need no network: claims to principals, the metadata document and
its challenges, and the configurations refused before the server starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mcp_agent import Server, Settings, create_app
from mcp_agent.identity import Principal, Unauthenticated
from mcp_agent.identity.oauth import ClaimNames, ProtectedResource
from mcp_agent.preflight import startup_problems
from mcp_agent.protocol.errors import insufficient_scope, unauthenticated
from mcp_agent.settings import ConfigurationError

pytestmark = pytest.mark.unit

ISSUER = "https://login.example.com"


def test_claims_become_a_principal_by_the_configured_names() -> None:
    names = ClaimNames(user="email", tenant="org", scope="scp")
    principal = names.principal({"email": "ann@example.com", "org": "initech", "scp": ["a", "b"], "sub": "ignored"})
    assert principal == Principal("initech", "ann@example.com", frozenset({"a", "b"}))
    assert ClaimNames().principal({"sub": "u", "tenant": "t", "scope": "x y"}).scopes == frozenset({"x", "y"})
    # A client acting for itself, without a subject: the client is the user.
    assert ClaimNames().principal({"client_id": "robot", "tenant": "t"}).user == "robot"
    assert ClaimNames(default_tenant="solo").principal({"sub": "u"}).tenant == "solo"


@pytest.mark.parametrize(
    "claims, reason",
    [
        ({"tenant": "t"}, "missing or invalid sub claim"),
        ({"sub": "u"}, "missing or invalid tenant claim"),
        ({"sub": "../etc", "tenant": "t"}, "missing or invalid sub claim"),
        ({"sub": "u", "tenant": "a b"}, "missing or invalid tenant claim"),
        ({"sub": "u", "tenant": "t", "scope": ["has space"]}, "malformed scope claim"),
        ({"sub": "u", "tenant": "t", "scope": 7}, "malformed scope claim"),
    ],
)
def test_unusable_claims_are_refused(claims: dict[str, Any], reason: str) -> None:
    with pytest.raises(Unauthenticated) as refused:
        ClaimNames().principal(claims)
    assert refused.value.reason == reason


def test_a_broad_scope_implies_its_narrower_ones() -> None:
    names = ClaimNames(implied_scopes=(("notes", frozenset({"notes:read", "notes:write"})),))
    assert names.principal({"sub": "u", "tenant": "t", "scope": "notes"}).holds(
        frozenset({"notes:read", "notes:write"})
    )
    assert not names.principal({"sub": "u", "tenant": "t", "scope": "notes:read"}).holds(frozenset({"notes:write"}))


def test_metadata_lives_at_both_well_known_paths_and_never_names_offline_access() -> None:
    resource = ProtectedResource("https://mcp.example.com/api/mcp", [ISSUER], lambda: {"b", "a", "offline_access"})
    assert resource.metadata_paths == (
        "/.well-known/oauth-protected-resource",
        "/.well-known/oauth-protected-resource/api/mcp",
    )
    assert resource.metadata_url == "https://mcp.example.com/.well-known/oauth-protected-resource/api/mcp"
    assert resource.document()["scopes_supported"] == ["a", "b"]
    root = ProtectedResource(
        "https://mcp.example.com", [ISSUER], lambda: (), challenge_scopes=["offline_access", "basic"]
    )
    assert root.metadata_paths == ("/.well-known/oauth-protected-resource",)
    assert (
        root.challenge()
        == b'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource", scope="basic"'
    )


def test_challenges_quote_their_values_and_keep_the_error_code() -> None:
    resource = ProtectedResource("https://mcp.example.com/mcp", [ISSUER], lambda: {"tools:call"})
    refused = resource.unauthenticated(unauthenticated('bad "quote"'), 'bad "quote"', token_presented=True)
    assert refused.http_status == 401
    assert dict(refused.headers)[b"www-authenticate"] == (
        b'Bearer error="invalid_token", resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp", '
        b'scope="tools:call", error_description="bad \\"quote\\""'
    )
    step_up = resource.insufficient_scope(insufficient_scope({"b", "a"}), ["b", "a", "offline_access"])
    assert step_up.http_status == 403 and step_up.code == -31008
    assert b'error="insufficient_scope"' in dict(step_up.headers)[b"www-authenticate"]
    assert b'scope="a b"' in dict(step_up.headers)[b"www-authenticate"]


@pytest.mark.parametrize(
    "settings, problem",
    [
        ({"oauth_issuers": []}, "set MCP_AGENT_OAUTH_ISSUERS"),
        ({"auth_tokens_file": "/nonexistent.json"}, "unset MCP_AGENT_AUTH_TOKENS_FILE and MCP_AGENT_JWT_KEY"),
        ({"oauth_resource": "https://mcp.example.com/mcp#frag"}, "without fragment"),
        ({"oauth_resource": "mcp.example.com"}, "absolute http(s) URI"),
        ({"oauth_algorithms": ["none"]}, "access token algorithms must be among"),
        ({"oauth_algorithms": ["HS256"]}, "access token algorithms must be among"),
        ({"oauth_implied_scopes": ["notes"]}, "each item is broad=narrow1 narrow2"),
    ],
)
def test_unusable_oauth_settings_are_refused_before_serving(
    settings: dict[str, Any], problem: str, tmp_path: Path
) -> None:
    configured = Settings(
        **({"access_log": False, "oauth_resource": "https://mcp.example.com/mcp", "oauth_issuers": [ISSUER]} | settings)
    )
    with pytest.raises(ConfigurationError, match="OAUTH") as refused:
        create_app(Server("t"), configured)
    assert problem in str(refused.value)
    assert any(problem in line for line in startup_problems(configured))


def test_oauth_counts_as_authentication_for_a_public_bind() -> None:
    settings = Settings(
        host="0.0.0.0",
        allowed_hosts=["mcp.example.com"],
        sealing_keys=["k" * 32],
        oauth_resource="https://mcp.example.com/mcp",
        oauth_issuers=[ISSUER],
    )
    assert settings.deployment_problems() == []
