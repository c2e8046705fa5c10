"""The MemoryViewer on a 10,000-node / 30,000-edge scope, in headless Chromium without a GPU.

Builds the scope once through the public bulk path (HTTP `add_nodes` 1,000 nodes a call,
`add_edges` 5,000 edges a call; the graph of bench_graph_libraries: preferential attachment,
a few hubs and a long tail), logs in through the login page, opens /viewer/<scope>/ and
measures what a person would see:

- which view opened (a scope this big opens on its overview: the communities that the
  background job computes after writes, run here in-process since the bench runs no worker),
  and the first data call the page made (target ≤ 300 ms);
- time to the first drawn frame (from navigation start; target ≤ 1 s), to the page being
  ready, and until the layout settles (target ≤ 3 s);
- the JSON bytes of every /v1/ request the page made (transferred and decoded);
- frame times while panning 4 px a frame after the layout settled, at the first page and
  again after "Load more" has paged in every node (and how long that took).

Screenshots go to test-artifacts/bench/; the figures are printed and written as JSON to
bench/results/viewer.json. The 1-minute load average is printed: figures on this shared
2-core machine move with it.

    .venv/bin/python -m bench.bench_viewer [--nodes 500] [--scope-nodes 10000] [--scope-edges 30000]
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

import httpx
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from bench.bench_graph_libraries import CHROMIUM_FLAGS, ink_share, synthetic_graph
from bench.harness import Server
from bench.in_process import REPO, bench_token, setup_django

USERNAME = "bench-viewer"
PASSWORD = "bench-viewer-password"
TYPES = ["person", "company", "city", "project", "document", "event", "tool", "team"]
RESULTS = REPO / "bench" / "results" / "viewer.json"
SCREENSHOTS = REPO / "test-artifacts" / "bench"

# Pans the view 4 px a frame for `frames` frames (half one way, half back) and resolves
# with the requestAnimationFrame intervals: the frame times a person panning would get.
PAN_SCRIPT = """
const done = arguments[arguments.length - 1];
const graph = window.mmViewer.graph;
const frames = arguments[0];
const start = graph.centerAt();
const step = 4 / graph.zoom();
const deltas = [];
let last = performance.now(), i = 0;
function frame(now) {
  deltas.push(now - last); last = now;
  if (i >= frames) { done(deltas.slice(1)); return; }
  const offset = (i < frames / 2 ? i : frames - i) * step;
  graph.centerAt(start.x + offset, start.y);
  i += 1;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"""
TIMELINE_SCRIPT = """
const nav = performance.getEntriesByType('navigation')[0];
return [['page', 0, Math.round(nav.responseEnd)], ['DOMContentLoaded', 0, Math.round(nav.domContentLoadedEventEnd)]]
  .concat(performance.getEntriesByType('resource')
    .map((e) => [e.name.split('/').slice(-2).join('/'), Math.round(e.startTime), Math.round(e.responseEnd)]));
"""
FIRST_CALL_SCRIPT = """
const first = performance.getEntriesByType('resource').find((e) => e.name.includes('/v1/'));
return first ? [first.name.split('/v1/')[1], Math.round(first.responseEnd - first.startTime)] : null;
"""
REQUEST_MS_SCRIPT = """
return performance.getEntriesByType('resource').filter((e) => e.name.includes('/v1/'))
  .map((e) => Math.round(e.responseEnd - e.startTime));
"""
JSON_BYTES_SCRIPT = """
return performance.getEntriesByType('resource').filter((e) => e.name.includes('/v1/'))
  .reduce((sum, e) => [sum[0] + e.transferSize, sum[1] + e.decodedBodySize, sum[2] + 1], [0, 0, 0]);
"""


def build_scope(client: httpx.Client, scope: str, *, nodes: int, edges: int) -> float:
    """The scope through add_nodes / add_edges (skipped when it already holds `nodes` nodes); seconds taken."""
    total = client.post("/v1/graph/read_graph_ranked", json={"scope": scope, "limit": 1}).json()["total"]["nodes"]
    if total >= nodes:
        return 0.0
    graph = synthetic_graph(nodes=nodes, edges=edges)
    started = time.perf_counter()
    names = [f"node-{node['id']}" for node in graph["nodes"]]
    for offset in range(0, nodes, 1000):
        batch = [
            {"name": n, "nodeType": TYPES[(offset + i) % len(TYPES)]}
            for i, n in enumerate(names[offset : offset + 1000])
        ]
        reply = client.post("/v1/graph/add_nodes", json={"scope": scope, "nodes": batch})
        reply.raise_for_status()
    links = graph["links"]
    for offset in range(0, len(links), 5000):
        batch = [
            {"from": names[link["source"]], "to": names[link["target"]], "edgeType": f"rel_{link['source'] % 5}"}
            for link in links[offset : offset + 5000]
        ]
        client.post("/v1/graph/add_edges", json={"scope": scope, "edges": batch}).raise_for_status()
    return time.perf_counter() - started


def compute_communities_in_process(scope_name: str) -> float:
    """What the worker does after the writes (this bench runs none): the scope's communities; seconds taken."""
    from graph.models import Scope
    from graph.services.communities import compute_communities

    scope = Scope.objects.get(owner__username=USERNAME, name=scope_name, forgotten_at__isnull=True)
    started = time.perf_counter()
    print(f"communities: {compute_communities(scope_id=scope.pk)}", flush=True)
    return time.perf_counter() - started


def chromium() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(180)
    return driver


def log_in(driver: webdriver.Chrome, base_url: str) -> None:
    driver.get(f"{base_url}/teams/login/?next=/")
    driver.find_element(By.NAME, "username").send_keys(USERNAME)
    driver.find_element(By.NAME, "password").send_keys(PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(driver, 30).until(lambda d: "/login/" not in d.current_url)


def wait_for(driver: webdriver.Chrome, script: str, timeout: float) -> None:
    WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script(script))


def settled(driver: webdriver.Chrome, timeout: float) -> float:
    """Waits until the layout stops moving the nodes (or `timeout`); seconds waited."""
    started = time.perf_counter()
    previous = None
    while time.perf_counter() - started < timeout:
        now = driver.execute_script(
            "const n = window.mmViewer.graph.graphData().nodes; return n.map((d) => d.x).join()"
        )
        if now == previous:
            break
        previous = now
        time.sleep(0.5)
    return time.perf_counter() - started


def percentiles(deltas: list[float]) -> dict:
    ordered = sorted(deltas)
    if not ordered:
        return {"frames": 0}
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"frames": len(ordered), "p50_ms": round(at(0.5), 1), "p95_ms": round(at(0.95), 1)}


