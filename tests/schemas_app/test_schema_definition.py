"""The MemoryMesh schema format: validation against its meta-schema, and the tools a schema yields."""

import copy

import pytest

from schemas_app.definition import NodeSchema, definition_problems
from tests.schemas_app.payloads import BUILTIN


@pytest.mark.parametrize("type_name", sorted(BUILTIN))
def test_every_builtin_schema_is_valid(type_name):
    assert definition_problems(BUILTIN[type_name]) == []


def test_there_are_the_eleven_builtin_rpg_schemas():
    assert sorted(BUILTIN) == [
        "artifact",
        "currency",
        "faction",
        "inventory",
        "location",
        "npc",
        "player_character",
        "quest",
        "skills",
        "temporal",
        "transportation",
    ]


def problems_of(definition) -> dict[str, str]:
    found: dict[str, list[str]] = {}
    for problem in definition_problems(definition):
        found.setdefault(problem["field"], []).append(problem["problem"])
    return {field: "; ".join(texts) for field, texts in found.items()}


def test_problems_name_their_field_in_words():
    bad = copy.deepcopy(BUILTIN["quest"])
    bad["name"] = "quest"
    bad["properties"]["status"]["enum"] = []
    bad["properties"]["reward"] = {"type": "number"}
    bad["properties"]["bad name"] = {"type": "string"}
    found = problems_of(bad)
    assert found["name"] == "must be add_<type>, <type> in lower-case letters, digits and _ (e.g. add_npc)"
    assert found["properties.status.enum"] == "needs at least 1 entry"
    assert found["properties.reward.type"] == "must be one of 'string', 'array' (got 'number')"
    assert found["properties"] == "a property name starts with a letter and holds only letters, digits and _"


def test_unknown_keys_and_missing_description_are_refused():
    found = problems_of({"name": "add_x", "properties": {"name": {"type": "string", "requird": True}}, "extra": 1})
    assert "missing required field 'description'" in found[""]
    assert "unknown field 'extra'" in found[""]
    assert "'requird'" in found["properties.name"]


def test_reserved_and_inconsistent_properties_are_refused():
    definition = {
        "name": "add_x",
        "description": "x",
        "properties": {
            "name": {"type": "array"},
            "newName": {"type": "string"},
            "tags": {"type": "string", "items": {"type": "string"}},
        },
    }
    found = problems_of(definition)
    assert set(found) == {"properties.name.type", "properties.newName", "properties.tags.items"}


def test_add_tool_schema_wraps_the_payload_and_carries_every_rule():
    schema = NodeSchema.from_definition(BUILTIN["quest"])
    tool = schema.tool_input_schema("add")
    assert tool["required"] == ["quest"]
    assert tool["additionalProperties"] is False
    assert {"quest", "scope", "user_id"} == set(tool["properties"])
    payload = tool["properties"]["quest"]
    assert payload["required"] == ["name", "description", "status", "objectives", "rewards"]
    assert payload["properties"]["status"]["enum"] == ["Active", "Completed", "Failed"]
    assert payload["properties"]["objectives"] == {
        "type": "array",
        "items": {"type": "string", "minLength": 1, "maxLength": 4096},
        "description": "List of objectives to complete the quest",
    }


def test_update_and_delete_tool_schemas_take_the_original_argument_shapes():
    schema = NodeSchema.from_definition(BUILTIN["npc"])
    update = schema.tool_input_schema("update")["properties"]["update_npc"]
    assert update["required"] == ["name"]
    assert "newName" in update["properties"]
    assert "located_in" in update["properties"]["currentLocation"]["description"]
    delete = schema.tool_input_schema("delete")
    assert delete["required"] == ["delete_npc"]
    assert delete["properties"]["delete_npc"]["required"] == ["name"]


def test_a_schema_without_a_name_property_still_names_its_nodes():
    schema = NodeSchema.from_definition(BUILTIN["temporal"])
    assert schema.required == ("name",)
    assert schema.payload_problems("add", {"day": "Monday"})[0]["missing"] == ["name"]


def test_metadata_is_key_value_in_schema_order_with_arrays_joined():
    schema = NodeSchema.from_definition(BUILTIN["npc"])
    payload = {"name": "Pip", "traits": ["Shy", "Quick"], "role": "Apprentice", "mood": 3}
    assert schema.metadata_for(payload) == ["Role: Apprentice", "Traits: Shy, Quick", "Mood: 3"]
    assert schema.targets_in({"name": "Pip", "currentLocation": "Mill", "origin": ""}) == [
        ("currentLocation", "located_in", "Mill")
    ]
