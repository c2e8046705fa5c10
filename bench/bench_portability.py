"""Export and import throughput, keyset page cost, and derived chains — all over real HTTP.

Figures:
- memory_export and memory_import throughput (records/s) for a scope of 100,000 facts and
  10,000 passages, built through the public bulk path (remember with facts, then with
  passages, in batches); the import goes into a new scope and is checked against the export.
- the cost of an export page deep in the scope against one near its start (keyset pages:
  page 1,000 should cost what page 1 costs);
- recall of a place at the bottom of a located_in tree of ~100,000 facts, where every
  leaf is 7 links below the root: 5 derived facts (2 to 6 links), target p50 ≤ 20 ms;
  the baseline is the same recall on the same tree under a relation without a rule.
"""

import random
import time
import uuid

import httpx

from bench.harness import Server, report, timed
from bench.in_process import analyze_tables, bench_token, setup_django

FACTS = 100_000
PASSAGES = 10_000
ENTITIES = 10_000
IMPORT_BATCH = 4096
TREE_BRANCHING = 5
TREE_DEPTH = 7  # links from a leaf to the root: 5**7 = 78,125 leaves, 97,655 facts
TARGET_DERIVED_P50_MS = 20
N = 300


def post(client: httpx.Client, verb: str, body: dict) -> dict:
    response = client.post(f"/v1/memory/{verb}", json=body)
    assert response.status_code == 200, f"{verb}: {response.status_code} {response.text[:300]}"
    return response.json()


