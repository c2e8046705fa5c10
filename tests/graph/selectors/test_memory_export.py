"""memory_export over HTTP: keyset pages, the header, records of each kind, cursor refusals."""

import pytest

from tests.graph.memory_calls import acme_facts, call
from tests.graph.portability_calls import export_all


@pytest.fixture
def stored(api):
    call(api, "remember", scope="demo", source="hr.txt", date="2026-10-01", content="Dana works at Acme.",
         facts=acme_facts())
    call(api, "remember", scope="demo", facts={"entities": [{"name": "Dana", "attributes": {"role": "cto"}}]},
         date="2026-10-02")
    call(api, "relate", scope="demo", **{"from": "Acme", "to": "Berlin", "type": "located_in"})
    return api


def test_first_page_starts_with_a_header_counting_what_follows(stored):
    page = call(stored, "export", scope="demo")
    header = page["records"][0]
    assert header["kind"] == "export" and header["format"] == "memorymesh-export" and header["version"] == 1
    assert header["scope"] == "demo" and header["user_id"] is None
    assert header["counts"] == {"entities": 3, "documents": 1, "facts": 2, "conflicts": 0}
    assert header["counts_exact"] is True
    assert page["next"] is None and page["count"] == 6


def test_records_carry_what_the_contract_names(stored):
    records = {r["kind"]: r for r in export_all(stored, "demo") if r["kind"] != "export" and r.get("name") != "Acme"}
    dana = next(r for r in export_all(stored, "demo") if r.get("name") == "Dana")
    assert dana["type"] == "Person"
    assert dana["attributes"] == {"role": {"value": "cto", "valid_from": "2026-10-02T00:00:00Z"}}
    document = records["document"]
    assert document["text"] == "Dana works at Acme." and document["name"] == "hr.txt"
    assert document["date"] == "2026-10-01T00:00:00Z" and document["text_kind"] == "content"
    assert document["passages"] == [{"start": 0, "end": 19, "key": None, "mentions": ["Acme", "Dana"]}]
    fact = next(r for r in export_all(stored, "demo") if r["kind"] == "fact" and r["relation"] == "WORKS_AT")
    assert (fact["subject"], fact["subject_type"], fact["object"], fact["object_type"]) == (
        "Dana", "Person", "Acme", "Company")
    assert fact["state"] == "current" and fact["ended_at"] is None and fact["replaced_by"] is None
    assert fact["source"]["kind"] == "document" and fact["source"]["doc_id"] == document["doc_id"]
    assert fact["source"]["span"] == {"start": 0, "end": 19} and fact["source"]["date"] == "2026-10-01T00:00:00Z"


def test_pages_of_one_item_walk_every_item_exactly_once(stored):
    whole = export_all(stored, "demo", limit=1024)
    pages = []
    cursor = None
    while True:
        page = call(stored, "export", scope="demo", limit=1, **({"cursor": cursor} if cursor else {}))
        assert page["count"] <= 1
        pages.append(page)
        if not (cursor := page["next"]):
            break
    assert [r for p in pages for r in p["records"]][1:] == whole[1:]  # the header aside (its exported_at)
    assert len(pages) == 6  # 3 entities, 1 document, 2 facts: the last page holds the last item


def test_a_scope_never_written_exports_an_empty_header(api):
    page = call(api, "export", scope="nothing-here")
    assert page["records"][0]["counts"] == {"entities": 0, "documents": 0, "facts": 0, "conflicts": 0}
    assert page["records"][1:] == [] and page["next"] is None


def test_another_owner_exports_only_their_own_scope_of_that_name(stored, make_user, client_for):
    _bob, secret = make_user("bob")
    page = call(client_for(secret), "export", scope="demo")
    assert page["records"][1:] == []


def test_end_user_partitions_export_apart(api):
    call(api, "remember", scope="app", user_id="u1", facts={"entities": [{"name": "Tea"}]})
    call(api, "remember", scope="app", user_id="u2", facts={"entities": [{"name": "Coffee"}]})
    names = [r.get("name") for r in export_all(api, "app", user_id="u1")]
    assert "Tea" in names and "Coffee" not in names
    assert export_all(api, "app", user_id="u1")[0]["user_id"] == "u1"


def test_a_cursor_that_is_not_ours_or_from_another_scope_is_refused(stored):
    call(stored, "relate", scope="other", **{"from": "A", "to": "B", "type": "knows"})
    cursor = call(stored, "export", scope="demo", limit=1)["next"]
    for bad in ("not-a-cursor", "eyJ4IjoxfQ"):
        assert call(stored, "export", expect=422, scope="demo", cursor=bad)["error"] == "invalid_cursor"
    assert call(stored, "export", expect=422, scope="other", cursor=cursor)["error"] == "invalid_cursor"


def test_limit_outside_1_to_1024_is_refused(stored):
    for limit in (0, 1025):
        reply = call(stored, "export", expect=422, scope="demo", limit=limit)
        assert reply["error"] == "invalid_arguments" and reply["fields"][0]["field"] == "limit"
