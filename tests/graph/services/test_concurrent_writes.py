"""Writes that touch the same rows at once, from outside over HTTP: overlapping bulk remembers,
relates racing a forget of their subject, and remembers racing a forget of their whole scope.
Every answer is a 200 (or the verb's own 404)."""

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from graph.models import Entity, Fact, Scope

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


def send_all(client_for, secret: str, calls: list[tuple[str, dict]], *, workers: int) -> list[tuple[str, int]]:
    """POST each (verb, body) to /v1/memory/<verb> from `workers` clients at once: (verb, status) in order."""

    def send(call: tuple[str, dict]) -> tuple[str, int]:
        verb, body = call
        with client_for(secret) as client:
            return verb, client.post(f"/v1/memory/{verb}", json=body, timeout=60).status_code

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(send, calls))


def test_overlapping_bulk_remembers_all_answer_200_and_store_each_name_and_edge_once(make_user, client_for):
    _user, secret = make_user("mayor")
    bodies = [remember_body(seed) for seed in range(12)]

    answers = send_all(client_for, secret, [("remember", body) for body in bodies], workers=4)

    assert [status for _verb, status in answers] == [200] * len(bodies)
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


def test_relates_racing_a_forget_of_their_subject_all_answer_200(make_user, client_for):
    # A relate that found Ada's edge (or Ada) and then lost it to a concurrent forget before
    # it could lock it used to answer 500; it now runs again and stores the edge anew.
    _user, secret = make_user("keeper")
    calls = []
    for round_ in range(6):
        scope = f"race{round_}"
        calls += [("relate", {"scope": scope, "from": "Ada", "to": "Grace", "type": "KNOWS", "replaces": True})] * 4
        calls += [("relate", {"scope": scope, "from": "Ada", "to": f"Lab {i}", "type": "WORKS_AT", "replaces": True})
                  for i in range(4)]
        calls += [("forget", {"scope": scope, "subject": "Ada"})] * 3
    answers = send_all(client_for, secret, calls, workers=11)

    assert {status for verb, status in answers if verb == "relate"} == {200}
    assert {status for verb, status in answers if verb == "forget"} <= {200, 404}  # 404: Ada already forgotten
    # and no edge is current on a forgotten entity: a forget waited for the relates holding
    # Ada, or they waited for it and ran again on a new Ada.
    orphans = Fact.objects.filter(scope__name__startswith="race", ended_at__isnull=True, forgotten_at__isnull=True,
                                  subject__forgotten_at__isnull=False)
    assert list(orphans.values_list("subject__name", "object__name")) == []


def test_remembers_racing_a_forget_of_their_whole_scope_leave_nothing_live_in_it(make_user, client_for):
    # A remember in flight when its scope was forgotten whole used to commit after the forget
    # and leave its rows live in the forgotten scope, outside what the forget reported.
    _user, secret = make_user("archivist")
    calls = []
    for round_ in range(5):
        scope = f"shelf{round_}"
        for writer in range(5):
            body = remember_body(round_ * 10 + writer)
            body["scope"] = scope
            calls.append(("remember", body))
        calls.insert(len(calls) - 2, ("forget", {"scope": scope, "all": True}))
        calls.insert(len(calls) - 1, ("forget", {"scope": scope, "all": True}))
    answers = send_all(client_for, secret, calls, workers=6)

    assert {status for verb, status in answers if verb == "remember"} == {200}
    assert {status for verb, status in answers if verb == "forget"} <= {200, 404}  # 404: nothing stored yet
    forgotten = Scope.objects.filter(name__startswith="shelf", forgotten_at__isnull=False)
    assert forgotten.exists()
    assert Entity.objects.filter(scope__in=forgotten, forgotten_at__isnull=True).count() == 0
    assert Fact.objects.filter(scope__in=forgotten, forgotten_at__isnull=True).count() == 0
