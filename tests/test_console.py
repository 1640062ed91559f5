"""The approvals console: what a person sees and can do in it, through the real app.

In process (the ASGI app through httpx's ASGITransport), one browser-like httpx client per person
(each with its own cookie jar), a static tokens file with two tenants (tests/next_step/test_approvals.py:
tenant A's agent without approvals:resolve, alice and bob with it; tenant B's carol). Approvals are
created as the agent meets them: next_step through /mcp. Two real ``mcp-agent serve`` processes
sharing Redis for the live stream. Integration: one test starts redis-server and servers.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import html
import json
import re
from collections.abc import AsyncIterator, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import anyio
import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import Settings, create_app
from mcp_agent.console.guards import CONTENT_SECURITY_POLICY
from mcp_agent.tools.next_step import NextStepSettings
from tests.next_step.test_approvals import (
    AGENT,
    ALICE,
    CAROL,
    SCREEN,
    SEALING_KEY,
    TAP_SEND,
    Client,
    record_id,
    step,
    tokens_file,
)
from tests.support.images import png, png_b64
from tests.support.live_server import LiveServer, live_server
from tests.support.otel import SPANS, global_provider
from tests.support.redis_server import RedisServer
from tests.support.requests import BASE_URL
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.integration  # the live-stream test starts redis-server and two servers

MARKUP_TASK = "<script>alert('x')</script> send 'on my way' to Sam"
CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def article(page: str, approval_id: str) -> str:
    """The <article> of one approval in a page (empty when it is not listed)."""
    match = re.search(rf'<article class="approval" data-id="{re.escape(approval_id)}".*?</article>', page, re.S)
    return match.group(0) if match else ""


class _ScreenItems(HTMLParser):
    """The items of the detail page's ``ul.screen``: (depth, text) in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple[int, str]] = []
        self._depth = 0  # nesting of <ul> inside ul.screen (0: outside it)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "ul" and (self._depth or ("class", "screen") in attrs):
            self._depth += 1
        elif tag == "li" and self._depth:
            self.items.append((self._depth, ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "ul" and self._depth:
            self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._depth and self.items and data.strip():
            depth, text = self.items[-1]
            self.items[-1] = (depth, " ".join(f"{text} {data}".split()))


def screen_items(page: str) -> list[tuple[int, str]]:
    parser = _ScreenItems()
    parser.feed(page)
    return parser.items


def screen_lines(page: str) -> list[str]:
    return [text for _, text in screen_items(page)]


def csrf_of(page: str) -> str:
    match = CSRF.search(page)
    assert match is not None, page
    return html.unescape(match.group(1))


class Person:
    """A browser: its own cookie jar, signing in with a token."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def sign_in(self, token: str) -> httpx.Response:
        response = await self.http.post("/console/signin", data={"token": token})
        assert response.status_code == 303, response.text
        return response

    async def page(self, path: str = "/console") -> str:
        response = await self.http.get(path)
        assert response.status_code == 200, (path, response.status_code, response.text)
        return response.text

    async def decide(self, approval_id: str, decision: str, csrf: str | None = None) -> httpx.Response:
        token = csrf if csrf is not None else csrf_of(await self.page())
        return await self.http.post(
            f"/console/approvals/{approval_id}/decision", data={"decision": decision, "csrf": token}
        )


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        store="memory",
        auth_tokens_file=str(tokens_file(tmp_path / "tokens.json")),
        sealing_keys=[SecretStr(SEALING_KEY)],
        access_log=False,
    )


@contextlib.asynccontextmanager
async def console(
    settings: Settings, approval_ttl_seconds: float = 900.0, *, allow_self: bool = False
) -> AsyncIterator[tuple[Client, Any]]:
    """The agent's MCP client, and a factory of browsers, all on one in-process app."""
    tools = builtin_tools(
        settings, NextStepSettings(approval_ttl_seconds=approval_ttl_seconds, approvals_allow_self=allow_self)
    )
    app = create_app(tools, settings)
    async with contextlib.AsyncExitStack() as stack:

        def browser() -> httpx.AsyncClient:
            return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10)

        agent_http = await stack.enter_async_context(browser())

        async def person(token: str | None = None) -> Person:
            someone = Person(await stack.enter_async_context(browser()))
            if token is not None:
                await someone.sign_in(token)
            return someone

        yield Client(agent_http), person


async def ask(
    client: Client, task: str = "send 'on my way' to Sam", *, token: str = AGENT, **sent: Any
) -> tuple[str, str, dict[str, Any]]:
    """The agent's step (``sent``: arguments to change) waits for a person: (handle, record id, the step's arguments)."""
    arguments = {**step(), "task": task, **sent}
    proposal = await client.next_step(arguments, TAP_SEND, token)
    assert proposal["requires_confirmation"] is True
    handle: str = proposal["state_refs"]["approval"]
    view = await client.view(ALICE, handle)
    return handle, record_id(view["uri"]), arguments


async def test_the_list_shows_a_pending_approval_with_markup_as_text_and_the_detail_shows_the_screen(
    settings: Settings,
) -> None:
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent, MARKUP_TASK)
        alice = await person(ALICE)
        page = await alice.page()
        assert '<main id="approvals"' in page and '<div id="stream-status"' in page
        listed = article(page, approval_id)
        assert 'data-status="pending"' in listed
        assert "<script>alert" not in page, "task text is escaped, never markup"
        assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; send" in listed
        assert "Send &#39;on my way&#39; to Sam in Messages</h2>" in listed, "the action in words"
        assert "cannot be undone" in listed and "step 5" in listed
        # Who asked: the user, and the client as its clientInfo names it; when, in the reader's time zone.
        assert '<span class="requested-by">agent</span> through <span class="client">tests 0</span>' in listed
        created = re.search(r'<time class="local-time" datetime="([^"]+)">([^<]+)</time>', listed)
        assert created is not None and created.group(1).endswith("Z") and created.group(2).endswith(" UTC")
        assert 'class="age"' in listed and "expires in 1" in listed
        assert '<form class="decide"' in listed and 'value="approve"' in listed and 'value="deny"' in listed
        assert f'href="/console/approvals/{approval_id}"' in listed and 'class="detail"' in listed

        detail = await alice.page(f"/console/approvals/{approval_id}")
        assert '<ul class="screen">' in detail and "<pre" not in detail, "the screen is a list, not a raw dump"
        assert screen_lines(detail) == [line for line in SCREEN.splitlines() if line]
        assert "<img" not in detail, "no screenshot was sent"
        # The fragment the page swaps in is the list's inner HTML.
        fragment = await alice.page("/console/fragment")
        assert CSRF.sub("", article(fragment, approval_id)) == CSRF.sub("", listed) and "<main" not in fragment


