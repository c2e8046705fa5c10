"""The LoCoMo retrieval evaluator runs end to end on a small conversation of our own."""

import json
from pathlib import Path

import httpx

from bench.eval_locomo import Scores, evaluate, session_date
from graph.models import Passage
from graph.services.embedding import embed_passages

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "locomo_mini.json"


def test_scores_count_recall_all_hit_and_reciprocal_rank():
    scores = Scores()
    scores.add(["D1", "D2", "D3"], ["D2"])
    scores.add(["D1", "D2"], ["D9", "D1"])
    summary = scores.summary()
    assert summary["recall@5"] == 75.0
    assert summary["all_hit@10"] == 50.0
    assert summary["mrr"] == 75.0


def test_session_dates_become_iso():
    assert session_date("1:56 pm on 8 May, 2023") == "2023-05-08T13:56:00Z"


def test_evaluator_stores_turns_as_keyed_passages_and_finds_the_evidence(make_user, server_url):
    _user, secret = make_user("locomo")
    samples = json.loads(FIXTURE.read_text())
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=60) as client:
        result = evaluate(client, samples, categories={1, 2, 3, 4}, after_ingest=embed_passages)
    turns = sum(len(v) for k, v in samples[0]["conversation"].items() if isinstance(v, list))
    assert Passage.objects.count() == turns
    assert Passage.objects.get(key="D1:7").source_date.isoformat() == "2025-03-03T10:15:00+00:00"
    assert result["overall"]["n"] == 11
    assert result["overall"]["recall@10"] >= 80.0
    assert result["categories"]["single-hop"]["mrr"] >= 75.0
