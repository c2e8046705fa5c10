"""The home page and the MemoryViewer in real Chromium against the live server: a small
world stored through the HTTP API, drawn, inspected, filtered, tabled, and escaped."""

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from identity.services.tokens import create_token
from tests.browser.conftest import failed_resources, screenshot

SCRIPT_NAME = "<script>window.mmPwned = 1</script>"
IMG_NAME = '"><img src=x onerror="window.mmPwned = 2">'


def store_world(server_url: str, username: str) -> None:
    """Dana works at Acme (said in a sentence), Acme is in Osaka, and two hostile names."""
    secret = create_token(user=get_user_model().objects.get(username=username), name="world").secret
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as api:
        reply = api.post(
            "/v1/memory/remember",
            json={
                "scope": "world",
                "content": "Dana works at Acme. Acme is based in Osaka.",
                "source": "notes.txt",
                "date": "2026-03-01",
                "facts": {
                    "entities": [
                        {"name": "Dana", "type": "Person"},
                        {"name": "Acme", "type": "Company"},
                        {"name": "Osaka", "type": "City"},
                        {"name": SCRIPT_NAME, "type": "Person"},
                        {"name": IMG_NAME, "type": "City"},
                    ],
                    "relations": [
                        {"source": "Dana", "target": "Acme", "type": "WORKS_AT"},
                        {"source": "Acme", "target": "Osaka", "type": "BASED_IN"},
                        {"source": SCRIPT_NAME, "target": IMG_NAME, "type": "LIVES_IN"},
                    ],
                },
            },
        )
        assert reply.status_code == 200, reply.text


@pytest.fixture
def viewer(logged_in_browser, server_url: str) -> WebDriver:
    """The browser logged in as "ada", on the viewer of her scope "world", its first pages loaded."""
    browser = logged_in_browser("ada")
    store_world(server_url, "ada")
    browser.get(f"{server_url}/viewer/world/")
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))
    return browser


def graph_node_count(browser: WebDriver) -> int:
    return browser.execute_script("return window.mmViewer.graph.graphData().nodes.length")


def test_the_home_page_lists_the_users_scopes_with_a_viewer_link(logged_in_browser, server_url):
    browser = logged_in_browser("ada")
    store_world(server_url, "ada")
    browser.get(server_url + "/")
    screenshot(browser, "home")
    rows = browser.find_elements(By.CSS_SELECTOR, "#mm-scopes tr.mm-scope")
    assert [row.find_element(By.CLASS_NAME, "mm-scope-name").text for row in rows] == ["world"]
    assert rows[0].find_element(By.CLASS_NAME, "mm-open").get_attribute("href").endswith("/viewer/world/")
    assert "/v1/mcp" in browser.find_element(By.ID, "mm-claude-line").text
    assert failed_resources(browser) == []


def test_anonymous_visitors_of_home_go_to_the_login_page(browser, server_url, transactional_db):
    browser.execute_cdp_cmd("Network.clearBrowserCookies", {})
    browser.get(server_url + "/")
    assert "/teams/login/" in browser.current_url
    assert "next=/" in browser.current_url


def test_the_viewer_draws_every_node_on_a_canvas_that_is_not_blank(viewer):
    WebDriverWait(viewer, 10).until(lambda d: graph_node_count(d) == 5)
    viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 40)")
    WebDriverWait(viewer, 10).until(
        lambda d: d.execute_script(
            "const c = document.querySelector('#mm-graph canvas');"
            "const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
            "let painted = 0; for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;"
            "return painted > 50"
        )
    )
    screenshot(viewer, "viewer_graph")
    assert failed_resources(viewer) == []
    assert len(viewer.find_elements(By.CSS_SELECTOR, "#mm-legend li")) == 3  # Person, Company, City


def test_a_clicked_node_shows_its_type_metadata_edges_and_a_citation(viewer):
    viewer.execute_script("window.mmViewer.openNode('Dana')")
    WebDriverWait(viewer, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mm-node-citations .mm-citation"))
    screenshot(viewer, "viewer_panel")
    assert viewer.find_element(By.ID, "mm-node-name").text == "Dana"
    assert viewer.find_element(By.ID, "mm-node-type-badge").text == "Person"
    assert "WORKS_AT" in viewer.find_element(By.ID, "mm-node-edges").text
    citations = viewer.find_element(By.ID, "mm-node-citations").text
    assert "Dana works at Acme." in citations
    assert "notes.txt" in citations


def test_filtering_by_node_type_hides_the_other_types(viewer):
    Select(viewer.find_element(By.ID, "mm-node-type")).select_by_value("City")
    visible = viewer.execute_script(
        "const g = window.mmViewer.graph; const keep = g.nodeVisibility();"
        "return g.graphData().nodes.filter(keep).map((n) => n.id)"
    )
    assert sorted(visible) == sorted(["Osaka", IMG_NAME])
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=table]").click()
    names = [
        row.find_element(By.TAG_NAME, "td").text for row in viewer.find_elements(By.CSS_SELECTOR, "#mm-table tr.mm-row")
    ]
    assert sorted(names) == sorted(["Osaka", IMG_NAME])


