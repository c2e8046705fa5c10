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


PATTERNS = "teams.extraction._pipeline"


def test_a_command_line_starts_without_compiling_the_extraction_patterns():
    # Compiling the three languages' rules took 1.3 s of every start-up, `import_memory`'s included.
    probe = f"import sys, django; django.setup(); print({PATTERNS!r} in sys.modules)"
    assert printed_by(probe).strip() == "False"


def test_the_patterns_are_compiled_on_first_use():
    probe = (
        f"import sys, django; django.setup(); from teams.extraction import extract_message;"
        f"print({PATTERNS!r} in sys.modules, [d.obj for d in extract_message('We use Postgres.').drafts])"
    )
    assert printed_by(probe).strip() == "True ['Postgres']"


def test_the_web_parent_and_the_worker_compile_the_patterns_before_they_fork():
    web = (
        "import sys; from uvicorn.config import Config; from memorymesh_site.preforked_uvicorn import load_shared;"
        f"load_shared(Config('memorymesh_site.asgi:application')); print({PATTERNS!r} in sys.modules)"
    )
    assert printed_by(web).strip() == "True"
    worker = (
        f"import sys; from memorymesh_site.celery import ImportBeforeFork, app; print({PATTERNS!r} in sys.modules);"
        f"ImportBeforeFork(object()); print({PATTERNS!r} in sys.modules)"
    )
    assert printed_by(worker).split() == ["False", "True"]
