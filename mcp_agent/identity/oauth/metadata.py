"""This server as an OAuth protected resource: its metadata document (RFC 9728) and the ``WWW-Authenticate``
challenges that point clients to it (RFC 6750 §3, MCP authorization "Scope Selection Strategy").

``offline_access`` is never advertised nor challenged for: refresh tokens are the client's business
with its authorization server, not something this resource requires.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import httpx2 as httpx

from mcp_agent.protocol.errors import McpError
from mcp_agent.protocol.wire import JsonObject

WELL_KNOWN = "/.well-known/oauth-protected-resource"
_NOT_A_RESOURCE_SCOPE = "offline_access"


def canonical_resource(uri: str) -> str:
    """The resource URI as configured, checked to be what RFC 8707 §2 allows: absolute, no fragment."""
    try:
        url = httpx.URL(uri)
    except httpx.InvalidURL:
        raise ValueError(f"the resource URI {uri!r} is not a URL") from None
    if url.scheme not in ("https", "http") or not url.host or url.fragment or url.userinfo:
        raise ValueError(f"the resource URI {uri!r} must be an absolute http(s) URI without fragment or credentials")
    return uri


def is_resource(audience: object, resource: str) -> bool:
    """``audience`` (an ``aud`` value: a string or a list) names ``resource``. Scheme and host compare without
    case (MCP authorization: accept uppercase scheme and host), everything else exactly."""
    audiences = [audience] if isinstance(audience, str) else audience if isinstance(audience, list) else []
    return any(isinstance(candidate, str) and _fold(candidate) == _fold(resource) for candidate in audiences)


def _fold(uri: str) -> str:
    scheme, separator, rest = uri.partition("://")
    if not separator:
        return uri
    authority, slash, path = rest.partition("/")
    return f"{scheme.lower()}://{authority.lower()}{slash}{path}"


def _quoted(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


class ProtectedResource:
    def __init__(
        self,
        resource: str,
        authorization_servers: Sequence[str],
        declared_scopes: Callable[[], Iterable[str]],
        challenge_scopes: Sequence[str] = (),
    ) -> None:
        if not authorization_servers:
            raise ValueError("a protected resource needs at least one authorization server")
        self.resource = canonical_resource(resource)
        self._authorization_servers = list(authorization_servers)
        self._declared_scopes = declared_scopes
        self._challenge_scopes = [scope for scope in challenge_scopes if scope != _NOT_A_RESOURCE_SCOPE]
        url = httpx.URL(resource)
        path = url.path.rstrip("/")
        # RFC 9728 §3.1: the well-known segment goes between the host and the resource's path.
        self.metadata_paths = (WELL_KNOWN,) if not path else (WELL_KNOWN, WELL_KNOWN + path)
        origin = str(url.copy_with(path="/", query=None, fragment=None)).rstrip("/")
        self.metadata_url = origin + self.metadata_paths[-1]

    def scopes_supported(self) -> list[str]:
        scopes = set(self._declared_scopes()) | set(self._challenge_scopes)
        scopes.discard(_NOT_A_RESOURCE_SCOPE)
        return sorted(scopes)

    def document(self) -> JsonObject:
        return {
            "resource": self.resource,
            "authorization_servers": self._authorization_servers,
            "scopes_supported": self.scopes_supported(),
            "bearer_methods_supported": ["header"],
        }

    def challenge(
        self, *, error: str | None = None, description: str | None = None, scopes: Iterable[str] | None = None
    ) -> bytes:
        """A ``Bearer`` challenge naming our metadata and the scopes to ask for."""
        wanted = (
            sorted(set(scopes) - {_NOT_A_RESOURCE_SCOPE})
            if scopes is not None
            else (self._challenge_scopes or self.scopes_supported())
        )
        parts = [f"resource_metadata={_quoted(self.metadata_url)}"]
        if wanted:
            parts.append(f"scope={_quoted(' '.join(wanted))}")
        if error is not None:
            parts.insert(0, f"error={_quoted(error)}")
        if description is not None:
            parts.append(f"error_description={_quoted(description)}")
        return ("Bearer " + ", ".join(parts)).encode()

    def unauthenticated(self, error: McpError, reason: str, *, token_presented: bool) -> McpError:
        # RFC 6750 §3.1: a request without a token gets no error code, an invalid token "invalid_token".
        header = self.challenge(error="invalid_token", description=reason) if token_presented else self.challenge()
        return _with_challenge(error, header)

    def insufficient_scope(self, error: McpError, needed: Iterable[str]) -> McpError:
        header = self.challenge(error="insufficient_scope", scopes=needed, description="this call needs more scopes")
        return _with_challenge(error, header)


def _with_challenge(error: McpError, header: bytes) -> McpError:
    headers = [(name, value) for name, value in error.headers if name != b"www-authenticate"]
    headers.append((b"www-authenticate", header))
    return McpError(
        error.code,
        error.message,
        error.data,
        http_status=error.http_status,
        headers=headers,
        retry_after_seconds=error.retry_after_seconds,
    )
