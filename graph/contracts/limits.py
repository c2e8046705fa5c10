"""Per-call limits (SPEC §5). Over a limit the call is refused whole: 413 naming it.

Every string an input carries has a limit here. The input models declare them with
`MaxBytes`, so the JSON Schemas that MCP clients and the OpenAPI document show carry
them as `maxLength`; the README's limits paragraph lists the same numbers.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import orjson
from pydantic import GetCoreSchemaHandler
from pydantic_core import PydanticCustomError, core_schema

from graph.exceptions import TooLarge

MAX_ENTITIES = 1000
MAX_RELATIONS = 5000
MAX_CONTENT_BYTES = 1024 * 1024
MAX_PASSAGES = 1000
MAX_PASSAGES_TOTAL_BYTES = 1024 * 1024
MAX_PASSAGE_BYTES = 64 * 1024
MAX_MENTIONS_TOTAL = 1000
MAX_NAME_BYTES = 1024  # entity/node names, types, relation/edge types, mentions, keys, source labels, roles
MAX_SCOPE_BYTES = 1024
MAX_USER_ID_BYTES = 256
MAX_DATE_CHARS = 64  # an ISO 8601 date or date-time
MAX_QUERY_BYTES = 4096  # memory_context `query`
MAX_SEARCH_QUERY_BYTES = 1024  # search_nodes `query`
MAX_METADATA_ENTRY_BYTES = 4096  # one "Key: value" entry of a node
MAX_METADATA_ENTRIES = 1000  # entries per node in one call
MAX_ATTRIBUTES = 100  # keys of one attributes object
MAX_ATTRIBUTE_VALUE_BYTES = 16 * 1024  # one attribute value, encoded as JSON
MAX_JSON_DEPTH = 32  # nesting of arrays and objects in any argument
MAX_CURSOR_CHARS = 256
MAX_DOC_ID_CHARS = 19  # a 64-bit id in decimal
MAX_REASON_BYTES = 4096  # memory_forget `reason` (accepted, not stored)
MAX_TEXT_BYTES = 1024 * 1024  # extract_entities `text`
MAX_DOCUMENT_BYTES = 5_000_000
# base64 of MAX_DOCUMENT_BYTES (6,666,668 characters) with a line break every 76 characters.
MAX_DOCUMENT_BASE64_CHARS = 7_000_000
# Parsing that takes more than a few seconds leaves the request for a worker. Bytes
# bound it for text, HTML and DOCX; pdfminer lays out roughly 15 pages of text a
# second whatever their size in bytes, so a PDF is also measured in pages.
PARSE_IN_BACKGROUND_BYTES = 1_000_000
PARSE_IN_BACKGROUND_PDF_PAGES = 30
MAX_TEXT_IN_REPLY_BYTES = 16_384


def mib(size: int) -> str:
    """A byte limit as the descriptions say it: '1 MiB', '64 KiB'."""
    return f"{size // 2**20} MiB" if size >= 2**20 else f"{size // 2**10} KiB"


def check_count(limit: str, count: int, maximum: int) -> None:
    if count > maximum:
        raise TooLarge(
            f"{limit}: {count} is over the limit of {maximum} per call; split the call",
            code="limit_exceeded",
            limit=limit,
            max=maximum,
            got=count,
        )


def check_bytes(limit: str, text: str, maximum: int) -> None:
    size = len(text.encode())
    if size > maximum:
        raise TooLarge(
            f"{limit}: {size} bytes is over the limit of {maximum} bytes",
            code="limit_exceeded",
            limit=limit,
            max=maximum,
            got=size,
        )


def check_names(limit: str, names: Iterable[str]) -> None:
    for name in names:
        check_bytes(limit, name, MAX_NAME_BYTES)


# pydantic error types that mean "this value is over its size limit": refused with 413.
SIZE_ERRORS = frozenset({"string_too_long", "bytes_too_long", "json_too_large"})


@dataclass(frozen=True)
class MaxBytes:
    """A string of at most `limit` bytes in UTF-8, declared as `maxLength: limit` in the schema.

    A character is at least one byte, so the schema's maxLength (counted in characters)
    never refuses a string this limit accepts; the byte count is checked after it.
    """

    limit: int

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        schema = handler(source)
        schema["max_length"] = min(schema.get("max_length", self.limit), self.limit)  # type: ignore[typeddict-unknown-key]
        return core_schema.no_info_after_validator_function(self._check, schema)

    def _check(self, value: str) -> str:
        if len(value) * 4 <= self.limit:
            return value  # no character takes more than 4 bytes: most strings need no encoding
        size = len(value.encode("utf-8", "surrogatepass"))
        if size > self.limit:
            raise PydanticCustomError(
                "bytes_too_long",
                "is {got} bytes in UTF-8; the limit is {max}",
                {"max": self.limit, "got": size},
            )
        return value


@dataclass(frozen=True)
class MaxJsonBytes:
    """A JSON value whose encoding is at most `limit` bytes (e.g. one attribute value)."""

    limit: int

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_after_validator_function(self._check, handler(source))

    def _check(self, value: Any) -> Any:
        size = len(orjson.dumps(value))
        if size > self.limit:
            raise PydanticCustomError(
                "json_too_large", "is {got} bytes as JSON; the limit is {max}", {"max": self.limit, "got": size}
            )
        return value
