"""`import_memory` on its pipelined bulk path: chunks prepared on a second thread while the
database stores the previous one, lines read by orjson with json's rules and messages."""

import json
import random
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from graph.models import Entity, Event, Fact
from graph.services import graph_import
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file


@pytest.fixture
def owner(transactional_db):
    return get_user_model().objects.create_user("gm")


def world(nodes: int = 40, edges: int = 90) -> str:
    """A memory.json of `nodes` nodes (a few duplicated, one with a secret) and `edges` random edges."""
    rng = random.Random(3)
    lines = [
        json.dumps({"type": "node", "name": f"Npc {i}", "nodeType": "npc", "metadata": [f"Role: {i % 7}"]})
        for i in range(nodes)
    ]
    lines.append(json.dumps({"type": "node", "name": "npc 3", "nodeType": "npc", "metadata": ["Mood: calm"]}))
    lines.append(
        json.dumps({"type": "entity", "name": "Vault", "entityType": "place", "observations": ["password: hunter2x"]})
    )
    pairs = set()
    while len(pairs) < edges:
        a, b = rng.randrange(nodes), rng.randrange(nodes)
        if a != b:
            pairs.add((a, b, rng.choice(["knows", "rivals"])))
    lines += [json.dumps({"type": "edge", "from": f"Npc {a}", "to": f"Npc {b}", "edgeType": t}) for a, b, t in pairs]
    lines.append(json.dumps({"type": "edge", "from": "Npc 1", "to": "Nobody", "edgeType": "knows"}))
    return "\n".join(lines)


def stored(scope: str) -> tuple[set, set]:
    entities = {
        (e.name, e.type, tuple(e.metadata)) for e in Entity.objects.filter(scope__name=scope, forgotten_at__isnull=True)
    }
    facts = Fact.objects.filter(scope__name=scope, forgotten_at__isnull=True).select_related("subject", "object")
    return entities, {(f.subject.name, f.type, f.object.name, f.weight) for f in facts}


def import_text(owner, text: str, scope: str) -> dict:
    return import_parsed(operator=Operator(owner), scope=operator_scope(owner, scope), parsed=parse_memory_file(text))


def test_many_small_chunks_store_what_one_chunk_stores(owner, monkeypatch):
    text = world()
    whole = import_text(owner, text, "whole")
    monkeypatch.setattr(graph_import, "NODE_CHUNK", 7)
    monkeypatch.setattr(graph_import, "EDGE_CHUNK", 11)
    chunked = import_text(owner, text, "chunked")
    assert {k: v for k, v in chunked.items() if k != "scope"} == {k: v for k, v in whole.items() if k != "scope"}
    assert chunked["nodes"] == {"created": 41, "merged": 0}
    assert chunked["edges"] == {"created": 90, "alreadyPresent": 0, "missingEnds": 1}
    assert stored("chunked") == stored("whole")
    assert ("Vault", "place", ("password: [redacted:password]",)) in stored("chunked")[0]
    assert ("Npc 3", "npc", ("Role: 3", "Mood: calm")) in stored("chunked")[0]


def test_a_chunked_reimport_stores_nothing_twice(owner, monkeypatch):
    monkeypatch.setattr(graph_import, "NODE_CHUNK", 5)
    monkeypatch.setattr(graph_import, "EDGE_CHUNK", 8)
    import_text(owner, world(), "w")
    before = stored("w")
    again = import_text(owner, world(), "w")
    assert again["nodes"] == {"created": 0, "merged": 41}
    assert again["edges"] == {"created": 0, "alreadyPresent": 90, "missingEnds": 1}
    assert stored("w") == before


