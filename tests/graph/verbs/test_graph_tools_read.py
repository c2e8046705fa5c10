"""Graph tools over real HTTP: read_graph, search_nodes, open_nodes, extract_entities."""

import pytest


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


@pytest.fixture
def town(api):
    nodes = [
        {"name": "Ironforge Haven", "nodeType": "location", "metadata": ["Description: A fortress-city in a volcano"]},
        {"name": "Grimthor Steelbeard", "nodeType": "npc", "metadata": ["Role: Master Blacksmith", "Traits: Loud"]},
        {"name": "Everforged Hammer", "nodeType": "artifact", "metadata": ["Rarity: Legendary"]},
        {"name": "Willow Market", "nodeType": "location", "metadata": ["Description: Floating stalls"]},
        {"name": "Pip", "nodeType": "npc", "metadata": ["Role: Apprentice Blacksmith"]},
    ]
    edges = [
        {"from": "Grimthor Steelbeard", "to": "Ironforge Haven", "edgeType": "located_in"},
        {"from": "Everforged Hammer", "to": "Grimthor Steelbeard", "edgeType": "owned_by"},
        {"from": "Pip", "to": "Grimthor Steelbeard", "edgeType": "apprentice_of"},
        {"from": "Pip", "to": "Willow Market", "edgeType": "located_in"},
    ]
    assert call(api, "add_nodes", scope="world", nodes=nodes).status_code == 200
    assert call(api, "add_edges", scope="world", edges=edges).status_code == 200
    return api


def test_read_graph_pages_through_nodes_then_edges_exactly_once(town):
    pages = [call(town, "read_graph", scope="world", limit=3).json()]
    assert pages[0]["total"] == {"nodes": 5, "edges": 4} and pages[0]["totalExact"] is True
    while pages[-1]["nextCursor"]:
        pages.append(call(town, "read_graph", scope="world", limit=3, cursor=pages[-1]["nextCursor"]).json())
    assert [(len(p["nodes"]), len(p["edges"])) for p in pages] == [(3, 0), (2, 1), (0, 3)]
    names = [n["name"] for p in pages for n in p["nodes"]]
    assert len(names) == len(set(names)) == 5
    edges = {(e["from"], e["edgeType"], e["to"]) for p in pages for e in p["edges"]}
    assert len(edges) == 4
    assert "total" not in pages[1]


def test_read_graph_filters_by_type_and_answers_names_only(town):
    page = call(town, "read_graph", scope="world", nodeTypes=["NPC"], namesOnly=True).json()
    assert sorted(page["nodes"]) == ["Grimthor Steelbeard", "Pip"]
    assert page["edges"] == [{"from": "Pip", "to": "Grimthor Steelbeard", "edgeType": "apprentice_of"}]
    located = call(town, "read_graph", scope="world", edgeTypes=["located_in"]).json()
    assert {e["edgeType"] for e in located["edges"]} == {"located_in"}
    assert located["total"] == {"nodes": 5, "edges": 2}


def test_read_graph_refuses_a_cursor_made_with_other_filters(town):
    first = call(town, "read_graph", scope="world", limit=1).json()
    response = call(town, "read_graph", scope="world", limit=1, cursor=first["nextCursor"], nodeTypes=["npc"])
    assert response.status_code == 422
    assert response.json()["error"] == "invalid_cursor"
    garbage = call(town, "read_graph", scope="world", cursor="not-a-cursor")
    assert (garbage.status_code, garbage.json()["error"]) == (422, "invalid_cursor")


def test_read_graph_of_an_unwritten_scope_is_empty(town):
    page = call(town, "read_graph", scope="elsewhere").json()
    assert (page["nodes"], page["edges"], page["nextCursor"], page["total"]) == ([], [], None, {"nodes": 0, "edges": 0})


def test_search_nodes_matches_all_words_anywhere_not_one_phrase(town):
    reply = call(town, "search_nodes", scope="world", query="blacksmith loud").json()
    assert [n["name"] for n in reply["nodes"]] == ["Grimthor Steelbeard"]
    either = call(town, "search_nodes", scope="world", query="Blacksmith").json()
    assert {n["name"] for n in either["nodes"]} == {"Grimthor Steelbeard", "Pip"}
    assert call(town, "search_nodes", scope="world", query="loud apprentice").json()["nodes"] == []


@pytest.mark.parametrize("query", ["[", "]", ":", '"', "Description", "Role:"])
def test_search_nodes_does_not_match_the_json_text_or_the_keys_of_metadata(town, query):
    assert call(town, "search_nodes", scope="world", query=query).json()["nodes"] == []


def test_search_nodes_matches_metadata_values_and_punctuation_inside_them(town):
    extra = [{"name": "Odd", "nodeType": "npc", "metadata": ['Note: says "hi" [loudly]', "no key here"]}]
    assert call(town, "add_nodes", scope="world", nodes=extra).status_code == 200
    for query in ("[loudly]", '"hi"', "key here", "volcano fortress"):
        found = [n["name"] for n in call(town, "search_nodes", scope="world", query=query).json()["nodes"]]
        assert found == (["Ironforge Haven"] if query == "volcano fortress" else ["Odd"]), query


