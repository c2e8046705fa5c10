"""Messages no MCP revision accepts get a JSON-RPC error naming the problem, never a silent
202 or a dump of the SDK's internal types."""

import httpx
import pytest

from tests.mcp_client import MCP_PATH

CASES = [
    (b'[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]', -32600, "no batches"),
    (b'{"jsonrpc":"2.0","id":{},"method":"tools/list"}', -32600, "id must be a string or an integer"),
    (b'{"jsonrpc":"2.0","id":true,"method":"tools/list"}', -32600, "id must be a string or an integer"),
    (b'{"jsonrpc":"2.0","id":null,"method":"tools/list"}', -32600, "id must be a string or an integer"),
    (b'{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', -32600, "id must be a string or an integer"),
    (b'{"jsonrpc":"2.0","id":1e400,"method":"tools/list"}', -32700, "not JSON"),
    (b'"tools/list"', -32600, "a JSON object"),
    (b'{"jsonrpc":"2.0","id":1,', -32700, "not JSON"),
]


@pytest.mark.parametrize(("body", "code", "says"), CASES, ids=[c[2] + f"-{n}" for n, c in enumerate(CASES)])
def test_a_message_no_revision_accepts_gets_a_json_rpc_error(server_url, make_user, body, code, says):
    _user, secret = make_user("mallory")
    headers = {
        "Authorization": f"Bearer {secret}",
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
    }
    answered = httpx.post(server_url + MCP_PATH, content=body, headers=headers, timeout=30)
    assert answered.status_code == 400, answered.text
    error = answered.json()["error"]
    assert error["code"] == code and says in error["message"], error
    assert "validation error" not in error["message"].lower()
