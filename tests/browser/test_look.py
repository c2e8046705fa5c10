"""Every page in MemoryMesh's one look, in real Chromium against the live server: home,
viewer, log-in, each team page, consent, tokens, turns, the admin and the SchemaManager, and
the styled 404 a non-member meets.

Each page is shown at 1400, 390 and 360 px wide; a screenshot of each is saved as
test-artifacts/screenshots/look_<page>_<width>[_dark].png for review, and a page wider than
the window fails. axe-core (static/vendor/axe-core, injected here, never loaded by a page)
finds no serious or critical accessibility problem on any page, light or dark."""

from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from graph.access import CallContext
from graph.contracts.registry import registry
from graph.tasks import run_job
from identity.services.tokens import create_token
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from teams.services.orgs import create_org, set_member
from tests.browser.conftest import console_errors, failed_resources, screenshot
from tests.identity.oauth.flow import Pkce, authorize_url, register
from tests.processes import REPO

WIDTHS = (1400, 390, 360)
AXE_SOURCE = (REPO / "static" / "vendor" / "axe-core" / "axe.min.js").read_text()
RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]}).then(
  (results) => done(results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))),
  (error) => done([{id: "axe-error", impact: "critical", help: String(error), targets: []}]),
);
"""
ORG_NAME = "Acme Labs 株式会社アクメ 阿克米实验室"


@dataclass(frozen=True)
class Page:
    name: str
    path: str
    ready: str = "#mm-main, #content-main"  # a selector that is there once the page stands


@pytest.fixture
def site(logged_in_browser, server_url: str, make_user) -> Iterator[tuple[WebDriver, dict[str, list[Page]]]]:
    """Ada (a superuser, logged in) with a scope, an organisation with Japanese and Chinese in its
    name, two turns, a token and an OAuth client asking for consent; Bob, a member who is not
    staff; Carol, who belongs to no organisation. -> (browser, {who: the pages to visit})."""
    browser = logged_in_browser("ada")
    ada = get_user_model().objects.get(username="ada")
    make_user("bob")
    make_user("carol")
    load_builtin_schemas()
    org = create_org(name=ORG_NAME, slug="acme-labs", admin=ada)
    set_member(org=org, username="bob", role="member", actor=ada)
    facts = {
        "entities": [
            {"name": "Acme", "type": "Company"},
            {"name": "Dana", "type": "Person"},
            {"name": "山田太郎", "type": "Person"},
            {"name": "北京", "type": "City"},
        ],
        "relations": [
            {"source": "Dana", "target": "Acme", "type": "WORKS_AT"},
            {"source": "山田太郎", "target": "北京", "type": "LIVES_IN"},
        ],
    }
    registry.get("memory_remember").call(CallContext.for_session(ada, {}), {"scope": "notes", "facts": facts})
    secret = create_token(user=ada, name="laptop").secret
    for text in ("I prefer TypeScript. We use PostgreSQL.", "I now prefer Rust. Do you remember my editor?"):
        reply = httpx.post(
            server_url + "/v1/memory/after_turn",
            json={"run_id": "run-look", "org": "acme-labs", "messages": [{"role": "user", "content": text}]},
            headers={"Authorization": f"Bearer {secret}"},
            timeout=30,
        ).json()
        run_job(int(reply["extraction"]["job_id"]))
    client_id = register(server_url).json()["client_id"]
    npc = Schema.objects.get(type_name="npc")
    pages = {
        "ada": [
            Page("home", "/"),
            Page("viewer", "/viewer/notes/", ready="#mm-graph canvas"),
            Page("organisations", "/teams/"),
            Page("organisation", "/teams/orgs/acme-labs/"),
            Page("org_memory", "/teams/orgs/acme-labs/memory/"),
            Page("suggestions", "/teams/orgs/acme-labs/suggestions/"),
            Page("my_memory", "/teams/memory/"),
            Page("turns", "/teams/memory/turns/"),
            Page("tokens", "/teams/tokens/"),
            Page("consent", authorize_url(server_url, client_id, Pkce.new())[len(server_url) :], ready="#consent-form"),
            Page("admin_index", "/admin/", ready="#content-main"),
            Page("schema_list", "/admin/schemas_app/schema/", ready="#content-main"),
            Page("schema_edit", f"/admin/schemas_app/schema/{npc.pk}/change/", ready="#mm-property-table"),
            Page("schema_add", "/admin/schemas_app/schema/add/", ready="#mm-property-table"),
        ],
        "bob": [Page("home_member", "/")],
        "carol": [Page("not_found_for_a_non_member", "/teams/orgs/acme-labs/")],
        "": [Page("login", "/teams/login/"), Page("admin_login", "/admin/login/", ready="#login-form")],
    }
    console_errors(browser)  # the console log of earlier tests, emptied
    yield browser, pages
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def sign_in_as(browser: WebDriver, server_url: str, username: str) -> None:
    """Log out, then (unless username is "") log in as username on the team pages' form."""
    browser.execute_cdp_cmd("Network.clearBrowserCookies", {})
    if not username:
        return
    browser.get(server_url + "/teams/login/")
    browser.find_element(By.ID, "id_username").send_keys(username)
    browser.find_element(By.ID, "id_password").send_keys("pw-" + username)
    browser.find_element(By.CSS_SELECTOR, "#login-form [type=submit]").click()
    WebDriverWait(browser, 15).until(lambda d: d.current_url == server_url + "/")


