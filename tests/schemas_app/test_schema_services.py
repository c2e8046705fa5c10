"""Schema writes (create, edit, enable, delete, import, export, built-ins) and the tools that follow them."""

import copy
import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from graph.contracts.registry import registry
from graph.exceptions import Conflict, Invalid
from schemas_app.builtin import BUILTIN_DIR
from schemas_app.models import Schema
from schemas_app.services.schemas import (
    delete_schemas,
    export_text,
    import_schema_text,
    load_builtin_schemas,
    save_schema,
)
from tests.schemas_app.payloads import BUILTIN

SPELL = {
    "name": "add_spell",
    "description": "A spell a character can cast.",
    "properties": {"name": {"type": "string", "required": True}, "school": {"type": "string", "enum": ["Fire"]}},
    "additionalProperties": False,
}


@pytest.fixture
def heard(transactional_db):
    """How often the registry announced a change (what MCP turns into list_changed)."""
    calls: list[int] = []
    unsubscribe = registry.add_listener(lambda: calls.append(1))
    yield calls
    unsubscribe()


def test_a_saved_schema_yields_its_three_tools_and_announces_them(heard):
    assert registry.get("add_spell") is None
    save_schema(definition=SPELL)
    assert heard == [1]
    for action in ("add", "update", "delete"):
        verb = registry.get(f"{action}_spell")
        assert verb is not None and verb.http_path == f"schemas/spell/{action}"
    assert registry.get("add_spell").input_schema()["properties"]["spell"]["properties"]["school"]["enum"] == ["Fire"]


def test_an_edit_changes_the_tools_on_the_next_listing(heard):
    schema = save_schema(definition=SPELL)
    renamed = copy.deepcopy(SPELL) | {"name": "add_incantation"}
    save_schema(definition=renamed, schema=schema)
    assert registry.get("add_spell") is None
    assert registry.get("add_incantation") is not None
    assert Schema.objects.get().type_name == "incantation"


def test_a_schema_that_would_shadow_a_built_in_tool_is_refused(heard):
    with pytest.raises(Invalid) as refused:
        save_schema(definition=copy.deepcopy(SPELL) | {"name": "add_nodes"})
    assert refused.value.code == "invalid_schema"
    assert refused.value.extra["fields"][0]["problem"] == (
        "add_nodes, update_nodes, delete_nodes are already built-in: choose another type name"
    )
    assert not Schema.objects.exists()
    assert heard == []


def test_an_invalid_schema_is_refused_with_every_problem_and_not_stored(heard):
    bad = copy.deepcopy(SPELL)
    bad["properties"]["school"]["enum"] = "Fire"
    with pytest.raises(Invalid) as refused:
        save_schema(definition=bad)
    assert refused.value.extra["fields"][0]["field"] == "properties.school.enum"
    assert not Schema.objects.exists()


def test_a_second_schema_of_one_type_is_refused(heard):
    save_schema(definition=SPELL)
    with pytest.raises(Conflict) as refused:
        save_schema(definition=SPELL)
    assert refused.value.code == "schema_exists"
    assert Schema.objects.count() == 1


def test_deleting_a_schema_removes_its_tools(heard):
    save_schema(definition=SPELL)
    delete_schemas(schemas=Schema.objects.all())
    assert registry.get("add_spell") is None
    assert heard == [1, 1]


def test_export_then_import_round_trips_and_replaces_only_when_asked(transactional_db):
    schema = save_schema(definition=SPELL, enabled=False)
    text = export_text(schema)
    assert json.loads(text) == SPELL
    with pytest.raises(Conflict):
        import_schema_text(text, filename="spell.schema.json")
    changed = json.dumps(SPELL | {"description": "Changed."})
    replaced, outcome = import_schema_text(changed, filename="spell.schema.json", replace=True)
    assert (outcome, replaced.description, replaced.enabled) == ("replaced", "Changed.", False)


def test_importing_a_file_that_is_not_json_says_where(transactional_db):
    with pytest.raises(Invalid) as refused:
        import_schema_text('{"name": "add_x",', filename="x.schema.json")
    assert refused.value.code == "invalid_json"
    assert "x.schema.json is not JSON" in refused.value.detail
    assert not Schema.objects.exists()


def test_builtins_load_once_and_replace_restores_edits(transactional_db):
    assert len(load_builtin_schemas()["created"]) == 11
    npc = Schema.objects.get(type_name="npc")
    save_schema(definition=BUILTIN["npc"] | {"description": "Edited."}, schema=npc)
    assert load_builtin_schemas()["kept"] == sorted(BUILTIN)
    report = load_builtin_schemas(replace=True)
    assert len(report["replaced"]) == 11
    npc.refresh_from_db()
    assert npc.definition == BUILTIN["npc"] and npc.builtin


def test_schemas_command_exports_lists_and_imports(transactional_db, tmp_path):
    load_builtin_schemas()
    call_command("schemas", "export", "npc", "quest", "--out", str(tmp_path), stdout=StringIO())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["npc.schema.json", "quest.schema.json"]
    for name in ("npc", "quest"):  # written back as MemoryMesh wrote them, key order included
        original = (BUILTIN_DIR / f"{name}.schema.json").read_text()
        assert (tmp_path / f"{name}.schema.json").read_text() == original.rstrip("\n") + "\n"
    (tmp_path / "spell.schema.json").write_text(json.dumps(SPELL))
    out = StringIO()
    call_command("schemas", "import", str(tmp_path / "spell.schema.json"), stdout=out)
    assert "created add_spell" in out.getvalue()
    listing = StringIO()
    call_command("schemas", "list", stdout=listing)
    assert "spell" in listing.getvalue() and "(built-in)" in listing.getvalue()


def test_schemas_command_reports_files_it_could_not_import(transactional_db, tmp_path):
    (tmp_path / "bad.schema.json").write_text(json.dumps({"name": "npc"}))
    errors = StringIO()
    with pytest.raises(CommandError, match="1 file"):
        call_command("schemas", "import", str(tmp_path / "bad.schema.json"), stdout=StringIO(), stderr=errors)
    assert "must be add_<type>" in errors.getvalue()
    assert not Schema.objects.exists()
