"""Retrieval depth: list and count questions spread their top items across sessions and reach
the turns naming kinds of their category; time
words resolved at write time answer questions that name a date; old passages get theirs
from the background re-index, and reads stay correct meanwhile."""

import io
from datetime import date

import pytest
from django.core.management import call_command

from graph.models import Passage
from graph.retrieval._lexicon import kinds_of
from graph.retrieval._question_kinds import asks_for_list, asks_for_reason
from graph.services.reindex_passages import passages_to_reindex, reindex_passage_dates
from tests.graph.memory_calls import call

# One session says "played" and "instruments" again and again, each turn lifted by its
# neighbours; two later sessions each hold one turn with them. Unspread, the first
# session's turns fill the top 3.
CROWDED = [
    "Maya: We played instruments all night.",
    "Sam: Instruments played, instruments everywhere.",
    "Maya: I played those instruments too long.",
    "Sam: Played instruments until two.",
]
LATER = {
    "2026-03-10": "Maya: Played instruments at the village fair.",
    "2026-04-22": "Maya: Played the instruments in the school hall.",
}


@pytest.fixture
def sessions(api):
    passages = [{"text": text, "key": f"s1-{i}", "mentions": [text.split(":")[0]]} for i, text in enumerate(CROWDED)]
    call(api, "remember", scope="lists", passages=passages, date="2026-02-01")
    for n, (day, text) in enumerate(LATER.items(), start=2):
        call(api, "remember", scope="lists", passages=[{"text": text, "key": f"s{n}-0"}], date=day)
    return api


def _keys(reply: dict) -> list[str]:
    return [item["key"] for item in reply["items"] if item["kind"] == "passage"]


def test_a_list_question_reaches_three_sessions_in_its_top_three(sessions):
    reply = call(sessions, "context", scope="lists", query="Which instruments has Maya played?", k=6)
    keys = _keys(reply)[:3]
    assert {key.split("-")[0] for key in keys} == {"s1", "s2", "s3"}, [
        (i["key"], i["score"], sorted(i["citation"]["found_by"])) for i in reply["items"]
    ]
    spread = [item for item in reply["items"] if "spread" in item["citation"]["found_by"]]
    assert spread and all(item["citation"]["found_by"]["spread"]["rank_before"] > 3 for item in spread)


def test_a_single_answer_question_keeps_its_ranking(sessions):
    reply = call(sessions, "context", scope="lists", query="When were instruments played all night?", k=3)
    keys = _keys(reply)
    assert keys[0] == "s1-0"
    assert all(key.startswith("s1-") for key in keys), keys
    assert not any("spread" in item["citation"]["found_by"] for item in reply["items"])


@pytest.mark.parametrize(
    "question",
    [
        "Which instruments has Maya played?",
        "How many countries has Sam visited?",
        "What sports did Ravi try this year?",
        "Which activities has Mel done with her kids?",
        "京都に何回行きましたか？",
        "她去过哪些国家？",
        "他养了几只猫？",
    ],
)
def test_list_and_count_questions_are_recognised(question):
    assert asks_for_list(question)


@pytest.mark.parametrize(
    "question",
    [
        "Which city did Maya move to?",
        "What did Sam buy?",
        "Who got Sam into climbing?",
        "What is Sam's sister's name?",
        "How many items did Priya sell on the opening day?",
        "When did Anders pass the driving test?",
        "京都はどこですか？",
        "她住在哪里？",
    ],
)
def test_single_answer_questions_are_not_lists(question):
    assert not asks_for_list(question)


# Said on 3 May 2026: "yesterday" is 2 May. The other turns share the question's words.
DIARY = [
    "Maya: I passed my driving test yesterday!",
    "Sam: What happened at work on Friday?",
    "Maya: Nothing happened to me at work, it was quiet.",
    "Sam: Something always happens to you, Maya.",
]


