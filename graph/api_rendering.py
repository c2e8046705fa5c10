"""JSON rendering for /v1/* with orjson: the verbs' replies are plain JSON values, and a
recall or context reply of a few dozen cited items is where the standard encoder spends
a millisecond or more per request."""

from typing import Any

import orjson
from rest_framework.renderers import BaseRenderer


class FastJSONRenderer(BaseRenderer):
    media_type = "application/json"
    format = "json"
    charset = None  # orjson writes UTF-8 bytes

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: dict | None = None) -> bytes:
        if data is None:
            return b""
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)
