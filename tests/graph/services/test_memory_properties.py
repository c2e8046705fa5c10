"""A property test (Hypothesis): random sequences of remember / relate / forget / recall over HTTP
against a small model of what must be visible.

The model is a set of entity names, a set of current edges (from, to, type) and a set of
replaced ones (ended, kept in history, still forgettable). Every step goes through the
live server; every recall must show exactly the model's current edges touching the entity
(nothing forgotten, nothing replaced, nothing missing), and every write must answer 200 —
or, for forgetting what the model holds neither as current nor as replaced, 404 or
already_forgotten. Each run of the machine gets a scope of its own.
"""

import uuid

import httpx
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

# Names far apart in spelling, so recall's near-spelling match never takes one for another.
NAMES = ["Alpha", "Kiwi", "Zebra", "Mango", "Quartz"]
TYPES = ["KNOWS", "MENTORS"]
MULTI_VALUED = {"KNOWS"}  # declared in graph.contracts.cardinality: `replaces` ends nothing; MENTORS is undeclared

names = st.sampled_from(NAMES)
edge_types = st.sampled_from(TYPES)
edges = st.tuples(names, names, edge_types).filter(lambda edge: edge[0] != edge[1])


class MemoryMachine(RuleBasedStateMachine):
    client: httpx.Client  # set by the test

    def __init__(self) -> None:
        super().__init__()
        self.scope = f"prop-{uuid.uuid4().hex[:12]}"
        self.entities: set[str] = set()
        self.edges: set[tuple[str, str, str]] = set()
        self.replaced: set[tuple[str, str, str]] = set()  # ended by `replaces`, still in history

    def post(self, verb: str, **body: object) -> httpx.Response:
        response = self.client.post(f"/v1/memory/{verb}", json={"scope": self.scope, **body})
        assert response.status_code < 500, f"{verb} {body}: {response.status_code} {response.text[:300]}"
        return response

    @rule(entities=st.lists(names, max_size=3), relations=st.lists(edges, max_size=3), with_text=st.booleans())
    def remember(self, entities: list[str], relations: list[tuple[str, str, str]], with_text: bool) -> None:
        ends = {name for edge in relations for name in edge[:2]}
        if not entities and not relations:
            return
        facts = {
            "entities": [{"name": name} for name in sorted({*entities, *ends})],
            "relations": [{"source": a, "target": b, "type": t} for a, b, t in relations],
        }
        sentences = " ".join(f"{a} {t.lower()} {b}." for a, b, t in relations)
        response = self.post("remember", facts=facts, **({"content": sentences} if with_text and sentences else {}))
        assert response.status_code == 200, response.text
        self.entities |= {*entities, *ends}
        self.edges |= set(relations)

    @rule(edge=edges, replaces=st.booleans())
    def relate(self, edge: tuple[str, str, str], replaces: bool) -> None:
        source, target, kind = edge
        response = self.post("relate", **{"from": source, "to": target, "type": kind, "replaces": replaces})
        assert response.status_code == 200, response.text
        if replaces and kind not in MULTI_VALUED:
            ended = {e for e in self.edges if e[0] == source and e[2] == kind and e[1] != target}
            self.edges -= ended
            self.replaced |= ended
        self.entities |= {source, target}
        self.edges.add(edge)

    @rule(name=names)
    def forget_subject(self, name: str) -> None:
        response = self.post("forget", subject=name)
        if name in self.entities:
            assert response.status_code == 200 and not response.json().get("already_forgotten"), response.text
            self.entities.discard(name)
            self.edges = {e for e in self.edges if name not in e[:2]}
            self.replaced = {e for e in self.replaced if name not in e[:2]}  # its history goes too
        else:
            assert response.status_code == 404 or response.json().get("already_forgotten") is True, response.text

    @rule(edge=edges)
    def forget_fact(self, edge: tuple[str, str, str]) -> None:
        source, target, kind = edge
        response = self.post("forget", fact={"from": source, "to": target, "type": kind})
        if edge in self.edges or edge in self.replaced:
            # A replaced edge is still in the history (as_of reads): forgetting it hides it there.
            assert response.status_code == 200 and not response.json().get("already_forgotten"), response.text
            self.edges.discard(edge)
            self.replaced.discard(edge)
        else:
            assert response.status_code == 404 or response.json().get("already_forgotten") is True, response.text

    @rule(name=names)
    def recall(self, name: str) -> None:
        self.check_recall(name)

    @invariant()
    def every_edge_joins_stored_entities(self) -> None:
        assert all(a in self.entities and b in self.entities for a, b, _t in self.edges)

    def teardown(self) -> None:
        for name in NAMES:
            self.check_recall(name)

    def check_recall(self, name: str) -> None:
        response = self.post("recall", subject=name, k=1000)
        assert response.status_code == 200, response.text
        reply = response.json()
        if name not in self.entities:
            assert reply["state"] == "nothing_stored", (name, reply)
            return
        assert reply["state"] == "answered", (name, reply)
        shown = {(f["subject"], f["object"], f["relation"]) for f in reply["facts"]}
        assert shown == {e for e in self.edges if name in e[:2]}, (name, shown, self.edges)


def test_random_sequences_of_writes_leave_exactly_the_model_visible(make_user, client_for):
    _user, secret = make_user("prop")
    MemoryMachine.client = client_for(secret)
    run_state_machine_as_test(
        MemoryMachine,
        settings=settings(
            max_examples=40,
            stateful_step_count=15,
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
