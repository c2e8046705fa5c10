"""What a web or worker process loads at start is its idle footprint (bench_footprint; the
issue's bar is 400 MiB PSS for every Python process together). httpx imports its command
line (rich, pygments, click) with itself, ~6.6 MiB a process that none of them uses: the
server's outbound HTTP goes through httpx2, which the MCP SDK loads anyway. networkx (~10 MiB)
only splits a scope's graph into communities, in the worker. SQLAlchemy (~17 MiB) is
installed for a test's client (mem0ai) and pgmq would import its optional queues on it; the
broker client uses psycopg (memorymesh_site.pgmq_psycopg_only)."""

import pytest

from tests.memorymesh_site.fresh_interpreter import printed_by

UNUSED = {
    "web": ("httpx", "rich", "networkx", "sqlalchemy"),
    "worker": ("httpx", "rich", "sqlalchemy"),
    "beat": ("httpx", "rich", "networkx", "sqlalchemy"),
}
START = {
    # the site, then the broker client that the web processes' parent imports before forking
    "web": "import memorymesh_site.asgi; from memorymesh_site.celery import import_broker_transport as b; b()",
    # as `celery worker` starts: the app, then every app's tasks module, then its own steps
    "worker": (
        "from memorymesh_site.celery import ImportBeforeFork, app;"
        "app.loader.import_default_modules(); ImportBeforeFork(object())"
    ),
    "beat": "from memorymesh_site.beat import app; app.connection_for_write().get_transport_cls()",
}


@pytest.mark.parametrize("process", START)
def test_a_process_starts_without_httpx_and_its_command_line(process):
    probe = f"import sys; {START[process]}; print(','.join(m for m in {UNUSED[process]!r} if m in sys.modules))"
    printed = printed_by(probe)
    assert printed.strip() == "", f"{process} loaded {printed.strip()}"


def test_the_worker_imports_networkx_and_the_broker_client_before_it_forks_its_pool():
    # A step of the worker's own blueprint, which runs in its main process before the pool
    # starts, so the pool's children share one copy of networkx and of pgmq (SQLAlchemy).
    probe = (
        "import sys; from memorymesh_site.celery import ImportBeforeFork, app;"
        "assert ImportBeforeFork in app.steps['worker'];"
        "assert 'networkx' not in sys.modules and 'pgmq' not in sys.modules;"
        "ImportBeforeFork(object()); print('networkx' in sys.modules, 'pgmq' in sys.modules)"
    )
    printed = printed_by(probe)
    assert printed.split() == ["True", "True"]
