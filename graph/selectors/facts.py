"""Facts as the verbs return them: each with its citation, span verified before serving."""

from collections.abc import Collection
from datetime import datetime
from typing import Any

from django.db.models import F, Q, QuerySet
from django.db.models.functions import Substr

from graph.models import Document, Entity, Fact, Scope
from graph.selectors.live import live_fact_rows
from graph.sql.raw_rows import Columns, RowValues, prepared_cursor
from graph.text.dates import iso
from graph.text.names import mentions_name


def live_facts(scope: Scope) -> QuerySet[Fact]:
    """Facts of `scope` whose row and both ends are not forgotten, with what citing them needs."""
    return (
        live_fact_rows(scope)
        .select_related("subject", "object", "document")
        .defer("document__text")
        # The cited sentence, cut from the stored text by the database (code points, as our offsets).
        .annotate(span_text=Substr("document__text", F("span_start") + 1, F("span_end") - F("span_start")))
    )


# A fact's ends carry their id, name and type, which fact_reply reads; a seed end also what
# recall's entity item reads of it (END_FIELDS). Other ends' JSON columns come back NULL and are
# not read into their RowValues: decoding ~40 unread JSON values was a tenth of a recall's CPU.
# A column left out is missing from the RowValues (AttributeError), never a wrong value.
END_FIELDS = ("id", "name", "type", "attributes", "metadata", "created_at")
_NAMED_END = ("id", "name", "type")
# What fact_reply and citation read of a fact and its document (other columns stay unread).
_FACT = Columns(
    Fact,
    "f",
    leave_out=("scope_id", "replaced_by_id", "forgotten_at"),
    related=("subject", "object", "document", "span_text"),
)
_FACT_SUBJECT, _FACT_OBJECT, _FACT_DOCUMENT = map(_FACT.names.index, ("subject_id", "object_id", "document_id"))
_SUBJECT, _OBJECT = Columns(Entity, "s", only=END_FIELDS), Columns(Entity, "o", only=END_FIELDS)
_SUBJECT_NAMED, _OBJECT_NAMED = Columns(Entity, "s", only=_NAMED_END), Columns(Entity, "o", only=_NAMED_END)
assert _SUBJECT.names == _OBJECT.names and _SUBJECT.names[:3] == list(_NAMED_END)  # ends share one layout
_DOCUMENT = Columns(Document, "d", only=("id", "source_label", "created_at", "forgotten_at"))
_OBJECT_AT = _FACT.width + _SUBJECT.width
_DOCUMENT_AT = _OBJECT_AT + _OBJECT.width


def _end_sql(end: Columns, ids: str | None) -> str:
    """`end`'s select list with its columns past id, name and type NULL unless the end is one of
    `ids` (always NULL when `ids` is None)."""
    named = end.columns[: len(_NAMED_END)]
    if ids is None:
        return ", ".join([*named, *["NULL"] * (end.width - len(named))])
    rest = end.columns[len(_NAMED_END) :]
    return ", ".join([*named, *(f"CASE WHEN {end.alias}.id = ANY({ids}) THEN {column} END" for column in rest)])


def facts_with_live_ends(subject: Columns, object_: Columns) -> str:
    """FROM graph_fact `f` joined to its live ends `s` (`subject`'s columns) and `o`, for
    hand-written reads of facts with their ends. Each end is a LATERAL lookup by id behind
    OFFSET 0, which PostgreSQL plans on its own: planning the joins together (weighing every
    index of both entity tables for each) took twice as long as running them — 0.68 against
    0.32 ms a recall."""
    return f"""graph_fact f
    CROSS JOIN LATERAL (
        SELECT {subject.sql} FROM graph_entity s WHERE s.id = f.subject_id AND s.forgotten_at IS NULL OFFSET 0
    ) s
    CROSS JOIN LATERAL (
        SELECT {object_.sql} FROM graph_entity o WHERE o.id = f.object_id AND o.forgotten_at IS NULL OFFSET 0
    ) o"""


# The order facts touching an entity are returned in: heaviest, then newest.
_TOUCHING_ORDER = "f.weight DESC, f.recorded_at DESC, f.id DESC"
_TOUCHING = {
    "both": "f.subject_id = ANY({ids}) OR f.object_id = ANY({ids})",
    "outbound": "f.subject_id = ANY({ids})",
    "inbound": "f.object_id = ANY({ids})",
}
FACT_ROW_WIDTH = _DOCUMENT_AT + _DOCUMENT.width + 1  # a touching_sql row: fact, ends, document, span


