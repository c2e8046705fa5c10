"""memory_recall's reply as the door sends it, byte for byte: key order, nulls, numbers and
instants of facts (cited by a text, and asserted), entities and passages. The replies are built
straight from the rows on the hot path (graph.selectors.facts, graph.sql.raw_rows); a change of
their shape must show here, not only in what the other tests read of them."""

import re

import httpx

from tests.graph.memory_calls import call

# Ids and the instants of the run differ from run to run; everything else is pinned (the date
# remembered, 2024-05-01, too).
_MOVING = re.compile(rb'(?<=id":)"\d+"|(?!2024-05-01T)\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{6})?Z')


def _remember(api: httpx.Client) -> None:
    facts = {
        "entities": [
            {"name": "Dana", "type": "Person", "attributes": {"role": "engineer"}},
            {"name": "Acme", "type": "Company"},
        ],
        "relations": [
            {"source": "Dana", "target": "Acme", "type": "works_at", "attributes": {"since": 2020}},
            {"source": "Acme", "target": "Berlin", "type": "based_in", "weight": 0.5},
        ],
    }
    text = "Dana works at Acme in Berlin."
    call(api, "remember", scope="bytes", content=text, facts=facts, source="notes", date="2024-05-01")
    call(api, "remember", scope="bytes", facts={"relations": [{"source": "Eve", "target": "Dana", "type": "knows"}]})


def _sent(api: httpx.Client, **arguments: object) -> bytes:
    response = api.post("/v1/memory/recall", json={"scope": "bytes", **arguments})
    assert response.status_code == 200
    return _MOVING.sub(b"<>", response.content)


def test_a_recall_reply_is_sent_byte_for_byte_as_before(api):
    _remember(api)

    assert _sent(api, subject="Dana") == EXPECTED_DANA
    assert _sent(api, subject="Acme", compact=True) == EXPECTED_ACME_COMPACT


# As main sent them (before the replies were built from the rows), with _MOVING masked.
EXPECTED_DANA = (
    b'{"state":"answered","scope":"bytes","subject":"Dana","seeds":[{"id":<>,"name":"Dana",'
    b'"type":"Person","match":"exact","similarity":1.0}],"seeding":{"exact":"ran",'
    b'"whole_word":"skipped","near_spelling":"skipped"},"entities":[{"id":<>,"name":"Dana",'
    b'"type":"Person","attributes":{"role":"engineer"},'
    b'"attributes_valid_from":{"role":"2024-05-01T00:00:00Z"},"metadata":[],"created_at":"<>",'
    b'"seed":{"id":<>,"name":"Dana","type":"Person","match":"exact","similarity":1.0}}],'
    b'"facts":[{"id":<>,"subject":"Eve","relation":"knows","object":"Dana","subject_type":null,'
    b'"object_type":"Person","weight":1.0,"attributes":{},"confidence":1.0,"origin":"asserted",'
    b'"valid_from":null,"valid_to":null,"recorded_at":"<>","ended_at":null,"source_date":null,'
    b'"citation":{"source":{"kind":"asserted","doc_id":null,"name":null,"ingested_at":"<>"},'
    b'"span":null,"span_state":"asserted_without_text","found_by":{"route":"graph","seed":"Dana",'
    b'"match":"exact"}},"direction":"inbound","source_id":<>,"seed":{"id":<>,"name":"Dana",'
    b'"type":"Person","match":"exact","similarity":1.0}},{"id":<>,"subject":"Dana",'
    b'"relation":"works_at","object":"Acme","subject_type":"Person","object_type":"Company",'
    b'"weight":1.0,"attributes":{"since":2020},"confidence":1.0,"origin":"document",'
    b'"valid_from":"2024-05-01T00:00:00Z","valid_to":null,"recorded_at":"<>","ended_at":null,'
    b'"source_date":"2024-05-01T00:00:00Z","citation":{"source":{"kind":"document","doc_id":<>,'
    b'"name":"notes","ingested_at":"<>"},"span":{"text":"Dana works at Acme in Berlin.","start":0,'
    b'"end":29},"span_state":"verified","found_by":{"route":"graph","seed":"Dana","match":"exact"}},'
    b'"direction":"outbound","source_id":<>,"seed":{"id":<>,"name":"Dana","type":"Person",'
    b'"match":"exact","similarity":1.0}}],"passages":[{"kind":"passage","id":<>,"source_id":<>,'
    b'"text":"Dana works at Acme in Berlin.","key":null,"source_date":"2024-05-01T00:00:00Z",'
    b'"seeds":["Dana"],"citation":{"source":{"kind":"document","doc_id":<>,"name":"notes",'
    b'"ingested_at":"<>"},"span":{"text":"Dana works at Acme in Berlin.","start":0,"end":29},'
    b'"span_state":"verified","found_by":{"graph_passage":{"seeds":["Dana"]}}},'
    b'"found_by":{"graph_passage":{"seeds":["Dana"]}}}],"count":2,"truncated":false,"meaning":"armed"}'
)
EXPECTED_ACME_COMPACT = (
    b'{"state":"answered","scope":"bytes","items":[{"kind":"entity","text":"Acme (Company)",'
    b'"name":"Acme","attributes":[],"seed":"Acme"},{"kind":"fact","text":"Dana works_at Acme",'
    b'"doc_id":<>,"source":"notes","date":"2024-05-01T00:00:00Z","seed":"Acme","subject":"Dana",'
    b'"relation":"works_at","object":"Acme"},{"kind":"fact","text":"Acme based_in Berlin","doc_id":<>,'
    b'"source":"notes","date":"2024-05-01T00:00:00Z","seed":"Acme","subject":"Acme",'
    b'"relation":"based_in","object":"Berlin"},{"kind":"passage",'
    b'"text":"Dana works at Acme in Berlin.","doc_id":<>,"source":"notes",'
    b'"date":"2024-05-01T00:00:00Z","seed":"Acme","key":null}],"truncated":false}'
)
