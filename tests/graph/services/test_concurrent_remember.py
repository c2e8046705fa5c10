"""Bulk remembers that name the same new entities and edges, at once, into one scope (over HTTP)."""

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from graph.models import Entity, Fact

pytestmark = pytest.mark.django_db(transaction=True)

POOL = [f"Villager {i}" for i in range(300)]
TYPES = ("KNOWS", "TRADES_WITH")


def remember_body(seed: int) -> dict:
    rng = random.Random(seed)
    chosen = rng.sample(POOL, 200)  # each call names them in its own order
    relations = [
        {"source": rng.choice(chosen), "target": rng.choice(chosen), "type": rng.choice(TYPES)} for _ in range(400)
    ]
    # Attributes make every call after the first also change stored entities (the update path).
    entities = [{"name": n, "type": "Person", "attributes": {"seen_by": seed}} for n in chosen]
    return {"scope": "village", "facts": {"entities": entities, "relations": relations}}


def test_overlapping_bulk_remembers_all_answer_200_and_store_each_name_and_edge_once(make_user, client_for):
    _user, secret = make_user("mayor")
    bodies = [remember_body(seed) for seed in range(12)]

    def send(body: dict) -> int:
        with client_for(secret) as client:
            return client.post("/v1/memory/remember", json=body, timeout=60).status_code

    with ThreadPoolExecutor(max_workers=4) as pool:
        statuses = list(pool.map(send, bodies))

    assert statuses == [200] * len(bodies)
    sent_names = {e["name"] for body in bodies for e in body["facts"]["entities"]}
    stored = Entity.objects.filter(scope__name="village", forgotten_at__isnull=True)
    assert sorted(stored.values_list("name", flat=True)) == sorted(sent_names)
    senders = {e["name"]: set() for body in bodies for e in body["facts"]["entities"]}
    for seed, body in enumerate(bodies):
        for entity in body["facts"]["entities"]:
            senders[entity["name"]].add(seed)
    for name, attributes in stored.values_list("name", "attributes"):
        assert attributes["seen_by"]["value"] in senders[name]  # one of the calls that named it wrote last
    sent_edges = {(r["source"], r["target"], r["type"]) for body in bodies for r in body["facts"]["relations"]}
    edges = Fact.objects.filter(scope__name="village", ended_at__isnull=True, forgotten_at__isnull=True)
    stored_edges = list(edges.values_list("subject__name", "object__name", "type"))
    assert len(stored_edges) == len(set(stored_edges)) and set(stored_edges) == sent_edges
