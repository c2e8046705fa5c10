"""Graph walks over real HTTP: neighborhood (1–4 hops) and shortest_path, never leaving a scope."""

import pytest


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


def chain(api, scope: str, names: list[str], edge_type: str = "next") -> None:
    nodes = [{"name": n, "nodeType": "stop"} for n in names]
    assert call(api, "add_nodes", scope=scope, nodes=nodes).status_code == 200
    edges = [{"from": a, "to": b, "edgeType": edge_type} for a, b in zip(names, names[1:], strict=False)]
    assert call(api, "add_edges", scope=scope, edges=edges).status_code == 200


@pytest.fixture
def line(api):
    """A-B-C-D-E-F in scope "line"; in scope "shortcut" the same A and F are directly linked."""
    chain(api, "line", ["A", "B", "C", "D", "E", "F"])
    chain(api, "shortcut", ["A", "F"])
    return api


def test_neighborhood_walks_both_directions_up_to_the_hops_asked(line):
    one = call(line, "neighborhood", scope="line", name="c", hops=1).json()
    assert {(n["name"], n["distance"]) for n in one["nodes"]} == {("C", 0), ("B", 1), ("D", 1)}
    assert {(e["from"], e["to"]) for e in one["edges"]} == {("B", "C"), ("C", "D")}
    two = call(line, "neighborhood", scope="line", name="C", hops=2).json()
    assert sorted(n["name"] for n in two["nodes"]) == ["A", "B", "C", "D", "E"]


def test_neighborhood_never_crosses_into_another_scope(line):
    reply = call(line, "neighborhood", scope="line", name="A", hops=4).json()
    assert "F" not in {n["name"] for n in reply["nodes"]}  # F is 5 hops away here; 1 hop only in "shortcut"
    shortcut = call(line, "neighborhood", scope="shortcut", name="A", hops=4).json()
    assert {n["name"] for n in shortcut["nodes"]} == {"A", "F"}


def test_neighborhood_caps_nodes_and_says_so(line):
    reply = call(line, "neighborhood", scope="line", name="A", hops=4, limit=2, withMetadata=True).json()
    assert [n["name"] for n in reply["nodes"]] == ["A", "B"]
    assert reply["nodes"][0]["metadata"] == []
    assert reply["truncated"] is True


def test_neighborhood_refuses_more_than_four_hops_and_unknown_names(line):
    too_far = call(line, "neighborhood", scope="line", name="A", hops=5)
    assert (too_far.status_code, too_far.json()["fields"][0]["field"]) == (422, "hops")
    unknown = call(line, "neighborhood", scope="line", name="Q")
    assert (unknown.status_code, unknown.json()["error"]) == (404, "node_not_found")


def test_shortest_path_finds_the_chain_with_its_edges(line):
    reply = call(line, "shortest_path", scope="line", **{"from": "A", "to": "D"}).json()
    assert reply["found"] is True
    assert (reply["length"], reply["path"]) == (3, ["A", "B", "C", "D"])
    assert [(e["from"], e["to"]) for e in reply["edges"]] == [("A", "B"), ("B", "C"), ("C", "D")]
    backwards = call(line, "shortest_path", scope="line", **{"from": "D", "to": "A"}).json()
    assert backwards["path"] == ["D", "C", "B", "A"]


def test_shortest_path_respects_direction_hops_and_scope(line):
    directed = call(line, "shortest_path", scope="line", directed=True, **{"from": "D", "to": "A"}).json()
    assert (directed["found"], directed["path"]) == (False, [])
    short = call(line, "shortest_path", scope="line", maxHops=2, **{"from": "A", "to": "F"}).json()
    assert short["found"] is False
    across = call(line, "shortest_path", scope="shortcut", **{"from": "A", "to": "F"}).json()
    assert (across["length"], across["path"]) == (1, ["A", "F"])
    same = call(line, "shortest_path", scope="line", **{"from": "B", "to": "B"}).json()
    assert (same["length"], same["path"], same["edges"]) == (0, ["B"], [])


def test_shortest_path_refuses_an_unknown_end(line):
    response = call(line, "shortest_path", scope="line", **{"from": "A", "to": "Z"})
    assert response.status_code == 404
    assert response.json()["missing"] == ["Z"]
