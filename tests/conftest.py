"""Shared fixtures: users with tokens, and the real ASGI server on the test database."""

import gc
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import connection

from graph.embeddings.process import answering
from identity.services.tokens import create_token
from memorymesh_site import embedded_db
from memorymesh_site.queue_setup import ensure_queue_schema
from memorymesh_site.supervisor import embedding_command
from tests.processes import REPO, child_env, free_port, start_uvicorn, stop, wait_until


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    # The test run starts the embedded server once; it stops it only if no other
    # process (a development server) was using it when the run began.
    if not settings.DATABASE_URL and settings.DATA_DIR in embedded_db.started_here:
        embedded_db.stop_server(settings.DATA_DIR)


@pytest.fixture(scope="session", autouse=True)
def collect_dropped_connections(django_db_setup) -> Iterator[None]:
    """Before the test database is dropped, close the connections that threads which ended
    (asgiref's, under async tests) dropped without closing: each holds its kept cursor
    (graph.sql.raw_rows.prepared_cursor), a reference cycle only the garbage collector frees."""
    yield
    gc.collect()


@pytest.fixture(scope="session")
def test_db_env(django_db_setup, django_db_blocker) -> dict[str, str]:
    """Environment for child processes so they use this run's test database and queue."""
    with django_db_blocker.unblock():
        ensure_queue_schema()
        name = connection.settings_dict["NAME"]
    return child_env(MEMORYMESH_DB_NAME=name)


@pytest.fixture(scope="session")
def server_url(test_db_env) -> Iterator[str]:
    """A real uvicorn process serving the ASGI application against the test database."""
    port = free_port()
    proc = start_uvicorn(port=port, env=test_db_env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@pytest.fixture(scope="session")
def unarmed_server_url(test_db_env) -> Iterator[str]:
    """Like server_url, but with no embedding model configured (meaning: not_armed)."""
    port = free_port()
    proc = start_uvicorn(port=port, env={**test_db_env, "MEMORYMESH_EMBEDDINGS": "off"})
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@pytest.fixture
def make_user(transactional_db) -> Callable[..., tuple]:
    """make_user("alice") -> (user, token secret). Committed, so server processes see it."""

    def _make(username: str, **token_options: object) -> tuple:
        user = get_user_model().objects.create_user(username=username, password="pw-" + username)
        issued = create_token(user=user, name=f"{username} test token", **token_options)
        return user, issued.secret

    return _make


@pytest.fixture
def client_for(server_url) -> Iterator[Callable[[str | None], httpx.Client]]:
    """client_for(secret) -> an httpx client on the live server sending that bearer token."""
    clients: list[httpx.Client] = []

    def _client(secret: str | None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {secret}"} if secret else {}
        client = httpx.Client(base_url=server_url, headers=headers, timeout=30)
        clients.append(client)
        return client

    yield _client
    for client in clients:
        client.close()


@pytest.fixture
def api(make_user, client_for) -> httpx.Client:
    """A client authenticated as a fresh user 'alice'."""
    _user, secret = make_user("alice")
    return client_for(secret)


@pytest.fixture(scope="session")
def embedding_socket(tmp_path_factory) -> Iterator[Path]:
    """The socket of an embedding process (graph.embeddings.process) started for this test run."""
    # A unix socket's path is at most 107 bytes: a short folder of its own, not pytest's deep one.
    folder = Path(tempfile.mkdtemp(prefix="mm-embedding-"))
    path = folder / "embedding.sock"
    proc = subprocess.Popen(embedding_command(str(path), 1), cwd=REPO)
    wait_until(lambda: answering(path) or proc.poll() is not None, timeout=60, what="the embedding process")
    assert proc.poll() is None, "the embedding process exited during start-up"
    yield path
    stop(proc)
    shutil.rmtree(folder, ignore_errors=True)
