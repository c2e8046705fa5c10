"""What a question's answer looks like: a who-question favours turns naming a person it does
not name; a question about a picture reaches the turn that shared one."""

import pytest

from graph.retrieval._answer_types import asks_for_person, names_a_person, with_picture_words
from tests.graph.memory_calls import call

# The answer names Desmond and shares no word with the question; it is found only as the
# neighbour of the turn about the injury, and turns of other sessions that say "injury" outrank it.
INJURY = [
    "Nadia: The ankle injury again.",
    "Nadia: Physio twice a week with Desmond, who is very strict.",
]
OTHERS = {
    "2026-03-08": ["Owen: My football team has another injury after the match on the wet pitch this weekend."],
    "2026-03-15": ["Owen: The coach says one more injury and we forfeit the whole league for the season."],
}


def _passages(day: str, turns: list[str]) -> list[dict]:
    return [{"text": t, "key": f"{day}-{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(turns)]


@pytest.fixture
def injuries(api):
    call(api, "remember", scope="injuries", passages=_passages("2026-02-01", INJURY), date="2026-02-01")
    for day, turns in OTHERS.items():
        call(api, "remember", scope="injuries", passages=_passages(day, turns), date=day)
    return api


def _keys(reply: dict) -> list[str]:
    return [item["key"] for item in reply["items"] if item["kind"] == "passage"]


def test_a_who_question_lifts_the_turn_naming_a_person(injuries):
    reply = call(injuries, "context", scope="injuries", query="Who is treating Nadia's injury?", k=2)
    assert "2026-02-01-1" in _keys(reply), [(i["key"], i["score"], i["citation"]["found_by"]) for i in reply["items"]]
    lifted = next(item for item in reply["items"] if item["key"] == "2026-02-01-1")
    assert "names_person" in lifted["citation"]["found_by"]


def test_other_questions_lift_no_one(injuries):
    reply = call(injuries, "context", scope="injuries", query="How is Nadia's injury treated?", k=6)
    assert all("names_person" not in item["citation"]["found_by"] for item in reply["items"])


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Who is treating Nadia's injury?", True),
        ("Whose bike did Sam borrow?", True),
        ("Who sold Freya the car, and what turned out to be faulty?", False),  # two answers, one not a person
        ("What did Sam say about who came?", False),
    ],
)
def test_who_questions_are_recognised(question, asks):
    assert asks_for_person(question) is asks


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Nadia: Physio twice a week with Desmond, who is very strict.", True),
        ("Ravi: You have to read it, by Pell Sorensen, Bruno.", True),
        ("Rosa: Not much, just the usual. You first, Nadia!", False),  # speakers and known names only
        ("Sam: Back home! Saturday was great. Thanks, Owen.", False),
    ],
)
def test_a_person_is_a_capitalised_word_inside_a_sentence_that_nobody_known_bears(text, names):
    assert names_a_person(text, frozenset({"nadia", "bruno", "owen", "ravi", "rosa", "sam"})) is names


# The turn that shared the photo says "photo" and "image" (its caption), never "picture"; two
# requests for a picture say it.
PICTURES = {
    "2026-02-01": ["Maya: Send me a picture!", "Kofi: Later, the light is bad."],
    "2026-02-08": ["Kofi: Send me a picture when you can!", "Maya: Will do."],
    "2026-02-15": ["Maya: Isn't it beautiful? [image: a photo of a yellow kayak on a car roof]", "Kofi: Wow."],
}


@pytest.fixture
def pictures(api):
    for day, turns in PICTURES.items():
        call(api, "remember", scope="pictures", passages=_passages(day, turns), date=day)
    return api


def test_a_question_about_a_picture_reaches_the_turn_that_shared_a_photo(pictures):
    reply = call(pictures, "context", scope="pictures", query="What did the picture of Maya's purchase show?", k=1)
    assert _keys(reply) == ["2026-02-15-0"], [(i["key"], i["citation"]["found_by"]) for i in reply["items"]]


def test_picture_words_are_added_only_to_questions_naming_one():
    assert with_picture_words(["photo", "kayak"]) == ["photo", "kayak", "picture", "image"]
    assert with_picture_words(["kayak"]) == ["kayak"]
