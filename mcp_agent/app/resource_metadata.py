"""``/.well-known/oauth-protected-resource`` (and its path-suffixed form): where MCP clients learn which
authorization server issues tokens for this server, and for which scopes (RFC 9728)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from ..identity.oauth import ProtectedResource

# A public document: browser-based clients read it from other origins.
_HEADERS = {"access-control-allow-origin": "*", "cache-control": "max-age=300"}


def resource_metadata_routes(protected: ProtectedResource) -> list[BaseRoute]:
    async def document(request: Request) -> JSONResponse:
        return JSONResponse(protected.document(), headers=_HEADERS)

    return [Route(path, document, methods=["GET"]) for path in protected.metadata_paths]
