"""Every tool declares an outputSchema, and a scripted session's every result validates against it.

Run with MEMORYMESH_RECORD_REPLY_SHAPES=1 to (re)write graph/contracts/reply_shapes.json from
this session's replies (after a verb's reply changes shape); see graph.contracts.reply_shapes.
"""

import base64
import os

import jsonschema
import pytest

from graph.contracts.registry import registry
from graph.contracts.reply_shapes import recorded_shapes, reply_source, write_shapes
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.graph.memory_calls import acme_facts
from tests.mcp_client import call, refusal, run_in_session
from tests.schemas_app.conftest import PLACES
from tests.schemas_app.payloads import BUILTIN, field_to_update, sample_payload

RECORDING = os.environ.get("MEMORYMESH_RECORD_REPLY_SHAPES") == "1"
EDGE = {"from": "Dana", "to": "Acme", "edgeType": "works_at"}


async def graph_calls(client, calls: list) -> None:
    await call(client, "add_nodes", scope="g", nodes=[{"name": n, "nodeType": "thing"} for n in ("Dana", "Acme", "Bo")])
    calls += [
        ("add_edges", {"scope": "g", "edges": [EDGE]}),
        ("update_edges", {"scope": "g", "edges": [EDGE | {"newWeight": 0.5}]}),
        ("update_nodes", {"scope": "g", "nodes": [{"name": "Bo", "nodeType": "person"}]}),
        ("add_metadata", {"scope": "g", "metadata": [{"nodeName": "Dana", "contents": ["Role: cto"]}]}),
        ("delete_metadata", {"scope": "g", "deletions": [{"nodeName": "Dana", "metadata": ["Role"]}]}),
        ("read_graph", {"scope": "g"}),
        ("read_graph", {"scope": "g", "namesOnly": True, "limit": 1}),
        ("read_graph", {"scope": "nothing-here"}),
        ("neighborhood", {"scope": "g", "name": "Dana", "withMetadata": True, "hops": 2}),
        ("search_nodes", {"scope": "g", "query": "Dana"}),
        ("search_nodes", {"scope": "g", "query": "nobody"}),
        ("open_nodes", {"scope": "g", "names": ["Dana", "Nobody"]}),
        ("neighborhood", {"scope": "g", "name": "Dana"}),
        ("shortest_path", {"scope": "g", "from": "Dana", "to": "Acme"}),
        ("shortest_path", {"scope": "g", "from": "Dana", "to": "Bo"}),
        ("extract_entities", {"scope": "g", "text": "Dana met Bo."}),
        ("delete_edges", {"scope": "g", "edges": [EDGE]}),
        ("delete_nodes", {"scope": "g", "nodeNames": ["Bo"]}),
    ]


def memory_calls(calls: list) -> None:
    text = base64.b64encode(b"Priya Raman leads the Atlas project.").decode()
    # Over the size parsed at once: queued for the worker, a reply of another shape.
    large = base64.b64encode(b"Priya Raman leads the Atlas project.\n" * 30_000).decode()
    calls += [
        ("memory_status", {}),
        ("memory_remember", {"scope": "m", "content": "Dana works at Acme.", "facts": acme_facts()}),
        ("memory_remember", {"scope": "m", "content": "Dana works at Acme.", "facts": acme_facts()}),
        ("memory_status", {"scope": "m"}),
        ("memory_relate", {"scope": "m", "from": "Ann", "to": "Bob", "type": "KNOWS"}),
        # `replaces` answers what it ended (or why nothing may end): an object, not null.
        ("memory_relate", {"scope": "m", "from": "Ann", "to": "Cy", "type": "MENTORS", "replaces": True}),
        ("memory_relate", {"scope": "m", "from": "Ann", "to": "Di", "type": "KNOWS", "replaces": True}),
        ("memory_recall", {"scope": "m", "subject": "Dana"}),
        ("memory_recall", {"scope": "m", "subject": "Dana", "compact": True}),
        ("memory_recall", {"scope": "m", "subject": "Zebulon"}),
        ("memory_context", {"scope": "m", "query": "Where does Dana work?"}),
        ("memory_context", {"scope": "empty", "query": "anything"}),
        ("memory_context", {"scope": "m", "query": "Where does Dana work?", "compact": True}),
        ("memory_context", {"scope": "empty", "query": "anything", "compact": True}),
        ("memory_recall", {"scope": "m", "attribute": {"key": "role", "value": "cto"}}),
        ("memory_document", {"scope": "m", "content_base64": text, "name": "atlas.txt"}),
        ("memory_document", {"scope": "m", "content_base64": text, "name": "atlas.txt"}),
        ("memory_document", {"scope": "m", "content_base64": large, "name": "atlas-long.txt"}),
        ("memory_document", {"scope": "m", "content_base64": large, "name": "atlas-long.txt"}),
        ("memory_export", {"scope": "m", "limit": 2}),
        ("memory_export", {"scope": "m", "limit": 1024}),
        ("memory_export", {"scope": "empty"}),
        ("memory_import", {"scope": "m2", "records": [{"kind": "entity", "name": "E"}]}),
        ("memory_audit", {"scope": "m"}),
        ("memory_audit", {}),
        ("memory_forget", {"scope": "m", "fact": {"from": "Ann", "to": "Bob", "type": "KNOWS"}}),
        ("memory_forget", {"scope": "m", "subject": "Dana"}),
        ("memory_forget", {"scope": "m", "subject": "Dana"}),
    ]


