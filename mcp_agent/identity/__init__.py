"""Per-request identity: every request's Authorization header is turned into a Principal, afresh."""

from mcp_agent.identity.authenticator import (
    Authenticator,
    FirstMatchAuthenticator,
    LocalAuthenticator,
    TokenVerifier,
    build_authenticator,
)
from mcp_agent.identity.jwt_tokens import JwtAuthenticator
from mcp_agent.identity.principal import Principal, Unauthenticated, bearer_token
from mcp_agent.identity.static_tokens import StaticTokenAuthenticator

__all__ = [
    "Authenticator",
    "FirstMatchAuthenticator",
    "JwtAuthenticator",
    "LocalAuthenticator",
    "Principal",
    "StaticTokenAuthenticator",
    "TokenVerifier",
    "Unauthenticated",
    "bearer_token",
    "build_authenticator",
]
