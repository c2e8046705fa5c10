"""A benchmark server: its own database on the embedded server, a user, a token, uvicorn."""

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from bench.in_process import REPO
from memorymesh_site.supervisor import UVICORN_HTTP, worker_command


class Server:
    """uvicorn serving the app against the bench database until stopped."""

    def __init__(
        self,
        port: int | None = None,
        *,
        processes: int = 1,
        env: dict[str, str] | None = None,
        app: str = "",
        tree: Path = REPO,
    ) -> None:
        """Serve `app` (default: the site) of the checkout at `tree` (default: this one)."""
        import socket

        import httpx

        if port is None:
            with socket.socket() as sock:
                sock.bind(("127.0.0.1", 0))
                port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        # Another checkout (a baseline) joins this checkout's embedded server and bench database.
        env = {
            **os.environ,
            "MEMORYMESH_DB_NAME": os.environ["MEMORYMESH_DB_NAME"],
            "MEMORYMESH_DATA_DIR": os.environ.get("MEMORYMESH_DATA_DIR") or str(REPO / "data"),
            # A bench measures speed: one token at full speed would meet the per-token rate
            # limit (200 calls/s), which the tests exercise instead.
            "MEMORYMESH_RATE_LIMIT_PER_SECOND": "0",
            **(env or {}),
        }
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                app or "memorymesh_site.asgi:application",
                "--port",
                str(port),
                "--workers",
                str(processes),
                "--timeout-worker-healthcheck",  # as `serve` runs it (see memorymesh_site/supervisor.py)
                "60",
                "--no-access-log",
                "--log-level",
                "warning",
                # As `serve` runs it, when the checkout served has the protocol (a baseline may not).
                *(["--http", UVICORN_HTTP] if (tree / "memorymesh_site" / "http_protocols.py").exists() else []),
            ],
            cwd=tree,
            env=env,
        )
        for _ in range(600):
            try:
                if httpx.get(self.url + "/v1/health", timeout=1).status_code < 500:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("bench server did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=20)


def timed(call: Callable[[], object], n: int, warmup: int = 20) -> list[float]:
    """Run `call` n times (after warm-up); returns latencies in milliseconds."""
    for _ in range(warmup):
        call()
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def report(name: str, samples: list[float], target_p50_ms: float | None = None) -> None:
    ordered = sorted(samples)
    p50 = statistics.median(ordered)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    p99 = ordered[int(len(ordered) * 0.99) - 1]
    line = f"{name:<34} n={len(samples):<5} p50={p50:7.2f} ms  p95={p95:7.2f} ms  p99={p99:7.2f} ms"
    if target_p50_ms:
        verdict = "met" if p50 <= target_p50_ms else "MISSED"
        line += f"  target p50 ≤ {target_p50_ms} ms ({verdict}, {target_p50_ms / p50:.1f}× headroom)"
    print(line, flush=True)


class Worker:
    """A Celery worker (one process, solo pool) on the bench database and queue, until stopped."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            worker_command(os.environ["MEMORYMESH_QUEUE"], "--pool", "solo", "--without-heartbeat"),
            cwd=REPO,
            env=dict(os.environ),
        )

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)
