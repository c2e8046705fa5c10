"""Which extractor the per-turn job uses: the patterns with the learned tagger (default), the patterns
alone, or an OpenAI-compatible chat model.

MEMORYMESH_EXTRACTION=chat with MEMORYMESH_EXTRACTION_URL (e.g. http://host:8080/v1)
asks the endpoint's /chat/completions for the durable facts of each user message. The
rules still hold around the model: explicit commands and the exclusion rules come
from the patterns, a fact the model cites must quote the message, and when the
endpoint fails the patterns answer alone (the report says which ran).
"""

import json
import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import httpx2  # not httpx: see graph/embeddings/_backends.py
from django.conf import settings

from teams.extraction._exclusions import excluded_because, is_question
from teams.extraction._pipeline import extract_message
from teams.extraction._sentences import language
from teams.extraction._statements import statement
from teams.extraction.drafts import Draft, Excluded, Extraction
from teams.extraction.tagger import extract_with_tagger

logger = logging.getLogger(__name__)

Extractor = Callable[[str], Extraction]
WHO = {"self", "we", "other"}
INSTRUCTIONS = (
    "You extract durable facts from one chat message of a user. Reply with JSON only: "
    '{"facts": [{"sentence": <the exact words of the message that state it>, "about": "self" | "we" | "other", '
    '"subject": <what an "other" fact is about, else null>, "relation": <UPPER_SNAKE verb, e.g. PREFERS, USES, '
    'HAS_ROLE, WORKS_AT, LIVES_IN>, "object": <a short name>, "object_type": <e.g. Language, Database, Role>, '
    '"confidence": <0.5 to 0.93>}]}. "we" is the speaker\'s company or team. Leave out questions, greetings, '
    "code, anything about a date or a passing state, and bug reports."
)


def active_extractor() -> Extractor:
    if settings.EXTRACTION_BACKEND == "chat":
        return ChatExtractor(
            url=settings.EXTRACTION_CHAT_URL,
            model=settings.EXTRACTION_CHAT_MODEL,
            api_key=settings.EXTRACTION_CHAT_API_KEY,
        )
    if settings.EXTRACTION_BACKEND == "tagged":
        return partial(extract_with_tagger, threshold=settings.EXTRACTION_THRESHOLD)
    return extract_message


class ChatExtractor:
    """Durable facts from a chat model, inside the same rules as the patterns."""

    def __init__(self, *, url: str, model: str, api_key: str = "", timeout: float = 30.0) -> None:
        self.url = url.rstrip("/") + "/chat/completions"
        self.model = model
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.timeout = timeout

    def __call__(self, text: str) -> Extraction:
        rules = extract_message(text)
        try:
            facts = self._ask(text)
        except (httpx2.HTTPError, ValueError, KeyError, TypeError) as exc:
            logger.warning("chat extraction failed, the patterns answer alone: %s", exc)
            rules.excluded.append(Excluded("", f"chat_unavailable: {exc.__class__.__name__}", 0, 0))
            return rules
        drafts = [d for d in rules.drafts if d.explicit]
        excluded = list(rules.excluded)
        for fact in facts:
            draft = self._draft(text, fact)
            if isinstance(draft, Excluded):
                excluded.append(draft)
            elif draft is not None:
                drafts.append(draft)
        return Extraction(drafts=drafts, excluded=excluded, unmatched=0)

    def _ask(self, text: str) -> list[dict[str, Any]]:
        body = {
            "model": self.model,
            "messages": [{"role": "system", "content": INSTRUCTIONS}, {"role": "user", "content": text}],
            "temperature": 0,
            "response_format": {"type": "json_object"},
        }
        response = httpx2.post(self.url, json=body, headers=self.headers, timeout=self.timeout)
        response.raise_for_status()
        content = response.json()["choices"][0]["message"]["content"]
        facts = json.loads(content)["facts"]
        if not isinstance(facts, list):
            raise ValueError("facts is not a list")
        return [f for f in facts if isinstance(f, dict)]

    @staticmethod
    def _draft(text: str, fact: dict[str, Any]) -> Draft | Excluded | None:
        sentence, obj, relation = (str(fact.get(k) or "").strip() for k in ("sentence", "object", "relation"))
        start = text.find(sentence) if sentence else -1
        if start < 0 or not obj or not relation or fact.get("about") not in WHO:
            return None  # a fact that does not quote the message is not trusted
        lang = language(sentence)
        reason = "question" if is_question(sentence, lang) else excluded_because(sentence, lang)
        if reason:
            return Excluded(sentence, reason, start, start + len(sentence))
        relation = relation.upper().replace(" ", "_")
        subject = fact.get("subject") or None
        confidence = min(0.93, max(0.5, float(fact.get("confidence") or 0.5)))
        return Draft(
            kind="memory",
            who=fact["about"],
            relation=relation,
            subject=subject,
            obj=obj[:200],
            object_type=str(fact.get("object_type") or ""),
            statement=statement(relation, obj, lang=lang, subject=subject),
            confidence=confidence,
            explicit=False,
            pattern="chat",
            lang=lang,
            start=start,
            end=start + len(sentence),
        )
