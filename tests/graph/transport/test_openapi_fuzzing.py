"""A schema fuzzer we did not write (schemathesis, pinned) over every route of /v1/schema on a live server.

It generates boundary values (empty, huge, NUL bytes, lone surrogates, wrong types …)
and random bodies for each operation, and fails on any 5xx, on any answer the document
does not declare (status, content type, body shape), on a schema-valid request refused
and on a schema-violating one accepted (`--checks all`). Bounded: a few
examples per operation and a fixed seed, about two minutes on two cores.
"""

import subprocess
import sys
from pathlib import Path

import httpx
import pytest

# Every check schemathesis has, with the few rules no schema can state declared in the config
# beside this file (each with its reason).
CHECKS = "all"
CONFIG = Path(__file__).with_name("schemathesis.toml")


@pytest.mark.slow
def test_schemathesis_finds_no_server_error_and_no_undocumented_answer(server_url, make_user, tmp_path):
    _user, secret = make_user("fuzzer")
    command = [str(Path(sys.executable).parent / "st"), "--config-file", str(CONFIG), "run", f"{server_url}/v1/schema"]
    command += ["--header", f"Authorization: Bearer {secret}", "--checks", CHECKS]
    command += ["--max-examples", "10", "--seed", "1", "--request-timeout", "30", "--max-failures", "20"]
    # In a scratch folder: schemathesis keeps a cache of its own in the working directory.
    run = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False, cwd=tmp_path)
    assert run.returncode == 0, run.stdout[-20_000:] + run.stderr[-5_000:]
    document = httpx.get(f"{server_url}/v1/schema", headers={"Accept": "application/json"}).json()
    operations = sum(len(methods) for methods in document["paths"].values())
    assert f"Tested: {operations}" in run.stdout, run.stdout[-5_000:]  # every route was reached
