"""mcp-remote, the stdio bridge Claude Desktop and others run, finds our OAuth metadata on
its own, registers, sends the person to sign in, and then carries MCP calls: a client we
did not write, from the npm registry (pinned)."""

import json
import os
import queue
import subprocess
import threading

import httpx

from tests.identity.oauth.browser import query_of
from tests.mcp_client import MCP_PATH
from tests.processes import free_port

MCP_REMOTE = "mcp-remote@0.15.1"
WAIT = 120  # the first run may fetch the package from the registry


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line.rstrip("\n"))


def _next(lines: queue.Queue, wanted, what: str, seen: list[str]) -> str:
    while True:
        try:
            line = lines.get(timeout=WAIT)
        except queue.Empty:
            raise AssertionError(f"no {what} from mcp-remote; it said:\n" + "\n".join(seen[-40:])) from None
        seen.append(line)
        if wanted(line):
            return line


def test_mcp_remote_discovers_signs_in_and_lists_the_tools(server_url, olivia, tmp_path):
    _user, browser = olivia
    port = free_port()
    bridge = subprocess.Popen(
        ["npx", "--yes", MCP_REMOTE, server_url + MCP_PATH, str(port)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "MCP_REMOTE_CONFIG_DIR": str(tmp_path / "auth"), "BROWSER": "true"},
    )
    said, answers, seen = queue.Queue(), queue.Queue(), []
    threading.Thread(target=_lines, args=(bridge.stderr, said), daemon=True).start()
    threading.Thread(target=_lines, args=(bridge.stdout, answers), daemon=True).start()
    try:
        authorize = _next(said, lambda line: "/oauth/authorize/?" in line, "authorization URL", seen).strip()
        asked = query_of(authorize)
        assert asked["code_challenge_method"] == "S256" and asked["resource"] == server_url + MCP_PATH

        back = browser.answer(browser.open_consent(authorize), allow=True, write=True)
        assert back.startswith(f"http://localhost:{port}/oauth/callback?") and "iss=" in back
        assert httpx.get(back, timeout=30).status_code == 200  # mcp-remote's own callback page

        for message in (
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "test", "version": "1"},
                },
            },
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        ):
            bridge.stdin.write(json.dumps(message) + "\n")
            bridge.stdin.flush()
        listed = json.loads(_next(answers, lambda line: '"id":2' in line.replace(" ", ""), "tools/list answer", seen))
        names = {tool["name"] for tool in listed["result"]["tools"]}
        assert {"memory_recall", "memory_remember", "memory_before_turn"} <= names
    finally:
        bridge.terminate()
        bridge.wait(timeout=30)