def build_scope(client: httpx.Client, scope: str, rng: random.Random) -> None:
    """FACTS random facts over ENTITIES people, then PASSAGES passages each naming one of them."""
    names = [f"Person {i}" for i in range(ENTITIES)]
    start = time.perf_counter()
    facts = 0
    while facts < FACTS:
        relations = [
            {
                "source": rng.choice(names),
                "target": rng.choice(names),
                "type": rng.choice(["knows", "mentors", "helps"]),
            }
            for _ in range(min(5000, FACTS - facts))
        ]
        facts += post(client, "remember", {"scope": scope, "facts": {"relations": relations}})["relations"]["created"]
    for batch in range(PASSAGES // 1000):
        passages = []
        for i in range(1000):
            name = names[(batch * 1000 + i) % ENTITIES]
            passages.append({"text": f"{name} wrote note {batch}-{i} about the harbour.", "mentions": [name]})
        post(client, "remember", {"scope": scope, "passages": passages, "date": f"2026-01-{batch + 1:02d}"})
    print(f"  built {facts:,} facts and {PASSAGES:,} passages in {time.perf_counter() - start:.1f} s", flush=True)


def export_scope(client: httpx.Client, scope: str, limit: int) -> tuple[list[dict], list[float], list[str]]:
    """Every record, each page's latency (ms) and the cursor that fetched each page."""
    records, latencies, cursors = [], [], []
    cursor = None
    while True:
        body = {"scope": scope, "limit": limit, **({"cursor": cursor} if cursor else {})}
        started = time.perf_counter()
        page = post(client, "export", body)
        latencies.append((time.perf_counter() - started) * 1000)
        cursors.append(cursor)
        records += page["records"]
        if (cursor := page["next"]) is None:
            return records, latencies, cursors


def bench_export_import(client: httpx.Client, rng: random.Random) -> None:
    source, target = f"port-{uuid.uuid4().hex[:8]}", f"port-in-{uuid.uuid4().hex[:8]}"
    build_scope(client, source, rng)
    analyze_tables("graph_fact", "graph_entity", "graph_passage", "graph_document")
    started = time.perf_counter()
    records, latencies, _cursors = export_scope(client, source, 1024)
    seconds = time.perf_counter() - started
    body = [r for r in records if r["kind"] != "export"]
    print(
        f"export: {len(body):,} records in {len(latencies)} pages, {seconds:.1f} s = {len(body) / seconds:,.0f} "
        "records/s (limit 1024)",
        flush=True,
    )
    passages = sum(len(r["passages"]) for r in body if r["kind"] == "document")
    started = time.perf_counter()
    batches = 0
    for offset in range(0, len(body), IMPORT_BATCH):
        reply = post(client, "import", {"scope": target, "records": body[offset : offset + IMPORT_BATCH]})
        assert not reply["skipped"], reply["skipped"][:3]
        batches += 1
    seconds = time.perf_counter() - started
    print(
        f"import: {len(body):,} records ({passages:,} passages) in {batches} calls, {seconds:.1f} s = "
        f"{len(body) / seconds:,.0f} records/s (batches of {IMPORT_BATCH})",
        flush=True,
    )
    counts = [post(client, "export", {"scope": s, "limit": 1})["records"][0]["counts"] for s in (source, target)]
    print(f"  counts after the round trip: source {counts[0]}, target {counts[1]}", flush=True)
    assert counts[0] == counts[1]
    bench_page_depth(client, source)


def bench_page_depth(client: httpx.Client, scope: str) -> None:
    """p50 of an export page of 100 items at the start of the facts against page 1,000."""
    _records, _latencies, cursors = export_scope(client, scope, 100)
    first_facts = (ENTITIES + PASSAGES // 1000) // 100 + 1  # entities and documents come first
    deep = 1000
    for label, index in (("export page near the facts' start", first_facts), (f"export page {deep:,}", deep)):
        body = {"scope": scope, "limit": 100, "cursor": cursors[index]}
        report(f"{label} (limit 100)", timed(lambda body=body: post(client, "export", body), 100, warmup=5))


def tree_relations(relation: str) -> list[dict]:
    """A located_in tree: every node names its path from the root; leaves are TREE_DEPTH links down."""
    relations = []
    level = ["World"]
    for depth in range(1, TREE_DEPTH + 1):
        below = []
        for parent in level:
            for _child in range(TREE_BRANCHING):
                name = f"Place {depth}.{len(below)}"
                below.append(name)
                relations.append({"source": name, "target": parent, "type": relation})
        level = below
    return relations


def bench_derived(client: httpx.Client) -> None:
    relations = tree_relations("located_in")
    scopes = {}
    for relation in ("located_in", "near"):
        scope = scopes[relation] = f"tree-{relation}-{uuid.uuid4().hex[:8]}"
        for offset in range(0, len(relations), 5000):
            batch = [{**r, "type": relation} for r in relations[offset : offset + 5000]]
            post(client, "remember", {"scope": scope, "facts": {"relations": batch}})
    analyze_tables("graph_fact", "graph_entity")
    print(
        f"  two trees of {len(relations):,} facts each ({TREE_BRANCHING}-way, leaves {TREE_DEPTH} links deep)",
        flush=True,
    )
    leaves = [r["source"] for r in relations[-(TREE_BRANCHING**TREE_DEPTH) :]]
    rng = random.Random(11)
    chosen = [rng.choice(leaves) for _ in range(N + 50)]
    probe = post(client, "recall", {"scope": scopes["located_in"], "subject": chosen[0]})
    derived = [f for f in probe["facts"] if f.get("derived")]
    links = sorted(f["citation"]["found_by"]["reasoning"]["links"] for f in derived)
    print(f"  a leaf recalls {len(derived)} derived facts, links {links}", flush=True)
    assert links == [2, 3, 4, 5, 6]
    for relation, label in (("near", "baseline: recall, no rule"), ("located_in", "recall + derived chain (6)")):
        names = iter(chosen)
        report(
            f"{label}",
            timed(
                lambda relation=relation, names=names: post(
                    client, "recall", {"scope": scopes[relation], "subject": next(names), "k": 20}
                ),
                N,
                warmup=20,
            ),
            target_p50_ms=TARGET_DERIVED_P50_MS if relation == "located_in" else None,
        )
    inner = "Place 3.0"  # 5 + 25 + 125 + 625 = 780 places below it within 4 links
    report(
        "recall of an inner place (780 below)",
        timed(lambda: post(client, "recall", {"scope": scopes["located_in"], "subject": inner, "k": 20}), 100),
    )


def main() -> None:
    setup_django()
    token = bench_token()
    server = Server()
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=300) as client:
            report("whoami (the HTTP stack alone)", timed(lambda: client.get("/v1/whoami"), N))
            bench_export_import(client, random.Random(7))
            bench_derived(client)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
