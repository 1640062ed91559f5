"""Scopes on every operation: per tool, per resource (static, and a template's rule over its variables), per
prompt and per method, answered with one 403 ``insufficient_scope`` challenge naming every scope the request
needs; and the conformance suite's committed scenario ``sep-2350-server-scope-challenge`` against the fixtures.

The scenario is not in a released suite yet (0.2.0-alpha.12, the newest on npm, lacks it), so
``test_sep_2350_server_scope_challenge`` makes its requests and its checks, as its source states them:
modelcontextprotocol/conformance ``src/scenarios/server/scope-challenge.ts`` at commit
69035234136e4a0b9b10b1194d03c26f66f08cfc (check ids ``server-scope-challenge-http-403``,
``server-scope-challenge-www-authenticate``, ``sep-2350-server-single-challenge``,
``server-scope-challenge-upgraded-retry``).
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx2 as httpx
import pytest

from mcp_agent import Server, Settings, create_app
from tests.support.requests import body, headers_for
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

SEALING_KEY = "scopes-tests-sealing-secret-0123456789abcdef01234"
PORT = 8765
ORIGIN = f"http://127.0.0.1:{PORT}"


async def post(http: httpx.AsyncClient, method: str, params: dict[str, Any], token: str | None) -> httpx.Response:
    message = body(method, params, id=f"scope-{method}")
    headers = headers_for(message)
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    return await http.post("/mcp", content=json.dumps(message), headers=headers)


@asynccontextmanager
async def serving(server: Server | None, settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(server, settings)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=ORIGIN, timeout=10) as http:
        yield schema_checked(http)


# -- a Bearer challenge, read as RFC 9110 §11.6.1 writes it -----------------------------------

_TOKEN = r"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
_PARAM = re.compile(rf'\s*({_TOKEN})\s*=\s*(?:"((?:\\.|[^"\\])*)"|({_TOKEN}))\s*(?:,|$)')


def bearer_params(header: str | None) -> dict[str, str] | None:
    """The auth-params of the ``Bearer`` challenge in ``header`` (names lower-cased), or None if there is none."""
    if header is None:
        return None
    scheme = re.match(rf"\s*({_TOKEN})(?:\s+|$)", header)
    if scheme is None or scheme.group(1).lower() != "bearer":
        return None
    params: dict[str, str] = {}
    rest = header[scheme.end() :]
    while rest.strip():
        found = _PARAM.match(rest)
        if found is None:
            break  # the next challenge (or garbage) begins: this one is complete
        quoted = found.group(2)
        params[found.group(1).lower()] = re.sub(r"\\(.)", r"\1", quoted) if quoted is not None else found.group(3)
        rest = rest[found.end() :]
    return params


def metadata_problem(resource_metadata: str | None, server_url: str) -> str | None:
    if not resource_metadata:
        return "no resource_metadata"
    metadata, resource = urlsplit(resource_metadata), urlsplit(server_url)
    if not metadata.scheme or not metadata.netloc:
        return "resource_metadata is not an absolute URL"
    if metadata.username or metadata.password or metadata.fragment:
        return "resource_metadata has user information or a fragment"
    same_origin_http = metadata.scheme == resource.scheme == "http" and metadata.netloc == resource.netloc
    if metadata.scheme != "https" and not same_origin_http:
        return "resource_metadata is neither HTTPS nor same-origin HTTP"
    return None


# -- the committed scenario's four operations -------------------------------------------------

FIXTURES: list[tuple[str, dict[str, Any], tuple[str, str], Callable[[dict[str, Any]], bool]]] = [
    (
        "tools/call",
        {"name": "test_simple_text"},
        ("mcp:conformance:tools:call", "mcp:conformance:tools:test_simple_text"),
        lambda result: result["content"][0]["type"] == "text" and isinstance(result["content"][0]["text"], str),
    ),
    (
        "resources/read",
        {"uri": "test://static-text"},
        ("mcp:conformance:resources:read", "mcp:conformance:resources:static"),
        lambda result: (
            result["contents"][0]["uri"] == "test://static-text" and isinstance(result["contents"][0]["text"], str)
        ),
    ),
    (
        "resources/read",
        {"uri": "test://template/123/data"},
        ("mcp:conformance:resources:read", "mcp:conformance:resources:template:123"),
        lambda result: (
            result["contents"][0]["uri"] == "test://template/123/data" and "123" in result["contents"][0]["text"]
        ),
    ),
    (
        "prompts/get",
        {"name": "test_simple_prompt"},
        ("mcp:conformance:prompts:get", "mcp:conformance:prompts:test_simple_prompt"),
        lambda result: result["messages"][0]["role"] == "user" and isinstance(result["messages"][0]["content"], dict),
    ),
]


async def test_sep_2350_server_scope_challenge() -> None:
    settings = Settings(access_log=False, sealing_keys=[SEALING_KEY], conformance_fixtures=True, port=PORT)
    async with serving(None, settings) as http:
        for method, params, required, valid in FIXTURES:
            where = f"{method} {params}"
            low = await post(http, method, params, "mcp-conformance-scope-low")
            assert low.status_code == 403, where  # server-scope-challenge-http-403
            challenge = bearer_params(low.headers.get("www-authenticate"))
            assert challenge is not None, where
            # server-scope-challenge-www-authenticate
            assert challenge.get("error") == "insufficient_scope", where
            assert metadata_problem(challenge.get("resource_metadata"), f"{ORIGIN}/mcp") is None, challenge
            # sep-2350-server-single-challenge: every scope the operation needs, in this one challenge
            assert set(required) <= set(challenge.get("scope", "").split()), challenge
            # The metadata it names is served, and lists the scopes a client may ask for.
            document = (await http.get(challenge["resource_metadata"])).json()
            assert set(required) - {"mcp:conformance:resources:template:123"} <= set(document["scopes_supported"])
            # server-scope-challenge-upgraded-retry
            full = await post(http, method, params, "mcp-conformance-scope-full")
            assert full.status_code == 200, full.text
            assert "error" not in full.json() and valid(full.json()["result"]), full.text
            # Without a token: the loopback fixture's local caller, every other scenario unchanged.
            anonymous = await post(http, method, params, None)
            assert anonymous.status_code == 200 and valid(anonymous.json()["result"]), anonymous.text
        unknown = await post(http, "tools/call", {"name": "test_simple_text"}, "mcp-conformance-scope-nobody")
        assert unknown.status_code == 401


# -- the public API: scopes everywhere, one challenge -----------------------------------------


@pytest.fixture
def tokens(tmp_path: Path) -> Settings:
    path = tmp_path / "tokens.json"
    holders = {
        "none": [],
        "reader": ["notes:read"],
        "note-7": ["notes:read", "notes:read:7"],
        "prompter": ["prompts:use", "prompts:draft"],
        "lister": ["notes:list"],
    }
    path.write_text(json.dumps({"tokens": {t: {"tenant": "acme", "user": t, "scopes": s} for t, s in holders.items()}}))
    return Settings(access_log=False, sealing_keys=[SEALING_KEY], auth_tokens_file=str(path))


def notes_server() -> Server:
    server = Server("notes")

    @server.resource("note://index", scopes=["notes:read"], mime_type="text/plain")
    async def index() -> str:
        return "7, 8"

    @server.resource("note://public", mime_type="text/plain")
    async def public() -> str:
        return "hello"

    @server.resource("note://{id}", scopes=["notes:read", "notes:read:{id}"], mime_type="text/plain")
    async def note(id: str) -> str:
        return f"note {id}"

    @server.prompt(scopes=["prompts:draft"])
    async def draft() -> str:
        return "Draft a note."

    @server.prompt()
    async def greet() -> str:
        return "Hello."

    server.require_scopes("prompts/get", ["prompts:use"])
    server.require_scopes("resources/templates/list", ["notes:list"])
    server.require_scopes("subscriptions/listen", ["notes:watch"])
    return server


def challenged_scopes(response: httpx.Response) -> set[str]:
    assert response.status_code == 403, response.text
    assert response.json()["error"]["data"]["requiredScopes"] == sorted(
        challenged := set((bearer_params(response.headers["www-authenticate"]) or {})["scope"].split())
    )
    return challenged


async def test_resources_prompts_and_methods_need_their_scopes_named_in_one_challenge(tokens: Settings) -> None:
    async with serving(notes_server(), tokens) as http:

        async def read(uri: str, token: str) -> httpx.Response:
            return await post(http, "resources/read", {"uri": uri}, token)

        # A static resource's scopes; a template's rule filled in from the URI it matched.
        assert challenged_scopes(await read("note://index", "none")) == {"notes:read"}
        assert (await read("note://index", "reader")).status_code == 200
        assert (await read("note://public", "none")).json()["result"]["contents"][0]["text"] == "hello"
        assert challenged_scopes(await read("note://7", "reader")) == {"notes:read", "notes:read:7"}
        assert (await read("note://7", "note-7")).json()["result"]["contents"][0]["text"] == "note 7"
        assert challenged_scopes(await read("note://8", "note-7")) == {"notes:read", "notes:read:8"}
        # A prompt's scopes and its method's, in one challenge; the method's alone for an unscoped prompt.
        draft = await post(http, "prompts/get", {"name": "draft"}, "none")
        assert challenged_scopes(draft) == {"prompts:use", "prompts:draft"}
        assert challenged_scopes(await post(http, "prompts/get", {"name": "greet"}, "none")) == {"prompts:use"}
        assert (await post(http, "prompts/get", {"name": "draft"}, "prompter")).status_code == 200
        # A method that names nothing: its own scopes.
        templates = await post(http, "resources/templates/list", {}, "reader")
        assert challenged_scopes(templates) == {"notes:list"}
        assert (await post(http, "resources/templates/list", {}, "lister")).status_code == 200
        # Lists show only what the caller may read, and say so (private).
        listing = (await post(http, "resources/list", {}, "none")).json()["result"]
        assert [r["uri"] for r in listing["resources"]] == ["note://public"] and listing["cacheScope"] == "private"
        listing = (await post(http, "resources/list", {}, "reader")).json()["result"]
        assert [r["uri"] for r in listing["resources"]] == ["note://index", "note://public"]
        prompts = (await post(http, "prompts/list", {}, "none")).json()["result"]
        assert [p["name"] for p in prompts["prompts"]] == ["greet"] and prompts["cacheScope"] == "private"
        # The listen stream is refused before it opens (a 403, not an event stream).
        listen = await post(http, "subscriptions/listen", {"notifications": {"resourcesListChanged": True}}, "reader")
        assert challenged_scopes(listen) == {"notes:watch"}


def test_a_template_scope_rule_names_only_its_variables() -> None:
    server = Server("t")
    with pytest.raises(ValueError, match="only its variables"):

        @server.resource("note://{id}", scopes=["notes:read:{name}"])
        async def note(id: str) -> str:
            return id

    with pytest.raises(ValueError, match="only a template"):

        @server.resource("note://index", scopes=["notes:read:{id}"])
        async def index() -> str:
            return ""
