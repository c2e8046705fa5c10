"""Finding memories in a conversation without a language model.

`extract_message(text)` reads one user message: explicit remember/forget commands
(confidence 0.99), durable facts by pattern (0.5–0.93) in English, Japanese and
Chinese, and the exclusion rules for everything else. `active_extractor()` is the
backend the per-turn job uses: these patterns, or an OpenAI-compatible chat endpoint
when MEMORYMESH_EXTRACTION=chat (see teams.extraction.backends).
"""

from teams.extraction._commands import forget_words
from teams.extraction._objects import object_type
from teams.extraction._pipeline import extract_message, stated
from teams.extraction._sentences import language
from teams.extraction._statements import statement
from teams.extraction.drafts import EXPLICIT_CONFIDENCE, Draft, Excluded, Extraction

__all__ = [
    "EXPLICIT_CONFIDENCE",
    "Draft",
    "Excluded",
    "Extraction",
    "extract_message",
    "forget_words",
    "language",
    "object_type",
    "stated",
    "statement",
]
