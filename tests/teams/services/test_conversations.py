"""Scripted conversations, English and Japanese, through memory_after_turn and the extraction job:
what is extracted, with what confidence, into which dimension; what is left out; an explicit
forget; a changed preference; a member's statements and ends waiting for the admins."""

import pytest

from graph.access import CallContext
from graph.models import Fact
from identity.services.tokens import create_token
from teams.models import Suggestion
from teams.services.suggestions import decide
from tests.teams.turns import org_with, post, say, texts


@pytest.fixture
def dana(make_user, client_for):
    user, secret = make_user("dana")
    make_user("sam")
    org_with("acme", dana="admin", sam="member")
    return client_for(secret)


def stored(report: dict) -> list[tuple]:
    return [(s["dimension"], s["statement"], s["confidence"]) for s in report["stored"]]


def test_an_english_conversation_fills_each_dimension_and_leaves_out_the_rest(dana):
    first = say(dana, "run-en", "Hi! I'm a frontend engineer and I prefer TypeScript.", org="acme")
    assert stored(first) == [("account", "Works as frontend engineer", 0.9), ("account", "Prefers TypeScript", 0.88)]
    second = say(dana, "run-en", "We use PostgreSQL for everything. The project is called Project Alpha.", org="acme")
    assert stored(second) == [("org", "Uses PostgreSQL", 0.8), ("session", "The project is called Project Alpha", 0.9)]
    third = say(
        dana,
        "run-en",
        "What's the weather like?",
        "Thanks!",
        "Today I'm working from home.",
        "The build fails with TypeError: x is undefined.",
        "```\nI prefer tabs\n```",
        org="acme",
    )
    assert third["stored"] == []
    assert sorted(e["reason"] for e in third["excluded"]) == [
        "code_block",
        "error_report",
        "question",
        "small_talk",
        "time_bound",
    ]
    before = post(
        dana, "before_turn", message="Which database should the new service use?", org="acme", run_id="run-en"
    )
    assert before["user_profile"]["text"] == "## User profile\n- Works as frontend engineer\n- Prefers TypeScript"
    assert before["org_profile"]["text"] == "## Organisation profile\n- Uses PostgreSQL"
    assert texts(before)[0] == "Uses PostgreSQL"
    assert before["memories"][0]["dimension"] == "org"
    assert before["system_prompt"].startswith("## User profile\n- Works as frontend engineer")


def test_a_japanese_conversation_is_extracted_the_same_way(dana):
    report = say(
        dana,
        "run-ja",
        "私はフロントエンドエンジニアです。TypeScriptが好きです。",
        "弊社ではPostgreSQLを使っています。",
        "現在のプロジェクトは Project Alpha という名前です。",
        "こんにちは！",
        "Pythonのインストール方法は？",
        "明日は東京に行きます。",
        "ビルドでエラーが出ます。",
        org="acme",
    )
    assert stored(report) == [
        ("account", "フロントエンドエンジニア", 0.9),
        ("account", "TypeScriptを好む", 0.8),
        ("org", "PostgreSQLを使用", 0.8),
        ("session", "プロジェクトの名前はProject Alpha", 0.88),
    ]
    assert sorted(e["reason"] for e in report["excluded"]) == ["error_report", "question", "small_talk", "time_bound"]
    before = post(dana, "before_turn", message="どのデータベースを使うべき？", org="acme", run_id="run-ja")
    assert before["user_profile"]["text"].startswith("## ユーザー概況\n- フロントエンドエンジニア")
    assert before["org_profile"]["text"] == "## 企業概況\n- PostgreSQLを使用"
    assert "PostgreSQLを使用" in texts(before)


def test_each_memory_keeps_its_source_turn_and_span(dana):
    say(dana, "run-cite", "Hi! I'm a nurse and I prefer tea.")
    item = post(dana, "query", query="tea", dimensions=["account"])["items"][0]
    assert item["text"] == "Prefers tea" and item["confidence"] == 0.88
    citation = item["citation"]
    assert citation["span_state"] == "verified"
    assert citation["span"]["text"] == "I prefer tea."
    assert citation["source"]["turn"].startswith("session:run-cite message 1 (user, ")


def test_an_explicit_forget_removes_an_earlier_memory_at_once(dana):
    say(dana, "run-forget", "I prefer Python.", "I live in Berlin.")
    assert texts(post(dana, "query", dimensions=["account"])) == ["Lives in Berlin", "Prefers Python"]
    report = say(dana, "run-forget", "Forget my preference for Python.")
    assert [f["fact"] for f in report["forgotten"]] == [{"from": "dana", "to": "Python", "type": "PREFERS"}]
    assert texts(post(dana, "query", dimensions=["account"])) == ["Lives in Berlin"]
    assert Fact.objects.get(object__name="Python").forgotten_at is not None