def touching_sql(
    *, scope: str, ids: str, time: str, direction: str, numbered: str = "", seeds_read: bool = False
) -> str:
    """live_facts(scope) touching `ids` as one statement: the same rows, joins and cited span (the
    document a LATERAL lookup by id too), `direction` both | outbound | inbound, `time` from
    time_filter_sql, heaviest and newest first, at most %(limit)s. `scope` and `ids` are SQL (a
    placeholder, or a column of an enclosing statement); `numbered` names a last column holding
    each row's place in that order; `seeds_read`: the caller has the seeds' END_FIELDS, so no end
    carries more than its id, name and type."""
    place = f", row_number() OVER (ORDER BY {_TOUCHING_ORDER}) AS {numbered}" if numbered else ""
    whole = None if seeds_read else ids
    return f"""
    SELECT {_FACT.sql}, {_end_sql(_SUBJECT, whole)}, {_end_sql(_OBJECT, whole)}, {_DOCUMENT.sql}, d.span_text{place}
    FROM {facts_with_live_ends(_SUBJECT, _OBJECT)}
    LEFT JOIN LATERAL (
        SELECT {_DOCUMENT.sql}, SUBSTRING(d."text", f.span_start + 1, f.span_end - f.span_start) AS span_text
        FROM graph_document d WHERE d.id = f.document_id OFFSET 0
    ) d ON TRUE
    WHERE f.scope_id = {scope} AND f.forgotten_at IS NULL {time} AND ({_TOUCHING[direction].format(ids=ids)})
    ORDER BY {_TOUCHING_ORDER}
    LIMIT %(limit)s
"""


def facts_touching(
    scope: Scope,
    entity_ids: list[int],
    *,
    direction: str,
    as_of: datetime | None,
    valid_at: datetime | None,
    limit: int,
) -> list[RowValues]:
    """The first `limit` live facts of `scope` touching `entity_ids` (`direction` both | outbound |
    inbound) at the reading time, heaviest and newest first; each with its subject, object,
    document and `span_text`, the values `at_time(live_facts(scope))` gives them (fact_of_row),
    in one statement."""
    time_sql, params = time_filter_sql(as_of, valid_at, alias="f", named=True)
    sql = touching_sql(scope="%(scope)s", ids="%(ids)s", time=time_sql, direction=direction)
    with prepared_cursor() as cursor:
        cursor.execute(sql, {**params, "scope": scope.pk, "ids": list(entity_ids), "limit": limit})
        rows = cursor.fetchall()
        db = cursor.db
    built: dict[tuple[type, int], Any] = {}
    return [fact_of_row(row, 0, built, db, seeds=entity_ids) for row in rows]


def fact_of_row(
    row: tuple[Any, ...], start: int, built: dict[tuple[type, int], Any], db: Any, *, seeds: Collection[int]
) -> RowValues:
    """The fact of a touching_sql row whose columns begin at `start` (its `ids` were `seeds`), as
    RowValues whose `subject`, `object` and `document` are RowValues too (fact_reply reads either
    those or model instances); an end among `seeds` with END_FIELDS, another with its id, name and
    type. Ends and document are read once per statement (by model and id) and shared through
    `built` (which holds the seeds already when the statement did not read theirs): every fact
    touches a seed, so most rows repeat an end."""
    values = _FACT.values(row, start, db)
    subject_id, object_id = values[_FACT_SUBJECT], values[_FACT_OBJECT]
    subject = _SUBJECT if subject_id in seeds else _SUBJECT_NAMED
    object_ = _OBJECT if object_id in seeds else _OBJECT_NAMED
    document_id = values[_FACT_DOCUMENT]
    values += (
        subject.read_shared(built, subject_id, row, start + _FACT.width, db),
        object_.read_shared(built, object_id, row, start + _OBJECT_AT, db),
        None if document_id is None else _DOCUMENT.read_shared(built, document_id, row, start + _DOCUMENT_AT, db),
        row[start + _DOCUMENT_AT + _DOCUMENT.width],
    )
    return _FACT.row_of(values)


def at_time(queryset: QuerySet[Fact], *, as_of: datetime | None, valid_at: datetime | None) -> QuerySet[Fact]:
    """Current facts; or what was known at `as_of`; or what was true at `valid_at`; or both.

    With `valid_at` alone, ended facts count too: a fact replaced later was still true
    during its valid interval (replacing sets its valid_to).
    """
    if as_of is None and valid_at is None:
        queryset = queryset.filter(ended_at__isnull=True)
    elif as_of is not None:
        queryset = queryset.filter(Q(recorded_at__lte=as_of) & (Q(ended_at__isnull=True) | Q(ended_at__gt=as_of)))
    if valid_at is not None:
        queryset = queryset.filter(
            (Q(valid_from__isnull=True) | Q(valid_from__lte=valid_at))
            & (Q(valid_to__isnull=True) | Q(valid_to__gt=valid_at))
        )
    return queryset


