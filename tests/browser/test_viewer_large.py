"""A large scope in the MemoryViewer, real Chromium against the live server: the most connected
nodes come first, "Load more" pages in the rest, and past 1,500 nodes force-graph's own picking
is off while a click still opens the node under the pointer."""

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from identity.services.tokens import create_token
from tests.browser.conftest import failed_resources, screenshot

NODES = 1600
HUB_LINKS = 40


@pytest.fixture
def big(logged_in_browser, server_url) -> WebDriver:
    """Ada's scope "big": 1,600 nodes; n0 links to n1..n40 (the hub), the rest form a chain."""
    browser = logged_in_browser("ada")
    secret = create_token(user=get_user_model().objects.get(username="ada"), name="big").secret
    names = [f"n{i}" for i in range(NODES)]
    edges = [{"from": "n0", "to": f"n{i}", "edgeType": "hub"} for i in range(1, HUB_LINKS + 1)]
    edges += [
        {"from": a, "to": b, "edgeType": "next"}
        for a, b in zip(names[HUB_LINKS:-1], names[HUB_LINKS + 1 :], strict=True)
    ]
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=60) as api:
        for start in range(0, NODES, 1000):
            chunk = [{"name": n, "nodeType": f"t{i % 3}"} for i, n in enumerate(names[start : start + 1000])]
            assert api.post("/v1/graph/add_nodes", json={"scope": "big", "nodes": chunk}).status_code == 200
        assert api.post("/v1/graph/add_edges", json={"scope": "big", "edges": edges}).status_code == 200
    return browser


def open_viewer(browser: WebDriver, url: str) -> None:
    browser.get(url)
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))


def node_count(browser: WebDriver) -> int:
    return browser.execute_script("return window.mmViewer.graph.graphData().nodes.length")


def test_the_first_page_holds_the_most_connected_nodes_and_load_more_pages_in_the_rest(big, server_url):
    open_viewer(big, f"{server_url}/viewer/big/?nodes=700")
    assert node_count(big) == 700
    first = big.execute_script("return window.mmViewer.graph.graphData().nodes[0]")
    assert (first["id"], first["degree"]) == ("n0", HUB_LINKS)
    assert big.find_element(By.ID, "mm-status").text.startswith("700 of 1600 nodes")
    more = big.find_element(By.ID, "mm-load-more")
    more.click()
    WebDriverWait(big, 30).until(lambda d: node_count(d) == 1400)
    more.click()
    WebDriverWait(big, 30).until(lambda d: node_count(d) == NODES)
    assert not more.is_enabled()
    links = big.execute_script("return window.mmViewer.graph.graphData().links.length")
    assert links == HUB_LINKS + (NODES - HUB_LINKS - 1)  # every edge once, none lost between pages
    assert failed_resources(big) == []


def test_past_1500_nodes_picking_is_ours_and_a_click_opens_the_node(big, server_url):
    open_viewer(big, f"{server_url}/viewer/big/?nodes=2000")
    assert node_count(big) == NODES
    assert big.execute_script("return window.mmViewer.isLarge()") is True
    assert big.execute_script("return window.mmViewer.graph.enablePointerInteraction()") is False
    assert big.execute_script("return window.mmViewer.graph.linkDirectionalArrowLength()") == 0
    big.execute_script("const g = window.mmViewer.graph; g.cooldownTicks(0); g.d3ReheatSimulation()")
    # Until the layout has stopped and the viewer's own fit-to-view animation (400 ms) has ended:
    # the hub's place and the zoom the same on two reads half a second apart.
    seen: list = []

    def still(driver: WebDriver) -> bool:
        seen.append(
            driver.execute_script(
                "const g = window.mmViewer.graph; const h = g.graphData().nodes.find((n) => n.id === 'n0');"
                "return [h.x, h.y, g.zoom()]"
            )
        )
        return len(seen) > 1 and seen[-1] == seen[-2]

    WebDriverWait(big, 15, poll_frequency=0.5).until(still)
    assert (
        big.execute_script("return window.mmViewer.mode()") == "nodes"
    )  # 1,600 nodes: below the overview  # the layout stops, and the viewer's own fit-to-view animation (400 ms) ends
    # Under load a frame of the fit-to-view tween can land after our zoom and move the hub away from
    # where the click was aimed; aim again (at most three times) once the view holds still. A picker
    # that took the wrong node would fail every aim.
    for _ in range(3):
        try:
            click_on_the_hub_disc(big)
            WebDriverWait(big, 10).until(lambda d: d.find_element(By.ID, "mm-node-name").text == "n0")
            break
        except TimeoutException:
            continue
    assert big.find_element(By.ID, "mm-node-name").text == "n0"
    screenshot(big, "viewer_large_scope")
    assert "hub" in big.find_element(By.ID, "mm-node-edges").text


def click_on_the_hub_disc(big: WebDriver) -> None:
    """Zoom onto the hub, wait for the zoom to hold, then click its disc off-centre."""
    big.execute_script(
        "const g = window.mmViewer.graph;"
        "const hub = g.graphData().nodes.find((n) => n.id === 'n0'); g.centerAt(hub.x, hub.y); g.zoom(4)"
    )
    WebDriverWait(big, 10, poll_frequency=0.2).until(
        lambda d: abs(d.execute_script("return window.mmViewer.graph.zoom()") - 4) < 1e-6
    )
    # On the hub's disc, seven tenths of its radius from its centre, at the first of 72 bearings
    # where no other node's disc (with a 5 px margin) covers the point: the hub is what is under
    # the pointer, not the nearest centre. Forty neighbours sit around the hub, so the side away
    # from the nearest one alone was sometimes under another (n8 took the click once in CI).
    x, y, width, height = big.execute_script(
        "const g = window.mmViewer.graph; const nodes = g.graphData().nodes;"
        "const hub = nodes.find((n) => n.id === 'n0'); const k = g.zoom();"
        "const rad = (n) => Math.sqrt(g.nodeVal()(n)) * g.nodeRelSize();"
        "const r = rad(hub) * 0.7; const others = nodes.filter((n) => n !== hub);"
        "let bearing = 0;"
        "for (let i = 0; i < 72; i++) { const a = i * Math.PI / 36;"
        "  const px = hub.x + r * Math.cos(a), py = hub.y + r * Math.sin(a);"
        "  if (others.every((n) => Math.hypot(n.x - px, n.y - py) > rad(n) + 5 / k)) { bearing = a; break; } }"
        "const at = g.graph2ScreenCoords(hub.x + r * Math.cos(bearing), hub.y + r * Math.sin(bearing));"
        "const c = document.querySelector('#mm-graph canvas');"
        "return [at.x, at.y, c.clientWidth, c.clientHeight]"
    )
    canvas = big.find_element(By.CSS_SELECTOR, "#mm-graph canvas")
    ActionChains(big).move_to_element_with_offset(canvas, int(x - width / 2), int(y - height / 2)).click().perform()
