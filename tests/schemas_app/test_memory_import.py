"""Importing MemoryMesh memory.json and reference-server memory.jsonl: service and command."""

import json
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from graph.models import Entity, Event, Fact
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "memorymesh"


@pytest.fixture
def owner(transactional_db):
    return get_user_model().objects.create_user("gm")


def import_text(owner, text: str, scope: str = "world") -> dict:
    target = operator_scope(owner, scope)
    return import_parsed(operator=Operator(owner), scope=target, parsed=parse_memory_file(text))


def edges(scope: str = "world") -> set[tuple[str, str, str]]:
    rows = Fact.objects.filter(scope__name=scope, forgotten_at__isnull=True).select_related("subject", "object")
    return {(f.subject.name, f.type, f.object.name) for f in rows}


def test_memorymesh_sample_imports_nodes_and_edges_and_reports_the_missing_ends(owner):
    report = import_text(owner, (FIXTURES / "memory.sample.jsonl").read_text())
    assert report["nodes"] == {"created": 6, "merged": 0}
    assert report["edges"] == {"created": 5, "alreadyPresent": 0, "missingEnds": 1}
    assert report["missingEndDetails"] == [
        {
            "line": 7,
            "from": "Ancient Tree Guardian",
            "to": "Ancient Ruins",
            "edgeType": "located_in",
            "missing": ["Ancient Tree Guardian", "Ancient Ruins"],
        }
    ]
    assert ("The Everforged Hammer", "owned_by", "Grimthor Steelbeard") in edges()
    madame = Entity.objects.get(name="Madame Whisperwind")
    assert madame.type == "npc"
    assert madame.metadata.count("CurrentLocation: Whispering Willows") == 1  # doubled in the file, once here
    assert Event.objects.filter(verb="import_memory", actor=owner).count() == 1


def test_reference_server_file_merges_duplicates_and_refuses_relations_to_missing_entities(owner):
    report = import_text(owner, (FIXTURES / "ref_memory.jsonl").read_text())
    assert report["nodes"] == {"created": 4, "merged": 0}
    assert report["duplicatesMerged"] == 1
    assert report["edges"] == {"created": 1, "alreadyPresent": 1, "missingEnds": 1}
    assert report["missingEndDetails"][0]["line"] == 6
    assert Entity.objects.get(name="A").metadata == ["likes tea", "likes coffee", "dup in batch"]
    assert edges() == {("A", "works_at", "B")}
    assert not Entity.objects.filter(name="Ghost").exists()


def test_importing_again_merges_into_the_stored_nodes(owner):
    text = (FIXTURES / "memory.sample.jsonl").read_text()
    import_text(owner, text)
    again = import_text(owner, text)
    assert again["nodes"] == {"created": 0, "merged": 6}
    assert again["edges"]["alreadyPresent"] == 5
    assert Entity.objects.filter(forgotten_at__isnull=True).count() == 6


def test_bad_lines_are_reported_by_number_and_the_rest_imported(owner):
    lines = [
        '{"type":"node","name":"Keep","nodeType":"npc","metadata":[]}',
        "{not json",
        '{"type":"vertex","name":"X"}',
        '{"type":"node","nodeType":"npc"}',
        "",
        '{"type":"edge","from":"Keep","to":"Keep","edgeType":"self","weight":2}',
        '["a list"]',
        '{"type":"node","name":"Other","nodeType":"npc","metadata":"not a list"}',
    ]
    report = import_text(owner, "\n".join(lines))
    assert [(bad["line"], bad["problem"]) for bad in report["badLineDetails"]] == [
        (2, "not JSON: Expecting property name enclosed in double quotes at column 2"),
        (3, "type must be node, edge, entity or relation (got 'vertex')"),
        (4, "'name' must be a non-empty string"),
        (6, "'weight' must be a number from 0 to 1 (got 2)"),
        (7, "a line must be one JSON object"),
        (8, "'metadata' must be an array of strings"),
    ]
    assert report["badLines"] == 6
    assert set(Entity.objects.values_list("name", flat=True)) == {"Keep"}


def test_type_conflicts_between_duplicates_are_reported_keeping_the_first(owner):
    text = "\n".join(
        json.dumps({"type": "node", "name": name, "nodeType": kind}) for name, kind in [("Ada", "npc"), ("ada", "pc")]
    )
    report = import_text(owner, text)
    assert report["typeConflicts"] == [{"line": 2, "name": "ada", "type": "pc", "kept": "npc", "keptFromLine": 1}]
    assert Entity.objects.get(name="Ada").type == "npc"


def test_import_memory_command_prints_a_report(owner):
    out = StringIO()
    call_command(
        "import_memory", str(FIXTURES / "memory.sample.jsonl"), user="gm", scope="saga", stdout=out, stderr=StringIO()
    )
    text = out.getvalue()
    assert "scope saga: nodes 6 created" in text
    assert "line 7: edge 'Ancient Tree Guardian' -[located_in]-> 'Ancient Ruins' skipped" in text
    assert Entity.objects.filter(scope__name="saga").count() == 6


def test_import_memory_command_refuses_an_unknown_user(owner):
    with pytest.raises(CommandError, match="no user named 'nobody'"):
        call_command("import_memory", str(FIXTURES / "memory.sample.jsonl"), user="nobody")
    assert not Entity.objects.exists()


def _analyse_count(table: str) -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")  # statistics views cache a snapshot per transaction
        cursor.execute("SELECT analyze_count FROM pg_stat_user_tables WHERE relname = %s", [table])
        return cursor.fetchone()[0]


def test_a_large_import_refreshes_the_planner_statistics(owner):
    from graph.services.graph_import import ANALYZE_AFTER_ROWS

    half = ANALYZE_AFTER_ROWS // 2 + 1
    nodes = [{"type": "node", "name": f"Villager {i}", "nodeType": "npc"} for i in range(half)]
    links = [{"type": "edge", "from": f"Villager {i}", "to": f"Villager {i + 1}", "edgeType": "knows"}
             for i in range(half - 1)]
    small = "\n".join(json.dumps(r) for r in nodes[:10])
    before = _analyse_count("graph_fact"), _analyse_count("graph_entity")
    import_text(owner, small, scope="small")
    assert (_analyse_count("graph_fact"), _analyse_count("graph_entity")) == before
    report = import_text(owner, "\n".join(json.dumps(r) for r in nodes + links))
    assert report["nodes"]["created"] + report["edges"]["created"] >= ANALYZE_AFTER_ROWS
    after = _analyse_count("graph_fact"), _analyse_count("graph_entity")
    assert after[0] == before[0] + 1 and after[1] == before[1] + 1
