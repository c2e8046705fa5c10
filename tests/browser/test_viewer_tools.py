"""The MemoryViewer's tools in real Chromium against the live server: the shortest path between
two picked nodes, the entities a pasted text names, and the graph as it was known on a date.
The world is test_viewer's: Dana –WORKS_AT→ Acme –BASED_IN→ Osaka, and two hostile names."""

from datetime import UTC, date, datetime, timedelta

import httpx
from django.contrib.auth import get_user_model
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from graph.models import Entity, Fact
from identity.services.tokens import create_token
from tests.browser.conftest import failed_resources, screenshot
from tests.browser.test_viewer import IMG_NAME, SCRIPT_NAME, viewer  # noqa: F401  (the fixture)


def wait_ready(browser: WebDriver) -> None:
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))


def graph_names(browser: WebDriver) -> set[str]:
    return set(browser.execute_script("return window.mmViewer.graph.graphData().nodes.map((n) => n.id)"))


def graph_edges(browser: WebDriver) -> set[tuple[str, str, str]]:
    rows = browser.execute_script(
        "return window.mmViewer.graph.graphData().links"
        ".map((l) => [l.source.id || l.source, l.type, l.target.id || l.target])"
    )
    return {tuple(row) for row in rows}


def path_items(browser: WebDriver) -> list[str]:
    return [item.text for item in browser.find_elements(By.CSS_SELECTOR, "#mm-path-list li")]


def path_names(browser: WebDriver) -> list[str]:
    return [button.text for button in browser.find_elements(By.CSS_SELECTOR, "#mm-path-list li .mm-link")]


def click_node(browser: WebDriver, name: str, *, shift: bool = False) -> None:
    """A real mouse click (shift held or not) on the node's dot in the canvas."""
    hold_still(browser)
    x, y, width, height = browser.execute_script(
        "const g = window.mmViewer.graph; const n = g.graphData().nodes.find((node) => node.id === arguments[0]);"
        "const at = g.graph2ScreenCoords(n.x, n.y); const c = document.querySelector('#mm-graph canvas');"
        "return [at.x, at.y, c.clientWidth, c.clientHeight]",
        name,
    )
    canvas = browser.find_element(By.CSS_SELECTOR, "#mm-graph canvas")
    # force-graph finds the node under the pointer on the frame after the pointer moves there.
    actions = (
        ActionChains(browser).move_to_element_with_offset(canvas, int(x - width / 2), int(y - height / 2)).pause(0.5)
    )
    if shift:
        actions = actions.key_down(Keys.SHIFT).click().key_up(Keys.SHIFT)
    else:
        actions = actions.click()
    actions.perform()


def hold_still(browser: WebDriver) -> None:
    """Wait until every node's screen position holds still across a few frames: on a loaded
    machine the last layout ticks and a zoom can land after the call that started them."""
    where = (
        "const g = window.mmViewer.graph;"
        "return g.graphData().nodes.map((n) => { const p = g.graph2ScreenCoords(n.x, n.y); return [p.x, p.y]; })"
    )
    seen: list = []

    def still(driver: WebDriver) -> bool:
        seen.append(driver.execute_script(where))
        return len(seen) > 1 and seen[-1] == seen[-2]

    WebDriverWait(browser, 10, poll_frequency=0.3).until(still)


def settle(browser: WebDriver) -> None:
    """Layout stopped and the whole graph in view, so screen positions hold still."""
    browser.execute_script(
        "const g = window.mmViewer.graph; g.cooldownTicks(0); g.d3ReheatSimulation(); g.zoomToFit(0, 60)"
    )
    WebDriverWait(browser, 10).until(
        lambda d: d.execute_script("return window.mmViewer.graph.graphData().nodes.every((n) => n.x !== undefined)")
    )
    hold_still(browser)


# --- shortest path ---------------------------------------------------------------------------


def test_start_a_path_here_then_path_to_here_highlights_and_lists_the_path(viewer):  # noqa: F811
    viewer.execute_script("window.mmViewer.openNode('Dana')")
    viewer.find_element(By.ID, "mm-path-from").click()
    viewer.execute_script("window.mmViewer.openNode('Osaka')")
    to_here = viewer.find_element(By.ID, "mm-path-to")
    assert to_here.text == "Path from Dana to here" and to_here.is_enabled()
    to_here.click()
    WebDriverWait(viewer, 10).until(lambda d: len(path_items(d)) == 3)
    viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 60)")
    screenshot(viewer, "viewer_shortest_path")
    assert path_names(viewer) == ["Dana", "Acme", "Osaka"]
    assert "WORKS_AT" in path_items(viewer)[0] and "BASED_IN" in path_items(viewer)[1]
    assert viewer.find_element(By.ID, "mm-path-status").text == "Dana to Osaka: 2 edges"
    highlighted = viewer.execute_script(
        "return [Array.from(window.mmViewer.path.nodes), window.mmViewer.path.links.size]"
    )
    assert (sorted(highlighted[0]), highlighted[1]) == (["Acme", "Dana", "Osaka"], 2)
    # Drawn: the path's edges in their own colour and width.
    drawn = viewer.execute_script(
        "const g = window.mmViewer.graph;"
        "return g.graphData().links.map((l) => [l.type, g.linkColor()(l), g.linkWidth()(l)])"
    )
    assert {(t, c, w) for t, c, w in drawn if t != "LIVES_IN"} == {
        ("WORKS_AT", "#d62728", 3),
        ("BASED_IN", "#d62728", 3),
    }
    viewer.find_element(By.ID, "mm-path-clear").click()
    assert path_items(viewer) == []
    assert viewer.execute_script("return window.mmViewer.path.nodes.size") == 0


