"""Nodes and edges: the MemoryMesh view over the same entities and facts the memory verbs use.

A node is a live entity ({name, nodeType, metadata}); an edge is a current fact
({from, to, edgeType, weight}) whose row and both ends are live. Every query here
carries the scope, so a name never resolves across scopes.
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.db.models import Exists, OuterRef, Q, QuerySet

from graph.exceptions import Invalid, NotFound
from graph.models import Entity, Fact, Scope
from graph.selectors.facts import at_time, facts_with_live_ends, time_filter_sql
from graph.selectors.live import live_entities, live_fact_rows
from graph.selectors.seeding import suggestions
from graph.sql.raw_rows import Columns, attach, prepared_cursor
from graph.text.names import normalise

# Edges returned around a set of nodes (search_nodes, open_nodes): enough to act on,
# never a flood; `edgesTruncated` says when there were more.
EDGES_AROUND_CAP = 200


live_nodes = live_entities  # the MemoryMesh name for the same rows


def current_edges(scope: Scope) -> QuerySet[Fact]:
    """Current edges of `scope` (not ended, not forgotten, both ends live), with their end names."""
    return current_edges_columns(live_fact_rows(scope).filter(ended_at__isnull=True))


def edges_at(scope: Scope, as_of: datetime | None) -> QuerySet[Fact]:
    """current_edges, or the edges as the store knew them at `as_of` (recorded by then, not yet ended)."""
    if as_of is None:
        return current_edges(scope)
    return at_time(current_edges_columns(live_fact_rows(scope)), as_of=as_of, valid_at=None)


def current_edges_columns(facts: QuerySet[Fact]) -> QuerySet[Fact]:
    return facts.select_related("subject", "object").only(
        "id", "type", "weight", "subject__name", "subject__type", "object__name", "object__type"
    )


def nodes_at(scope: Scope, as_of: datetime | None) -> QuerySet[Entity]:
    """Live nodes; at `as_of`, those created by then or at an end of an edge known then.

    The second half matters for imported history: an entity row is created when the
    import runs, but the facts it brings carry their own earlier recorded_at.
    """
    nodes = live_nodes(scope)
    if as_of is None:
        return nodes
    known = at_time(live_fact_rows(scope), as_of=as_of, valid_at=None)
    touching = known.filter(Q(subject_id=OuterRef("pk")) | Q(object_id=OuterRef("pk")))
    return nodes.filter(Q(created_at__lte=as_of) | Exists(touching))


def node_view(entity: Entity) -> dict[str, Any]:
    return {"name": entity.name, "nodeType": entity.type, "metadata": entity.metadata}


def node_brief(entity: Entity) -> dict[str, Any]:
    return {"name": entity.name, "nodeType": entity.type}


def edge_view(fact: Fact, *, with_weight: bool = True) -> dict[str, Any]:
    view: dict[str, Any] = {"from": fact.subject.name, "to": fact.object.name, "edgeType": fact.type}
    if with_weight:
        view["weight"] = fact.weight
    return view


def distinct_names(names: Iterable[str], *, field: str) -> list[str]:
    """The names in order; refuses a list that names one node twice (the call would be ambiguous)."""
    seen: dict[str, str] = {}
    twice = []
    for name in names:
        norm = normalise(name)
        if norm in seen:
            twice.append(name)
        seen.setdefault(norm, name)
    if twice:
        raise Invalid(
            f"{field} names the same node more than once: {', '.join(repr(n) for n in twice)} "
            "(names are case-insensitive); send each node once",
            code="duplicate_names",
            field=field,
            names=twice,
        )
    return list(seen.values())


def nodes_named_query(scope: Scope | None, names: Iterable[str]) -> QuerySet[Entity] | None:
    """The live nodes of `scope` with these names (None when there can be none)."""
    norms = {normalise(n) for n in names}
    if scope is None or not norms:
        return None
    return live_nodes(scope).filter(name_norm__in=norms)


_NODE = Columns(Entity, "e")
# nodes_named_query as one prepared statement: open_nodes and every write naming nodes
# run it, and compiling the queryset cost more than the index probes.
_NAMED_SQL = f"""
    SELECT {_NODE.sql} FROM graph_entity e
    WHERE e.scope_id = %(scope)s AND e.forgotten_at IS NULL AND e.name_norm = ANY(%(norms)s)
