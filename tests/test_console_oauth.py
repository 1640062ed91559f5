"""The console signs people in through the authorization server (oidc-provider), in headless Chromium:
authorization code with PKCE and OpenID Connect, the sealed session cookie, sign-out."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from mcp_agent import Settings, create_app
from tests.support import browser
from tests.support.live_server import free_port
from tests.support.oidc_provider import AuthorizationServer, authorization_server
from tests.support.server import uvicorn_thread
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.integration  # Chromium, Node's oidc-provider and uvicorn on loopback ports

SECRET = "c" * 40
SEALING_KEY = "console-oauth-tests-sealing-secret-0123456789abcdef"


class Console:
    def __init__(self, provider: AuthorizationServer, port: int) -> None:
        self.provider = provider
        self.base_url = f"http://127.0.0.1:{port}"


@pytest.fixture
def console(tmp_path: Path) -> Iterator[Console]:
    port = free_port()
    resource = f"http://127.0.0.1:{port}/mcp"
    clients = [
        {
            "client_id": "console",
            "client_secret": SECRET,
            "grant_types": ["authorization_code"],
            "response_types": ["code"],
            "redirect_uris": [f"http://127.0.0.1:{port}/console/callback"],
            "scope": "openid approvals:resolve",
        }
    ]
    with authorization_server(
        tmp_path, resource_servers={resource: "tools:call approvals:resolve"}, clients=clients
    ) as provider:
        settings = Settings(
            access_log=False,
            sealing_keys=[SEALING_KEY],
            oauth_resource=resource,
            oauth_issuers=[provider.issuer],
            oauth_console_client_id="console",
            oauth_console_client_secret=SECRET,
        )
        with uvicorn_thread(create_app(builtin_tools(settings), settings), port):
            yield Console(provider, port)


def _until(driver: WebDriver, selector: str, what: str) -> None:
    try:
        WebDriverWait(driver, 10, poll_frequency=0.05).until(lambda d: d.find_elements(By.CSS_SELECTOR, selector))
    except TimeoutException:
        body = driver.find_element(By.TAG_NAME, "body").text
        raise AssertionError(f"{what}: the browser shows {driver.current_url}: {body[:300]}") from None


@contextlib.contextmanager
def loopback_chromium() -> Iterator[WebDriver]:
    """Chromium that resolves no name but loopback: the provider's pages ask for a web font, which must not leave."""
    options = browser.chrome_options()
    options.add_argument("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1")
    driver = webdriver.Chrome(options=options, service=Service(browser.CHROMEDRIVER))
    try:
        driver.set_page_load_timeout(browser.PAGE_LOAD_TIMEOUT_SECONDS)
        yield driver
    finally:
        driver.quit()


def test_a_person_signs_in_at_the_provider_and_out_again(console: Console) -> None:
    with loopback_chromium() as driver:
        driver.get(f"{console.base_url}/console")
        # Sent to the provider: its login page, then its consent page, filled in as a person would.
        _until(driver, "input[name=login]", "the provider's login page")
        assert driver.current_url.startswith(console.provider.issuer)
        driver.find_element(By.CSS_SELECTOR, "input[name=login]").send_keys("alice")
        driver.find_element(By.CSS_SELECTOR, "input[name=password]").send_keys("any")
        driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        _until(driver, "input[name=prompt][value=consent]", "the provider's consent page")
        driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        _until(driver, "main#approvals", "signing in did not lead to the approvals list")
        browser.browser_errors(driver)  # read (and so cleared): the provider's pages' font, refused above
        driver.get(f"{console.base_url}/console")
        _until(driver, "main#approvals", "the approvals list, once signed in")
        assert driver.current_url == f"{console.base_url}/console"
        assert driver.find_element(By.CSS_SELECTOR, ".who").text == "alice · tenant acme"

        session = driver.get_cookie("mcp_agent_console")
        assert session is not None and session["httpOnly"] and session["sameSite"] == "Strict"
        assert driver.get_cookie("mcp_agent_console_flow") is None  # the sign-in's state is gone once used
        cookies = {"mcp_agent_console": session["value"]}
        assert httpx.get(f"{console.base_url}/console/fragment", cookies=cookies, timeout=5).status_code == 200
        assert not browser.browser_errors(driver), "the console logged errors (a CSP violation or a script error)"

        driver.find_element(By.CSS_SELECTOR, "form#signout button").click()
        _until(driver, "main#message", "signing out")
        assert "signed out" in driver.find_element(By.TAG_NAME, "main").text
        assert driver.get_cookie("mcp_agent_console") is None


def test_the_console_refuses_a_callback_it_did_not_start_and_the_token_form(console: Console) -> None:
    forged = httpx.get(f"{console.base_url}/console/callback", params={"code": "x", "state": "y"}, timeout=5)
    assert forged.status_code == 401 and "sign in again" in forged.text
    assert not [c for c in forged.headers.get_list("set-cookie") if c.startswith("mcp_agent_console=")]  # no session
    pasted = httpx.post(
        f"{console.base_url}/console/signin",
        data={"token": "anything"},
        timeout=5,
        headers={"origin": console.base_url},
    )
    assert pasted.status_code == 405 and "authorization server" in pasted.text
    started = httpx.get(f"{console.base_url}/console/signin", timeout=5)
    assert started.status_code == 303
    target = httpx.URL(started.headers["location"])
    assert str(target).startswith(console.provider.issuer)
    assert target.params["code_challenge_method"] == "S256" and target.params["resource"] == f"{console.base_url}/mcp"
    assert target.params["client_id"] == "console" and "openid" in target.params["scope"].split()
