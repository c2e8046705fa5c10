"""What a bench reports about the machine it measured on."""

from bench.in_process import lexicon_installed
from graph.retrieval._lexicon import WORDNET


def test_lexicon_installed_says_whether_the_category_route_can_read_wordnet():
    # ./memorymesh test installs wordnet-base where it may; either way the answer must match the files.
    assert lexicon_installed() == (WORDNET / "data.noun").is_file()
