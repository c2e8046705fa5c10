"""tools/call answered by the door (graph.transport.mcp_direct) says what the SDK would.

The same calls are sent twice to the real application served in this process: once as
it runs (the door answers them) and once with the door's direct path turned off, so the
SDK answers; the two answers must be the same JSON. A spy on the SDK's JSON manager
shows which path answered.
"""

import json
from collections.abc import Iterator

import httpx
import pytest
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from graph.transport import mcp_http
from tests.mcp_client import MCP_PATH, mcp_app_in_thread

BOTH = "application/json, text/event-stream"


@pytest.fixture
def live(transactional_db) -> Iterator[tuple[mcp_http.McpMount, str]]:
    with mcp_app_in_thread() as served:
        yield served


class Session:
    """A raw 2025-era session on `url`: initialize, then one POST per message."""

    def __init__(self, url: str, secret: str, version: str = "2025-11-25") -> None:
        self.url, self.version = url, version
        self.headers = {"Authorization": f"Bearer {secret}", "Accept": BOTH, "Content-Type": "application/json"}
        params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}
        opened = self.post({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params})
        self.headers |= {"Mcp-Session-Id": opened.headers["mcp-session-id"], "Mcp-Protocol-Version": version}

    def post(self, message: dict) -> httpx.Response:
        return httpx.post(self.url + MCP_PATH, json=message, headers=self.headers, timeout=30)

    def call(self, tool: str, arguments: object, ident: int | str = 7) -> tuple[int, str, dict]:
        """(status, content type, JSON body) of one tools/call."""
        params = {"name": tool, "arguments": arguments}
        response = self.post({"jsonrpc": "2.0", "id": ident, "method": "tools/call", "params": params})
        return response.status_code, response.headers["content-type"], response.json()


def calls(scope: str) -> list[tuple[str, object]]:
    """A success of each kind, refusals (isError) and a protocol error, in an order that makes them so."""
    return [
        ("add_nodes", {"scope": scope, "nodes": [{"name": "Ada", "nodeType": "person", "metadata": ["Role: Smith"]}]}),
        ("add_nodes", {"scope": scope, "nodes": [{"name": "Bo", "nodeType": "person"}]}),
        ("add_edges", {"scope": scope, "edges": [{"from": "Ada", "to": "Bo", "edgeType": "knows"}]}),
        ("add_nodes", {"scope": scope, "nodes": [{"name": "ada", "nodeType": "person"}]}),  # 409: taken
        ("search_nodes", {"scope": scope, "query": "smith"}),
        ("open_nodes", {"scope": scope, "names": ["Ada", "Adda"]}),
        ("open_nodes", {"scope": scope, "names": "Ada"}),  # 422: not a list
        ("read_graph", {"scope": scope}),
        ("no_such_tool", {}),  # -32602 from the SDK either way
        ("open_nodes", "not an object"),  # the SDK's own validation error
    ]


def answers(url: str, secret: str, scope: str, version: str) -> list[tuple[int, str, dict]]:
    session = Session(url, secret, version)
    return [session.call(tool, arguments) for tool, arguments in calls(scope)]


def same_json(answer: tuple[int, str, dict], scope: str) -> tuple[int, str, str]:
    """The answer as canonical JSON text with its scope's name replaced (the one thing that differs;
    the order of an object's keys means nothing in JSON)."""
    status, content_type, body = answer
    return status, content_type, json.dumps(body, sort_keys=True).replace(scope, "SCOPE")


@pytest.mark.parametrize("version", HANDSHAKE_PROTOCOL_VERSIONS)
def test_the_door_answers_tools_call_as_the_sdk_would(live, make_user, monkeypatch, version):
    mount, url = live
    _user, secret = make_user("alice")
    handled = []
    sdk = mount.json_only.handle_request

    async def spy(scope, receive, send) -> None:
        handled.append(scope["path"])
        await sdk(scope, receive, send)

    monkeypatch.setattr(mount.json_only, "handle_request", spy)
    direct = answers(url, secret, "door", version)
    assert len(handled) == 3  # initialize, the unknown tool and the malformed arguments: the SDK's
    monkeypatch.setattr(mcp_http, "direct_call", lambda message, body, request: None)
    handled.clear()
    by_sdk = answers(url, secret, "sdk", version)
    assert len(handled) == len(calls("sdk")) + 1
    assert [same_json(a, "door") for a in direct] == [same_json(a, "sdk") for a in by_sdk]
    kinds = [("error" in body, body.get("result", {}).get("isError")) for _status, _type, body in direct]
    assert kinds.count((False, False)) == 6 and kinds.count((False, True)) == 2 and kinds.count((True, None)) == 2


def test_a_string_id_and_a_request_without_the_version_header(live, make_user):
    _mount, url = live
    _user, secret = make_user("alice")
    session = Session(url, secret)
    status, _type, body = session.call("memory_status", {"scope": "s"}, ident="call-1")
    assert status == 200 and body["id"] == "call-1" and body["result"]["structuredContent"]["user"] == "alice"
    del session.headers["Mcp-Protocol-Version"]
    status, _type, body = session.call("open_nodes", {"scope": "s", "names": "Ada"})
    assert (
        status == 200
        and body["result"]["isError"]
        and body["result"]["structuredContent"]["error"] == "invalid_arguments"
    )
