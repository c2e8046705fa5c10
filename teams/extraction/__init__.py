"""Finding memories in a conversation without a language model.

`extract_message(text)` reads one user message: explicit remember/forget commands
(confidence 0.99), durable facts by pattern (0.5–0.93) in English, Japanese and
Chinese, and the exclusion rules for everything else. `active_extractor()` is the
backend the per-turn job uses: these patterns, or an OpenAI-compatible chat endpoint
when MEMORYMESH_EXTRACTION=chat (see teams.extraction.backends).

The patterns are compiled when `extract_message` or `stated` is first asked for, not when the
package is imported: every process imports it at start-up (the verbs' modules do), and
compiling the rules of three languages took 1.3 s of it, a command line's whole start-up
(`import_memory`) included. The server's web parent and the worker import them before they fork
(memorymesh_site.celery.LOADED_ON_FIRST_USE), so their children share one copy.
"""

import importlib
from typing import Any

from teams.extraction._commands import forget_words
from teams.extraction._objects import object_type
from teams.extraction._sentences import language
from teams.extraction._statements import no_longer_statement, statement
from teams.extraction.drafts import EXPLICIT_CONFIDENCE, Draft, Excluded, Extraction

_FROM_THE_PIPELINE = frozenset({"extract_message", "stated"})


def __getattr__(name: str) -> Any:
    if name in _FROM_THE_PIPELINE:
        return getattr(importlib.import_module("teams.extraction._pipeline"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "EXPLICIT_CONFIDENCE",
    "Draft",
    "Excluded",
    "Extraction",
    "extract_message",
    "forget_words",
    "language",
    "no_longer_statement",
    "object_type",
    "stated",
    "statement",
]
