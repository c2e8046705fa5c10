"""Word-segmentation features for Japanese and Chinese characters (MEMORYMESH_TAGGER_SEGMENT, off by default;
measured on the blind history, docs/team-memory.md)."""

import importlib.util
import threading

import pytest

from teams.extraction import _segmentation
from teams.extraction._tagger_features import SEGMENT, SEGMENT_LANGS, features, segment_features, tokens_of
from teams.extraction.tagger import trained_on


def test_the_shipped_models_read_the_features_the_tagger_gives_them():
    # A model trained with the segmentation features tagged without them (or the other way) loses its spans.
    assert trained_on().get("segmentation", "0") == SEGMENT, "MEMORYMESH_TAGGER_SEGMENT differs from training"


def test_characters_are_read_without_their_words_unless_the_switch_asks():
    assert SEGMENT_LANGS == {"0": set(), "ja": {"ja"}}.get(SEGMENT, {"ja", "zh"})
    ja = features(tokens_of("弊社はSlackを使っています", "ja"), "ja")
    zh = features(tokens_of("我们公司用飞书", "zh"), "zh")
    assert all("sg:bies" in f for f in ja) == ("ja" in SEGMENT_LANGS)
    assert any("sg:bies" in f for f in zh) == ("zh" in SEGMENT_LANGS)


# The analysers are not requirements (fugashi==1.5.2, unidic-lite==1.0.8, jieba==0.42.1 to measure them again).
needs_analysers = pytest.mark.skipif(
    not all(importlib.util.find_spec(m) for m in ("fugashi", "unidic_lite", "jieba")),
    reason="fugashi, unidic-lite and jieba are not installed",
)


def _by_char(text, lang):
    toks = tokens_of(text, lang)
    return {tok: feats for (tok, _, _), feats in zip(toks, segment_features(toks, lang, lite=False), strict=True)}


@needs_analysers
def test_japanese_characters_get_their_place_in_the_word_and_its_part_of_speech():
    feats = _by_char("大阪に住んでいます", "ja")
    assert (feats["大"]["sg:bies"], feats["阪"]["sg:bies"]) == ("B", "E")
    assert feats["大"]["sg:pos"] == feats["阪"]["sg:pos"] == "固有名詞"  # a place name, kept apart from nouns
    assert feats["大"]["sg:word"] == "大阪" and feats["大"]["sg:len"] == "2"
    assert feats["に"]["sg:bies"] == "S" and feats["に"]["sg:pos"] == "助詞"
    assert feats["に"]["sg:-1pos"] == "固有名詞"
    assert feats["大"]["sg:-1pos"] == "<s>"


@needs_analysers
def test_chinese_characters_get_their_place_in_the_word_and_its_part_of_speech():
    feats = _by_char("我们公司用飞书", "zh")
    assert [feats[c]["sg:bies"] for c in "我们公司用"] == ["B", "E", "B", "E", "S"]
    assert feats["公"]["sg:pos"] == "n" and feats["公"]["sg:word"] == "公司"
    assert feats["用"]["sg:-1pos"] == "n" and feats["用"]["sg:+1pos"] == feats["飞"]["sg:pos"]
    assert feats["书"]["sg:+1pos"] == "</s>"
    lite = segment_features(tokens_of("我们公司用飞书", "zh"), "zh", lite=True)
    assert all("sg:word" not in f and "sg:len" not in f and "sg:pos" in f for f in lite)


@needs_analysers
def test_offsets_hold_across_spaces_and_a_long_word_is_not_named():
    text = "我 用 Notion"
    toks = tokens_of(text, "zh")
    seg = segment_features(toks, "zh", lite=False)
    assert len(seg) == len(toks)
    notion = [f for (tok, _, _), f in zip(toks, seg, strict=True) if tok in "Notion"]
    assert [f["sg:bies"] for f in notion] == ["B", "I", "I", "I", "I", "E"]
    assert all("sg:word" not in f and f["sg:len"] == "4" for f in notion)


@needs_analysers
def test_features_carry_them_only_when_asked_and_never_for_english():
    toks = tokens_of("弊社はSlackを使っています", "ja")
    assert not any(k.startswith("sg:") for f in features(toks, "ja", segment=False) for k in f)
    assert all("sg:bies" in f for f in features(toks, "ja", segment=True))
    en = tokens_of("We use Slack.", "en")
    assert features(en, "en", segment=True) == features(en, "en", segment=False)


@needs_analysers
def test_each_analyser_loads_once_per_process_even_from_threads():
    _segmentation.words("東京に住んでいます", "ja")
    _segmentation.words("我住在北京", "zh")
    before = dict(_segmentation.loads)
    threads = [
        threading.Thread(target=_segmentation.words, args=(text, lang))
        for text, lang in [("大阪で働いています", "ja"), ("我们用飞书", "zh")] * 4
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert _segmentation.loads == before == {"ja": 1, "zh": 1}
    assert _segmentation.words("I live in Leeds", "en") == []
