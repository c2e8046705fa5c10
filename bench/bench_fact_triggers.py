"""What the resource-change triggers (graph migration 0017) cost a bulk write of facts.

Inserts, updates and deletes 100,000 facts in one statement each, with the triggers on and,
as the baseline in the same run, with them disabled (ALTER TABLE … DISABLE TRIGGER), in a
transaction that is rolled back each time. Reports the median of a few rounds and the load
average beside it.
"""

import os
import statistics
import time

from bench.in_process import setup_django

ROWS = 100_000
ROUNDS = 5
TRIGGERS = ("fact_inserted_notify", "fact_updated_notify", "fact_deleted_notify")


def _round(cursor, scope_id: int, a: int, b: int, *, triggers: bool) -> tuple[float, float, float]:
    cursor.execute("BEGIN")
    if not triggers:
        for name in TRIGGERS:
            cursor.execute(f"ALTER TABLE graph_fact DISABLE TRIGGER {name}")
    timings = []
    for statement in (
        # One distinct type per row: the scope may hold one current edge per (subject, object, type).
        f"INSERT INTO graph_fact (scope_id, subject_id, object_id, type, type_norm, weight, attributes, confidence,"
        f" origin, recorded_at, source_label) SELECT {scope_id}, {a}, {b}, 'knows' || g, 'knows' || g,"
        f" 1, '{{}}', 1, 'asserted', now(), '' FROM generate_series(1, {ROWS}) AS g",
        f"UPDATE graph_fact SET confidence = 0.5 WHERE scope_id = {scope_id}",
        f"DELETE FROM graph_fact WHERE scope_id = {scope_id}",
    ):
        start = time.perf_counter()
        cursor.execute(statement)
        timings.append(time.perf_counter() - start)
    cursor.execute("ROLLBACK")
    return timings[0], timings[1], timings[2]


def main() -> None:
    setup_django()
    from django.db import connection

    from graph.models import Entity, Scope

    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name="bench-fact-triggers")
    ids = [Entity.objects.create(scope=scope, name=name, name_norm=name.lower()).pk for name in ("Bench A", "Bench B")]
    scope_id = scope.pk
    with connection.cursor() as cursor:
        results: dict[bool, list[tuple[float, float, float]]] = {True: [], False: []}
        for _ in range(ROUNDS):
            for triggers in (False, True):  # alternated, so drift in the machine's load hits both
                results[triggers].append(_round(cursor, scope_id, ids[0], ids[1], triggers=triggers))
    scope.delete()
    for index, verb in enumerate(("insert", "update", "delete")):
        off = statistics.median(r[index] for r in results[False]) * 1000
        on = statistics.median(r[index] for r in results[True]) * 1000
        print(f"{verb} {ROWS:,} facts: {on:.0f} ms with the triggers, {off:.0f} ms without ({on / off:.2f}×)")
    print(f"load average: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
