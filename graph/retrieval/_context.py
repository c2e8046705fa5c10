import re
from typing import Any

from django.conf import settings
from django.db import transaction

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs import ContextIn
from graph.embeddings import backend
from graph.models import Scope
from graph.read_replica import read_alias, read_connection
from graph.retrieval._answer_types import asks_for_person, favour_people, with_picture_words
from graph.retrieval._bm25 import bm25_passages
from graph.retrieval._candidates import VECTOR_SETTINGS, WalkedFact, graph_facts, passage_links, seed_relations
from graph.retrieval._cjk_meaning import cjk_answer_floor, cjk_meaning_route, start_cjk_embedding
from graph.retrieval._cjk_words import cjk_route_weights, cjk_word_route
from graph.retrieval._dates import said_date_route
from graph.retrieval._feedback import feedback_route
from graph.retrieval._grounding import name_stems, stems, verdict
from graph.retrieval._lexicon import category_route
from graph.retrieval._meaning import PendingMeaning, meaning_route, seed_meaning_route, start_embedding
from graph.retrieval._query_seeds import TRIGRAM_SETTINGS, query_seeds
from graph.retrieval._question_kinds import asks_for_list, asks_for_reason
from graph.retrieval._ranking import Candidate, RankedList, boost_mentions, fuse, ranked, spread_to_neighbours
from graph.retrieval._spread import SPREAD_DEPTH, passage_sessions, spread
from graph.selectors.compact import compact_item
from graph.selectors.derived import with_derived
from graph.selectors.facts import fact_reply, live_facts
from graph.selectors.passages import passage_item, passages_by_id
from graph.selectors.seeding import Seed
from graph.text.cjk_words import has_cjk
from graph.text.dates import parse_instant
from graph.text.names import content_words

# What follows a Japanese name in a question (ゆきさんは …), left out with the name.
CJK_HONORIFICS = "(?:さん|さま|様|くん|君|ちゃん|先生)?"
# A meaning-only hit must be this similar to count as answering a paraphrase.
ANSWER_FLOOR_MARGIN = 0.10
# Seeds found by these matches name an entity with the question's own words.
NAME_MATCHES = ("exact", "whole_word", "prefix")
# The best passages whose adjacent passages gain a share of their score.
NEIGHBOURS_OF = 50
# How far a why-question's neighbours reach: its answer is often said two turns after the deed
# it explains, once the other speaker has asked why ("I signed up …" / "Why?" / "Honestly, …").
REASON_REACH = 2


