"""memory_status: is memory on, which scopes you have, and a scope's ontology."""

from typing import Any

from django.db.models import Count, IntegerField, OuterRef, Subquery
from django.db.models.functions import Coalesce

from graph.access import CallContext, end_user_for, find_scope, readable_scopes, scope_label
from graph.contracts.inputs import StatusIn
from graph.embeddings import e5_backend, meaning_state
from graph.models import Document, Entity, Fact, Passage
from graph.models.memory import awaiting_vectors

MAX_CLASSES = 50


def _count(model: type, **extra: Any) -> Coalesce:
    rows = (
        model.objects.filter(scope=OuterRef("pk"), forgotten_at__isnull=True, **extra)
        .order_by()
        .values("scope")
        .annotate(n=Count("pk"))
        .values("n")
    )
    return Coalesce(Subquery(rows, output_field=IntegerField()), 0)


def status(*, ctx: CallContext, params: StatusIn) -> dict[str, Any]:
    """Report capability, the caller's scopes (with counts) and, with `scope`, its ontology:
    entity types and relation types with counts and the exact spellings to reuse.

    Read-only. Refuses: 403 user_id_mismatch, 422 invalid_scope / invalid_user_id.
    """
    end_user = end_user_for(ctx, params.user_id)
    scopes = (
        readable_scopes(ctx, params.user_id)
        .select_related("organisation")
        .annotate(
            entity_count=_count(Entity), fact_count=_count(Fact, ended_at__isnull=True), document_count=_count(Document)
        )
        .order_by("kind", "name", "id")
    )
    reply: dict[str, Any] = {
        "capability": {"memory": "on", "meaning": meaning_state(), "extraction": "agent_facts_only"},
        "user": ctx.user.get_username(),
        "end_user": end_user or None,
        "scopes": [
            {
                "scope": scope_label(s),
                "kind": s.kind,
                "entities": s.entity_count,
                "facts": s.fact_count,
                "documents": s.document_count,
            }
            for s in scopes
        ],
    }
    if params.scope is not None or ctx.header_scope:
        reply["ontology"] = _ontology(ctx, params)
    return reply


def _ontology(ctx: CallContext, params: StatusIn) -> dict[str, Any]:
    scope = find_scope(ctx, params.scope, params.user_id)
    label = params.scope or ctx.header_scope
    if scope is None:
        return {
            "scope": label,
            "exists": False,
            "entity_types": [],
            "relations": [],
            "entities": 0,
            "facts": 0,
            "passages": 0,
        }
    entities = Entity.objects.filter(scope=scope, forgotten_at__isnull=True)
    facts = Fact.objects.filter(scope=scope, forgotten_at__isnull=True, ended_at__isnull=True)
    passages = Passage.objects.filter(scope=scope, forgotten_at__isnull=True)
    return {
        "scope": scope_label(scope),
        "exists": True,
        "entity_types": _classes(entities),
        "relations": _classes(facts),
        "entities": entities.count(),
        "facts": facts.count(),
        "passages": passages.count(),
        "meaning_coverage": {
            # Whatever vectors the armed models owe them (e5's alone to a mostly CJK passage).
            "embedded": passages.exclude(awaiting_vectors(e5_armed=e5_backend() is not None)).count(),
            "passages": passages.count(),
        },
        "name_merge": "case_insensitive",
        "members_bound": "exact",
    }


def _classes(queryset: Any) -> list[dict[str, Any]]:
    """Types by count, each with the exact spellings stored (reuse them; another spelling is another type)."""
    rows = queryset.exclude(type_norm="").values("type_norm", "type").annotate(n=Count("pk"))
    merged: dict[str, dict[str, Any]] = {}
    for row in rows:
        entry = merged.setdefault(row["type_norm"], {"type": row["type"], "count": 0, "spellings": []})
        entry["count"] += row["n"]
        entry["spellings"].append(row["type"])
    ordered = sorted(merged.values(), key=lambda e: (-e["count"], e["type"]))
    return ordered[:MAX_CLASSES]
