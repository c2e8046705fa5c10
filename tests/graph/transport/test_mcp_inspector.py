"""A client we did not write: the MCP Inspector CLI (Node, from the npm registry) against the live server.

.ci/run installs the pinned Inspector into the npx cache before the suite runs.
"""

import json
import shutil
import subprocess

import pytest

from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.mcp_client import MCP_PATH

INSPECTOR = "@modelcontextprotocol/inspector@2.12.0"

pytestmark = pytest.mark.skipif(shutil.which("npx") is None, reason="Node's npx is not installed")


def inspector(server_url: str, secret: str, *arguments: str) -> subprocess.CompletedProcess:
    command = ["npx", "--yes", INSPECTOR, "--cli", "--server-url", server_url + MCP_PATH, "--transport", "http"]
    command += ["--header", f"Authorization: Bearer {secret}", *arguments]
    # The first run may download the Inspector from the npm registry.
    return subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)


def test_inspector_lists_the_tools_with_portable_schemas(server_url, make_user):
    _user, secret = make_user("alice")
    load_builtin_schemas()  # some of them are open to additional properties (artifact, currency …)
    Schema.objects.update(enabled=True)
    enabled = set(Schema.objects.values_list("type_name", flat=True))
    assert {"npc", "artifact", "currency"} <= enabled
    listed = inspector(server_url, secret, "--method", "tools/list", "--strict")
    assert listed.returncode == 0, listed.stderr  # --strict exits 6 on an error-severity schema problem
    # Warnings (a `type` array, a schema with no validation keyword …) are what clients with a
    # single-type schema dialect reject: none may remain.
    assert "Warning" not in listed.stderr and "Error" not in listed.stderr, listed.stderr
    tools = {tool["name"]: tool for tool in json.loads(listed.stdout)["tools"]}
    assert {"memory_status", "memory_remember", "memory_relate", "memory_recall", "memory_forget"} <= set(tools)
    assert {f"{action}_{name}" for action in ("add", "update", "delete") for name in enabled} <= set(tools)
    assert tools["memory_forget"]["annotations"]["destructiveHint"] is True


def test_inspector_calls_tools_and_sees_refusals_as_tool_errors(server_url, make_user):
    _user, secret = make_user("alice")
    relate = ["--method", "tools/call", "--tool-name", "memory_relate"]
    related = inspector(server_url, secret, *relate, "--tool-arg", "scope=cli", "from=Ada", "to=Babbage", "type=KNOWS")
    assert related.returncode == 0, related.stderr
    assert json.loads(related.stdout)["structuredContent"]["created"] is True

    recall = ["--method", "tools/call", "--tool-name", "memory_recall"]
    recalled = inspector(server_url, secret, *recall, "--tool-arg", "scope=cli", "subject=ada", "compact=true")
    assert recalled.returncode == 0, recalled.stderr
    items = json.loads(recalled.stdout)["structuredContent"]["items"]
    assert "Ada KNOWS Babbage" in [item["text"] for item in items]

    refused = inspector(server_url, secret, *recall, "--tool-arg", "scope=cli")
    assert refused.returncode != 0  # the CLI reports an isError result as a failed call
    result = json.loads(refused.stdout)
    assert result["isError"] is True
    assert result["structuredContent"]["error"] == "invalid_arguments"
