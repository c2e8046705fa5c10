"""Celery beat as serve runs it (memorymesh_site.beat, without the site): it sends the scheduled
tasks by name into the queue the worker reads."""

import secrets
import subprocess

import psycopg
import pytest
from django.conf import settings

from memorymesh_site.supervisor import beat_command
from tests.processes import REPO, wait_until


def _sent(queue: str, task: str) -> bool:
    dsn = settings.CELERY_BROKER_TRANSPORT_OPTIONS["conn_string"]
    with psycopg.connect(dsn, autocommit=True) as conn:
        if conn.execute("SELECT to_regclass(%s)", [f"pgmq.q_{queue}"]).fetchone()[0] is None:
            return False
        found = conn.execute(f"SELECT count(*) FROM pgmq.q_{queue} WHERE message::text LIKE %s", [f"%{task}%"])
        return found.fetchone()[0] > 0


@pytest.mark.slow
def test_beat_sends_a_scheduled_task_into_the_queue(test_db_env, tmp_path):
    # A queue of its own, which no worker of another test reads meanwhile.
    queue = f"beat_test_{secrets.token_hex(4)}"
    env = {**test_db_env, "MEMORYMESH_QUEUE": queue}
    beat = subprocess.Popen(beat_command(tmp_path / "schedule"), cwd=REPO, env=env)
    try:
        # send-community-jobs is due every 20 s (CELERY_BEAT_SCHEDULE).
        wait_until(lambda: _sent(queue, "graph.send_community_jobs"), timeout=90, what="beat to send a task")
    finally:
        beat.terminate()
        beat.wait(timeout=30)
        dsn = settings.CELERY_BROKER_TRANSPORT_OPTIONS["conn_string"]
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute("SELECT pgmq.drop_queue(%s)", [queue])