def show(browser: WebDriver, server_url: str, page: Page, *, width: int, dark: bool = False) -> None:
    """Open the page in a window `width` px wide (light or dark scheme), once it stands."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False}
    )
    scheme = "dark" if dark else "light"
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
    )
    browser.get(server_url + page.path)
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, page.ready))


def overflow(browser: WebDriver) -> int:
    """How many px the page is wider than the window (0: it fits)."""
    return browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")


def serious_violations(browser: WebDriver) -> list[dict]:
    browser.execute_script(AXE_SOURCE)
    violations = browser.execute_async_script(RUN_AXE)
    return [v for v in violations if v["impact"] in ("serious", "critical")]


def every_page(browser: WebDriver, server_url: str, pages: dict[str, list[Page]]) -> Iterator[Page]:
    for username, theirs in pages.items():
        sign_in_as(browser, server_url, username)
        yield from theirs


def test_every_page_fits_desktop_and_phone_widths_and_is_screenshot(site, server_url):
    browser, pages = site
    too_wide, broken = [], []
    for page in every_page(browser, server_url, pages):
        for width in WIDTHS:
            show(browser, server_url, page, width=width)
            screenshot(browser, f"look_{page.name}_{width}")
            if overflow(browser) > 0:
                too_wide.append(f"{page.name} at {width} px: {overflow(browser)} px too wide")
        show(browser, server_url, page, width=390, dark=True)
        screenshot(browser, f"look_{page.name}_390_dark")
        styled = browser.execute_script("return getComputedStyle(document.getElementById('header')).backgroundColor")
        if failed_resources(browser) or styled == "rgba(0, 0, 0, 0)":
            broken.append(page.name)
    assert too_wide == []
    assert broken == []  # every stylesheet loaded: the header wears the look


def test_every_page_has_no_serious_or_critical_accessibility_violation(site, server_url):
    browser, pages = site
    found = {}
    for page in every_page(browser, server_url, pages):
        for dark in (False, True):
            show(browser, server_url, page, width=1400, dark=dark)
            violations = serious_violations(browser)
            if violations:
                found[f"{page.name}{' (dark)' if dark else ''}"] = violations
    assert found == {}, "\n".join(f"{page}: {v}" for page, vs in found.items() for v in vs)


def test_every_page_is_titled_page_then_memorymesh_and_shows_no_console_error(site, server_url):
    browser, pages = site
    titles, errors = {}, {}
    for page in every_page(browser, server_url, pages):
        show(browser, server_url, page, width=1400)
        titles[page.name] = browser.title
        messages = console_errors(browser)
        if page.name == "not_found_for_a_non_member":  # its own 404 status is the one error it logs
            messages = [message for message in messages if "status of 404" not in message]
        if messages:
            errors[page.name] = messages
    assert errors == {}
    assert {name: title for name, title in titles.items() if not title.endswith(" | MemoryMesh")} == {}
    assert {name: title for name, title in titles.items() if title.startswith(("|", " "))} == {}
    assert "Django" not in " ".join(titles.values())