async def test_approving_with_csrf_resolves_it_once_and_the_agent_then_acts(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, arguments = await ask(agent)
        alice = await person(ALICE)
        response = await alice.decide(approval_id, "approve")
        assert response.status_code == 303 and response.headers["location"].startswith("/console?notice=")
        shown = await alice.page(response.headers["location"])
        assert "Approved: Send &#39;on my way&#39; to Sam in Messages" in shown
        listed = article(shown, approval_id)
        assert 'data-status="approved"' in listed and '<form class="decide"' not in listed
        assert '<span class="decided-by">alice</span>' in listed and 'class="decided-at local-time"' in listed
        notice = re.search(r'<div class="notice ([a-z-]+)" role="(\w+)"><p class="notice-title">([^<]+)</p>', shown)
        assert notice is not None and notice.groups() == ("notice-stands", "status", "Your decision stands")
        assert (await agent.view(AGENT, handle))["status"] == "approved"

        acted = await agent.next_step({**arguments, "state_refs": {"approval": handle}})
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)
        assert 'data-status="used"' in article(await alice.page(), approval_id)


async def test_a_post_without_or_with_a_wrong_csrf_is_refused_and_changes_nothing(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        alice, bob = await person(ALICE), await person("bob-token-1a7c5d")
        bobs_csrf = csrf_of(await bob.page())
        missing = await alice.http.post(f"/console/approvals/{approval_id}/decision", data={"decision": "approve"})
        forged = await alice.decide(approval_id, "approve", csrf="csrf.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        other_session = await alice.decide(approval_id, "approve", csrf=bobs_csrf)
        for refused in (missing, forged, other_session):
            assert refused.status_code == 403, refused.text
        assert (await agent.view(AGENT, handle))["status"] == "pending"
        # Signing out needs it too.
        assert (await alice.http.post("/console/signout", data={})).status_code == 403


async def test_another_tenant_neither_sees_nor_decides_it(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        carol = await person(CAROL)
        page = await carol.page()
        assert approval_id not in page and "No approvals" in page
        assert (await carol.http.get(f"/console/approvals/{approval_id}")).status_code == 404
        assert (await carol.decide(approval_id, "approve")).status_code == 404
        assert (await agent.view(AGENT, handle))["status"] == "pending"


async def test_without_the_resolve_scope_the_list_has_no_buttons_and_a_crafted_post_is_refused(
    settings: Settings,
) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        agents_browser = await person(AGENT)
        page = await agents_browser.page()
        listed = article(page, approval_id)
        assert 'data-status="pending"' in listed and '<form class="decide"' not in listed and "<button" not in listed
        assert "approvals:resolve" in page
        refused = await agents_browser.decide(approval_id, "approve")
        assert refused.status_code == 403
        assert (await agent.view(AGENT, handle))["status"] == "pending"


async def test_a_decision_taken_with_the_tool_shows_and_a_later_console_post_does_not_overwrite_it(
    settings: Settings,
) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        bob = await person("bob-token-1a7c5d")
        csrf = csrf_of(await bob.page())  # the page Bob has open, before Alice decides elsewhere
        await agent.resolved(ALICE, handle, "deny")
        listed = article(await bob.page(), approval_id)
        assert 'data-status="denied"' in listed and '<span class="decided-by">alice</span>' in listed

        response = await bob.decide(approval_id, "approve", csrf=csrf)
        assert response.status_code == 303
        shown = await bob.page(response.headers["location"])
        assert "This approval was already denied by alice at" in shown and "the first decision stands" in shown
        # Not the look of a decision that stands: its own class, heading and role.
        notice = re.search(r'<div class="notice ([a-z-]+)" role="(\w+)"><p class="notice-title">([^<]+)</p>', shown)
        assert notice is not None and notice.groups() == ("notice-lost", "alert", "Someone decided first")
        assert "notice-stands" not in shown and "Your decision was not recorded" in shown
        view = await agent.view(AGENT, handle)
        assert (view["status"], view["decided_by"]) == ("denied", "alice")


async def test_sign_in_sets_a_sealed_strict_cookie_and_sign_out_clears_it(settings: Settings) -> None:
    async with console(settings) as (_, person):
        visitor = await person()
        assert (await visitor.http.get("/console")).headers["location"] == "/console/signin"
        form = await visitor.page("/console/signin")
        assert '<form id="signin"' in form and 'name="token" type="password"' in form

        wrong = await visitor.http.post("/console/signin", data={"token": "not-a-token"})
        assert wrong.status_code == 401 and "set-cookie" not in wrong.headers

        signed_in = await visitor.sign_in(ALICE)
        cookie = signed_in.headers["set-cookie"]
        assert cookie.startswith("mcp_agent_console=console.") and ALICE not in cookie
        flags = {part.strip().lower() for part in cookie.split(";")[1:]}
        assert {"httponly", "samesite=strict", "path=/console", "max-age=28800"} <= flags
        assert "secure" not in flags, "plain http on loopback: Secure would drop the cookie"
        page = await visitor.page()
        assert "alice · tenant tenant-a" in page and '<form id="signout"' in page

        out = await visitor.http.post("/console/signout", data={"csrf": csrf_of(page)})
        assert out.status_code == 303 and 'mcp_agent_console=""' in out.headers["set-cookie"]
        assert (await visitor.http.get("/console")).headers["location"] == "/console/signin"
        # A tampered cookie is no session either.
        visitor.http.cookies.set("mcp_agent_console", "console.AAAA", path="/console")
        assert (await visitor.http.get("/console")).status_code == 303
        assert (await visitor.http.get("/console/fragment")).status_code == 401


async def test_over_https_the_cookie_is_secure(settings: Settings) -> None:
    app = create_app(builtin_tools(), settings)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="https://localhost", timeout=10
    ) as http:
        response = await http.post("/console/signin", data={"token": ALICE})
        assert response.status_code == 303 and "secure" in response.headers["set-cookie"].lower()


async def test_every_console_response_carries_the_csp_and_nosniff(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent)
        alice = await person(ALICE)
        responses = [
            await alice.http.get(path)
            for path in (
                "/console",
                "/console/fragment",
                f"/console/approvals/{approval_id}",
                "/console/signin",
                f"/console/approvals/{approval_id}/screenshot",
                "/console/static/console.css",
                "/console/static/console.js",
                "/console/approvals/nope",
            )
        ]
        responses.append(
            await alice.http.post(f"/console/approvals/{approval_id}/decision", data={"decision": "approve"})
        )
        responses.append(await alice.http.post("/console/signin", data={}, headers={"Origin": "https://evil.example"}))
        for response in responses:
            assert response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY, response.url
            assert response.headers["x-content-type-options"] == "nosniff"
            # same-origin, not no-referrer: under no-referrer a browser's own form POST says Origin: null.
            assert response.headers["referrer-policy"] == "same-origin"
        page = responses[0].text
        assert "<script>" not in page and "style=" not in page and "<style" not in page, "no inline script or style"


async def test_a_post_from_a_foreign_origin_is_refused(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        alice = await person(ALICE)
        csrf = csrf_of(await alice.page())
        foreign = await alice.http.post(
            f"/console/approvals/{approval_id}/decision",
            data={"decision": "approve", "csrf": csrf},
            headers={"Origin": "https://evil.example"},
        )
        assert foreign.status_code == 403
        signin = await alice.http.post(
            "/console/signin", data={"token": ALICE}, headers={"Origin": "https://evil.example"}
        )
        assert signin.status_code == 403 and "set-cookie" not in signin.headers
        assert (await alice.http.get("/console", headers={"Host": "evil.example"})).status_code == 421
        assert (await agent.view(AGENT, handle))["status"] == "pending"
        same = await alice.http.post(
            f"/console/approvals/{approval_id}/decision",
            data={"decision": "approve", "csrf": csrf},
            headers={"Origin": "http://127.0.0.1"},
        )
        assert same.status_code == 303 and (await agent.view(AGENT, handle))["status"] == "approved"


async def test_an_expired_approval_shows_expired_and_cannot_be_approved(settings: Settings) -> None:
    async with console(settings, approval_ttl_seconds=0.3) as (agent, person):
        handle, approval_id, _ = await ask(agent)
        alice = await person(ALICE)
        await asyncio.sleep(0.4)
        page = await alice.page()
        listed = article(page, approval_id)
        assert 'data-status="expired"' in listed and '<form class="decide"' not in listed and ">expired<" in listed
        response = await alice.decide(approval_id, "approve", csrf=csrf_of(page))
        assert "This approval expired before anyone decided" in await alice.page(response.headers["location"])
        assert (await agent.view(AGENT, handle))["status"] == "expired"


async def test_loopback_without_authentication_serves_tenant_local_without_sign_in() -> None:
    app = create_app(builtin_tools(), Settings(access_log=False))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        page = await http.get("/console")
        assert page.status_code == 200 and "local · tenant local" in page.text and 'id="signout"' not in page.text
        assert (await http.get("/console/signin")).headers["location"] == "/console"


NESTED_SCREEN = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] RecyclerView "Messages" scrollable
    [4] TextView "Sam: are you coming?"
    [5] LinearLayout "Reactions"
\t\t[6] Button "<b>Like</b>" disabled
    [7] TextView "Me: \\"soon\\""
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
"""


async def test_the_detail_shows_the_screen_as_a_list_nested_by_indentation(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent, screen_description=NESTED_SCREEN)
        detail = await (await person(ALICE)).page(f"/console/approvals/{approval_id}")
        assert "<b>Like" not in detail, "labels are text, never markup"
        assert screen_items(detail) == [
            (1, "Conversation with Sam"),
            (1, '[0] ImageButton "Navigate up"'),
            (1, '[1] RecyclerView "Messages" scrollable'),
            (2, '[4] TextView "Sam: are you coming?"'),
            (2, '[5] LinearLayout "Reactions"'),
            (3, '[6] Button "<b>Like</b>" disabled'),
            (2, '[7] TextView "Me: "soon""'),
            (1, '[2] EditText "Message" focused value="on my way"'),
            (1, '[3] Button "Send"'),
        ]


async def test_a_screenshot_the_step_carried_is_shown_from_the_console_itself(settings: Settings) -> None:
    image = png(36, 64)
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent, screenshot_b64=png_b64(36, 64))
        _, without, _ = await ask(agent)
        alice, carol = await person(ALICE), await person(CAROL)
        detail = await alice.page(f"/console/approvals/{approval_id}")
        src = f"/console/approvals/{approval_id}/screenshot"
        assert f'<img src="{src}" alt=' in detail
        shot = await alice.http.get(src)
        assert shot.status_code == 200 and shot.content == image
        assert shot.headers["content-type"] == "image/png" and shot.headers["x-content-type-options"] == "nosniff"
        # Served from the console's own origin: the page's CSP (img-src 'self') allows it as it is.
        assert "img-src 'self'" in detail_csp(await alice.http.get(f"/console/approvals/{approval_id}"))
        assert "screenshot" in article(await alice.page(), approval_id) and "screenshot" not in article(
            await alice.page(), without
        )
        assert (await alice.http.get(f"/console/approvals/{without}/screenshot")).status_code == 404
        assert (await carol.http.get(src)).status_code == 404, "another tenant's person gets nothing"
        assert (await (await person()).http.get(src)).status_code == 401, "nor does someone signed out"


def detail_csp(response: httpx.Response) -> str:
    return response.headers["content-security-policy"]


@pytest.mark.parametrize(
    ("screenshot", "said"),
    [
        (base64.b64encode(b"\x89PNG\r\n\x1a\n" + bytes(3 * 1_048_576)).decode(), "Not kept: larger than 2 MiB."),
        (base64.b64encode(b"<svg onload=alert(1)></svg>").decode(), "Not kept: not a PNG, JPEG or WebP image."),
        ("not base64 at all!", "Not kept: not valid base64."),
    ],
)
async def test_a_screenshot_that_is_too_large_or_not_an_image_is_not_kept_and_the_page_says_why(
    settings: Settings, screenshot: str, said: str
) -> None:
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent, screenshot_b64=screenshot)
        alice = await person(ALICE)
        detail = await alice.page(f"/console/approvals/{approval_id}")
        assert said in detail and "<img" not in detail
        assert (await alice.http.get(f"/console/approvals/{approval_id}/screenshot")).status_code == 404


async def test_whoever_asked_sees_no_buttons_and_cannot_decide_and_someone_else_can(settings: Settings) -> None:
    async with console(settings) as (agent, person):
        handle, approval_id, arguments = await ask(agent, token=ALICE)  # alice's own agent asks
        alice, bob = await person(ALICE), await person("bob-token-1a7c5d")
        page = await alice.page()
        listed = article(page, approval_id)
        assert (
            '<form class="decide"' not in listed and "You asked for this one, so someone else must decide it." in listed
        )
        refused = await alice.decide(approval_id, "approve", csrf=csrf_of(page))
        assert refused.status_code == 403
        assert '<div class="notice notice-refused" role="alert">' in refused.text
        assert "You (alice) asked for this approval, so someone else must decide it" in refused.text
        assert (await agent.view(ALICE, handle))["status"] == "pending"

        listed = article(await bob.page(), approval_id)
        assert '<form class="decide"' in listed and "You asked" not in listed
        assert (await bob.decide(approval_id, "approve")).status_code == 303
        assert (await agent.view(ALICE, handle))["decided_by"] == "bob"


async def test_the_operator_may_let_whoever_asked_decide_in_the_console(tmp_path: Path) -> None:
    settings = Settings(
        store="memory",
        auth_tokens_file=str(tokens_file(tmp_path / "tokens.json")),
        sealing_keys=[SecretStr(SEALING_KEY)],
        access_log=False,
    )
    async with console(settings, allow_self=True) as (agent, person):
        handle, approval_id, _ = await ask(agent, token=ALICE)
        alice = await person(ALICE)
        assert '<form class="decide"' in article(await alice.page(), approval_id)
        assert (await alice.decide(approval_id, "deny")).status_code == 303
        assert ((await agent.view(ALICE, handle))["status"], (await agent.view(ALICE, handle))["decided_by"]) == (
            "denied",
            "alice",
        )


async def test_without_authentication_the_person_decides_in_the_console_and_the_agent_then_acts() -> None:
    app = create_app(builtin_tools(), Settings(store="memory", access_log=False))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        agent, here = Client(http), Person(http)
        handle, approval_id, arguments = await ask(agent)
        listed = article(await here.page(), approval_id)
        assert '<form class="decide"' in listed and "You asked" not in listed, "locally the console is the person's"
        decided = await here.decide(approval_id, "approve")
        assert decided.status_code == 303 and "notice-stands" in await here.page(decided.headers["location"])
        view = await agent.view(AGENT, handle)
        assert (view["status"], view["decided_by"], view["requested_by"]) == ("approved", "local", "local")
        acted = await agent.next_step({**arguments, "state_refs": {"approval": handle}})
        assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False)


# -- two real servers sharing Redis ----------------------------------------------------------


@pytest.fixture
def two_servers(tmp_path: Path, redis_server: RedisServer) -> Iterator[tuple[LiveServer, LiveServer]]:
    env = {
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis_server.url,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens_file(tmp_path / "tokens.json")),
        "MCP_AGENT_LOG_LEVEL": "warning",
        "MCP_AGENT_KEEPALIVE_SECONDS": "0.5",
    }
    with live_server(env=env) as first, live_server(env=env) as second:
        yield first, second


async def test_the_event_stream_reports_an_approval_created_on_another_instance(
    two_servers: tuple[LiveServer, LiveServer],
) -> None:
    first, second = two_servers
    async with (
        httpx.AsyncClient(base_url=second.base_url, timeout=15) as browser,
        httpx.AsyncClient(timeout=15) as agent_http,
    ):
        signed_in = await browser.post("/console/signin", data={"token": ALICE})
        assert signed_in.status_code == 303
        received: list[dict[str, Any]] = []
        comments = 0
        async with browser.stream("GET", "/console/events") as events:
            assert events.status_code == 200 and events.headers["content-type"].startswith("text/event-stream")
            assert events.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
            lines = events.aiter_lines()
            agent = Client(agent_http, first.url)  # the agent talks to the OTHER instance
            _, approval_id, _ = await ask(agent)
            with anyio.fail_after(10):
                async for line in lines:
                    if line.startswith(":"):
                        comments += 1
                    if line.startswith("data:"):
                        received.append(json.loads(line[len("data:") :]))
                    if received and comments >= 2:
                        break
        assert {"uri": f"approval://{approval_id}"} in received
        # The sealed session opens on the other instance too (same sealing keys), and lists it.
        assert 'data-status="pending"' in article((await browser.get("/console")).text, approval_id)


async def test_the_event_stream_ends_when_the_server_shuts_down(two_servers: tuple[LiveServer, LiveServer]) -> None:
    first, _ = two_servers
    async with httpx.AsyncClient(base_url=first.base_url, timeout=15) as browser:
        assert (await browser.post("/console/signin", data={"token": ALICE})).status_code == 303
        async with browser.stream("GET", "/console/events") as events:
            assert events.status_code == 200
            lines = events.aiter_lines()
            assert (await anext(lines)).startswith("retry:")
            started = asyncio.get_running_loop().time()
            code = await asyncio.to_thread(first.terminate, 10.0)
            assert code in (0, -15)  # uvicorn re-raises the SIGTERM it handled once it has shut down
            with anyio.fail_after(5):
                async for _ in lines:
                    pass
        elapsed = asyncio.get_running_loop().time() - started
        # Drained at the signal: well inside uvicorn's 1.5 s grace, after which it would cut the stream.
        assert elapsed < 1.2, f"the open stream held up shutdown for {elapsed:.2f} s"


async def test_a_decision_is_a_span_naming_only_the_decision_and_its_outcome(settings: Settings) -> None:
    first = len(SPANS.get_finished_spans())
    global_provider()  # console spans go through the global provider; nothing else is traced in this app
    async with console(settings) as (agent, person):
        _, approval_id, _ = await ask(agent)
        alice = await person(ALICE)
        assert (await alice.decide(approval_id, "deny")).status_code == 303
        assert (await alice.decide(approval_id, "approve")).status_code == 303  # too late: the denial stands
    decisions = [span for span in SPANS.get_finished_spans()[first:] if span.name == "console decide"]
    assert [dict(span.attributes or {}) for span in decisions] == [
        {"mcp_agent.console.decision": "deny", "mcp_agent.console.outcome": "stands"},
        {"mcp_agent.console.decision": "approve", "mcp_agent.console.outcome": "lost"},
    ]
    assert all(approval_id not in span.to_json() for span in decisions)