"""


def nodes_named(scope: Scope | None, names: Iterable[str]) -> dict[str, Entity]:
    """The live nodes of `scope` with these names, by normalised name (absent names are simply
    missing): the rows nodes_named_query selects, every column loaded."""
    norms = list({normalise(n) for n in names})
    if scope is None or not norms:
        return {}
    with prepared_cursor() as cursor:
        cursor.execute(_NAMED_SQL, {"scope": scope.pk, "norms": norms})
        rows = cursor.fetchall()
        db = cursor.db
    return {entity.name_norm: entity for entity in (_NODE.build(row, 0, db) for row in rows)}


def require_nodes(scope: Scope | None, names: Iterable[str], *, hint: str = "") -> dict[str, Entity]:
    """Like nodes_named, but refuses 404 node_not_found naming every missing name with close spellings."""
    names = list(names)
    return all_found(scope, names, nodes_named(scope, names), hint=hint)


def all_found(scope: Scope | None, names: list[str], found: dict[str, Entity], *, hint: str = "") -> dict[str, Entity]:
    """`found` when it holds every name; else 404 node_not_found naming the missing ones."""
    missing = list(dict.fromkeys(n for n in names if normalise(n) not in found))
    if missing:
        raise node_not_found(scope, missing, hint=hint)
    return found


# "Did you mean" costs one index lookup per name: a call naming 2,000 missing nodes took
# 16 s to refuse. The first few get suggestions (the caller fixes those first); every
# missing name is still listed in `missing`.
SUGGESTED_FOR_AT_MOST = 10


def node_not_found(scope: Scope | None, missing: list[str], *, hint: str = "") -> NotFound:
    close = {name: suggestions(scope, name) for name in missing[:SUGGESTED_FOR_AT_MOST]}
    parts = []
    for name, names in close.items():
        parts.append(f"{name!r}" + (f" (did you mean {', '.join(repr(c) for c in names)}?)" if names else ""))
    if len(missing) > len(close):
        parts.append(f"and {len(missing) - len(close)} more (all in `missing`)")
    detail = f"no node named {', '.join(parts)} in this scope; nothing was changed"
    return NotFound(detail + (f". {hint}" if hint else ""), code="node_not_found", missing=missing, did_you_mean=close)


_EDGE = Columns(Fact, "f", only=("id", "type", "weight", "subject_id", "object_id"))
_FROM = Columns(Entity, "s", only=("id", "name", "type"))
_TO = Columns(Entity, "o", only=_FROM.names)
# Edges with their ends as one prepared statement: search_nodes, open_nodes and
# neighborhood run it on every call, where compiling the queryset and planning its joins
# cost more than running it. `{touching}` selects by the ends' ids, `{when}` is
# facts.time_filter_sql (current edges, or those known at %(as_of)s), `{typed}` the types.
# The cap is written into the text, not bound: the generic plan (raw_rows.plan_once_per_session)
# of `ORDER BY f.id LIMIT $n` assumes a tenth of the rows are wanted, and walked the primary
# key past every fact of a 100k-edge scope (34 ms) where the ends' indexes find them (0.2 ms).
_EDGES_SQL = f"""
    SELECT {_EDGE.sql}, {_FROM.sql}, {_TO.sql}
    FROM {facts_with_live_ends(_FROM, _TO)}
    WHERE f.scope_id = %(scope)s AND f.forgotten_at IS NULL {{when}} AND {{touching}} {{typed}}
    ORDER BY f.id
    LIMIT {{limit:d}}
"""


def edges_around(scope: Scope, node_ids: Iterable[int]) -> tuple[list[Fact], bool]:
    """Current edges touching these nodes (either direction), capped, oldest first; and whether
    there were more. Each with `subject` and `object` loaded (name and type)."""
    ids = list(node_ids)
    if not ids:
        return [], False
    return _edges(scope, "(f.subject_id = ANY(%(ids)s) OR f.object_id = ANY(%(ids)s))", ids, EDGES_AROUND_CAP)


def edges_among(
    scope: Scope, node_ids: Iterable[int], *, as_of: datetime | None, types: list[str], cap: int
) -> tuple[list[Fact], bool]:
    """edges_at(scope, as_of) whose both ends are among these nodes (of these normalised types,
    if any), capped, oldest first; and whether there were more. Ends loaded as edges_around's."""
    ids = list(node_ids)
    if not ids:
        return [], False
    return _edges(scope, "f.subject_id = ANY(%(ids)s) AND f.object_id = ANY(%(ids)s)", ids, cap, as_of, types)


def _edges(
    scope: Scope, touching: str, ids: list[int], cap: int, as_of: datetime | None = None, types: list[str] | None = None
) -> tuple[list[Fact], bool]:
    when, moments = time_filter_sql(as_of, None, alias="f", named=True)
    typed = "AND f.type_norm = ANY(%(types)s)" if types else ""
    with prepared_cursor() as cursor:
        cursor.execute(
            _EDGES_SQL.format(when=when, touching=touching, typed=typed, limit=cap + 1),
            {**moments, "scope": scope.pk, "ids": ids, "types": types or []},
        )
        rows = cursor.fetchall()
        db = cursor.db
    built: dict[tuple[type, int], Any] = {}
    facts = []
    for row in rows[:cap]:
        fact = _EDGE.build(row, 0, db)
        attach(fact, "subject", _FROM.build_shared(built, fact.subject_id, row, _EDGE.width, db))
        attach(fact, "object", _TO.build_shared(built, fact.object_id, row, _EDGE.width + _FROM.width, db))
        facts.append(fact)
    return facts, len(rows) > cap
