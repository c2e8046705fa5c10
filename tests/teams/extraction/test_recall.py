"""Extraction recall: habits, policies, "our X is Y", role and workplace in one sentence, working
hours, corrections and session-only statements, in English, Japanese and Chinese."""

import pytest

from teams.extraction import EXPLICIT_CONFIDENCE, extract_message, forget_words, language, stated


def found(text: str) -> list[tuple]:
    return [(d.who, d.relation, d.obj) for d in extract_message(text).drafts]


def excluded(text: str) -> list[str]:
    return [e.reason for e in extract_message(text).excluded]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I usually deploy on Fridays.", [("self", "HAS_HABIT", "deploy on Fridays")]),
        (
            "I usually review pull requests in the morning.",
            [("self", "HAS_HABIT", "review pull requests in the morning")],
        ),
        ("Every morning I check the support queue.", [("self", "HAS_HABIT", "check the support queue every morning")]),
        ("Our team's on-call rotation is weekly.", [("we", "HAS_ON_CALL_ROTATION", "weekly")]),
        ("Our CI is GitHub Actions.", [("we", "USES", "GitHub Actions")]),
        ("We deploy with Kubernetes.", [("we", "USES", "Kubernetes")]),
        ("We always squash-merge.", [("we", "HAS_POLICY", "always squash-merge")]),
        ("All PRs need two reviews.", [("we", "HAS_POLICY", "All PRs need two reviews")]),
        (
            "I'm a staff engineer at Acme Robotics.",
            [("self", "HAS_ROLE", "staff engineer"), ("self", "WORKS_AT", "Acme Robotics")],
        ),
        (
            "I work at Globex as a data scientist.",
            [("self", "WORKS_AT", "Globex"), ("self", "HAS_ROLE", "data scientist")],
        ),
        (
            "I'm Dana, a backend developer at Initech.",
            [("self", "HAS_NAME", "Dana"), ("self", "HAS_ROLE", "backend developer"), ("self", "WORKS_AT", "Initech")],
        ),
        ("I usually work from 7am to 3pm.", [("self", "HAS_WORKING_HOURS", "7am to 3pm")]),
        ("I usually use Vim.", [("self", "USES", "Vim")]),
    ],
)
def test_english_habits_policies_and_one_sentence_profiles_are_found(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("毎朝ジョギングしています。", [("self", "HAS_HABIT", "毎朝ジョギングしている")]),
        (
            "私はAcmeのスタッフエンジニアです。",
            [("self", "HAS_ROLE", "スタッフエンジニア"), ("self", "WORKS_AT", "Acme")],
        ),
        (
            "楽天でデータサイエンティストとして働いています。",
            [("self", "HAS_ROLE", "データサイエンティスト"), ("self", "WORKS_AT", "楽天")],
        ),
        ("弊社のCIはGitHub Actionsです。", [("we", "USES", "GitHub Actions")]),
        ("私たちは必ずスカッシュマージします。", [("we", "HAS_POLICY", "必ずスカッシュマージする")]),
        ("普段は9時から18時まで働いています。", [("self", "HAS_WORKING_HOURS", "9時から18時")]),
    ],
)
def test_japanese_habits_policies_and_one_sentence_profiles_are_found(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("我通常早上写代码。", [("self", "HAS_HABIT", "通常早上写代码")]),
        ("我是阿里巴巴的后端工程师。", [("self", "HAS_ROLE", "后端工程师"), ("self", "WORKS_AT", "阿里巴巴")]),
        ("我在华为担任架构师。", [("self", "HAS_ROLE", "架构师"), ("self", "WORKS_AT", "华为")]),
        ("我们的CI是Jenkins。", [("we", "USES", "Jenkins")]),
        ("我们用Argo CD部署。", [("we", "USES", "Argo CD")]),
        ("所有PR都必须经过两人审核。", [("we", "HAS_POLICY", "所有PR都必须经过两人审核")]),
        ("我通常用Vim。", [("self", "USES", "Vim")]),
    ],
)
def test_chinese_habits_policies_and_one_sentence_profiles_are_found(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize(
    "text", ["I usually work from 7am to 3pm.", "毎週金曜日にブランチを整理しています。", "我一般周五发布版本。"]
)
def test_a_recurring_time_is_a_habit_not_time_bound(text):
    assert "time_bound" not in excluded(text)
    assert found(text)


@pytest.mark.parametrize("text", ["The demo is at 3pm.", "I'm off on Friday.", "金曜日は休みです。", "周五我休息。"])
def test_a_clock_time_or_weekday_said_once_is_still_time_bound(text):
    assert excluded(text) == ["time_bound"]
    assert found(text) == []


@pytest.mark.parametrize(
    "text, statement, wrong",
    [
        ("Actually I prefer Go, not Rust.", ("self", "PREFERS", "Go"), "Rust"),
        ("訂正：Rustではなく、Goが好きです。", ("self", "PREFERS", "Go"), "Rust"),
        ("更正：我喜欢Go，不是Rust。", ("self", "PREFERS", "Go"), "Rust"),
        ("訂正：私の名前は斎藤ではなく斉藤です。", ("self", "HAS_NAME", "斉藤"), "斎藤"),
    ],
)
def test_a_correction_states_the_right_value_explicitly_and_names_the_wrong_one(text, statement, wrong):
    (draft,) = extract_message(text).drafts
    assert (draft.who, draft.relation, draft.obj) == statement
    assert (draft.corrects, draft.explicit, draft.confidence) == (wrong, True, EXPLICIT_CONFIDENCE)


def test_not_sure_is_a_hedge_not_a_correction():
    assert extract_message("I think I prefer Svelte, not sure.").drafts[0].corrects == ""


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "For this conversation, the migration script is called phoenix.",
            ("IS_CALLED", "migration script", "phoenix"),
        ),
        ("For this chat, I prefer short answers.", ("PREFERS", None, "short answers")),
        ("For this session, answer in French.", ("NOTE", None, "answer in French")),
        ("今回だけ、ブランチ名はfeature-xです。", ("IS_CALLED", "ブランチ", "feature-x")),
        ("这次对话，迁移脚本叫phoenix。", ("IS_CALLED", "迁移脚本", "phoenix")),
    ],
)
def test_statements_limited_to_this_conversation_are_session_items(text, expected):
    (draft,) = extract_message(text).drafts
    assert draft.who == "session"
    assert (draft.relation, draft.subject, draft.obj) == expected


