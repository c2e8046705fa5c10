"""Pending conflicts in memory_export / memory_import over HTTP: a round trip keeps the proposal
waiting on the memory it disputes, once; a record that does not read is skipped, not stored."""

from graph.models import Fact
from teams.models import MemoryConflict
from tests.graph.portability_calls import export_all
from tests.teams.services.test_conflicts import resolve, rust_then_kotlin
from tests.teams.turns import post


def conflicts_of(records: list[dict]) -> list[dict]:
    return [r for r in records if r["kind"] == "conflict"]


def test_a_pending_conflict_travels_with_its_memory_and_is_stored_once(dana):
    rust_then_kotlin(dana)
    records = export_all(dana, "account")
    [record] = conflicts_of(records)
    assert records[0]["counts"]["conflicts"] == 1  # the header counts what follows, conflicts too
    assert (record["fact"]["relation"], record["data"]["statement"]) == ("PREFERS", "Prefers Kotlin")
    assert record["data"]["source"]["document"] is None  # an id means nothing in another scope
    reply = post(dana, "import", scope="copy", records=records)
    assert (reply["imported"]["conflicts"], reply["skipped"]) == (1, [])
    copied = MemoryConflict.objects.get(scope__name="copy")
    assert (copied.state, copied.statement, copied.current_fact.object.name) == ("pending", "Prefers Kotlin", "Rust")
    assert copied.current_fact.scope_id == copied.scope_id
    again = post(dana, "import", scope="copy", records=records)
    assert (again["imported"]["conflicts"], again["already_stored"]["conflicts"]) == (0, 1)
    assert MemoryConflict.objects.filter(scope__name="copy").count() == 1
    # the copy is a conflict like any other: exported again, the same record comes out
    assert [c["data"]["statement"] for c in conflicts_of(export_all(dana, "copy"))] == ["Prefers Kotlin"]


def test_a_resolved_conflict_is_not_exported(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    resolve(dana, conflict_id, "keep_old")
    records = export_all(dana, "account")
    assert conflicts_of(records) == [] and records[0]["counts"]["conflicts"] == 0


def test_a_conflict_record_that_does_not_read_is_skipped_and_nothing_is_stored(dana):
    rust_then_kotlin(dana)
    records = export_all(dana, "account")
    [record] = conflicts_of(records)
    bad = {**record, "data": {**record["data"], "confidence": 7}}
    reply = post(dana, "import", scope="copy", records=[r for r in records if r["kind"] != "conflict"] + [bad])
    assert reply["imported"]["conflicts"] == 0
    assert "data.confidence must be a number from 0 to 1" in reply["skipped"][0]["reason"]
    assert not MemoryConflict.objects.filter(scope__name="copy").exists()
    assert Fact.objects.filter(scope__name="copy", object__name="Rust").exists()  # the rest imported


def test_a_conflict_whose_memory_is_not_current_there_is_reported_not_stored(dana):
    rust_then_kotlin(dana)
    [record] = conflicts_of(export_all(dana, "account"))
    reply = post(dana, "import", scope="empty", records=[record])
    assert reply["imported"]["conflicts"] == 0
    assert {"what": "conflict", "index": 0, "why": "the memory it disputes is not current here"} in reply[
        "not_reproduced"
    ]
    assert not MemoryConflict.objects.filter(scope__name="empty").exists()
