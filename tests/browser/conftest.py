"""Real Chromium against the live server (`server_url`): one headless browser per test run,
logging in through the admin's own form, and which assets failed, read from Chromium's
network log. Screenshots go to test-artifacts/screenshots/ (git-ignored).

The helpers `failed_resources`, `console_errors`, `csp_violations` and `screenshot` live here beside
the fixtures; tests import them with `from tests.browser.conftest import failed_resources, screenshot`.
"""

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.processes import REPO

SCREENSHOTS = REPO / "test-artifacts" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# Chromium's resource types for what a page needs to look and work right.
ASSET_TYPES = {"Stylesheet", "Script", "Image", "Font"}


@pytest.fixture(scope="session")
def browser() -> Iterator[WebDriver]:
    """Headless Chromium without a GPU (as in CI), 1400x900, its network events logged."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,900"):
        options.add_argument(flag)
    # performance: network events; browser: the console, where CSP violations are reported.
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # Every page fetches its assets from the server again, so a test sees them served
    # rather than remembered from an earlier test.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    yield driver
    driver.quit()


@pytest.fixture
def logged_in_browser(browser: WebDriver, server_url: str, make_user) -> Callable[..., WebDriver]:
    """logged_in_browser("ada") -> the browser, logged in to /admin/ as a new staff user
    "ada" through the real login form (a superuser unless superuser=False). The network
    log is emptied after the login, so failed_resources sees only the test's own pages."""

    def _login(username: str, *, superuser: bool = True) -> WebDriver:
        user, _secret = make_user(username)
        user.is_staff, user.is_superuser = True, superuser
        user.save(update_fields=["is_staff", "is_superuser"])
        browser.execute_cdp_cmd("Network.clearBrowserCookies", {})
        browser.get(f"{server_url}/admin/login/?next=/admin/")
        browser.find_element(By.ID, "id_username").send_keys(username)
        browser.find_element(By.ID, "id_password").send_keys("pw-" + username)
        browser.find_element(By.CSS_SELECTOR, "#login-form [type=submit]").click()
        WebDriverWait(browser, 15).until(lambda driver: driver.find_elements(By.ID, "user-tools"))
        failed_resources(browser)
        return browser

    return _login


def failed_resources(driver: WebDriver) -> list[dict]:
    """Every stylesheet, script, image or font request since the last call that failed
    (`error`: Chromium's reason) or answered >= 400 (`status`), as {url, type, ...}.
    Reading Chromium's performance log empties it."""
    urls: dict[str, str] = {}
    failed: dict[str, dict] = {}
    for entry in driver.get_log("performance"):
        event = json.loads(entry["message"])["message"]
        method, params = event.get("method"), event.get("params", {})
        if method == "Network.requestWillBeSent":
            urls[params["requestId"]] = params["request"]["url"]
        elif method == "Network.responseReceived" and params.get("type") in ASSET_TYPES:
            url, status = params["response"]["url"], params["response"]["status"]
            if status >= 400:
                failed[params["requestId"]] = {"url": url, "type": params["type"], "status": status}
        elif method == "Network.loadingFailed" and params.get("type") in ASSET_TYPES:
            request_id = params["requestId"]
            failed.setdefault(request_id, {"url": urls.get(request_id, "?"), "type": params["type"]})
            failed[request_id]["error"] = params.get("blockedReason") or params["errorText"]
    return list(failed.values())


def csp_violations(driver: WebDriver) -> list[str]:
    """The console messages since the last call in which Chromium reports something the
    page's Content-Security-Policy refused. Reading the console log empties it."""
    return [
        entry["message"]
        for entry in driver.get_log("browser")
        if "Content Security Policy" in entry["message"] or "Content-Security-Policy" in entry["message"]
    ]


def console_errors(driver: WebDriver) -> list[str]:
    """The page's console errors (uncaught exceptions, failed loads, CSP refusals) since the
    last call; reading Chromium's browser log empties it."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def screenshot(driver: WebDriver, name: str) -> Path:
    """Saves what the browser window shows as test-artifacts/screenshots/<name>.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    driver.save_screenshot(str(path))
    return path
