"""read_graph_ranked over real HTTP: most connected nodes first, each page closing the induced subgraph."""

import pytest


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


@pytest.fixture
def star(api):
    """Hub links to s1..s4; s1–s2 and s3–t; t–u; lone has no edge. Degrees: hub 4, s1 2, s2 2, s3 2, t 2, s4 1, u 1."""
    names = ["lone", "u", "t", "s4", "s3", "s2", "s1", "hub"]  # created in reverse of rank, so id order differs
    assert call(api, "add_nodes", scope="w", nodes=[{"name": n, "nodeType": "x"} for n in names]).status_code == 200
    pairs = [("hub", "s1"), ("hub", "s2"), ("hub", "s3"), ("hub", "s4"), ("s1", "s2"), ("s3", "t"), ("t", "u")]
    edges = [{"from": a, "to": b, "edgeType": "link"} for a, b in pairs]
    assert call(api, "add_edges", scope="w", edges=edges).status_code == 200
    return api


def pages(api, **arguments) -> list[dict]:
    found = [call(api, "read_graph_ranked", scope="w", **arguments).json()]
    while found[-1]["nextCursor"]:
        found.append(call(api, "read_graph_ranked", scope="w", cursor=found[-1]["nextCursor"], **arguments).json())
    return found


def test_nodes_come_most_connected_first_with_their_degree(star):
    first = call(star, "read_graph_ranked", scope="w", limit=3).json()
    assert first["nodes"][0] | {"metadata": None} == {"name": "hub", "nodeType": "x", "metadata": None, "degree": 4}
    assert [n["degree"] for n in first["nodes"]] == [4, 2, 2]
    assert first["total"] == {"nodes": 8}
    assert first["nextCursor"]


def test_every_page_brings_the_edges_that_close_the_loaded_subgraph(star):
    loaded: set[str] = set()
    seen_edges = []
    for page in pages(star, limit=3):
        loaded |= {n["name"] for n in page["nodes"]}
        for edge in page["edges"]:
            assert {edge["from"], edge["to"]} <= loaded, edge
            seen_edges.append((edge["from"], edge["to"]))
    assert len(loaded) == 8
    assert len(seen_edges) == len(set(seen_edges)) == 7


def test_node_types_rank_only_those_nodes_and_the_edges_between_them(star):
    retyped = [{"name": "s1", "nodeType": "Y"}, {"name": "s2", "nodeType": "y"}]
    assert call(star, "update_nodes", scope="w", nodes=retyped).status_code == 200
    page = call(star, "read_graph_ranked", scope="w", nodeTypes=["y"]).json()
    # Equal degree (hub and each other): the older node first.
    assert [(n["name"], n["degree"]) for n in page["nodes"]] == [("s2", 2), ("s1", 2)]
    assert [(e["from"], e["to"]) for e in page["edges"]] == [("s1", "s2")]
    assert page["total"] == {"nodes": 2}


def test_a_cursor_that_is_not_ours_or_made_for_another_as_of_is_refused(star):
    garbage = call(star, "read_graph_ranked", scope="w", cursor="nope")
    assert (garbage.status_code, garbage.json()["error"]) == (422, "invalid_cursor")
    first = call(star, "read_graph_ranked", scope="w", limit=2).json()
    dated = call(star, "read_graph_ranked", scope="w", limit=2, cursor=first["nextCursor"], as_of="2030-01-01")
    assert (dated.status_code, dated.json()["error"]) == (422, "invalid_cursor")


def test_another_users_scope_reads_as_empty(star, make_user, client_for):
    _bob, secret = make_user("bob")
    page = call(client_for(secret), "read_graph_ranked", scope="w").json()
    assert (page["nodes"], page["edges"], page["total"]) == ([], [], {"nodes": 0})


def test_it_is_an_http_route_only_not_an_agents_tool():
    from graph.contracts.registry import registry

    assert registry.get("read_graph_ranked").mcp is False
