"""Seeds of a question: the stored entities and types its words name.

A seed comes from an exact name in the question (any run of up to six words), one
whole word of a longer stored name ("Priya" → Priya Raman), the start of a word
("Pri" → Priya Raman, three letters at least), a near spelling ("Dna" → Dana), or a
stored type word ("which company" → every Company). Stop-words never seed alone.
"""

import re

from graph.models import Scope
from graph.read_replica import read_connection
from graph.selectors.live import live_entities
from graph.selectors.scope_estimate import THE_SCOPE
from graph.selectors.seeding import QUERY_WORD_NEAR_FLOOR, Seed
from graph.text.cjk_words import has_cjk
from graph.text.names import content_words, normalise, word_ngrams

MAX_PER_WORD = 3
# Japanese and Chinese write no spaces: a name is some run of characters inside a longer run
# (王伟尝试过哪些乐器 holds 王伟). Names of two to this many characters are looked for.
MAX_CJK_NAME = 6
MAX_TYPE_MEMBERS = 25
MIN_PREFIX = 3
# What near-spelling seeding needs set in its transaction (context sets every route's at
# once): the trigram operator <% keeps names at least this close to a word.
TRIGRAM_SETTINGS = {"pg_trgm.word_similarity_threshold": str(QUERY_WORD_NEAR_FLOOR)}


def query_seeds(scope: Scope, query: str) -> tuple[list[Seed], dict[str, str]]:
    """Every entity the question names, and what each seeding stage did.

    A fixed number of queries whatever the question's length: each stage looks up all
    the words still unmatched at once. Runs in a transaction that holds TRIGRAM_SETTINGS.
    """
    words = content_words(query)
    stages = {
        "exact": "ran",
        "whole_word": "skipped",
        "prefix": "skipped",
        "near_spelling": "skipped",
        "type": "skipped",
    }
    grams = {g for g in word_ngrams(query) if any(w in words for w in g.split())} | cjk_name_grams(query)
    seeds: dict[int, Seed] = {}
    for entity_id, name, type_, key in (
        live_entities(scope).filter(name_key__in=grams).values_list("id", "name", "type", "name_key")
    ):
        seeds[entity_id] = Seed(entity_id, name, type_, "exact", query_words=key)
    covered = {w for s in seeds.values() for w in s.query_words.split()}
    remaining = [w for w in words if w not in covered]
    for stage in (_word_seeds, _type_seeds, _near_seeds):
        if not remaining:
            break
        found = stage(scope, remaining, stages)
        for seed in found:
            seeds.setdefault(seed.id, seed)
        remaining = [w for w in remaining if w not in {s.query_words for s in found}]
    return list(seeds.values()), stages


def cjk_name_grams(query: str) -> set[str]:
    """Every run of 2..MAX_CJK_NAME Japanese or Chinese characters in the question, normalised
    as names are, to look up as exact names ({} for a question without any)."""
    if not has_cjk(query):
        return set()
    runs = re.findall(r"\w+", "".join(ch if has_cjk(ch) else " " for ch in normalise(query)))
    return {
        run[start : start + size]
        for run in runs
        for size in range(2, MAX_CJK_NAME + 1)
        for start in range(len(run) - size + 1)
    }


def _word_seeds(scope: Scope, words: list[str], stages: dict[str, str]) -> list[Seed]:
    """Whole words of longer names, else word starts (three letters or more)."""
    stages["whole_word"] = "ran"
    if any(len(w) >= MIN_PREFIX for w in words):
        stages["prefix"] = "ran"
    alternation = "|".join(re.escape(w) for w in words)
    rows = list(
        live_entities(scope)
        .filter(name_key__regex=rf"(^| )({alternation})")
        .order_by("name_key", "id")
        .values_list("id", "name", "type", "name_key")[:200]
    )
    found = []
    for word in words:
        whole = re.compile(rf"(^| ){re.escape(word)}( |$)")
        start = re.compile(rf"(^| ){re.escape(word)}")
        matches = [(r, "whole_word") for r in rows if whole.search(r[3])][:MAX_PER_WORD]
        if not matches and len(word) >= MIN_PREFIX:
            matches = [(r, "prefix") for r in rows if start.search(r[3])][:MAX_PER_WORD]
        found += [Seed(r[0], r[1], r[2], how, query_words=word) for r, how in matches]
    return found


def _type_seeds(scope: Scope, words: list[str], stages: dict[str, str]) -> list[Seed]:
    """Stored type words ("company", "companies") seed the most recent members of each type (one statement)."""
    stages["type"] = "ran"
    forms = {}
    for word in words:
        for form in {
            word,
            word.rstrip("s"),
            word[:-2] if word.endswith("es") else word,
            word[:-3] + "y" if word.endswith("ies") else word,
        }:
            forms.setdefault(form, word)
    sql = """
        SELECT t.type_norm, e.id, e.name, e.type
        FROM (SELECT DISTINCT type_norm FROM graph_entity
              WHERE scope_id = %(scope)s AND forgotten_at IS NULL AND type_norm = ANY(%(forms)s)) t
        CROSS JOIN LATERAL (
            SELECT id, name, type FROM graph_entity
            WHERE scope_id = %(scope)s AND forgotten_at IS NULL AND type_norm = t.type_norm
            ORDER BY updated_at DESC LIMIT %(members)s
        ) e
    """
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk, "forms": list(forms), "members": MAX_TYPE_MEMBERS})
        rows = cursor.fetchall()
    return [Seed(i, n, t, "type", query_words=forms[type_norm]) for type_norm, i, n, t in rows]


def _near_seeds(scope: Scope, words: list[str], stages: dict[str, str]) -> list[Seed]:
    """Near spellings of a name's word, nearest first (GiST trigram index, one query for all words)."""
    candidates = [w for w in words if len(w) >= 4]
    if not candidates:
        return []
    stages["near_spelling"] = "ran"
    sql = f"""
        SELECT w.word, e.id, e.name, e.type, e.distance FROM unnest(%(words)s::text[]) AS w(word)
        CROSS JOIN LATERAL (
            SELECT id, name, type, w.word <<-> name_key AS distance FROM graph_entity
            WHERE scope_id = {THE_SCOPE} AND forgotten_at IS NULL AND w.word <%% name_key
            ORDER BY w.word <<-> name_key LIMIT %(per_word)s
        ) e
    """
    # The <% filter lets the trigram index on name_key pick the few close names first; its
    # threshold is TRIGRAM_SETTINGS, which the caller's transaction holds. The scope is
    # THE_SCOPE (graph.selectors.scope_estimate): with its id, a scope grown since the last
    # ANALYZE had every name of the scope scored instead.
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"words": candidates, "scope": scope.pk, "per_word": MAX_PER_WORD})
        rows = cursor.fetchall()
    return [Seed(i, n, t, "near_spelling", query_words=w) for w, i, n, t, d in rows if 1 - d >= QUERY_WORD_NEAR_FLOOR]
