"""BM25 in memory_context: word statistics kept by the database, rare words outweigh common ones,
and a question naming one speaker still finds what the other speaker said."""

import threading

import httpx
import pytest
from django.db import connection

from graph.models import Passage, Scope
from graph.retrieval import _bm25 as bm25
from graph.services.purge import purge_forgotten
from tests.graph.memory_calls import call

RECOMPUTED = """
    SELECT t.lexeme, count(*), sum(coalesce(array_length(t.positions, 1), 1))
    FROM graph_passage p CROSS JOIN LATERAL unnest(p.search_vector) t
    WHERE p.scope_id = %s AND p.forgotten_at IS NULL GROUP BY t.lexeme
    UNION ALL
    SELECT '', count(*), coalesce(sum(length(p.search_vector)), 0)
    FROM graph_passage p WHERE p.scope_id = %s AND p.forgotten_at IS NULL
"""


def _stats(scope_name: str) -> tuple[dict, dict]:
    """(what graph_scopeterm holds, the same counted afresh from the live passages); zero rows dropped."""
    scope = Scope.objects.get(name=scope_name)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT term, passages, occurrences FROM graph_scopeterm WHERE scope_id = %s AND passages <> 0", [scope.pk]
        )
        kept = {term: (df, n) for term, df, n in cursor.fetchall()}
        cursor.execute(RECOMPUTED, [scope.pk, scope.pk])
        fresh = {term: (df, n) for term, df, n in cursor.fetchall() if df}
    return kept, fresh


def _remember(client: httpx.Client, scope: str, texts: list[str], **extra) -> dict:
    passages = [{"text": text, "key": f"k{i}"} for i, text in enumerate(texts)]
    return call(client, "remember", scope=scope, passages=passages, **extra)


def test_word_statistics_follow_every_write_and_forget(api):
    _remember(api, "stats", ["Maya climbs at the gym on Fridays.", "Sam bakes bread; Sam bakes often."],
              source="day1", date="2026-03-01")
    _remember(api, "stats", ["Maya and Sam went hiking in Norway."], source="day2", date="2026-03-02")
    kept, fresh = _stats("stats")
    assert kept == fresh
    assert kept["bake"] == (1, 2) and kept["maya"] == (2, 2) and kept[""][0] == 3

    call(api, "forget", scope="stats", source="day2")
    kept, fresh = _stats("stats")
    assert kept == fresh and "norway" not in kept and kept[""][0] == 2

    purge_forgotten(retention_seconds=0)  # physical deletion of forgotten rows changes nothing more
    assert _stats("stats") == (kept, fresh)


def test_word_statistics_are_erased_with_the_end_user(api):
    _remember(api, "stats-user", ["Rare words like zymurgy."], user_id="u-1")
    call(api, "delete_user", user_id="u-1")
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM graph_scopeterm WHERE term = 'zymurgi'")
        assert cursor.fetchone()[0] == 0


def test_concurrent_writers_of_one_scope_keep_exact_statistics(api):
    errors: list[str] = []

    def write(n: int) -> None:
        with httpx.Client(base_url=str(api.base_url), headers=api.headers, timeout=60) as client:
            for i in range(5):
                texts = [f"Writer {n} round {i} shares common words with everyone, batch {j}." for j in range(4)]
                response = client.post("/v1/memory/remember", json={
                    "scope": "busy", "passages": [{"text": t} for t in texts], "source": f"w{n}-{i}"})
                if response.status_code != 200:
                    errors.append(response.text)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    kept, fresh = _stats("busy")
    assert kept == fresh and kept[""][0] == 6 * 5 * 4


def _top_keys(client: httpx.Client, scope: str, query: str) -> list[str]:
    reply = call(client, "context", scope=scope, query=query, k=5, compact=True)
    return [item["key"] for item in reply["items"] if item["kind"] == "passage"]


def test_a_rare_word_outweighs_a_word_said_everywhere(api):
    filler = [f"Sam: the weather was nice again today, number {i}." for i in range(30)]
    _remember(api, "rare", [*filler, "Sam: I finally fixed the carburettor of the old motorbike."])
    assert _top_keys(api, "rare", "What was nice about the carburettor?")[0] == "k30"


@pytest.mark.parametrize("speaker_first", [True, False])
def test_a_question_naming_one_speaker_finds_the_other_speakers_turn(api, speaker_first):
    turns = [f"Sam: I had a long day at work, item {i}, and I am tired." for i in range(20)]
    answer = "Maya: Do you want to come along to the climbing gym with me on Saturday?"
    turns = [answer, *turns] if speaker_first else [*turns, answer]
    passages = [{"text": t, "key": f"t{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(turns)]
    call(api, "remember", scope="talk", passages=passages, facts={"entities": [{"name": "Sam"}, {"name": "Maya"}]})
    expected = "t0" if speaker_first else f"t{len(turns) - 1}"
    assert _top_keys(api, "talk", "Who asked Sam to come along to the climbing gym?")[0] == expected


def _passage_keys(scope: Scope, hits: list[tuple[int, float]]) -> list[str]:
    keys = dict(Passage.objects.filter(scope=scope).values_list("id", "key"))
    return [keys[pid] for pid, _score in hits]


RIVER_GARDEN = [
    "The river was high this spring.",  # k0
    "A garden by the river, full of roses.",  # k1
    "Our garden needs rain.",  # k2
    "The river garden opened on Sunday.",  # k3
    "The river flooded the garden again.",  # k4
    "A quiet garden.",  # k5
]


def test_when_every_word_is_common_candidates_hold_the_rarest_words_together(api, monkeypatch):
    _remember(api, "common", RIVER_GARDEN)
    scope = Scope.objects.get(name="common")
    monkeypatch.setattr(bm25, "CANDIDATE_BUDGET", 2)  # river (4 passages) and garden (5) are both "common"
    hits = bm25.bm25_passages(scope, ["river", "garden"])
    assert sorted(_passage_keys(scope, hits)) == ["k1", "k3", "k4"]  # only passages holding both

    monkeypatch.setattr(bm25, "CONJUNCTION_BUDGET", 1)
    assert len(bm25.bm25_passages(scope, ["river", "garden"])) == 1


def test_candidates_are_the_rarest_words_within_the_budget_and_commoner_words_still_score(api, monkeypatch):
    _remember(api, "budget", [*RIVER_GARDEN, "Roses and rain by the river."])  # k6
    scope = Scope.objects.get(name="budget")
    # rain and rose are held by 2 passages each, garden by 5: rarest first, ties in code-point
    # order, so rain picks alone within a budget of 3 (rain + rose would be 4).
    monkeypatch.setattr(bm25, "CANDIDATE_BUDGET", 3)
    keys = _passage_keys(scope, bm25.bm25_passages(scope, ["roses", "rain", "garden"]))
    assert sorted(keys) == ["k2", "k6"]
    # Words that did not pick still score: k6 (rain, rose) before k2 (rain, garden), rose being rarer.
    assert keys == ["k6", "k2"]


def test_names_pick_candidates_but_a_passage_holding_only_names_scores_nothing(api):
    _remember(api, "names", ["Maya: hello there.", "Maya: the carburettor is fixed.", "Sam: nothing new."])
    scope = Scope.objects.get(name="names")
    hits = bm25.bm25_passages(scope, ["maya", "carburettor"], unscored=frozenset({"maya"}))
    assert _passage_keys(scope, hits) == ["k1"]
    assert bm25.bm25_passages(scope, ["maya"], unscored=frozenset({"maya"})) == []
