"""Secrets never stored (issue #25): every secret-bearing turn of the labelled set goes through
memory_after_turn and its extraction job, agents' writes carry more, and then no text column of
the whole database holds any of them; a turn that asks not to be remembered is not stored."""

import json

import pytest

from graph.models import Document, Job, Passage
from tests.secret_turns import found_in_database, secret_turns
from tests.teams.turns import org_with, post, say


@pytest.fixture
def dana(make_user, client_for):
    _user, secret = make_user("dana")
    org_with("acme", dana="admin")
    return client_for(secret)


def test_no_secret_sent_through_after_turn_is_found_anywhere_in_the_database(dana):
    rows = secret_turns()
    for index, row in enumerate(rows):
        # Every other turn names the org, so org memory (a copy of the sentence) is written too.
        report = say(dana, "run-secrets", row["text"], org="acme" if index % 2 else None)
        assert report["redactions"], row["text"]
    secrets = [row["secret"] for row in rows]
    assert found_in_database(secrets) == {}
    for row in rows[::7]:
        for query in (row["secret"], row["text"]):
            context = post(dana, "context", scope="session:run-secrets", query=query)
            # The reply repeats the query (query, grounding): what it found is what must not hold it.
            found = {key: value for key, value in context.items() if key not in ("query", "grounding")}
            assert row["secret"] not in json.dumps(found, ensure_ascii=False)
        if row["lang"] == "en":
            assert context["items"], row["text"]  # the turn is found by its words, without its secret


def test_an_agents_own_writes_keep_no_secret_either(dana):
    password, key, token = (
        "Tr0ub4dor&3x",
        "sk-proj-Zq81Yt2Wv3Ux4Ts5Rq6Po7Nm8",
        "ghp_Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8",
    )
    post(dana, "remember", scope="notes", content=f"The staging server password is {password}. Deploys run nightly.")
    post(dana, "relate", scope="notes", **{"from": "Billing", "to": "OpenAI", "type": "USES"}, attributes={"key": key})
    nodes = [{"name": "CI", "nodeType": "tool", "metadata": [f"Token: {token}"]}]
    assert dana.post("/v1/graph/add_nodes", json={"scope": "notes", "nodes": nodes}).status_code == 200
    post(dana, "manage", action="add", text=f"My password is {password}")
    assert found_in_database([password, key, token]) == {}


def test_the_turn_report_counts_redactions_by_kind_and_never_holds_a_value(dana):
    report = say(dana, "run-kinds", "My database password is Hunter22x and my key is AKIAIOSFODNN7EXAMPLE.")
    assert report["redactions"] == [{"message": 1, "kind": "password"}, {"message": 1, "kind": "aws_key"}]
    job = Job.objects.get(kind="extract_turn", payload__run_id="run-kinds")
    assert "Hunter22x" not in json.dumps(job.result) and "AKIAIOSFODNN7EXAMPLE" not in json.dumps(job.payload)


def test_a_turn_that_asks_not_to_be_remembered_is_not_stored(dana):
    reply = post(
        dana,
        "after_turn",
        run_id="run-dnr",
        messages=[
            {"role": "user", "content": "Don't remember this, but I'm interviewing at Globex next week."},
        ],
    )
    assert (reply["stored"], reply["already"], reply["doc_id"], reply["passages"]) == (False, False, None, [])
    assert reply["skipped"] == [{"message": 1, "reason": "do_not_remember"}]
    assert reply["extraction"] == {"job_id": None, "state": "none"}
    assert not Document.objects.filter(scope__name="run-dnr").exists()
    assert not Job.objects.filter(payload__run_id="run-dnr").exists()
    assert found_in_database(["Globex"]) == {}


@pytest.mark.parametrize(
    "asks",
    [
        "Please don't store this: I'm interviewing at Globex.",
        "これは覚えないで。Globexの面接を受けます。",
        "不要记住这个，我在Globex面试。",
    ],
)
def test_the_other_messages_of_the_turn_are_still_stored(dana, asks):
    report = say(dana, "run-mixed", asks, "I prefer Julia.")
    assert report["not_stored"] == [{"message": 1, "reason": "do_not_remember"}]
    assert [s["statement"] for s in report["stored"]] == ["Prefers Julia"]
    texts = list(Passage.objects.filter(scope__name="run-mixed").values_list("text", flat=True))
    assert texts == ["user: I prefer Julia.", "assistant: OK."]
    assert found_in_database(["Globex"]) == {}
