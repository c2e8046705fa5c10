"""A large passage batch is embedded in parts, one thread each (graph.embeddings._parts): the same
vectors as one call, errors raised to the caller, questions and small batches left alone."""

import threading

import numpy
import pytest

from graph.embeddings import LocalE5, LocalMiniLM
from graph.embeddings._parts import MIN_PART, in_parts

SAID = [
    "ポルトガルから戻ったところ！",
    "我借了一把小号。",
    "I finally fixed the bike's brakes.",
    "週末は山に登った。",
    "我们下周去杭州。",
    "The recital went better than I feared.",
    "新しいカメラを買いました。",
    "今天的会议取消了。",
    "My sister moved to Lisbon.",
    "駅前のパン屋が閉店した。",
    "我开始学吉他了。",
    "We adopted a second cat.",
]
TURNS = [f"{name}: {text}" for name in ("ゆき", "王伟", "Dana") for text in SAID] * 2  # 72 texts


@pytest.fixture(scope="module")
def e5() -> LocalE5:
    return LocalE5()


@pytest.fixture(scope="module")
def minilm() -> LocalMiniLM:
    return LocalMiniLM()


def _threads_of(embed, seen: list[str]):
    def run(texts: list[str]):
        seen.append(threading.current_thread().name)
        return embed(texts)

    return run


def test_a_large_batch_is_computed_on_two_threads_with_the_vectors_of_one_call(e5):
    engine = e5._load()
    seen: list[str] = []
    parted = in_parts(_threads_of(engine.passage, seen), TURNS)
    assert sorted(seen) == sorted([threading.current_thread().name, "embed-part-0"])
    numpy.testing.assert_array_equal(parted, engine.passage(TURNS))


def test_e5_passages_in_parts_equal_one_call_and_a_question_is_not_split(e5):
    engine = e5._load()
    numpy.testing.assert_array_equal(e5.embed_array(TURNS), engine.passage(TURNS))
    numpy.testing.assert_array_equal(e5.embed_array(TURNS, kind="query"), engine.query(TURNS))


def test_minilm_passages_in_parts_equal_one_call(minilm):
    # Each part sorts its own texts by length into batches, so the padding differs; the
    # attention mask makes it irrelevant up to float rounding.
    numpy.testing.assert_allclose(minilm.embed_array(TURNS), minilm._embed_array(TURNS), atol=1e-5)


def test_small_batches_stay_on_the_calling_thread(e5):
    seen: list[str] = []
    in_parts(_threads_of(e5._load().passage, seen), TURNS[: 2 * MIN_PART - 1])
    assert seen == [threading.current_thread().name]


def test_an_error_in_any_part_reaches_the_caller():
    def fails_on_the_first_part(texts: list[str]):
        if threading.current_thread().name == "embed-part-0":
            raise RuntimeError("the engine could not read part 0")
        return numpy.zeros((len(texts), 3), dtype=numpy.float32)

    with pytest.raises(RuntimeError, match="part 0"):
        in_parts(fails_on_the_first_part, TURNS)
