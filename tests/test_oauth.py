"""mcp-agent as an OAuth 2.1 resource server, against a real authorization server (oidc-provider on Node).

Every token here is either issued by the provider or signed by the test with the provider's own key (or
one it never published), then sent over real HTTP to a uvicorn-served app, as MCP clients would.
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import jwt
import pytest
from mcp import Client
from mcp.client.auth import OAuthClientProvider
from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.auth import AuthorizationCodeResult, OAuthClientInformationFull, OAuthClientMetadata, OAuthToken

from mcp_agent import RequestContext, Server, Settings, create_app
from tests.support.live_server import free_port
from tests.support.oidc_provider import AuthorizationServer, SigningKey, authorization_server, sign_in_as_user
from tests.support.requests import body, headers_for
from tests.support.server import uvicorn_thread

pytestmark = pytest.mark.integration  # Node's oidc-provider and uvicorn on loopback ports

SECRET = "s" * 40
OTHER_RESOURCE = "http://127.0.0.1:9/other-mcp"
SCOPES = "tools:call notes:read notes:write"
CLIENTS = [
    {
        "client_id": "machine",
        "client_secret": SECRET,
        "grant_types": ["client_credentials"],
        "response_types": [],
        "redirect_uris": [],
        "scope": SCOPES,
    },
    {
        "client_id": "opaque",
        "client_secret": SECRET,
        "grant_types": ["client_credentials"],
        "response_types": [],
        "redirect_uris": [],
        "scope": SCOPES,
    },
    {
        "client_id": "resource-server",
        "client_secret": SECRET,
        "grant_types": ["client_credentials"],
        "response_types": [],
        "redirect_uris": [],
    },
]


def notes_server() -> Server:
    server = Server("oauth-tests")

    @server.tool(scopes=["tools:call"])
    async def whoami(ctx: RequestContext) -> str:
        return f"{ctx.principal.tenant}/{ctx.principal.user}"

    @server.tool(scopes=["tools:call", "notes:read", "notes:write"])
    async def edit_notes(text: str) -> str:
        return f"saved {text}"

    return server


class Deployment:
    def __init__(self, provider: AuthorizationServer, port: int) -> None:
        self.provider = provider
        self.port = port
        self.resource = f"http://127.0.0.1:{port}/mcp"
        self.metadata_url = f"http://127.0.0.1:{port}/.well-known/oauth-protected-resource/mcp"

    def call(self, tool: str, token: str | None, arguments: dict[str, Any] | None = None) -> httpx.Response:
        message = body("tools/call", {"name": tool, "arguments": arguments or {}})
        headers = headers_for(message) | ({"Authorization": f"Bearer {token}"} if token is not None else {})
        return httpx.post(self.resource, json=message, headers=headers, timeout=10)

    def token(self, scope: str = "tools:call", client: str = "machine", resource: str | None = None) -> str:
        return self.provider.client_credentials_token(client, SECRET, resource=resource or self.resource, scope=scope)

    def claims(self, **override: Any) -> dict[str, Any]:
        now = int(time.time())
        return {
            "iss": self.provider.issuer,
            "aud": self.resource,
            "sub": "alice",
            "client_id": "machine",
            "tenant": "acme",
            "scope": "tools:call",
            "iat": now,
            "exp": now + 300,
            **override,
        }


@contextlib.contextmanager
def deploy(tmp_path: Path, **settings: Any) -> Iterator[Deployment]:
    """oidc-provider, and our server trusting it (with ``settings`` over the defaults here)."""
    port = free_port()
    resource = f"http://127.0.0.1:{port}/mcp"
    with authorization_server(
        tmp_path,
        resource_servers={resource: SCOPES, OTHER_RESOURCE: SCOPES},
        clients=CLIENTS,
        opaque_clients=("opaque",),
    ) as provider:
        defaults: dict[str, Any] = {
            "access_log": False,
            "oauth_resource": resource,
            "oauth_issuers": [provider.issuer],
            "oauth_key_refresh_seconds": 0.2,
            "oauth_scopes": ["tools:call", "offline_access"],
            "oauth_introspection_client_id": "resource-server",
            "oauth_introspection_client_secret": SECRET,
            "oauth_introspection_cache_seconds": 0,
        }
        with uvicorn_thread(create_app(notes_server(), Settings(**(defaults | settings))), port):
            yield Deployment(provider, port)


@pytest.fixture
def deployment(tmp_path: Path) -> Iterator[Deployment]:
    with deploy(tmp_path) as deployed:
        yield deployed


def challenge(response: httpx.Response) -> dict[str, str]:
    """The parameters of a ``Bearer`` challenge (as parsed by a client: quoted values, comma-separated)."""
    header = response.headers["www-authenticate"]
    assert header.startswith("Bearer ")
    return {name: value.replace('\\"', '"') for name, value in re.findall(r'(\w+)="((?:[^"\\]|\\.)*)"', header)}


# -- 1. protected resource metadata and the 401 that points to it ---------------------------------------------


def test_metadata_names_the_resource_its_server_and_the_declared_scopes(deployment: Deployment) -> None:
    for path in ("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"):
        response = httpx.get(f"http://127.0.0.1:{deployment.port}{path}", timeout=5)
        assert response.status_code == 200
        assert response.json() == {
            "resource": deployment.resource,
            "authorization_servers": [deployment.provider.issuer],
            "scopes_supported": ["notes:read", "notes:write", "tools:call"],  # never offline_access
            "bearer_methods_supported": ["header"],
        }


def test_a_request_without_a_token_is_told_where_to_sign_in(deployment: Deployment) -> None:
    refused = deployment.call("whoami", None)
    assert refused.status_code == 401
    assert refused.json()["error"]["code"] == -31004
    assert challenge(refused) == {
        "resource_metadata": deployment.metadata_url,
        "scope": "tools:call",
    }  # no error code: no token
    assert httpx.get(challenge(refused)["resource_metadata"], timeout=5).json()["resource"] == deployment.resource


# -- 2. tokens validated on every request ---------------------------------------------------------------------


def test_a_provider_issued_jwt_for_this_resource_is_accepted(deployment: Deployment) -> None:
    answer = deployment.call("whoami", deployment.token())
    assert answer.status_code == 200, answer.text
    assert answer.json()["result"]["content"][0]["text"] == "acme/machine"


def test_tokens_not_meant_for_this_server_are_refused_with_invalid_token(deployment: Deployment) -> None:
    key = deployment.provider.keys[0]
    stranger = SigningKey.generate()
    now = int(time.time())
    refused = {
        "another resource's token from the provider": deployment.token(resource=OTHER_RESOURCE),
        "wrong audience": key.sign(deployment.claims(aud="https://elsewhere.example/mcp")),
        "audience list without us": key.sign(deployment.claims(aud=[OTHER_RESOURCE])),
        "expired": key.sign(deployment.claims(iat=now - 900, exp=now - 600)),
        "not yet valid": key.sign(deployment.claims(nbf=now + 600)),
        "untrusted issuer": key.sign(deployment.claims(iss="http://127.0.0.1:1")),
        "unknown key": stranger.sign(deployment.claims()),
        "a stranger's key under the provider's kid": stranger.sign(deployment.claims(), kid=key.kid),
        "unsigned (alg none)": jwt.encode(deployment.claims(), None, algorithm="none", headers={"typ": "at+jwt"}),
        "HMAC-signed (HS256)": jwt.encode(
            deployment.claims(), "x" * 32, algorithm="HS256", headers={"typ": "at+jwt", "kid": key.kid}
        ),
        "an ID token, not an access token": key.sign(deployment.claims(), typ="JWT"),
        "without exp": key.sign({k: v for k, v in deployment.claims().items() if k != "exp"}),
        "opaque token the provider never issued": "not-a-real-token-0123456789",
    }
    for case, token in refused.items():
        response = deployment.call("whoami", token)
        assert response.status_code == 401, f"{case}: {response.status_code} {response.text}"
        params = challenge(response)
        assert params["error"] == "invalid_token", case
        assert params["resource_metadata"] == deployment.metadata_url, case
        assert params["scope"] == "tools:call", case
        assert token not in response.text and token not in response.headers["www-authenticate"], case
    # The same claims, signed properly, pass: each refusal above is for its one defect.
    assert deployment.call("whoami", key.sign(deployment.claims())).status_code == 200
    # The spec asks resource servers to accept uppercase scheme and host in the resource URI; the path stays exact.
    shouted = deployment.resource.replace("http://127.0.0.1", "HTTP://127.0.0.1")
    assert deployment.call("whoami", key.sign(deployment.claims(aud=shouted))).status_code == 200
    assert deployment.call("whoami", key.sign(deployment.claims(aud=deployment.resource.upper()))).status_code == 401


def test_a_token_within_the_leeway_is_still_accepted(deployment: Deployment) -> None:
    now = int(time.time())
    key = deployment.provider.keys[0]
    assert deployment.call("whoami", key.sign(deployment.claims(exp=now - 5))).status_code == 200
    assert deployment.call("whoami", key.sign(deployment.claims(nbf=now + 5))).status_code == 200


def test_a_token_seen_before_still_expires_on_time(tmp_path: Path) -> None:
    with deploy(tmp_path, oauth_leeway_seconds=0) as deployment:
        token = deployment.provider.keys[0].sign(deployment.claims(exp=int(time.time()) + 2))
        assert deployment.call("whoami", token).status_code == 200
        assert deployment.call("whoami", token).status_code == 200  # verified once, known by its digest
        time.sleep(max(0.0, jwt.decode(token, options={"verify_signature": False})["exp"] - time.time()) + 0.2)
        refused = deployment.call("whoami", token)
        assert refused.status_code == 401 and challenge(refused)["error_description"] == "token expired"


# -- 3. scope challenges ----------------------------------------------------------------------------------------


def test_step_up_names_every_scope_the_call_needs_and_a_new_token_works(deployment: Deployment) -> None:
    narrow = deployment.token("tools:call notes:read")
    refused = deployment.call("edit_notes", narrow, {"text": "hi"})
    assert refused.status_code == 403
    params = challenge(refused)
    assert params["error"] == "insufficient_scope"
    assert params["scope"].split() == ["notes:read", "notes:write", "tools:call"]
    assert params["resource_metadata"] == deployment.metadata_url
    wider = deployment.token(params["scope"])
    done = deployment.call("edit_notes", wider, {"text": "hi"})
    assert done.status_code == 200 and done.json()["result"]["content"][0]["text"] == "saved hi"


# -- keys: rotation and outage -----------------------------------------------------------------------------------


def test_rotated_keys_are_followed_and_an_outage_keeps_the_cached_ones(deployment: Deployment) -> None:
    old = deployment.provider.keys[0]
    assert deployment.call("whoami", deployment.token()).status_code == 200
    new = SigningKey.generate()
    deployment.provider.restart([new, old])  # both published; the provider signs with the first
    rotated = deployment.token()
    assert jwt.get_unverified_header(rotated)["kid"] == new.kid
    assert deployment.call("whoami", rotated).status_code == 200  # fetched on the unknown kid, no restart of ours
    deployment.provider.stop()
    time.sleep(0.3)  # past the refresh interval: an unknown kid now makes us try (and fail) to refetch
    assert deployment.call("whoami", SigningKey.generate().sign(deployment.claims())).status_code == 401
    for key in (new, old):
        assert deployment.call("whoami", key.sign(deployment.claims())).status_code == 200
    assert deployment.call("whoami", rotated).status_code == 200


def test_key_refreshes_are_rate_limited(tmp_path: Path) -> None:
    with deploy(tmp_path, oauth_key_refresh_seconds=3600) as deployment:
        old = deployment.provider.keys[0]
        new = SigningKey.generate()
        deployment.provider.restart([new, old])
        # Fetched at start-up: an unknown kid within the interval does not make us fetch again.
        refused = deployment.call("whoami", deployment.token())
        assert refused.status_code == 401 and challenge(refused)["error_description"] == "unknown signing key"
        assert deployment.call("whoami", old.sign(deployment.claims())).status_code == 200


def test_a_withdrawn_key_stops_counting_once_the_set_is_old_and_an_outage_keeps_it(tmp_path: Path) -> None:
    with deploy(tmp_path, oauth_key_max_age_seconds=0.5) as deployment:
        old = deployment.provider.keys[0]
        assert deployment.call("whoami", old.sign(deployment.claims())).status_code == 200
        deployment.provider.stop()
        time.sleep(0.6)  # the set is stale, and cannot be fetched: it is kept
        assert deployment.call("whoami", old.sign(deployment.claims())).status_code == 200
        deployment.provider.start([SigningKey.generate()])  # back, without the old key
        time.sleep(0.6)
        refused = deployment.call("whoami", old.sign(deployment.claims()))
        assert refused.status_code == 401 and challenge(refused)["error_description"] == "unknown signing key"
        assert deployment.call("whoami", deployment.token()).status_code == 200


# -- opaque tokens -------------------------------------------------------------------------------------------------


def test_opaque_tokens_are_introspected_and_a_revoked_one_is_refused(deployment: Deployment) -> None:
    token = deployment.token("tools:call notes:read notes:write", client="opaque")
    assert token.count(".") == 0
    answer = deployment.call("edit_notes", token, {"text": "x"})
    assert answer.status_code == 200, answer.text
    narrow = deployment.token("tools:call", client="opaque")
    assert challenge(deployment.call("edit_notes", narrow, {"text": "x"}))["error"] == "insufficient_scope"
    deployment.provider.revoke("opaque", SECRET, token)
    refused = deployment.call("edit_notes", token, {"text": "x"})
    assert refused.status_code == 401 and challenge(refused)["error"] == "invalid_token"
    elsewhere = deployment.token(client="opaque", resource=OTHER_RESOURCE)
    assert deployment.call("whoami", elsewhere).status_code == 401
    # The provider down: the token cannot be checked, which is not the client's fault (503, retry), not a 401.
    fresh = deployment.token(client="opaque")
    deployment.provider.stop()
    unavailable = deployment.call("whoami", fresh)
    assert unavailable.status_code == 503 and unavailable.headers["retry-after"] == "1"
    assert "www-authenticate" not in unavailable.headers


def test_an_introspection_answer_is_kept_no_longer_than_the_setting(tmp_path: Path) -> None:
    with deploy(tmp_path, oauth_introspection_cache_seconds=4) as deployment:
        token = deployment.token(client="opaque")
        assert deployment.call("whoami", token).status_code == 200
        deployment.provider.revoke("opaque", SECRET, token)
        assert deployment.call("whoami", token).status_code == 200  # the cached answer, within 4 s
        time.sleep(4.1)
        assert deployment.call("whoami", token).status_code == 401


# -- the official SDK's OAuth client ---------------------------------------------------------------------------------


class MemoryTokens:
    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


async def _whoami(auth: httpx.Auth, url: str) -> str:
    async with Client(
        streamable_http_client(url, http_client=create_mcp_http_client(auth=auth)), mode="2026-07-28"
    ) as client:
        result = await client.call_tool("whoami", {})
    text = result.content[0]
    assert text.type == "text"
    return text.text


async def test_the_sdk_client_signs_in_from_a_bare_401_by_authorization_code(deployment: Deployment) -> None:
    redirect_uri = "http://127.0.0.1:1/callback"  # never served: the user's browser stops at it
    landed: list[httpx.URL] = []

    async with httpx.AsyncClient(timeout=10) as browser:

        async def open_browser(authorization_url: str) -> None:
            query = httpx.URL(authorization_url).params
            assert query["resource"] == deployment.resource and query["code_challenge_method"] == "S256"
            landed.append(await sign_in_as_user(browser, authorization_url, redirect_uri, login="bob"))

        async def callback() -> AuthorizationCodeResult:
            params = landed[-1].params
            return AuthorizationCodeResult(code=params["code"], state=params.get("state"), iss=params.get("iss"))

        storage = MemoryTokens()
        auth = OAuthClientProvider(
            deployment.resource,
            OAuthClientMetadata(
                redirect_uris=[redirect_uri],
                client_name="sdk-test",
                grant_types=["authorization_code"],
                response_types=["code"],
                token_endpoint_auth_method="client_secret_basic",
            ),
            storage,
            redirect_handler=open_browser,
            callback_handler=callback,
        )
        assert await _whoami(auth, deployment.resource) == "acme/bob"
    assert storage.client is not None and storage.client.client_id  # registered dynamically
    assert storage.tokens is not None and "tools:call" in (storage.tokens.scope or "")
    assert len(landed) == 1


async def test_the_sdk_client_credentials_flow_calls_a_tool(deployment: Deployment) -> None:
    auth = ClientCredentialsOAuthProvider(
        deployment.resource,
        MemoryTokens(),
        client_id="machine",
        client_secret=SECRET,
        issuer=deployment.provider.issuer,
    )
    assert await _whoami(auth, deployment.resource) == "acme/machine"
