"""The embedded database killed under load: serve starts it again, requests meanwhile get a
truthful 503 (never a 500), health keeps answering, and every acknowledged write is kept."""

import os
import signal
import threading
from collections import Counter

import httpx
import pytest

from tests.memorymesh_site.test_serve import _postmaster_pid
from tests.processes import ServeProcess, free_port, wait_until


class Writers:
    """Clients relating new names until told to stop; what was acknowledged, and every status seen."""

    def __init__(self, base: str, token: str, clients: int = 4) -> None:
        self.base, self.headers = base, {"Authorization": f"Bearer {token}"}
        self.acknowledged: list[str] = []
        self.statuses: Counter[int] = Counter()
        self.bodies_of_errors: list[str] = []
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self._write, args=(n,), daemon=True) for n in range(clients)]
        for thread in self.threads:
            thread.start()

    def _write(self, client: int) -> None:
        with httpx.Client(base_url=self.base, headers=self.headers, timeout=30) as http:
            for n in range(100_000):
                if self.stopping.is_set():
                    return
                name = f"Person {client}-{n}"
                try:
                    answer = http.post(
                        "/v1/memory/relate", json={"scope": "crash", "from": name, "to": "Crash", "type": "SURVIVES"}
                    )
                except httpx.HTTPError:
                    continue  # no answer: not acknowledged, so nothing is promised
                finally:
                    self.stopping.wait(0.1)  # a steady load, not a flood: the crash is what is tested
                self.statuses[answer.status_code] += 1
                if answer.status_code == 200:
                    self.acknowledged.append(name)
                elif answer.status_code >= 500:
                    self.bodies_of_errors.append(answer.text[:300])

    def stop(self) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=60)


def _health(port: int) -> httpx.Response:
    # A health check that hangs on a dead server (it once took 31 s) fails on this timeout.
    return httpx.get(f"http://127.0.0.1:{port}/v1/health", timeout=10)


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
        down = _health(port)
        if down.status_code == 503:  # unless the restart already won the race
            assert down.json()["database"] == "unavailable", down.json()
        wait_until(lambda: _health(port).status_code == 200, timeout=60, what=f"health again; output:\n{serve.output}")
        wait_until(lambda: "the database is back" in serve.output, timeout=30, what="serve to see the database back")
        assert _postmaster_pid(data_dir) != old
        before = len(writers.acknowledged)
        wait_until(lambda: len(writers.acknowledged) >= before + 20, timeout=60, what="writes after the restart")
        writers.stop()

        assert not any(status >= 500 and status != 503 for status in writers.statuses), writers.bodies_of_errors
        assert all("server_busy" in b or "database_unavailable" in b for b in writers.bodies_of_errors)
        headers = {"Authorization": f"Bearer {token}"}
        recalled = httpx.post(
            f"http://127.0.0.1:{port}/v1/memory/recall",
            headers=headers,
            timeout=60,
            json={"scope": "crash", "subject": "Crash", "k": 1000},
        ).json()
        kept = {fact["subject"] for fact in recalled["facts"]}
        for name in set(writers.acknowledged) - kept:  # past the first 1,000: asked one by one
            one = httpx.post(
                f"http://127.0.0.1:{port}/v1/memory/recall",
                headers=headers,
                timeout=60,
                json={"scope": "crash", "subject": name},
            ).json()
            kept |= {fact["subject"] for fact in one.get("facts", []) if fact["object"] == "Crash"}
        assert len(writers.acknowledged) >= 40
        assert set(writers.acknowledged) <= kept, sorted(set(writers.acknowledged) - kept)[:10]
    finally:
        serve.stop()
