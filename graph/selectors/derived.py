"""Derived facts: what follows from the stored facts by the meaning of their relation, at read time.

Symmetric relations hold both ways (A married_to B gives B married_to A); inverse pairs
turn round (A parent_of B gives B child_of A); transitive relations chain, up to six
links (A located_in B located_in C gives A located_in C). Nothing derived is stored: each
is marked `derived: true`, and `citation.found_by.reasoning` names the rule and the
stored facts it rests on (each retrievable alone by its id or its subject).

Relations match in the spellings users write them (LOCATED_IN, located in, located-in,
LocatedIn). Chains are one recursive SQL statement inside the scope: a path never
visits an entity twice (cycles are cut), every link obeys as_of / valid_at, and a
chain never leaves its scope. A derivation already stored as a fact is not repeated.
"""

from datetime import datetime
from typing import Any

import orjson

from graph.models import Scope
from graph.read_replica import read_connection
from graph.selectors.facts import time_filter_sql
from graph.selectors.seeding import Seed
from graph.text.dates import iso

SYMMETRIC = ("married_to", "spouse_of", "sibling_of")
INVERSE_PAIRS = (("parent_of", "child_of"), ("owns", "owned_by"), ("employs", "employed_by"), ("manages", "managed_by"))
TRANSITIVE = ("part_of", "located_in", "contained_in")
MAX_LINKS = 6
# Paths a chain walk may enumerate before it stops (shortest first): a hub with thousands
# of members inside it must not turn one recall into a scan of the scope.
MAX_CHAIN_ROWS = 2000


def spellings(relation: str) -> list[str]:
    """The normalised spellings of a snake_case relation: located_in, located in, located-in, locatedin."""
    words = relation.split("_")
    return sorted({separator.join(words) for separator in ("_", " ", "-", "")})


def _rules() -> list[tuple[str, str, str, str]]:
    """(stored spelling, relation, rule, relation derived) for every spelling of every rule."""
    rows = [(s, r, "symmetric", r) for r in SYMMETRIC for s in spellings(r)]
    for one, other in INVERSE_PAIRS:
        rows += [(s, a, "inverse", b) for a, b in ((one, other), (other, one)) for s in spellings(a)]
    rows += [(s, r, "transitive", r) for r in TRANSITIVE for s in spellings(r)]
    return rows


RULES = _rules()
RULE_SPELLINGS = frozenset(spelling for spelling, *_rest in RULES)

# A chain walk, written once for both ways: `forward` extends a chain at its end (the seed is
# its subject), `backward` at its start (the seed is its object). `path` holds the entities
# visited, so a walk never comes back to one (cycles are cut).
_WALK = """
{name}(start_id, end_id, relation, spelling, links, path, facts) AS (
    SELECT f.subject_id, f.object_id, r.relation, f.type, 1, ARRAY[f.subject_id, f.object_id], ARRAY[f.id]
    FROM graph_fact f JOIN rule r ON r.type_norm = f.type_norm AND r.kind = 'transitive'
    WHERE f.scope_id = %(scope)s AND f.{seed_end} = ANY(%(seeds)s) AND f.forgotten_at IS NULL {{time_f}}
  UNION ALL
    SELECT {start}, {end}, c.relation, c.spelling, c.links + 1, {path}, {facts}
    FROM {name} c JOIN rule r ON r.relation = c.relation
    JOIN graph_fact f ON f.scope_id = %(scope)s AND f.{seed_end} = c.{grows} AND f.type_norm = r.type_norm
     AND f.forgotten_at IS NULL {{time_f}}
    WHERE c.links < %(max_links)s AND f.{reached} <> ALL(c.path)
)"""
_WAYS = ("seed_end", "grows", "reached", "start", "end", "path", "facts")


def _walk(name: str, way: str) -> str:
    return _WALK.format(name=name, **dict(zip(_WAYS, way.split("; "), strict=True)))


_FORWARD = _walk(
    "forward", "subject_id; end_id; object_id; c.start_id; f.object_id; c.path || f.object_id; c.facts || f.id"
)
_BACKWARD = _walk(
    "backward", "object_id; start_id; subject_id; f.subject_id; c.end_id; f.subject_id || c.path; f.id || c.facts"
)

