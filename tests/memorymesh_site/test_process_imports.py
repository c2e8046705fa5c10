"""What a web or worker process loads at start is its idle footprint (bench_footprint; the
issue's bar is 400 MiB PSS for every Python process together). httpx imports its command
line (rich, pygments, click) with itself, ~6.6 MiB a process that none of them uses: the
server's outbound HTTP goes through httpx2, which the MCP SDK loads anyway. networkx (~10 MiB)
only splits a scope's graph into communities, in the worker."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
UNUSED = {"web": ("httpx", "rich", "networkx"), "worker": ("httpx", "rich")}
START = {
    "web": "import memorymesh_site.asgi",
    # as `celery worker` starts: the app, then every app's tasks module
    "worker": "from memorymesh_site.celery import app; app.loader.import_default_modules()",
}


@pytest.mark.parametrize("process", START)
def test_a_process_starts_without_httpx_and_its_command_line(process):
    probe = f"import sys; {START[process]}; print(','.join(m for m in {UNUSED[process]!r} if m in sys.modules))"
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        env={"DJANGO_SETTINGS_MODULE": "memorymesh_site.settings", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "", f"{process} loaded {done.stdout.strip()}"


def test_the_worker_imports_networkx_and_the_broker_client_before_it_forks_its_pool():
    # A step of the worker's own blueprint, which runs in its main process before the pool
    # starts, so the pool's children share one copy of networkx and of pgmq (SQLAlchemy).
    probe = (
        "import sys; from memorymesh_site.celery import ImportBeforeFork, app;"
        "assert ImportBeforeFork in app.steps['worker'];"
        "assert 'networkx' not in sys.modules and 'pgmq' not in sys.modules;"
        "ImportBeforeFork(object()); print('networkx' in sys.modules, 'pgmq' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        env={"DJANGO_SETTINGS_MODULE": "memorymesh_site.settings", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", "True"]
