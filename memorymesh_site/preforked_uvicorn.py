"""uvicorn whose web processes are forked from one parent that has imported the site.

`uvicorn --workers N` spawns each web process (a fresh interpreter that imports Django, the
apps, DRF, the MCP SDK, Celery's client … on its own), so N processes hold N private copies
of the same ~130 MiB of modules. Here the parent loads the application once (uvicorn's
`Config.load`, as a single process does), freezes the garbage collector's view of what it
imported, and forks the web processes from that state: their module pages stay shared until
written (bench/bench_footprint.py measures the difference). The URL configuration, which
Django imports on the first request, is imported in the parent too.

Everything else is uvicorn's: the same command line and options (`--http` with our
protocol, proxy headers, `--timeout-worker-healthcheck`), its parent that restarts a web
process that dies or hangs, its clean stop on SIGTERM.

    python -m memorymesh_site.preforked_uvicorn memorymesh_site.asgi:application --workers 2 …
"""

import gc
import multiprocessing
import signal
import sys
from collections.abc import Callable
from multiprocessing.context import ForkProcess
from socket import socket

from django.urls import get_resolver
from uvicorn import _subprocess
from uvicorn.config import Config
from uvicorn.main import main as uvicorn_main
from uvicorn.supervisors import multiprocess

from memorymesh_site.celery import import_broker_transport, import_first_use_modules

_FORK = multiprocessing.get_context("fork")


def forked_web_process(config: Config, target: Callable[..., None], sockets: list[socket]) -> ForkProcess:
    """A web process to be forked from this parent (uvicorn's `get_subprocess`, which spawns).

    The first call loads the application here, so each web process starts with it imported.
    """
    if not config.loaded:
        load_shared(config)
    kwargs = {"config": config, "target": target, "sockets": sockets, "stdin_fileno": None}
    return _FORK.Process(target=_web_process_started, kwargs=kwargs)


def _web_process_started(**kwargs: object) -> None:
    # A forked process inherits the handlers uvicorn's parent set for its own signals
    # (SIGHUP restarts all, SIGTTIN adds one …), which only queue the signal in the parent's
    # loop: a web process would ignore them. A spawned one starts with the defaults; so
    # does this one (the server then sets its own for SIGINT and SIGTERM).
    for number in multiprocess.SIGNALS:
        signal.signal(number, signal.SIG_DFL)
    _subprocess.subprocess_started(**kwargs)


def load_shared(config: Config) -> None:
    """Import the application in the parent and make what it imported cheap to share.

    The parent never serves a request, so it holds no database connection, thread or event
    loop for a child to inherit (importing the site opens none; the web processes connect
    on their first request). `gc.freeze()` moves every object allocated so far out of the
    collector's generations: a collection in a web process then does not write the headers
    of the parent's objects, which would copy the pages they sit on into each process.
    """
    config.load()
    # Django imports the URL configuration (every view module, DRF's schema, the pages'
    # templates engine) on the first request; here, each web process would hold its own copy.
    get_resolver().url_patterns  # noqa: B018 - the property imports them
    import_first_use_modules()  # e.g. the extraction patterns memory_manage reads
    import_broker_transport()  # imported on the first health check or write otherwise
    gc.collect()
    gc.freeze()


def main(argv: list[str]) -> None:
    """Run uvicorn's command line with the web processes forked instead of spawned."""
    # uvicorn's supervisor creates every web process (at start, after a death, on SIGHUP or
    # SIGTTIN) through this one name; replacing it is how the fork reaches all of them.
    multiprocess.get_subprocess = forked_web_process
    uvicorn_main.main(args=argv, prog_name="uvicorn")


if __name__ == "__main__":
    main(sys.argv[1:])
