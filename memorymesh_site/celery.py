"""The Celery application. Configuration comes from Django settings (CELERY_*)."""

import gc
import importlib
import os

from celery import Celery, bootsteps

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")

# Libraries that only the worker's tasks use, which the web processes do not import (see
# graph.services.communities). The worker imports them before it forks its pool, so the
# pool's children share one copy instead of each importing its own on its first job.
WORKER_ONLY_IMPORTS = ("networkx",)
# The apps' modules imported on first use rather than at start-up, because their import is
# slow and a command line need not pay it (teams.extraction's patterns: 1.3 s). A parent that
# forks (the web parent, the worker) imports them first, so its children share one copy.
LOADED_ON_FIRST_USE = ("teams.extraction.backends",)


def import_first_use_modules() -> None:
    for module in LOADED_ON_FIRST_USE:
        importlib.import_module(module)


def import_broker_transport() -> None:
    """Import the broker's transport and its client library without connecting.

    kombu imports them on the first connection: in each web process on its first health
    check or write, in each pool child on the first task it sends (pgmq and SQLAlchemy,
    ~18 MiB a process). A parent that forks calls this first, so its children share them.
    """
    app.connection_for_write().get_transport_cls()


class ImportBeforeFork(bootsteps.Step):
    """A worker start-up step, run in the worker's main process before the pool starts.

    It also freezes the collector's view of the objects imported so far, so that a
    collection in a pool child does not write their headers and copy the pages they sit on
    (as memorymesh_site.preforked_uvicorn does for the web processes).
    """

    def __init__(self, parent: object, **kwargs: object) -> None:
        super().__init__(parent, **kwargs)
        for module in WORKER_ONLY_IMPORTS:
            importlib.import_module(module)
        import_first_use_modules()
        import_broker_transport()
        gc.collect()
        gc.freeze()


app = Celery("memorymesh")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
app.steps["worker"].add(ImportBeforeFork)
