"""/v1/mcp as a protocol endpoint: handshake, versions, auth, session binding, JSON-only clients, GET.

The real `mcp` client where a client's view matters; raw HTTP where the status
codes and headers are the point.
"""

import json
import time
from datetime import timedelta

import httpx
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from mcp.shared.exceptions import MCPError

from graph.models import McpSession
from graph.services import mcp_sessions
from graph.services.mcp_sessions import IDLE_SECONDS
from graph.transport.mcp_http import _caller
from identity.models import ApiToken
from identity.services.tokens import create_token, revoke_token
from tests.mcp_client import MCP_PATH, mcp_session, run

BOTH = "application/json, text/event-stream"


def initialize(version: str = "2025-11-25") -> dict:
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw-test", "version": "0"}}
    return {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}


def request(method: str, params: dict | None = None, ident: int = 2) -> dict:
    return {"jsonrpc": "2.0", "id": ident, "method": method, "params": params or {}}


def post(server_url: str, secret: str | None, body: dict, *, session: str | None = None, **headers) -> httpx.Response:
    sent = {"Accept": BOTH, "Content-Type": "application/json", "MCP-Protocol-Version": "2025-11-25", **headers}
    if secret is not None:
        sent["Authorization"] = f"Bearer {secret}"
    if session is not None:
        sent["Mcp-Session-Id"] = session
    return httpx.post(server_url + MCP_PATH, json=body, headers=sent, timeout=30)


def message_of(response: httpx.Response) -> dict:
    """The JSON-RPC message in a response, whether sent as JSON or as one SSE event."""
    if response.headers["content-type"].startswith("application/json"):
        return response.json()
    data = [line.removeprefix("data:").strip() for line in response.text.splitlines() if line.startswith("data:")]
    return json.loads(data[-1])


def open_session(server_url: str, secret: str, **headers) -> str:
    response = post(server_url, secret, initialize(), **headers)
    assert response.status_code == 200, response.text
    return response.headers["mcp-session-id"]


def test_initialize_negotiates_2025_11_25_and_advertises_list_changed(server_url, make_user):
    _user, secret = make_user("alice")

    async def scenario():
        async with mcp_session(server_url, secret) as client:
            return client.protocol_version, client.server_info, client.server_capabilities, client.instructions

    version, info, capabilities, instructions = run(scenario)
    assert version == "2025-11-25"
    assert info.name == "memorymesh"
    assert capabilities.tools.list_changed is True
    assert "memory_recall" in instructions


def test_the_current_protocol_2026_07_28_is_negotiated_with_list_changed(server_url, make_user):
    _user, secret = make_user("alice")

    async def scenario():
        async with mcp_session(server_url, secret, mode="auto") as client:
            return client.protocol_version, client.server_capabilities, len((await client.list_tools()).tools)

    version, capabilities, tool_count = run(scenario)
    assert version == "2026-07-28"
    assert capabilities.tools.list_changed is True
    assert tool_count >= 5


def test_missing_token_is_401_with_www_authenticate_before_any_mcp_processing(server_url, make_user):
    response = post(server_url, None, initialize())
    assert response.status_code == 401
    metadata = f"{server_url}/.well-known/oauth-protected-resource/v1/mcp"
    assert response.headers["www-authenticate"] == f'Bearer realm="memorymesh", resource_metadata="{metadata}"'
    assert response.json()["error"] == "unauthenticated"
    assert "mcp-session-id" not in response.headers


def test_unknown_token_is_401_invalid_token(server_url, make_user):
    make_user("alice")
    response = post(server_url, "mm_not-a-real-token", initialize())
    assert response.status_code == 401
    assert 'error="invalid_token"' in response.headers["www-authenticate"]
    assert response.json() == {"error": "invalid_token", "detail": "the token is unknown or revoked"}


def test_mcp_client_with_a_bad_token_fails_to_connect(server_url, make_user):
    async def scenario():
        async with mcp_session(server_url, "mm_not-a-real-token"):
            pass

    with pytest.raises(BaseExceptionGroup) as raised:
        run(scenario)
    assert raised.group_contains(MCPError)


def test_a_token_revoked_mid_session_is_refused_within_two_seconds(server_url, make_user):
    # A web process re-reads a live token at most once a second (graph.transport.auth).
    _user, secret = make_user("alice")
    session = open_session(server_url, secret)
    assert post(server_url, secret, request("tools/list"), session=session).status_code == 200
    revoke_token(token_id=ApiToken.objects.get(user__username="alice").pk)
    revoked_at = time.monotonic()
    while True:
        sent = time.monotonic()
        refused = post(server_url, secret, request("tools/list"), session=session)
        if refused.status_code != 200:
            break
        assert sent - revoked_at < 10, "the revoked token was still served"
        time.sleep(0.05)
    assert sent - revoked_at < 2.0
    assert refused.status_code == 401
    assert refused.json()["error"] == "invalid_token"


def test_a_session_idle_past_a_day_is_gone_and_a_used_one_is_kept_alive(server_url, make_user):
    # The session check runs before every request as one hand-written statement: the idle
    # cut-off and the last_seen_at refresh are its two conditions besides id and token.
    _user, secret = make_user("alice")
    idle, used = open_session(server_url, secret), open_session(server_url, secret)
    now = timezone.now()
    McpSession.objects.filter(id=idle).update(last_seen_at=now - timedelta(seconds=IDLE_SECONDS + 60))
    McpSession.objects.filter(id=used).update(last_seen_at=now - timedelta(minutes=10))

    gone = post(server_url, secret, request("tools/list"), session=idle)
    assert gone.status_code == 404
    assert gone.json()["error"] == "session_not_found"
    assert post(server_url, secret, request("tools/list"), session=used).status_code == 200
    assert McpSession.objects.get(id=used).last_seen_at >= now


