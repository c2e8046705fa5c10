"""memory_turn_report: what one turn's extraction stored, ended, disputed and skipped, readable
by the person whose turn it was only (HTTP GET /v1/memory/turns/<job_id>, and MCP)."""

import pytest

from graph.models import Job
from graph.tasks import run_job
from tests.mcp_client import call, refusal, run_in_session
from tests.teams.turns import org_with, post


@pytest.fixture
def dana(make_user, client_for):
    return client_for(make_user("dana")[1])


def turn(client, run_id: str, *user_messages: str, run: bool = True, **fields) -> str:
    """One turn through memory_after_turn, its job run here; returns the job id."""
    messages = [{"role": "user", "content": text} for text in user_messages]
    job_id = post(client, "after_turn", run_id=run_id, messages=messages, **fields)["extraction"]["job_id"]
    if run:
        run_job(int(job_id))
    return job_id


def report(client, job_id: str, expect: int = 200) -> dict:
    response = client.get(f"/v1/memory/turns/{job_id}")
    assert response.status_code == expect, response.text[:500]
    return response.json()


def test_a_turn_reports_what_it_stored_with_the_quoted_words(dana):
    job_id = turn(dana, "run-r", "Hi! I prefer TypeScript.")
    body = report(dana, job_id)
    assert (body["job_id"], body["state"], body["run_id"]) == (job_id, "done", "run-r")
    assert body["session"] == "session:run-r"
    (stored,) = body["stored"]
    assert (stored["dimension"], stored["text"], stored["state"]) == ("account", "Prefers TypeScript", "current")
    assert stored["confidence"] == 0.88 and stored["id"].isdigit()
    assert stored["span"]["text"] == "I prefer TypeScript." and stored["span"]["message"] == 1


def test_a_replacement_reports_what_it_ended_and_by_what(dana):
    turn(dana, "run-r", "I prefer TypeScript.")
    body = report(dana, turn(dana, "run-r", "I now prefer Rust."))
    (ended,) = body["ended"]
    assert ended["why"] == "replaced" and ended["replaced_by"]["text"] == "Prefers Rust"
    assert [(m["text"], m["state"]) for m in ended["memories"]] == [("Prefers TypeScript", "ended")]
    assert body["stored"][0]["replaced"][0]["text"] == "Prefers TypeScript"


def test_a_weaker_statement_reports_a_conflict_current_against_proposed(dana):
    turn(dana, "run-r", "Remember that I prefer Rust.")
    body = report(dana, turn(dana, "run-r", "I love Kotlin."))
    (conflict,) = body["conflicts"]
    assert conflict["current"]["text"] == "Prefers Rust"
    assert conflict["proposed"]["text"] == "Prefers Kotlin" and conflict["proposed"]["span"]["text"] == "I love Kotlin."
    assert body["stored"] == []


def test_a_question_is_reported_as_skipped_with_its_reason(dana):
    body = report(dana, turn(dana, "run-r", "Do you remember which editor I prefer?", "I think I prefer Svelte."))
    assert [(s["reason"], s["message"]) for s in body["skipped"]] == [("question", 1), ("below_threshold", 2)]
    assert body["skipped"][1]["text"] == "Prefers Svelte" and body["stored"] == []


def test_a_queued_turn_reports_its_state_and_nothing_yet(dana):
    body = report(dana, turn(dana, "run-r", "I prefer tea.", run=False))
    assert body["state"] == "queued" and body["stored"] == [] and body["finished_at"] is None


def test_another_persons_turn_is_not_found(dana, make_user, client_for):
    job_id = turn(dana, "run-r", "I prefer TypeScript.")
    sam = client_for(make_user("sam")[1])
    assert report(sam, job_id, expect=404)["error"] == "not_found"
    assert report(dana, "999999999", expect=404)["error"] == "not_found"
    assert report(dana, "abc", expect=422)["error"] == "invalid_arguments"


def test_an_org_members_turn_is_not_found_for_its_admin_either(dana, make_user, client_for):
    sam = client_for(make_user("sam")[1])
    org_with("acme", dana="admin", sam="member")
    job_id = turn(sam, "run-s", "We use Kafka.", org="acme")
    assert report(dana, job_id, expect=404)["error"] == "not_found"
    assert report(sam, job_id)["suggestions"][0]["statement"] == "Uses Kafka"


def test_a_memory_deleted_since_is_reported_without_its_words(dana):
    job_id = turn(dana, "run-r", "I prefer TypeScript.")
    post(dana, "manage", action="delete", id=report(dana, job_id)["stored"][0]["id"])
    (stored,) = report(dana, job_id)["stored"]
    assert (stored["state"], stored["text"], stored["span"]) == ("forgotten", None, None)


def test_a_report_written_before_spans_were_recorded_still_reads(dana):
    job_id = turn(dana, "run-r", "I prefer TypeScript. Do you?")
    job = Job.objects.get(pk=job_id)
    for entry in job.result["stored"] + job.result["excluded"]:
        entry.pop("span", None)
        entry.pop("message", None)
    job.save(update_fields=["result"])
    body = report(dana, job_id)
    assert body["stored"][0]["text"] == "Prefers TypeScript" and body["stored"][0]["span"] is None
    assert body["skipped"][0]["message"] is None


def test_the_report_over_mcp_is_the_same_as_over_http(server_url, make_user, client_for):
    _user, secret = make_user("mia")
    job_id = turn(client_for(secret), "run-m", "I prefer TypeScript.")
    over_mcp = run_in_session(server_url, secret, lambda client: call(client, "memory_turn_report", job_id=job_id))
    assert over_mcp == report(client_for(secret), job_id)
    other = make_user("max")[1]
    refused = run_in_session(server_url, other, lambda client: refusal(client, "memory_turn_report", job_id=job_id))
    assert refused["error"] == "not_found"


def test_a_secret_and_a_message_not_to_remember_are_reported_without_their_words(dana):
    body = report(
        dana,
        turn(
            dana,
            "run-r",
            "My database password is hunter2, why does login fail?",
            "Don't remember this, but my salary is 90k.",
            "I prefer TypeScript.",
        ),
    )
    assert body["redactions"] == [{"message": 1, "kind": "password"}]
    assert {"reason": "do_not_remember", "text": None, "message": 2, "confidence": None} in body["skipped"]
    assert "hunter2" not in str(body) and "90k" not in str(body)
    assert [s["text"] for s in body["stored"]] == ["Prefers TypeScript"]