_SQL = """
WITH RECURSIVE rule(type_norm, relation, kind, derives) AS (
    SELECT * FROM unnest(%(rule_spellings)s::text[], %(rule_relations)s::text[], %(rule_kinds)s::text[],
                         %(rule_derives)s::text[])
),
one_link AS (
    SELECT r.kind, r.derives AS relation, f.type AS spelling, f.object_id AS subject_id, f.subject_id AS object_id,
           1 AS links, ARRAY[f.id] AS facts
    FROM graph_fact f JOIN rule r ON r.type_norm = f.type_norm AND r.kind IN ('symmetric', 'inverse')
    WHERE f.scope_id = %(scope)s AND (f.subject_id = ANY(%(seeds)s) OR f.object_id = ANY(%(seeds)s))
      AND f.forgotten_at IS NULL {time_f}
),
{forward},
{backward},
chains AS (
    SELECT 'transitive' AS kind, relation, spelling, start_id AS subject_id, end_id AS object_id, links, facts
    FROM (SELECT * FROM forward LIMIT %(max_rows)s) walked WHERE links > 1
  UNION ALL
    SELECT 'transitive', relation, spelling, start_id, end_id, links, facts
    FROM (SELECT * FROM backward LIMIT %(max_rows)s) walked WHERE links > 1
),
derived AS (
    SELECT DISTINCT ON (subject_id, object_id, relation) *
    FROM (SELECT * FROM one_link UNION ALL SELECT * FROM chains) found
    ORDER BY subject_id, object_id, relation, links, facts
),
kept AS (
    SELECT d.*, s.name AS subject, s.type AS subject_type, o.name AS object, o.type AS object_type
    FROM derived d
    JOIN graph_entity s ON s.id = d.subject_id AND s.forgotten_at IS NULL
    JOIN graph_entity o ON o.id = d.object_id AND o.forgotten_at IS NULL
    WHERE d.subject_id <> d.object_id
      AND (%(direction)s = 'both' OR d.{seed_end} = ANY(%(seeds)s))
      AND NOT EXISTS (
        SELECT 1 FROM graph_fact g JOIN rule r ON r.relation = d.relation AND r.type_norm = g.type_norm
        WHERE g.scope_id = %(scope)s AND g.subject_id = d.subject_id AND g.object_id = d.object_id
          AND g.forgotten_at IS NULL {time_g}
      )
    ORDER BY d.links, d.subject_id, d.object_id, d.relation
    LIMIT %(limit)s
)
SELECT k.kind, k.relation, k.spelling, k.subject_id, k.subject, k.subject_type, k.object_id, k.object, k.object_type,
       grounds.rests_on::text, grounds.weight, grounds.confidence, grounds.valid_from, grounds.valid_to,
       grounds.recorded_at
FROM kept k
CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object('id', f.id::text, 'subject', s.name, 'relation', f.type, 'object', o.name)
                    ORDER BY link.n) AS rests_on,
           min(f.weight) AS weight, min(f.confidence) AS confidence, max(f.valid_from) AS valid_from,
           min(f.valid_to) AS valid_to, max(f.recorded_at) AS recorded_at
    FROM unnest(k.facts) WITH ORDINALITY AS link(id, n)
    JOIN graph_fact f ON f.id = link.id
    JOIN graph_entity s ON s.id = f.subject_id
    JOIN graph_entity o ON o.id = f.object_id
) grounds
ORDER BY k.links, k.subject_id, k.object_id, k.relation
"""


def derived_facts(
    scope: Scope,
    seeds: dict[int, Seed],
    *,
    direction: str = "both",
    as_of: datetime | None = None,
    valid_at: datetime | None = None,
    limit: int = 50,
) -> list[dict[str, Any]]:
    """Facts that follow from the stored facts of `scope` touching the seed entities, shortest
    reasoning first: outbound (a seed is the subject), inbound (a seed is the object) or both.

    Each is a fact item like recall's, with `derived: true`, `direction: "derived"`, no id,
    and citation.found_by.reasoning {rule, relation, links, rests_on [{id, subject,
    relation, object}], text}.
    """
    if not seeds or limit <= 0:
        return []
    time_f, moments = time_filter_sql(as_of, valid_at, alias="f", named=True)
    time_g, _same = time_filter_sql(as_of, valid_at, alias="g", named=True)
    columns = list(zip(*RULES, strict=True))
    args = {
        "rule_spellings": list(columns[0]),
        "rule_relations": list(columns[1]),
        "rule_kinds": list(columns[2]),
        "rule_derives": list(columns[3]),
        "scope": scope.pk,
        "seeds": list(seeds),
        "direction": direction,
        "max_links": MAX_LINKS,
        "max_rows": MAX_CHAIN_ROWS,
        "limit": limit,
        **moments,
    }
    seed_end = "object_id" if direction == "inbound" else "subject_id"
    with read_connection().cursor() as cursor:
        walks = {"forward": _FORWARD.format(time_f=time_f), "backward": _BACKWARD.format(time_f=time_f)}
        cursor.execute(_SQL.format(**walks, time_f=time_f, time_g=time_g, seed_end=seed_end), args)
        return [_item(row, seeds) for row in cursor.fetchall()]