def test_a_chunk_the_database_refuses_undoes_the_chunks_stored_before_it(owner, monkeypatch):
    monkeypatch.setattr(graph_import, "NODE_CHUNK", 5)
    monkeypatch.setattr(graph_import, "EDGE_CHUNK", 8)
    parsed = parse_memory_file(world())
    # A weight above 1 cannot come from a file (the reader refuses it); the table's check refuses
    # it too, here in the last edge chunk, after the nodes and earlier edge chunks were stored.
    parsed.edges[-2].weight = 2.0
    scope = operator_scope(owner, "w")
    with pytest.raises(Exception, match="fact_weight_0_1"):
        import_parsed(operator=Operator(owner), scope=scope, parsed=parsed)
    assert not Entity.objects.filter(scope=scope).exists()
    assert not Fact.objects.filter(scope=scope).exists()
    assert not Event.objects.filter(verb="import_memory").exists()


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ('{"type": "node", name: "A"}', "not JSON: Expecting property name enclosed in double quotes at column 18"),
        ('{"type": "edge", "from": "A", "to": "B", "edgeType": "x", "weight": NaN}', "'weight' must be a number"),
        ('{"type": "node", "name": "A", "nodeType": 123456789012345678901234567890}', "'nodeType' must be"),
        ("[1, 2]", "a line must be one JSON object"),
    ],
)
def test_lines_orjson_refuses_read_as_json_reads_them(line, problem):
    parsed = parse_memory_file(line)
    assert len(parsed.bad_lines) == 1
    assert parsed.bad_lines[0]["line"] == 1
    assert parsed.bad_lines[0]["problem"].startswith(problem)


def test_the_command_imports_in_chunks_and_prints_the_report(owner, tmp_path, monkeypatch):
    monkeypatch.setattr(graph_import, "NODE_CHUNK", 6)
    monkeypatch.setattr(graph_import, "EDGE_CHUNK", 10)
    path = tmp_path / "memory.json"
    path.write_text(world() + "\nnot json\n")
    out = StringIO()
    call_command("import_memory", str(path), user="gm", scope="cli", stdout=out, stderr=StringIO())
    summary = out.getvalue()
    assert "nodes 41 created" in summary and "edges 90 created" in summary and "1 bad line(s)" in summary
    assert "no node 'Nobody'" in summary
    assert len(stored("cli")[1]) == 90


def test_the_command_refuses_a_file_that_is_not_utf8_and_stores_nothing(owner, tmp_path):
    path = tmp_path / "memory.json"
    path.write_bytes(b'{"type": "node", "name": "\xff"}\n')
    with pytest.raises(CommandError, match="cannot read"):
        call_command("import_memory", str(path), user="gm", scope="cli", stdout=StringIO(), stderr=StringIO())
    assert not Entity.objects.exists()


def test_a_secret_many_nodes_share_is_redacted_in_each(owner):
    shared = "password: hunter2x"
    lines = [
        json.dumps({"type": "node", "name": f"Vault {i}", "nodeType": "place", "metadata": [shared, f"Floor {i}"]})
        for i in range(3)
    ]
    import_text(owner, "\n".join(lines), "vaults")
    metadata = sorted(tuple(e.metadata) for e in Entity.objects.filter(scope__name="vaults"))
    assert metadata == [("password: [redacted:password]", f"Floor {i}") for i in range(3)]


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        (r'{"type": "node", "name": "A", "metadata": ["x\u0000y"]}', "metadata[0]: the text contains a NUL character"),
        (r'{"type": "entity", "name": "B\u0000", "entityType": "npc"}', "name: the text contains a NUL character"),
        (r'{"type": "node", "name": "C\ud800"}', "name: the text contains a lone surrogate"),
    ],
)
def test_text_the_database_cannot_hold_is_a_bad_line_not_a_crash(owner, tmp_path, line, problem):
    path = tmp_path / "memory.json"
    path.write_text(line + "\n" + r'{"type": "node", "name": "Caf\u00e9", "metadata": ["\u00e9t\u00e9"]}' + "\n")
    out = StringIO()
    call_command("import_memory", str(path), user="gm", scope="cli", stdout=out, stderr=StringIO())
    assert f"line 1: {problem}" in out.getvalue()
    assert [(e.name, e.metadata) for e in Entity.objects.filter(scope__name="cli")] == [("Café", ["été"])]
