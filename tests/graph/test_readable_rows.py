"""Rows stored before the input limits existed never break a read of their scope.

A date outside UTC years 1..9999 (graph migration 0006 clamps it, and CHECK constraints
keep new ones out whatever code writes), attributes nested deeper than the reply
encoder goes or integers beyond 64 bits (sent in a form that can be encoded).
"""

import importlib
from datetime import UTC, datetime

import pytest
from django.db import IntegrityError, connection, transaction

from graph.models import Entity, Fact
from graph.transport.encoding import dumps
from tests.graph.memory_calls import call

readable_instants = importlib.import_module("graph.migrations.0008_readable_instants")


@pytest.fixture
def stored(api):
    call(api, "relate", scope="old", **{"from": "Zed", "to": "Tea", "type": "LIKES"})
    return api


def test_the_database_refuses_an_instant_python_could_not_read_back(stored):
    for column in ("valid_from", "valid_to", "source_date"):
        with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(f"UPDATE graph_fact SET {column} = '10000-01-01T00:00:00Z'")


def test_the_migration_clamps_rows_stored_out_of_range_and_reads_answer_again(stored):
    from graph.access import CallContext
    from graph.contracts.inputs import RecallIn
    from graph.selectors.recall import recall
    from identity.models import ApiToken

    with transaction.atomic():
        with connection.cursor() as cursor:
            for column in ("valid_from", "source_date"):  # as the table was before migration 0006
                cursor.execute(f"ALTER TABLE graph_fact DROP CONSTRAINT fact_{column}_readable")
            cursor.execute("UPDATE graph_fact SET valid_from = '10000-01-01T11:59:59Z', source_date = '0001-01-01 BC'")
            for statement in readable_instants.REPAIR_SQL:
                cursor.execute(statement)
        fact = Fact.objects.get(scope__name="old")
        assert fact.valid_from == datetime.max.replace(tzinfo=UTC)
        assert fact.source_date == datetime.min.replace(tzinfo=UTC)
        ctx = CallContext(token=ApiToken.objects.get())
        assert recall(ctx=ctx, params=RecallIn(scope="old", subject="Zed"))["count"] == 1
        transaction.set_rollback(True)  # the constraint comes back with the rollback


def test_attributes_stored_too_deep_or_too_large_are_sent_not_failed(stored):
    deep: dict = {}
    for _ in range(300):
        deep = {"a": deep}
    Entity.objects.filter(name="Zed").update(attributes={"deep": {"value": deep}, "big": {"value": 2**70}})
    Fact.objects.filter(scope__name="old").update(attributes={"deep": deep})
    reply = call(stored, "recall", scope="old", subject="Zed")
    entity = reply["entities"][0]
    assert entity["attributes"]["big"] == str(2**70)
    assert "(nested too deep to send)" in dumps(entity["attributes"]).decode()
    assert reply["count"] == 1
