"""The English-questions bench writes every question of the Japanese and Chinese dev parts in English."""

import json

from bench.bench_cjk_english import TEMPLATES, english
from bench.bench_context_probe import DATA


def test_every_dev_question_has_an_english_form_naming_the_same_speaker():
    for stem, templates in TEMPLATES.items():
        for sample in json.loads((DATA / f"{stem}.json").read_text()):
            for qa in sample["qa"]:
                asked = english(qa["question"], templates)
                assert asked.isascii() is False and asked[0].isupper(), asked
    assert english("2021年11月10日にゆきさんに何がありましたか？", TEMPLATES["devset_depth_ja"]) == (
        "What happened to ゆき on 2021-11-10?"
    )