def test_the_table_and_json_views_show_the_records(viewer):
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=table]").click()
    rows = viewer.find_elements(By.CSS_SELECTOR, "#mm-table tr.mm-row")
    screenshot(viewer, "viewer_table")
    assert len(rows) == 5
    first = rows[0].find_element(By.TAG_NAME, "td").text
    rows[0].click()  # a row click focuses its node in the graph and opens the panel
    assert viewer.find_element(By.ID, "mm-view-graph").is_displayed()
    assert viewer.find_element(By.ID, "mm-node-name").text == first

    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=json]").click()
    shown = viewer.find_element(By.ID, "mm-json").text
    screenshot(viewer, "viewer_json")
    assert '"nodeType": "Company"' in shown
    assert '"edgeType": "WORKS_AT"' in shown


def test_statistics_count_nodes_and_edges_per_type(viewer):
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=stats]").click()
    WebDriverWait(viewer, 10).until(lambda d: "Nodes per type" in d.find_element(By.ID, "mm-stats").text)
    text = viewer.find_element(By.ID, "mm-stats").text
    screenshot(viewer, "viewer_stats")
    assert "WORKS_AT" in text and "Company" in text


def test_hostile_names_show_as_text_and_never_run(viewer):
    viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 40)")
    viewer.execute_script("window.mmViewer.openNode(arguments[0])", SCRIPT_NAME)
    WebDriverWait(viewer, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mm-node-citations li"))
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=table]").click()
    screenshot(viewer, "viewer_hostile_names")
    assert viewer.find_element(By.ID, "mm-node-name").text == SCRIPT_NAME
    assert IMG_NAME in viewer.find_element(By.ID, "mm-node-edges").text
    assert IMG_NAME in viewer.find_element(By.ID, "mm-table").text
    assert viewer.execute_script("return window.mmPwned") is None
    assert viewer.find_elements(By.CSS_SELECTOR, "#mm-viewer img") == []


def test_search_adds_the_match_and_opens_it_in_the_panel(viewer):
    search = viewer.find_element(By.ID, "mm-search")
    search.send_keys("Osaka")
    viewer.find_element(By.CSS_SELECTOR, "#mm-search-form button").click()
    WebDriverWait(viewer, 10).until(lambda d: d.find_element(By.ID, "mm-node-name").text == "Osaka")
    assert viewer.find_element(By.ID, "mm-node-type-badge").text == "City"


def test_expand_merges_the_neighbourhood_into_the_view(viewer):
    viewer.execute_script("window.mmViewer.openNode('Dana')")
    Select(viewer.find_element(By.ID, "mm-hops")).select_by_visible_text("2")
    viewer.find_element(By.ID, "mm-expand").click()
    WebDriverWait(viewer, 10).until(lambda d: "WORKS_AT" in d.find_element(By.ID, "mm-node-edges").text)
    assert graph_node_count(viewer) == 5  # already all loaded: merged, not duplicated


def test_an_as_of_date_before_anything_was_recorded_hides_the_facts(viewer):
    viewer.execute_script(
        "const field = document.getElementById('mm-as-of'); field.value = '2000-01-01';window.mmViewer.openNode('Dana')"
    )
    WebDriverWait(viewer, 10).until(lambda d: "loading" not in d.find_element(By.ID, "mm-node-citations").text)
    screenshot(viewer, "viewer_as_of_2000")
    assert "Dana WORKS_AT Acme" not in viewer.find_element(By.ID, "mm-node-citations").text


def test_the_viewer_in_dark_mode_loads_and_draws(viewer, server_url):
    viewer.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}
    )
    try:
        viewer.get(f"{server_url}/viewer/world/")
        WebDriverWait(viewer, 20).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))
        viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 40); window.mmViewer.openNode('Acme')")
        WebDriverWait(viewer, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mm-node-citations .mm-citation"))
        screenshot(viewer, "viewer_dark")
        assert failed_resources(viewer) == []
    finally:
        viewer.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
