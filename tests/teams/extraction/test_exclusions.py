"""What is never extracted: one test per rule, each in English, Japanese and Chinese."""

import pytest

from teams.extraction import extract_message


def reasons(text: str) -> list[str]:
    return [e.reason for e in extract_message(text).excluded]


def drafted(text: str) -> list[str]:
    return [d.obj for d in extract_message(text).drafts]


@pytest.mark.parametrize("text", [
    "Do I prefer TypeScript?", "What editor do you use", "TypeScriptが好きですか？", "なぜRustを使うの",
    "我喜欢TypeScript吗？", "为什么我们用PostgreSQL",
])
def test_pure_questions_are_never_extracted(text):
    assert drafted(text) == []
    assert reasons(text) == ["question"]


@pytest.mark.parametrize("text", [
    "Hi there!", "Thanks a lot", "Good morning everyone", "I'm fine, thanks", "こんにちは！", "ありがとうございます。",
    "你好！", "谢谢",
])
def test_greetings_and_small_talk_are_never_extracted(text):
    assert drafted(text) == []
    assert set(reasons(text)) == {"small_talk"}


@pytest.mark.parametrize("text", [
    "Here is my config:\n```\nI prefer tabs\nwe use MySQL\n```",
    "Run `I prefer spaces` in the shell",
    "~~~\n私はRustが好きです\n~~~",
    "```python\n# 我们使用PostgreSQL\n```",
])
def test_nothing_inside_code_blocks_is_extracted(text):
    assert drafted(text) == []
    assert "code_block" in reasons(text)


@pytest.mark.parametrize("text", [
    "Today I prefer working from the cafe.", "I'm currently using Vim for this task.",
    "On 2026-10-01 we use the old server.", "Right now we use MySQL.", "今日はRustを使っています。",
    "今週はVimを使っています。", "今天我用Python。", "我们这周使用MySQL。",
])
def test_time_bound_facts_and_temporary_states_are_never_extracted(text):
    assert drafted(text) == []
    assert reasons(text) == ["time_bound"]


@pytest.mark.parametrize("text", [
    "I use Django and it throws TypeError: 'NoneType' object is not callable.",
    "We use PostgreSQL but the migration fails with an error.",
    "I use Vim and there is a bug in my plugin.",
    "Pythonを使っていますがエラーが出ます。",
    "我用Python，但是报错了",
])
def test_bug_reports_and_error_messages_are_never_extracted(text):
    assert drafted(text) == []
    assert "error_report" in reasons(text)


def test_the_same_statements_are_extracted_without_the_excluding_words():
    for text in ["I prefer TypeScript.", "私はRustが好きです。", "我们使用PostgreSQL。", "We use PostgreSQL."]:
        assert len(drafted(text)) == 1, text
