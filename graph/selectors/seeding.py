"""Finding the entities a name refers to: exact, one whole word of a longer name, near spelling.

`Seed` is the one record of "this stored entity was named", for recall (a whole
subject, `seeds_for_name`) and for context (each word of a question,
graph.retrieval's query seeds). The near-spelling floors differ on purpose, and
both live here so they are read side by side.
"""

import re
from dataclasses import dataclass
from typing import Any

from django.contrib.postgres.search import TrigramDistance, TrigramSimilarity
from django.db import transaction
from django.db.models import Q
from django.db.models.functions import Lower

from graph.models import Entity, Scope
from graph.read_replica import read_alias, read_connection
from graph.selectors.live import live_entities, live_entity_condition
from graph.sql.compiled import compiled_filters
from graph.text.names import STOP_WORDS, match_key, normalise, words

MAX_SEEDS = 3
# pg_trgm similarity below which a subject's spelling is not "near" ("dan"/"dana" is
# 0.5). A recall subject is meant to be a name, so a loose floor helps.
NEAR_SPELLING_FLOOR = 0.3
# The same for one word of a question (word similarity against stored names): a
# question holds many words that are not names, so the floor is stricter.
QUERY_WORD_NEAR_FLOOR = 0.45
# "Did you mean" is looser still ("Dama" suggests "Dana"): it only suggests, never acts.
SUGGESTION_FLOOR = 0.2
# The expression the trigram GiST index of entity names covers (Entity.Meta.indexes);
# trigrams are case-folded anyway, so it ranks exactly as name_norm would.
SPELLING = Lower("name_norm")


@dataclass(frozen=True)
class Seed:
    """A stored entity that a subject or a question's words named, and how."""

    id: int
    name: str
    type: str
    match: str  # exact | whole_word | prefix | near_spelling | type | attribute
    similarity: float = 1.0
    query_words: str | None = None  # for a question's seeds: the words that found it

    def as_dict(self) -> dict[str, Any]:
        found: dict[str, Any] = {"id": str(self.id), "name": self.name, "type": self.type or None, "match": self.match}
        if self.query_words is None:
            found["similarity"] = round(self.similarity, 3)
        else:
            found["query_words"] = self.query_words
        return found


def seeds_for_name(scope: Scope, query: str) -> tuple[list[Seed], dict[str, str]]:
    """The entities `query` names, best first, and what each seeding stage did."""
    norm = normalise(query)
    stages = {"exact": "ran", "whole_word": "skipped", "near_spelling": "skipped"}
    # Every recall by name runs this lookup: compiled once (graph.sql.compiled).
    exact = compiled_filters.rows(
        Entity, live_entity_condition(scope) & Q(name_norm=norm), values=("id", "name", "type"), limit=1
    )
    if exact:
        return [Seed(*exact[0], match="exact")], stages
    seeds: list[Seed] = []
    key = match_key(query)
    if key and not all(w in STOP_WORDS for w in words(query)):
        stages["whole_word"] = "ran"
        pattern = r"(^| )" + re.escape(key).replace(r"\ ", " ") + r"( |$)"
        for entity_id, name, type_ in (
            live_entities(scope)
            .filter(name_key__regex=pattern)
            .order_by("name_key", "id")
            .values_list("id", "name", "type")[:MAX_SEEDS]
        ):
            seeds.append(Seed(entity_id, name, type_, "whole_word"))
    if len(seeds) < MAX_SEEDS and norm:
        stages["near_spelling"] = "ran"
        # Ordered by trigram distance so the GiST index hands back the nearest names
        # first, without scoring every name that shares a few trigrams.
        near = (
            live_entities(scope)
            .annotate(distance=TrigramDistance(SPELLING, norm))
            .order_by("distance")
            .values_list("id", "name", "type", "distance")[: MAX_SEEDS * 2]
        )
        known = {s.id for s in seeds}
        seeds += [
            Seed(i, n, t, "near_spelling", 1 - d)
            for i, n, t, d in near
            if i not in known and 1 - d >= NEAR_SPELLING_FLOOR
        ]
    return seeds[:MAX_SEEDS], stages


def seeds_for_attribute(scope: Scope, key: str, value: Any, type_: str | None) -> list[Seed]:
    """Entities whose current attribute `key` has `value` (JSON containment, so any value type)."""
    entities = live_entities(scope).filter(attributes__contains={key: {"value": value}})
    if type_:
        entities = entities.filter(type_norm=normalise(type_))
    return [Seed(i, n, t, "attribute") for i, n, t in entities.order_by("id").values_list("id", "name", "type")[:50]]


def suggestions(scope: Scope | None, name: str, *, limit: int = 3) -> list[str]:
    """Up to `limit` stored names close to `name` ("did you mean"), closest first.

    Looser than near-spelling seeding ("Dama" suggests "Dana"): the trigram threshold
    is lowered for this transaction only, so the index still serves the lookup.
    """
    if scope is None:
        return []
    norm = normalise(name)
    with transaction.atomic(using=read_alias()), read_connection().cursor() as cursor:
        cursor.execute("SET LOCAL pg_trgm.similarity_threshold = %s", [SUGGESTION_FLOOR])
        return list(
            live_entities(scope)
            .alias(spelling=SPELLING)
            .filter(spelling__trigram_similar=norm)
            .annotate(similarity=TrigramSimilarity(SPELLING, norm))
            .order_by("-similarity", "name")
            .values_list("name", flat=True)[:limit]
        )
