"""A steady writer load against a live server, and the check that every acknowledged write is kept.

Used by the tests that kill processes of `serve` under load.
"""

import threading
from collections import Counter

import httpx


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


def health(port: int) -> httpx.Response:
    # A health check that hangs on a dead server (it once took 31 s) fails on this timeout.
    return httpx.get(f"http://127.0.0.1:{port}/v1/health", timeout=10)


def missing_writes(port: int, token: str, acknowledged: list[str]) -> set[str]:
    """The acknowledged names whose SURVIVES→Crash fact the server does not return."""
    headers = {"Authorization": f"Bearer {token}"}
    base = f"http://127.0.0.1:{port}/v1/memory/recall"
    recalled = httpx.post(base, headers=headers, timeout=60, json={"scope": "crash", "subject": "Crash", "k": 1000})
    kept = {fact["subject"] for fact in recalled.json()["facts"]}
    for name in set(acknowledged) - kept:  # past the first 1,000: asked one by one
        one = httpx.post(base, headers=headers, timeout=60, json={"scope": "crash", "subject": name}).json()
        kept |= {fact["subject"] for fact in one.get("facts", []) if fact["object"] == "Crash"}
    return set(acknowledged) - kept
