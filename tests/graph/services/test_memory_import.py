"""memory_import over HTTP: round trips with memory_export, idempotence, history, skipped records, limits."""

import base64

import pytest

from graph.models import Document, Entity, Event, Fact, Passage, Scope
from tests.graph.memory_calls import acme_facts, call
from tests.graph.portability_calls import export_all, without_ids


@pytest.fixture
def history(api):
    """A scope with every kind of memory: text with facts, a replaced fact, a document, a forgotten subject."""
    call(
        api,
        "remember",
        scope="src",
        source="hr.txt",
        date="2026-01-05",
        content="Dana works at Acme. Acme is big.",
        facts=acme_facts(),
    )
    call(
        api,
        "remember",
        scope="src",
        facts={"entities": [{"name": "Dana", "type": "Person", "attributes": {"role": "cto"}}]},
        date="2026-02-01",
    )
    call(api, "relate", scope="src", **{"from": "Dana", "to": "Berlin", "type": "LIVES_IN"}, date="2026-01-01")
    call(
        api,
        "relate",
        scope="src",
        **{"from": "Dana", "to": "Paris", "type": "LIVES_IN"},
        date="2026-06-01",
        replaces=True,
    )
    text = "Omar manages Acme.\n\nThe report covers Berlin."
    call(
        api,
        "document",
        scope="src",
        name="report.txt",
        date="2026-03-01",
        content_base64=base64.b64encode(text.encode()).decode(),
    )
    call(
        api,
        "remember",
        scope="src",
        passages=[
            {"text": "Zed met Dana in Rome.", "mentions": ["Zed", "Dana"]},
            {"text": "Kim likes tea.", "mentions": ["Kim"]},
        ],
        facts={"relations": [{"source": "Zed", "target": "Rome", "type": "VISITED"}]},
    )
    call(api, "forget", scope="src", subject="Zed")
    return api


def test_round_trip_reads_back_the_same_records_modulo_ids_and_scope(history):
    first = export_all(history, "src", limit=3)
    reply = call(history, "import", scope="dst", records=first)
    assert reply["skipped"] == []
    assert reply["imported"]["facts"] == sum(1 for r in first if r["kind"] == "fact")
    again = export_all(history, "dst", limit=1024)
    assert without_ids(again) == without_ids(first)


def test_forgotten_memory_never_leaves(history):
    records = export_all(history, "src")
    assert "Zed" not in str(records)  # the forgotten subject, its fact and its passage
    assert not [r for r in records if r["kind"] == "fact" and r["relation"] == "VISITED"]
    assert [r["name"] for r in records if r["kind"] == "entity" and r["name"] == "Rome"] == ["Rome"]  # not forgotten
    kim = next(r for r in records if r["kind"] == "document" and "Kim" in r["text"])
    assert kim["text"] == "Kim likes tea." and kim["passages"] == [
        {"start": 0, "end": 14, "key": None, "mentions": ["Kim"]}
    ]


def test_ended_facts_read_the_same_before_and_after_the_change(history):
    call(history, "import", scope="dst", records=export_all(history, "src"))
    for scope in ("src", "dst"):
        before = call(history, "recall", scope=scope, subject="Dana", valid_at="2026-03-01")
        after = call(history, "recall", scope=scope, subject="Dana")
        assert {f["object"] for f in before["facts"] if f["relation"] == "LIVES_IN"} == {"Berlin"}
        assert {f["object"] for f in after["facts"] if f["relation"] == "LIVES_IN"} == {"Paris"}
    ended = [r for r in export_all(history, "dst") if r["kind"] == "fact" and r["state"] == "ended"]
    assert len(ended) == 1 and ended[0]["replaced_by"]["object"] == "Paris"


def test_a_page_imported_twice_stores_nothing_twice(history):
    records = export_all(history, "src")
    call(history, "import", scope="dst", records=records)
    counts = (Entity.objects.count(), Fact.objects.count(), Document.objects.count(), Passage.objects.count())
    again = call(history, "import", scope="dst", records=records)
    assert again["imported"] == {"entities": 0, "documents": 0, "passages": 0, "facts": 0, "conflicts": 0}
    assert again["already_stored"]["facts"] == sum(1 for r in records if r["kind"] == "fact")
    assert (Entity.objects.count(), Fact.objects.count(), Document.objects.count(), Passage.objects.count()) == counts


def test_pages_in_reverse_order_link_up_when_the_early_pages_are_sent_again(history):
    pages = []
    cursor = None
    while True:
        page = call(history, "export", scope="src", limit=2, **({"cursor": cursor} if cursor else {}))
        pages.append(page["records"])
        if not (cursor := page["next"]):
            break
    waiting = []
    for records in reversed(pages):
        waiting += [w for w in call(history, "import", scope="dst", records=records)["not_reproduced"] if "index" in w]
    assert {w["what"] for w in waiting} == {"citation"}  # facts come last in an export: their documents came first
    for records in pages:
        call(history, "import", scope="dst", records=records)
    assert without_ids(export_all(history, "dst")) == without_ids(export_all(history, "src"))


def test_bad_records_are_skipped_by_index_and_the_others_stored(api):
    records = [
        {"kind": "entity", "name": "Dana", "type": "Person"},
        {"kind": "planet", "name": "Mars"},
        {"kind": "fact", "subject": "Dana", "object": "Acme"},
        {"kind": "fact", "subject": "Dana", "relation": "WORKS_AT", "object": "Acme", "state": "ended"},
        {"kind": "fact", "subject": "Dana", "relation": "WORKS_AT", "object": "Acme", "valid_from": "yesterday"},
        {"kind": "entity", "name": "x" * 1025},
    ]
    reply = call(api, "import", scope="dst", records=records)
    assert [s["index"] for s in reply["skipped"]] == [1, 2, 3, 4, 5]
    assert "kind must be" in reply["skipped"][0]["reason"]
    assert "relation" in reply["skipped"][1]["reason"]
    assert "valid_from" in reply["skipped"][3]["reason"]
    assert list(Entity.objects.values_list("name", flat=True)) == ["Dana"]


def test_more_than_4096_records_is_413_and_nothing_is_stored(api):
    records = [{"kind": "entity", "name": f"E{i}"} for i in range(4097)]
    reply = call(api, "import", expect=413, scope="dst", records=records)
    assert reply["error"] == "limit_exceeded" and reply["max"] == 4096 and reply["got"] == 4097
    assert not Scope.objects.exists() and not Entity.objects.exists() and not Event.objects.exists()


def test_import_into_an_org_scope_needs_an_org_admin(api):
    records = [{"kind": "entity", "name": "Dana"}]
    reply = call(api, "import", expect=403, scope="org:acme", records=records)
    assert reply["error"] == "not_a_member"
    assert not Entity.objects.exists()
