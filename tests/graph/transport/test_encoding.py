"""graph.transport.encoding.dumps: the same bytes whichever way orjson is asked."""

from datetime import UTC, datetime
from enum import StrEnum

import orjson

from graph.transport.encoding import dumps


class _Colour(StrEnum):
    RED = "red"


def test_a_reply_with_str_keys_encodes_as_with_non_str_keys_allowed():
    reply = {
        "state": "answered",
        "facts": [{"id": "1", "weight": 0.5, "attributes": {"a": [1, None, True, "é\u2028"]}, "n": 2**63}] * 3,
        "nested": {"": {"x": -(2**63)}},
    }

    assert dumps(reply) == orjson.dumps(reply, option=orjson.OPT_NON_STR_KEYS)


def test_non_str_keys_are_still_written_as_text():
    value = {1: "one", 2.5: "half", None: "none", _Colour.RED: "enum", "s": {3: [datetime(2026, 1, 1, tzinfo=UTC)]}}

    assert dumps(value) == orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    assert orjson.loads(dumps(value))["1"] == "one"


def test_what_orjson_cannot_write_is_still_sent_in_a_form_it_can():
    deep: list = []
    for _ in range(300):
        deep = [deep]

    sent = orjson.loads(dumps({7: deep, "big": 2**70, "bad": "\ud800"}))

    assert sent["big"] == str(2**70) and sent["bad"] == "\ufffd"
    assert "(nested too deep to send)" in orjson.dumps(sent).decode()
