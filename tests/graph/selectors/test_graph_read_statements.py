"""search_nodes and open_nodes read in a fixed number of statements, however many edges the
nodes have (graph.selectors.graph_views.edges_around loads each edge's ends with what the
reply reads), and list only current edges whose row and both ends are live."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from graph.access import CallContext
from graph.contracts.registry import registry
from graph.selectors.graph_views import EDGES_AROUND_CAP
from identity.models import ApiToken


def _call(ctx: CallContext, verb: str, **arguments: object) -> dict:
    return registry.get(verb).call(ctx, arguments)


def _hub_with_twelve_neighbours(make_user) -> CallContext:
    user, _secret = make_user("alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    nodes = [{"name": "Hub Keep", "nodeType": "location", "metadata": ["Role: capital"]}]
    nodes += [{"name": f"Villager {i}", "nodeType": "npc"} for i in range(12)]
    _call(ctx, "add_nodes", scope="town", nodes=nodes)
    edges = [{"from": f"Villager {i}", "to": "Hub Keep", "edgeType": "lives_in"} for i in range(6)]
    edges += [{"from": "Hub Keep", "to": f"Villager {i}", "edgeType": "protects"} for i in range(6, 12)]
    _call(ctx, "add_edges", scope="town", edges=edges)
    return ctx


def test_open_nodes_of_a_node_with_many_edges_takes_three_statements(make_user):
    ctx = _hub_with_twelve_neighbours(make_user)

    with CaptureQueriesContext(connection) as statements:
        reply = _call(ctx, "open_nodes", scope="town", names=["hub keep"])

    assert reply["nodes"] == [{"name": "Hub Keep", "nodeType": "location", "metadata": ["Role: capital"]}]
    assert len(reply["edges"]) == 12 and len(reply["neighbours"]) == 12
    assert {"from": "Villager 0", "to": "Hub Keep", "edgeType": "lives_in", "weight": 1.0} in reply["edges"]
    assert {"name": "Villager 11", "nodeType": "npc"} in reply["neighbours"]
    # the scope, the nodes by name, the edges with their ends
    assert len(statements.captured_queries) == 3, [q["sql"][:80] for q in statements.captured_queries]


def test_search_nodes_of_a_node_with_many_edges_takes_three_statements(make_user):
    ctx = _hub_with_twelve_neighbours(make_user)

    with CaptureQueriesContext(connection) as statements:
        reply = _call(ctx, "search_nodes", scope="town", query="capital")

    assert [n["name"] for n in reply["nodes"]] == ["Hub Keep"]
    assert len(reply["edges"]) == 12 and reply["edgesTruncated"] is False
    # the scope, the matching nodes, the edges with their ends
    assert len(statements.captured_queries) == 3, [q["sql"][:80] for q in statements.captured_queries]


def test_edges_around_leave_out_forgotten_and_ended_edges_and_forgotten_ends(make_user):
    ctx = _hub_with_twelve_neighbours(make_user)
    _call(ctx, "memory_forget", scope="town", subject="Villager 0")
    _call(ctx, "memory_forget", scope="town", fact={"from": "Villager 1", "to": "Hub Keep", "type": "lives_in"})
    _call(ctx, "memory_relate", scope="town", to="Villager 12", type="protects", replaces=True, **{"from": "Hub Keep"})

    reply = _call(ctx, "open_nodes", scope="town", names=["Hub Keep"])

    assert {(e["from"], e["to"], e["edgeType"]) for e in reply["edges"]} == {
        *((f"Villager {i}", "Hub Keep", "lives_in") for i in range(2, 6)),
        ("Hub Keep", "Villager 12", "protects"),
    }
    assert {n["name"] for n in reply["neighbours"]} == {*(f"Villager {i}" for i in range(2, 6)), "Villager 12"}


def test_edges_around_a_node_with_more_than_the_cap_are_truncated_oldest_first(make_user):
    user, _secret = make_user("alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    count = EDGES_AROUND_CAP + 5
    _call(ctx, "add_nodes", scope="big", nodes=[{"name": "Hub", "nodeType": "place"}]
          + [{"name": f"N{i}", "nodeType": "npc"} for i in range(count)])
    edges = [{"from": f"N{i}", "to": "Hub", "edgeType": "near"} for i in range(count)]
    _call(ctx, "add_edges", scope="big", edges=edges)

    reply = _call(ctx, "open_nodes", scope="big", names=["Hub"])

    assert reply["edgesTruncated"] is True and len(reply["edges"]) == EDGES_AROUND_CAP
    assert [e["from"] for e in reply["edges"][:3]] == ["N0", "N1", "N2"]
