"""`manage.py redact_stored`: what was stored before redaction existed is redacted in place, once."""

from io import StringIO

from django.core.management import call_command

from graph.models import Document, Entity, Event, Fact, Job, Passage
from tests.secret_turns import found_in_database
from tests.teams.turns import say

PASSWORD, URL_PASSWORD, TOKEN, JOB_PASSWORD, NOTE_PASSWORD = (
    "Lantern42#x",
    "Maple77$q",
    "ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe9Dc8",
    "Ember99!z",
    "Quartz55%k",
)
OLD_TURN = (
    f"user: I prefer Julia. My database password is {PASSWORD}, why does login fail?\n"
    f"assistant: Try postgres://app:{URL_PASSWORD}@db:5432/main again."
)


def run() -> dict[str, int]:
    out = StringIO()
    call_command("redact_stored", stdout=out)
    return {kind: int(n) for kind, n in (line.split(": ") for line in out.getvalue().splitlines())}


def stored_before_redaction(api) -> tuple[Document, Fact]:
    """Rows as an older server wrote them: secrets in a turn and its passages, a fact's attributes,
    an entity's metadata, an audit event and a job."""
    say(api, "run-old", "I prefer Julia.")
    fact = Fact.objects.get(type_norm="prefers")
    first, second = OLD_TURN.split("\n")
    document = Document.objects.create(scope=fact.scope, kind="messages", text=OLD_TURN, sha256="old", byte_size=1)
    Passage.objects.create(scope=fact.scope, document=document, ordinal=0, text=first, start=0, end=len(first))
    Passage.objects.create(
        scope=fact.scope, document=document, ordinal=1, text=second, start=len(first) + 1, end=len(OLD_TURN)
    )
    again = OLD_TURN.index("again")
    attributes = {**fact.attributes, "statement": f"My password is {NOTE_PASSWORD}"}
    Fact.objects.filter(pk=fact.pk).update(
        document=document, span_start=again, span_end=again + len("again"), attributes=attributes
    )
    Entity.objects.filter(pk=fact.object_id).update(metadata=[f"Token: {TOKEN}"])
    Event.objects.create(verb="remember", detail={"note": f"token {TOKEN}"})
    Job.objects.create(kind="extract_turn", payload={"text": f"pw={JOB_PASSWORD}"}, state="done")
    return document, fact


def test_redact_stored_redacts_every_kind_of_row_and_keeps_passages_spans_of_their_document(api):
    document, fact = stored_before_redaction(api)
    secrets = [PASSWORD, URL_PASSWORD, TOKEN, JOB_PASSWORD, NOTE_PASSWORD]
    assert set(found_in_database(secrets)) == set(secrets)
    counts = run()
    assert {k: counts[k] for k in ("documents", "passages", "facts", "entities", "events", "jobs")} == {
        "documents": 1,
        "passages": 2,
        "facts": 1,
        "entities": 1,
        "events": 1,
        "jobs": 1,
    }
    assert counts["terms_removed"] >= 1  # the password's own word, counted in no passage now
    assert found_in_database(secrets) == {}
    document.refresh_from_db()
    assert document.text == (
        "user: I prefer Julia. My database password is [redacted:password], why does login fail?\n"
        "assistant: Try postgres://app:[redacted:connection_string]@db:5432/main again."
    )
    passages = Passage.objects.filter(document=document).order_by("ordinal")
    assert all(document.text[p.start : p.end] == p.text and p.embedding is None for p in passages)
    assert Passage.objects.filter(document=document, search_vector="login").count() == 1
    fact.refresh_from_db()
    assert document.text[fact.span_start : fact.span_end] == "again"
    assert fact.attributes["statement"] == "My password is [redacted:password]"


def test_redact_stored_a_second_time_changes_nothing(api):
    stored_before_redaction(api)
    run()
    assert run()["total"] == 0