async def turn_calls(client, replies: list) -> list:
    """The team verbs; memory_manage in order, each id from the reply before."""
    added = await answered(client, replies, "memory_manage", {"action": "add", "text": "Prefers TypeScript"})
    updated = await answered(
        client, replies, "memory_manage", {"action": "update", "id": added["item"]["id"], "text": "Prefers Rust"}
    )
    ended = await answered(client, replies, "memory_manage", {"action": "end", "id": updated["item"]["id"]})
    await answered(client, replies, "memory_manage", {"action": "undo_replace", "id": ended["item"]["id"]})
    await answered(client, replies, "memory_manage", {"action": "delete", "id": updated["item"]["id"]})
    turn = await answered(
        client, replies, "memory_after_turn", {"run_id": "run-1", "messages": [{"role": "user", "content": "Hi."}]}
    )
    return [
        ("memory_turn_report", {"job_id": turn["extraction"]["job_id"]}),
        ("memory_after_turn", {"run_id": "run-1", "messages": [{"role": "user", "content": "I live in Lisbon."}]}),
        ("memory_before_turn", {"message": "What do I prefer?"}),
        ("memory_query", {"query": "TypeScript"}),
        ("memory_query", {}),
    ]


async def answered(client, replies: list, name: str, arguments: dict) -> dict:
    """Call a tool that must succeed (the SDK validates it against its outputSchema too); keep its reply."""
    result = await client.call_tool(name, arguments)
    assert not result.is_error, f"{name} refused: {result.structured_content}"
    replies.append((name, result.structured_content))
    return result.structured_content


def schema_calls(calls: list) -> None:
    calls.append(("add_nodes", {"scope": "world", "nodes": [{"name": n, "nodeType": "location"} for n in PLACES]}))
    for type_name, definition in sorted(BUILTIN.items()):
        name = f"Test {type_name}"
        field = field_to_update(definition)
        value = ["changed"] if definition["properties"].get(field, {}).get("type") == "array" else "changed"
        calls += [
            (f"add_{type_name}", {"scope": "world", type_name: sample_payload(definition, name, PLACES)}),
            (f"update_{type_name}", {"scope": "world", f"update_{type_name}": {"name": name, field: value}}),
            (f"delete_{type_name}", {"scope": "world", f"delete_{type_name}": {"name": name}}),
        ]


async def scripted_session(client) -> tuple[dict, list]:
    """Every tool called at least once, successfully: (tool name → outputSchema, [(tool, reply)])."""
    schemas = {tool.name: tool.output_schema for tool in (await client.list_tools()).tools}
    calls: list = []
    replies: list = []
    await graph_calls(client, calls)
    memory_calls(calls)
    calls += await turn_calls(client, replies)
    schema_calls(calls)
    for name, arguments in calls:
        await answered(client, replies, name, arguments)
    return schemas, replies


@pytest.fixture
def every_schema_enabled(transactional_db) -> None:
    load_builtin_schemas()
    Schema.objects.update(enabled=True)


def test_every_tools_structured_content_validates_against_its_output_schema(
    server_url, make_user, every_schema_enabled
):
    _user, secret = make_user("alice")
    schemas, replies = run_in_session(server_url, secret, scripted_session)
    if RECORDING:
        write_shapes((reply_source(registry.get(name).function), reply) for name, reply in replies)
        pytest.skip("recorded graph/contracts/reply_shapes.json: run again to validate")
    assert {name for name, _reply in replies} == set(schemas), "the scripted session must call every listed tool"
    for schema in schemas.values():
        reply_shape, refusal_shape = schema["anyOf"]  # KeyError: the tool's reply shape was never recorded
        assert (
            schema["type"] == "object" and reply_shape["required"] and refusal_shape["required"] == ["error", "detail"]
        )
    for name, reply in replies:
        jsonschema.validate(reply, schemas[name])  # raises naming the tool's first mismatch
        jsonschema.validate(reply, schemas[name]["anyOf"][0])  # as a reply, not as a refusal


def test_a_refusal_validates_against_the_tools_output_schema_too(server_url, make_user):
    _user, secret = make_user("alice")

    async def steps(client):
        schemas = {tool.name: tool.output_schema for tool in (await client.list_tools()).tools}
        return schemas["memory_recall"], await refusal(client, "memory_recall", scope="s")

    schema, refused = run_in_session(server_url, secret, steps)
    assert refused["error"] == "invalid_arguments"
    jsonschema.validate(refused, schema)


def test_every_verb_reply_source_is_recorded():
    sources = {reply_source(verb.function) for verb in registry.static_verbs() if verb.mcp}
    assert sources <= set(recorded_shapes()), sources - set(recorded_shapes())
