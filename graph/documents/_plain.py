"""UTF-8 text files: stored as they are (line ends made \\n, a byte-order mark dropped),
with one block per run of non-blank lines."""

from graph.documents._blocks import Block, Extracted


def plain_text(data: bytes) -> str:
    """The text of a file that `sniff` accepted as UTF-8 text."""
    return data.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")


def read_text(data: bytes) -> Extracted:
    text = plain_text(data)
    spans: list[tuple[int, int]] = []
    start: int | None = None
    end = offset = 0
    for line in text.split("\n"):
        size = len(line.encode())
        if line.strip():
            lead = len(line[: len(line) - len(line.lstrip())].encode())
            trail = len(line[len(line.rstrip()) :].encode())
            start = offset + lead if start is None else start
            end = offset + size - trail
        elif start is not None:
            spans.append((start, end))
            start = None
        offset += size + 1  # the "\n"
    if start is not None:
        spans.append((start, end))
    blocks = [Block(None, i, "paragraph", s, e) for i, (s, e) in enumerate(spans, start=1)]
    return Extracted("text", text, blocks)
