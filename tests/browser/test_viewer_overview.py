"""What the MemoryViewer keeps in view, in real Chromium against the live server: the graph
fitted after a date change and a tab switch, one colour per type of a scope, words for empty
states, a sort indicator, citations listed once, a legend and panel beside the graph, and a
big scope's clusters (computed by the communities job) that open on click."""

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from graph.models import Job
from graph.services.communities import COMMUNITIES_JOB
from graph.tasks import run_job
from identity.services.tokens import create_token
from tests.browser.conftest import screenshot
from tests.browser.test_viewer import viewer  # noqa: F401  (the fixture)
from tests.browser.test_viewer_tools import hold_still, wait_ready


def api_for(server_url: str, username: str) -> httpx.Client:
    secret = create_token(user=get_user_model().objects.get(username=username), name="t").secret
    return httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=60)


def store(api: httpx.Client, scope: str, nodes: list[dict], edges: list[dict]) -> None:
    assert api.post("/v1/graph/add_nodes", json={"scope": scope, "nodes": nodes}).status_code == 200
    if edges:
        assert api.post("/v1/graph/add_edges", json={"scope": scope, "edges": edges}).status_code == 200


def run_community_jobs() -> None:
    """What the worker does after the writes, run here by calling its task function."""
    for job in Job.objects.filter(kind=COMMUNITIES_JOB, state=Job.State.QUEUED):
        run_job(job.pk)


def open_viewer(browser: WebDriver, url: str) -> None:
    browser.get(url)
    wait_ready(browser)


def in_view(browser: WebDriver) -> dict:
    return browser.execute_script("return window.mmViewer.shownInView()")


def set_date(browser: WebDriver, day: str) -> None:
    browser.execute_script(
        "const f = document.getElementById('mm-as-of'); f.value = arguments[0];f.dispatchEvent(new Event('change'))",
        day,
    )
    wait_ready(browser)


def empty_message(browser: WebDriver) -> str:
    box = browser.find_element(By.ID, "mm-empty")
    return box.text if box.is_displayed() else ""


def overlap(browser: WebDriver, a: str, b: str) -> bool:
    return browser.execute_script(
        "const r = (id) => document.getElementById(id).getBoundingClientRect();"
        "const a = r(arguments[0]), b = r(arguments[1]);"
        "return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom",
        a,
        b,
    )


def test_after_now_and_a_tab_switch_during_the_layout_every_node_is_in_view(viewer):  # noqa: F811
    set_date(viewer, "2000-01-01")
    viewer.find_element(By.ID, "mm-as-of-now").click()
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=table]").click()  # while the layout runs
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=graph]").click()
    WebDriverWait(viewer, 20).until(lambda d: in_view(d) == {"shown": 5, "inside": 5})
    hold_still(viewer)
    assert in_view(viewer) == {"shown": 5, "inside": 5}
    screenshot(viewer, "viewer_fit_after_now")


def test_the_fit_button_brings_a_panned_away_graph_back(viewer):  # noqa: F811
    hold_still(viewer)
    viewer.execute_script("window.mmViewer.graph.centerAt(5000, 5000, 0)")
    assert in_view(viewer)["inside"] == 0
    viewer.find_element(By.ID, "mm-fit").click()
    WebDriverWait(viewer, 10).until(lambda d: in_view(d) == {"shown": 5, "inside": 5})


def test_each_type_of_a_scope_has_its_own_colour_in_every_view(logged_in_browser, server_url):
    browser = logged_in_browser("ada")
    types = [f"Kind{i}" for i in range(14)]
    with api_for(server_url, "ada") as api:
        store(api, "many", [{"name": f"n{i}", "nodeType": t} for i, t in enumerate(types)], [])
    open_viewer(browser, f"{server_url}/viewer/many/")
    colours = browser.execute_script("return arguments[0].map((t) => window.mmViewer.colour(t))", types)
    assert len(set(colours)) == 14  # the palette (16) lasts: no two types share a colour
    legend = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#mm-legend li")]
    assert legend == types  # in the scope's order, the order colours were given
    screenshot(browser, "viewer_palette")
    # The same colours when the page reads one type only (the SchemaManager's link).
    open_viewer(browser, f"{server_url}/viewer/many/?type=Kind9")
    again = browser.execute_script("return arguments[0].map((t) => window.mmViewer.colour(t))", types)
    assert again == colours
    drawn = browser.execute_script(
        "const g = window.mmViewer.graph; return g.graphData().nodes.map((n) => g.nodeColor()(n))"
    )
    assert drawn == [colours[9]]


def toolbar_places(browser: WebDriver) -> list:
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('.mm-toolbar button, .mm-toolbar select'))"
        ".map((e) => { const r = e.getBoundingClientRect(); return [e.id || e.textContent, r.left, r.top]; })"
    )


def test_empty_states_are_said_in_words(viewer, server_url):  # noqa: F811
    before = toolbar_places(viewer)
    set_date(viewer, "2000-01-01")
    assert toolbar_places(viewer) == before  # the toolbar does not jump
    assert "Nothing in this scope was known as of 2000-01-01" in empty_message(viewer)
    assert not viewer.find_element(By.ID, "mm-legend-box").is_displayed() or viewer.execute_script(
        "return getComputedStyle(document.getElementById('mm-legend-box')).visibility === 'hidden'"
    )
    screenshot(viewer, "viewer_empty_as_of")
    viewer.find_element(By.ID, "mm-as-of-now").click()
    wait_ready(viewer)
    assert empty_message(viewer) == ""
    viewer.find_element(By.ID, "mm-search").send_keys("zzzz")
    viewer.find_element(By.CSS_SELECTOR, "#mm-search-form button").click()
    WebDriverWait(viewer, 10).until(lambda d: "No node matches “zzzz”" in d.find_element(By.ID, "mm-status").text)
    open_viewer(viewer, f"{server_url}/viewer/nothing-here/")
    assert "This scope holds no nodes yet" in empty_message(viewer)