def test_an_open_session_is_read_from_the_database_at_most_once_a_second(make_user):
    # Every MCP request of a session checks it: a busy session is read once, then trusted
    # for TOKEN_RECHECK_SECONDS; another token never shares that entry.
    user, secret = make_user("alice")
    _bob, bob_secret = make_user("bob")
    session = mcp_sessions.open_session(ApiToken.objects.get(user=user))
    reads = []
    for authorization in (f"Bearer {secret}", f"Bearer {secret}", f"Bearer {bob_secret}"):
        with CaptureQueriesContext(connection) as statements:
            _token, session_open = _caller(authorization, session)
        reads.append((session_open, sum("graph_mcpsession" in q["sql"] for q in statements.captured_queries)))

    assert reads == [(True, 1), (True, 0), (False, 1)]


def test_a_session_id_works_only_with_the_token_that_opened_it(server_url, make_user):
    alice, alice_secret = make_user("alice")
    _bob, bob_secret = make_user("bob")
    alice_laptop = create_token(user=alice, name="laptop").secret
    session = open_session(server_url, alice_secret)
    status_call = request("tools/call", {"name": "memory_status", "arguments": {}})

    for other in (bob_secret, alice_laptop):
        hijack = post(server_url, other, status_call, session=session)
        assert hijack.status_code == 404  # as if the session did not exist
        assert "result" not in hijack.text
    own = post(server_url, alice_secret, status_call, session=session)
    assert own.status_code == 200
    assert message_of(own)["result"]["structuredContent"]["user"] == "alice"


def test_a_client_that_accepts_only_json_gets_json_responses(server_url, make_user):
    _user, secret = make_user("alice")
    opened = post(server_url, secret, initialize(), Accept="application/json")
    assert opened.status_code == 200
    assert opened.headers["content-type"] == "application/json"
    assert opened.json()["result"]["protocolVersion"] == "2025-11-25"

    session = opened.headers["mcp-session-id"]
    called = post(
        server_url,
        secret,
        request("tools/call", {"name": "memory_recall", "arguments": {"scope": "demo", "subject": "Dana"}}),
        session=session,
        Accept="application/json",
    )
    assert called.headers["content-type"] == "application/json"
    result = called.json()["result"]
    assert result["structuredContent"]["state"] == "nothing_stored"
    assert json.loads(result["content"][0]["text"]) == result["structuredContent"]


def test_a_2026_client_that_accepts_only_json_gets_json_too(server_url, make_user):
    _user, secret = make_user("alice")
    envelope = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    listed = post(
        server_url,
        secret,
        request("tools/list", {"_meta": envelope}),
        Accept="application/json",
        **{"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list"},
    )
    assert listed.status_code == 200
    assert listed.headers["content-type"] == "application/json"
    assert "mcp-session-id" not in listed.headers  # the 2026 wire has no sessions
    assert "memory_recall" in [tool["name"] for tool in listed.json()["result"]["tools"]]


def test_a_client_that_accepts_both_gets_one_shot_answers_as_json_and_progress_as_a_stream(server_url, make_user):
    _user, secret = make_user("alice")
    session = open_session(server_url, secret)
    recall = {"name": "memory_recall", "arguments": {"scope": "demo", "subject": "Dana"}}
    called = post(server_url, secret, request("tools/call", recall), session=session)
    assert (called.status_code, called.headers["content-type"]) == (200, "application/json")
    assert called.json()["result"]["structuredContent"]["state"] == "nothing_stored"
    # A caller that asks for progress may be sent more than one message: that answer streams.
    with_progress = request("tools/call", {**recall, "_meta": {"progressToken": "p1"}})
    streamed = post(server_url, secret, with_progress, session=session)
    assert (streamed.status_code, streamed.headers["content-type"].split(";")[0]) == (200, "text/event-stream")
    assert message_of(streamed)["result"]["structuredContent"]["state"] == "nothing_stored"


def test_get_from_a_client_without_sse_support_is_405_not_406(server_url, make_user):
    _user, secret = make_user("alice")
    session = open_session(server_url, secret)
    response = httpx.get(
        server_url + MCP_PATH,
        headers={"Authorization": f"Bearer {secret}", "Accept": "application/json", "Mcp-Session-Id": session},
    )
    assert response.status_code == 405
    assert response.headers["allow"] == "POST, DELETE"
    assert response.json()["error"] == "method_not_allowed"


def test_delete_ends_the_session(server_url, make_user):
    _user, secret = make_user("alice")
    session = open_session(server_url, secret)
    ended = httpx.delete(
        server_url + MCP_PATH,
        headers={"Authorization": f"Bearer {secret}", "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"},
    )
    assert ended.status_code == 200
    assert post(server_url, secret, request("tools/list"), session=session).status_code == 404


def test_unknown_tool_is_a_protocol_error_naming_it(server_url, make_user):
    _user, secret = make_user("alice")

    async def scenario():
        async with mcp_session(server_url, secret) as client:
            with pytest.raises(MCPError) as raised:
                await client.call_tool("memory_nonexistent", {})
            return raised.value

    error = run(scenario)
    assert error.error.code == -32602
    assert "memory_nonexistent" in error.error.message


def test_foreign_host_and_origin_are_refused(server_url, make_user):
    _user, secret = make_user("alice")
    rebound = post(server_url, secret, initialize(), Host="evil.example")
    assert rebound.status_code == 400 and rebound.json()["error"] == "disallowed_host"
    cross_site = post(server_url, secret, initialize(), Origin="http://evil.example")
    assert cross_site.status_code == 403 and cross_site.json()["error"] == "origin_not_allowed"
    assert post(server_url, secret, initialize(), Origin=server_url).status_code == 200
