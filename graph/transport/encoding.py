"""The one JSON encoder of every door (HTTP and MCP), with orjson.

The verbs' replies are plain JSON values, and a recall or context reply of a few
dozen cited items is where the standard encoder spends a millisecond or more per
request; both transports use `dumps`, so they answer byte-for-byte alike.
"""

from typing import Any

import orjson
from rest_framework.renderers import BaseRenderer

JSON_MEDIA_TYPE = "application/json"


def dumps(value: Any) -> bytes:
    """UTF-8 JSON bytes of `value`."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


class FastJSONRenderer(BaseRenderer):
    media_type = JSON_MEDIA_TYPE
    format = "json"
    charset = None  # orjson writes UTF-8 bytes

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: dict | None = None) -> bytes:
        if data is None:
            return b""
        return dumps(data)
