"""The Content-Security-Policy in real Chromium against the live server: every kind of page
(admin, SchemaManager, home, MemoryViewer, team pages, login pages) carries the header and
works under it with no violation in the console, and a script injected into a page — an
inline <script> or an event-handler attribute — does not run."""

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from teams.services.orgs import create_org
from tests.browser.conftest import csp_violations, failed_resources
from tests.browser.test_viewer import store_world

REQUIRED = {
    "script-src": "'self'",
    "object-src": "'none'",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
}


def directives(header: str) -> dict[str, list[str]]:
    parsed = {}
    for part in header.split(";"):
        words = part.split()
        if words:
            parsed[words[0]] = words[1:]
    return parsed


def assert_policy_is_strict(header: str | None) -> None:
    assert header, "no Content-Security-Policy header"
    policy = directives(header)
    for name, value in REQUIRED.items():
        assert policy.get(name) == [value], (name, header)
    assert "'unsafe-inline'" not in policy["script-src"] and "'unsafe-eval'" not in policy["script-src"]
    # Styles: files, and the graph library's own <style> elements by hash; never any inline style.
    assert "'unsafe-inline'" not in policy["style-src"] and "'unsafe-hashes'" not in policy["style-src"], header


@pytest.fixture
def signed_in(logged_in_browser, server_url: str) -> WebDriver:
    """The browser signed in as the superuser "ada", who owns scope "world", the built-in
    schemas and an organisation "acme"; its console log emptied."""
    browser = logged_in_browser("ada")
    store_world(server_url, "ada")
    load_builtin_schemas()
    create_org(name="Acme", slug="acme", admin=get_user_model().objects.get(username="ada"))
    csp_violations(browser)
    return browser


def wait_for_viewer(browser: WebDriver) -> None:
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))


def page_paths() -> dict[str, str]:
    return {
        "admin index": "/admin/",
        "schema list": "/admin/schemas_app/schema/",
        "schema manager (add)": "/admin/schemas_app/schema/add/",
        "schema manager (edit)": f"/admin/schemas_app/schema/{Schema.objects.get(type_name='npc').pk}/change/",
        "home": "/",
        "viewer": "/viewer/world/",
        "team home": "/teams/",
        "team organisation": "/teams/orgs/acme/",
        "team organisation memory": "/teams/orgs/acme/memory/",
        "my memory": "/teams/memory/",
        "api tokens": "/teams/tokens/",
    }


def test_every_signed_in_page_loads_with_no_csp_violation(signed_in, server_url):
    for name, path in page_paths().items():
        signed_in.get(server_url + path)
        if name == "viewer":
            # The viewer draws only once its scripts ran and its first fetches answered.
            wait_for_viewer(signed_in)
        assert csp_violations(signed_in) == [], name
        assert failed_resources(signed_in) == [], name


def test_the_schema_managers_script_still_works_under_the_policy(signed_in, server_url):
    signed_in.get(server_url + "/admin/schemas_app/schema/add/")
    rows = "#mm-property-table tbody tr.mm-property"
    before = len(signed_in.find_elements(By.CSS_SELECTOR, rows))
    signed_in.find_element(By.ID, "mm-add-property").click()
    assert len(signed_in.find_elements(By.CSS_SELECTOR, rows)) == before + 1
    assert csp_violations(signed_in) == []


def test_the_team_pages_keep_their_own_styles_from_the_static_file(signed_in, server_url):
    signed_in.get(server_url + "/teams/tokens/")
    table_width = signed_in.execute_script("return getComputedStyle(document.getElementById('tokens')).width")
    box_width = signed_in.execute_script(
        "return getComputedStyle(document.getElementById('tokens').parentElement).width"
    )
    assert table_width == box_width  # the site's table { width: 100% } of its card, no inline style attribute
    assert csp_violations(signed_in) == []


@pytest.mark.parametrize("path", ["/teams/login/", "/admin/login/"])
def test_the_login_pages_load_with_no_csp_violation(browser, server_url, transactional_db, path):
    browser.execute_cdp_cmd("Network.clearBrowserCookies", {})
    browser.get(server_url + path)
    assert browser.find_elements(By.ID, "login-form")
    assert csp_violations(browser) == []


def test_every_page_and_api_answer_carries_the_strict_header(server_url, make_user):
    _user, secret = make_user("ada")
    for path in ("/teams/login/", "/admin/login/", "/", "/viewer/world/", "/teams/", "/admin/"):
        assert_policy_is_strict(httpx.get(server_url + path, timeout=30).headers.get("content-security-policy"))
    whoami = httpx.get(server_url + "/v1/whoami", headers={"Authorization": f"Bearer {secret}"}, timeout=30)
    assert_policy_is_strict(whoami.headers.get("content-security-policy"))


def test_an_injected_inline_script_or_event_handler_does_not_run(signed_in, server_url):
    # As if markup had slipped past escaping into the page: the browser itself must refuse it.
    signed_in.get(server_url + "/viewer/world/")
    wait_for_viewer(signed_in)
    csp_violations(signed_in)
    signed_in.execute_script(
        """
        const script = document.createElement('script');
        script.textContent = 'window.mmInjected = "script"';
        document.body.appendChild(script);
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="/static/nothing.png" onerror="window.mmInjected = \\'handler\\'">';
        document.body.appendChild(holder);
        """
    )
    refused: list[str] = []

    def both_refused(driver: WebDriver) -> bool:
        refused.extend(csp_violations(driver))  # each read of the console log empties it
        return len(refused) >= 2

    WebDriverWait(signed_in, 10).until(both_refused)
    assert signed_in.execute_script("return window.mmInjected") is None
    assert any("inline script" in message for message in refused), refused
    assert any("inline event handler" in message for message in refused), refused
