"""What redaction takes out of a text, and what it leaves: the labelled turns, the markers, the setting."""

from collections import Counter

import pytest

from graph.redaction import asks_not_to_remember, redact, redact_value
from graph.services.texts import TextToStore
from graph.text.passages import Span
from tests.secret_turns import labelled_turns, look_alikes, secret_turns


def test_the_fixture_holds_a_hundred_secrets_and_a_hundred_look_alikes_in_three_languages():
    rows = labelled_turns()
    assert len(secret_turns()) >= 100 and len(look_alikes()) >= 100
    assert {lang for lang, _secret in Counter((r["lang"], r["secret"] is None) for r in rows)} == {"en", "ja", "zh"}
    assert all(r["secret"] in r["text"] for r in secret_turns())


@pytest.mark.parametrize("row", secret_turns(), ids=lambda r: r["text"][:40])
def test_every_secret_bearing_turn_loses_its_secret(row):
    redacted = redact(row["text"])
    assert row["secret"] not in redacted.text
    assert redacted.kinds and all(f"[redacted:{kind}]" in redacted.text for kind in redacted.kinds)


@pytest.mark.parametrize("row", look_alikes(), ids=lambda r: r["text"][:40])
def test_an_innocent_look_alike_is_left_as_it_is(row):
    assert redact(row["text"]).text == row["text"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("My database password is hunter2, can you check why login fails?", "password"),
        ("Here's my OpenAI key: sk-proj-Abc123Def456Ghi789Jkl012", "api_key"),
        ("My AWS secret access key is AKIAIOSFODNN7EXAMPLE", "aws_key"),
        ("-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----", "private_key"),
        ("postgres://bob:s3cretPw@db.example.com/app", "connection_string"),
        ("my token is ghp_abcdefghijklmnopqrstuvwxyz0123456789", "token"),
    ],
)
def test_each_kind_is_named_in_its_marker(text, kind):
    assert redact(text).kinds == [kind]


def test_a_connection_string_keeps_its_user_and_host():
    assert redact("postgres://bob:s3cretPw@db.example.com/app").text == (
        "postgres://bob:[redacted:connection_string]@db.example.com/app"
    )


def test_redacting_twice_changes_nothing():
    for row in secret_turns():
        once = redact(row["text"]).text
        assert redact(once).text == once and redact(once).kinds == []


def test_contacts_are_redacted_only_when_the_owner_asks(settings):
    text = "Mail bob@example.com or call +81 90-1234-5678 before 2024-05-01."
    assert redact(text).text == text
    settings.REDACT_CONTACTS = True
    redacted = redact(text)
    assert redacted.text == "Mail [redacted:email] or call [redacted:phone] before 2024-05-01."
    assert redacted.kinds == ["email", "phone"]


def test_a_json_value_is_redacted_in_every_string_it_holds():
    kinds: list[str] = []
    value = {"note": ["pw=Hunter22", {"k": "api_key = 'abcd1234efgh5678'"}], "n": 3}
    redacted = {"note": ["pw=[redacted:password]", {"k": "api_key = '[redacted:api_key]'"}], "n": 3}
    assert redact_value(value, kinds) == redacted
    assert kinds == ["password", "api_key"]


def test_passage_spans_move_with_the_redacted_text():
    first, second = "user: my password is Hunter22!", "assistant: I won't keep it."
    text = first + "\n" + second
    stored = TextToStore("messages", text, [Span(0, len(first)), Span(len(first) + 1, len(text))], ["", ""], [[], []])
    assert [stored.text[s.start : s.end] for s in stored.spans] == [
        "user: my password is [redacted:password]",
        second,
    ]
    assert stored.redactions == ["password"]


@pytest.mark.parametrize(
    "text",
    [
        "Don't remember this, but my salary is 90k.",
        "Please don't store this: I am job hunting.",
        "do not save this in memory please",
        "This is off the record: we might reorganise.",
        "これは覚えないで。実は転職を考えています。",
        "今の話は記録しないでください",
        "不要记住这个，我在找新工作。",
        "这件事不要记",
    ],
)
def test_a_message_that_asks_not_to_be_remembered_is_recognised(text):
    assert asks_not_to_remember(text)


@pytest.mark.parametrize(
    "text",
    [
        "Don't save this file yet, it is still being edited.",
        "Forget my preference for dark mode.",
        "Please remember this: I prefer tabs.",
        "覚えておいて：私はRustが好きです。",
        "记住，我喜欢Python。",
        "I don't remember this library's name.",
    ],
)
def test_an_ordinary_message_is_not_taken_for_a_request_not_to_remember(text):
    assert not asks_not_to_remember(text)
