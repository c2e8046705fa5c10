"""The metadata of memories: set by mem0's update, else given with the turn (add) that stored them."""

import json
from collections.abc import Iterable
from typing import Any

from django.db import connection

from mem0_compat.models import MemoryMetadata

# The turns sent through mem0's add whose job stored these facts: the job's report lists the
# fact of each memory it stored. Bounded by the caller's own sessions (the job's scope).
_FROM_ADDED_TURNS = """
    SELECT (stored ->> 'fact')::bigint, added.metadata
    FROM mem0_compat_addedturn added
    JOIN graph_job job ON job.id = added.job_id
    JOIN graph_scope session ON session.id = job.scope_id AND session.owner_id = %s
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(job.result -> 'stored', '[]'::jsonb)) AS stored
    WHERE stored ->> 'fact' = ANY(%s)
    ORDER BY job.id
"""


def metadata_of(fact_ids: Iterable[int], *, owner_id: int) -> dict[int, dict[str, Any]]:
    """Fact id → its metadata, for the facts that have any (an update's wins over the add's)."""
    ids = [int(i) for i in fact_ids]
    if not ids:
        return {}
    found: dict[int, dict[str, Any]] = {}
    with connection.cursor() as cursor:
        cursor.execute(_FROM_ADDED_TURNS, [owner_id, [str(i) for i in ids]])
        for fact_id, metadata in cursor.fetchall():
            # Django reads jsonb as text (its JSONField decodes it); so does this raw query.
            metadata = json.loads(metadata) if isinstance(metadata, str) else metadata
            if metadata:
                found[fact_id] = metadata
    for row in MemoryMetadata.objects.filter(fact_id__in=ids):
        found[row.fact_id] = row.metadata
    return found
