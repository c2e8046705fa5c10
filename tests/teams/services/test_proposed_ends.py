"""An end only the learned tagger reads ("I'm done with Amplenote, cancelled it last week.") ends nothing:
the turn's report proposes it with the memories it would end, memory_manage `end` confirms it, and
undo_replace makes an ended memory current again (a rule's plain end as well)."""

import pytest

from graph.models import Event, Fact
from graph.tasks import run_job
from identity.services.tokens import create_token
from tests.teams.turns import post, say, texts

# The rules read no end here (they read "I no longer use …", "I stopped using …"); the tagger is sure of one.
DONE_WITH = "I'm done with Amplenote, cancelled it last week."


@pytest.fixture
def dana(make_user, client_for):
    return client_for(make_user("dana")[1])


def amplenote(client) -> str:
    say(client, "run-1", "I use Amplenote for my notes.")
    return str(Fact.objects.get(object__name="Amplenote").pk)


def account(client) -> list[str]:
    return texts(post(client, "query", dimensions=["account"]), "account")


def test_an_end_only_the_tagger_reads_is_proposed_and_ends_nothing(dana):
    fact = amplenote(dana)
    report = say(dana, "run-2", DONE_WITH)
    assert report["ended"] == []
    (proposed,) = report["proposed_ends"]
    assert (proposed["dimension"], proposed["object"], proposed["facts"]) == ("account", "Amplenote", [fact])
    assert proposed["span"]["text"] == DONE_WITH  # the whole sentence: the person confirms what was said
    assert account(dana) == ["Uses Amplenote"]


def test_the_turn_report_shows_the_proposal_with_the_memory_it_would_end(dana):
    fact = amplenote(dana)
    messages = [{"role": "user", "content": DONE_WITH}]
    job_id = post(dana, "after_turn", run_id="run-2", messages=messages)["extraction"]["job_id"]
    run_job(int(job_id))
    (proposed,) = dana.get(f"/v1/memory/turns/{job_id}").json()["proposed_ends"]
    assert proposed["memories"] == [{"id": fact, "text": "Uses Amplenote", "state": "current"}]
    post(dana, "manage", action="end", id=fact)
    (proposed,) = dana.get(f"/v1/memory/turns/{job_id}").json()["proposed_ends"]
    assert proposed["memories"][0]["state"] == "ended"


def test_end_confirms_it_visibly_and_undo_brings_it_back(dana):
    fact = amplenote(dana)
    say(dana, "run-2", DONE_WITH)
    reply = post(dana, "manage", action="end", id=fact)
    assert (reply["outcome"], reply["ended"], reply["item"]["id"]) == ("ended", [fact], fact)
    assert reply["item"]["ended_at"] is not None and reply["item"]["replaced_by"] is None
    assert account(dana) == []
    assert Event.objects.get(verb="memory_manage", outcome="end").ids == {"fact": fact, "ended": [fact]}
    restored = post(dana, "manage", action="undo_replace", id=fact)
    assert (restored["outcome"], restored["ended"]) == ("restored", [])
    assert account(dana) == ["Uses Amplenote"]


def test_a_proposal_with_nothing_current_to_end_is_skipped_with_its_reason(dana):
    report = say(dana, "run-2", DONE_WITH)
    assert report["proposed_ends"] == [] and report["ended"] == []
    assert ("nothing_to_end", "Amplenote") in [(e["reason"], e["text"]) for e in report["excluded"]]


def test_a_rule_end_is_applied_once_and_can_be_undone(dana):
    say(dana, "run-1", "I use Vim.")
    report = say(dana, "run-2", "I no longer use Vim.")
    (ended,) = report["ended"]
    assert report["proposed_ends"] == []  # the tagger's reading of the same end is not proposed again
    post(dana, "manage", action="undo_replace", id=ended["facts"][0])
    assert account(dana) == ["Uses Vim"]


def test_end_refuses_what_is_not_a_current_memory_of_the_caller(dana, make_user, client_for):
    fact = amplenote(dana)
    eve = client_for(make_user("eve")[1])
    assert post(eve, "manage", 404, action="end", id=fact)["error"] == "not_found"
    post(dana, "manage", action="end", id=fact)
    assert post(dana, "manage", 404, action="end", id=fact)["error"] == "not_found"
    assert post(dana, "manage", 422, action="end")["error"] == "invalid_arguments"
    assert Fact.objects.get(pk=fact).ended_at is not None


def test_in_session_memory_a_proposal_is_skipped_as_unconfirmed(make_user, client_for):
    user, _secret = make_user("gus")
    gateway = client_for(create_token(user=user, name="gw", is_gateway=True).secret)  # may not write account memory
    say(gateway, "run-g", "I use Amplenote for my notes.")
    report = say(gateway, "run-g", DONE_WITH)
    assert report["proposed_ends"] == [] and report["ended"] == []
    assert ("unconfirmed_end", "Amplenote") in [(e["reason"], e["text"]) for e in report["excluded"]]
    assert Fact.objects.get(object__name="Amplenote", scope__kind="session").ended_at is None
