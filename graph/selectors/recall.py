"""memory_recall: what is stored about one entity, both directions, each fact cited."""

import re
from datetime import datetime
from functools import lru_cache
from typing import Any, NamedTuple

from graph.access import CallContext, find_scope, readable_scope_condition, scope_label
from graph.contracts.inputs import RecallIn
from graph.embeddings import meaning_state
from graph.models import Document, Entity, Passage, Scope
from graph.selectors.compact import compact_item
from graph.selectors.derived import add_derived
from graph.selectors.facts import (
    END_FIELDS,
    FACT_ROW_WIDTH,
    fact_of_row,
    fact_reply,
    facts_touching,
    time_filter_sql,
    touching_sql,
)
from graph.selectors.passages import passage_item
from graph.selectors.seeding import Seed, seeds_for_attribute, seeds_for_name
from graph.sql.compiled import compiled_filters
from graph.sql.raw_rows import Columns, RowValues, attach, prepared_cursor
from graph.text.dates import iso, parse_instant
from graph.text.names import normalise
from identity.models import Organisation

MAX_PASSAGES = 10


def recall(*, ctx: CallContext, params: RecallIn) -> dict[str, Any]:
    """Recall one entity by `subject` (exact, case, near spelling, or one whole word of a
    longer name) or by `attribute` {key, value, type?}, and the facts that touch it.

    Returns `state` (answered | nothing_stored — never an invented answer), the seeds
    and how each stage ran, the entities found, and up to `k` facts, each with
    `direction`, `citation` (source, verified span or null with span_state, found_by),
    `source_date` and `seed`. `as_of` reads what was known then, `valid_at` what was
    true then. `compact` returns each item once with no diagnostics.
    Refuses: 422 invalid_arguments (neither or both of subject/attribute, k out of
    1..1000), 422 invalid_date.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    valid_at = parse_instant(params.valid_at, field="valid_at", end_of_day=True)
    read = _read_in_one_statement(ctx, params, as_of, valid_at) if params.subject is not None else None
    if read is None:
        scope = find_scope(ctx, params.scope, params.user_id)
        if scope is None:
            return _nothing(params.scope or ctx.header_scope or "default", params, {"scope": "never_written"})
        read = _Read(scope)
    scope = read.scope
    if read.seeds is None:  # no seed named exactly: the other seeding stages, then facts and passages
        seeds, stages = _seeds(scope, params)
        if not seeds:
            return _nothing(scope_label(scope), params, stages)
        by_id = {seed.id: seed for seed in seeds}
        rows = facts_touching(
            scope, list(by_id), direction=params.direction, as_of=as_of, valid_at=valid_at, limit=params.k + 1
        )
        read = _Read(scope, seeds, stages, rows, _passages(scope, by_id))
    return _reply(read, params, as_of, valid_at)


class _Read(NamedTuple):
    """What recall read: the scope, and once seeded, the seeds, how seeding ran, the facts
    touching them (k + 1 at most), their passages, and the seed entities read with them."""

    scope: Scope
    seeds: list[Seed] | None = None
    stages: dict[str, str] | None = None
    rows: list[Any] | None = None
    passages: list[dict[str, Any]] | None = None
    entities: dict[int, Entity | RowValues] | None = None


def _reply(read: _Read, params: RecallIn, as_of: datetime | None, valid_at: datetime | None) -> dict[str, Any]:
    scope, seeds, rows = read.scope, read.seeds, read.rows
    by_id = {seed.id: seed for seed in seeds}
    truncated = len(rows) > params.k
    # Each seed's dict and found_by once, shared by its facts' items (replies are only read).
    described = {s.id: (s.as_dict(), {"route": "graph", "seed": s.name, "match": s.match}) for s in seeds}
    items = [_fact_item(fact, described) for fact in rows[: params.k]]
    reading = {"direction": params.direction, "as_of": as_of, "valid_at": valid_at}
    stored = None if truncated else rows  # all the facts touching the seeds: what any derivation starts from
    truncated = add_derived(items, scope, by_id, k=params.k, stored=stored, **reading) or truncated
    entities = [_entity_item(e, by_id[e.pk]) for e in _seed_entities(rows, by_id, read.entities or {})]
    passages = read.passages
    if params.compact:
        return {
            "state": "answered",
            "scope": scope_label(scope),
            "items": [compact_item(i) for i in [*({**e, "kind": "entity"} for e in entities), *items, *passages]],
            "truncated": truncated,
        }
    found = {"entities": entities, "facts": items, "passages": passages, "count": len(items), "truncated": truncated}
    return {"state": "answered", "scope": scope_label(scope), "subject": params.subject} | {
        "seeds": [s.as_dict() for s in seeds],
        "seeding": read.stages,
        **found,
        "meaning": meaning_state(),
    }


def _seeds(scope: Any, params: RecallIn) -> tuple[list[Seed], dict[str, str]]:
    """The entities the call asks about, by name or by attribute, and how each seeding stage ran."""
    if params.subject is not None:
        return seeds_for_name(scope, params.subject)
    attribute = params.attribute
    return seeds_for_attribute(scope, attribute.key, attribute.value, attribute.type), {"attribute": "ran"}


def _nothing(label: str, params: RecallIn, stages: dict[str, str]) -> dict[str, Any]:
    if params.compact:
        return {"state": "nothing_stored", "scope": label, "items": []}
    return {
        "state": "nothing_stored",
        "scope": label,
        "subject": params.subject,
        "seeds": [],
        "seeding": stages,
        "entities": [],
        "facts": [],
        "count": 0,
        "truncated": False,
        "meaning": meaning_state(),
    }


def _fact_item(fact: Any, described: dict[int, tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, Any]:
    """The reply of a fact touching a seed; `described` holds each seed's dict and found_by."""
    outbound = fact.subject_id in described
    seed, found_by = described[fact.subject_id if outbound else fact.object_id]
    return fact_reply(fact, direction="outbound" if outbound else "inbound", seed=seed, found_by=found_by)


