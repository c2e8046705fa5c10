"""read_graph, neighborhood and shortest_path with `as_of`: the graph as the store knew it then.

History is set on the rows themselves (recorded_at, ended_at, created_at), as an import of
dated facts leaves it: A–B and A–C known since January, A–C ended in February, B–C known
since March, D created in March with no edge.
"""

from datetime import UTC, datetime

import pytest

from graph.models import Entity, Fact


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


def day(month: int, date: int = 10) -> datetime:
    return datetime(2026, month, date, tzinfo=UTC)


@pytest.fixture
def history(api):
    nodes = [{"name": n, "nodeType": "place"} for n in "ABCD"]
    assert call(api, "add_nodes", scope="h", nodes=nodes).status_code == 200
    edges = [{"from": "A", "to": "B", "edgeType": "road"}, {"from": "B", "to": "C", "edgeType": "road"}]
    edges.append({"from": "A", "to": "C", "edgeType": "ferry"})
    assert call(api, "add_edges", scope="h", edges=edges).status_code == 200
    Entity.objects.filter(scope__name="h").update(created_at=day(1, 5))
    Entity.objects.filter(scope__name="h", name="D").update(created_at=day(3, 1))
    facts = Fact.objects.filter(scope__name="h")
    facts.update(recorded_at=day(1))
    facts.filter(type="ferry").update(ended_at=day(2))
    facts.filter(subject__name="B").update(recorded_at=day(3))
    return api


def edge_set(reply: dict) -> set[tuple[str, str]]:
    return {(e["from"], e["to"]) for e in reply["edges"]}


def test_read_graph_as_of_shows_ended_edges_again_and_hides_later_ones(history):
    now = call(history, "read_graph", scope="h").json()
    assert edge_set(now) == {("A", "B"), ("B", "C")}
    assert sorted(n["name"] for n in now["nodes"]) == ["A", "B", "C", "D"]
    then = call(history, "read_graph", scope="h", as_of="2026-02-01").json()
    assert edge_set(then) == {("A", "B"), ("A", "C")}
    assert sorted(n["name"] for n in then["nodes"]) == ["A", "B", "C"]
    assert then["total"] == {"nodes": 3, "edges": 2}
    before = call(history, "read_graph", scope="h", as_of="2025-12-31").json()
    assert (before["nodes"], before["edges"]) == ([], [])


def test_read_graph_shows_a_node_whose_row_is_younger_than_a_fact_known_then(history):
    Entity.objects.filter(scope__name="h", name="C").update(created_at=day(4))  # as an import leaves it
    then = call(history, "read_graph", scope="h", as_of="2026-02-01", namesOnly=True).json()
    assert sorted(then["nodes"]) == ["A", "B", "C"]


def test_a_read_graph_cursor_is_refused_with_another_as_of(history):
    first = call(history, "read_graph", scope="h", limit=1, as_of="2026-02-01").json()
    again = call(history, "read_graph", scope="h", limit=1, as_of="2026-02-01", cursor=first["nextCursor"])
    assert again.status_code == 200
    other = call(history, "read_graph", scope="h", limit=1, as_of="2026-03-01", cursor=first["nextCursor"])
    assert (other.status_code, other.json()["error"]) == (422, "invalid_cursor")


def test_neighborhood_as_of_walks_the_edges_known_then(history):
    now = call(history, "neighborhood", scope="h", name="A", hops=1).json()
    assert {n["name"] for n in now["nodes"]} == {"A", "B"}
    then = call(history, "neighborhood", scope="h", name="A", hops=1, as_of="2026-02-01").json()
    assert {n["name"] for n in then["nodes"]} == {"A", "B", "C"}
    assert edge_set(then) == {("A", "B"), ("A", "C")}


def test_shortest_path_as_of_takes_the_ferry_that_ran_then(history):
    now = call(history, "shortest_path", scope="h", **{"from": "A", "to": "C"}).json()
    assert now["path"] == ["A", "B", "C"]
    then = call(history, "shortest_path", scope="h", as_of="2026-02-01", **{"from": "A", "to": "C"}).json()
    assert (then["path"], [e["edgeType"] for e in then["edges"]]) == (["A", "C"], ["ferry"])
    january = call(history, "shortest_path", scope="h", as_of="2026-01-01", **{"from": "A", "to": "C"}).json()
    assert january["found"] is False


@pytest.mark.parametrize("tool", ["read_graph", "neighborhood", "shortest_path", "read_graph_ranked"])
def test_an_as_of_that_is_not_a_date_is_refused_naming_the_field(history, tool):
    arguments = {"read_graph": {}, "read_graph_ranked": {}, "neighborhood": {"name": "A"}}.get(
        tool, {"from": "A", "to": "C"}
    )
    response = call(history, tool, scope="h", as_of="last tuesday", **arguments)
    assert response.status_code == 422
    assert (response.json()["error"], response.json()["field"]) == ("invalid_date", "as_of")
