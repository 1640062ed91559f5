"""The approvals console in a real browser: headless Chromium (Selenium) against real server processes.

Two ``mcp-agent serve --store redis`` instances share one Redis and one sealing key, as behind a load
balancer. An agent (the official SDK client, bearer token of tenant acme) calls ``next_step`` through
one instance; its model proposes tapping Send, so the step waits as a pending approval. People sign
in to the console with their bearer token (static tokens file, scope ``approvals:resolve``) and
decide in the page, on either instance. What a person would notice is asserted through the
console's element contract (``main#approvals``, ``article.approval[data-id][data-status]``,
``form.decide``, ``#stream-status``, ``ul.screen``, ``.notice-stands``/``.notice-lost``); what the
agent gets is asserted through /mcp.

Screenshots of the list and of the detail view go to test-artifacts/console/ (git-ignored); the
copies in docs/ are made by hand from them.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx2 as httpx
import mcp_types as types
import orjson
import pytest
from mcp import Client
from mcp.client.session import ClientRequestContext
from mcp.client.streamable_http import streamable_http_client
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tests.support import browser
from tests.support.images import png_b64
from tests.support.live_server import LiveServer, live_server
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration  # Chromium, redis-server and mcp-agent serve subprocesses

AGENT, ALICE, BOB = "acme-agent-5b1e7c", "acme-alice-93d0f2", "acme-bob-2c8a41"
GLOBEX_AGENT, CAROL = "globex-agent-7e4d19", "globex-carol-0a6f3b"
SEALING_KEY = "console-browser-tests-sealing-secret-0123456789abcdef"
RESOLVE_SCOPE = "approvals:resolve"
EXPIRY_TTL_SECONDS = 3.0
# The contract: a new approval reaches an open console page without a reload within this.
LIVE_WITHIN_SECONDS = 2.0

TASK = "send 'on my way' to Sam"
SCREEN = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
"""
PLAN = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
TAP_SEND = {
    "status_text": "Sending the message",
    "action": "tap",
    "target_index": 3,
    "reasoning": "the message is typed",
}
# Markup an agent's input could carry: the console must show it as text and never run it.
SCRIPT_TAG = "<script>window.__pwned=1</script>"
IMG_TAG = "<img src=x onerror=window.__pwned=2>"
HOSTILE_TASK = f"send 'on my way' to Sam {SCRIPT_TAG} {IMG_TAG}"
HOSTILE_SCREEN = SCREEN + '[4] TextView "<img src=x onerror=window.__pwned=3>"\n'


# -- servers ----------------------------------------------------------------------------------------


def write_tokens(path: Path) -> Path:
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    AGENT: {"tenant": "acme", "user": "agent", "scopes": []},
                    ALICE: {"tenant": "acme", "user": "alice", "scopes": [RESOLVE_SCOPE]},
                    BOB: {"tenant": "acme", "user": "bob", "scopes": [RESOLVE_SCOPE]},
                    GLOBEX_AGENT: {"tenant": "globex", "user": "globex-agent", "scopes": []},
                    CAROL: {"tenant": "globex", "user": "carol", "scopes": [RESOLVE_SCOPE]},
                }
            }
        )
    )
    return path


def server_env(tokens: Path, redis_server: RedisServer, **extra: str) -> dict[str, str]:
    return {
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis_server.url,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_AUTH_TOKENS_FILE": str(tokens),
        "MCP_AGENT_LOG_LEVEL": "warning",
        **extra,
    }


@pytest.fixture(scope="module")
def pair(
    tmp_path_factory: pytest.TempPathFactory, redis_server: RedisServer
) -> Iterator[tuple[LiveServer, LiveServer]]:
    """Two instances behind one imagined load balancer: same Redis (store and change bus), same keys."""
    env = server_env(write_tokens(tmp_path_factory.mktemp("console") / "tokens.json"), redis_server)
    with live_server("--store", "redis", env=env) as first, live_server("--store", "redis", env=env) as second:
        yield first, second


@pytest.fixture
def browsers() -> Iterator[browser.Browsers]:
    with browser.Browsers() as opened:
        yield opened


