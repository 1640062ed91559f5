"""Headless Chromium through Selenium, for the tests that drive the approvals console as a person would.

``chromium()`` is a context manager yielding a WebDriver; ``Browsers`` opens several (two people
racing) and quits them all. Every driver has bounded page-load and script timeouts, so a console
that hangs fails the test instead of hanging the run, and is always quit, so no chromium outlives
its test. The binaries default to Debian's chromium and chromium-driver packages (scripts/test.sh
installs both); CHROMIUM_BINARY and CHROMEDRIVER point elsewhere.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webdriver import WebDriver

CHROMIUM_BINARY = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
PAGE_LOAD_TIMEOUT_SECONDS = 15.0
SCRIPT_TIMEOUT_SECONDS = 5.0
REPO_ROOT = Path(__file__).resolve().parent.parent.parent
# Git-ignored (.gitignore): screenshots a run leaves for a person to look at, e.g. when CI fails.
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"


def chrome_options(*, width: int = 1280, height: int = 900) -> Options:
    options = Options()
    options.binary_location = CHROMIUM_BINARY
    # --no-sandbox: test containers run as root, where Chromium's sandbox refuses to start;
    # --disable-dev-shm-usage: a container's /dev/shm is often 64 MB, too small for a renderer.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--window-size={width},{height}"):
        options.add_argument(argument)
    # The browser's console (CSP violations, script errors) readable through driver.get_log("browser").
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return options


@contextlib.contextmanager
def chromium(
    *, page_load_timeout: float = PAGE_LOAD_TIMEOUT_SECONDS, script_timeout: float = SCRIPT_TIMEOUT_SECONDS
) -> Iterator[webdriver.Chrome]:
    """One headless Chromium, quit on exit whatever happened inside."""
    driver = webdriver.Chrome(options=chrome_options(), service=Service(CHROMEDRIVER))
    try:
        driver.set_page_load_timeout(page_load_timeout)
        driver.set_script_timeout(script_timeout)
        yield driver
    finally:
        driver.quit()


class Browsers:
    """Several independent browsers (separate profiles, so separate cookies): ``open()`` one more."""

    def __init__(self) -> None:
        self._stack = contextlib.ExitStack()

    def open(self) -> webdriver.Chrome:
        return self._stack.enter_context(chromium())

    def close(self) -> None:
        self._stack.close()

    def __enter__(self) -> Browsers:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()


def browsers() -> Iterator[Browsers]:
    """The body of a pytest fixture: ``browsers = pytest.fixture(tests.support.browser.browsers)``."""
    with Browsers() as opened:
        yield opened


def save_screenshot(driver: WebDriver, name: str, *, under: str = "console") -> Path:
    """A PNG of the current page under test-artifacts/<under>/<name>.png; returns its path."""
    directory = ARTIFACTS_DIR / under
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.png"
    if not driver.save_screenshot(str(path)):
        raise AssertionError(f"the browser could not save a screenshot to {path}")
    return path


def browser_errors(driver: webdriver.Chrome) -> list[dict[str, Any]]:
    """SEVERE entries of the browser's console since the last call (CSP violations, uncaught errors)."""
    # A missing favicon is the browser's own request, not the page's doing.
    entries: list[dict[str, Any]] = driver.get_log("browser")  # type: ignore[no-untyped-call]  # selenium leaves it unannotated
    return [e for e in entries if e.get("level") == "SEVERE" and "favicon.ico" not in str(e.get("message"))]
