"""pgmq without its optional SQLAlchemy queues, in every process of the site.

pgmq (the broker's client library) imports its SQLAlchemy-based queue classes whenever
SQLAlchemy is installed, and it is here: mem0ai, which a test runs, requires it. Nothing of
ours uses them: kombu's pgmq transport uses `pgmq.PGMQueue`, on psycopg. Importing them
cost ~17 MiB in every process that talks to the broker (each web process tree, the worker,
beat: bench_footprint). A `None` in `sys.modules` makes an import of that name raise
ImportError, which pgmq's own `try … except ImportError` around them expects.

Imported first by the `memorymesh_site` package, so before anything imports pgmq.
"""

import sys

UNUSED_PGMQ_MODULES = ("pgmq.sqlalchemy_queue", "pgmq.sqlalchemy_async_queue")

for _name in UNUSED_PGMQ_MODULES:
    sys.modules.setdefault(_name, None)
