"""The one JSON encoder of every door (HTTP and MCP), with orjson.

The verbs' replies are plain JSON values, and a recall or context reply of a few
dozen cited items is where the standard encoder spends a millisecond or more per
request; both transports use `dumps`, so they answer byte-for-byte alike.
"""

import re
from typing import Any

import orjson
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser
from rest_framework.renderers import BaseRenderer

JSON_MEDIA_TYPE = "application/json"


# Deeper than this, a stored value is sent as a placeholder (orjson stops at 255 levels).
_SENT_DEPTH = 64
_TOO_DEEP = "(nested too deep to send)"


def dumps(value: Any) -> bytes:
    """UTF-8 JSON bytes of `value`.

    The verbs refuse input that could not be encoded again (graph.contracts.json_values),
    but rows stored before those limits may hold values nested too deep for orjson or
    integers beyond 64 bits: those are sent in a form that can be, rather than failing
    every read of their scope.
    """
    try:
        # Without OPT_NON_STR_KEYS first: for the replies whose keys are all str (nearly all),
        # the same bytes at half the CPU (a recall of 20 facts: 12 against 24 µs).
        return orjson.dumps(value)
    except orjson.JSONEncodeError:
        pass
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return orjson.dumps(_sendable(value, 0), option=orjson.OPT_NON_STR_KEYS)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _sendable(value: Any, depth: int) -> Any:
    if isinstance(value, dict | list) and depth >= _SENT_DEPTH:
        return _TOO_DEEP
    if isinstance(value, dict):
        return {_sendable(key, depth): _sendable(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [_sendable(item, depth + 1) for item in value]
    if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**64:
        return str(value)
    if isinstance(value, str):
        # A lone surrogate (a JSON `\ud800` escape) is not UTF-8: an echo of a caller's bad
        # key or value shows U+FFFD in its place rather than failing to encode.
        return _SURROGATE.sub("\ufffd", value)
    return value


class FastJSONRenderer(BaseRenderer):
    media_type = JSON_MEDIA_TYPE
    format = "json"
    charset = None  # orjson writes UTF-8 bytes

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: dict | None = None) -> bytes:
        if data is None:
            return b""
        return dumps(data)


class JSONBodyParser(JSONParser):
    """DRF's JSON parser, plus: a body nested beyond what the parser can recurse into
    (10,000 `[`) is malformed JSON (400), like any other unparsable body."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: dict | None = None) -> Any:
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply") from None
