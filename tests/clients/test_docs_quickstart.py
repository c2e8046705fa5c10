"""The Python code of docs/python-client.md runs as written against a live server: the
quickstart prints the fact it remembered, the error example prints the refusal's code,
the async example prints what it recalled."""

import re
import subprocess
import sys

from tests.clients.conftest import client_env
from tests.processes import REPO

PAGE = REPO / "docs" / "python-client.md"


def python_blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", PAGE.read_text(), flags=re.M | re.S)


def run_block(code: str, url: str, token: str) -> subprocess.CompletedProcess:
    code = code.replace("http://127.0.0.1:8000", url).replace("mm_…", token)
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env=client_env(MEMORYMESH_URL=url, MEMORYMESH_TOKEN=token),
    )


def test_the_quickstart_is_four_lines_after_the_install_and_recalls_the_fact(server_url, make_user):
    quickstart = python_blocks()[0]
    assert len(quickstart.strip().splitlines()) == 4  # with `pip install ./clients/python`: 5 lines
    _user, token = make_user("reader")
    ran = run_block(quickstart, server_url, token)
    assert ran.returncode == 0, ran.stderr
    assert "'text': 'Dana WORKS_AT Acme'" in ran.stdout


def test_the_error_and_async_examples_run(server_url, make_user):
    _quickstart, _methods, errors, run_async = python_blocks()
    _user, token = make_user("reader")
    refused = run_block(errors, server_url, token)
    assert refused.returncode == 0 and refused.stdout.startswith("not_found "), refused.stderr
    ran = run_block(run_async, server_url, token)
    assert ran.returncode == 0 and ran.stdout.startswith("answered "), ran.stderr
