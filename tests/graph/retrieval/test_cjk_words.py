"""The CJK word route: Japanese and Chinese questions find their turns by shared terms; old
passages get their terms from the background re-index, and reads stay correct meanwhile."""

import io

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from graph.models import Job, Passage, ScopeTerm
from graph.models.term_stats import CJK_PREFIX, CJK_TOTALS_TERM
from graph.retrieval._cjk_words import cjk_route_weights
from graph.retrieval._ranking import ROUTE_WEIGHTS
from graph.services.reindex_passages import REINDEX_CJK_JOB, passages_without_cjk_words, reindex_passage_cjk_words
from graph.tasks import run_job, schedule_reindex_passages
from graph.text.cjk_words import passage_vector
from tests.graph.memory_calls import call

# The small talk shares the question's particles, names and question words, not its content.
DIARY_JA = {
    "j0": "ゆき: 二日前にやっと賃貸の契約をしたんだ！",
    "j1": "はると: いつそんな時間あるの？ゆきさんは忙しいね。",
    "j2": "ゆき: 天気が本当に変だね。",
    "j3": "はると: 昨日、親知らずを抜いたよ。",
}
DIARY_ZH = {
    "z0": "王伟: 水管工昨天来了，漏水终于修好了。",
    "z1": "李娜: 你什么时候有空？王伟家的猫好吗？",
    "z2": "王伟: 今天天气真好。",
}


@pytest.fixture
def diary(api):
    for scope, turns in (("ja", DIARY_JA), ("zh", DIARY_ZH)):
        passages = [{"text": text, "key": key} for key, text in turns.items()]
        call(api, "remember", scope=scope, passages=passages, date="2023-05-03")
    return api


def _ask(client, scope: str, query: str) -> dict:
    return call(client, "context", scope=scope, query=query, k=3)


@pytest.mark.parametrize(
    ("scope", "question", "key"),
    [
        ("ja", "ゆきさんが部屋の契約をしたのはいつですか？", "j0"),
        ("ja", "はるとさんは親知らずを抜きましたか？", "j3"),
        ("zh", "王伟家的漏水是什么时候修好的？", "z0"),
    ],
)
def test_a_cjk_question_finds_the_turn_sharing_its_words(diary, scope, question, key):
    first = _ask(diary, scope, question)["items"][0]
    assert first["key"] == key
    found_by = first["citation"]["found_by"]
    assert found_by["cjk_words"]["rank"] == 1 and found_by["cjk_words"]["terms"] >= 2
    assert "full_text" not in found_by  # the english configuration keeps each run whole


# Every turn says its speaker ("王伟: …") and greetings name the other: a name's terms match them.
GREETINGS = {
    "g0": ("ゆき", "こんばんは、はるとさん。"),
    "g1": ("はると", "こんばんは、ゆきさん。"),
    "g2": ("ゆき", "昨日チェロを弾いてみたよ。"),
    "g3": ("李娜", "王伟，你好！"),
    "g4": ("王伟", "你好，李娜。"),
    "g5": ("王伟", "我最近学了小提琴。"),
}


@pytest.fixture
def greetings(api):
    passages = [
        {"text": f"{speaker}: {text}", "key": key, "mentions": [speaker]} for key, (speaker, text) in GREETINGS.items()
    ]
    call(api, "remember", scope="greetings", passages=passages, date="2023-05-03")
    return api


@pytest.mark.parametrize(
    ("question", "name", "key"),
    [("ゆきさんはどんな楽器を弾いてみましたか？", "ゆき", "g2"), ("王伟学过什么乐器？小提琴吗？", "王伟", "g5")],
)
def test_a_name_inside_a_cjk_question_seeds_and_its_terms_do_not_score(greetings, question, name, key):
    reply = call(greetings, "context", scope="greetings", query=question, k=6)
    assert [seed["name"] for seed in reply["seeds"]] == [name]
    by_words = [item["key"] for item in reply["items"] if "cjk_words" in item["citation"]["found_by"]]
    assert by_words == [key], [(i["key"], i["citation"]["found_by"]) for i in reply["items"]]


def test_passages_are_stored_with_their_terms_and_english_ones_with_none(api):
    call(api, "remember", scope="mixed", passages=[{"text": "契約した", "key": "c"}, {"text": "Hello", "key": "e"}])
    assert "'契約'" in Passage.objects.get(key="c").cjk_words
    assert Passage.objects.get(key="e").cjk_words == ""


def test_an_english_question_runs_no_cjk_route(diary):
    reply = _ask(diary, "ja", "When did Yuki sign the lease?")
    assert all("cjk_words" not in item["citation"]["found_by"] for item in reply["items"])