# -- the agent and the person's tools, through /mcp with the official SDK client -------------------------


async def _sample(context: ClientRequestContext, params: types.CreateMessageRequestParams) -> types.CreateMessageResult:
    """The agent's model: tap Send (index 3), whatever the screen."""
    return types.CreateMessageResult(
        role="assistant",
        model="scripted",
        content=types.TextContent(text=orjson.dumps(TAP_SEND).decode()),
        stop_reason="endTurn",
    )


def step(task: str = TASK, screen: str = SCREEN, approval: str | None = None) -> dict[str, Any]:
    arguments: dict[str, Any] = {
        "task": task,
        "screen_description": screen,
        "step_count": 5,
        "current_package": "com.example.messages",
        "steps_so_far": ["open_app Messages", "tap Sam", "type 'on my way'"],
        "plan": PLAN,
        "current_subgoal": 3,
    }
    if approval is not None:
        arguments["state_refs"] = {"approval": approval}
    return arguments


async def _call(server: LiveServer, token: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    with anyio.fail_after(20):
        async with httpx.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=15) as http:
            async with Client(
                streamable_http_client(server.url, http_client=http), mode="2026-07-28", sampling_callback=_sample
            ) as client:
                result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    structured: dict[str, Any] = result.structured_content or {}
    return structured


