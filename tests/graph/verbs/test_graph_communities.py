"""graph_communities over real HTTP: a job queued after writes computes the scope's communities
(run here by calling the worker's task function), the verb reads them, and read_graph_ranked
reads one community; another user's scope never shows."""

import jsonschema
import pytest

from graph.contracts.registry import registry
from graph.models import EntityCommunity, Job
from graph.services.communities import COMMUNITIES_JOB
from graph.services.jobs import send_held_jobs
from graph.tasks import run_job


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


def queued_jobs() -> list[Job]:
    return list(Job.objects.filter(kind=COMMUNITIES_JOB, state=Job.State.QUEUED))


@pytest.fixture
def two_triangles(api):
    """a1-a2-a3 and b1-b2-b3, two triangles joined by a1-b1; "lone" links to nothing."""
    nodes = [{"name": n, "nodeType": "Person" if n[0] == "a" else "City"} for n in ["a1", "a2", "a3", "b1", "b2", "b3"]]
    assert call(api, "add_nodes", scope="w", nodes=nodes + [{"name": "lone", "nodeType": "Thing"}]).status_code == 200
    pairs = [("a1", "a2"), ("a2", "a3"), ("a3", "a1"), ("b1", "b2"), ("b2", "b3"), ("b3", "b1"), ("a1", "b1")]
    edges = [{"from": a, "to": b, "edgeType": "knows"} for a, b in pairs]
    assert call(api, "add_edges", scope="w", edges=edges).status_code == 200
    return api


def test_writes_queue_one_communities_job_per_scope_until_it_runs(two_triangles):
    jobs = queued_jobs()
    assert len(jobs) == 1  # add_nodes queued it; add_edges found it still waiting
    run_job(jobs[0].pk)
    assert Job.objects.get(pk=jobs[0].pk).result == {"nodes": 7, "communities": 3}
    assert call(two_triangles, "add_edges", scope="w", edges=[{"from": "a2", "to": "b2", "edgeType": "x"}]).json()
    assert len(queued_jobs()) == 1  # the next write queues the next run


def test_waiting_jobs_are_sent_by_the_periodic_task_and_stay_queued_until_a_worker_claims_them(two_triangles):
    waiting = [job.pk for job in queued_jobs()]
    assert send_held_jobs(COMMUNITIES_JOB) == waiting
    assert [job.pk for job in queued_jobs()] == waiting


def test_the_overview_lists_communities_largest_first_with_the_links_between_them(two_triangles):
    run_job(queued_jobs()[0].pk)
    reply = call(two_triangles, "graph_communities", scope="w").json()
    assert reply["total"] == {"nodes": 7}
    assert reply["nodeTypes"] == ["Person", "City", "Thing"]  # in the order each type first appeared
    assert reply["computedAt"]
    sizes = [(c["size"], c["label"]) for c in reply["communities"]]
    assert sizes == [(3, "a1"), (3, "b1"), (1, "lone")]  # labelled by the best connected member
    assert reply["communities"][0]["types"] == [{"type": "Person", "count": 3}]
    assert reply["links"] == [{"from": 0, "to": 1, "count": 1}]


def test_read_graph_ranked_reads_one_community_with_its_inner_edges(two_triangles):
    run_job(queued_jobs()[0].pk)
    page = call(two_triangles, "read_graph_ranked", scope="w", community=1).json()
    assert sorted(n["name"] for n in page["nodes"]) == ["b1", "b2", "b3"]
    assert len(page["edges"]) == 3  # a1-b1 leaves the community: not drawn inside it
    assert page["total"] == {"nodes": 3}


def test_a_scope_never_computed_reads_empty_with_its_types(api):
    assert call(api, "add_nodes", scope="fresh", nodes=[{"name": "x", "nodeType": "T"}]).status_code == 200
    reply = call(api, "graph_communities", scope="fresh").json()
    assert (reply["communities"], reply["computedAt"], reply["nodeTypes"]) == ([], None, ["T"])


def test_another_users_scope_is_not_readable(two_triangles, make_user, client_for):
    run_job(queued_jobs()[0].pk)
    _bob, secret = make_user("bob")
    bob = client_for(secret)
    reply = call(bob, "graph_communities", scope="w").json()
    assert (reply["communities"], reply["links"], reply["total"]) == ([], [], {"nodes": 0})
    assert call(bob, "read_graph_ranked", scope="w", community=0).json()["nodes"] == []
    assert EntityCommunity.objects.count() == 7  # alice's are stored; bob reads none of them


def test_a_community_number_out_of_range_is_refused(api):
    reply = call(api, "read_graph_ranked", scope="w", community=-1)
    assert (reply.status_code, reply.json()["error"]) == (422, "invalid_arguments")


def test_the_reply_matches_its_recorded_shape(two_triangles):
    run_job(queued_jobs()[0].pk)
    schema = registry.get("graph_communities").output_schema()
    assert "anyOf" in schema  # a recorded shape, not the bare object of a verb never recorded
    for scope in ("w", "never-written"):
        jsonschema.validate(call(two_triangles, "graph_communities", scope=scope).json(), schema)
