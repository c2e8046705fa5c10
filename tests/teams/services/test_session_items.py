"""Session items: what a user limits to "this conversation" (今回だけ, 这次对话) is memory of that run,
returned by memory_before_turn and memory_query for that run_id only, and forgotten by the purge
job once older than MEMORYMESH_SESSION_RETENTION_DAYS."""

from datetime import timedelta

import pytest
from django.utils import timezone

from graph.models import Fact, Job
from graph.services.jobs import enqueue_job
from graph.tasks import run_job
from tests.teams.turns import post, say, texts


@pytest.fixture
def dana(make_user, client_for):
    return client_for(make_user("dana")[1])


@pytest.mark.parametrize(
    "message, line",
    [
        ("For this conversation, the migration script is called phoenix.", "The migration script is called phoenix"),
        ("For this chat, the feature flag is named fast_checkout.", "The feature flag is called fast_checkout"),
        ("今回だけ、ブランチ名はhotfix-42です。", "ブランチの名前はhotfix-42"),
        ("这次对话，迁移脚本叫phoenix。", "迁移脚本叫phoenix"),
    ],
)
def test_a_statement_for_this_conversation_is_a_session_item_agents_see(dana, message, line):
    report = say(dana, "run-1", message)
    assert [(s["dimension"], s["scope"], s["statement"]) for s in report["stored"]] == [
        ("session", "session:run-1", line)
    ]
    before = post(dana, "before_turn", message="What should I run next?", run_id="run-1")
    assert before["session_profile"]["scope"] == "session:run-1"
    assert f"- {line}" in before["session_profile"]["text"]
    assert f"- {line}" in before["system_prompt"]
    assert line in texts(post(dana, "query", run_id="run-1"), "session")


def test_a_session_item_stays_with_its_run(dana):
    say(dana, "run-1", "For this conversation, the migration script is called phoenix.")
    assert texts(post(dana, "query", run_id="run-2")) == []
    before = post(dana, "before_turn", message="migration script", run_id="run-2")
    assert texts(before) == [] and "phoenix" not in before["system_prompt"]
    assert texts(post(dana, "query", dimensions=["account"])) == []


def test_a_preference_for_this_chat_only_does_not_reach_account_memory(dana):
    report = say(dana, "run-1", "For this chat, I prefer short answers.")
    assert [(s["dimension"], s["statement"]) for s in report["stored"]] == [("session", "Prefers short answers")]
    assert texts(post(dana, "query", dimensions=["account"])) == []
    assert texts(post(dana, "query", run_id="run-1")) == ["Prefers short answers"]


def purge(**payload) -> dict:
    job = enqueue_job(kind="purge_forgotten", payload=payload)
    run_job(job.pk)
    return Job.objects.get(pk=job.pk).result


def test_the_purge_job_forgets_session_items_older_than_the_retention(dana):
    say(dana, "run-old", "For this conversation, the migration script is called phoenix.")
    say(dana, "run-new", "For this conversation, the target table is called orders_v2.")
    say(dana, "run-new", "I prefer TypeScript.")
    Fact.objects.filter(scope__name="run-old").update(recorded_at=timezone.now() - timedelta(days=31))
    Fact.objects.filter(object__name="TypeScript").update(recorded_at=timezone.now() - timedelta(days=365))
    assert purge(session_retention_days=30)["session_facts_expired"] == 1
    assert texts(post(dana, "query", run_id="run-old"), "session") == []
    assert texts(post(dana, "query", run_id="run-new"), "session") == ["The target table is called orders_v2"]
    assert texts(post(dana, "query", dimensions=["account"])) == ["Prefers TypeScript"]
    assert purge(session_retention_days=30)["session_facts_expired"] == 0


def test_the_retention_is_a_setting(settings, dana):
    say(dana, "run-old", "For this conversation, the migration script is called phoenix.")
    Fact.objects.filter(scope__name="run-old").update(recorded_at=timezone.now() - timedelta(days=3))
    settings.SESSION_RETENTION_DAYS = 7
    assert purge()["session_facts_expired"] == 0
    settings.SESSION_RETENTION_DAYS = 2
    assert purge()["session_facts_expired"] == 1
