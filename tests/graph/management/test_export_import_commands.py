"""`manage.py export` and `manage.py import`: files that round-trip with the HTTP API's records."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tests.graph.memory_calls import acme_facts, call
from tests.graph.portability_calls import export_all, without_ids


@pytest.fixture
def alice(api):
    call(api, "remember", scope="src", source="hr.txt", content="Dana works at Acme.", facts=acme_facts())
    call(api, "remember", scope="src", facts={"entities": [{"name": "Dana", "attributes": {"role": "cto"}}]})
    call(api, "relate", scope="src", **{"from": "Dana", "to": "Berlin", "type": "lives_in"})
    call(api, "relate", scope="src", **{"from": "Dana", "to": "Paris", "type": "lives_in"}, replaces=True)
    return api


def exported(*arguments: str) -> list[dict]:
    out, err = io.StringIO(), io.StringIO()
    call_command("export", "--user", "alice", *arguments, stdout=out, stderr=err)
    assert "exported" in err.getvalue()
    return [json.loads(line) for line in out.getvalue().splitlines()]


def imported(path, *arguments: str) -> str:
    out = io.StringIO()
    call_command("import", str(path), "--user", "alice", *arguments, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_the_command_writes_the_records_the_http_api_pages_through(alice):
    by_command = exported("--scope", "src")
    by_http = export_all(alice, "src")
    for records in (by_command, by_http):
        records[0].pop("exported_at")
    assert by_command == by_http


def test_a_file_exported_then_imported_reads_back_the_same_records(alice, tmp_path):
    path = tmp_path / "memory.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in exported("--scope", "src")) + "\n")
    summary = imported(path, "--scope", "dst", "--batch", "2")
    assert "0 line(s) to look at" in summary
    assert without_ids(export_all(alice, "dst")) == without_ids(export_all(alice, "src"))
    again = imported(path, "--scope", "dst")
    assert "'facts': 0" in again.split("already stored")[0]  # nothing stored twice


def test_bad_lines_are_reported_by_line_number(alice, tmp_path):
    path = tmp_path / "memory.jsonl"
    path.write_text('{"kind": "entity", "name": "Ok"}\nnot json\n{"kind": "fact", "subject": "A"}\n')
    summary = imported(path, "--scope", "dst")
    assert "line 2: not JSON" in summary and "line 3: fact record" in summary
    assert [r["name"] for r in export_all(alice, "dst") if r["kind"] == "entity"] == ["Ok"]


def test_memorymesh_format_holds_nodes_and_current_edges_and_reads_back(alice, tmp_path):
    lines = exported("--scope", "src", "--format", "memorymesh")
    dana = next(line for line in lines if line.get("name") == "Dana")
    assert dana == {"type": "node", "name": "Dana", "nodeType": "Person", "metadata": ["role: cto"]}
    edges = sorted((line["from"], line["edgeType"], line["to"]) for line in lines if line["type"] == "edge")
    assert edges == [("Dana", "WORKS_AT", "Acme"), ("Dana", "lives_in", "Paris")]  # the ended edge has no place
    path = tmp_path / "memory.json"
    path.write_text("\n".join(json.dumps(line) for line in lines))
    imported(path, "--scope", "moved")
    facts = call(alice, "recall", scope="moved", subject="Dana")["facts"]
    assert sorted((f["relation"], f["object"]) for f in facts) == [("WORKS_AT", "Acme"), ("lives_in", "Paris")]


def test_reference_server_format_holds_entities_with_observations_and_relations(alice):
    lines = exported("--scope", "src", "--format", "jsonl-reference")
    assert {"type": "entity", "name": "Dana", "entityType": "Person", "observations": ["role: cto"]} in lines
    assert {"type": "relation", "from": "Dana", "to": "Acme", "relationType": "WORKS_AT"} in lines


def test_an_unknown_user_is_refused(alice, tmp_path):
    with pytest.raises(CommandError, match="no user named"):
        call_command("export", "--user", "nobody", stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(CommandError, match="no user named"):
        call_command("import", str(tmp_path / "x.jsonl"), "--user", "nobody", stdout=io.StringIO())


def test_a_record_whose_text_the_database_cannot_hold_is_a_line_to_look_at(alice, tmp_path):
    path = tmp_path / "memory.jsonl"
    path.write_text('{"kind": "entity", "name": "A\\u0000"}\n{"kind": "entity", "name": "Caf\\u00e9"}\n')
    summary = imported(path, "--scope", "dst")
    assert "line 1: name: the text contains a NUL character" in summary
    assert [r["name"] for r in export_all(alice, "dst") if r["kind"] == "entity"] == ["Café"]