def _seed_entities(facts: list[Any], by_id: dict[int, Seed], read: dict[int, Any]) -> list[Entity | RowValues]:
    """The seed entities: those `read` with the seeds, else taken from the facts already loaded
    where they appear (a query saved), else read."""
    known: dict[int, Entity | RowValues] = dict(read)
    if not by_id.keys() <= known.keys():  # some seed not read with the seeds: look among the ends
        for fact in facts:
            for end in (fact.subject, fact.object):
                if end.pk in by_id:
                    known.setdefault(end.pk, end)
    missing = [pk for pk in by_id if pk not in known]
    if missing:
        known.update({e.pk: e for e in Entity.objects.filter(pk__in=missing)})
    return [known[pk] for pk in sorted(known)]


def _entity_item(entity: Entity | RowValues, seed: Seed) -> dict[str, Any]:
    return {
        "id": str(entity.pk),
        "name": entity.name,
        "type": entity.type or None,
        "attributes": {k: v.get("value") for k, v in entity.attributes.items()},
        "attributes_valid_from": {k: v.get("valid_from") for k, v in entity.attributes.items()},
        "metadata": entity.metadata,
        "created_at": iso(entity.created_at),
        "seed": seed.as_dict(),
    }


# What passage_item reads of a passage and its document, and what the statement joins and orders
# by: a row held 23 columns of them, among them the passage's e5 vector (its Japanese or Chinese
# text's), which no reply reads. A column left out is missing from the RowValues, as in facts.
_PASSAGE = Columns(
    Passage,
    "p",
    only=("id", "document_id", "text", "start", "end", "key", "source_date"),
    related=("document", "stored_span"),
)
_PASSAGE_DOCUMENT = Columns(Document, "d", only=("id", "source_label", "created_at", "forgotten_at"))
_PASSAGE_ORDER = "p.source_date DESC, m.passage_id DESC"