def test_shift_clicking_two_nodes_in_the_canvas_finds_the_path(viewer):  # noqa: F811
    settle(viewer)
    click_node(viewer, "Osaka", shift=True)
    WebDriverWait(viewer, 10).until(lambda d: "From Osaka" in d.find_element(By.ID, "mm-path-status").text)
    click_node(viewer, "Dana", shift=True)
    WebDriverWait(viewer, 10).until(lambda d: len(path_items(d)) == 3)
    assert path_names(viewer) == ["Osaka", "Acme", "Dana"]
    assert "←BASED_IN—" in path_items(viewer)[0]  # walked against the edge's direction
    click_node(viewer, "Acme")  # a plain click still opens the node
    WebDriverWait(viewer, 10).until(lambda d: d.find_element(By.ID, "mm-node-name").text == "Acme")


def test_two_unconnected_nodes_say_there_is_no_path_and_hostile_names_stay_text(viewer):  # noqa: F811
    viewer.execute_script(
        "window.mmViewer.openNode('Dana'); window.mmViewer.findPath('Dana', arguments[0])", SCRIPT_NAME
    )
    WebDriverWait(viewer, 10).until(lambda d: "No path" in d.find_element(By.ID, "mm-path-status").text)
    assert SCRIPT_NAME in viewer.find_element(By.ID, "mm-path-status").text
    viewer.execute_script(
        "window.mmViewer.openNode(arguments[0]); window.mmViewer.findPath(arguments[0], arguments[1])",
        SCRIPT_NAME,
        IMG_NAME,
    )
    WebDriverWait(viewer, 10).until(lambda d: len(path_items(d)) == 2)
    screenshot(viewer, "viewer_path_hostile_names")
    assert path_names(viewer) == [SCRIPT_NAME, IMG_NAME]
    assert path_items(viewer)[0] == SCRIPT_NAME + " —LIVES_IN→"
    assert viewer.execute_script("return window.mmPwned") is None
    assert viewer.find_elements(By.CSS_SELECTOR, "#mm-viewer img") == []


# --- the entities a text names -----------------------------------------------------------------


def highlight(browser: WebDriver, text: str) -> list[str]:
    details = browser.find_element(By.ID, "mm-extract")
    if not details.get_attribute("open"):
        details.find_element(By.TAG_NAME, "summary").click()
    box = browser.find_element(By.ID, "mm-extract-text")
    box.clear()
    box.send_keys(text)
    browser.find_element(By.ID, "mm-extract-run").click()
    WebDriverWait(browser, 10).until(lambda d: "looking" not in d.find_element(By.ID, "mm-extract-status").text)
    return [chip.text for chip in browser.find_elements(By.CSS_SELECTOR, "#mm-extract-list .mm-chip")]


def test_a_pasted_text_highlights_the_stored_entities_it_names(viewer):  # noqa: F811
    chips = highlight(viewer, "Yesterday Osaka was sunny, and dana flew there from Paris.")
    viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 60)")
    screenshot(viewer, "viewer_highlight_text")
    assert chips == ["Osaka", "Dana"]  # in order of appearance; Paris is not stored
    assert viewer.find_element(By.ID, "mm-extract-status").text == "2 stored entities named"
    assert sorted(viewer.execute_script("return Array.from(window.mmViewer.highlighted)")) == ["Dana", "Osaka"]
    faded = viewer.execute_script(
        "const g = window.mmViewer.graph; return g.graphData().nodes.filter((n) => g.nodeColor()(n).length === 9)"
        ".map((n) => n.id)"
    )
    assert "Acme" in faded and "Dana" not in faded  # the others are drawn faint
    viewer.find_elements(By.CSS_SELECTOR, "#mm-extract-list .mm-chip")[0].click()
    WebDriverWait(viewer, 10).until(lambda d: d.find_element(By.ID, "mm-node-name").text == "Osaka")
    viewer.find_element(By.ID, "mm-extract-clear").click()
    assert viewer.execute_script("return window.mmViewer.highlighted.size") == 0
    assert highlight(viewer, "Nothing stored is named here.") == []
    assert viewer.find_element(By.ID, "mm-extract-status").text == "no stored entity is named in this text"


def test_highlighted_hostile_names_show_as_text(viewer):  # noqa: F811
    chips = highlight(viewer, f"A note: {SCRIPT_NAME} wrote to {IMG_NAME} today.")
    screenshot(viewer, "viewer_highlight_hostile_names")
    assert SCRIPT_NAME in chips
    assert viewer.execute_script("return window.mmPwned") is None
    assert viewer.find_elements(By.CSS_SELECTOR, "#mm-viewer img") == []


