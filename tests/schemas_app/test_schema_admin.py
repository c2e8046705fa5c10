"""SchemaManager in the Django admin, driven with Django's test client."""

import io
import json
import zipfile
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from graph.contracts.registry import registry
from graph.models import Entity
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.schemas_app.payloads import BUILTIN

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "memorymesh"
ADD_URL = reverse("admin:schemas_app_schema_add")
LIST_URL = reverse("admin:schemas_app_schema_changelist")


@pytest.fixture
def manager(admin_client):
    load_builtin_schemas()
    return admin_client


def editor_post(type_name: str, rows: list[dict], **fields) -> dict:
    """The editor's POST body: the schema fields and one formset row per property."""
    data = {
        "type_name": type_name,
        "description": f"A {type_name}.",
        "enabled": "on",
        "prop-TOTAL_FORMS": str(len(rows)),
        "prop-INITIAL_FORMS": "0",
        "prop-MIN_NUM_FORMS": "0",
        "prop-MAX_NUM_FORMS": "1000",
        **fields,
    }
    for index, row in enumerate(rows):
        data.update({f"prop-{index}-{key}": value for key, value in row.items()})
    return data


SPELL_ROWS = [
    {"name": "name", "type": "string", "description": "The spell's name", "required": "on"},
    {"name": "school", "type": "string", "required": "on", "enum": "Fire\nIce\n"},
    {"name": "taughtBy", "type": "array", "edge_type": "taught_by", "edge_description": "Teachers"},
]


def test_the_list_shows_every_schema_with_its_tools_and_the_uploads(manager):
    page = manager.get(LIST_URL).content.decode()
    for type_name in BUILTIN:
        assert f"add_{type_name}, update_{type_name}, delete_{type_name}" in page
    assert reverse("admin:schemas_app_schema_import") in page
    assert reverse("admin:schemas_app_schema_import_memory") in page


def test_creating_a_schema_in_the_visual_editor_makes_its_tool_exist(manager):
    response = manager.post(ADD_URL, editor_post("spell", SPELL_ROWS))
    assert response.status_code == 302
    schema = Schema.objects.get(type_name="spell")
    assert schema.definition == {
        "name": "add_spell",
        "description": "A spell.",
        "properties": {
            "name": {"type": "string", "description": "The spell's name", "required": True},
            "school": {"type": "string", "description": "", "required": True, "enum": ["Fire", "Ice"]},
            "taughtBy": {
                "type": "array",
                "description": "",
                "required": False,
                "relationship": {"edgeType": "taught_by", "description": "Teachers"},
            },
        },
        "additionalProperties": False,
    }
    tool = registry.get("add_spell")
    assert tool is not None
    assert tool.input_schema()["properties"]["spell"]["properties"]["school"]["enum"] == ["Fire", "Ice"]


def test_validation_problems_show_next_to_their_field_and_nothing_is_saved(manager):
    twice = manager.post(ADD_URL, editor_post("spell", [*SPELL_ROWS, {"name": "school", "type": "string"}]))
    assert twice.status_code == 200
    assert twice.context["formset"].forms[3].errors["name"] == ["'school' is already a property of this schema."]
    assert "errorlist" in twice.content.decode()
    shadowing = manager.post(ADD_URL, editor_post("nodes", SPELL_ROWS))
    assert shadowing.context["form"].errors["type_name"] == [
        "add_nodes, update_nodes, delete_nodes are already built-in: choose another type name"
    ]
    reserved = manager.post(ADD_URL, editor_post("spell", [*SPELL_ROWS, {"name": "newName", "type": "string"}]))
    assert reserved.context["formset"].forms[3].errors["name"] == [
        "'newName' is reserved: update tools rename nodes with it"
    ]
    enum_on_name = [{**SPELL_ROWS[0], "type": "array"}, *SPELL_ROWS[1:]]
    inconsistent = manager.post(ADD_URL, editor_post("spell", enum_on_name))
    assert inconsistent.context["formset"].forms[0].errors["type"] == [
        "the name property identifies the node: it must be a string"
    ]
    assert not Schema.objects.filter(type_name__in=["spell", "nodes"]).exists()


def test_raw_json_can_be_saved_and_bad_json_is_reported_on_the_field(manager):
    definition = {"name": "add_rune", "description": "A rune.", "properties": {"name": {"type": "string"}}}
    saved = manager.post(ADD_URL, editor_post("ignored", [], use_raw_json="on", raw_json=json.dumps(definition)))
    assert saved.status_code == 302
    assert Schema.objects.get(type_name="rune").definition == definition
    broken = manager.post(ADD_URL, editor_post("x", [], use_raw_json="on", raw_json='{"name": '))
    assert broken.context["form"].errors["raw_json"][0].startswith("Not JSON")
    invalid = manager.post(ADD_URL, editor_post("x", [], use_raw_json="on", raw_json='{"name": "add_x"}'))
    assert "missing required field 'description'" in invalid.context["form"].errors["raw_json"][0]


