"""Installs the pgmq SQL objects that the default broker needs (idempotent)."""

import psycopg
from django.conf import settings
from pgmq.install import install_pgmq_from_sql


def ensure_queue_schema() -> bool:
    """Install pgmq into the queue database unless the broker is not pgmq or it is there.

    Returns True when it installed something.
    """
    if not settings.CELERY_BROKER_URL.startswith("pgmq"):
        return False
    dsn = settings.CELERY_BROKER_TRANSPORT_OPTIONS["conn_string"]
    with psycopg.connect(dsn, autocommit=True) as conn:
        if conn.execute("SELECT to_regclass('pgmq.meta')").fetchone()[0] is not None:
            return False
        # Two processes starting together may both install; the script is IF NOT EXISTS
        # throughout, and the advisory lock keeps them from interleaving.
        conn.execute("SELECT pg_advisory_lock(727274)")
        try:
            if conn.execute("SELECT to_regclass('pgmq.meta')").fetchone()[0] is None:
                install_pgmq_from_sql(dsn=dsn)
                return True
        finally:
            conn.execute("SELECT pg_advisory_unlock(727274)")
    return False
