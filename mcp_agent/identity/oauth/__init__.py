"""The OAuth 2.1 resource server: protected resource metadata and challenges, JWT access tokens checked
against published keys, opaque tokens by introspection, principals from configurable claims."""

from mcp_agent.identity.oauth.claims import ClaimNames
from mcp_agent.identity.oauth.metadata import ProtectedResource
from mcp_agent.identity.oauth.resource_server import OAuthResourceServer, OAuthSettings

__all__ = ["ClaimNames", "OAuthResourceServer", "OAuthSettings", "ProtectedResource"]
