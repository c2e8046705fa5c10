"""The main command end to end: first run, clean stop, restart, recovery after kill -9."""

import os
import signal
import subprocess
from pathlib import Path
from stat import S_IMODE

import httpx
import pytest

from tests.processes import ServeProcess, free_port, wait_until


@pytest.mark.slow
def test_serve_on_a_terminal_shows_the_first_run_secrets_there_and_writes_no_file(tmp_path):
    data_dir = tmp_path / "data"
    serve = ServeProcess(data_dir, free_port(), terminal="output")
    try:
        token = next(line.split()[-1] for line in serve.output.splitlines() if "API token:" in line)
        assert serve.whoami(token) == 200
        assert not (data_dir / "first-run-credentials.txt").exists()
    finally:
        serve.stop()


@pytest.mark.slow
def test_serve_with_its_output_redirected_shows_the_secrets_on_the_terminal_only(tmp_path):
    # `./memorymesh serve > serve.log` from a shell: the log must not hold the password.
    data_dir = tmp_path / "data"
    serve = ServeProcess(data_dir, free_port(), terminal="controlling")
    try:
        wait_until(lambda: "API token:" in serve.terminal_text, timeout=10, what="the secrets on the terminal")
        token = next(line.split()[-1] for line in serve.terminal_text.splitlines() if "API token:" in line)
        assert serve.whoami(token) == 200
        assert token not in serve.output and "owner login" not in serve.output
        assert "shown on your terminal only" in serve.output
        assert not (data_dir / "first-run-credentials.txt").exists()
    finally:
        serve.stop()


@pytest.mark.slow
def test_serve_on_a_reachable_address_with_the_public_secret_key_warns_loudly(tmp_path):
    serve = ServeProcess(tmp_path / "data", free_port(), host="0.0.0.0")
    try:
        warning = "WARNING: MemoryMesh will listen on 0.0.0.0, reachable from other machines"
        # Before anything else, and again beside the banner a person reads last.
        assert serve.output.count(warning) == 2, serve.output
        assert serve.output.index(warning) < serve.output.index("MemoryMesh is starting")
        assert "DJANGO_SECRET_KEY is not set" in serve.output
    finally:
        serve.stop()


def _postmaster_pid(data_dir: Path) -> int | None:
    pid_file = data_dir / "pgdata" / "postmaster.pid"
    return int(pid_file.read_text().splitlines()[0]) if pid_file.exists() else None


def _port_is_free(port: int) -> bool:
    try:
        httpx.get(f"http://127.0.0.1:{port}/v1/health", timeout=1)
    except httpx.HTTPError:
        return True
    return False


@pytest.mark.slow
def test_serve_first_run_stop_restart_and_recovery_after_kill(tmp_path):
    data_dir = tmp_path / "data"
    port = free_port()

    first = ServeProcess(data_dir, port)
    # No terminal (as under systemd): the secrets go to a file only its owner reads, never to the output.
    credentials = data_dir / "first-run-credentials.txt"
    assert str(credentials) in first.output and "API token:" not in first.output
    assert S_IMODE(credentials.stat().st_mode) == 0o600
    token = next(line.split()[-1] for line in credentials.read_text().splitlines() if "API token:" in line)
    assert token not in first.output and "owner login" in credentials.read_text()
    # The file's export line is a shell line as it stands (it once came indented).
    sourced = subprocess.run(
        ["bash", "-c", f'source <(grep "^export" {credentials}) && echo "$MEMORYMESH_TOKEN"'],
        capture_output=True,
        text=True,
        check=True,
    )
    assert sourced.stdout.strip() == token
    assert "curl -H" in first.output and "/v1/mcp" in first.output
    assert "WARNING" not in first.output  # loopback: the development key is fine
    assert "superuser privileges" not in first.output and "No hostname was supplied" not in first.output
    assert "pgmq://" not in first.output  # Celery's banner, with a broker address that is not where the queue is
    assert first.whoami(token) == 200
    first.stop()
    wait_until(lambda: _postmaster_pid(data_dir) is None, timeout=30, what="the database to stop")

    second = ServeProcess(data_dir, port)
    assert "API token:" not in second.output, "the owner token must be shown only once"
    assert second.whoami(token) == 200
    # A crash: the main command and the database die without any clean-up.
    os.kill(second.proc.pid, signal.SIGKILL)
    os.kill(_postmaster_pid(data_dir), signal.SIGKILL)
    second.proc.wait(timeout=10)
    wait_until(lambda: _port_is_free(port), timeout=30, what="the orphaned web server to exit")

    third = ServeProcess(data_dir, port)
    assert third.whoami(token) == 200
    third.stop()


def _process_table() -> dict[int, tuple[int, int]]:
    """pid -> (parent pid, process group) of every process, from /proc."""
    table = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        table[int(stat.parent.name)] = (int(fields[1]), int(fields[2]))
    return table


def _child_running(serve_pid: int, word: str) -> int:
    """The pid of serve's direct child whose command line holds `word`."""
    for pid, (parent, _group) in _process_table().items():
        if parent == serve_pid and word in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):
            return pid
    raise AssertionError(f"no child of serve runs {word}")


def _group_members(group: int) -> list[int]:
    return [pid for pid, (_parent, pgid) in _process_table().items() if pgid == group]


@pytest.mark.slow
def test_serve_restarts_a_killed_web_server_and_worker_and_leaves_no_orphan(tmp_path):
    port = free_port()
    serve = ServeProcess(tmp_path / "data", port)
    try:
        web = _child_running(serve.proc.pid, "uvicorn")
        os.kill(web, signal.SIGKILL)
        wait_until(lambda: "web exited" in serve.output, timeout=30, what="serve to notice the web server died")
        wait_until(serve._healthy, timeout=120, what=f"the web server to be back; output:\n{serve.output}")
        assert _child_running(serve.proc.pid, "uvicorn") != web

        worker = _child_running(serve.proc.pid, "worker")  # not beat, a celery child of its own
        wait_until(lambda: len(_group_members(worker)) > 1, timeout=60, what="the worker's pool processes")
        os.kill(worker, signal.SIGKILL)
        wait_until(lambda: "restarting worker" in serve.output, timeout=60, what="serve to restart the worker")
        # The killed worker's pool processes went with it: nothing is left in its group.
        wait_until(lambda: _group_members(worker) == [], timeout=30, what="the old worker's group to be empty")
        assert _child_running(serve.proc.pid, "worker") != worker
        assert serve.proc.poll() is None
    finally:
        serve.stop()


def test_serve_runs_beat_as_a_child_of_its_own_not_inside_the_worker():
    # A beat embedded in the worker (--beat) and killed alone was never started again.
    from memorymesh_site.supervisor import child_commands

    commands = child_commands(
        host="127.0.0.1", port=1, schedule_file=Path("/data/schedule"), web_processes=1, worker_concurrency=1, queue="q"
    )
    assert "--beat" not in commands["worker"] and "worker" in commands["worker"]
    beat = commands["beat"]
    assert beat[beat.index("-A") + 3] == "beat" and beat[beat.index("--schedule") + 1] == "/data/schedule"
    assert beat[beat.index("-A") + 1] == "memorymesh_site.beat"  # without django.setup(): a light process
