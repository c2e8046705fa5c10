"""Graph tools over real HTTP: add_edges, update_edges, delete_edges."""

from graph.models import Fact


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


def current(scope: str = "world") -> set[tuple[str, str, str, float]]:
    rows = Fact.objects.filter(scope__name=scope, ended_at__isnull=True, forgotten_at__isnull=True)
    return {(f.subject.name, f.type, f.object.name, f.weight) for f in rows.select_related("subject", "object")}


def trio(api) -> None:
    nodes = [{"name": n, "nodeType": "npc"} for n in ("Alice", "Bob", "Carol")]
    assert call(api, "add_nodes", scope="world", nodes=nodes).status_code == 200


def test_add_edges_links_stored_nodes_once(api):
    trio(api)
    edges = [
        {"from": "Alice", "to": "Bob", "edgeType": "knows", "weight": 0.4},
        {"from": "alice", "to": "bob", "edgeType": "KNOWS"},
    ]
    reply = call(api, "add_edges", scope="world", edges=edges).json()
    assert reply["added"] == 1
    assert reply["edges"] == [{"from": "Alice", "to": "Bob", "edgeType": "knows", "weight": 0.4}]
    again = call(api, "add_edges", scope="world", edges=edges[:1]).json()
    assert (again["added"], again["alreadyPresent"]) == (0, 1)
    assert current() == {("Alice", "knows", "Bob", 0.4)}


def test_add_edges_refuses_a_missing_end_and_stores_no_edge(api):
    trio(api)
    edges = [
        {"from": "Alice", "to": "Bob", "edgeType": "knows"},
        {"from": "Alice", "to": "Ghost", "edgeType": "haunted_by"},
    ]
    response = call(api, "add_edges", scope="world", edges=edges)
    assert response.status_code == 404
    body = response.json()
    assert (body["error"], body["missing"]) == ("node_not_found", ["Ghost"])
    assert "add_nodes" in body["detail"]
    assert current() == set()


def test_add_edges_refuses_a_weight_above_one(api):
    trio(api)
    response = call(
        api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "k", "weight": 2}]
    )
    assert response.status_code == 422
    assert response.json()["fields"][0]["field"] == "edges[0].weight"
    assert current() == set()


def test_update_edges_changes_weight_in_place(api):
    trio(api)
    call(api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows"}])
    reply = call(
        api,
        "update_edges",
        scope="world",
        edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows", "newWeight": 0.2}],
    ).json()
    assert reply["edges"] == [{"from": "Alice", "to": "Bob", "edgeType": "knows", "weight": 0.2}]
    assert Fact.objects.count() == 1


def test_update_edges_moves_an_edge_and_keeps_the_old_one_as_history(api):
    trio(api)
    call(api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows"}])
    change = {"from": "Alice", "to": "Bob", "edgeType": "knows", "newTo": "Carol", "newEdgeType": "trusts"}
    reply = call(api, "update_edges", scope="world", edges=[change]).json()
    assert reply["edges"] == [{"from": "Alice", "to": "Carol", "edgeType": "trusts", "weight": 1.0}]
    assert current() == {("Alice", "trusts", "Carol", 1.0)}
    old = Fact.objects.get(type="knows")
    assert old.ended_at is not None and old.replaced_by.type == "trusts"


def test_update_edges_refuses_an_unknown_edge_naming_the_types_that_exist(api):
    trio(api)
    call(api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows"}])
    change = {"from": "Alice", "to": "Bob", "edgeType": "loves", "newWeight": 0.1}
    response = call(api, "update_edges", scope="world", edges=[change])
    assert response.status_code == 404
    body = response.json()
    assert body["error"] == "edge_not_found"
    assert body["missing"][0]["existingEdgeTypes"] == ["knows"]
    assert current() == {("Alice", "knows", "Bob", 1.0)}


def test_update_edges_refuses_moving_onto_an_existing_edge(api):
    trio(api)
    edges = [{"from": "Alice", "to": "Bob", "edgeType": "knows"}, {"from": "Alice", "to": "Carol", "edgeType": "knows"}]
    call(api, "add_edges", scope="world", edges=edges)
    response = call(api, "update_edges", scope="world", edges=[{**edges[0], "newTo": "Carol"}])
    assert response.status_code == 409
    assert response.json()["error"] == "edge_exists"
    assert current() == {("Alice", "knows", "Bob", 1.0), ("Alice", "knows", "Carol", 1.0)}


def test_delete_edges_removes_only_the_edge(api):
    trio(api)
    call(api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows"}])
    reply = call(api, "delete_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "Knows"}])
    assert reply.json()["deleted"] == 1
    assert current() == set()
    assert call(api, "open_nodes", scope="world", names=["Alice", "Bob"]).json()["missing"] == []


def test_delete_edges_refuses_an_unknown_edge_and_deletes_nothing(api):
    trio(api)
    call(api, "add_edges", scope="world", edges=[{"from": "Alice", "to": "Bob", "edgeType": "knows"}])
    edges = [{"from": "Alice", "to": "Bob", "edgeType": "knows"}, {"from": "Bob", "to": "Carol", "edgeType": "knows"}]
    response = call(api, "delete_edges", scope="world", edges=edges)
    assert response.status_code == 404
    assert response.json()["error"] == "edge_not_found"
    assert current() == {("Alice", "knows", "Bob", 1.0)}