@pytest.mark.parametrize(
    "body, words",
    [
        ("my preference for dark mode", "dark mode"),
        ("what I said about Vim", "Vim"),
        ("ダークモードの好み", "ダークモード"),
        ("我对深色模式的偏好", "深色模式"),
    ],
)
def test_a_forget_command_is_reduced_to_the_words_that_name_the_memory(body, words):
    assert forget_words(body, language(body)) == words


@pytest.mark.parametrize(
    "line, relation, obj",
    [
        ("Prefers light mode", "PREFERS", "light mode"),
        ("Habit: deploy on Fridays", "HAS_HABIT", "deploy on Fridays"),
        ("ダークテーマを好む", "PREFERS", "ダークテーマ"),
        ("偏好Vim", "PREFERS", "Vim"),
    ],
)
def test_a_memory_written_the_way_memories_are_shown_keeps_its_relation(line, relation, obj):
    draft = stated(line)
    assert (draft.relation, draft.obj, draft.explicit) == (relation, obj, True)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I'm Priya, by the way.", [("self", "HAS_NAME", "Priya")]),
        ("For what it's worth, I'm a staff engineer on the payments team.", [("self", "HAS_ROLE", "staff engineer")]),
        ("We host everything on Hetzner.", [("we", "USES", "Hetzner")]),
        ("We mostly write Kotlin.", [("we", "USES", "Kotlin")]),
        ("Our company sells accounting software.", [("we", "SELLS", "accounting software")]),
        ("I find Haskell hard to read.", [("self", "DISLIKES", "Haskell")]),
        ("うちの会社はスタートアップです。", [("we", "IS_A", "スタートアップ")]),
        ("Javaはあまり好きではありません。", [("self", "DISLIKES", "Java")]),
        ("毎晩ニュースレターを読んでいます。", [("self", "HAS_HABIT", "毎晩ニュースレターを読んでいる")]),
        ("我不太喜欢Go。", [("self", "DISLIKES", "Go")]),
        ("我们总是用squash合并。", [("we", "HAS_POLICY", "总是用squash合并")]),
        ("我们的代码必须经过两次审核才能合并。", [("we", "HAS_POLICY", "代码必须经过两次审核才能合并")]),
    ],
)
def test_statements_the_first_held_out_part_missed_are_found(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm Japanese.",
        "I'm Sorry.",
        "We write tests first.",
        "I find it hard to say.",
        "ニュースによると円安が進んでいます。",
        "我们总是在问同样的问题吗？",
    ],
)
def test_look_alikes_of_those_statements_give_nothing(text):
    assert found(text) == []


@pytest.mark.parametrize(
    "text, relation",
    [
        ("Our team's on-call rotation is weekly.", "HAS_ON_CALL_ROTATION"),
        ("弊社のオンコール当番は毎週交代です。", "HAS_ON_CALL_ROTATION"),
        ("我们的值班轮换是每周一次。", "HAS_ON_CALL_ROTATION"),
        ("Our release cycle is monthly.", "HAS_RELEASE_CADENCE"),
        ("我们的发布周期是每月一次。", "HAS_RELEASE_CADENCE"),
        ("弊社のスプリントは二週間です。", "HAS_SPRINT_LENGTH"),
        ("我们的迭代周期是两周。", "HAS_SPRINT_LENGTH"),
    ],
)
def test_a_team_routine_has_one_relation_in_every_language(text, relation):
    assert [(who, rel) for who, rel, _obj in found(text)] == [("we", relation)]
