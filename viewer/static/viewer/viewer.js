// MemoryViewer: one scope's graph drawn with force-graph, read through /v1/* with the
// session cookie (POSTs carry X-CSRFToken). Every value from data goes into the page with
// textContent or as a canvas label, never as HTML.
(function () {
  "use strict";

  const root = document.getElementById("mm-viewer");
  const SCOPE = root.dataset.scope;
  const CSRF = root.dataset.csrf;
  const API = root.dataset.api;
  const query = new URLSearchParams(location.search);
  // Nodes per page, most connected first (?nodes=N, 1..2000): the first page is all that is
  // drawn before the first frame; "Load more" brings the next.
  const PAGE_NODES = Math.min(2000, Math.max(1, Number(query.get("nodes")) || 500));
  // Above this many nodes force-graph's own picking (a hidden canvas repainted with every
  // node and link) and the arrows cost more than a frame: we pick the nearest node ourselves.
  const LARGE = 1500;
  const TABLE_PAGE = 50;
  // Label density gates: both must pass for names to be drawn.
  const LABEL_MAX_NODES_IN_VIEW = 60;
  const LABEL_MIN_ZOOM = 1.5;
  // Kenneth Kelly's colours of maximum contrast (less white and black), most distinct first.
  // A scope's types take them in the order the server lists its types (first appearance),
  // so a type keeps its colour in every view of the scope and no two types share one while
  // the palette lasts; types beyond it reuse a colour with a ring, and the legend names them.
  const PALETTE = ["#0067a5", "#f38400", "#008856", "#be0032", "#875692", "#f3c300", "#a1caf1", "#882d17",
    "#8db600", "#e68fac", "#654522", "#848482", "#f99379", "#604e97", "#dcd300", "#2b3d26"];
  // A scope above this many nodes opens on its overview (communities computed on the server)
  // unless ?overview=0; ?overview=1 asks for it at any size.
  const OVERVIEW_MIN_NODES = 2000;

  const nodes = new Map(); // name -> {id, type, metadata}
  const links = new Map(); // "from\u0000type\u0000to" -> {source, target, type, weight}
  const records = { nodes: [], edges: [] }; // as the API returned them
  let cursor = null;
  let totalNodes = null;
  let generation = 0; // bumped by a reload (as_of changed): replies of an older one are dropped
  let large = false;
  let firstFrameAt = null;
  let nodeTypeFilter = query.get("type") || "";
  // ?type=T (the SchemaManager's link): only T's nodes are read, ranked among themselves.
  let serverTypes = nodeTypeFilter ? [nodeTypeFilter] : null;
  let edgeTypeFilter = "";
  let nodesInView = 0;
  let selected = null;
  let tableSort = { key: "name", dir: 1 };
  let tablePage = 0;
  let fitPending = true; // fit the whole graph into view once the layout settles (and the graph is shown)
  let loading = true;
  let settling = false; // the layout is moving nodes
  // "overview": a big scope's communities drawn as clusters; "cluster": one community's nodes
  // (read_graph_ranked with `community`, as_of applies); "nodes": the scope's ranked pages.
  let mode = "nodes";
  let overview = null; // the graph_communities reply
  let community = null; // the opened cluster's id
  let citationRequest = 0; // only the latest recall fills the citations list
  const typeIndex = new Map(); // type -> its place in the scope's type list
  const path = { start: null, nodes: new Set(), links: new Set() }; // the highlighted shortest path
  const highlighted = new Set(); // names found in a pasted text

  function learnTypes(types) { (types || []).forEach((type) => typeIndex.has(type) || typeIndex.set(type, typeIndex.size)); }
  // A type the server did not list (written after the page loaded) takes the next place.
  function typePlace(type) { learnTypes([type || ""]); return typeIndex.get(type || ""); }
  function colour(type) { return PALETTE[typePlace(type) % PALETTE.length]; }
  const beyondPalette = (type) => typePlace(type) >= PALETTE.length;
  const isCluster = (node) => node.cluster !== undefined;
  const linkKey = (from, type, to) => [from, type, to].join("\u0000");
  const endName = (end) => (typeof end === "object" ? end.id : end);

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function status(text) { document.getElementById("mm-status").textContent = text; }
  function asOf() { return document.getElementById("mm-as-of").value; }
  function dated(body) { return asOf() ? Object.assign({ as_of: asOf() }, body) : body; }

  async function post(path, body) {
    const response = await fetch(API + path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRFToken": CSRF },
      body: JSON.stringify(Object.assign({ scope: SCOPE }, body)),
    });
    const data = await response.json();
    if (!response.ok) throw new Error((data && data.detail) || response.statusText);
    return data;
  }

  // --- merging records into the view ----------------------------------------------------
  function addNode(record) {
    const name = typeof record === "string" ? record : record.name;
    const known = nodes.get(name);
    if (known) {
      if (typeof record !== "string") {
        if (record.nodeType) known.type = record.nodeType;
        if (record.metadata) known.metadata = record.metadata;
        if (record.degree !== undefined) known.degree = record.degree;
      }
      return known;
    }
    const node = typeof record === "string" ? { id: name, type: "", metadata: [] }
      : { id: name, type: record.nodeType || "", metadata: record.metadata || [], degree: record.degree };
    nodes.set(name, node);
    return node;
  }
  function addEdge(record) {
    const key = linkKey(record.from, record.edgeType, record.to);
    if (links.has(key)) return;
    addNode(record.from);
    addNode(record.to);
    links.set(key, { key, source: record.from, target: record.to, type: record.edgeType, weight: record.weight });
  }
  function merge(reply) {
    (reply.nodes || []).forEach((record) => { records.nodes.push(record); addNode(record); });
    (reply.edges || []).forEach((record) => { records.edges.push(record); addEdge(record); });
    refresh();
  }

  // --- the graph ---------------------------------------------------------------------------
  const container = document.getElementById("mm-graph");
  const ink = () => getComputedStyle(document.body).getPropertyValue("--body-fg").trim() || "#333";
  const PATH_COLOUR = "#d62728";
  const HIGHLIGHT_COLOUR = "#ff9f1c";
  // While a text's names or a path are highlighted, every other node is drawn faint.
  const emphasis = () => highlighted.size > 0 || path.nodes.size > 0;
  const standsOut = (node) => highlighted.has(node.id) || path.nodes.has(node.id);
  const ofType = (node) => !nodeTypeFilter || (node.type || "").toLowerCase() === nodeTypeFilter.toLowerCase();
  const graph = new ForceGraph(container)
    .nodeId("id")
    .nodeColor((node) => colour(node.type) + (emphasis() && !standsOut(node) ? "40" : ""))
    .nodeVal(nodeValue)
    .nodeRelSize(4)
    .linkColor((link) => (path.links.has(link.key) ? PATH_COLOUR : emphasis() || mode === "overview"
      ? "rgba(128,128,128,0.2)" : "rgba(128,128,128,0.45)"))
    .linkWidth((link) => (path.links.has(link.key) ? 3 : mode === "overview" ? 0.5 + Math.log10(link.weight || 1) : 1))
    .linkDirectionalArrowLength((link) => (mode === "overview" ? 0 : 3))
    .linkDirectionalArrowRelPos(1)
    .nodeVisibility((node) => ofType(node) || standsOut(node))
    .linkVisibility((link) => path.links.has(link.key) || ((!edgeTypeFilter || link.type === edgeTypeFilter)
      && ofType(link.source) && ofType(link.target)))
    .onRenderFramePre(countNodesInView)
    .onRenderFramePost(() => {
      // An overview is laid out before its first frame (warmupTicks): fitted at once.
      if (mode === "overview" && fitPending && nodes.size) fit(0);
      if (firstFrameAt === null && nodes.size) { firstFrameAt = performance.now(); window.mmViewer.firstFrameMs = firstFrameAt; }
    })
    .nodeCanvasObjectMode(() => "after")
    .nodeCanvasObject(drawMarks)
    .onNodeClick((node, event) => (isCluster(node) ? openCluster(node.cluster) : nodeClicked(node.id, event)))
    .cooldownTicks(200)
    .onEngineStop(() => { settling = false; if (fitPending) fit(400); });
  // Clusters are big discs: links as long as their radii, and a push that grows with size.
  graph.d3Force("link").distance((link) => (mode === "overview" ? radius(link.source) + radius(link.target) + 30 : 30));
  graph.d3Force("charge").strength((node) => (isCluster(node) ? -60 - 4 * node.size : -30));
  // Between clusters nearly everything is linked: weak links, and discs that never overlap.
  const linkStrength = graph.d3Force("link").strength();
  graph.d3Force("link").strength((link, i, all) => (mode === "overview" ? 0.02 : linkStrength(link, i, all)));
  graph.d3Force("collide", separateClusters());
  // force-graph puts nodeLabel into its hover tooltip as HTML: hand it the text escaped.
  const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
  graph.nodeLabel((node) => escapeHtml(isCluster(node) ? clusterTitle(node)
    : node.id + (node.type ? " (" + node.type + ")" : "")));
  graph.linkLabel((link) => escapeHtml(link.type));
  const redraw = () => graph.nodeColor(graph.nodeColor()); // accessors re-read: one repaint

  // A d3 force: overlapping cluster discs are pushed apart along the line between them.
  function separateClusters() {
    let shown = [];
    function force() {
      if (mode !== "overview") return;
      for (let i = 0; i < shown.length; i++) {
        for (let j = i + 1; j < shown.length; j++) {
          const a = shown[i], b = shown[j];
          const dx = b.x - a.x || 0.01, dy = b.y - a.y, distance = Math.hypot(dx, dy);
          const least = radius(a) + radius(b) + 12;
          if (distance >= least) continue;
          const push = ((least - distance) / distance) * 0.5;
          a.x -= dx * push; a.y -= dy * push; b.x += dx * push; b.y += dy * push;
        }
      }
    }
    force.initialize = (all) => { shown = all; };
    return force;
  }

  function nodeValue(node) {
    return isCluster(node) ? Math.max(2, node.size) : 1 + Math.min(8, Math.sqrt(node.degree || 0));
  }
  // force-graph's own radius for a node: sqrt(val) * relSize.
  const radius = (node) => Math.sqrt(nodeValue(node)) * graph.nodeRelSize();
  function clusterTitle(node) {
    const types = node.types.map((t) => (t.type || "(no type)") + " " + t.count).join(", ");
    return node.label + " and " + (node.size - 1) + " more (" + types + ")";
  }

  // --- fit to view -------------------------------------------------------------------------------
  // The shown nodes' extent, with the outermost 1 % on each side left out past 1,000 nodes
  // (a few stray nodes must not shrink the rest to a blob), into the canvas less a margin.
  // A hidden graph (another tab) is fitted when it is shown again.
  function fit(ms) {
    const width = container.clientWidth, height = container.clientHeight;
    if (!width || !height) { fitPending = true; return; }
    const visible = graph.nodeVisibility();
    const shown = Array.from(nodes.values()).filter((node) => node.x !== undefined && visible(node));
    if (!shown.length) return;
    fitPending = settling; // fitted again once the layout has settled
    const trim = shown.length > 1000 ? Math.floor(shown.length * 0.01) : 0;
    const low = (values) => values.sort((a, b) => a - b)[trim];
    const high = (values) => values.sort((a, b) => b - a)[trim];
    const x0 = low(shown.map((n) => n.x - radius(n))), x1 = high(shown.map((n) => n.x + radius(n)));
    const y0 = low(shown.map((n) => n.y - radius(n))), y1 = high(shown.map((n) => n.y + radius(n)));
    const margin = 30;
    const zoom = Math.min((width - 2 * margin) / Math.max(1, x1 - x0), (height - 2 * margin) / Math.max(1, y1 - y0));
    graph.centerAt((x0 + x1) / 2, (y0 + y1) / 2, ms);
    graph.zoom(Math.max(0.02, Math.min(4, zoom)), ms);
  }
  // How many of the shown nodes are inside the canvas (the browser tests' measure of a fit).
  function shownInView() {
    const width = container.clientWidth, height = container.clientHeight, visible = graph.nodeVisibility();
    let inside = 0, shown = 0;
    nodes.forEach((node) => {
      if (!visible(node) || node.x === undefined) return;
      shown++;
      const at = graph.graph2ScreenCoords(node.x, node.y);
      if (at.x >= 0 && at.x <= width && at.y >= 0 && at.y <= height) inside++;
    });
    return { shown, inside };
  }

  function countNodesInView(ctx, globalScale) {
    const width = container.clientWidth, height = container.clientHeight;
    const a = graph.screen2GraphCoords(0, 0), b = graph.screen2GraphCoords(width, height);
    let count = 0;
    for (const node of nodes.values()) {
      if (node.x >= a.x && node.x <= b.x && node.y >= a.y && node.y <= b.y) count++;
    }
    nodesInView = count;
  }
  function drawMarks(node, ctx, globalScale) {
    if (isCluster(node)) { drawClusterLabel(node, ctx, globalScale); return; }
    if (beyondPalette(node.type)) {
      ctx.beginPath();
      ctx.arc(node.x, node.y, radius(node) + 1 / globalScale, 0, 2 * Math.PI);
      ctx.lineWidth = 1.5 / globalScale;
      ctx.strokeStyle = ink();
      ctx.stroke();
    }
    if (standsOut(node)) {
      const radius = Math.sqrt(1 + Math.min(8, Math.sqrt(node.degree || 0))) * 4 + 2 / globalScale;
      ctx.beginPath();
      ctx.arc(node.x, node.y, radius, 0, 2 * Math.PI);
      ctx.lineWidth = 2.5 / globalScale;
      ctx.strokeStyle = path.nodes.has(node.id) ? PATH_COLOUR : HIGHLIGHT_COLOUR;
      ctx.stroke();
    }
    const labelled = standsOut(node) ? globalScale >= LABEL_MIN_ZOOM / 2
      : globalScale >= LABEL_MIN_ZOOM && nodesInView <= LABEL_MAX_NODES_IN_VIEW;
    if (!labelled) return;
    const size = 12 / globalScale;
    ctx.font = size + "px sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.fillStyle = ink();
    ctx.fillText(node.id, node.x, node.y + 5);
  }

  // A cluster's name and size, always shown: there are few of them.
  function drawClusterLabel(node, ctx, globalScale) {
    const size = 12 / globalScale;
    ctx.font = size + "px sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.fillStyle = ink();
    ctx.fillText(node.label + " +" + (node.size - 1), node.x, node.y + radius(node) + 2 / globalScale);
  }

  function resize() { graph.width(container.clientWidth).height(container.clientHeight); }
  // The panel opening or the window changing size resizes the canvas with its box.
  new ResizeObserver(() => { if (container.clientWidth) resize(); }).observe(container);

  // At size: no force-graph picking and no arrows; clicks pick the nearest node here.
  function fitToSize() {
    const now = nodes.size > LARGE;
    if (now === large) return;
    large = now;
    graph.enablePointerInteraction(!large).linkDirectionalArrowLength(large ? 0 : 3)
      .cooldownTicks(large ? 40 : 200).cooldownTime(large ? 4000 : 15000);
  }
  let pressedAt = null;
  container.addEventListener("pointerdown", (event) => { pressedAt = [event.clientX, event.clientY]; });
  container.addEventListener("click", (event) => {
    const moved = pressedAt && Math.hypot(event.clientX - pressedAt[0], event.clientY - pressedAt[1]) > 4;
    if (!large || moved) return; // a drag that panned is not a click
    const box = container.getBoundingClientRect();
    const best = nodeAt(graph.screen2GraphCoords(event.clientX - box.left, event.clientY - box.top));
    if (best) nodeClicked(best.id, event);
  });

  // The node whose disc holds the point, the one hit nearest its own centre first: a hub's
  // small neighbours overlapping its edge do not steal a click on the hub (relative to each
  // disc's radius), and a point just off a small node (3 px) still picks it.
  function nodeAt(at) {
    const slack = 3 / graph.zoom(), visible = graph.nodeVisibility();
    let best = null, bestShare = Infinity;
    for (const node of nodes.values()) {
      const reach = radius(node) + slack;
      const distance = Math.hypot(node.x - at.x, node.y - at.y);
      if (distance <= reach && distance / reach < bestShare && visible(node)) { best = node; bestShare = distance / reach; }
    }
    return best;
  }

  function nodeClicked(name, event) {
    if (event && event.shiftKey) pickPathEnd(name);
    else openNode(name);
  }

  // A node paged in next to one already drawn starts beside it, so the layout has little
  // left to do (at 10,000 nodes each layout tick costs the page a frame or more).
  function placeNewNodes() {
    links.forEach((link) => {
      const a = nodes.get(endName(link.source)), b = nodes.get(endName(link.target));
      if (a.x === undefined && b.x !== undefined) besides(a, b);
      else if (b.x === undefined && a.x !== undefined) besides(b, a);
    });
  }
  function besides(node, anchor) {
    node.x = anchor.x + (Math.random() - 0.5) * 30;
    node.y = anchor.y + (Math.random() - 0.5) * 30;
  }

  function refresh() {
    fitToSize();
    placeNewNodes();
    // The few clusters of an overview are laid out before the first frame is drawn.
    graph.warmupTicks(mode === "overview" ? 150 : 0).cooldownTicks(mode === "overview" ? 60 : large ? 40 : 200);
    graph.graphData({ nodes: Array.from(nodes.values()), links: Array.from(links.values()) });
    settling = true;
    const types = mode === "overview" ? overview.nodeTypes : Array.from(nodes.values()).map((n) => n.type);
    fillTypeSelect("mm-node-type", types, nodeTypeFilter);
    fillTypeSelect("mm-edge-type", Array.from(links.values()).map((l) => l.type), edgeTypeFilter);
    drawLegend();
    renderTable();
    if (!document.getElementById("mm-view-json").hidden) renderJson();
    status(describeView());
    document.getElementById("mm-load-more").disabled = !cursor;
    document.getElementById("mm-overview").classList.toggle("mm-unseen", !overview || mode === "overview");
    showEmptyState();
  }

  function describeView() {
    const when = asOf() ? " as of " + asOf() : "";
    if (mode === "overview") {
      return "Overview: " + overview.total.nodes + " nodes in " + overview.communities.length
        + " clusters (click one to open it; the date applies inside a cluster)";
    }
    const of = totalNodes !== null && totalNodes > nodes.size ? " of " + totalNodes : "";
    const where = mode === "cluster" ? " in the cluster of " + clusterLabel(community) : "";
    return nodes.size + of + " nodes, " + links.size + " edges" + where + when;
  }
  function clusterLabel(id) {
    const found = overview && overview.communities.find((c) => c.id === id);
    return found ? found.label : "#" + id;
  }

  // Words instead of a blank canvas: nothing known at that date, an empty scope or cluster,
  // or a filter that leaves no node.
  function showEmptyState() {
    const box = document.getElementById("mm-empty");
    let text = "";
    if (!loading && nodes.size === 0) {
      const where = mode === "cluster" ? "the cluster of " + clusterLabel(community) : "this scope";
      if (asOf()) text = "Nothing in " + where + " was known as of " + asOf() + ". Move the date later, or press Now.";
      else if (serverTypes) text = "No node of type " + serverTypes[0] + " in " + where + ".";
      else text = mode === "cluster" ? "This cluster holds no node now." : "This scope holds no nodes yet: "
        + "what agents remember here (remember, add_nodes) will appear as a graph.";
    } else if (nodes.size && !Array.from(nodes.values()).some(graph.nodeVisibility())) {
      text = "No node of type " + nodeTypeFilter + " is loaded.";
    }
    box.textContent = text;
    box.hidden = !text;
    document.getElementById("mm-legend-box").classList.toggle("mm-unseen", nodes.size === 0);
  }

  function fillTypeSelect(id, types, current) {
    const select = document.getElementById(id);
    const distinct = Array.from(new Set(types.filter(Boolean).concat(current ? [current] : []))).sort();
    select.replaceChildren(el("option", "all"));
    select.firstChild.value = "";
    distinct.forEach((type) => { const option = el("option", type); option.value = type; select.appendChild(option); });
    select.value = current;
  }

  function drawLegend() {
    const legend = document.getElementById("mm-legend");
    const shown = Array.from(new Set(Array.from(nodes.values()).map((n) => n.type || "")));
    shown.sort((a, b) => typePlace(a) - typePlace(b));
    legend.replaceChildren();
    shown.forEach((type) => {
      const item = el("li");
      const swatch = el("span", null, "mm-swatch" + (beyondPalette(type) ? " mm-ringed" : ""));
      swatch.style.background = colour(type);
      item.append(swatch, el("span", type || "(no type)"));
      legend.appendChild(item);
    });
  }

  // --- loading ------------------------------------------------------------------------------
  // Pages of read_graph_ranked: the most connected nodes first, each page with the edges that
  // link it to what is already loaded.
  async function loadPage() {
    const mine = generation;
    const body = Object.assign({ limit: PAGE_NODES }, cursor ? { cursor } : {},
      serverTypes ? { nodeTypes: serverTypes } : {}, mode === "cluster" ? { community } : {});
    const reply = await post("graph/read_graph_ranked", dated(body));
    if (mine !== generation) return;
    cursor = reply.nextCursor;
    totalNodes = reply.total.nodes;
    loading = false;
    merge(reply);
  }

  // The clusters of a big scope: one disc per community, sized by its nodes, coloured by its
  // commonest type, joined by the edges between communities.
  function drawOverview() {
    overview.communities.forEach((c) => {
      const type = c.types.length ? c.types[0].type : "";
      nodes.set("cluster " + c.id, { id: "cluster " + c.id, cluster: c.id, size: c.size, label: c.label, types: c.types, type, metadata: [] });
    });
    overview.links.forEach((l) => {
      const key = linkKey(l.from, "", l.to);
      links.set(key, { key, source: "cluster " + l.from, target: "cluster " + l.to, type: "", weight: l.count });
    });
    records.communities = overview.communities;
    records.links = overview.links;
    loading = false;
    refresh();
  }

  function wantsOverview(reply) {
    const asked = query.get("overview");
    if (asked === "0" || serverTypes || reply.communities.length < 2) return false;
    return asked === "1" || reply.total.nodes > OVERVIEW_MIN_NODES;
  }

  async function openCluster(id) {
    mode = "cluster";
    community = id;
    selected = null;
    document.getElementById("mm-panel").hidden = true;
    await reload();
  }

  function backToOverview() {
    mode = "overview";
    community = null;
    serverTypes = null;
    nodeTypeFilter = "";
    reload();
  }

  // The first call: the scope's type list (for colours) and, for a big scope, its overview.
  async function start() {
    const reply = await post("graph/graph_communities", {});
    learnTypes(reply.nodeTypes);
    if (wantsOverview(reply)) {
      overview = reply;
      mode = "overview";
      drawOverview();
    } else {
      if (reply.communities.length > 1) overview = reply;
      await loadPage();
    }
  }

  // as_of changed: the graph is read again as it was known then.
  async function reload() {
    generation += 1;
    nodes.clear();
    links.clear();
    records.nodes = [];
    records.edges = [];
    delete records.communities;
    delete records.links;
    cursor = null;
    totalNodes = null;
    fitPending = true;
    loading = true;
    clearPath();
    window.mmViewer.ready = false;
    try {
      if (mode === "overview") drawOverview();
      else await loadPage();
      if (selected) openNode(selected);
      window.mmViewer.ready = true;
    } catch (error) {
      status("load failed: " + error.message);
    }
  }

  // --- the side panel -----------------------------------------------------------------------
  function focusNode(name) {
    const node = nodes.get(name);
    if (node && node.x !== undefined) { fitPending = false; graph.centerAt(node.x, node.y, 400); graph.zoom(3, 400); }
  }

  async function openNode(name) {
    const node = nodes.get(name) || addNode(name);
    selected = name;
    document.getElementById("mm-panel").hidden = false;
    document.getElementById("mm-node-name").textContent = name;
    const badge = document.getElementById("mm-node-type-badge");
    badge.textContent = node.type || "(no type)";
    badge.style.background = colour(node.type);
    const meta = document.getElementById("mm-node-meta");
    meta.replaceChildren();
    (node.metadata || []).forEach((line) => meta.appendChild(el("dd", line)));
    if (!(node.metadata || []).length) meta.appendChild(el("dd", "none", "mm-muted"));
    const edges = document.getElementById("mm-node-edges");
    edges.replaceChildren();
    links.forEach((link) => {
      const from = endName(link.source), to = endName(link.target);
      if (from !== name && to !== name) return;
      const text = from === name ? "→ " + link.type + " → " + to : "← " + link.type + " ← " + from;
      edges.appendChild(el("li", text + (link.weight !== undefined ? "  (weight " + link.weight + ")" : "")));
    });
    if (!edges.childNodes.length) edges.appendChild(el("li", "none loaded", "mm-muted"));
    showPathControls();
    await showCitations(name);
  }

  async function showCitations(name) {
    const list = document.getElementById("mm-node-citations");
    const mine = ++citationRequest; // two opens in a row: only the last one's answer is listed
    list.replaceChildren(el("li", "loading…", "mm-muted"));
    let reply;
    try {
      reply = await post("memory/recall", dated({ subject: name, compact: false }));
    } catch (error) {
      if (mine === citationRequest) list.replaceChildren(el("li", "recall failed: " + error.message, "mm-muted"));
      return;
    }
    if (mine !== citationRequest || selected !== name) return;
    list.replaceChildren();
    const quoted = new Set();
    (reply.facts || []).forEach((fact) => {
      const item = el("li", null, "mm-citation");
      item.appendChild(el("strong", fact.subject + " " + fact.relation + " " + fact.object));
      const cite = fact.citation || {};
      if (cite.span && cite.span.text) {
        item.appendChild(el("span", "“" + cite.span.text + "”", "mm-quote"));
        quoted.add(cite.span.text.trim());
      }
      item.appendChild(el("span", describeSource(cite.source, fact.source_date || fact.recorded_at), "mm-muted"));
      list.appendChild(item);
    });
    // A passage holding a sentence a fact above already quotes is not listed again.
    const alreadyQuoted = (text) => Array.from(quoted).some((span) => String(text).includes(span));
    (reply.passages || []).filter((passage) => !alreadyQuoted(passage.text)).forEach((passage) => {
      const item = el("li", null, "mm-citation");
      item.appendChild(el("span", "“" + passage.text + "”", "mm-quote"));
      const cite = passage.citation || {};
      item.appendChild(el("span", describeSource(cite.source, passage.source_date), "mm-muted"));
      list.appendChild(item);
    });
    if (!list.childNodes.length) list.appendChild(el("li", "no facts or passages", "mm-muted"));
  }

  function describeSource(source, date) {
    const parts = [];
    if (source) parts.push(source.name || source.kind);
    if (date) parts.push(String(date).slice(0, 10));
    return " — " + (parts.join(", ") || "no source");
  }

  async function expand() {
    if (!selected) return;
    const hops = Number(document.getElementById("mm-hops").value);
    const reply = await post("graph/neighborhood", dated({ name: selected, hops, limit: 200, withMetadata: true }));
    merge(reply);
    openNode(selected);
  }

  // Nodes named by a reply but not loaded yet: their types, so they get their colour.
  async function typeUnknown(names) {
    const missing = names.filter((name) => !nodes.has(name) || !nodes.get(name).type);
    if (!missing.length) return;
    const reply = await post("graph/open_nodes", { names: missing.slice(0, 100) });
    (reply.nodes || []).forEach((record) => addNode(record));
  }

  // --- shortest path --------------------------------------------------------------------------
  function pathStatus(text) { document.getElementById("mm-path-status").textContent = text; }

  function showPathControls() {
    const to = document.getElementById("mm-path-to");
    to.disabled = !path.start || !selected || path.start === selected;
    to.textContent = path.start && path.start !== selected ? "Path from " + path.start + " to here" : "Path to here";
  }

  function setPathStart(name) {
    path.start = name;
    pathStatus("From " + name + ": shift-click the other end, or open it and press “Path … to here”.");
    showPathControls();
  }

  function pickPathEnd(name) {
    if (!path.start || path.start === name) {
      setPathStart(name);
      if (selected !== name) openNode(name);
    } else {
      findPath(path.start, name);
    }
  }

  function clearPath() {
    path.start = null;
    path.nodes.clear();
    path.links.clear();
    document.getElementById("mm-path-list").replaceChildren();
    pathStatus("Shift-click two nodes, or start a path here and open another node.");
    showPathControls();
    redraw();
  }

  async function findPath(from, to) {
    pathStatus("looking for a path from " + from + " to " + to + "…");
    let reply;
    try {
      reply = await post("graph/shortest_path", dated({ from, to, maxHops: 6 }));
    } catch (error) {
      pathStatus("shortest path failed: " + error.message);
      return;
    }
    path.nodes.clear();
    path.links.clear();
    const list = document.getElementById("mm-path-list");
    list.replaceChildren();
    if (!reply.found) {
      pathStatus("No path from " + reply.from + " to " + reply.to + ": " + reply.detail + ".");
      redraw();
      return;
    }
    (reply.edges || []).forEach((edge) => { addEdge(edge); path.links.add(linkKey(edge.from, edge.edgeType, edge.to)); });
    reply.path.forEach((name) => { addNode(name); path.nodes.add(name); });
    await typeUnknown(reply.path);
    reply.path.forEach((name, i) => {
      const item = el("li");
      const button = el("button", name, "mm-link");
      button.type = "button";
      button.addEventListener("click", () => { focusNode(name); openNode(name); });
      item.appendChild(button);
      const edge = reply.edges[i];
      if (edge) item.appendChild(el("span", edge.from === name ? "  —" + edge.edgeType + "→" : "  ←" + edge.edgeType + "—", "mm-muted"));
      list.appendChild(item);
    });
    pathStatus(reply.from + " to " + reply.to + ": " + reply.length + (reply.length === 1 ? " edge" : " edges"));
    refresh();
  }

  // --- highlighting the entities a text names -------------------------------------------------
  async function highlightText() {
    const text = document.getElementById("mm-extract-text").value;
    const note = document.getElementById("mm-extract-status");
    if (!text.trim()) { note.textContent = "paste a text first"; return; }
    note.textContent = "looking…";
    let reply;
    try {
      reply = await post("graph/extract_entities", { text });
    } catch (error) {
      note.textContent = "failed: " + error.message;
      return;
    }
    highlighted.clear();
    const list = document.getElementById("mm-extract-list");
    list.replaceChildren();
    (reply.entities || []).forEach((entity) => {
      highlighted.add(entity.name);
      addNode(entity);
      const item = el("li");
      const button = el("button", entity.name, "mm-chip");
      button.type = "button";
      button.style.borderColor = colour(entity.nodeType);
      button.title = entity.nodeType || "";
      button.addEventListener("click", () => { showView("graph"); focusNode(entity.name); openNode(entity.name); });
      item.appendChild(button);
      list.appendChild(item);
    });
    const shown = (reply.entities || []).length;
    note.textContent = shown ? reply.count + (reply.count === 1 ? " stored entity" : " stored entities") + " named"
      + (reply.count > shown ? " (first " + shown + " listed)" : "") : "no stored entity is named in this text";
    refresh();
  }

  function clearHighlight() {
    highlighted.clear();
    document.getElementById("mm-extract-list").replaceChildren();
    document.getElementById("mm-extract-status").textContent = "";
    redraw();
  }

  // --- time ---------------------------------------------------------------------------------
  const DAY_MS = 86400000;
  function isoDay(ms) { return new Date(ms).toISOString().slice(0, 10); }
  function sliderMoved(event) {
    const days = Number(event.target.value);
    document.getElementById("mm-as-of").value = days === 0 ? "" : isoDay(Date.now() + days * DAY_MS);
  }
  function dateChanged() {
    const value = asOf();
    const days = value ? Math.round((Date.parse(value) - Date.parse(isoDay(Date.now()))) / DAY_MS) : 0;
    document.getElementById("mm-as-of-slider").value = String(Math.max(-730, Math.min(0, days)));
    reload();
  }

  // --- search, filters, views ------------------------------------------------------------
  async function search(event) {
    event.preventDefault();
    const text = document.getElementById("mm-search").value.trim();
    if (!text) return;
    const reply = await post("graph/search_nodes", { query: text, limit: 50 });
    const first = (reply.nodes || [])[0];
    if (!first) { status("No node matches “" + text + "”."); return; }
    if (mode === "overview") leaveOverview();
    merge(reply);
    status((reply.nodes || []).length + " matches for “" + text + "”");
    if (first) { showView("graph"); setTimeout(() => focusNode(first.name), 300); openNode(first.name); }
  }

  // Search and node clicks work on nodes, not clusters: the clusters make way.
  function leaveOverview() {
    mode = "nodes";
    nodes.clear();
    links.clear();
    delete records.communities;
    delete records.links;
  }

  function showView(name) {
    document.querySelectorAll(".mm-tab").forEach((tab) => {
      tab.classList.toggle("mm-active", tab.dataset.view === name);
      tab.setAttribute("aria-pressed", String(tab.dataset.view === name));
    });
    document.querySelectorAll(".mm-view").forEach((view) => { view.hidden = view.id !== "mm-view-" + name; });
    if (name === "graph") { resize(); fit(0); }
    if (name === "json") renderJson();
    if (name === "stats") loadStats();
  }

  // Rendered only while shown: at 10,000 nodes the text is megabytes.
  function renderJson() { document.getElementById("mm-json").textContent = JSON.stringify(records, null, 2); }

  function degrees() {
    const count = new Map();
    links.forEach((link) => {
      [endName(link.source), endName(link.target)].forEach((name) => count.set(name, (count.get(name) || 0) + 1));
    });
    return count;
  }

  function renderTable() {
    const count = degrees();
    const rows = Array.from(nodes.values())
      .filter(ofType)
      .map((node) => ({ name: isCluster(node) ? clusterTitle(node) : node.id, type: node.type,
        degree: isCluster(node) ? node.size : count.get(node.id) || 0, node }));
    rows.sort((a, b) => (a[tableSort.key] > b[tableSort.key] ? 1 : a[tableSort.key] < b[tableSort.key] ? -1 : 0) * tableSort.dir);
    const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE));
    tablePage = Math.min(tablePage, pages - 1);
    const body = document.querySelector("#mm-table tbody");
    body.replaceChildren();
    rows.slice(tablePage * TABLE_PAGE, (tablePage + 1) * TABLE_PAGE).forEach((row) => {
      const tr = el("tr", null, "mm-row");
      tr.append(el("td", row.name), el("td", row.type), el("td", row.degree));
      tr.addEventListener("click", () => {
        if (isCluster(row.node)) { showView("graph"); openCluster(row.node.cluster); return; }
        showView("graph"); focusNode(row.name); openNode(row.name);
      });
      body.appendChild(tr);
    });
    document.getElementById("mm-page").textContent = "page " + (tablePage + 1) + " of " + pages;
    document.querySelectorAll("#mm-table th[data-sort]").forEach((th) => {
      const sorted = th.dataset.sort === tableSort.key;
      th.setAttribute("aria-sort", sorted ? (tableSort.dir > 0 ? "ascending" : "descending") : "none");
    });
  }

  async function loadStats() {
    const target = document.getElementById("mm-stats");
    target.replaceChildren(el("p", "loading…", "mm-muted"));
    const response = await fetch(API + "memory/status?scope=" + encodeURIComponent(SCOPE), { credentials: "same-origin" });
    const ontology = (await response.json()).ontology || {};
    target.replaceChildren();
    const summary = [["Nodes", ontology.entities], ["Edges (current facts)", ontology.facts],
      ["Passages", ontology.passages]];
    const coverage = ontology.meaning_coverage;
    if (coverage) summary.push(["Meaning coverage", coverage.embedded + " of " + coverage.passages + " passages embedded"]);
    target.appendChild(statsTable("Scope", ["", "count"], summary));
    target.appendChild(statsTable("Nodes per type", ["type", "count"],
      (ontology.entity_types || []).map((t) => [t.type, t.count])));
    target.appendChild(statsTable("Edges per type", ["type", "count"],
      (ontology.relations || []).map((t) => [t.type, t.count])));
  }

  function statsTable(title, heads, rows) {
    const section = el("section");
    section.appendChild(el("h3", title));
    const table = el("table", null, "mm-table");
    const head = el("tr");
    heads.forEach((h) => head.appendChild(el("th", h)));
    table.appendChild(head);
    rows.forEach((row) => {
      const tr = el("tr");
      row.forEach((cell) => tr.appendChild(el("td", cell === undefined ? "" : cell)));
      table.appendChild(tr);
    });
    section.appendChild(table);
    return section;
  }

  // --- wiring ---------------------------------------------------------------------------------
  const on = (id, type, handler) => document.getElementById(id).addEventListener(type, handler);
  on("mm-search-form", "submit", search);
  on("mm-node-type", "change", (event) => {
    nodeTypeFilter = event.target.value; tablePage = 0;
    // In a big scope's overview a type is read from the server, ranked among itself.
    if (mode === "overview" && nodeTypeFilter) { mode = "nodes"; serverTypes = [nodeTypeFilter]; reload(); return; }
    if (serverTypes) {
      serverTypes = nodeTypeFilter ? [nodeTypeFilter] : null;
      if (!serverTypes && overview && mode === "nodes") mode = "overview";
      reload();
      return;
    }
    graph.nodeVisibility(graph.nodeVisibility()); renderTable(); showEmptyState(); fit(400);
  });
  on("mm-edge-type", "change", (event) => {
    edgeTypeFilter = event.target.value; graph.linkVisibility(graph.linkVisibility()); fit(400);
  });
  on("mm-fit", "click", () => fit(400));
  on("mm-overview", "click", backToOverview);
  on("mm-as-of", "change", dateChanged);
  on("mm-as-of-slider", "input", sliderMoved);
  on("mm-as-of-slider", "change", () => reload());
  on("mm-as-of-now", "click", () => { document.getElementById("mm-as-of").value = ""; dateChanged(); });
  document.querySelectorAll(".mm-tab").forEach((tab) => tab.addEventListener("click", () => showView(tab.dataset.view)));
  document.querySelectorAll("#mm-table th[data-sort]").forEach((th) => th.addEventListener("click", () => {
    tableSort = { key: th.dataset.sort, dir: tableSort.key === th.dataset.sort ? -tableSort.dir : 1 };
    renderTable();
  }));
  on("mm-prev", "click", () => { tablePage = Math.max(0, tablePage - 1); renderTable(); });
  on("mm-next", "click", () => { tablePage += 1; renderTable(); });
  on("mm-load-more", "click", () => loadPage().catch((error) => status("load failed: " + error.message)));
  on("mm-expand", "click", expand);
  on("mm-path-from", "click", () => { if (selected) setPathStart(selected); });
  on("mm-path-to", "click", () => { if (path.start && selected) findPath(path.start, selected); });
  on("mm-path-clear", "click", clearPath);
  on("mm-extract-run", "click", highlightText);
  on("mm-extract-clear", "click", clearHighlight);
  const legendBox = document.getElementById("mm-legend-box");
  if (window.matchMedia("(max-width: 760px)").matches) legendBox.open = false; // small screens: the graph first
  on("mm-panel-close", "click", () => {
    document.getElementById("mm-panel").hidden = true; selected = null; showPathControls();
  });

  // For the browser tests, the benchmark and the console.
  window.mmViewer = {
    graph, openNode, findPath, colour, path, highlighted, loadPage, openCluster, fit, shownInView, nodeAt, ready: false,
    firstFrameMs: null, pageNodes: PAGE_NODES,
    isLarge: () => large, hasMore: () => Boolean(cursor), mode: () => mode,
  };
  showView("graph");
  start().then(() => { window.mmViewer.ready = true; }, (error) => { loading = false; status("load failed: " + error.message); });
})();
