"""Graph-drawing libraries for the MemoryViewer, measured in headless Chromium without a GPU.

Builds one synthetic graph (10,000 nodes and 30,000 edges by preferential attachment: a
few hubs and a long tail, like a memory graph), serves one page per library from
bench/graph_libraries/ on 127.0.0.1, and measures in a fresh headless Chromium each:

- time to the first drawn frame (graph built from JSON, drawn at the given positions);
- the force layout: `--ticks` iterations (300 = d3-force's own cooling length), or as many
  as fit in `--budget-s`, and the frame times while it runs (is the page usable meanwhile?);
- frame times while panning 4 px per frame, after the layout;
- what really draws: canvas 2D, or WebGL and on which renderer (SwiftShader = software).

A screenshot at the first frame and at the end goes to test-artifacts/bench/, and the
share of non-white pixels is printed, so a blank canvas cannot pass for a fast one.
Frame times depend on the machine and on what else runs: the last column is the 1-minute
load average before and after each library.

Candidates: force-graph (also with its pointer interaction off: no hidden picking canvas),
sigma 4 and sigma 3 with graphology and the ForceAtlas2 web worker, cytoscape with its
canvas renderer and with its experimental WebGL one (cose layout for both).

    .venv/bin/python -m bench.bench_graph_libraries [--nodes N] [--edges M] [--only sigma,...]

The libraries come from bench/graph_libraries/package-lock.json (npm ci on first run).
"""

import argparse
import functools
import gzip
import io
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from PIL import Image
from selenium import webdriver
from selenium.common.exceptions import TimeoutException as SeleniumTimeout
from selenium.webdriver.chrome.service import Service
from urllib3.exceptions import ReadTimeoutError

BENCH_DIR = Path(__file__).resolve().parent
PAGES_DIR = BENCH_DIR / "graph_libraries"
SCREENSHOTS = BENCH_DIR.parent / "test-artifacts" / "bench"
# How long one WebDriver call may wait for a page whose main thread is busy.
DRIVER_TIMEOUT_S = 60
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,900"]


@dataclass(frozen=True)
class Candidate:
    key: str
    page: str
    bundles: tuple[str, ...]  # what a page would have to load, relative to PAGES_DIR


FORCE_GRAPH = ("node_modules/force-graph/dist/force-graph.min.js",)
SIGMA_COMPANIONS = ("node_modules/graphology/dist/graphology.umd.min.js", "build/fa2.min.js")
CANDIDATES = [
    Candidate("force-graph", "force-graph.html", FORCE_GRAPH),
    Candidate("force-graph-no-pointer", "force-graph.html?pointer=0", FORCE_GRAPH),
    Candidate("sigma", "sigma.html", ("node_modules/sigma/dist/sigma.min.js", *SIGMA_COMPANIONS)),
    Candidate("sigma3", "sigma.html?v=3", ("node_modules/sigma3/dist/sigma.min.js", *SIGMA_COMPANIONS)),
    Candidate("cytoscape", "cytoscape.html", ("node_modules/cytoscape/dist/cytoscape.min.js",)),
    Candidate("cytoscape-webgl", "cytoscape.html?webgl=1", ("node_modules/cytoscape/dist/cytoscape.min.js",)),
]


def synthetic_graph(*, nodes: int, edges: int, seed: int = 7) -> dict:
    """Preferential attachment (each new node links to `edges // nodes` earlier ones, chosen
    in proportion to their degree), topped up with uniform random edges to exactly `edges`.
    Positions are uniform in a disc of radius 1000, the same start for every library."""
    rng = random.Random(seed)
    per_node = max(1, edges // nodes)
    pairs: set[tuple[int, int]] = set()
    ends: list[int] = list(range(per_node + 1))  # a node appears once per edge end
    for new in range(per_node + 1, nodes):
        targets: set[int] = set()
        while len(targets) < per_node:
            targets.add(rng.choice(ends))
        for target in targets:
            pairs.add((target, new))
            ends += [target, new]
    while len(pairs) < edges:
        a, b = sorted(rng.sample(range(nodes), 2))
        pairs.add((a, b))
    positions = []
    for node in range(nodes):
        radius, angle = 1000 * rng.random() ** 0.5, rng.uniform(0, 2 * math.pi)
        positions.append({"id": node, "x": round(radius * math.cos(angle), 1), "y": round(radius * math.sin(angle), 1)})
    links = [{"source": a, "target": b} for a, b in sorted(pairs)[:edges]]
    return {"nodes": positions, "links": links}


def ensure_libraries() -> None:
    """npm ci the pinned candidates and bundle ForceAtlas2 (CommonJS only) once."""
    if not (PAGES_DIR / "node_modules").is_dir():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=PAGES_DIR, check=True)
    if not (PAGES_DIR / "build" / "fa2.min.js").is_file():
        subprocess.run(["npm", "run", "build"], cwd=PAGES_DIR, check=True)


@contextmanager
def pages_served(graph: dict) -> Iterator[str]:
    """The bench pages, their libraries and graph.json over HTTP on 127.0.0.1."""
    with tempfile.TemporaryDirectory(prefix="graph-bench-") as root:
        for entry in PAGES_DIR.iterdir():
            (Path(root) / entry.name).symlink_to(entry)
        (Path(root) / "graph.json").write_text(json.dumps(graph))
        handler = functools.partial(_QuietHandler, directory=root)
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}"
        finally:
            server.shutdown()
            server.server_close()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def chromium() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # driver.get returns at once; the page's own stages say how far it got.
    options.page_load_strategy = "none"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(DRIVER_TIMEOUT_S)
    driver.command_executor.client_config.timeout = DRIVER_TIMEOUT_S + 30
    return driver


