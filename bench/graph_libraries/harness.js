// The measuring half of every bench page. A page defines an adapter for its library:
//   name, mount(data, container) -> Promise resolved on the first drawn frame,
//   layout(ticks, onTick, budgetMs) -> Promise resolved after `ticks` layout iterations
//   (or the layout's own end, or the budget), optionally afterLayout() to bring the graph
//   back into view, panBy(px) moves the view, renderer() says what draws.
// The Python side (bench_graph_libraries.py) polls window.bench.stage, screenshots at
// "first-frame" and "done", and calls window.bench.proceed() to go on.
"use strict";

window.bench = { stage: "loading", result: null, error: null, proceed: null };

// The next step starts in a task of its own, so the script that calls proceed() returns
// at once even when that step blocks the main thread for minutes.
function waitForProceed(stage) {
  return new Promise((resolve) => {
    window.bench.proceed = () => setTimeout(resolve, 0);
    window.bench.stage = stage;
  });
}

// requestAnimationFrame intervals while `phase` runs: the frame times a user would see.
async function framesDuring(phase) {
  const deltas = [];
  let running = true;
  let last = performance.now();
  const onFrame = (now) => {
    deltas.push(now - last);
    last = now;
    if (running) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  const value = await phase();
  running = false;
  return { value, deltas };
}

function summarize(deltas) {
  if (deltas.length === 0) return { frames: 0, p50: null, p95: null, max: null };
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { frames: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

// Pans one way for half the frames and back for the other half.
// Stops early after `budgetMs`: a renderer that needs seconds per frame has answered.
function panFrames(adapter, frames, px, budgetMs) {
  return new Promise((resolve) => {
    const start = performance.now();
    let done = 0;
    const step = () => {
      if (done >= frames || performance.now() - start > budgetMs) return resolve();
      adapter.panBy(done < frames / 2 ? px : -px);
      done += 1;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

// ?ticks=300&budget_ms=90000&pan_frames=120 (set by the Python side).
function optionsFromQuery() {
  const query = new URLSearchParams(location.search);
  const number = (name, fallback) => Number(query.get(name) || fallback);
  return {
    ticks: number("ticks", 300),
    layoutBudgetMs: number("budget_ms", 90000),
    panFrameCount: number("pan_frames", 120),
    panPx: 4,
  };
}

async function runBench(adapter) {
  const { ticks, layoutBudgetMs, panFrameCount, panPx } = optionsFromQuery();
  try {
    const data = await (await fetch("graph.json")).json();
    const container = document.getElementById("graph");
    const result = { library: adapter.name, nodes: data.nodes.length, edges: data.links.length };

    const mountStart = performance.now();
    await adapter.mount(data, container);
    result.firstFrameMs = performance.now() - mountStart;
    result.renderer = adapter.renderer();
    await waitForProceed("first-frame");

    let tickCount = 0;
    const layoutStart = performance.now();
    window.bench.stage = "layout";
    window.bench.progress = () => ({ ticks: tickCount, seconds: (performance.now() - layoutStart) / 1000 });
    const layout = await framesDuring(() =>
      adapter.layout(ticks, () => (tickCount += 1), layoutBudgetMs),
    );
    result.layoutMs = performance.now() - layoutStart;
    result.layoutTicks = tickCount;
    result.layoutEndedBy = layout.value;
    result.framesDuringLayout = summarize(layout.deltas);

    if (adapter.afterLayout) adapter.afterLayout();
    window.bench.stage = "panning";
    const pan = await framesDuring(() => panFrames(adapter, panFrameCount, panPx, 30000));
    result.framesWhilePanning = summarize(pan.deltas.slice(1));
    result.heapMB = performance.memory ? performance.memory.usedJSHeapSize / 1048576 : null;
    window.bench.result = result;
    window.bench.stage = "done";
  } catch (error) {
    window.bench.error = String(error && error.stack ? error.stack : error);
    window.bench.stage = "failed";
  }
}

// What a WebGL context really runs on: a GPU, or SwiftShader (software) in headless CI.
function webglRendererName(gl) {
  if (!gl) return "WebGL unavailable";
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  return "WebGL: " + (info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
}

// Resolves on the animation frame after `register` reports the library's first draw, so
// that every library is timed to the same point: its first frame handed to the compositor.
function firstFrame(register) {
  return new Promise((resolve) => {
    let seen = false;
    register(() => {
      if (seen) return;
      seen = true;
      requestAnimationFrame(() => resolve());
    });
  });
}
