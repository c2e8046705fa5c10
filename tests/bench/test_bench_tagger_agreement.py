"""bench_tagger_agreement asks the shipped tagger how far it agrees with a rule's memory."""

from bench.bench_tagger_agreement import agreement
from teams.extraction.tagger import MODELS


def _memory(obj: str, relation: str) -> dict:
    return {"obj": obj, "who": "self", "relation": relation, "kind": "memory"}


def test_the_tagger_agrees_with_a_tool_it_reads_as_a_tool_and_not_as_a_home():
    # "I use Neovim for everything." until the tagger read the encoder's head, which reads "X for everything"
    # as a preference (PREFERS 0.70), as a labelled turn of part 31 does ("Oberon for everything, honestly").
    text = "I write all my code in Neovim."
    assert agreement(_memory("Neovim", "USES"), text, MODELS) > 0.5
    assert agreement(_memory("Neovim", "LIVES_IN"), text, MODELS) < 0.1


def test_a_day_read_as_a_tool_finds_little_agreement():
    assert agreement(_memory("Fridays", "USES"), "I usually deploy on Fridays.", MODELS) < 0.1


def test_an_object_not_in_the_text_is_not_judged():
    assert agreement(_memory("Helix", "USES"), "I use Neovim.", MODELS) is None
