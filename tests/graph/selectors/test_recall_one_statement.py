"""memory_recall by a name stored exactly reads its scope, seed, facts and passages in one
statement (graph.selectors.recall); each other case goes the way it went, and answers alike."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from graph.access import CallContext
from graph.contracts.registry import registry
from identity.models import ApiToken, Membership, Organisation


def _ctx(user) -> CallContext:
    return CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))


def _call(ctx: CallContext, verb: str, **arguments: object) -> dict:
    return registry.get(verb).call(ctx, arguments)


def _statements_of(ctx: CallContext, **arguments: object) -> tuple[dict, int]:
    with CaptureQueriesContext(connection) as statements:
        reply = _call(ctx, "memory_recall", **arguments)
    return reply, len(statements.captured_queries)


def test_an_organisations_scope_is_named_by_its_slug_in_one_statement(make_user):
    admin, _secret = make_user("admin")
    member, _other = make_user("member")
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=admin, role="admin")
    Membership.objects.create(organisation=org, user=member, role="member")
    _call(_ctx(admin), "memory_remember", scope="org:acme",
          facts={"relations": [{"source": "Dana", "target": "Acme", "type": "works_at"}]})

    reply, statements = _statements_of(_ctx(member), scope="org:acme", subject="dana")

    assert statements == 1
    assert reply["scope"] == "org:acme"
    assert [(f["subject"], f["object"]) for f in reply["facts"]] == [("Dana", "Acme")]


def test_a_seed_without_facts_is_still_one_statement_with_its_entity(make_user):
    user, _secret = make_user("alice")
    ctx = _ctx(user)
    _call(ctx, "memory_remember", scope="demo", facts={"entities": [{"name": "Lone", "attributes": {"a": 1}}]})

    reply, statements = _statements_of(ctx, scope="demo", subject="Lone")

    assert statements == 1
    assert reply["state"] == "answered" and reply["facts"] == [] and reply["passages"] == []
    assert [(e["name"], e["attributes"]) for e in reply["entities"]] == [("Lone", {"a": 1})]


def test_a_name_not_stored_exactly_is_seeded_by_the_other_stages(make_user):
    user, _secret = make_user("alice")
    ctx = _ctx(user)
    _call(ctx, "memory_remember", scope="demo",
          facts={"relations": [{"source": "Dana Scully", "target": "FBI", "type": "works_at"}]})

    reply = _call(ctx, "memory_recall", scope="demo", subject="Scully")

    assert reply["seeding"]["exact"] == "ran" and reply["seeding"]["whole_word"] == "ran"
    assert [s["match"] for s in reply["seeds"]] == ["whole_word"]
    assert [f["object"] for f in reply["facts"]] == ["FBI"]


def test_a_scope_never_written_answers_nothing_stored(make_user):
    user, _secret = make_user("alice")

    reply = _call(_ctx(user), "memory_recall", scope="empty", subject="Dana")

    assert reply["state"] == "nothing_stored" and reply["seeding"] == {"scope": "never_written"}


def _statements_parsed_anew(ctx: CallContext, **arguments: object) -> int:
    """How many statements psycopg parsed for their placeholders without its cache during one
    recall: it caches none longer than psycopg._queries.MAX_CACHED_STATEMENT_LENGTH bytes."""
    from psycopg import _queries

    parsed = []
    uncached = _queries._query2pg_nocache

    def counted(query, encoding):
        parsed.append(len(query))
        return uncached(query, encoding)

    _queries._query2pg_nocache = counted
    try:
        _call(ctx, "memory_recall", **arguments)
    finally:
        _queries._query2pg_nocache = uncached
    return len(parsed)


def test_the_one_statement_stays_short_enough_for_psycopgs_parse_cache(make_user):
    admin, _secret = make_user("admin")
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=admin, role="admin")
    ctx = _ctx(admin)
    for scope in ("demo", "org:acme"):
        _call(ctx, "memory_remember", scope=scope,
              facts={"relations": [{"source": "Dana", "target": "Acme", "type": "works_at"}]})
    for arguments in (
        {"scope": "demo", "subject": "Dana"},
        {"scope": "org:acme", "subject": "Dana", "direction": "inbound"},
        {"scope": "demo", "subject": "Acme", "as_of": "2030-01-01", "valid_at": "2029-01-01"},
    ):
        _call(ctx, "memory_recall", **arguments)  # the first call of a shape fills the cache
        assert _statements_parsed_anew(ctx, **arguments) == 0, arguments


def test_the_seed_entity_carries_its_attributes_and_the_other_ends_their_names(make_user):
    user, _secret = make_user("alice")
    ctx = _ctx(user)
    _call(ctx, "memory_remember", scope="demo", facts={
        "entities": [{"name": "Dana", "attributes": {"team": "core"}}, {"name": "Acme", "attributes": {"size": 9}}],
        "relations": [{"source": "Dana", "target": "Acme", "type": "works_at"},
                      {"source": "Lee", "target": "Dana", "type": "manages"}],
    })

    for subject in ("Dana", "dana s"):  # one statement; and seeded by near spelling, facts read apart
        reply = _call(ctx, "memory_recall", scope="demo", subject=subject)

        assert [(e["name"], e["attributes"]) for e in reply["entities"]] == [("Dana", {"team": "core"})], subject
        stored = [f for f in reply["facts"] if f["direction"] != "derived"]
        assert sorted((f["subject"], f["object"], f["direction"]) for f in stored) == [
            ("Dana", "Acme", "outbound"), ("Lee", "Dana", "inbound")
        ], subject