def time_filter_sql(
    as_of: datetime | None, valid_at: datetime | None, *, alias: str = "f", named: bool = False
) -> tuple[str, Any]:
    """`at_time` as SQL conditions on the fact rows aliased `alias`, for raw queries (graph
    walks, derived chains), with their parameters: a list, or with `named` a dict for
    %(as_of)s / %(valid_at)s placeholders."""
    moment, truth = ("%(as_of)s", "%(valid_at)s") if named else ("%s", "%s")
    clauses, params = [], []
    if as_of is None and valid_at is None:
        clauses.append(f"AND {alias}.ended_at IS NULL")
    if as_of is not None:
        clauses.append(
            f"AND {alias}.recorded_at <= {moment} AND ({alias}.ended_at IS NULL OR {alias}.ended_at > {moment})"
        )
        params += [as_of, as_of]
    if valid_at is not None:
        clauses.append(
            f"AND ({alias}.valid_from IS NULL OR {alias}.valid_from <= {truth}) "
            f"AND ({alias}.valid_to IS NULL OR {alias}.valid_to > {truth})"
        )
        params += [valid_at, valid_at]
    return " ".join(clauses), {"as_of": as_of, "valid_at": valid_at} if named else params


def document_source(document: Document) -> dict[str, Any]:
    """citation.source for text stored as a document; doc_id is null once it is forgotten."""
    return {
        "kind": "document",
        "doc_id": None if document.forgotten_at else str(document.pk),
        "name": document.source_label or None,
        "ingested_at": iso(document.created_at),
    }


def citation(fact: Fact | RowValues, *, found_by: dict[str, Any], recorded_at: str | None) -> dict[str, Any]:
    """citation.source, citation.span (verified against the stored text, else null + span_state), found_by;
    `recorded_at`: the fact's, as iso writes it (its reply has it written already)."""
    document = fact.document
    if document is None:
        source = {
            "kind": "asserted",
            "doc_id": None,
            "name": fact.source_label or None,
            "ingested_at": recorded_at,
        }
        span, state = None, "asserted_without_text"
    elif document.forgotten_at is not None:
        source, span, state = document_source(document), None, "document_forgotten"
    else:
        source = document_source(document)
        span, state = _verified_span(fact)
    return {"source": source, "span": span, "span_state": state, "found_by": found_by}


def _verified_span(fact: Fact | RowValues) -> tuple[dict[str, Any] | None, str]:
    if fact.span_start is None or fact.span_end is None:
        return None, "no_sentence_names_both"
    text = getattr(fact, "span_text", None)
    if text is None or len(text) != fact.span_end - fact.span_start:
        return None, "span_outside_text"
    if not (mentions_name(text, fact.subject.name) and mentions_name(text, fact.object.name)):
        return None, "span_mismatch"
    return {"text": text, "start": fact.span_start, "end": fact.span_end}, "verified"


def fact_reply(
    fact: Fact | RowValues,
    *,
    direction: str | None = None,
    seed: dict[str, Any] | None = None,
    found_by: dict[str, Any] | None = None,
) -> dict[str, Any]:
    subject, object_ = fact.subject, fact.object
    recorded_at = iso(fact.recorded_at)  # also an asserted fact's citation.source.ingested_at
    reply = {
        "id": str(fact.pk),
        "subject": subject.name,
        "relation": fact.type,
        "object": object_.name,
        "subject_type": subject.type or None,
        "object_type": object_.type or None,
        "weight": fact.weight,
        "attributes": fact.attributes,
        "confidence": fact.confidence,
        "origin": fact.origin,
        "valid_from": iso(fact.valid_from),
        "valid_to": iso(fact.valid_to),
        "recorded_at": recorded_at,
        "ended_at": iso(fact.ended_at),
        "source_date": iso(fact.source_date),
        "citation": citation(fact, found_by=found_by or {"route": "stored"}, recorded_at=recorded_at),
    }
    if direction:
        reply["direction"] = direction
        other = object_ if direction == "outbound" else subject
        reply["source_id"] = str(other.pk)
    if seed is not None:
        reply["seed"] = seed
    return reply
