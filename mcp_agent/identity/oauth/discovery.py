"""Where an authorization server publishes its keys and endpoints: RFC 8414 metadata, else OpenID Connect Discovery.

The document must name the very issuer it was asked for (RFC 8414 §3.3): a server answering for
another issuer could otherwise hand us its keys.
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx2 as httpx

from mcp_agent.protocol.wire import JsonObject


class DiscoveryFailed(Exception):
    """The authorization server's metadata could not be had (unreachable, not JSON, wrong issuer)."""


@dataclass(frozen=True, slots=True)
class ServerMetadata:
    issuer: str
    jwks_uri: str | None
    introspection_endpoint: str | None
    authorization_endpoint: str | None
    token_endpoint: str | None


def metadata_urls(issuer: str) -> list[str]:
    """RFC 8414 §3.1 inserts the well-known segment before the issuer's path; OIDC Discovery appends it."""
    url = httpx.URL(issuer)
    path = url.path.rstrip("/")
    origin = str(url.copy_with(path="/", query=None, fragment=None)).rstrip("/")
    return [
        f"{origin}/.well-known/oauth-authorization-server{path}",
        f"{issuer.rstrip('/')}/.well-known/openid-configuration",
    ]


async def discover(client: httpx.AsyncClient, issuer: str, timeout_seconds: float) -> ServerMetadata:
    problems: list[str] = []
    for url in metadata_urls(issuer):
        try:
            response = await client.get(url, timeout=timeout_seconds)
        except httpx.HTTPError as error:
            problems.append(f"{url}: {type(error).__name__}")
            continue
        if response.status_code != 200:
            problems.append(f"{url}: HTTP {response.status_code}")
            continue
        try:
            document = response.json()
        except ValueError:
            problems.append(f"{url}: not JSON")
            continue
        if not isinstance(document, dict) or document.get("issuer") != issuer:
            problems.append(f"{url}: names another issuer")
            continue
        return _metadata(issuer, document)
    raise DiscoveryFailed(f"no metadata for {issuer} ({'; '.join(problems)})")


def _metadata(issuer: str, document: JsonObject) -> ServerMetadata:
    def url(name: str) -> str | None:
        value = document.get(name)
        return value if isinstance(value, str) and value.startswith(("https://", "http://")) else None

    return ServerMetadata(
        issuer=issuer,
        jwks_uri=url("jwks_uri"),
        introspection_endpoint=url("introspection_endpoint"),
        authorization_endpoint=url("authorization_endpoint"),
        token_endpoint=url("token_endpoint"),
    )
