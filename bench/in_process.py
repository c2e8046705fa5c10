"""Every place a benchmark reaches inside the server, named.

Benchmarks measure through HTTP and MCP like any client. A few figures need the
code itself: the verb alone without the HTTP stack, a bulk seeding import that has
no public route, vectors written straight into a table so HNSW runs at full size,
and the embedding model's raw throughput. Each such reach is one function here, so
a refactor of the server breaks one file of the bench, not all of them.
"""

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
BENCH_DB = "memorymesh_bench"


def setup_django() -> None:
    """Django against the bench database on the embedded server, migrated, with its job queue."""
    os.environ.setdefault("MEMORYMESH_DB_NAME", BENCH_DB)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")
    sys.path.insert(0, str(REPO))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)
    from memorymesh_site.queue_setup import ensure_queue_schema

    ensure_queue_schema()


def bench_token(username: str = "bench") -> str:
    """A fresh API token of `username` (created if new)."""
    from django.contrib.auth import get_user_model

    from identity.services.tokens import create_token

    user, _ = get_user_model().objects.get_or_create(username=username)
    return create_token(user=user, name="bench").secret


def verb_caller(token: str) -> Callable[[str, dict[str, Any]], dict[str, Any]]:
    """call(tool, arguments): a registered verb run in this process as the token's owner, no HTTP."""
    from graph.access import CallContext
    from graph.contracts.registry import registry
    from identity.models import ApiToken
    from identity.services.tokens import token_digest

    ctx = CallContext(token=ApiToken.objects.select_related("user").get(digest=token_digest(token)))

    def call(tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return registry.get(tool).call(ctx, arguments)

    return call


def import_memory_file(username: str, scope_name: str, text: str, *, at_least: int) -> dict[str, Any] | None:
    """Seed a scope from MemoryMesh memory.json text (the 11 built-in schemas loaded first).

    Returns the import report, or None when the scope already holds `at_least` nodes.
    """
    from django.contrib.auth import get_user_model

    from graph.models import Entity
    from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file
    from schemas_app.services.schemas import load_builtin_schemas

    load_builtin_schemas()
    user = get_user_model().objects.get(username=username)
    scope = operator_scope(user, scope_name)
    if Entity.objects.filter(scope=scope, forgotten_at__isnull=True).count() >= at_least:
        return None
    return import_parsed(operator=Operator(user), scope=scope, parsed=parse_memory_file(text))


def write_passage_vectors(scope_name: str, vector_batches: Callable[[int], Any], column: str = "embedding") -> int:
    """Write vectors straight into the passages of a named scope (`column`: embedding or
    e5_embedding); `vector_batches(n)` makes n of them."""
    from graph.models import Passage

    ids = list(Passage.objects.filter(scope__name=scope_name).values_list("id", flat=True))
    for offset in range(0, len(ids), 2000):
        chunk = ids[offset : offset + 2000]
        rows = [Passage(id=i, **{column: list(v)}) for i, v in zip(chunk, vector_batches(len(chunk)), strict=True)]
        Passage.objects.bulk_update(rows, [column])
    return len(ids)


def local_embedding_model() -> Any:
    """The bundled all-MiniLM-L6-v2, loaded in this process."""
    from graph.embeddings import LocalMiniLM

    return LocalMiniLM()


def lexicon_installed() -> bool:
    """Whether the category route can read WordNet here. It goes on without it, finding nothing,
    so a list question is then both cheaper and worse: a bench says which it measured."""
    from graph.retrieval._lexicon import kinds_of

    return bool(kinds_of("musical instruments")[1])


def embed_pending() -> dict[str, Any]:
    """Embed every passage still without a vector, in this process (what the worker's job does)."""
    from graph.services.embedding import embed_passages

    return embed_passages()


def analyze_tables(*tables: str) -> None:
    """VACUUM ANALYZE after a bulk load: what autovacuum does shortly after, so timings do not race it."""
    from django.db import connection

    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"VACUUM ANALYZE {table}")


