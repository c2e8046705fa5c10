"""Splitting text into passages at sentence ends, with code-point offsets.

Sentence boundaries come from `sentencex` (rule-based, many languages, offsets in
code points). Passages gather whole sentences until they reach the target size;
a conversation is split only between turns, never inside one.
"""

from dataclasses import dataclass

import sentencex

from graph.text.names import UNSPACED_SCRIPT

TARGET_WORDS = 150  # passages close at the first sentence end past this
MAX_WORDS = 200
# Text in scripts without spaces has no words to count: treat this many characters as a word-equivalent.
CHARS_PER_WORD_UNSPACED = 2


@dataclass(frozen=True)
class Span:
    start: int
    end: int


def _size(text: str) -> float:
    unspaced = len(UNSPACED_SCRIPT.findall(text))
    return len(text.split()) + unspaced / CHARS_PER_WORD_UNSPACED


def sentence_spans(text: str) -> list[Span]:
    """Sentence boundaries of `text` as code-point spans covering it end to end."""
    spans = [Span(b["start_index"], b["end_index"]) for b in sentencex.get_sentence_boundaries("en", text)]
    return spans or ([Span(0, len(text))] if text else [])


def _group(units: list[Span], text: str) -> list[Span]:
    """Join consecutive units into passages of about TARGET_WORDS (never splitting a unit)."""
    passages: list[Span] = []
    start: int | None = None
    previous_end = 0
    size = 0.0
    for unit in units:
        unit_size = _size(text[unit.start : unit.end])
        if start is not None and size + unit_size > MAX_WORDS:
            passages.append(Span(start, previous_end))
            start, size = None, 0.0
        if start is None:
            start = unit.start
        size += unit_size
        previous_end = unit.end
        if size >= TARGET_WORDS:
            passages.append(Span(start, unit.end))
            start, size = None, 0.0
    if start is not None:
        passages.append(Span(start, previous_end))
    return [_trim(span, text) for span in passages if text[span.start : span.end].strip()]


def _trim(span: Span, text: str) -> Span:
    """Drop the white space around a passage so its text starts and ends with a character."""
    chunk = text[span.start : span.end]
    lead = len(chunk) - len(chunk.lstrip())
    trail = len(chunk) - len(chunk.rstrip())
    return Span(span.start + lead, span.end - trail)


def split_content(text: str) -> list[Span]:
    """Passages of free text, cut at sentence ends."""
    return _group(sentence_spans(text), text)


def conversation_text(messages: list[tuple[str, str]]) -> tuple[str, list[Span]]:
    """One line per turn ("role: content", inner newlines folded) and each line's span."""
    lines: list[str] = []
    spans: list[Span] = []
    offset = 0
    for role, content in messages:
        line = f"{role}: {' '.join(content.split())}"
        lines.append(line)
        spans.append(Span(offset, offset + len(line)))
        offset += len(line) + 1
    return "\n".join(lines), spans


def split_conversation(text: str, turns: list[Span]) -> list[Span]:
    """Passages of a conversation: whole turns grouped, a turn never split."""
    return _group(turns, text)
