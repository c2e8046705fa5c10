"""The per-turn extraction runs in a real Celery worker, after the turn's write commits."""

import pytest
from django.conf import settings

from graph.models import Job
from tests.processes import start_worker, stop, wait_until
from tests.teams.turns import post, texts


@pytest.mark.slow
def test_a_real_worker_extracts_the_turn_and_the_next_turn_sees_it(api, test_db_env):
    reply = post(api, "after_turn", run_id="run-w", messages=[
        {"role": "user", "content": "I'm a data scientist. I prefer Julia. What's new today?"},
        {"role": "assistant", "content": "Noted!"},
    ])
    job = Job.objects.get(pk=reply["extraction"]["job_id"])
    assert (job.kind, job.state) == ("extract_turn", "queued")
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: Job.objects.get(pk=job.pk).state == "done", timeout=120, what="the extraction job")
    finally:
        stop(worker)
    job.refresh_from_db()
    assert [s["statement"] for s in job.result["stored"]] == ["Works as data scientist", "Prefers Julia"]
    assert job.attempts == 1
    before = post(api, "before_turn", message="Which language for the model?", run_id="run-w")
    assert before["user_profile"]["text"] == "## User profile\n- Works as data scientist\n- Prefers Julia"
    assert texts(before)[0] == "Prefers Julia"
