"""Per-call limits (SPEC §5). Over a limit the call is refused whole: 413 naming it."""

from collections.abc import Iterable

from graph.exceptions import TooLarge

MAX_ENTITIES = 1000
MAX_RELATIONS = 5000
MAX_CONTENT_BYTES = 1024 * 1024
MAX_PASSAGES = 1000
MAX_PASSAGES_TOTAL_BYTES = 1024 * 1024
MAX_PASSAGE_BYTES = 64 * 1024
MAX_MENTIONS_TOTAL = 1000
MAX_NAME_BYTES = 1024


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
