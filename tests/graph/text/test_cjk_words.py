"""Japanese and Chinese text split into terms full-text search can match."""

import pytest

from graph.text.cjk_words import cjk_terms, has_cjk, mostly_cjk, passage_vector, question_terms


def test_a_cjk_run_becomes_its_bigrams_and_its_han_characters():
    assert cjk_terms("漏水修好了") == ["漏水", "水修", "修好", "好了", "漏", "水", "修", "好", "了"]


def test_kana_never_stand_alone_but_a_one_character_run_does():
    assert cjk_terms("ねこ") == ["ねこ"]
    assert cjk_terms("猫、ね") == ["猫", "ね"]


def test_latin_words_beside_cjk_are_kept_lowercased_and_apart():
    assert cjk_terms("iPhoneを買った") == ["iphone", "を買", "買っ", "った", "買"]


@pytest.mark.parametrize(
    ("question", "passage", "shared"),
    [
        ("はるとさんはどんな料理を作りましたか？", "はると: パエリアを作ったよ。", "作"),  # inflected verb
        ("王伟从头做过哪些菜？", "王伟: 我做了饺子。", "做"),
        ("李娜是什么时候纹的纹身？", "李娜: 我前天纹了第一个纹身。", "纹身"),
        ("ゆきさんが部屋の契約をしたのはいつですか？", "ゆき: 二日前に賃貸の契約をしたんだ！", "契約"),
    ],
)
def test_a_question_shares_terms_with_the_turn_that_answers_it(question, passage, shared):
    assert shared in set(question_terms(question)) & set(cjk_terms(passage))


@pytest.mark.parametrize("question", ["ゆきさんはいつ来ましたか？", "他什么时候来的？", "她去过哪些国家？"])
def test_question_words_are_not_terms(question):
    terms = question_terms(question)
    assert not {"いつ", "什么", "时候", "哪些", "ですか"} & set(terms), terms


def test_text_without_cjk_has_no_vector_and_no_question_terms():
    assert not has_cjk("Which city did Maya move to?")
    assert passage_vector("Which city did Maya move to?") == ""
    assert question_terms("Which city did Maya move to?") == []


def test_the_vector_literal_keeps_each_terms_positions():
    assert passage_vector("パンパン") == "'パン':1,3 'ンパ':2"


@pytest.mark.parametrize(
    ("text", "mostly"),
    [
        ("田中さんはいつ引っ越しましたか？", True),
        ("王伟从头做过哪些菜？", True),
        ("When did 田中 move?", False),
        ("Hello", False),
    ],
)
def test_a_question_is_mostly_cjk_by_its_letters(text, mostly):
    assert mostly_cjk(text) is mostly