def test_search_nodes_on_thousands_of_nodes_is_a_trigram_index_scan(town):
    from django.db import connection

    from graph.models import Entity, Scope
    from graph.selectors.graph_search import SEARCH_TEXT_SQL

    scope = Scope.objects.get(name="world")
    villagers = [
        Entity(
            scope=scope,
            name=f"Villager {i}",
            name_norm=f"villager {i}",
            type="npc",
            type_norm="npc",
            metadata=[f"Role: Farmer {i}", "Mood: calm"],
        )
        for i in range(3000)
    ]
    Entity.objects.bulk_create(villagers)
    sql = "EXPLAIN SELECT id FROM graph_entity WHERE scope_id = %s AND forgotten_at IS NULL AND "
    sql += f"{SEARCH_TEXT_SQL} LIKE %s"
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE graph_entity")  # what autovacuum does: statistics, the GIN pending list merged
        cursor.execute(sql, [scope.pk, "%blacksmith%"])
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "entity_search_text_trgm" in plan, plan
    found = call(town, "search_nodes", scope="world", query="blacksmith").json()["nodes"]
    assert {n["name"] for n in found} == {"Grimthor Steelbeard", "Pip"}


def test_search_nodes_reads_a_short_pending_list_of_new_nodes_not_thousands(town):
    """New nodes wait in the trigram index's pending list, which every search reads whole
    until it is merged; 3,000 new nodes would fill ~160 of its pages unless it is kept short."""
    from django.db import connection

    from graph.models import Entity, Scope

    scope = Scope.objects.get(name="world")
    villagers = [
        Entity(scope=scope, name=f"Villager {i}", name_norm=f"villager {i}", type="npc", type_norm="npc")
        for i in range(3000)
    ]
    Entity.objects.bulk_create(villagers)
    with connection.cursor() as cursor:
        cursor.execute("CREATE EXTENSION IF NOT EXISTS pgstattuple")  # rolled back with the test
        cursor.execute("SELECT pending_pages, pending_tuples FROM pgstatginindex('entity_search_text_trgm')")
        pages, tuples = cursor.fetchone()
    assert pages <= 8 and tuples < 3000, (pages, tuples)
    found = call(town, "search_nodes", scope="world", query="villager 2999").json()["nodes"]
    assert [n["name"] for n in found] == ["Villager 2999"]


def test_search_nodes_returns_edges_and_one_hop_neighbours(town):
    reply = call(town, "search_nodes", scope="world", query="hammer").json()
    assert reply["nodes"] == [{"name": "Everforged Hammer", "nodeType": "artifact", "metadata": ["Rarity: Legendary"]}]
    assert reply["edges"] == [
        {"from": "Everforged Hammer", "to": "Grimthor Steelbeard", "edgeType": "owned_by", "weight": 1.0}
    ]
    assert reply["neighbours"] == [{"name": "Grimthor Steelbeard", "nodeType": "npc"}]


def test_search_nodes_matches_types_and_ranks_the_exact_name_first(town):
    by_type = call(town, "search_nodes", scope="world", query="location").json()
    assert {n["name"] for n in by_type["nodes"]} == {"Ironforge Haven", "Willow Market"}
    ranked = call(town, "search_nodes", scope="world", query="pip", nodeTypes=["npc"]).json()
    assert ranked["nodes"][0]["name"] == "Pip"
    limited = call(town, "search_nodes", scope="world", query="a", limit=2).json()
    assert len(limited["nodes"]) == 2 and limited["more"] is True


def test_open_nodes_reports_missing_names_with_close_spellings(town):
    reply = call(town, "open_nodes", scope="world", names=["pip", "Grimthor Stelbeard"]).json()
    assert [n["name"] for n in reply["nodes"]] == ["Pip"]
    assert reply["missing"] == ["Grimthor Stelbeard"]
    assert reply["didYouMean"]["Grimthor Stelbeard"][0] == "Grimthor Steelbeard"
    assert {e["edgeType"] for e in reply["edges"]} == {"apprentice_of", "located_in"}
    assert {n["name"] for n in reply["neighbours"]} == {"Grimthor Steelbeard", "Willow Market"}


def test_extract_entities_lists_stored_names_in_order_of_appearance(town):
    text = "Later, pip ran from Willow Market to find grimthor steelbeard. Nobody saw Ironforge."
    reply = call(town, "extract_entities", scope="world", text=text).json()
    assert [e["name"] for e in reply["entities"]] == ["Pip", "Willow Market", "Grimthor Steelbeard"]
    blank = call(town, "extract_entities", scope="world", text="   ")
    assert (blank.status_code, blank.json()["error"]) == (422, "invalid_arguments")


@pytest.mark.parametrize(("text", "status"), [("\x85\x85", 422), ("\x1c\u3000\t", 422), ("\ufeff", 200), ("é", 200)])
def test_extract_entities_refuses_blank_text_as_its_document_says(town, text, status):
    # The document's pattern and the server's strip() must agree on what is blank: the
    # fuzzer sent U+0085, which ECMA's \s leaves and Python strips.
    assert call(town, "extract_entities", scope="world", text=text).status_code == status
    document = town.get("/v1/schema", headers={"Accept": "application/json"}).json()
    body = document["paths"]["/v1/graph/extract_entities"]["post"]["requestBody"]["content"]["application/json"]
    schema = body["schema"]
    schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]] if "$ref" in schema else schema
    assert schema["properties"]["text"]["pattern"] == "[^\\s\\u001c-\\u001f\\u0085]|\\ufeff"