def test_the_table_shows_which_column_sorts_it_and_which_way(viewer):  # noqa: F811
    viewer.find_element(By.CSS_SELECTOR, ".mm-tab[data-view=table]").click()
    name = viewer.find_element(By.CSS_SELECTOR, "#mm-table th[data-sort=name]")
    edges = viewer.find_element(By.CSS_SELECTOR, "#mm-table th[data-sort=degree]")
    assert (name.get_attribute("aria-sort"), edges.get_attribute("aria-sort")) == ("ascending", "none")
    name.click()
    assert name.get_attribute("aria-sort") == "descending"
    edges.click()
    assert (name.get_attribute("aria-sort"), edges.get_attribute("aria-sort")) == ("none", "ascending")
    screenshot(viewer, "viewer_table_sorted")


def test_a_citation_is_listed_once_however_often_the_node_is_opened(viewer):  # noqa: F811
    viewer.execute_script("window.mmViewer.openNode('Dana'); window.mmViewer.openNode('Dana')")
    WebDriverWait(viewer, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#mm-node-citations .mm-citation"))
    hold_still(viewer)
    assert viewer.find_element(By.ID, "mm-node-citations").text.count("Dana works at Acme.") == 1


@pytest.mark.parametrize("width", [1400, 390])
def test_the_legend_and_the_panel_sit_beside_the_graph_never_over_it(viewer, width):  # noqa: F811
    viewer.set_window_size(width, 900)
    try:
        viewer.execute_script("window.mmViewer.openNode('Acme')")
        WebDriverWait(viewer, 10).until(lambda d: d.find_element(By.ID, "mm-panel").is_displayed())
        assert not overlap(viewer, "mm-legend-box", "mm-graph")
        assert not overlap(viewer, "mm-panel", "mm-graph")
        assert viewer.find_element(By.ID, "mm-graph").size["height"] > 200
        screenshot(viewer, f"viewer_beside_{width}")
    finally:
        viewer.set_window_size(1400, 900)


def test_a_big_scope_opens_on_clusters_that_open_on_click_with_the_date_applied_inside(logged_in_browser, server_url):
    """Three groups of six, each linked all to all, one edge between neighbouring groups."""
    browser = logged_in_browser("ada")
    groups = [[f"g{g}-{i}" for i in range(6)] for g in range(3)]
    nodes = [{"name": n, "nodeType": f"Kind{g}"} for g, names in enumerate(groups) for n in names]
    edges = [
        {"from": a, "to": b, "edgeType": "near"}
        for names in groups
        for i, a in enumerate(names)
        for b in names[i + 1 :]
    ]
    edges += [{"from": "g0-0", "to": "g1-0", "edgeType": "far"}, {"from": "g1-1", "to": "g2-0", "edgeType": "far"}]
    with api_for(server_url, "ada") as api:
        store(api, "clusters", nodes, edges)
    run_community_jobs()
    open_viewer(browser, f"{server_url}/viewer/clusters/?overview=1")
    assert browser.execute_script("return window.mmViewer.mode()") == "overview"
    clusters = browser.execute_script("return window.mmViewer.graph.graphData().nodes.map((n) => n.size)")
    assert clusters == [6, 6, 6]
    WebDriverWait(browser, 20).until(lambda d: in_view(d) == {"shown": 3, "inside": 3})
    hold_still(browser)
    screenshot(browser, "viewer_overview_clusters")
    x, y, width, height = browser.execute_script(
        "const g = window.mmViewer.graph; const c = g.graphData().nodes.find((n) => n.label.startsWith('g2'));"
        "const at = g.graph2ScreenCoords(c.x, c.y); const canvas = document.querySelector('#mm-graph canvas');"
        "return [at.x, at.y, canvas.clientWidth, canvas.clientHeight]"
    )
    canvas = browser.find_element(By.CSS_SELECTOR, "#mm-graph canvas")
    ActionChains(browser).move_to_element_with_offset(canvas, int(x - width / 2), int(y - height / 2)).pause(
        0.5
    ).click().perform()
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return window.mmViewer.mode()") == "cluster")
    wait_ready(browser)
    names = browser.execute_script("return window.mmViewer.graph.graphData().nodes.map((n) => n.id).sort()")
    assert names == groups[2]
    assert "in the cluster of g2-" in browser.find_element(By.ID, "mm-status").text
    WebDriverWait(browser, 20).until(lambda d: in_view(d) == {"shown": 6, "inside": 6})
    screenshot(browser, "viewer_cluster_opened")
    set_date(browser, "2000-01-01")  # the time slider applies inside the opened cluster
    assert "Nothing in the cluster of g2-" in empty_message(browser)
    assert browser.execute_script("return window.mmViewer.mode()") == "cluster"
    browser.find_element(By.ID, "mm-as-of-now").click()
    wait_ready(browser)
    assert len(browser.execute_script("return window.mmViewer.graph.graphData().nodes")) == 6
    browser.find_element(By.ID, "mm-overview").click()
    wait_ready(browser)
    assert browser.execute_script("return window.mmViewer.mode()") == "overview"
    assert len(browser.execute_script("return window.mmViewer.graph.graphData().nodes")) == 3
    Select(browser.find_element(By.ID, "mm-node-type")).select_by_value("Kind1")  # a type read from the server
    wait_ready(browser)
    names = browser.execute_script("return window.mmViewer.graph.graphData().nodes.map((n) => n.id).sort()")
    assert names == groups[1]
