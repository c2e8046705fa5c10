"""Finding the stored entities that a text names.

Every run of up to six words of the text is looked up against the entities' match
keys through the (scope, name_key) index: one query however many entities the scope
holds. Names in scripts written without spaces (Japanese, Chinese, Korean) have no
word boundaries to look up, so those few are matched by substring in SQL.
"""

from graph.models import Entity, Scope
from graph.read_replica import read_connection
from graph.text.names import UNSPACED_SCRIPT, normalise, word_ngrams

MAX_NAME_WORDS = 6


def entities_named_in(scope: Scope, texts: list[str]) -> list[list[int]]:
    """For each text, the ids of the live entities of `scope` that it names (in no order)."""
    grams_per_text = [word_ngrams(text, max_words=MAX_NAME_WORDS) for text in texts]
    all_grams = set().union(*grams_per_text) if grams_per_text else set()
    by_key: dict[str, list[int]] = {}
    if all_grams:
        # One array parameter rather than an IN list: a thousand passages give ~10^5 grams,
        # and binding each as its own parameter costs more than the lookup itself.
        with read_connection().cursor() as cursor:
            cursor.execute(
                "SELECT name_key, id FROM graph_entity WHERE scope_id = %s AND forgotten_at IS NULL "
                "AND name_key = ANY(%s::text[])",
                [scope.pk, list(all_grams)],
            )
            for key, entity_id in cursor.fetchall():
                by_key.setdefault(key, []).append(entity_id)
    found = [sorted({i for gram in grams & by_key.keys() for i in by_key[gram]}) for grams in grams_per_text]
    unspaced_texts = [(index, normalise(t)) for index, t in enumerate(texts) if UNSPACED_SCRIPT.search(t)]
    if unspaced_texts:
        candidates = list(
            Entity.objects.filter(
                scope=scope, forgotten_at__isnull=True, name_norm__regex=UNSPACED_SCRIPT.pattern
            ).values_list("name_norm", "id")[:5000]
        )
        for index, text in unspaced_texts:
            extra = {entity_id for name, entity_id in candidates if name in text}
            found[index] = sorted(set(found[index]) | extra)
    return found
