"""The pattern extractor on single messages: what it finds, about whom, with what confidence."""

import pytest

from teams.extraction import EXPLICIT_CONFIDENCE, extract_message


def found(text: str) -> list[tuple]:
    return [(d.kind, d.who, d.relation, d.obj) for d in extract_message(text).drafts]


def only(text: str):
    drafts = extract_message(text).drafts
    assert len(drafts) == 1, drafts
    return drafts[0]


@pytest.mark.parametrize("text, expected", [
    ("I prefer TypeScript.", ("memory", "self", "PREFERS", "TypeScript")),
    ("I'm a frontend engineer.", ("memory", "self", "HAS_ROLE", "frontend engineer")),
    ("My name is Dana Lee.", ("memory", "self", "HAS_NAME", "Dana Lee")),
    ("We use PostgreSQL for everything.", ("memory", "we", "USES", "PostgreSQL")),
    ("Our project is called Project Alpha.", ("memory", "we", "HAS_PROJECT", "Project Alpha")),
    ("The project is called Bluebird.", ("memory", "other", "IS_CALLED", "Bluebird")),
    ("私はフロントエンドエンジニアです。", ("memory", "self", "HAS_ROLE", "フロントエンドエンジニア")),
    ("TypeScriptが好きです。", ("memory", "self", "PREFERS", "TypeScript")),
    ("弊社ではPostgreSQLを使っています。", ("memory", "we", "USES", "PostgreSQL")),
    ("現在のプロジェクトは Project Alpha という名前です。", ("memory", "other", "IS_CALLED", "Project Alpha")),
    ("我是前端工程师。", ("memory", "self", "HAS_ROLE", "前端工程师")),
    ("我们公司使用PostgreSQL。", ("memory", "we", "USES", "PostgreSQL")),
    ("我叫王伟。", ("memory", "self", "HAS_NAME", "王伟")),
])
def test_durable_statements_are_found_in_three_languages(text, expected):
    assert found(text) == [expected]


def test_confidence_follows_the_strength_of_the_wording():
    assert only("My name is Dana.").confidence == 0.93
    assert only("I prefer Vim.").confidence == 0.88
    assert only("I like Vim.").confidence == 0.75
    assert 0.5 <= only("I think I prefer Vim.").confidence < 0.7


def test_hedged_statements_fall_below_the_default_threshold_in_every_language():
    for text in ["Maybe I prefer Go.", "たぶんGoが好きです。", "也许我喜欢Go。"]:
        assert only(text).confidence < 0.7, text


def test_explicit_remember_is_099_and_reads_the_statement_inside():
    draft = only("Please remember that I prefer dark mode.")
    assert (draft.confidence, draft.explicit, draft.relation, draft.obj) == (EXPLICIT_CONFIDENCE, True, "PREFERS",
                                                                              "dark mode")
    ja = only("dark テーマを使うのが好きだと記憶して")
    assert (ja.confidence, ja.relation, ja.obj, ja.object_type) == (0.99, "PREFERS", "dark テーマ", "Theme")
    assert only("记住我喜欢深色主题").obj == "深色主题"


def test_explicit_remember_of_anything_else_is_kept_as_a_note():
    draft = only("Remember that the deploy window is Friday 17:00.")
    assert (draft.relation, draft.who, draft.confidence) == ("NOTE", "self", 0.99)
    assert only("Remember that our standup is at ten.").who == "we"


def test_explicit_forget_names_what_to_forget_in_three_languages():
    assert found("Forget my preference for Python.") == [("forget", "self", "PREFERS", "my preference for Python")]
    assert only("以前の Python に関する好みを忘れて").kind == "forget"
    assert only("忘记我喜欢Python").kind == "forget"


def test_asking_whether_it_remembers_is_a_question_not_a_command():
    extraction = extract_message("Do you remember what I said about Vim?")
    assert extraction.drafts == [] and [e.reason for e in extraction.excluded] == ["question"]


def test_no_longer_ends_a_memory_rather_than_storing_one():
    assert found("I no longer use Vim.") == [("end", "self", "USES", "Vim")]
    assert found("もうVimは使っていません。") == [("end", "self", "USES", "Vim")]


def test_a_list_gives_one_memory_per_item():
    slack_and_linear = extract_message("We use Slack for chat and Linear for tickets.").drafts
    assert [d.obj for d in slack_and_linear] == ["Slack", "Linear"]
    assert [d.obj for d in extract_message("我会说中文和英语。").drafts] == ["中文", "英语"]


def test_known_names_get_their_type_so_a_new_preference_can_replace_the_old():
    assert only("I now prefer Rust.").object_type == "Language"
    assert only("会社は PostgreSQL データベースを使用しています。").obj == "PostgreSQL"
    assert only("My favourite editor is Helix.").object_type == "Editor"


def test_each_memory_cites_the_clause_it_came_from():
    text = "Hi! I'm a nurse and I prefer tea."
    spans = [text[d.start : d.end] for d in extract_message(text).drafts]
    assert spans == ["I'm a nurse", "I prefer tea."]


def test_pronouns_and_clauses_are_not_objects():
    assert found("I like it.") == []
    assert found("I use this every day.") == []
