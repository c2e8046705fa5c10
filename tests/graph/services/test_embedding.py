"""Background embedding: one job takes every passage its scope is still waiting on."""

import threading

from django.db import connection

from graph.models import Document, Passage
from graph.services.embedding import embed_passages
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
