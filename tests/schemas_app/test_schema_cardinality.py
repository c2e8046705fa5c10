"""A schema declares how many current targets its relationship edge types hold, and every write
path that ends facts obeys it: memory_relate / memory_remember with `replaces` over HTTP."""

import httpx
import pytest

from graph.exceptions import Invalid
from graph.models import Fact
from schemas_app.models import Schema
from schemas_app.services.schemas import save_schema
from tests.graph.memory_calls import call


def declare(schemas: dict[str, Schema], **cardinality: str) -> Schema:
    npc = schemas["npc"]
    return save_schema(definition=npc.definition_in_order(), enabled=True, schema=npc, cardinality=cardinality)


def targets(api: httpx.Client, subject: str) -> list[str]:
    return sorted(f["object"] for f in call(api, "recall", scope="world", subject=subject)["facts"])


def relate(api: httpx.Client, to: str, **body: object) -> dict:
    return call(api, "relate", scope="world", **{"from": "Mira", "to": to, "type": "originates_from", **body})


def test_replaces_on_a_relation_a_schema_declares_multi_ends_nothing(api, builtin_schemas):
    declare(builtin_schemas, originates_from="multi")
    relate(api, "Ironforge")
    reply = relate(api, "Willows", replaces=True)
    assert (reply["replaces"]["cardinality"], reply["replaces"]["ended"]) == ("multi", [])
    assert targets(api, "Mira") == ["Ironforge", "Willows"]


def test_replaces_on_a_relation_a_schema_declares_single_ends_the_other(api, builtin_schemas):
    declare(builtin_schemas, ORIGINATES_FROM="single")
    relate(api, "Ironforge")
    relations = [{"source": "Mira", "target": "Willows", "type": "ORIGINATES_FROM", "replaces": True}]
    reply = call(api, "remember", scope="world", facts={"relations": relations})
    assert reply["replaces"][0]["cardinality"] == "single" and len(reply["replaces"][0]["ended"]) == 1
    assert targets(api, "Mira") == ["Willows"]


def test_a_disabled_schema_declares_nothing(api, builtin_schemas):
    schema = declare(builtin_schemas, originates_from="multi")
    save_schema(definition=schema.definition_in_order(), enabled=False, schema=schema)
    relate(api, "Ironforge")
    assert relate(api, "Willows", replaces=True)["replaces"]["cardinality"] == "undeclared"


def test_editing_the_definition_alone_keeps_the_declarations(builtin_schemas):
    schema = declare(builtin_schemas, originates_from="per_object_type")
    again = save_schema(definition=schema.definition_in_order(), enabled=True, schema=schema)
    assert again.cardinality == {"ORIGINATES_FROM": "per_object_type"}


@pytest.mark.parametrize(
    ("declared", "problem"),
    [
        ({"rides": "single"}, "RIDES is no relationship edge type of this schema"),
        ({"originates_from": "several"}, "'several' is not one of single, per_object_type, multi"),
        ({"located_in": "multi"}, "LOCATED_IN is built in as single"),
    ],
)
def test_a_wrong_declaration_is_refused_and_nothing_changes(builtin_schemas, declared, problem):
    with pytest.raises(Invalid) as refused:
        declare(builtin_schemas, **declared)
    assert refused.value.code == "invalid_schema"
    assert refused.value.extra["fields"][0]["problem"] == problem
    assert Schema.objects.get(type_name="npc").cardinality == {}
    assert not Fact.objects.exists()