@pytest.fixture
def diary(api):
    passages = [{"text": text, "key": f"d{i}", "mentions": [text.split(":")[0]]} for i, text in enumerate(DIARY)]
    call(api, "remember", scope="diary", passages=passages, date="2026-05-03T18:00:00Z")
    return api


def _asked_by_date(client) -> dict:
    return call(client, "context", scope="diary", query="What happened to Maya on 2 May 2026?", k=3)


def test_a_question_naming_a_date_finds_the_turn_whose_time_word_points_to_it(diary):
    reply = _asked_by_date(diary)
    first = reply["items"][0]
    assert first["key"] == "d0", [item["key"] for item in reply["items"]]
    found_by = first["citation"]["found_by"]
    assert found_by["said_date"]["days"] == 1
    assert "full_text" not in found_by  # BM25 alone never finds it: no word is shared
    assert Passage.objects.get(key="d0").said_dates == [date(2026, 5, 2)]
    assert Passage.objects.get(key="d2").said_dates == []


def test_passages_stored_before_time_words_were_resolved_are_read_correctly_then_reindexed(diary):
    Passage.objects.filter(key__in=["d0", "d1"]).update(said_dates=None)  # as migration 0016 leaves old rows
    half = _asked_by_date(diary)
    assert half["state"] == "answered"
    assert all("said_date" not in item["citation"]["found_by"] for item in half["items"])
    assert passages_to_reindex()
    assert reindex_passage_dates(limit=1) == {"reindexed": 1, "left": True}
    call_command("reindex_passage_dates", stdout=io.StringIO())
    assert not passages_to_reindex()
    assert _asked_by_date(diary)["items"][0]["key"] == "d0"


def test_a_question_without_a_date_runs_no_date_route(diary):
    reply = call(diary, "context", scope="diary", query="Did Maya pass the driving test?", k=3)
    assert reply["items"][0]["key"] == "d0"
    assert all("said_date" not in item["citation"]["found_by"] for item in reply["items"])


# Each instance in its own session; no turn says "instrument", and the small talk shares the
# question's other words.
KINDS = {
    "2026-01-05": "Maya: I borrowed a violin from my neighbour and squeaked all evening.",
    "2026-02-09": "Maya: Spent Sunday with a cello, my fingers hurt now.",
    "2026-03-16": "Maya: The ukulele is so small, I love it.",
    "2026-04-20": "Sam: Maya, have you tried the new bakery? I played football there after.",
}


@pytest.fixture
def kinds(api):
    # The speakers are stored entities, so their names seed rather than score (as in a real diary).
    call(api, "remember", scope="kinds", facts={"entities": [{"name": "Maya"}, {"name": "Sam"}]})
    for n, (day, text) in enumerate(KINDS.items()):
        passage = {"text": text, "key": f"k{n}", "mentions": [text.split(":")[0]]}
        call(api, "remember", scope="kinds", passages=[passage], date=day)
    return api


@pytest.mark.skipif(not kinds_of("musical instruments")[1], reason="WordNet (wordnet-base) is not installed")
def test_a_list_questions_category_reaches_the_turns_naming_its_kinds(kinds):
    reply = call(kinds, "context", scope="kinds", query="Which musical instruments has Maya played?", k=3)
    keys = _keys(reply)
    assert set(keys) == {"k0", "k1", "k2"}, keys
    for item in reply["items"]:
        assert item["citation"]["found_by"]["category"]["category"] == "musical_instrument"
    # No instance says a question word: full text finds at most one of them, by a stray stem.
    by_words = [item for item in reply["items"] if "full_text" in item["citation"]["found_by"]]
    assert len(by_words) <= 1, by_words


def test_a_question_without_a_list_runs_no_category_route(kinds):
    reply = call(kinds, "context", scope="kinds", query="Did Maya borrow a violin?", k=3)
    assert reply["items"][0]["key"] == "k0"
    assert all("category" not in item["citation"]["found_by"] for item in reply["items"])


def test_categories_wordnet_does_not_know_find_nothing():
    assert kinds_of("zzyzxes") == ("", ())


