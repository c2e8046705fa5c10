"""The web processes are forked from a uvicorn parent that imported the site
(memorymesh_site.preforked_uvicorn): they share its pages instead of each holding a private
copy of every module, and the parent still replaces one that dies."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from memorymesh_site.supervisor import UVICORN_HTTP
from tests.memorymesh_site.fresh_interpreter import printed_by
from tests.processes import REPO, free_port, stop, wait_until

# A spawned web process shares no anonymous memory with anyone (Shared_Dirty ≈ 0); a forked
# one shares what the parent loaded before the fork, ~100 MiB of a ~130 MiB site (measured).
SHARED_WITH_THE_PARENT_MIB = 50


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def _shared_dirty_mib(pid: int) -> float:
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    return next(int(line.split()[1]) for line in rollup if line.startswith("Shared_Dirty:")) / 1024


def _healthy(port: int) -> bool:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/v1/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


@pytest.fixture
def web_server(test_db_env):
    port = free_port()
    command = [sys.executable, "-m", "memorymesh_site.preforked_uvicorn", "memorymesh_site.asgi:application"]
    command += ["--port", str(port), "--workers", "2", "--http", UVICORN_HTTP, "--no-access-log"]
    proc = subprocess.Popen(command, cwd=REPO, env=test_db_env)
    try:
        wait_until(lambda: len(_children(proc.pid)) == 2, timeout=60, what="two web processes")
        wait_until(lambda: _healthy(port), timeout=60, what="the web server to answer /v1/health")
        yield proc, port
    finally:
        stop(proc)


@pytest.mark.slow
def test_web_processes_are_forked_from_the_parent_and_share_its_pages(web_server):
    proc, _port = web_server
    for pid in _children(proc.pid):
        assert _shared_dirty_mib(pid) >= SHARED_WITH_THE_PARENT_MIB, f"web process {pid} shares too little"


@pytest.mark.slow
def test_a_killed_web_process_is_forked_again_and_the_server_answers(web_server):
    proc, port = web_server
    killed = _children(proc.pid)[0]
    os.kill(killed, signal.SIGKILL)
    wait_until(
        lambda: killed not in _children(proc.pid) and len(_children(proc.pid)) == 2,
        timeout=90,
        what="uvicorn's parent to fork a new web process",
    )
    assert all(_shared_dirty_mib(pid) >= SHARED_WITH_THE_PARENT_MIB for pid in _children(proc.pid))
    wait_until(lambda: _healthy(port), timeout=30, what="the web server to answer again")


@pytest.mark.slow
def test_sigterm_stops_the_parent_and_its_web_processes(web_server):
    proc, _port = web_server
    web = _children(proc.pid)
    proc.terminate()
    assert proc.wait(timeout=30) == 0
    assert not [pid for pid in web if Path(f"/proc/{pid}").exists() and "Z" not in _state(pid)]


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_the_parent_imports_what_a_first_request_would_and_opens_nothing_its_children_inherit():
    # What a web process imports on its first request (the URL configuration, the broker's
    # client) it would hold privately; a connection or thread in the parent would be shared
    # by every child (a socket two processes talk over) or lost in them (a thread).
    probe = (
        "import sys, threading; from uvicorn.config import Config;"
        "from memorymesh_site.preforked_uvicorn import load_shared;"
        "load_shared(Config('memorymesh_site.asgi:application'));"
        "from django.db import connections;"
        "print(*(m in sys.modules for m in ('memorymesh_site.urls', 'pgmq', 'networkx')),"
        "threading.active_count(), any(c.connection for c in connections.all()))"
    )
    printed = printed_by(probe)
    assert printed.split() == ["True", "True", "False", "1", "False"]


@pytest.mark.slow
def test_a_web_process_takes_sighup_as_a_spawned_one_did_not_as_its_parent(web_server):
    # The parent's handler (restart every web process) is not the child's: a forked web
    # process starts with the default handlers, so SIGHUP ends it and the parent forks another.
    proc, port = web_server
    signalled = _children(proc.pid)[0]
    os.kill(signalled, signal.SIGHUP)
    wait_until(
        lambda: signalled not in _children(proc.pid) and len(_children(proc.pid)) == 2,
        timeout=90,
        what="the web process to end on SIGHUP and be forked again",
    )
    wait_until(lambda: _healthy(port), timeout=30, what="the web server to answer again")
