"""Bytes that are not HTTP get a JSON 400 with the API's error body from uvicorn's protocol
(memorymesh_site.http_protocols), not uvicorn's plain-text line; the connection is closed."""

import json
import socket
from urllib.parse import urlsplit

from memorymesh_site.supervisor import UVICORN_HTTP, child_commands
from tests.processes import REPO


def _raw(server_url: str, request: bytes) -> bytes:
    parts = urlsplit(server_url)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):  # the server closes the connection after its 400
            answer += chunk
    return answer


def test_a_header_name_with_a_space_is_answered_400_with_the_error_body(server_url):
    answer = _raw(server_url, b"GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n")
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 ")
    assert b"content-type: application/json" in head.lower()
    assert b"connection: close" in head.lower()
    assert json.loads(body) == {"error": "malformed_http", "detail": "Invalid HTTP request received."}


def test_a_broken_request_line_is_answered_400_with_the_error_body(server_url):
    answer = _raw(server_url, b"NOT HTTP AT ALL\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 400 ")
    assert json.loads(answer.partition(b"\r\n\r\n")[2])["error"] == "malformed_http"


def test_serve_runs_the_web_processes_with_this_protocol():
    web = child_commands(
        host="127.0.0.1", port=1, schedule_file=REPO / "x", web_processes=1, worker_concurrency=1, queue="q"
    )["web"]
    assert web[web.index("--http") + 1] == UVICORN_HTTP