def seed_team_memory(username: str, org_slug: str, run_id: str, per_dimension: int, statements: Any) -> int:
    """Fill the account, org and session memory of `username` with `per_dimension` memories each
    (bulk inserts of what teams.services.memories.write_memory stores); `statements(n)` yields
    (relation, object, object_type, statement) tuples. Returns how many memories were added."""
    from django.contrib.auth import get_user_model
    from django.db import transaction

    from graph.access import CallContext, scope_for_write
    from graph.models import Entity, Fact
    from graph.text.names import match_key, normalise
    from identity.models import Membership, Organisation
    from teams.extraction import Draft
    from teams.services.memories import MemoryWriter, Subject, memory_attributes

    user, _ = get_user_model().objects.get_or_create(username=username)
    org, _ = Organisation.objects.get_or_create(slug=org_slug, defaults={"name": org_slug.title()})
    Membership.objects.get_or_create(organisation=org, user=user, defaults={"role": "admin"})
    ctx = CallContext.for_person(user)
    added = 0
    for label, subject in (
        ("account", Subject(username, "Person", "self")),
        (f"org:{org_slug}", Subject(org.name, "Organisation", "org")),
        (f"session:{run_id}", Subject(username, "Person", "self")),
    ):
        scope = scope_for_write(ctx, label, None)
        have = Fact.objects.filter(scope=scope, ended_at__isnull=True).count()
        if have >= per_dimension:
            continue
        with transaction.atomic():
            about = MemoryWriter(scope).subject(subject)
        rows = list(statements(per_dimension - have))
        types = {obj: object_type for _relation, obj, object_type, _text in rows}
        Entity.objects.bulk_create(
            [
                Entity(
                    scope=scope, name=o, name_norm=normalise(o), name_key=match_key(o), type=t, type_norm=normalise(t)
                )
                for o, t in types.items()
            ],
            ignore_conflicts=True,
        )
        ids = dict(Entity.objects.filter(scope=scope).values_list("name_norm", "id"))
        facts = []
        for relation, obj, object_type, text in rows:
            draft = Draft("memory", "self", relation, None, obj, object_type, text, 0.7, False, "bench", "en", 0, 0)
            facts.append(
                Fact(
                    scope=scope,
                    subject_id=about,
                    object_id=ids[normalise(obj)],
                    type=relation,
                    type_norm=normalise(relation),
                    confidence=0.5 + (len(facts) % 50) / 100,
                    origin="extracted",
                    attributes=memory_attributes(draft, subject, said_by=username, said_at=None),
                )
            )
        Fact.objects.bulk_create(facts, batch_size=2000, ignore_conflicts=True)
        added += len(facts)
    return added


def job_times(job_ids: list[int]) -> list[tuple[Any, Any, Any, str]]:
    """(created_at, started_at, finished_at, state) of each job, in the order asked."""
    from graph.models import Job

    rows = {j.pk: (j.created_at, j.started_at, j.finished_at, j.state) for j in Job.objects.filter(pk__in=job_ids)}
    return [rows[i] for i in job_ids]


def enqueue_empty_job() -> int:
    """A job of a kind no handler runs: the worker records it failed at once (the queue's own round trip)."""
    from graph.services.jobs import enqueue_job

    return enqueue_job(kind="bench_round_trip").pk


def extract_turns_in_process(username: str, org_slug: str, texts: list[str]) -> list[float]:
    """Milliseconds the per-turn extraction takes in this process for each text, without broker or
    worker: each turn is stored with memory_after_turn (extract: false) and a job row for it is run
    by the job handler here (nothing is sent to the queue)."""
    import time

    from graph.models import Job
    from identity.models import ApiToken
    from identity.services.tokens import token_digest
    from teams.services.turn_extraction import extract_turn_job
    from teams.turn_jobs import EXTRACT_TURN_JOB

    secret = bench_token(username)
    call = verb_caller(secret)
    token = ApiToken.objects.get(digest=token_digest(secret))
    samples = []
    for index, text in enumerate(texts):
        run_id = f"in-process-{index}-{time.time()}"
        messages = [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
        reply = call("memory_after_turn", {"run_id": run_id, "org": org_slug, "messages": messages, "extract": False})
        payload = {
            "document_id": int(reply["doc_id"]),
            "token_id": token.pk,
            "run_id": run_id,
            "org": org_slug,
            "end_user": "",
        }
        job = Job.objects.create(kind=EXTRACT_TURN_JOB, payload=payload)
        start = time.perf_counter()
        extract_turn_job(job)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def exact_graph_counts(username: str, scope_name: str) -> tuple[int, int]:
    """What read_graph's first page computed before its total was bounded: count(*) of live
    nodes and of current edges of the scope (the edges joined to both ends)."""
    from django.contrib.auth import get_user_model

    from graph.models import Scope
    from graph.selectors.graph_views import current_edges, live_nodes

    scope = Scope.objects.get(owner=get_user_model().objects.get(username=username), name=scope_name, end_user="")
    return live_nodes(scope).count(), current_edges(scope).count()


def entity_names(username: str, scope_name: str, limit: int) -> list[str]:
    """Up to `limit` stored names of a scope (a sample, for reads of a scope built earlier)."""
    from django.contrib.auth import get_user_model

    from graph.models import Scope
    from graph.selectors.graph_views import live_nodes

    scope = Scope.objects.get(
        owner=get_user_model().objects.get(username=username), name=scope_name, end_user="", forgotten_at=None
    )
    return list(live_nodes(scope).order_by("?").values_list("name", flat=True)[:limit])


def redaction() -> Callable[[str], Any]:
    """graph.redaction.redact, with the server's settings (no database needed)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")
    sys.path.insert(0, str(REPO))
    import django

    django.setup()
    from graph.redaction import redact

    return redact
