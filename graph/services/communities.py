"""Communities of a scope's graph, computed ahead of time for the MemoryViewer's overview.

A write that changes a scope's graph queues one `communities` job for it (unless one is
already waiting), sent to the worker by a periodic task (graph.tasks.send_community_jobs,
every 20 s), so a bulk load of many calls is split once, not once per call; the worker
runs `compute_communities`, which reads the scope's current
edges in one statement, splits the graph with networkx's Louvain method (seeded, so the
same graph gives the same clusters) and replaces the scope's EntityCommunity rows. Nodes
with no edge fall in one community of their own ("unlinked") instead of one each.
"""

from typing import TYPE_CHECKING, Any

from django.db import connection, transaction
from django.utils import timezone

from graph.models import EntityCommunity, Job, Scope
from graph.services.jobs import hold_job

if TYPE_CHECKING:
    # Imported where the worker splits a graph, not here: every web process imports this
    # module (a write schedules the job) and would hold networkx (~10 MiB) for nothing. The
    # worker imports it before forking its pool (CELERY_IMPORTS), so its children share it.
    import networkx as nx

COMMUNITIES_JOB = "communities"
_SEED = 7

# In id order: Louvain's result depends on the order it meets nodes and edges, as well as its seed.
_NODES = "SELECT id FROM graph_entity WHERE scope_id = %s AND forgotten_at IS NULL ORDER BY id"
_EDGES = """
    SELECT f.subject_id, f.object_id FROM graph_fact f
    JOIN graph_entity s ON s.id = f.subject_id AND s.forgotten_at IS NULL
    JOIN graph_entity o ON o.id = f.object_id AND o.forgotten_at IS NULL
    WHERE f.scope_id = %s AND f.forgotten_at IS NULL AND f.ended_at IS NULL
    ORDER BY f.id
"""


def schedule_communities(scope: Scope) -> None:
    """Queue the scope's communities job with this write (it commits or rolls back with it),
    unless one is queued and not yet started (it will read this write). Two writers deciding
    at once may both queue one: the second run recomputes the same result, which is harmless."""
    waiting = Job.objects.filter(kind=COMMUNITIES_JOB, scope=scope, state=Job.State.QUEUED)
    if not waiting.exists():
        hold_job(kind=COMMUNITIES_JOB, scope=scope)


def compute_communities(*, scope_id: int) -> dict[str, Any]:
    """Replace the communities of scope `scope_id`; returns {nodes, communities}, or
    {skipped} when the scope is gone."""
    with transaction.atomic():
        # Two runs for one scope at once would both delete and insert its rows: the lock on
        # the scope row makes the second wait, then write its (equal or newer) result.
        scope = Scope.objects.select_for_update().filter(pk=scope_id, forgotten_at__isnull=True).first()
        if scope is None:
            return {"skipped": "scope gone"}
        graph = _scope_graph(scope_id)
        groups = _communities(graph)
        now = timezone.now()
        EntityCommunity.objects.filter(scope_id=scope_id).delete()
        EntityCommunity.objects.bulk_create(
            (
                EntityCommunity(
                    entity_id=node, scope_id=scope_id, community=number, degree=graph.degree(node), computed_at=now
                )
                for number, members in enumerate(groups)
                for node in members
            ),
            batch_size=5000,
        )
    return {"nodes": graph.number_of_nodes(), "communities": len(groups)}


def _scope_graph(scope_id: int) -> "nx.Graph":
    import networkx as nx

    graph = nx.Graph()
    with connection.cursor() as cursor:
        cursor.execute(_NODES, [scope_id])
        graph.add_nodes_from(row[0] for row in cursor.fetchall())
        cursor.execute(_EDGES, [scope_id])
        graph.add_edges_from(cursor.fetchall())
    return graph


def _communities(graph: "nx.Graph") -> list[set[int]]:
    """Louvain's communities, largest first; every unlinked node in one last group."""
    import networkx as nx

    unlinked = {node for node in graph.nodes if graph.degree(node) == 0}
    linked = graph.subgraph(node for node in graph.nodes if node not in unlinked)
    groups = nx.community.louvain_communities(linked, seed=_SEED) if linked.number_of_nodes() else []
    groups = sorted(groups, key=lambda members: (-len(members), min(members)))
    return groups + ([unlinked] if unlinked else [])
