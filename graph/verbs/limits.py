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
MAX_DOCUMENT_BYTES = 5_000_000
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
