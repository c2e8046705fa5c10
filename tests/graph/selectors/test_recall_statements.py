"""memory_recall reads in a fixed number of statements, however many facts it returns: the
rows it builds carry every field its reply reads (graph.selectors.facts.facts_touching loads
the ends of each fact with only those fields; reading another would cost a statement per end)."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from graph.access import CallContext
from graph.contracts.registry import registry
from identity.models import ApiToken


def _call(ctx: CallContext, verb: str, **arguments: object) -> dict:
    return registry.get(verb).call(ctx, arguments)


def test_recall_of_many_cited_facts_and_passages_takes_one_statement(make_user):
    user, _secret = make_user("alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    people = [f"Person {i}" for i in range(12)]
    for index, person in enumerate(people):
        _call(ctx, "memory_remember", scope="demo", content=f"Dana met {person} at Acme.",
              date=f"2026-01-{index + 1:02d}",
              facts={"entities": [{"name": "Dana", "type": "Person", "attributes": {"team": "core"}},
                                  {"name": person, "type": "Person"}],
                     "relations": [{"source": "Dana", "target": person, "type": "met"}]})

    with CaptureQueriesContext(connection) as statements:
        reply = _call(ctx, "memory_recall", scope="demo", subject="Dana", k=20)

    assert reply["count"] == 12 and len(reply["passages"]) == 10
    assert {fact["citation"]["span_state"] for fact in reply["facts"]} == {"verified"}
    assert reply["entities"][0]["attributes"] == {"team": "core"}
    # the scope, the seed, the facts with their ends and documents, the passages: one statement
    assert len(statements.captured_queries) == 1, [q["sql"][:80] for q in statements.captured_queries]