# --- as of a date --------------------------------------------------------------------------------


def day(month: int, date_: int) -> datetime:
    return datetime(2026, month, date_, tzinfo=UTC)


def date_history(server_url: str) -> None:
    """Dana lived in Kyoto from January until mid-February; Osaka and BASED_IN were recorded in March."""
    secret = create_token(user=get_user_model().objects.get(username="ada"), name="history").secret
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as api:
        reply = api.post(
            "/v1/memory/relate", json={"scope": "world", "from": "Dana", "to": "Kyoto", "type": "LIVES_IN"}
        )
        assert reply.status_code == 200, reply.text
    world = {"scope__name": "world"}
    Entity.objects.filter(**world).update(created_at=day(1, 5))
    Entity.objects.filter(**world, name="Osaka").update(created_at=day(3, 1))
    Fact.objects.filter(**world).update(recorded_at=day(1, 10))
    Fact.objects.filter(**world, type="BASED_IN").update(recorded_at=day(3, 10))
    Fact.objects.filter(**world, type="LIVES_IN", object__name="Kyoto").update(ended_at=day(2, 15))


def set_as_of(browser: WebDriver, value: str) -> None:
    browser.execute_script(
        "const field = document.getElementById('mm-as-of'); field.value = arguments[0];"
        "field.dispatchEvent(new Event('change'))",
        value,
    )
    wait_ready(browser)


def test_an_as_of_date_redraws_the_graph_as_it_was_known_then(viewer, server_url):  # noqa: F811
    date_history(server_url)
    viewer.refresh()
    wait_ready(viewer)
    assert ("Dana", "LIVES_IN", "Kyoto") not in graph_edges(viewer)  # ended in February
    assert ("Acme", "BASED_IN", "Osaka") in graph_edges(viewer)

    set_as_of(viewer, "2026-02-01")
    viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 60)")
    screenshot(viewer, "viewer_as_of_february")
    assert ("Dana", "LIVES_IN", "Kyoto") in graph_edges(viewer)  # known then: it reappears
    assert ("Acme", "BASED_IN", "Osaka") not in graph_edges(viewer)  # recorded later: gone
    assert "Osaka" not in graph_names(viewer)
    assert viewer.find_element(By.ID, "mm-status").text.endswith("as of 2026-02-01")
    viewer.execute_script("window.mmViewer.openNode('Dana')")
    WebDriverWait(viewer, 10).until(lambda d: "LIVES_IN" in d.find_element(By.ID, "mm-node-citations").text)

    set_as_of(viewer, "2025-12-31")
    assert graph_names(viewer) == set()
    viewer.find_element(By.ID, "mm-as-of-now").click()
    wait_ready(viewer)
    assert "Osaka" in graph_names(viewer) and viewer.find_element(By.ID, "mm-as-of").get_attribute("value") == ""
    assert failed_resources(viewer) == []


def test_the_as_of_slider_sets_the_date_and_redraws(viewer, server_url):  # noqa: F811
    date_history(server_url)
    days_back = (date.today() - date(2026, 2, 1)).days
    viewer.execute_script(
        "const slider = document.getElementById('mm-as-of-slider'); slider.value = String(-arguments[0]);"
        "slider.dispatchEvent(new Event('input')); slider.dispatchEvent(new Event('change'))",
        days_back,
    )
    wait_ready(viewer)
    expected = (datetime.now(UTC).date() - timedelta(days=days_back)).isoformat()
    assert viewer.find_element(By.ID, "mm-as-of").get_attribute("value") == expected
    assert ("Dana", "LIVES_IN", "Kyoto") in graph_edges(viewer)


def test_the_new_panels_are_readable_in_dark_mode(viewer, server_url):  # noqa: F811
    viewer.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}
    )
    try:
        viewer.get(f"{server_url}/viewer/world/")
        wait_ready(viewer)
        highlight(viewer, "Dana and Osaka")
        viewer.execute_script("window.mmViewer.openNode('Dana'); window.mmViewer.findPath('Dana', 'Osaka')")
        WebDriverWait(viewer, 10).until(lambda d: len(path_names(d)) == 3)
        viewer.execute_script("window.mmViewer.graph.zoomToFit(0, 60)")
        screenshot(viewer, "viewer_tools_dark")
        for selector in ("#mm-extract-list .mm-chip", "#mm-path-list .mm-link", "#mm-extract-text"):
            fg, bg = viewer.execute_script(
                "const s = getComputedStyle(document.querySelector(arguments[0]));"
                "const own = s.backgroundColor, page = getComputedStyle(document.body).backgroundColor;"
                "return [s.color, own === 'rgba(0, 0, 0, 0)' ? page : own]",
                selector,
            )
            assert fg != bg, selector
        assert viewer.execute_script("return getComputedStyle(document.body).backgroundColor") != "rgb(255, 255, 255)"
    finally:
        viewer.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
