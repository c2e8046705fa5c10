"""Where the database and the default broker live.

One code path: either `DATABASE_URL` names an external PostgreSQL with pgvector, or
the embedded server under the data folder is started (or joined) here. The broker
default (pgmq, PostgreSQL-backed) lives in its own database on the same server.
"""

from pathlib import Path
from typing import Any

import dj_database_url

from memorymesh_site import embedded_db
from memorymesh_site.env import env_bool, env_int, env_str

# Under ASGI every request runs in a fresh thread, so Django's persistent connections
# would reconnect (a PostgreSQL fork, ~5 ms) per request; a psycopg pool does not.
# Requests queue at the door for a slot (graph/transport/admission.py), so a wait for
# a connection past one second is a fault to report as 503, not a queue.
POOL = {
    "min_size": 1,
    "max_size": env_int("MEMORYMESH_DB_POOL_SIZE", 8),
    "timeout": float(env_str("MEMORYMESH_DB_POOL_TIMEOUT", "1")),
}

# The hottest reads (graph.sql.raw_rows.prepared_cursor) ask the server to keep
# their statements parsed per connection; the ORM's own queries never are (Django binds
# their values client-side). psycopg prepares nothing while this is None, as Django sets
# it: off for a transaction-pooling PgBouncer older than 1.21, which loses them.
PREPARE_THRESHOLD = 5 if env_bool("MEMORYMESH_DB_PREPARED_STATEMENTS", True) else None


def database_settings(
    *, database_url: str, data_dir: Path, db_name: str, queue_db: str, test_db: str
) -> dict[str, Any]:
    """Django DATABASES['default'] for the configured server; starts the embedded one if needed."""
    if database_url:
        config = dj_database_url.parse(database_url)
        config["ENGINE"] = "django.db.backends.postgresql"
        config.setdefault("OPTIONS", {}).update(pool=POOL, prepare_threshold=PREPARE_THRESHOLD)
        config["CONN_MAX_AGE"] = 0
        config["TEST"] = {"NAME": test_db}
        return config
    server = embedded_db.ensure_server(data_dir, (db_name, queue_db))
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": db_name,
        "USER": embedded_db.SUPERUSER,
        "PASSWORD": "",
        "HOST": server.socket_dir,
        "PORT": str(server.port),
        "CONN_MAX_AGE": 0,
        "OPTIONS": {"pool": POOL, "prepare_threshold": PREPARE_THRESHOLD},
        "TEST": {"NAME": test_db},
    }


def replica_settings(replica_url: str) -> dict[str, Any]:
    """Django DATABASES['replica'] for a streaming replica of the primary (graph.read_replica).

    The test runner creates no database for it: in tests it mirrors the primary.
    """
    config = dj_database_url.parse(replica_url)
    config["ENGINE"] = "django.db.backends.postgresql"
    config.setdefault("OPTIONS", {}).update(pool=POOL, prepare_threshold=PREPARE_THRESHOLD)
    config["CONN_MAX_AGE"] = 0
    config["TEST"] = {"MIRROR": "default"}
    return config


def queue_conninfo(db: dict[str, Any], queue_db: str) -> str:
    """libpq key=value string for the pgmq broker database (pgmq ignores ?host= in URIs)."""
    parts = {
        "host": db.get("HOST") or "localhost",
        "port": db.get("PORT") or "5432",
        "dbname": queue_db,
        "user": db.get("USER") or "postgres",
    }
    if db.get("PASSWORD"):
        parts["password"] = db["PASSWORD"]
    return " ".join(f"{key}={value}" for key, value in parts.items())
