"""Schema tools over real HTTP (/v1/schemas/<type>/{add,update,delete}): every built-in schema, and
every refusal tested for its status, its code and that nothing was stored."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from graph.models import Entity, Event, Fact
from schemas_app.models import Schema
from schemas_app.services.schemas import save_schema, set_enabled
from tests.schemas_app.conftest import PLACES
from tests.schemas_app.payloads import BUILTIN, field_to_update, metadata_line, sample_payload


def tool(api, type_name: str, action: str, payload: dict, scope: str = "world"):
    key = type_name if action == "add" else f"{action}_{type_name}"
    return api.post(f"/v1/schemas/{type_name}/{action}", json={key: payload, "scope": scope})


def stored(name: str) -> bool:
    return Entity.objects.filter(name=name, forgotten_at__isnull=True).exists()


def npc(name: str = "Grimthor", **fields) -> dict:
    base = {"name": name, "role": "Smith", "status": "Active", "currentLocation": PLACES[0], "description": "Loud"}
    return base | fields


def assert_refused_nothing_stored(response, status: int, code: str, name: str) -> dict:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"] == code
    assert not stored(name)
    assert not Fact.objects.filter(subject__name=name).exists()
    assert not Event.objects.filter(verb__startswith="add_").exclude(verb="add_nodes").exists()
    return body


@pytest.mark.parametrize("type_name", sorted(BUILTIN))
def test_every_builtin_schema_adds_reads_updates_and_deletes(world, type_name):
    definition = BUILTIN[type_name]
    name = f"Test {type_name}"
    payload = sample_payload(definition, name, PLACES)
    added = tool(world, type_name, "add", payload)
    assert added.status_code == 200, added.text
    node = added.json()["node"]
    assert (node["name"], node["nodeType"]) == (name, type_name)
    links = [(f, v) for f, v in payload.items() if "relationship" in definition["properties"].get(f, {})]
    expected_edges = {
        (definition["properties"][f]["relationship"]["edgeType"], target)
        for f, value in links
        for target in (value if isinstance(value, list) else [value])
    }
    assert {(e["edgeType"], e["to"]) for e in added.json()["edges"]} == expected_edges

    opened = world.post("/v1/graph/open_nodes", json={"scope": "world", "names": [name]}).json()
    assert opened["nodes"][0]["metadata"] == node["metadata"]
    assert len(node["metadata"]) == len(payload) - 1  # every field but the name, one "Key: value" each

    field = field_to_update(definition)
    value = ["changed"] if definition["properties"].get(field, {}).get("type") == "array" else "changed"
    updated = tool(world, type_name, "update", {"name": name, field: value})
    assert updated.status_code == 200, updated.text
    metadata = updated.json()["node"]["metadata"]
    assert metadata_line(field, value) in metadata
    assert len(metadata) == len(node["metadata"]) + (field not in payload)  # the rest is kept
    assert {(e["edgeType"], e["to"]) for e in updated.json()["edges"]} == expected_edges

    deleted = tool(world, type_name, "delete", {"name": name})
    assert deleted.json()["edgesDeleted"] == len(expected_edges)
    assert not stored(name)
    gone = world.post("/v1/graph/open_nodes", json={"scope": "world", "names": [name]}).json()
    assert gone["missing"] == [name]


def test_an_enum_violation_is_refused_naming_the_allowed_values(world):
    quest = sample_payload(BUILTIN["quest"], "Lost Crown", PLACES) | {"status": "Done"}
    body = assert_refused_nothing_stored(tool(world, "quest", "add", quest), 422, "schema_violation", "Lost Crown")
    problem = body["fields"][0]
    assert (problem["field"], problem["rule"]) == ("quest.status", "enum")
    assert problem["allowed"] == ["Active", "Completed", "Failed"]
    assert "'Active', 'Completed', 'Failed'" in body["detail"]


def test_a_missing_required_field_is_refused_naming_it(world):
    payload = npc("Grimthor")
    del payload["role"]
    body = assert_refused_nothing_stored(tool(world, "npc", "add", payload), 422, "schema_violation", "Grimthor")
    assert body["fields"] == [
        {
            "field": "npc",
            "problem": "missing required field 'role' (NPC's role or occupation)",
            "rule": "required",
            "missing": ["role"],
        }
    ]


def test_an_extra_field_is_refused_when_additional_properties_is_false(world):
    closed = {
        "name": "add_spell",
        "description": "A spell",
        "properties": {"name": {"type": "string", "required": True}, "school": {"type": "string"}},
        "additionalProperties": False,
    }
    save_schema(definition=closed)
    body = assert_refused_nothing_stored(
        tool(world, "spell", "add", {"name": "Fireball", "school": "Evocation", "mana": "5"}),
        422,
        "schema_violation",
        "Fireball",
    )
    assert body["fields"][0]["unknown"] == ["mana"]
    assert body["fields"][0]["allowed_fields"] == ["name", "school"]


def test_a_missing_relationship_target_is_refused_with_close_names(world):
    payload = npc("Grimthor", currentLocation="Ironforge Havn")
    body = assert_refused_nothing_stored(
        tool(world, "npc", "add", payload), 422, "relationship_target_missing", "Grimthor"
    )
    assert body["targets"] == [
        {
            "field": "currentLocation",
            "edgeType": "located_in",
            "missing": "Ironforge Havn",
            "didYouMean": ["Ironforge Haven"],
        }
    ]


def test_a_wrong_value_type_is_refused(world):
    body = assert_refused_nothing_stored(
        tool(world, "npc", "add", npc("Grimthor", traits="Loud")), 422, "schema_violation", "Grimthor"
    )
    assert body["fields"][0]["problem"] == "must be an array of strings (got a string)"


def test_fields_sent_outside_the_wrapper_are_refused_with_the_shape_to_use(world):
    response = world.post("/v1/schemas/npc/add", json=npc("Grimthor") | {"scope": "world"})
    body = assert_refused_nothing_stored(response, 422, "invalid_arguments", "Grimthor")
    assert '{"npc": {"name"' in body["detail"]


def test_a_taken_name_is_refused_naming_the_node_and_the_tool_to_call(world):
    response = tool(world, "npc", "add", npc(PLACES[0]))
    assert response.status_code == 409
    body = response.json()
    assert body["error"] == "node_exists"
    assert body["existing"] == [{"name": PLACES[0], "nodeType": "location"}]
    assert "update_npc" in body["detail"]
    assert Entity.objects.get(name=PLACES[0]).type == "location"


def test_update_of_a_node_of_another_type_is_refused_naming_its_tools(world):
    response = tool(world, "npc", "update", {"name": PLACES[0], "role": "Town"})
    assert response.status_code == 409
    assert response.json()["error"] == "wrong_node_type"
    assert "update_location" in response.json()["detail"]
    assert Entity.objects.get(name=PLACES[0]).metadata == []


def test_update_of_an_unknown_node_is_refused_pointing_at_add(world):
    response = tool(world, "npc", "update", {"name": "Nobody", "role": "Ghost"})
    assert response.status_code == 404
    assert response.json()["error"] == "node_not_found"
    assert "add_npc" in response.json()["detail"]
    assert not stored("Nobody")


def test_update_moves_a_relationship_and_keeps_the_old_edge_as_history(world):
    tool(world, "npc", "add", npc("Grimthor"))
    reply = tool(world, "npc", "update", {"name": "Grimthor", "currentLocation": PLACES[1]}).json()
    assert [(e["edgeType"], e["to"]) for e in reply["edges"]] == [("located_in", PLACES[1])]
    assert f"CurrentLocation: {PLACES[1]}" in reply["node"]["metadata"]
    assert "Role: Smith" in reply["node"]["metadata"]
    old = Fact.objects.get(object__name=PLACES[0], type="located_in")
    assert old.ended_at is not None and old.forgotten_at is None


def test_update_renames_and_edges_follow(world):
    tool(world, "npc", "add", npc("Grimthor"))
    reply = tool(world, "npc", "update", {"name": "Grimthor", "newName": "Grimthor the Bold"})
    assert reply.json()["node"]["name"] == "Grimthor the Bold"
    assert reply.json()["edges"][0]["from"] == "Grimthor the Bold"
    taken = tool(world, "npc", "update", {"name": "Grimthor the Bold", "newName": PLACES[1], "role": "Thief"})
    assert (taken.status_code, taken.json()["error"]) == (409, "node_exists")
    assert "Role: Smith" in Entity.objects.get(name="Grimthor the Bold").metadata


def test_a_disabled_schema_has_no_tool_until_enabled_again(world):
    set_enabled(schemas=Schema.objects.filter(type_name="npc"), enabled=False)
    response = tool(world, "npc", "add", npc("Grimthor"))
    assert (response.status_code, response.json()["error"]) == (404, "unknown_tool")
    assert not stored("Grimthor")
    set_enabled(schemas=Schema.objects.filter(type_name="npc"), enabled=True)
    assert tool(world, "npc", "add", npc("Grimthor")).status_code == 200


def test_thirty_concurrent_add_npc_calls_store_thirty_nodes_and_all_their_edges(world):
    def add(index: int) -> int:
        payload = npc(f"Villager {index}", origin=PLACES[1])
        return tool(world, "npc", "add", payload).status_code

    with ThreadPoolExecutor(max_workers=30) as pool:
        statuses = list(pool.map(add, range(30)))
    assert statuses == [200] * 30
    villagers = Entity.objects.filter(name__startswith="Villager ", type="npc", forgotten_at__isnull=True)
    assert villagers.count() == 30
    edges = Fact.objects.filter(subject__in=villagers, ended_at__isnull=True, forgotten_at__isnull=True)
    assert edges.filter(type="located_in", object__name=PLACES[0]).count() == 30
    assert edges.filter(type="originates_from", object__name=PLACES[1]).count() == 30


@pytest.mark.parametrize("path", ["/v1/schemas/graph/read", "/v1/schemas/nodes/add", "/v1/schemas/npc/read"])
def test_the_schema_route_serves_only_schema_tools(world, path):
    # /v1/schemas/graph/read names read_graph and /v1/schemas/nodes/add names add_nodes: graph tools,
    # served at /v1/graph/<tool> only.
    response = world.post(path, json={"scope": "world", "nodes": [{"name": "Sneaky", "nodeType": "npc"}]})
    assert (response.status_code, response.json()["error"]) == (404, "unknown_tool")
    assert not stored("Sneaky")
