"""The LoCoMo retrieval evaluator runs end to end on a small conversation of our own,
and its BM25 baseline and evidence parsing behave as written."""

import json
from pathlib import Path

import httpx

from bench.bm25 import BM25, tokens
from bench.eval_locomo import Scores, dia_id, evaluate, evidence_ids, passage_text, session_date
from graph.models import Passage
from graph.services.embedding import embed_passages

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "locomo_mini.json"

CORPUS = [
    "Sam: we went to the lake today, really great weather",
    "Maya: today was really long at work, great to be home",
    "Sam: the vet says the beagle needs a smaller collar",
    "Maya: really? today? great news about the lake",
    "Sam: today I bought new running shoes, really comfy",
]


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


def test_dia_ids_ignore_leading_zeros_and_spacing():
    assert dia_id("D30:05") == "D30:5"
    assert dia_id(" d3 : 12 ") == "D3:12"
    assert dia_id("not-an-id") == "not-an-id"


def test_evidence_strings_holding_several_ids_are_split_and_deduplicated():
    assert evidence_ids(["D8:6; D9:17", "D1:3 D1:05", "D8:06"]) == ["D8:6", "D9:17", "D1:3", "D1:5"]
    assert evidence_ids(["D2:1,D2:2"]) == ["D2:1", "D2:2"]


def test_a_turn_with_an_image_is_stored_with_its_caption():
    turn = {"speaker": "Ben", "dia_id": "D1:1", "text": "Look!", "img_url": "x", "blip_caption": "a dog on a sofa"}
    assert passage_text(turn) == "Ben: Look! [image: a dog on a sofa]"
    assert passage_text({"speaker": "Ben", "dia_id": "D1:2", "text": "Hi"}) == "Ben: Hi"


def test_bm25_tokens_are_stemmed_and_drop_possessives():
    assert tokens("Sam's dogs were Running") == ["sam", "dog", "were", "run"]


def test_bm25_ranks_the_only_turn_with_a_rare_word_first():
    assert BM25(CORPUS).rank("What did the vet say about the collar today?")[0] == 2


def test_bm25_idf_lets_one_rare_word_outweigh_several_common_ones():
    # "today", "really" and "great" occur in most turns; "shoes" in one.
    assert BM25(CORPUS).rank("really great shoes today")[0] == 4


def test_bm25_prefers_the_shorter_turn_when_counts_tie():
    index = BM25(["lake", "lake and a great many other words about nothing at all"])
    scores = index.scores("lake")
    assert scores[0] > scores[1] > 0


def test_bm25_leaves_out_turns_without_a_query_word():
    assert BM25(CORPUS).rank("beagle") == [2]
    assert BM25(CORPUS).rank("zebra") == []


def test_evaluator_stores_turns_as_keyed_passages_and_finds_the_evidence(make_user, server_url):
    _user, secret = make_user("locomo")
    samples = json.loads(FIXTURE.read_text())
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=60) as client:
        result = evaluate(client, samples, categories={1, 2, 3, 4}, after_ingest=lambda _scopes: embed_passages())
    turns = sum(len(v) for k, v in samples[0]["conversation"].items() if isinstance(v, list))
    assert Passage.objects.count() == turns
    assert Passage.objects.get(key="D1:7").source_date.isoformat() == "2025-03-03T10:15:00+00:00"
    server, bm25 = result["server"], result["bm25"]
    assert server["overall"]["n"] == bm25["overall"]["n"] == 11
    assert server["overall"]["recall@10"] >= 80.0
    assert server["categories"]["single-hop"]["mrr"] >= 75.0
    assert bm25["overall"]["recall@20"] >= 80.0
    assert len(result["questions"]) == 11
    assert result["unknown_evidence_ids"] == 0
