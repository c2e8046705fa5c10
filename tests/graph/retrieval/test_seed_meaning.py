"""The seed-meaning route: a question about a named person reaches that person's turn nearest
it in meaning even below the meaning floor, where it shares no word with the question, and by
e5 among that person's mostly Japanese or Chinese turns (which hold no MiniLM vector)."""

import pytest
from django.contrib.auth import get_user_model

from graph.access import CallContext
from graph.contracts.inputs import ContextIn
from graph.models import Passage
from graph.retrieval import _meaning as meaning
from graph.retrieval import context
from graph.services.embedding import embed_passages
from identity.models import ApiToken
from tests.graph.memory_calls import call

# The answer to "Is Nadia's French improving?": no word in common, and too far in meaning to
# pass the floor. Owen's turns say "French" and "improving", which plain search ranks first.
ANSWER = "Nadia: I can finally read the menus in Lyon without a dictionary."
TALK = {
    "2026-03-01": [
        "Nadia: Long day at work, the printer jammed twice.",
        "Owen: My French teacher says my accent is improving slowly.",
        "Nadia: I bought new running shoes on Saturday.",
        "Owen: We watched a French film last night, no subtitles.",
    ],
    "2026-03-08": [
        "Nadia: The bakery near the station closed for good.",
        "Owen: Improving my sourdough is my whole weekend now.",
        ANSWER,
        "Nadia: My brother is visiting in April.",
    ],
    "2026-03-15": [
        "Nadia: I repainted the hallway a pale green.",
        "Owen: The French press broke, back to instant coffee.",
        "Nadia: The cat knocked my plant off the shelf again.",
        "Nadia: I finished the jigsaw puzzle at last, all thousand pieces.",
    ],
}
QUESTION = "Is Nadia's French improving?"


@pytest.fixture
def talk(api):
    for day, turns in TALK.items():
        passages = [{"text": t, "key": f"{day}-{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(turns)]
        call(api, "remember", scope="french", passages=passages, date=day)
    embed_passages()
    return api


def _found(reply: dict) -> dict[str, dict]:
    return {item["text"]: item["citation"]["found_by"] for item in reply["items"] if item["kind"] == "passage"}


def test_the_named_persons_nearest_turn_is_found_below_the_floor(talk):
    reply = call(talk, "context", scope="french", query=QUESTION, k=3)
    found = _found(reply)
    assert ANSWER in found, found
    # Neither plain search nor meaning above the floor reached it: only this route did.
    assert "seed_meaning" in found[ANSWER] and not {"full_text", "meaning"} & set(found[ANSWER])
    assert reply["grounding"]["verdict"] != "grounded_by_meaning"  # a route below the floor grounds nothing


def test_it_reads_only_the_named_persons_turns(talk):
    reply = call(talk, "context", scope="french", query=QUESTION, k=20)
    by_route = [text for text, found_by in _found(reply).items() if "seed_meaning" in found_by]
    assert by_route and all(text.startswith("Nadia:") for text in by_route)


def test_a_question_naming_nobody_does_not_run_it(talk):
    reply = call(talk, "context", scope="french", query="Is the French improving?", k=20)
    assert all("seed_meaning" not in found_by for found_by in _found(reply).values())


def test_a_chinese_question_does_not_run_it(talk):
    # The English model's similarities are flat for Chinese: the route would rank noise.
    reply = call(talk, "context", scope="french", query="Nadia的法语进步了吗？", k=20)
    assert all("seed_meaning" not in found_by for found_by in _found(reply).values())


# ゆき's Japanese turns, stored with e5 armed: each holds e5's vector alone (no MiniLM one).
SAFARI = "ゆき: ケニアでサファリに参加して、キリンを間近で見たんだ。"
JAPANESE_TALK = [
    "ゆき: おはよう、今日は雨だね。",
    "はると: 引っ越しの準備で大変だよ。",
    "ゆき: 猫が最近よく寝てるんだ。",
    SAFARI,
    "はると: 駅前に新しいカフェができたって。",
    "ゆき: 明日は早起きしないと。",
]


@pytest.fixture
def japanese_talk(make_user, client_for):
    """context in this process (so that a test can watch e5) as the owner of a Japanese talk."""
    user, secret = make_user("yuki")
    passages = [{"text": t, "key": f"j{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(JAPANESE_TALK)]
    call(client_for(secret), "remember", scope="safari", passages=passages, date="2023-05-03")
    embed_passages()
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    return lambda question: context(ctx=ctx, params=ContextIn(scope="safari", query=question, k=3))


def test_an_english_question_naming_a_japanese_speaker_reaches_their_turns_by_e5(japanese_talk):
    assert not Passage.objects.filter(scope__name="safari", embedding__isnull=False).exists()
    reply = japanese_talk("Which animals did ゆき see up close?")
    top = reply["items"][0]
    assert top["text"] == SAFARI, [i["text"] for i in reply["items"]]
    assert top["found_by"]["seed_meaning"]["rank"] == 1 and "e5_similarity" in top["found_by"]["seed_meaning"]


def test_an_english_question_about_english_turns_runs_no_e5(talk, monkeypatch):
    class NoE5:
        def embed(self, *_args, **_kwargs):
            raise AssertionError("e5 embedded a question whose seeds hold no e5-only passage")

    monkeypatch.setattr(meaning, "e5_backend", NoE5)
    user = get_user_model().objects.get(username="alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    reply = context(ctx=ctx, params=ContextIn(scope="french", query=QUESTION, k=3))
    assert ANSWER in _found(reply)