class PageTimeout(Exception):
    pass


def wait_for_stage(driver: webdriver.Chrome, stage: str, *, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    now = "no answer (main thread busy)"
    while time.monotonic() < deadline:
        try:
            now = driver.execute_script("return window.bench ? window.bench.stage : 'loading'")
        except (ReadTimeoutError, SeleniumTimeout):
            continue  # the page's main thread was busy for DRIVER_TIMEOUT_S: ask again
        if now == stage:
            return
        if now == "failed":
            raise PageTimeout(driver.execute_script("return window.bench.error"))
        time.sleep(0.25)
    raise PageTimeout(f"still at stage {now!r} after {timeout:.0f} s or more")


def ink_share(png: bytes) -> float:
    """Share of pixels that are not (near) white: 0 means nothing was drawn."""
    image = Image.open(io.BytesIO(png)).convert("L")
    histogram = image.histogram()
    return 1 - sum(histogram[245:]) / (image.width * image.height)


def measure(candidate: Candidate, base_url: str, *, ticks: int, budget_s: float) -> dict:
    driver = chromium()
    load_before = os.getloadavg()[0]
    try:
        separator = "&" if "?" in candidate.page else "?"
        driver.get(f"{base_url}/{candidate.page}{separator}ticks={ticks}&budget_ms={int(budget_s * 1000)}")
        wait_for_stage(driver, "first-frame", timeout=180)
        first_png = driver.get_screenshot_as_png()
        driver.execute_script("window.bench.proceed()")
        wait_for_stage(driver, "done", timeout=budget_s + 120)
        end_png = driver.get_screenshot_as_png()
        result = driver.execute_script("return window.bench.result")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / f"{candidate.key}-first-frame.png").write_bytes(first_png)
        (SCREENSHOTS / f"{candidate.key}-end.png").write_bytes(end_png)
        result["ink"] = (ink_share(first_png), ink_share(end_png))
        result["load"] = (load_before, os.getloadavg()[0])
        result["console_errors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        return result
    except PageTimeout as error:
        return {"library": candidate.key, "error": str(error)}
    finally:
        driver.quit()


def bundle_sizes(candidate: Candidate) -> tuple[int, int]:
    raw = b"".join((PAGES_DIR / path.split("?")[0]).read_bytes() for path in candidate.bundles)
    return len(raw), len(gzip.compress(raw, compresslevel=9))


TABLE_HEADER = (
    "| library | draws with | bundle KB min/gz | first frame ms | layout: ticks in s (ms/tick, ended by) "
    "| frame ms during layout p50/p95 | pan frame ms p50/p95 | heap MB | ink first/end | load avg before/after |"
)


def table_row(candidate: Candidate, result: dict) -> str:
    size, gz = bundle_sizes(candidate)
    if "error" in result:
        return f"| {candidate.key} | failed: {result['error'][:300]} |"
    layout, pan = result["framesDuringLayout"], result["framesWhilePanning"]
    ticks = result["layoutTicks"]
    per_tick = f"{result['layoutMs'] / ticks:.0f}" if ticks else "?"
    return (
        f"| {result['library']} | {result['renderer']} | {size / 1024:.0f}/{gz / 1024:.0f} "
        f"| {result['firstFrameMs']:.0f} | {ticks} in {result['layoutMs'] / 1000:.1f} ({per_tick}, "
        f"{result['layoutEndedBy']}) | {layout['p50']:.0f}/{layout['p95']:.0f} "
        f"| {pan['p50']:.1f}/{pan['p95']:.1f} ({pan['frames']} frames) | {result['heapMB']:.0f} "
        f"| {result['ink'][0]:.1%}/{result['ink'][1]:.1%} | {result['load'][0]:.1f}/{result['load'][1]:.1f} |"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--edges", type=int, default=30_000)
    parser.add_argument("--ticks", type=int, default=300, help="layout iterations to time")
    parser.add_argument("--budget-s", type=float, default=90, help="stop a layout after this long")
    parser.add_argument("--only", default="", help="comma-separated keys: " + ", ".join(c.key for c in CANDIDATES))
    args = parser.parse_args(argv or [])
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        sys.exit("needs Debian's chromium and chromium-driver (apt-get install -y chromium chromium-driver)")
    ensure_libraries()
    wanted = {key for key in args.only.split(",") if key}
    graph = synthetic_graph(nodes=args.nodes, edges=args.edges)
    print(f"graph: {len(graph['nodes'])} nodes, {len(graph['links'])} edges; Chromium flags: {CHROMIUM_FLAGS}")
    rows = []
    with pages_served(graph) as base_url:
        for candidate in CANDIDATES:
            if wanted and candidate.key not in wanted:
                continue
            result = measure(candidate, base_url, ticks=args.ticks, budget_s=args.budget_s)
            rows.append(table_row(candidate, result))
            print(rows[-1], flush=True)
            for message in result.get("console_errors", []):
                print(f"  console error: {message[:300]}")
    print(TABLE_HEADER)
    print("|---" * (TABLE_HEADER.count("|") - 1) + "|")
    print("\n".join(rows))


if __name__ == "__main__":
    main(sys.argv[1:])
