"""The graph library the viewer will use (static/vendor/force-graph, from scripts/vendor_js.sh)
loads from the app's /static/ and draws in headless Chromium without a GPU, as in CI."""

from selenium.webdriver.remote.webdriver import WebDriver

from tests.browser.conftest import failed_resources, screenshot

BUNDLE = "/static/vendor/force-graph/force-graph.min.js"

DRAW_A_SMALL_GRAPH = """
const [scriptUrl, done] = arguments;
const script = document.createElement("script");
script.src = scriptUrl;
script.onerror = () => done({error: "script did not load"});
script.onload = () => {
  const box = document.createElement("div");
  box.style.cssText = "position: fixed; top: 0; left: 0; z-index: 1000; border: 1px solid #999";
  document.body.appendChild(box);
  const nodes = [{id: "Dana", x: -40, y: 0}, {id: "Acme", x: 40, y: 0}, {id: "Priya", x: 0, y: 50}];
  const links = [{source: "Dana", target: "Acme"}, {source: "Priya", target: "Acme"}];
  let laidOut = false;
  let reported = false;
  const graph = new ForceGraph(box).width(400).height(300).backgroundColor("#ffffff")
    .cooldownTicks(0).nodeRelSize(8).nodeColor(() => "#3b6ea8").linkColor(() => "#000000")
    .onEngineStop(() => (laidOut = true))  // the data is in: this frame draws it
    .onRenderFramePost(() => {
      if (!laidOut || reported) return;
      reported = true;
      const canvas = box.querySelector("canvas");
      const pixels = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      let blue = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i + 2] > 150 && pixels[i] < 100) blue += 1;
      }
      done({bluePixels: blue});
    })
    .graphData({nodes, links});
  graph.centerAt(0, 20, 0).zoom(2, 0);
};
document.head.appendChild(script);
"""


def test_the_vendored_force_graph_loads_from_static_and_draws_nodes(browser: WebDriver, server_url):
    browser.get(server_url + "/admin/login/")  # any page of ours: the library loads same-origin
    failed_resources(browser)
    drawn = browser.execute_async_script(DRAW_A_SMALL_GRAPH, server_url + BUNDLE)
    screenshot(browser, "vendored_force_graph")
    assert failed_resources(browser) == []
    assert "error" not in drawn
    assert drawn["bluePixels"] > 3 * 300  # three discs of radius 16 px (8 at zoom 2), ~800 px each
