"""bench_context's depth questions are read as the kinds they are meant to time, so each
timed line really runs its route."""

import random

from bench.bench_context import depth_questions
from graph.retrieval._answer_types import asks_for_person
from graph.retrieval._question_kinds import asks_for_list, list_category
from graph.text.time_words import named_dates


def test_each_depth_question_asks_what_its_kind_names():
    asked = depth_questions(random.Random(1), ["Person 7", "Person 42"], 30)
    assert {kind: len(questions) for kind, questions in asked.items()} == {"list": 30, "dated": 30, "who": 30}
    assert all(asks_for_list(q) and list_category(q) for q in asked["list"])
    assert all(len(named_dates(q)) == 1 and not asks_for_list(q) for q in asked["dated"])
    assert all(asks_for_person(q) and not asks_for_list(q) for q in asked["who"])
