"""The embedded database killed under load: serve starts it again, requests meanwhile get a
truthful 503 (never a 500), health keeps answering, and every acknowledged write is kept."""

import os
import signal

import pytest

from tests.memorymesh_site.test_serve import _postmaster_pid
from tests.memorymesh_site.writer_load import Writers, health, missing_writes
from tests.processes import ServeProcess, free_port, wait_until


@pytest.mark.slow
def test_a_killed_database_is_restarted_and_no_acknowledged_write_is_lost(tmp_path):
    data_dir, port = tmp_path / "data", free_port()
    serve = ServeProcess(data_dir, port)
    credentials = (data_dir / "first-run-credentials.txt").read_text()
    token = next(line.split()[-1] for line in credentials.splitlines() if "API token:" in line)
    try:
        writers = Writers(f"http://127.0.0.1:{port}", token)
        wait_until(lambda: len(writers.acknowledged) >= 20, timeout=60, what="writes before the crash")
        old = _postmaster_pid(data_dir)
        os.kill(old, signal.SIGKILL)
        wait_until(lambda: "the database (PostgreSQL) exited" in serve.output, timeout=30, what="serve to notice")
        down = health(port)
        if down.status_code == 503:  # unless the restart already won the race
            assert down.json()["database"] == "unavailable", down.json()
        wait_until(lambda: health(port).status_code == 200, timeout=60, what=f"health again; output:\n{serve.output}")
        wait_until(lambda: "the database is back" in serve.output, timeout=30, what="serve to see the database back")
        assert _postmaster_pid(data_dir) != old
        before = len(writers.acknowledged)
        wait_until(lambda: len(writers.acknowledged) >= before + 20, timeout=60, what="writes after the restart")
        writers.stop()

        assert not any(status >= 500 and status != 503 for status in writers.statuses), writers.bodies_of_errors
        assert all("server_busy" in b or "database_unavailable" in b for b in writers.bodies_of_errors)
        assert len(writers.acknowledged) >= 40
        missing = missing_writes(port, token, writers.acknowledged)
        assert not missing, sorted(missing)[:10]
    finally:
        serve.stop()
