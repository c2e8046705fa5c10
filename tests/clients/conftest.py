"""The client under test is the checkout's clients/python, imported from its folder (as
`pip install ./clients/python` would install it) so the shared test venv stays untouched."""

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.processes import free_port, start_uvicorn, stop

CLIENT_SOURCE = Path(__file__).resolve().parents[2] / "clients" / "python"
sys.path.insert(0, str(CLIENT_SOURCE))

from memorymesh_client import MemoryMesh  # noqa: E402


@pytest.fixture
def mesh(server_url, make_user) -> Iterator[MemoryMesh]:
    """The sync client on the live server, as a fresh user 'alice'."""
    _user, secret = make_user("alice")
    with MemoryMesh(server_url, secret) as client:
        yield client


@pytest.fixture
def server_with(test_db_env) -> Iterator[Callable[..., str]]:
    """server_with(**env) -> base URL of a dedicated uvicorn process started with those settings."""
    processes = []

    def start(**env: str) -> str:
        port = free_port()
        processes.append(start_uvicorn(port=port, env={**test_db_env, **env}))
        return f"http://127.0.0.1:{port}"

    yield start
    for process in processes:
        stop(process)


def client_env(**extra: str) -> dict[str, str]:
    """The environment of a hook or command run as a child process: the client importable."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORYMESH_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CLIENT_SOURCE), os.environ.get("PYTHONPATH", "")]))
    env.update(extra)
    return env