def test_passages_stored_before_cjk_words_are_read_correctly_then_reindexed(diary):
    Passage.objects.filter(key__in=["j0", "j1"]).update(cjk_words=None)  # as migration 0018 leaves old rows
    question = "ゆきさんが部屋の契約をしたのはいつですか？"
    half = _ask(diary, "ja", question)
    assert half["state"] == "answered"
    assert all(item["key"] != "j0" or "cjk_words" not in item["citation"]["found_by"] for item in half["items"])
    assert passages_without_cjk_words()
    assert reindex_passage_cjk_words(limit=1) == {"reindexed": 1, "left": True}
    call_command("reindex_passage_cjk_words", stdout=io.StringIO())
    assert not passages_without_cjk_words()
    assert _ask(diary, "ja", question)["items"][0]["key"] == "j0"


def test_the_periodic_task_queues_a_reindex_job_that_fills_the_old_passages(diary):
    Passage.objects.filter(key__in=["z0", "z1"]).update(cjk_words=None)
    schedule_reindex_passages()
    job = Job.objects.get(kind=REINDEX_CJK_JOB)
    run_job(job.pk)  # the task's logic, called directly (its queue is tested in tests/graph/test_tasks.py)
    job.refresh_from_db()
    assert job.state == Job.State.DONE, job.error
    assert not passages_without_cjk_words()
    assert "'漏水'" in Passage.objects.get(key="z0").cjk_words
    schedule_reindex_passages()
    assert Job.objects.filter(kind=REINDEX_CJK_JOB).count() == 1  # nothing left: nothing queued


def test_the_english_meaning_model_weighs_less_for_a_japanese_or_chinese_question():
    assert cjk_route_weights("王伟家的漏水是什么时候修好的？")["meaning"] < ROUTE_WEIGHTS["meaning"]
    assert cjk_route_weights("When did 王伟 fix the leak?") is ROUTE_WEIGHTS


def _counted(scope: str) -> dict[str, int]:
    rows = ScopeTerm.objects.filter(scope__name=scope, term__startswith=CJK_PREFIX, passages__gt=0)
    return {row.term: row.passages for row in rows}


def _recounted(scope: str) -> dict[str, int]:
    """What the triggers must hold: the terms of the scope's live, indexed CJK passages, counted anew."""
    with connection.cursor() as cursor:
        cursor.execute(
            """SELECT %(prefix)s || u.lexeme, count(*) FROM graph_passage p JOIN graph_scope s ON s.id = p.scope_id
               CROSS JOIN LATERAL unnest(p.cjk_words) u
               WHERE s.name = %(scope)s AND p.forgotten_at IS NULL GROUP BY 1""",
            {"prefix": CJK_PREFIX, "scope": scope},
        )
        terms = dict(cursor.fetchall())
        cursor.execute(
            """SELECT count(*) FROM graph_passage p JOIN graph_scope s ON s.id = p.scope_id
               WHERE s.name = %(scope)s AND p.forgotten_at IS NULL AND length(p.cjk_words) > 0""",
            {"scope": scope},
        )
        passages = cursor.fetchone()[0]
    return {**terms, CJK_TOTALS_TERM: passages} if passages else terms


def test_term_statistics_follow_writes_reindexing_and_forgetting(diary):
    assert _counted("ja") == _recounted("ja") and "\x01契約" in _counted("ja")
    Passage.objects.filter(key="j0").update(cjk_words=None)
    assert _counted("ja") == _recounted("ja") and "\x01契約" not in _counted("ja")
    reindex_passage_cjk_words()
    assert _counted("ja") == _recounted("ja") and "\x01契約" in _counted("ja")
    Passage.objects.filter(key__in=["j0", "j2"]).update(forgotten_at=timezone.now())
    assert _counted("ja") == _recounted("ja") and "\x01契約" not in _counted("ja")
    Passage.objects.filter(key="j3").delete()
    assert _counted("ja") == _recounted("ja")


def test_redacting_a_stored_passage_splits_its_terms_again(api):
    token = "ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe9Dc8"
    call(api, "remember", scope="old", passages=[{"text": "ゆき: 契約した", "key": "r"}])
    passage = Passage.objects.get(key="r")
    text = f"ゆき: トークンは {token} です"  # as a server before redaction stored it
    document = passage.document
    Passage.objects.filter(pk=passage.pk).update(text=text, end=len(text), cjk_words=passage_vector(text))
    document.__class__.objects.filter(pk=document.pk).update(text=text)
    assert token[4:].lower() in Passage.objects.get(key="r").cjk_words
    call_command("redact_stored", stdout=io.StringIO())
    stored = Passage.objects.get(key="r")
    assert token not in stored.text and token[4:].lower() not in stored.cjk_words
    assert "'トー'" in stored.cjk_words
