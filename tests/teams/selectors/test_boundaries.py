"""Every graph read of the team calls stays inside the caller's boundary, in SQL: a node name
shared across users never links their memories, however many hops a query walks."""

from graph.models import Entity
from identity.services.tokens import create_token
from tests.graph.memory_calls import call
from tests.teams.turns import org_with, post


def _relations(*pairs):
    return {"relations": [{"source": s, "target": t, "type": r} for s, r, t in pairs]}


def test_a_name_shared_by_two_users_never_joins_their_memories(make_user, client_for):
    _alice, alice_secret = make_user("alice")
    _bob, bob_secret = make_user("bob")
    alice, bob = client_for(alice_secret), client_for(bob_secret)
    post(alice, "manage", action="add", text="I prefer TypeScript")
    post(bob, "manage", action="add", text="I prefer TypeScript")
    # Bob's account graph continues past TypeScript; Alice's does not.
    call(bob, "remember", scope="account", facts=_relations(("TypeScript", "COMPILES_TO", "JavaScript"),
                                                            ("JavaScript", "RUNS_IN", "Bob's secret lab")))
    assert Entity.objects.filter(name="TypeScript").count() == 2
    for hops in (1, 2, 3, 4):
        items = post(alice, "query", query="TypeScript JavaScript secret lab", hops=hops)["items"]
        assert {(i["subject"], i["object"]) for i in items} == {("alice", "TypeScript")}, hops
    walk = post(bob, "query", query="TypeScript", hops=3)["items"]
    assert {i["object"] for i in walk} >= {"TypeScript", "JavaScript", "Bob's secret lab"}


def test_the_graph_tools_walk_only_the_callers_account(make_user, client_for):
    _alice, alice_secret = make_user("alice")
    _bob, bob_secret = make_user("bob")
    alice, bob = client_for(alice_secret), client_for(bob_secret)
    call(alice, "remember", scope="account", facts=_relations(("Alice", "USES", "TypeScript")))
    call(bob, "remember", scope="account", facts=_relations(("Bob", "USES", "TypeScript"),
                                                            ("TypeScript", "RUNS_IN", "Bob's secret lab")))
    reply = alice.post("/v1/graph/neighborhood", json={"scope": "account", "name": "TypeScript", "hops": 4}).json()
    assert {n["name"] for n in reply["nodes"]} == {"TypeScript", "Alice"}
    path = alice.post("/v1/graph/shortest_path", json={"scope": "account", "from": "Alice",
                                                       "to": "Bob's secret lab", "maxHops": 6})
    assert path.status_code == 404 and path.json()["error"] == "node_not_found"


def test_a_walk_from_an_org_memory_stays_in_the_org_and_never_enters_a_members_account(make_user, client_for):
    _ann, ann_secret = make_user("ann")
    _bob, bob_secret = make_user("bob")
    org_with("acme", ann="admin", bob="member")
    ann, bob = client_for(ann_secret), client_for(bob_secret)
    post(ann, "manage", action="add", dimension="org", org="acme", text="We use PostgreSQL")
    call(bob, "remember", scope="account", facts=_relations(("PostgreSQL", "STORES", "Bob's diary")))
    items = post(ann, "query", query="PostgreSQL diary", org="acme", hops=4)["items"]
    assert {(i["dimension"], i["object"]) for i in items} == {("org", "PostgreSQL")}
    gateway = client_for(create_token(user=_bob, name="gw", is_gateway=True).secret)
    assert {i["dimension"] for i in post(gateway, "query", query="PostgreSQL diary", org="acme")["items"]} == {"org"}
