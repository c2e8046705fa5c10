// MemoryViewer: one scope's graph drawn with force-graph, read through /v1/* with the
// session cookie (POSTs carry X-CSRFToken). Every value from data goes into the page with
// textContent or as a canvas label, never as HTML.
(function () {
  "use strict";

  const root = document.getElementById("mm-viewer");
  const SCOPE = root.dataset.scope;
  const CSRF = root.dataset.csrf;
  const API = root.dataset.api;
  const PAGE_SIZE = 500;
  const FIRST_PAGES = 4;
  const TABLE_PAGE = 50;
  // Label density gates: both must pass for names to be drawn.
  const LABEL_MAX_NODES_IN_VIEW = 60;
  const LABEL_MIN_ZOOM = 1.5;
  const PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

  const nodes = new Map(); // name -> {id, type, metadata}
  const links = new Map(); // "from\u0000type\u0000to" -> {source, target, type, weight}
  const records = { nodes: [], edges: [] }; // as the API returned them
  let cursor = null;
  let nodeTypeFilter = "";
  let edgeTypeFilter = "";
  let nodesInView = 0;
  let selected = null;
  let tableSort = { key: "name", dir: 1 };
  let tablePage = 0;
  let fitPending = true; // fit the whole graph into view once the first layout settles

  // djb2 over the type's characters, mod the palette: the same colour for a type everywhere.
  function djb2(text) {
    let hash = 5381;
    for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
    return hash;
  }
  function colour(type) { return PALETTE[djb2(type || "") % PALETTE.length]; }

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function status(text) { document.getElementById("mm-status").textContent = text; }

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
      }
      return known;
    }
    const node = { id: name, type: record.nodeType || "", metadata: record.metadata || [] };
    nodes.set(name, node);
    return node;
  }
  function addEdge(record) {
    const key = [record.from, record.edgeType, record.to].join("\u0000");
    if (links.has(key)) return;
    addNode(record.from);
    addNode(record.to);
    links.set(key, { source: record.from, target: record.to, type: record.edgeType, weight: record.weight });
  }
  function merge(reply) {
    (reply.nodes || []).forEach((record) => { records.nodes.push(record); addNode(record); });
    (reply.edges || []).forEach((record) => { records.edges.push(record); addEdge(record); });
    refresh();
  }

  // --- the graph ---------------------------------------------------------------------------
  const container = document.getElementById("mm-graph");
  const ink = () => getComputedStyle(document.body).getPropertyValue("--body-fg").trim() || "#333";
  const graph = new ForceGraph(container)
    .nodeId("id")
    .nodeColor((node) => colour(node.type))
    .nodeRelSize(4)
    .linkColor(() => "rgba(128,128,128,0.45)")
    .linkDirectionalArrowLength(3)
    .linkDirectionalArrowRelPos(1)
    .nodeVisibility((node) => !nodeTypeFilter || node.type === nodeTypeFilter)
    .linkVisibility((link) => (!edgeTypeFilter || link.type === edgeTypeFilter)
      && (!nodeTypeFilter || (link.source.type === nodeTypeFilter && link.target.type === nodeTypeFilter)))
    .onRenderFramePre(countNodesInView)
    .nodeCanvasObjectMode(() => "after")
    .nodeCanvasObject(drawLabel)
    .onNodeClick((node) => openNode(node.id))
    .cooldownTicks(200)
    .onEngineStop(() => { if (fitPending) { fitPending = false; graph.zoomToFit(400, 40); } });
  // force-graph puts nodeLabel into its hover tooltip as HTML: hand it the text escaped.
  const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
  graph.nodeLabel((node) => escapeHtml(node.id + (node.type ? " (" + node.type + ")" : "")));
  graph.linkLabel((link) => escapeHtml(link.type));

  function countNodesInView(ctx, globalScale) {
    const width = container.clientWidth, height = container.clientHeight;
    const a = graph.screen2GraphCoords(0, 0), b = graph.screen2GraphCoords(width, height);
    let count = 0;
    for (const node of nodes.values()) {
      if (node.x >= a.x && node.x <= b.x && node.y >= a.y && node.y <= b.y) count++;
    }
    nodesInView = count;
  }
  function drawLabel(node, ctx, globalScale) {
    if (globalScale < LABEL_MIN_ZOOM || nodesInView > LABEL_MAX_NODES_IN_VIEW) return;
    const size = 12 / globalScale;
    ctx.font = size + "px sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.fillStyle = ink();
    ctx.fillText(node.id, node.x, node.y + 5);
  }

  function resize() { graph.width(container.clientWidth).height(container.clientHeight); }
  // The panel opening or the window changing size resizes the canvas with its box.
  new ResizeObserver(() => { if (container.clientWidth) resize(); }).observe(container);

  function refresh() {
    graph.graphData({ nodes: Array.from(nodes.values()), links: Array.from(links.values()) });
    fillTypeSelect("mm-node-type", Array.from(nodes.values()).map((n) => n.type), nodeTypeFilter);
    fillTypeSelect("mm-edge-type", Array.from(links.values()).map((l) => l.type), edgeTypeFilter);
    drawLegend();
    renderTable();
    document.getElementById("mm-json").textContent = JSON.stringify(records, null, 2);
    status(nodes.size + " nodes, " + links.size + " edges" + (cursor ? " (more to load)" : ""));
    document.getElementById("mm-load-more").disabled = !cursor;
  }

  function fillTypeSelect(id, types, current) {
    const select = document.getElementById(id);
    const distinct = Array.from(new Set(types.filter(Boolean))).sort();
    select.replaceChildren(el("option", "all"));
    select.firstChild.value = "";
    distinct.forEach((type) => { const option = el("option", type); option.value = type; select.appendChild(option); });
    select.value = current;
  }

  function drawLegend() {
    const legend = document.getElementById("mm-legend");
    const shown = Array.from(new Set(Array.from(nodes.values()).map((n) => n.type))).sort();
    legend.replaceChildren();
    shown.forEach((type) => {
      const item = el("li");
      const swatch = el("span", null, "mm-swatch");
      swatch.style.background = colour(type);
      item.append(swatch, el("span", type || "(no type)"));
      legend.appendChild(item);
    });
  }

  // --- loading ------------------------------------------------------------------------------
  async function loadPages(count) {
    for (let i = 0; i < count; i++) {
      const reply = await post("graph/read_graph", cursor ? { cursor, limit: PAGE_SIZE } : { limit: PAGE_SIZE });
      cursor = reply.nextCursor;
      merge(reply);
      if (!cursor) break;
    }
  }

  // --- the side panel -----------------------------------------------------------------------
  function focusNode(name) {
    const node = nodes.get(name);
    if (node && node.x !== undefined) { graph.centerAt(node.x, node.y, 400); graph.zoom(3, 400); }
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
      const from = link.source.id || link.source, to = link.target.id || link.target;
      if (from !== name && to !== name) return;
      const text = from === name ? "→ " + link.type + " → " + to : "← " + link.type + " ← " + from;
      edges.appendChild(el("li", text + (link.weight !== undefined ? "  (weight " + link.weight + ")" : "")));
    });
    if (!edges.childNodes.length) edges.appendChild(el("li", "none loaded", "mm-muted"));
    await showCitations(name);
  }

  async function showCitations(name) {
    const list = document.getElementById("mm-node-citations");
    list.replaceChildren(el("li", "loading…", "mm-muted"));
    const asOf = document.getElementById("mm-as-of").value;
    let reply;
    try {
      reply = await post("memory/recall", Object.assign({ subject: name, compact: false }, asOf ? { as_of: asOf } : {}));
    } catch (error) {
      list.replaceChildren(el("li", "recall failed: " + error.message, "mm-muted"));
      return;
    }
    if (selected !== name) return;
    list.replaceChildren();
    (reply.facts || []).forEach((fact) => {
      const item = el("li", null, "mm-citation");
      item.appendChild(el("strong", fact.subject + " " + fact.relation + " " + fact.object));
      const cite = fact.citation || {};
      if (cite.span && cite.span.text) item.appendChild(el("span", "“" + cite.span.text + "”", "mm-quote"));
      item.appendChild(el("span", describeSource(cite.source, fact.source_date || fact.recorded_at), "mm-muted"));
      list.appendChild(item);
    });
    (reply.passages || []).forEach((passage) => {
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
    const reply = await post("graph/neighborhood", { name: selected, hops, limit: 200, withMetadata: true });
    merge(reply);
    openNode(selected);
  }

  // --- search, filters, views ------------------------------------------------------------
  async function search(event) {
    event.preventDefault();
    const query = document.getElementById("mm-search").value.trim();
    if (!query) return;
    const reply = await post("graph/search_nodes", { query, limit: 50 });
    merge(reply);
    const first = (reply.nodes || [])[0];
    status((reply.nodes || []).length + " matches for " + JSON.stringify(query));
    if (first) { showView("graph"); setTimeout(() => focusNode(first.name), 300); openNode(first.name); }
  }

  function showView(name) {
    document.querySelectorAll(".mm-tab").forEach((tab) => tab.classList.toggle("mm-active", tab.dataset.view === name));
    document.querySelectorAll(".mm-view").forEach((view) => { view.hidden = view.id !== "mm-view-" + name; });
    if (name === "graph") resize();
    if (name === "stats") loadStats();
  }

  function degree(name) {
    let count = 0;
    links.forEach((link) => { if ((link.source.id || link.source) === name || (link.target.id || link.target) === name) count++; });
    return count;
  }

  function renderTable() {
    const rows = Array.from(nodes.values())
      .filter((node) => !nodeTypeFilter || node.type === nodeTypeFilter)
      .map((node) => ({ name: node.id, type: node.type, degree: degree(node.id) }));
    rows.sort((a, b) => (a[tableSort.key] > b[tableSort.key] ? 1 : a[tableSort.key] < b[tableSort.key] ? -1 : 0) * tableSort.dir);
    const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE));
    tablePage = Math.min(tablePage, pages - 1);
    const body = document.querySelector("#mm-table tbody");
    body.replaceChildren();
    rows.slice(tablePage * TABLE_PAGE, (tablePage + 1) * TABLE_PAGE).forEach((row) => {
      const tr = el("tr", null, "mm-row");
      tr.append(el("td", row.name), el("td", row.type), el("td", row.degree));
      tr.addEventListener("click", () => { showView("graph"); focusNode(row.name); openNode(row.name); });
      body.appendChild(tr);
    });
    document.getElementById("mm-page").textContent = "page " + (tablePage + 1) + " of " + pages;
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
  document.getElementById("mm-search-form").addEventListener("submit", search);
  document.getElementById("mm-node-type").addEventListener("change", (event) => {
    nodeTypeFilter = event.target.value; tablePage = 0; graph.nodeVisibility(graph.nodeVisibility()); renderTable();
  });
  document.getElementById("mm-edge-type").addEventListener("change", (event) => {
    edgeTypeFilter = event.target.value; graph.linkVisibility(graph.linkVisibility());
  });
  document.getElementById("mm-as-of").addEventListener("change", () => { if (selected) showCitations(selected); });
  document.querySelectorAll(".mm-tab").forEach((tab) => tab.addEventListener("click", () => showView(tab.dataset.view)));
  document.querySelectorAll("#mm-table th[data-sort]").forEach((th) => th.addEventListener("click", () => {
    tableSort = { key: th.dataset.sort, dir: tableSort.key === th.dataset.sort ? -tableSort.dir : 1 };
    renderTable();
  }));
  document.getElementById("mm-prev").addEventListener("click", () => { tablePage = Math.max(0, tablePage - 1); renderTable(); });
  document.getElementById("mm-next").addEventListener("click", () => { tablePage += 1; renderTable(); });
  document.getElementById("mm-load-more").addEventListener("click", () => loadPages(1));
  document.getElementById("mm-expand").addEventListener("click", expand);
  document.getElementById("mm-panel-close").addEventListener("click", () => {
    document.getElementById("mm-panel").hidden = true; selected = null;
  });

  // For the browser tests and the console: the graph and the panel's handler.
  window.mmViewer = { graph, openNode, colour, djb2, ready: false };
  resize();
  loadPages(FIRST_PAGES).then(() => { window.mmViewer.ready = true; }, (error) => status("load failed: " + error.message));
})();