def _item(row: tuple, seeds: dict[int, Seed]) -> dict[str, Any]:
    kind, relation, spelling, subject_id, subject, subject_type, object_id, obj, object_type = row[:9]
    rests_on, weight, confidence, valid_from, valid_to, recorded_at = row[9:]
    rests_on = orjson.loads(rests_on)
    name = spelling if kind != "inverse" else written_like(relation, spelling)
    text = f"{subject} {name} {obj}"
    outbound = subject_id in seeds
    reasoning = {
        "rule": kind,
        "relation": relation,
        "links": len(rests_on),
        "rests_on": rests_on,
        "text": "; ".join(f"{f['subject']} {f['relation']} {f['object']}" for f in rests_on) + f" ⇒ {text}",
    }
    return {
        "id": None,
        "derived": True,
        "direction": "derived",
        "subject": subject,
        "relation": name,
        "object": obj,
        "subject_type": subject_type or None,
        "object_type": object_type or None,
        "weight": weight,
        "attributes": {},
        "confidence": confidence,
        "origin": "derived",
        "valid_from": iso(valid_from),
        "valid_to": iso(valid_to),
        "recorded_at": iso(recorded_at),
        "ended_at": None,
        "source_date": None,
        "citation": {
            "source": {"kind": "derived", "doc_id": None, "name": None, "ingested_at": None},
            "span": None,
            "span_state": "derived",
            "found_by": {"route": "derived", "reasoning": reasoning},
        },
        "source_id": str(object_id if outbound else subject_id),
        "seed": seeds[subject_id if outbound else object_id].as_dict(),
    }


def written_like(relation: str, like: str) -> str:
    """`relation` (snake_case) in the style of a stored spelling: OWNED_BY after OWNS, owned by after 'parent of'."""
    separator = next((s for s in (" ", "-", "_") if s in like), "_")
    words = relation.split("_")
    if like.isupper():
        words = [w.upper() for w in words]
    elif like[:1].isupper():
        words = [w.capitalize() for w in words]
    return separator.join(words)


# --- The hooks of recall and context ---


def add_derived(
    items: list[dict[str, Any]],
    scope: Scope,
    seeds: dict[int, Seed],
    *,
    k: int,
    stored: list[Any] | None = None,
    **reading: Any,
) -> bool:
    """Append derived facts to recall's `items` while they hold fewer than `k`; True when some were left out.

    `stored`: every stored fact touching the seeds (both ways), when the caller has read them
    all. Every derivation starts from one of them, so when none has a relation of a rule no
    query runs — the common case, which then costs recall nothing.
    """
    if stored is not None and reading.get("direction", "both") == "both":
        if not any(fact.type_norm in RULE_SPELLINGS for fact in stored):
            return False
    room = k - len(items)
    found = derived_facts(scope, seeds, limit=room + 1, **reading) if room > 0 else []
    items += found[:room]
    return len(found) > room


def with_derived(
    items: list[dict[str, Any]],
    scope: Scope,
    seeds: list[Seed],
    *,
    k: int,
    seed_relations: set[str] | None = None,
    **reading: Any,
) -> list[dict[str, Any]]:
    """Context's ranked `items` with derived facts: those joining two entities the question names
    lead (they state what it asks), the others fill what room is left; `k` at most.

    `seed_relations`: the relations (type_norm) of every stored fact touching the seeds, when
    the caller has read them all. Every derivation starts from one of them, so when none is a
    rule's no query runs (as in add_derived).
    """
    if seed_relations is not None and not seed_relations & RULE_SPELLINGS:
        return items[:k]
    by_id = {seed.id: seed for seed in seeds}
    found = derived_facts(scope, by_id, limit=k, **reading)
    for item in found:
        item.update(
            kind="fact",
            text=f"{item['subject']} {item['relation']} {item['object']}",
            seeds=[s.name for s in seeds if s.name in (item["subject"], item["object"])],
        )
    joining = [item for item in found if len(item["seeds"]) > 1]
    others = [item for item in found if len(item["seeds"]) <= 1]
    return [*joining, *items, *others][:k]