def test_a_japanese_forget_carries_out_memory_forget_too(dana):
    say(dana, "run-forget-ja", "Pythonが好きです。")
    say(dana, "run-forget-ja", "以前の Python に関する好みを忘れて")
    assert texts(post(dana, "query", dimensions=["account"])) == []


def test_a_changed_preference_ends_the_old_one_and_keeps_it_as_history(dana):
    say(dana, "run-change", "I prefer TypeScript. I prefer dark mode.")
    report = say(dana, "run-change", "I now prefer Rust.")
    assert report["stored"][0]["ended"] != []
    assert texts(post(dana, "query", dimensions=["account"])) == ["Prefers Rust", "Prefers dark mode"]
    old = Fact.objects.get(object__name="TypeScript")
    assert old.ended_at is not None and old.replaced_by.object.name == "Rust"
    history = post(dana, "recall", scope="account", subject="TypeScript", as_of=old.recorded_at.isoformat())
    assert [f["relation"] for f in history["facts"]] == ["PREFERS"]


def test_saying_something_again_updates_rather_than_duplicates(dana):
    first = say(dana, "run-again", "I like Vim.")
    assert (first["stored"][0]["outcome"], first["stored"][0]["confidence"]) == ("stored", 0.75)
    stronger = say(dana, "run-again", "I prefer Vim.")  # the same fact, said more firmly
    assert (stronger["stored"][0]["outcome"], stronger["stored"][0]["confidence"]) == ("repeated", 0.88)
    say(dana, "run-again", "I like Vim.")
    items = post(dana, "query", dimensions=["account"])["items"]
    assert [(i["text"], i["mentions"], i["confidence"]) for i in items] == [("Prefers Vim", 3, 0.88)]
    assert Fact.objects.filter(object__name="Vim").count() == 1


def test_a_members_we_statement_becomes_a_suggestion_not_org_memory(make_user, client_for):
    _admin, _ = make_user("ada")
    _member, secret = make_user("mo")
    org_with("beta", ada="admin", mo="member")
    member = client_for(secret)
    report = say(member, "run-sugg", "We use Kafka.", org="beta")
    assert report["stored"] == [] and [s["statement"] for s in report["suggested"]] == ["Uses Kafka"]
    assert texts(post(member, "query", org="beta", dimensions=["org"])) == []
    again = say(member, "run-sugg", "We use Kafka.", org="beta")
    assert again["suggested"][0]["outcome"] == "repeated"


def test_below_the_threshold_nothing_is_kept(dana):
    report = say(dana, "run-low", "I think I prefer Svelte.")
    assert report["stored"] == [] and report["below_threshold"][0]["statement"] == "Prefers Svelte"


def test_the_same_turn_sent_twice_with_its_times_is_stored_once(dana):
    messages = [{"role": "user", "content": "I prefer tea.", "at": "2026-10-01T09:00:00Z"}]
    first = post(dana, "after_turn", run_id="run-twice", messages=messages)
    again = post(dana, "after_turn", run_id="run-twice", messages=messages)
    assert again["already"] is True and again["doc_id"] == first["doc_id"]
    assert again["extraction"] == {"job_id": None, "state": "none"}
    assert first["passages"][0]["said_at"] == "2026-10-01T09:00:00Z"


def test_a_members_we_end_waits_for_the_admins_and_accepting_it_ends_the_memory(make_user, client_for):
    admin, admin_secret = make_user("ada")
    _member, secret = make_user("mo")
    org_with("beta", ada="admin", mo="member")
    say(client_for(admin_secret), "run-admin", "We use Jenkins.", org="beta")
    report = say(client_for(secret), "run-sugg", "We no longer use Jenkins.", org="beta")
    assert [s["statement"] for s in report["suggested"]] == ["No longer uses Jenkins"] and report["ended"] == []
    assert texts(post(client_for(secret), "query", org="beta", dimensions=["org"])) == ["Uses Jenkins"]
    suggestion = Suggestion.objects.get()
    assert suggestion.relation == "NO_LONGER"  # never "Uses Jenkins" said again, nor stored as such on accept
    reply = decide(
        ctx=CallContext(token=create_token(user=admin, name="page").token), suggestion_id=suggestion.pk, accept=True
    )
    jenkins = Fact.objects.get(object__name="Jenkins")
    assert (reply["fact"], reply["ended"]) == (None, [str(jenkins.pk)])
    assert jenkins.ended_at is not None and Fact.objects.filter(object__name="Jenkins").count() == 1
    assert texts(post(client_for(secret), "query", org="beta", dimensions=["org"])) == []
