"""Input that used to reach the database or Python errors (500s, some after committing) is refused
at the door, over HTTP and MCP alike, naming the field — and nothing is stored.

Each case is an input found by hand or by the schema fuzzer (issue: reliability and security).
"""

import base64
import json

import httpx
import pytest

from graph.models import Document, Entity, Event, Fact
from schemas_app.services.schemas import load_builtin_schemas
from tests.graph.transport.test_mcp_endpoint import open_session, request
from tests.mcp_client import MCP_PATH

BAD = "bad"  # every refused call names this scope; nothing may appear in it


def nested(levels: int) -> dict:
    value: dict = {}
    for _ in range(levels):
        value = {"a": value}
    return value


def cursor(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


NUL, SURROGATE = "a\x00b", "\ud800"
FAR_FUTURE, FAR_PAST = "9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00"
DEEP = nested(300)
RELATE = {"from": "Ada", "to": "Bob", "type": "KNOWS"}

# (tool, arguments, status, error code, field the refusal names)
CASES = [
    ("memory_remember", {"content": "Zed likes tea.", "facts": {"entities": [{"name": "Zed"}]}, "date": FAR_FUTURE},
     422, "invalid_date", "date"),
    ("memory_remember", {"content": "Zed likes tea.", "date": FAR_PAST}, 422, "invalid_date", "date"),
    ("memory_remember", {"facts": {"entities": [{"name": "Ada"}, {"name": "Bob"}], "relations": [
        {"source": "Ada", "target": "Bob", "type": "KNOWS", "attributes": {"valid_to": FAR_FUTURE}}]}},
     422, "invalid_date", "attributes.valid_to"),
    ("memory_relate", RELATE | {"date": FAR_FUTURE}, 422, "invalid_date", "date"),
    ("memory_relate", RELATE | {"attributes": {"valid_from": FAR_PAST}}, 422, "invalid_date", "attributes.valid_from"),
    ("memory_document", {"content_base64": base64.b64encode(b"Ada met Bob.").decode(), "date": FAR_FUTURE},
     422, "invalid_date", "date"),
    ("memory_remember", {"facts": {"entities": [{"name": "Zed", "attributes": {"x": DEEP}}]}},
     422, "invalid_arguments", "facts.entities[0].attributes.x" + ".a" * 27),
    ("memory_relate", RELATE | {"attributes": {"x": DEEP}}, 422, "invalid_arguments", "attributes.x" + ".a" * 30),
    ("memory_relate", RELATE | {"attributes": {"note": "x" * 20_000}}, 413, "limit_exceeded", "attributes.note"),
    ("memory_relate", RELATE | {"attributes": {"k" * 2000: 1}}, 413, "limit_exceeded", f"attributes.{'k' * 2000}"
     ".[key]"),
    ("memory_relate", RELATE | {"attributes": {"big": 2**70}}, 422, "invalid_arguments", "attributes.big"),
    ("memory_recall", {"subject": NUL}, 422, "invalid_arguments", "subject"),
    ("memory_recall", {"subject": SURROGATE}, 422, "invalid_arguments", "subject"),
    ("memory_recall", {"subject": "a" * 200_000}, 413, "limit_exceeded", "subject"),
    ("memory_remember", {"content": NUL}, 422, "invalid_arguments", "content"),
    ("memory_remember", {"facts": {"entities": [{"name": "Zed", "attributes": {NUL: 1}}]}},
     422, "invalid_arguments", f"facts.entities[0].attributes.{NUL}"),
    ("memory_relate", RELATE | {"from": SURROGATE}, 422, "invalid_arguments", "from"),
    ("memory_forget", {"subject": NUL}, 422, "invalid_arguments", "subject"),
    ("memory_forget", {"passage": "99999999999999999999"}, 413, "limit_exceeded", "passage"),
    ("memory_forget", {"reason": "x" * 5000, "all": True}, 413, "limit_exceeded", "reason"),
    ("memory_context", {"query": SURROGATE}, 422, "invalid_arguments", "query"),
    ("memory_document", {"content_base64": "QQ==", "name": NUL}, 422, "invalid_arguments", "name"),
    ("add_nodes", {"nodes": [{"name": NUL, "nodeType": "t"}]}, 422, "invalid_arguments", "nodes[0].name"),
    ("add_nodes", {"nodes": [{"name": "x", "nodeType": "t" * 1_000_000}]}, 413, "limit_exceeded", "nodes[0].nodeType"),
    ("add_nodes", {"nodes": [{"name": "x", "nodeType": "t", "metadata": ["K: " + "v" * 5000]}]},
     413, "limit_exceeded", "nodes[0].metadata[0]"),
    ("delete_nodes", {"nodeNames": [SURROGATE]}, 422, "invalid_arguments", "nodeNames[0]"),
    ("search_nodes", {"query": NUL}, 422, "invalid_arguments", "query"),
    ("open_nodes", {"names": ["é" * 600]}, 413, "limit_exceeded", "names[0]"),
    ("neighborhood", {"name": SURROGATE}, 422, "invalid_arguments", "name"),
    ("shortest_path", {"from": NUL, "to": "b"}, 422, "invalid_arguments", "from"),
    ("read_graph", {"cursor": cursor(b'{"p":"n","a":Infinity,"f":"x"}')}, 422, "invalid_cursor", "cursor"),
    ("read_graph", {"cursor": cursor(b'{"p":"n","a":1e400,"f":"x"}')}, 422, "invalid_cursor", "cursor"),
    ("read_graph", {"cursor": cursor(b"[" * 90 + b"]" * 90)}, 422, "invalid_cursor", "cursor"),
    ("read_graph", {"cursor": cursor(b"[" * 5000 + b"]" * 5000)}, 413, "limit_exceeded", "cursor"),
    # Cursors carry a position anyone could write: unsigned ones are refused before use.
    ("read_graph", {"cursor": cursor(b'{"p":"n","a":0,"f":"0123456789ab"}')}, 422, "invalid_cursor", "cursor"),
    ("memory_audit", {"cursor": cursor(b'{"a":"x","f":"0123456789ab"}')}, 422, "invalid_cursor", "cursor"),
    ("memory_audit", {"cursor": cursor(b'{"a":1e400}')}, 422, "invalid_cursor", "cursor"),
    ("memory_export", {"cursor": cursor(b'{"p":"entities","a":["x","abc"]}')}, 422, "invalid_cursor", "cursor"),
    # A lone surrogate in an unknown key: the refusal that echoes the key must still encode.
    ("memory_recall", {"subject": "Ada", SURROGATE: 1}, 422, "invalid_arguments", "\ufffd"),
    ("add_npc", {"npc": {"name": NUL, "role": "Smith", "status": "Active", "currentLocation": "X", "description": "d"}},
     422, "invalid_arguments", "npc.name"),
    ("add_npc", {"npc": {"name": "Zed", "role": "S", "status": "Active", "currentLocation": "X", "description": "d"
                         * 5000}}, 422, "schema_violation", "npc.description"),
]


def http_path(tool: str) -> str:
    if tool.startswith("memory_"):
        return f"/v1/memory/{tool.removeprefix('memory_')}"
    if tool.startswith("add_npc"):
        return "/v1/schemas/npc/add"
    return f"/v1/graph/{tool}"


def field_of(body: dict) -> str | None:
    if "field" in body:
        return body["field"]
    if "limit" in body:
        return body["limit"]
    return body["fields"][0]["field"] if body.get("fields") else None


def assert_nothing_stored() -> None:
    assert not Entity.objects.filter(scope__name=BAD).exists()
    assert not Fact.objects.filter(scope__name=BAD).exists()
    assert not Document.objects.filter(scope__name=BAD).exists()
    assert not Event.objects.filter(scope__name=BAD).exists()


@pytest.fixture
def secret(make_user) -> str:
    load_builtin_schemas()
    _user, token = make_user("alice")
    return token


def test_every_case_is_refused_over_http_naming_the_field(secret, client_for):
    client = client_for(secret)
    for tool, arguments, status, code, field in CASES:
        # Sent with ASCII escapes so that lone surrogates travel as JSON, as any client may send them.
        body = json.dumps({"scope": BAD, **arguments}).encode()
        response = client.post(http_path(tool), content=body, headers={"Content-Type": "application/json"})
        assert response.status_code == status, (tool, response.text[:500])
        reply = response.json()
        assert reply["error"] == code, (tool, reply)
        assert field_of(reply) == field, (tool, reply)
    assert_nothing_stored()


def test_every_case_is_refused_over_mcp_with_the_body_http_gives(secret, client_for, server_url):
    # Raw JSON-RPC: the Python client itself refuses to send a lone surrogate or 300 levels of nesting.
    client = client_for(secret)
    session = open_session(server_url, secret, Accept="application/json")
    headers = {"Accept": "application/json", "Content-Type": "application/json", "Authorization": f"Bearer {secret}"}
    headers |= {"Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"}
    for ident, (tool, arguments, _status, _code, _field) in enumerate(CASES, start=2):
        call = request("tools/call", {"name": tool, "arguments": {"scope": BAD, **arguments}}, ident=ident)
        answered = httpx.post(server_url + MCP_PATH, content=json.dumps(call), headers=headers, timeout=60)
        message = answered.json()
        if "error" in message:
            # The SDK's own JSON parser refuses 300 levels of nesting and lone surrogates: a parse error (400).
            assert answered.status_code == 400 and message["error"]["code"] == -32700, message
            text = json.dumps(arguments)
            assert "\\ud800" in text or text.count("{") > 200, (tool, message)
            continue
        result = message["result"]
        assert result["isError"] is True, (tool, result)
        over_http = client.post(http_path(tool), content=json.dumps({"scope": BAD, **arguments}), headers=headers)
        assert result["structuredContent"] == over_http.json(), tool
    assert_nothing_stored()


def test_a_date_with_an_offset_postgresql_cannot_hold_is_kept_in_utc(api):
    # Python reads offsets up to ±23:59; PostgreSQL stores up to ±15:59 (this was a 500).
    stored = api.post("/v1/memory/relate", json={"scope": "edge", **RELATE, "date": "0146-04-25T14:05:13-18:38"})
    assert stored.status_code == 200, stored.text
    assert stored.json()["fact"]["valid_from"] == "0146-04-26T08:43:13Z"


def test_a_date_at_the_edge_of_the_range_is_kept_and_read_back(api):
    stored = api.post("/v1/memory/relate", json={"scope": "edge", **RELATE, "date": "9999-12-31T23:59:59Z"})
    assert stored.status_code == 200, stored.text
    assert stored.json()["fact"]["valid_from"] == "9999-12-31T23:59:59Z"
    late = api.post("/v1/memory/recall", json={"scope": "edge", "subject": "Ada", "as_of": "9999-12-31"})
    assert late.status_code == 200 and late.json()["count"] == 1
    early = api.post("/v1/memory/recall", json={"scope": "edge", "subject": "Ada", "valid_at": "0001-01-01"})
    assert early.status_code == 200 and early.json()["count"] == 0


def test_a_body_nested_ten_thousand_levels_is_malformed_json(api):
    response = api.post("/v1/memory/recall", content=b"[" * 10_000, headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert response.json()["error"] == "malformed_json"


def test_forget_of_a_non_ascii_digit_in_a_written_scope_is_422(api):
    assert api.post("/v1/memory/remember", json={"scope": "w", "content": "Ada met Bob."}).status_code == 200
    response = api.post("/v1/memory/forget", json={"scope": "w", "passage": "²"})
    assert (response.status_code, response.json()["error"]) == (422, "invalid_doc_id")
    assert Document.objects.filter(scope__name="w", forgotten_at__isnull=True).count() == 1