def test_preview_shows_the_generated_tools_json_schemas_without_saving(manager):
    response = manager.post(ADD_URL, editor_post("spell", SPELL_ROWS, _preview="Preview tools"))
    assert response.status_code == 200
    preview = response.context["preview"]
    assert sorted(preview) == ["add_spell", "delete_spell", "update_spell"]
    assert json.loads(preview["add_spell"])["required"] == ["spell"]
    assert "taught_by" in response.content.decode()
    assert not Schema.objects.filter(type_name="spell").exists()


def test_the_change_page_edits_properties_visually(manager):
    quest = Schema.objects.get(type_name="quest")
    url = reverse("admin:schemas_app_schema_change", args=[quest.pk])
    page = manager.get(url)
    rows = [form.initial for form in page.context["formset"].forms if form.initial]
    assert [row["name"] for row in rows] == list(BUILTIN["quest"]["properties"])
    assert "update_quest" in page.context["preview"]
    statuses = next(row for row in rows if row["name"] == "status")
    statuses["enum"] += "\nAbandoned"
    edited = [{k: ("on" if v is True else v) for k, v in row.items() if v is not False} for row in rows]
    response = manager.post(url, editor_post("quest", edited, description=BUILTIN["quest"]["description"]))
    assert response.status_code == 302
    quest.refresh_from_db()
    assert quest.definition["properties"]["status"]["enum"] == ["Active", "Completed", "Failed", "Abandoned"]
    assert quest.definition["properties"]["objectives"]["required"] is True


def test_disable_and_enable_actions_take_tools_away_and_back(manager):
    npc = Schema.objects.get(type_name="npc")
    manager.post(LIST_URL, {"action": "disable_schemas", "_selected_action": [npc.pk]})
    assert registry.get("add_npc") is None
    manager.post(LIST_URL, {"action": "enable_schemas", "_selected_action": [npc.pk]})
    assert registry.get("add_npc") is not None


def test_export_gives_schema_json_files(manager):
    npc = Schema.objects.get(type_name="npc")
    single = manager.post(LIST_URL, {"action": "export_schemas", "_selected_action": [npc.pk]})
    assert single["Content-Disposition"] == 'attachment; filename="npc.schema.json"'
    assert json.loads(single.content) == BUILTIN["npc"]
    both = Schema.objects.filter(type_name__in=["npc", "quest"]).values_list("pk", flat=True)
    archive = manager.post(LIST_URL, {"action": "export_schemas", "_selected_action": list(both)})
    assert zipfile.ZipFile(io.BytesIO(archive.content)).namelist() == ["npc.schema.json", "quest.schema.json"]
    page = manager.get(reverse("admin:schemas_app_schema_export", args=[npc.pk]))
    assert json.loads(page.content) == BUILTIN["npc"]


def test_importing_a_schema_file_in_the_admin(manager):
    spell = {"name": "add_spell", "description": "A spell.", "properties": {"name": {"type": "string"}}}
    upload = SimpleUploadedFile("spell.schema.json", json.dumps(spell).encode(), content_type="application/json")
    response = manager.post(reverse("admin:schemas_app_schema_import"), {"file": upload})
    assert response.status_code == 302
    assert registry.get("add_spell") is not None
    bad = SimpleUploadedFile("npc.schema.json", json.dumps(BUILTIN["npc"]).encode())
    refused = manager.post(reverse("admin:schemas_app_schema_import"), {"file": bad})
    assert "already exists" in refused.context["form"].errors["file"][0]


def test_importing_a_memory_file_in_the_admin_reports_what_happened(manager, admin_user):
    text = (FIXTURES / "memory.sample.jsonl").read_bytes()
    upload = SimpleUploadedFile("memory.json", text)
    response = manager.post(
        reverse("admin:schemas_app_schema_import_memory"), {"file": upload, "user": admin_user.pk, "scope": "saga"}
    )
    assert response.status_code == 200
    report = response.context["report"]
    assert report["nodes"]["created"] == 6
    assert report["edges"]["missingEnds"] == 1
    assert "Ancient Tree Guardian" in response.content.decode()
    assert Entity.objects.filter(scope__name="saga", scope__owner=admin_user).count() == 6


def test_deleting_a_schema_in_the_admin_removes_its_tools(manager):
    npc = Schema.objects.get(type_name="npc")
    response = manager.post(reverse("admin:schemas_app_schema_delete", args=[npc.pk]), {"post": "yes"})
    assert response.status_code == 302
    assert registry.get("add_npc") is None
    assert not Schema.objects.filter(type_name="npc").exists()