def _passages_sql(*, scope: str, ids: str, numbered: str = "") -> str:
    """The live passages linked to `ids` in `scope` (SQL: placeholders, or columns of an enclosing
    statement), newest first, each with its document and the span cut from its text; at most
    %(passage_limit)s mentions. The passage and its document are LATERAL lookups by id behind
    OFFSET 0, planned on their own, as in graph.selectors.facts (planning the joins together cost
    more than running them). `numbered` names a last column holding each row's place."""
    place = f", row_number() OVER (ORDER BY {_PASSAGE_ORDER}) AS {numbered}" if numbered else ""
    return f"""
    SELECT m.entity_id, {_PASSAGE.sql}, {_PASSAGE_DOCUMENT.sql}, d.stored_span{place}
    FROM graph_passagemention m
    CROSS JOIN LATERAL (
        SELECT {_PASSAGE.sql} FROM graph_passage p WHERE p.id = m.passage_id AND p.forgotten_at IS NULL OFFSET 0
    ) p
    CROSS JOIN LATERAL (
        SELECT {_PASSAGE_DOCUMENT.sql}, SUBSTRING(d."text", p."start" + 1, p."end" - p."start") AS stored_span
        FROM graph_document d WHERE d.id = p.document_id AND d.forgotten_at IS NULL OFFSET 0
    ) d
    WHERE m.scope_id = {scope} AND m.entity_id = ANY({ids})
    ORDER BY {_PASSAGE_ORDER}
    LIMIT %(passage_limit)s
"""


def _passages(scope: Any, by_id: dict[int, Seed]) -> list[dict[str, Any]]:
    """The passages linked to the seeds (newest first), each cited — one statement."""
    with prepared_cursor() as cursor:
        cursor.execute(
            _passages_sql(scope="%(scope)s", ids="%(ids)s"),
            {"scope": scope.pk, "ids": list(by_id), "passage_limit": MAX_PASSAGES * 3},
        )
        mentions = cursor.fetchall()
        db = cursor.db
    return _passage_items(mentions, 0, by_id, db)


def _passage_items(mentions: list[Any], start: int, by_id: dict[int, Seed], db: Any) -> list[dict[str, Any]]:
    """The replies of _passages_sql's rows (whose columns begin at `start`): each passage once,
    with the seeds it mentions, MAX_PASSAGES at most."""
    rows: dict[int, Any] = {}
    names: dict[int, list[str]] = {}
    for mention in mentions:
        entity_id, row = mention[start], mention[start + 1 :]
        passage = rows.get(row[0])
        if passage is None:
            document = _PASSAGE_DOCUMENT.read(row, _PASSAGE.width, db)
            passage = rows[row[0]] = _PASSAGE.read(row, 0, db, document, row[_PASSAGE.width + _PASSAGE_DOCUMENT.width])
        names.setdefault(passage.pk, []).append(by_id[entity_id].name)
    return [
        passage_item(passage, {"graph_passage": {"seeds": names[pid]}}, names[pid])
        for pid, passage in list(rows.items())[:MAX_PASSAGES]
    ]


# --- A recall by a name stored exactly: the scope, the seed, its facts and passages, one statement ---

_SCOPE = Columns(Scope, "sc")
_SEED = Columns(Entity, "e", only=END_FIELDS)
_SEED_AT = _SCOPE.width + 1  # after the scope's columns and its organisation's slug
_FACTS_AT = _SEED_AT + _SEED.width
_PASSAGES_AT = _FACTS_AT + FACT_ROW_WIDTH + 1  # after the facts' columns and their place
_ORGANISATION = Organisation._meta.db_table