def call(server: LiveServer, token: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A tool call from this (synchronous, Selenium-driving) test."""
    return anyio.run(_call, server, token, tool, arguments)


class Approval:
    """A pending approval as the agent holds it: the sealed handle, and the record id the console shows."""

    def __init__(self, handle: str, record_id: str, expires_at: str) -> None:
        self.handle = handle
        self.id = record_id
        self.expires_at = expires_at


def ask_for_approval(
    server: LiveServer, *, token: str = AGENT, task: str = TASK, screen: str = SCREEN, **sent: Any
) -> Approval:
    proposal = call(server, token, "next_step", {**step(task, screen), **sent})
    assert (proposal["action"], proposal["target_index"], proposal["requires_confirmation"]) == ("tap", 3, True), (
        proposal
    )
    handle: str = proposal["state_refs"]["approval"]
    view = call(server, token, "get_approval", {"approval": handle})
    assert view["status"] == "pending", view
    return Approval(handle, view["uri"].removeprefix("approval://"), view["expires_at"])


def view_of(server: LiveServer, approval: Approval, token: str = ALICE) -> dict[str, Any]:
    return call(server, token, "get_approval", {"approval": approval.handle})


# -- the console, as a person uses it -------------------------------------------------------------------


def wait(driver: WebDriver, condition: Callable[[WebDriver], Any], timeout: float, message: str) -> Any:
    return WebDriverWait(
        driver, timeout, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
    ).until(condition, message)


def sign_in(driver: WebDriver, server: LiveServer, token: str) -> None:
    driver.get(f"{server.base_url}/console/signin")
    form = driver.find_element(By.CSS_SELECTOR, "form#signin")
    form.find_element(By.CSS_SELECTOR, "input[name=token][type=password]").send_keys(token)
    form.find_element(By.CSS_SELECTOR, "button[type=submit], input[type=submit], button").click()
    try:
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main#approvals"), 5, "")
    except TimeoutException:
        # Say what the browser got instead (a refusal's text), which is what a person would see.
        body = driver.find_element(By.TAG_NAME, "body").text
        raise AssertionError(
            f"signing in did not lead to the approvals list; the browser shows {driver.current_url}: {body[:300]}"
        ) from None


def alice_and_bob(browsers: browser.Browsers, alice_on: LiveServer, bob_on: LiveServer) -> tuple[WebDriver, WebDriver]:
    """Two people, each in their own browser, signed in on the instance given."""
    alice, bob = browsers.open(), browsers.open()
    sign_in(alice, alice_on, ALICE)
    sign_in(bob, bob_on, BOB)
    return alice, bob


def wait_live(driver: WebDriver) -> None:
    wait(
        driver,
        lambda d: d.find_element(By.ID, "stream-status").text.strip() == "live",
        5,
        "the console's stream never said live",
    )


def article(driver: WebDriver, record_id: str) -> WebElement | None:
    found = driver.find_elements(By.CSS_SELECTOR, f'article.approval[data-id="{record_id}"]')
    return found[0] if found else None


def status_shown(driver: WebDriver, record_id: str) -> str | None:
    """The data-status of the approval's article on the page now (None: not on the page)."""
    try:
        shown = article(driver, record_id)
        return shown.get_attribute("data-status") if shown is not None else None
    except StaleElementReferenceException:
        return None


def wait_status(driver: WebDriver, record_id: str, status: str, timeout: float) -> WebElement:
    wait(
        driver,
        lambda d: status_shown(d, record_id) == status,
        timeout,
        f"approval {record_id} not shown as {status} within {timeout} s (shown: {status_shown(driver, record_id)})",
    )
    shown = article(driver, record_id)
    assert shown is not None
    return shown


def decide_button(shown: WebElement, decision: str) -> WebElement:
    return shown.find_element(By.CSS_SELECTOR, f'form.decide button[name="decision"][value="{decision}"]')


def session_http(driver: WebDriver, server: LiveServer) -> httpx.Client:
    """An HTTP client carrying the browser's cookies, as a forger who stole nothing but rode the session would."""
    cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
    # Origin set to the console's own: a refusal then comes from the check under test, not an origin check.
    return httpx.Client(
        base_url=server.base_url,
        headers={"Cookie": cookie, "Origin": server.base_url},
        timeout=10,
        follow_redirects=False,
    )


def csrf_of(driver: WebDriver) -> str:
    token = driver.find_element(By.CSS_SELECTOR, "input[name=csrf]").get_attribute("value")
    assert token, "the page carries no csrf token"
    return token


def pwned(driver: WebDriver) -> Any:
    return driver.execute_script("return typeof window.__pwned === 'undefined' ? null : window.__pwned;")


# -- tests ----------------------------------------------------------------------------------------------


def test_screenshots_of_the_list_and_the_detail_view(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    # First in the module, so the list holds just these: one of each state a person decides into.
    first, second = pair
    denied = ask_for_approval(first)
    call(first, BOB, "resolve_approval", {"approval": denied.handle, "decision": "deny"})
    approved = ask_for_approval(first)
    call(first, ALICE, "resolve_approval", {"approval": approved.handle, "decision": "approve"})
    pending = ask_for_approval(first)
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    wait_live(alice)
    wait_status(alice, denied.id, "denied", 5)
    wait_status(alice, approved.id, "approved", 5)
    shown = wait_status(alice, pending.id, "pending", 5)
    listed = browser.save_screenshot(alice, "console-list")

    shown.find_element(By.CSS_SELECTOR, "a.detail").click()
    screen = wait(alice, lambda d: d.find_element(By.CSS_SELECTOR, "ul.screen"), 5, "the detail link led to no screen")
    assert screen.text.strip() == SCREEN.strip(), "every line of the screen, one item each"
    detail = browser.save_screenshot(alice, "console-detail")
    for path in (listed, detail):
        assert path.stat().st_size > 10_000, f"{path} looks blank"
    assert not browser.browser_errors(alice), "the console logged errors (a CSP violation or a script error)"


def test_an_approval_made_on_one_instance_appears_live_on_the_other_and_approving_it_lets_the_agent_act(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    wait_live(alice)
    alice.execute_script("window.__sameDocument = true;")  # gone if the page reloads

    approval = ask_for_approval(first)
    shown = wait_status(alice, approval.id, "pending", LIVE_WITHIN_SECONDS)
    assert alice.execute_script("return window.__sameDocument === true;"), "the approval appeared only after a reload"
    assert shown.find_element(By.CSS_SELECTOR, ".task").text.strip().endswith(TASK)
    assert shown.find_element(By.CSS_SELECTOR, ".action").text == "Send 'on my way' to Sam in Messages"
    assert shown.find_element(By.CSS_SELECTOR, ".requested-by").text == "agent"
    assert "cannot be undone" in shown.find_element(By.CSS_SELECTOR, ".reason").text
    assert "5" in shown.find_element(By.CSS_SELECTOR, ".step").text

    decide_button(shown, "approve").click()
    decided = wait_status(alice, approval.id, "approved", 5)
    assert "alice" in decided.find_element(By.CSS_SELECTOR, ".decided-by").text
    assert decided.find_element(By.CSS_SELECTOR, ".decided-at").text.strip()
    assert not decided.find_elements(By.CSS_SELECTOR, "form.decide"), "a decided approval still offers a decision"
    assert (view_of(first, approval)["status"], view_of(first, approval)["decided_by"]) == ("approved", "alice")

    acted = call(first, AGENT, "next_step", step(approval=approval.handle))
    assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False), acted
    assert acted["state_refs"]["approval"] is None
    wait_status(alice, approval.id, "used", LIVE_WITHIN_SECONDS)


def test_two_people_deciding_at_once_in_two_browsers_one_decision_stands_and_both_show_it(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice, bob = alice_and_bob(browsers, first, second)
    for driver in (alice, bob):
        wait_live(driver)

    approval = ask_for_approval(first)
    buttons = {
        "approve": decide_button(wait_status(alice, approval.id, "pending", LIVE_WITHIN_SECONDS), "approve"),
        "deny": decide_button(wait_status(bob, approval.id, "pending", LIVE_WITHIN_SECONDS), "deny"),
    }
    # A click can land after the other decision has replaced its button (no form under the pointer
    # any more), so each page notes in its session storage whether its form was really sent.
    for driver in (alice, bob):
        driver.execute_script(
            "document.addEventListener('submit', function () { sessionStorage.setItem('sent', '1'); }, true);"
        )
    # Both clicks released together, one thread per browser: as simultaneous as two people get.
    barrier = threading.Barrier(2)
    clicked: dict[str, bool] = {}
    errors: list[BaseException] = []

    def click(decision: str, button: WebElement) -> None:
        try:
            barrier.wait(timeout=5)
            button.click()
            clicked[decision] = True
        except StaleElementReferenceException:
            # The other decision reached this page live and replaced the button before the click landed.
            clicked[decision] = False
        except BaseException as error:  # reported below: a thread's exception would otherwise vanish
            errors.append(error)

    threads = [threading.Thread(target=click, args=item) for item in buttons.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=15)
    assert not errors, errors
    assert any(clicked.values()), clicked

    view = view_of(second, approval)
    assert (view["status"], view["decided_by"]) in {("approved", "alice"), ("denied", "bob")}, view
    assert view_of(first, approval) == view, "the instances disagree on the decision"
    for decision, driver in (("approve", alice), ("deny", bob)):
        shown = wait_status(driver, approval.id, view["status"], 5)
        assert view["decided_by"] in shown.find_element(By.CSS_SELECTOR, ".decided-by").text
        lost = view["status"] != {"approve": "approved", "deny": "denied"}[decision]
        if lost and clicked[decision] and driver.execute_script("return sessionStorage.getItem('sent');"):
            # The loser's decision was refused, and the page says who decided first.
            notice = wait(
                driver, lambda d: d.find_element(By.CSS_SELECTOR, ".notice-lost").text, 5, "the loser was told nothing"
            )
            assert (
                "Someone decided first" in notice and "first decision stands" in notice and view["decided_by"] in notice
            ), notice


def test_another_tenants_person_neither_sees_nor_decides_an_approval(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    carol = browsers.open()
    sign_in(carol, second, CAROL)
    wait_live(carol)

    acme = ask_for_approval(first)
    own = ask_for_approval(first, token=GLOBEX_AGENT)
    wait_status(carol, own.id, "pending", LIVE_WITHIN_SECONDS)  # her own tenant's arrives live…
    carol.refresh()
    wait_status(carol, own.id, "pending", 5)
    assert article(carol, acme.id) is None, "…acme's is not on her page"
    assert acme.id not in carol.page_source
    carol.get(f"{second.base_url}/console/approvals/{acme.id}")
    assert not carol.find_elements(By.CSS_SELECTOR, "ul.screen"), "globex's person opened acme's detail view"

    carol.get(f"{second.base_url}/console")
    csrf = csrf_of(carol)
    with session_http(carol, second) as http:
        refused = http.post(f"/console/approvals/{acme.id}/decision", data={"csrf": csrf, "decision": "approve"})
        assert refused.status_code in (403, 404), (refused.status_code, refused.text[:500])
        assert view_of(first, acme)["status"] == "pending", "another tenant's decision changed the approval"
        # The same request on her own tenant's approval goes through: the refusal above was the tenant's.
        allowed = http.post(f"/console/approvals/{own.id}/decision", data={"csrf": csrf, "decision": "deny"})
        assert allowed.status_code in (200, 303), (allowed.status_code, allowed.text[:500])
    assert (view_of(first, own, CAROL)["status"], view_of(first, own, CAROL)["decided_by"]) == ("denied", "carol")


def test_a_decision_without_the_sessions_csrf_token_is_refused(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    approval = ask_for_approval(first)
    alice.refresh()
    wait_status(alice, approval.id, "pending", 5)
    with session_http(alice, second) as http:
        for data in ({"decision": "approve"}, {"decision": "approve", "csrf": "not-the-sessions-token"}):
            refused = http.post(f"/console/approvals/{approval.id}/decision", data=data)
            assert refused.status_code == 403, (data, refused.status_code, refused.text[:500])
    with httpx.Client(base_url=second.base_url, timeout=10, follow_redirects=False) as anonymous:
        unsigned = anonymous.post(
            f"/console/approvals/{approval.id}/decision", data={"decision": "approve", "csrf": csrf_of(alice)}
        )
        assert unsigned.status_code in (401, 403) or unsigned.headers.get("location", "").endswith("/console/signin"), (
            unsigned.status_code
        )
    assert view_of(first, approval)["status"] == "pending", "a forged decision changed the approval"
    # A form a hostile page would post (built here with WebDriver, which the CSP does not govern), no csrf field.
    alice.execute_script(
        """
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = arguments[0];
        const field = document.createElement('input');
        field.name = 'decision'; field.value = 'approve';
        form.appendChild(field);
        document.body.appendChild(form);
        form.submit();
        """,
        f"/console/approvals/{approval.id}/decision",
    )
    time.sleep(0.5)
    assert view_of(first, approval)["status"] == "pending", "a form without the csrf field decided"


def test_markup_in_an_agents_task_and_screen_is_shown_as_text_and_never_runs(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    wait_live(alice)
    browser.browser_errors(alice)  # only what follows counts

    approval = ask_for_approval(first, task=HOSTILE_TASK, screen=HOSTILE_SCREEN)
    for arrival in ("live", "rendered"):
        shown = wait_status(alice, approval.id, "pending", LIVE_WITHIN_SECONDS if arrival == "live" else 5)
        task = shown.find_element(By.CSS_SELECTOR, ".task").text
        assert SCRIPT_TAG in task and IMG_TAG in task, (arrival, task)
        assert pwned(alice) is None, f"markup in the task ran ({arrival})"
        assert not shown.find_elements(By.CSS_SELECTOR, ".task script, .task img")
        alice.refresh()

    alice.get(f"{second.base_url}/console/approvals/{approval.id}")
    screen = wait(alice, lambda d: d.find_element(By.CSS_SELECTOR, "ul.screen"), 5, "no screen on the detail page")
    assert "<img src=x onerror=window.__pwned=3>" in screen.text and '[3] Button "Send"' in screen.text
    assert SCRIPT_TAG in alice.find_element(By.TAG_NAME, "body").text
    assert pwned(alice) is None, "markup on the detail page ran"
    assert not browser.browser_errors(alice), "the browser blocked or reported something: markup reached the DOM"


def test_an_approval_nobody_decides_in_time_cannot_be_approved_and_shows_expired(
    tmp_path: Path, redis_server: RedisServer, browsers: browser.Browsers
) -> None:
    env = server_env(
        write_tokens(tmp_path / "tokens.json"), redis_server, MCP_AGENT_APPROVAL_TTL_SECONDS=str(EXPIRY_TTL_SECONDS)
    )
    with live_server("--store", "redis", env=env) as server:
        alice = browsers.open()
        sign_in(alice, server, ALICE)
        wait_live(alice)
        approval = ask_for_approval(server)
        approve = decide_button(wait_status(alice, approval.id, "pending", LIVE_WITHIN_SECONDS), "approve")

        # The person comes back after expires_at to the page still offering Approve, and clicks it.
        # The view's expires_at is whole seconds, cut down: the true moment is up to 1 s later.
        expires_at = datetime.fromisoformat(approval.expires_at.replace("Z", "+00:00")).timestamp() + 1.0
        time.sleep(max(0.0, expires_at - time.time()) + 0.3)
        approve.click()
        notice = wait(
            alice,
            lambda d: d.find_element(By.CSS_SELECTOR, ".notice").text,
            5,
            "the refused approval was not explained",
        )
        assert "expired" in notice and "ask again" in notice, notice
        shown = wait_status(alice, approval.id, "expired", 5)
        assert not shown.find_elements(By.CSS_SELECTOR, "form.decide"), "an expired approval still offers a decision"
        assert view_of(server, approval)["status"] == "expired", "the late click decided"

        alice.refresh()
        shown = wait_status(alice, approval.id, "expired", 5)
        assert "expired" in shown.find_element(By.CSS_SELECTOR, ".expires").text


# -- what a person sees of one approval, and a page that stays put ---------------------------------------


def focused(driver: WebDriver) -> Any:
    return driver.execute_script("return document.activeElement;")


def test_a_re_read_keeps_keyboard_focus_and_replaces_only_what_changed(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    wait_live(alice)
    waiting, other = ask_for_approval(first), ask_for_approval(first)
    approve = decide_button(wait_status(alice, waiting.id, "pending", LIVE_WITHIN_SECONDS), "approve")
    wait_status(alice, other.id, "pending", LIVE_WITHIN_SECONDS)
    # Count the page's own re-reads, then put keyboard focus on Approve, as a person tabbing there would.
    alice.execute_script(
        """
        window.__reads = 0;
        const fetchOriginal = window.fetch;
        window.fetch = function (url, options) {
          return fetchOriginal(url, options).then(function (response) {
            if (String(url).indexOf('/console/fragment') !== -1) { response.clone().text().then(function () { window.__reads += 1; }); }
            return response;
          });
        };
        arguments[0].focus();
        window.__focusedButton = arguments[0];
        window.__otherArticle = document.querySelector('article.approval[data-id="' + arguments[1] + '"]');
    """,
        approve,
        other.id,
    )
    assert focused(alice) == approve

    # The 15 s re-read, with nothing changed: the same button keeps focus.
    wait(alice, lambda d: d.execute_script("return window.__reads;") >= 1, 20, "the page never re-read the list")
    time.sleep(0.3)
    assert alice.execute_script(
        "return document.activeElement === window.__focusedButton && document.contains(window.__focusedButton);"
    ), "the periodic re-read replaced the focused button"

    # Changes elsewhere (a new approval arrives, another one is decided): only those are replaced.
    newer = ask_for_approval(first)
    wait_status(alice, newer.id, "pending", LIVE_WITHIN_SECONDS)
    call(first, BOB, "resolve_approval", {"approval": other.handle, "decision": "deny"})
    wait_status(alice, other.id, "denied", LIVE_WITHIN_SECONDS)
    assert alice.execute_script(
        "return document.activeElement === window.__focusedButton && document.contains(window.__focusedButton);"
    ), "a change to other approvals took the focus away"
    assert alice.execute_script("return !document.contains(window.__otherArticle);"), (
        "the decided approval was not re-rendered"
    )
    # The keyboard carries on from where the person was: Tab reaches Deny of the same approval.
    ActionChains(alice).send_keys(Keys.TAB).perform()
    now = focused(alice)
    assert now.get_attribute("value") == "deny" and now == decide_button(article(alice, waiting.id), "deny")  # type: ignore[arg-type]
    assert not browser.browser_errors(alice)


def test_your_decision_stands_and_someone_decided_first_look_and_read_differently(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice, bob = alice_and_bob(browsers, first, second)
    approval = ask_for_approval(first)
    # Bob's page stays as it was loaded (scripts off: no live update), so his buttons are still there
    # when he clicks after Alice decided, as on a page left open on a slow link.
    bob.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})  # type: ignore[attr-defined]
    bob.refresh()
    deny = decide_button(wait_status(bob, approval.id, "pending", 5), "deny")
    alice.refresh()
    decide_button(wait_status(alice, approval.id, "pending", 5), "approve").click()
    stands = wait(alice, lambda d: d.find_element(By.CSS_SELECTOR, ".notice"), 5, "Alice was told nothing")
    deny.click()
    lost = wait(bob, lambda d: d.find_element(By.CSS_SELECTOR, ".notice"), 5, "Bob was told nothing")

    assert "notice-stands" in (stands.get_attribute("class") or "") and stands.get_attribute("role") == "status"
    assert stands.find_element(By.CSS_SELECTOR, ".notice-title").text == "Your decision stands"
    assert "notice-lost" in (lost.get_attribute("class") or "") and lost.get_attribute("role") == "alert"
    assert lost.find_element(By.CSS_SELECTOR, ".notice-title").text == "Someone decided first"
    assert "approved by alice" in lost.text and "Your decision was not recorded" in lost.text
    for prop in ("border-left-color", "background-color"):
        assert stands.value_of_css_property(prop) != lost.value_of_css_property(prop), prop
    marks = [
        driver.execute_script(
            "return getComputedStyle(arguments[0], '::before').content;",
            notice.find_element(By.CSS_SELECTOR, ".notice-title"),
        )
        for driver, notice in ((alice, stands), (bob, lost))
    ]
    assert marks[0] != marks[1] and "none" not in marks, marks
    assert view_of(first, approval)["decided_by"] == "alice"


def test_the_detail_shows_the_screenshot_within_the_csp_bounded_in_size(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    approval = ask_for_approval(first, screenshot_b64=png_b64(1080, 2400))
    alice = browsers.open()
    sign_in(alice, second, ALICE)
    browser.browser_errors(alice)
    alice.get(f"{second.base_url}/console/approvals/{approval.id}")
    image = wait(
        alice, lambda d: d.find_element(By.CSS_SELECTOR, "figure.screenshot img"), 5, "no screenshot on the detail page"
    )
    wait(
        alice,
        lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0;", image),
        5,
        "the screenshot did not load (refused by the CSP?)",
    )
    assert alice.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight];", image) == [
        1080,
        2400,
    ]
    shown = image.size
    viewport = alice.execute_script("return [window.innerWidth, window.innerHeight];")
    assert shown["width"] <= 24 * 16 and shown["height"] <= 0.7 * viewport[1] + 1, (shown, viewport)
    assert not browser.browser_errors(alice), "the browser refused or reported something"


def test_the_list_says_who_asked_and_when_in_the_readers_time_zone(
    pair: tuple[LiveServer, LiveServer], browsers: browser.Browsers
) -> None:
    first, second = pair
    alice = browsers.open()
    # The person reads the console in India (UTC+05:30, no daylight saving): times are shown in it.
    alice.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Asia/Kolkata"})  # type: ignore[attr-defined]
    sign_in(alice, second, ALICE)
    wait_live(alice)
    approval = ask_for_approval(first)
    shown = wait_status(alice, approval.id, "pending", LIVE_WITHIN_SECONDS)
    assert shown.find_element(By.CSS_SELECTOR, ".requested-by").text == "agent"
    client = shown.find_element(By.CSS_SELECTOR, ".client")
    assert "unknown" not in (client.get_attribute("class") or "") and client.text.strip(), "the SDK client names itself"

    asked = shown.find_element(By.CSS_SELECTOR, ".asked-at time")
    created = datetime.fromisoformat(str(asked.get_attribute("datetime")).replace("Z", "+00:00"))
    local = created + timedelta(hours=5, minutes=30)
    text = asked.text
    assert "GMT+5:30" in text and f":{local:%M}:" in text, text
    assert f"{local:%H}:" in text or f"{local:%I}:" in text, (text, local)
    assert asked.get_attribute("title") == f"{created:%Y-%m-%d %H:%M:%S} UTC", "the UTC time stays, as the title"
    assert shown.find_element(By.CSS_SELECTOR, ".age").text.endswith("ago")