def measure(base_url: str, scope: str, page_nodes: int) -> dict:
    driver = chromium()
    try:
        log_in(driver, base_url)
        driver.get(f"{base_url}/viewer/{scope}/?nodes={page_nodes}")
        wait_for(driver, "return window.mmViewer && window.mmViewer.firstFrameMs !== null", 60)
        first_frame_ms = driver.execute_script("return window.mmViewer.firstFrameMs")
        wait_for(driver, "return window.mmViewer.ready", 60)
        ready_ms = driver.execute_script("return performance.now()")
        first_png = driver.get_screenshot_as_png()
        timeline = driver.execute_script(TIMELINE_SCRIPT)
        first_call, first_call_ms = driver.execute_script(FIRST_CALL_SCRIPT)
        transferred, decoded, requests = driver.execute_script(JSON_BYTES_SCRIPT)
        result = {
            "first_page_nodes": driver.execute_script("return window.mmViewer.graph.graphData().nodes.length"),
            "first_page_edges": driver.execute_script("return window.mmViewer.graph.graphData().links.length"),
            "view": driver.execute_script("return window.mmViewer.mode()"),
            "first_frame_ms": round(first_frame_ms),
            "first_data_call": {"verb": first_call, "ms": first_call_ms},
            "ready_ms": round(ready_ms),
            "first_page_timeline_ms": {name: [start, end] for name, start, end in timeline},
            "first_page_json": {"requests": requests, "transferred_bytes": transferred, "decoded_bytes": decoded},
            "first_page_settle_s": round(settled(driver, 60), 1),
        }
        result["pan_first_page"] = percentiles(driver.execute_async_script(PAN_SCRIPT, 120))
        if result["view"] == "overview":
            result["open_cluster"] = open_biggest_cluster(driver)
        started = time.perf_counter()
        while driver.execute_script("return window.mmViewer.hasMore()"):
            before = driver.execute_script("return window.mmViewer.graph.graphData().nodes.length")
            driver.find_element(By.ID, "mm-load-more").click()
            wait_for(driver, f"return window.mmViewer.graph.graphData().nodes.length > {before}", 120)
        result["load_all_s"] = round(time.perf_counter() - started, 1)
        result["all_nodes"] = driver.execute_script("return window.mmViewer.graph.graphData().nodes.length")
        result["all_edges"] = driver.execute_script("return window.mmViewer.graph.graphData().links.length")
        result["large_mode"] = driver.execute_script("return window.mmViewer.isLarge()")
        result["all_settle_s"] = round(settled(driver, 120), 1)
        transferred, decoded, requests = driver.execute_script(JSON_BYTES_SCRIPT)
        result["page_request_ms"] = driver.execute_script(REQUEST_MS_SCRIPT)
        result["all_json"] = {"requests": requests, "transferred_bytes": transferred, "decoded_bytes": decoded}
        result["pan_all_nodes"] = percentiles(driver.execute_async_script(PAN_SCRIPT, 120))
        end_png = driver.get_screenshot_as_png()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / "viewer-first-page.png").write_bytes(first_png)
        (SCREENSHOTS / "viewer-all-nodes.png").write_bytes(end_png)
        result["ink_first_page"] = round(ink_share(first_png), 3)
        result["ink_all_nodes"] = round(ink_share(end_png), 3)
        result["console_errors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        return result
    finally:
        driver.quit()


def open_biggest_cluster(driver: webdriver.Chrome) -> dict:
    """Opens the biggest cluster of the overview (as a click on it does), until drawn and
    settled; then back to the overview, for the measures that follow."""
    started = time.perf_counter()
    driver.execute_script(
        "const g = window.mmViewer.graph; const c = g.graphData().nodes.reduce((a, b) => (a.size >= b.size ? a : b));"
        "window.mmViewer.openCluster(c.cluster)"
    )
    wait_for(driver, "return window.mmViewer.ready && window.mmViewer.mode() === 'cluster'", 60)
    opened = {
        "drawn_ms": round((time.perf_counter() - started) * 1000),
        "nodes": driver.execute_script("return window.mmViewer.graph.graphData().nodes.length"),
        "edges": driver.execute_script("return window.mmViewer.graph.graphData().links.length"),
        "request_ms": driver.execute_script(REQUEST_MS_SCRIPT)[-1],
        "settle_s": round(settled(driver, 60), 1),
    }
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    (SCREENSHOTS / "viewer-cluster.png").write_bytes(driver.get_screenshot_as_png())
    driver.find_element(By.ID, "mm-overview").click()
    wait_for(driver, "return window.mmViewer.ready && window.mmViewer.mode() === 'overview'", 60)
    return opened


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=500, help="nodes per viewer page (?nodes=)")
    parser.add_argument("--scope-nodes", type=int, default=10_000)
    parser.add_argument("--scope-edges", type=int, default=30_000)
    args = parser.parse_args(argv or [])
    print("load average at start: {:.1f} {:.1f} {:.1f} (2 cores)".format(*os.getloadavg()), flush=True)
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "off")
    setup_django()
    from django.contrib.auth import get_user_model

    token = bench_token(USERNAME)
    user = get_user_model().objects.get(username=USERNAME)
    user.set_password(PASSWORD)
    user.save(update_fields=["password"])
    scope = f"viewer-{args.scope_nodes}-{args.scope_edges}"
    server = Server()
    try:
        headers = {"Authorization": f"Bearer {token}"}
        with httpx.Client(base_url=server.url, headers=headers, timeout=300) as client:
            built_s = build_scope(client, scope, nodes=args.scope_nodes, edges=args.scope_edges)
        print(
            f"scope {scope}: {args.scope_nodes} nodes, {args.scope_edges} edges"
            + (f" (built in {built_s:.1f} s through add_nodes/add_edges)" if built_s else " (already built)"),
            flush=True,
        )
        communities_s = compute_communities_in_process(scope)
        result = {"scope_nodes": args.scope_nodes, "scope_edges": args.scope_edges, "page_nodes": args.nodes}
        result["communities_job_s"] = round(communities_s, 1)
        result |= measure(server.url, scope, args.nodes)
    finally:
        server.stop()
    result["load_average_end"] = round(os.getloadavg()[0], 1)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))
    targets = [
        ("first frame", result["first_frame_ms"], 1000, "ms"),
        ("settled", result["first_page_settle_s"] * 1000, 3000, "ms"),
        ("first data call", result["first_data_call"]["ms"], 300, "ms"),
    ]
    for name, value, target, unit in targets:
        print(f"{name} {round(value)} {unit}: {'meets' if value <= target else 'misses'} the {target} {unit} target")
    print(f"written to {Path(RESULTS)}")


if __name__ == "__main__":
    main(sys.argv[1:])