@lru_cache(maxsize=64)
def _one_statement(scope_sql: str, time_sql: str, direction: str) -> str:
    """Recall's statement for a scope lookup's SQL (graph.sql.compiled, its %s placeholders named
    %(scope_0)s …), a reading time and a direction. Each row holds the scope, its organisation's
    slug and the seed named exactly (NULL when none is), then the n-th fact and the n-th passage
    mention side by side (either NULL once the other list is longer); the scope and seed on the
    first row only (the others would repeat them); no row when no scope is found. The seed,
    facts and passages are lookups by the ids of the rows before them, so their plans are the
    same index walks whatever the statement's values."""
    scope_sql = _named_placeholders(scope_sql, "scope")
    facts = touching_sql(
        scope="sc.id", ids="ARRAY[e.id]", time=time_sql, direction=direction, numbered="fact_n", seeds_read=True
    )
    passages = _passages_sql(scope="sc.id", ids="ARRAY[e.id]", numbered="passage_n")
    statement = f"""
    SELECT hd.*, fp.*
    FROM ({scope_sql}) sc
    LEFT JOIN LATERAL (
        SELECT {_SEED.sql} FROM graph_entity e
        WHERE e.scope_id = sc.id AND e.forgotten_at IS NULL AND e.name_norm = %(norm)s LIMIT 1
    ) e ON TRUE
    LEFT JOIN LATERAL (
        SELECT * FROM ({facts}) f FULL JOIN ({passages}) m ON f.fact_n = m.passage_n
    ) fp ON e.id IS NOT NULL
    LEFT JOIN LATERAL (
        SELECT {_SCOPE.sql}, (SELECT o.slug FROM {_ORGANISATION} o WHERE o.id = sc.organisation_id), {_SEED.sql}
    ) hd ON COALESCE(fp.fact_n, fp.passage_n, 1) = 1
    ORDER BY COALESCE(fp.fact_n, fp.passage_n)
"""
    # Spaces squeezed (no literal in it holds two): psycopg parses a statement for its
    # placeholders on every call when its text is longer than 4,096 bytes, once otherwise.
    return " ".join(statement.split())


def _named_placeholders(sql: str, prefix: str) -> str:
    """`sql` with its positional %s placeholders named %(prefix_0)s, %(prefix_1)s … (%% kept)."""
    count = iter(range(1_000))
    return re.sub(r"%%|%s", lambda m: m[0] if m[0] == "%%" else f"%({prefix}_{next(count)})s", sql)


def _read_in_one_statement(
    ctx: CallContext, params: RecallIn, as_of: datetime | None, valid_at: datetime | None
) -> _Read | None:
    """The scope, the seed named exactly, its facts (k + 1) and passages, read in one statement.
    None when the scope lookup's shape is not compiled or no scope is found (find_scope then
    answers, and refuses); a _Read without seeds when none is named exactly."""
    lookup = compiled_filters.sql(Scope, readable_scope_condition(ctx, params.scope, params.user_id), limit=1)
    if lookup is None:
        return None
    scope_sql, scope_values = lookup
    time_sql, values = time_filter_sql(as_of, valid_at, alias="f", named=True)
    values.update({f"scope_{i}": value for i, value in enumerate(scope_values)})
    values.update(norm=normalise(params.subject), limit=params.k + 1, passage_limit=MAX_PASSAGES * 3)
    with prepared_cursor() as cursor:
        cursor.execute(_one_statement(scope_sql, time_sql, params.direction), values)
        rows = cursor.fetchall()
        db = cursor.db
    if not rows:
        return None
    head = rows[0]
    scope = _SCOPE.build(head, 0, db)
    slug = head[_SCOPE.width]
    if slug is not None:  # scope_label names an organisation's scope by its slug
        attach(scope, "organisation", Organisation.from_db(db.alias, ["id", "slug"], [scope.organisation_id, slug]))
    if head[_SEED_AT] is None:
        return _Read(scope)
    entity = _SEED.read(head, _SEED_AT, db)
    seeds = [Seed(entity.pk, entity.name, entity.type, match="exact")]
    built: dict[tuple[type, int], Any] = {(Entity, entity.pk): entity}
    in_facts = [row for row in rows if row[_PASSAGES_AT - 1] is not None]
    facts = [fact_of_row(row, _FACTS_AT, built, db, seeds=(entity.pk,)) for row in in_facts]
    mentions = [row for row in rows if row[-1] is not None]
    passages = _passage_items(mentions, _PASSAGES_AT, {entity.pk: seeds[0]}, db)
    stages = {"exact": "ran", "whole_word": "skipped", "near_spelling": "skipped"}
    return _Read(scope, seeds, stages, facts, passages, {entity.pk: entity})