# WordNet knows jambalaya as a dish, not tagine; the two turns are told alike.
KITCHEN = {
    "2026-01-05": "Maya: Made jambalaya tonight, the whole flat smells incredible.",
    "2026-02-09": "Maya: My kettle broke this morning.",
    "2026-03-16": "Maya: Made tagine tonight, the whole flat smells incredible.",
    "2026-04-20": "Sam: Maya, have you tried the new bakery?",
}


@pytest.fixture
def kitchen(api):
    call(api, "remember", scope="kitchen", facts={"entities": [{"name": "Maya"}, {"name": "Sam"}]})
    for n, (day, text) in enumerate(KITCHEN.items()):
        passage = {"text": text, "key": f"k{n}", "mentions": [text.split(":")[0]]}
        call(api, "remember", scope="kitchen", passages=[passage], date=day)
    return api


@pytest.mark.skipif("jambalaya" not in kinds_of("dishes")[1], reason="WordNet (wordnet-base) is not installed")
def test_a_list_questions_best_category_hits_lend_their_words_to_find_their_siblings(kitchen):
    reply = call(kitchen, "context", scope="kitchen", query="Which dishes has Maya cooked?", k=2)
    found_by = {item["key"]: item["citation"]["found_by"] for item in reply["items"]}
    assert set(found_by) == {"k0", "k2"}, found_by
    assert "category" in found_by["k0"] and "category" not in found_by["k2"]
    assert found_by["k2"]["feedback"]["of"] == 1


def test_a_list_question_without_category_hits_runs_no_feedback(kitchen):
    reply = call(kitchen, "context", scope="kitchen", query="Which bakeries has Sam tried?", k=3)
    assert all("feedback" not in item["citation"]["found_by"] for item in reply["items"])


# The reason is said two turns after the deed, once the other speaker has asked why; it
# shares no word with the question. Another session holds turns nearer the question's words.
SANCTUARY = [
    "Maya: I signed up to volunteer at the cat sanctuary on Saturdays.",
    "Sam: Oh nice, how come?",
    "Maya: Honestly, unlimited cats. Also they were desperate for help.",
    "Sam: Ha, fair enough.",
]
ELSEWHERE = [
    "Sam: My cousin started volunteering last year.",
    "Maya: The weather was lovely today.",
    "Sam: I baked bread all afternoon.",
]


@pytest.fixture
def reasons(api):
    for day, turns in (("2026-02-01", SANCTUARY), ("2026-03-01", ELSEWHERE)):
        passages = [{"text": t, "key": f"{day}-{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(turns)]
        call(api, "remember", scope="reasons", passages=passages, date=day)
    return api


def test_a_why_question_reaches_the_reason_said_two_turns_after_the_deed(reasons):
    reply = call(reasons, "context", scope="reasons", query="Why did Maya start volunteering at the sanctuary?", k=4)
    reason = next(item for item in reply["items"] if item["key"] == "2026-02-01-2")
    assert reason["citation"]["found_by"]["neighbour"]["of"], reason["citation"]["found_by"]


def test_other_questions_reach_only_the_adjacent_turns(reasons):
    reply = call(reasons, "context", scope="reasons", query="When did Maya start volunteering at the sanctuary?", k=4)
    assert "2026-02-01-2" not in _keys(reply), [(i["key"], sorted(i["citation"]["found_by"])) for i in reply["items"]]


@pytest.mark.parametrize(
    "question",
    [
        "Why did Maya move?",
        "What convinced Sam to take the apartment?",
        "How come Sam quit?",
        "マヤはなぜ引っ越したの？",
        "她为什么搬家？",
    ],
)
def test_why_questions_are_recognised(question):
    assert asks_for_reason(question)


@pytest.mark.parametrize("question", ["When did Maya move?", "What did Sam buy?", "Who made the cake?"])
def test_other_questions_are_not_why_questions(question):
    assert not asks_for_reason(question)