def context(*, ctx: CallContext, params: ContextIn) -> dict[str, Any]:
    """Rank the facts and passages of one scope that bear on `query`, each cited.

    Seeds come from the stored names and types the query's words name (exact, whole
    word, prefix, near spelling; stop-words never alone); the graph is walked `hops`
    (0–3) from them in SQL; passages also come from full-text search and, when a model
    is armed, from meaning above a calibrated floor; one fused ranking keeps `k` items.
    Returns `state` (answered | nothing_stored | could_not_judge), `grounding`
    (grounded | grounded_by_meaning | related | nothing_stored, with `uncovered` words),
    items with text, kind, citation (source, verified span, found_by), source_date and
    seeds, and how each seeding stage ran. Read-only.
    Refuses: 422 invalid_arguments (k outside 1..100, hops outside 0..3), 422 invalid_date.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    valid_at = parse_instant(params.valid_at, field="valid_at", end_of_day=True)
    scope = find_scope(ctx, params.scope, params.user_id)
    if scope is None:
        return _empty(params, params.scope or ctx.header_scope or "default", {"scope": "never_written"})
    with transaction.atomic(using=read_alias()):  # one snapshot for every route, and the routes' settings for it alone
        _set_for_transaction({**TRIGRAM_SETTINGS, **VECTOR_SETTINGS})
        return _context_in(scope, params, as_of, valid_at)


def _set_for_transaction(values: dict[str, str]) -> None:
    """SET LOCAL of several settings in one round trip."""
    calls = ", ".join("set_config(%s, %s, true)" for _ in values)
    with read_connection().cursor() as cursor:
        cursor.execute(f"SELECT {calls}", [part for item in values.items() for part in item])


def _context_in(scope: Scope, params: ContextIn, as_of: Any, valid_at: Any) -> dict[str, Any]:
    seeds, stages = query_seeds(scope, params.query)
    routes, walked, failure, answer_floor = _routes(scope, params, seeds, stages, as_of=as_of, valid_at=valid_at)
    weights, reach = cjk_route_weights(params.query), REASON_REACH if asks_for_reason(params.query) else 1
    candidates, mentions = _ranked(scope, routes, seeds, weights, reach=reach)
    if asks_for_list(params.query):
        candidates, mentions = _list_ranking(scope, params.query, routes, seeds, candidates, mentions, weights)
    elif asks_for_person(params.query):
        candidates = favour_people(candidates, frozenset(w.lower() for s in seeds for w in s.name.split()))
    top = candidates[: params.k]
    facts = {f.pk: f for f in live_facts(scope).filter(pk__in=[c.id for c in top if c.kind == "fact"])}
    top = [c for c in top if c.kind != "fact" or c.id in facts]
    items = _items(scope, top, facts, seeds, mentions)
    items = with_derived(
        items,
        scope,
        seeds if params.hops else [],
        k=params.k,
        seed_relations=seed_relations(walked),
        as_of=as_of,
        valid_at=valid_at,
    )
    return _reply(scope, params, items, seeds, stages, failure, answer_floor)


def _routes(
    scope: Scope, params: ContextIn, seeds: list[Seed], stages: dict[str, str], *, as_of: Any, valid_at: Any
) -> tuple[dict[str, RankedList], list, str | None, tuple[str, float]]:
    """Each route's ranked candidates, the facts the walk reached, why meaning failed (or None),
    and the meaning route whose similarity may ground an answer with the floor it must reach:
    e5's own for a question it embedded, MiniLM's for any other."""
    words = with_picture_words(content_words(params.query))
    names = _unscored_words(words, seeds)
    asked = _without_words(params.query, names)
    # A mostly Japanese or Chinese question is embedded by e5 alone when e5 is armed: MiniLM's
    # similarities there are flat and its vector cost ~8 ms of CPU, while without it the dev
    # parts' recall rose (docs/retrieval.md, ninth round). Either computes while the walk and
    # BM25 run. Any other question (or with e5 not armed): MiniLM's, as before.
    pending_cjk = start_cjk_embedding(params.query, asked)
    pending = start_embedding(asked) if pending_cjk.vector is None else PendingMeaning(None)
    routes: dict[str, RankedList] = {}
    walked = graph_facts(scope, [s.id for s in seeds], hops=params.hops, as_of=as_of, valid_at=valid_at)
    routes["graph_fact"] = [(("fact", f.id), 1.0 / f.hop, {"hop": f.hop}) for f in walked]
    routes["fact_words"] = _facts_by_words(walked, params.query)
    routes["full_text"] = [(("passage", pid), score, {}) for pid, score in bm25_passages(scope, words, names)]
    routes["said_date"] = said_date_route(scope, params.query)
    routes["cjk_words"] = cjk_word_route(scope, _without_words(params.query, names))  # [] (no SQL) for other questions
    if asks_for_list(params.query):
        routes["category"] = category_route(scope, params.query)
    if pending_cjk.vector is not None:
        stages["meaning"] = "replaced_by_cjk_meaning"
        found = cjk_meaning_route(scope, pending_cjk, stages)
        routes["cjk_meaning"], failure = found.ranked, found.failure
        answer_floor = ("cjk_meaning", cjk_answer_floor(found, is_list=asks_for_list(params.query)))
    else:
        routes["meaning"], failure = meaning_route(scope, pending, stages)
        answer_floor = ("meaning", settings.MEANING_FLOOR + ANSWER_FLOOR_MARGIN)
    if cjk_route_weights(params.query)["seed_meaning"] and not failure:
        named = [s.id for s in seeds if s.match in NAME_MATCHES and s.query_words]
        routes["seed_meaning"] = seed_meaning_route(scope, pending, named, asked)
    return routes, walked, failure, answer_floor


def _list_ranking(
    scope: Scope,
    query: str,
    routes: dict[str, RankedList],
    seeds: list[Seed],
    candidates: list[Candidate],
    mentions: dict,
    weights: dict[str, float],
) -> tuple[list[Candidate], dict]:
    """A list question's ranking: fused again with the feedback of its best category hits, then
    spread across sessions (its answer lies in several)."""
    words = content_words(query)
    routes["feedback"] = feedback_route(scope, candidates, words, _unscored_words(words, seeds))
    if routes["feedback"]:
        candidates, mentions = _ranked(scope, routes, seeds, weights, reach=1)
    heads = [c.id for c in candidates[:SPREAD_DEPTH] if c.kind == "passage"]
    return spread(candidates, passage_sessions(scope, heads)), mentions


def _reply(
    scope: Scope,
    params: ContextIn,
    items: list[dict],
    seeds: list[Seed],
    stages: dict[str, str],
    failure: Any,
    answer_floor: tuple[str, float],
) -> dict[str, Any]:
    if failure:
        state = "could_not_judge"
    else:
        state = "answered" if items else "nothing_stored"
    grounding = verdict(
        params.query,
        items,
        exact_seed_names=[s.name for s in seeds if s.match == "exact"],
        answer_floor=answer_floor[1],
        seed_words=_seed_words(seeds),
        meaning_route=answer_floor[0],
    )
    if params.compact:
        return {
            "state": state,
            "scope": scope_label(scope),
            "grounding": grounding,
            "items": [compact_item(item) for item in items],
        }
    return {
        "state": state,
        "scope": scope_label(scope),
        "query": params.query,
        "grounding": grounding,
        "items": items,
        "seeds": [s.as_dict() for s in seeds],
        "seeding": stages,
        "could_not_judge": failure,
        "meaning": "not_armed" if backend() is None else "armed",
    }


def _ranked(
    scope: Scope, routes: dict[str, RankedList], seeds: list[Seed], weights: dict[str, float], *, reach: int
) -> tuple[list[Candidate], dict]:
    """Every candidate best first, and the seeds each passage is linked to: the routes fused,
    then passages boosted by their links to seeds, then by the scores of their best neighbours
    up to `reach` passages away."""
    candidates = fuse(routes, method=settings.RETRIEVAL_FUSION, meaning_floor=settings.MEANING_FLOOR, weights=weights)
    passage_ids = [pid for kind, pid in candidates if kind == "passage"]
    links = passage_links(scope, passage_ids, [s.id for s in seeds], reach=reach)
    seed_names = {s.id: s.name for s in seeds}
    mentions = {pid: [seed_names[e] for e in linked] for pid, linked in links.mentions.items()}
    boost_mentions(candidates, mentions)
    best = [c.id for c in ranked(candidates) if c.kind == "passage"][:NEIGHBOURS_OF]
    spread_to_neighbours(candidates, {pid: links.neighbours[pid] for pid in best if pid in links.neighbours})
    return ranked(candidates), mentions


def _unscored_words(words: list[str], seeds: list[Seed]) -> frozenset[str]:
    """The seeds' names among the question's words, unless it has no other words.

    A name is said (or, for a speaker, written) in most passages about its entity, so as a
    scored word it ranks that entity's shortest passages first whatever they say; the link
    to the seed counts instead, as a small boost. A question of names alone ranks by them.
    """
    names = frozenset(w for s in seeds if s.match in NAME_MATCHES and s.query_words for w in s.query_words.split())
    return names if any(w not in names for w in words) else frozenset()


def _without_words(query: str, names: frozenset[str]) -> str:
    """The question without the seeds' names (and their possessive 's, or a Japanese name's
    honorific), for meaning search and the CJK word route.

    An embedding of "Which substitute did Gabriel recommend?" is closest to Gabriel's
    shortest turns, whatever they say ("Gabriel: A bit of both."), for the reason BM25
    does not score names. A Japanese or Chinese name has no word boundary around it
    (王伟尝试过哪些乐器): its terms would rank every turn the speaker said ("王伟: …") and every
    greeting naming them (こんばんは、ゆきさん).
    """
    if not names:
        return query
    latin = [re.escape(name) for name in sorted(names) if not has_cjk(name)]
    cjk = [re.escape(name) for name in sorted(names, key=len, reverse=True) if has_cjk(name)]
    patterns = [r"\b(?:" + "|".join(latin) + r")(?:['’]s)?\b"] if latin else []
    patterns += ["(?:" + "|".join(cjk) + ")" + CJK_HONORIFICS] if cjk else []
    return " ".join(re.sub("|".join(patterns), " ", query, flags=re.IGNORECASE).split())


def _seed_words(seeds: list[Seed]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for seed in seeds:
        if seed.match != "exact":
            found.setdefault(seed.query_words, set()).update(stems(f"{seed.name} {seed.type}"))
    return found


def _empty(params: ContextIn, label: str, stages: dict[str, str]) -> dict[str, Any]:
    grounding = {"verdict": "nothing_stored", "uncovered": sorted(stems(params.query))}
    if params.compact:
        return {"state": "nothing_stored", "scope": label, "grounding": grounding, "items": []}
    return {
        "state": "nothing_stored",
        "scope": label,
        "query": params.query,
        "grounding": grounding,
        "items": [],
        "seeds": [],
        "seeding": stages,
        "could_not_judge": None,
        "meaning": "not_armed" if backend() is None else "armed",
    }


def _facts_by_words(walked: list[WalkedFact], query: str) -> list:
    wanted = stems(query)
    scored = []
    for fact in walked:
        # A text's stems are its words' stems: a fact's are its parts' together, and the
        # parts (names, relations) recur across facts and questions.
        subject, relation, obj = fact.parts
        covered = len(wanted & (name_stems(subject) | name_stems(relation) | name_stems(obj)))
        if covered:
            scored.append((("fact", fact.id), covered / len(wanted), {"words": covered}))
    return sorted(scored, key=lambda row: (-row[1], -row[0][1]))


def _items(
    scope: Scope, ranked: list[Candidate], facts: dict[int, Any], seeds: list[Seed], mentions: dict[int, list[str]]
) -> list[dict]:
    passages = passages_by_id(scope, [c.id for c in ranked if c.kind == "passage"])
    by_id = {s.id: s for s in seeds}
    items = []
    for candidate in ranked:
        if candidate.kind == "fact":
            fact = facts[candidate.id]
            seed = by_id.get(fact.subject_id) or by_id.get(fact.object_id)
            item = fact_reply(fact, found_by=candidate.routes)
            item.update(
                kind="fact",
                text=f"{fact.subject.name} {fact.type} {fact.object.name}",
                seeds=[seed.name] if seed else [],
            )
        else:
            item = passage_item(passages[candidate.id], candidate.routes, mentions.get(candidate.id, []))
        item["score"] = round(candidate.score, 5)
        items.append(item)
    return items
