"""Cardinality and conflicts through the real verbs: multi-valued memories never end each other,
a weaker statement does not end a stronger memory but waits as a conflict that its owner (or
an org admin) resolves, and before_turn / memory_query flag the disputed memory."""

from graph.models import Document, Event, Fact
from teams.models import MemoryConflict
from tests.teams.turns import post, say, texts


def current(**filters: str) -> list[str]:
    rows = Fact.objects.filter(ended_at__isnull=True, forgotten_at__isnull=True, **filters)
    return sorted(rows.values_list("object__name", flat=True))


def rust_then_kotlin(client) -> dict:
    """An explicit Rust preference (0.99), then an implicit Kotlin one (0.8): the report of the second turn."""
    say(client, "run-rust", "覚えておいて：私はRustが好きです。")
    return say(client, "run-kotlin", "I love Kotlin.")


def test_we_use_x_and_y_stores_two_facts_and_neither_ends_the_other(dana):
    report = say(dana, "run-multi", "We use PostgreSQL 16 and Redis for the billing service.", org="acme")
    assert [s["statement"] for s in report["stored"]] == ["Uses PostgreSQL 16", "Uses Redis"]
    assert [s["ended"] for s in report["stored"]] == [[], []]
    assert report["ended"] == [] and report["conflicts"] == []
    assert current(scope__kind="org") == ["PostgreSQL 16", "Redis"]


def test_memory_manage_add_of_a_used_database_does_not_end_the_others(dana):
    say(dana, "run-multi", "We use PostgreSQL 16 and Redis for the billing service.", org="acme")
    reply = post(dana, "manage", action="add", dimension="org", org="acme", text="We use PostgreSQL 16")
    assert (reply["outcome"], reply["ended"]) == ("repeated", [])
    reply = post(dana, "manage", action="add", dimension="org", org="acme", text="We use Kafka")
    assert reply["ended"] == []
    assert current(scope__kind="org") == ["Kafka", "PostgreSQL 16", "Redis"]


def test_languages_spoken_accumulate_and_a_single_valued_fact_still_replaces(dana):
    say(dana, "run-speak", "I speak English and Japanese.", "I live in Paris.")
    report = say(dana, "run-speak", "I speak German.", "I live in Berlin.")
    assert current(scope__kind="account", type_norm="speaks") == ["English", "German", "Japanese"]
    assert current(scope__kind="account", type_norm="lives_in") == ["Berlin"]
    [ended] = report["ended"]
    assert ended["dimension"] == "account" and len(ended["facts"]) == 1
    assert Fact.objects.get(pk=ended["facts"][0]).object.name == "Paris"


def test_a_weaker_statement_does_not_end_an_explicit_one_it_waits_as_a_conflict(dana):
    report = rust_then_kotlin(dana)
    assert report["stored"] == [] and report["ended"] == []
    [conflict] = report["conflicts"]
    assert (conflict["dimension"], conflict["statement"], conflict["confidence"]) == ("account", "Prefers Kotlin", 0.8)
    assert current(scope__kind="account") == ["Rust"]
    row = MemoryConflict.objects.get(pk=conflict["conflict"])
    assert (row.state, row.current_fact.object.name) == ("pending", "Rust")
    assert not Fact.objects.filter(object__name="Kotlin").exists()
    assert Event.objects.filter(verb="propose_memory", ids__conflict=conflict["conflict"]).count() == 1


def test_the_same_weaker_statement_again_counts_up_its_conflict(dana):
    rust_then_kotlin(dana)
    again = say(dana, "run-kotlin-2", "I love Kotlin.")
    assert again["conflicts"][0]["times_said"] == 2
    assert MemoryConflict.objects.count() == 1


def test_a_less_confident_implicit_statement_does_not_end_a_more_confident_one(dana):
    say(dana, "run-conf", "I prefer Go.")  # 0.88
    report = say(dana, "run-conf", "I like Python.")  # 0.75
    assert report["stored"] == [] and len(report["conflicts"]) == 1
    stronger = say(dana, "run-conf", "I prefer Python.")  # 0.88: equal, replaces visibly
    assert stronger["stored"][0]["outcome"] == "stored" and len(stronger["ended"]) == 1
    assert current(scope__kind="account") == ["Python"]
    replaced = Event.objects.get(verb="replace_memory")
    assert replaced.ids["fact"] == stronger["stored"][0]["fact"] and replaced.outcome == "extract_turn"


def test_memory_query_and_before_turn_show_the_current_memory_and_flag_the_conflict(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    items = post(dana, "query", query="Rust", dimensions=["account"])["items"]
    assert texts({"items": items}) == ["Rustを好む"]
    assert items[0]["conflict"]["id"] == conflict_id and items[0]["conflict"]["proposed"] == "Prefers Kotlin"
    before = post(dana, "before_turn", message="Which language should I use, Rust?")
    assert "Rustを好む" in before["user_profile"]["text"] and "Kotlin" not in before["system_prompt"]
    assert [c["id"] for c in before["conflicts"]] == [conflict_id]
    assert before["conflicts"][0]["current"]["text"] == "Rustを好む"
    assert before["memories"][0]["conflict"]["id"] == conflict_id


def resolve(client, conflict_id: str, choice: str, expect: int = 200, **fields) -> dict:
    return post(client, "manage", expect, action="resolve", id=conflict_id, choice=choice, **fields)


def test_keep_old_keeps_the_current_memory_and_drops_the_proposal(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    reply = resolve(dana, conflict_id, "keep_old")
    assert (reply["outcome"], reply["item"]["object"], reply["ended"]) == ("keep_old", "Rust", [])
    assert current(scope__kind="account") == ["Rust"]
    assert MemoryConflict.objects.get(pk=conflict_id).state == "keep_old"
    assert post(dana, "before_turn", message="Rust?")["conflicts"] == []
    assert post(dana, "query", dimensions=["account"])["items"][0]["conflict"] is None


def test_take_new_writes_the_proposal_and_ends_the_old_one_visibly(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    reply = resolve(dana, conflict_id, "take_new")
    assert (reply["outcome"], reply["item"]["object"], reply["item"]["confidence"]) == ("take_new", "Kotlin", 0.8)
    assert current(scope__kind="account") == ["Kotlin"]
    old = Fact.objects.get(object__name="Rust")
    assert old.ended_at is not None and str(old.replaced_by_id) == reply["item"]["id"]
    assert reply["ended"] == [str(old.pk)]
    assert reply["item"]["citation"]["span"]["text"] == "I love Kotlin."
    assert Event.objects.filter(verb="replace_memory", outcome="resolve_conflict").count() == 1


def test_take_new_never_cites_a_document_of_another_dimension_named_in_the_stored_source(people):
    dana, sam = people["dana"], people["sam"]
    say(sam, "run-sam", "I live in Lisbon.")
    sams_turn = Document.objects.filter(text__contains="Lisbon").first()
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    # A source record naming sam's document (as a crafted memory_import could carry).
    row = MemoryConflict.objects.get(pk=conflict_id)
    row.source = {**row.source, "document": str(sams_turn.pk), "start": 0, "end": len(sams_turn.text)}
    row.save(update_fields=["source"])
    reply = resolve(dana, conflict_id, "take_new")
    assert "Lisbon" not in str(reply)
    written = Fact.objects.get(pk=reply["item"]["id"])
    assert written.document_id != sams_turn.pk and written.document.scope_id == written.scope_id


def test_keep_both_writes_the_proposal_beside_the_current_memory(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    reply = resolve(dana, conflict_id, "keep_both")
    assert (reply["outcome"], reply["ended"]) == ("keep_both", [])
    assert current(scope__kind="account") == ["Kotlin", "Rust"]


def test_a_conflict_is_resolved_once(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    resolve(dana, conflict_id, "keep_old")
    refused = resolve(dana, conflict_id, "take_new", expect=409)
    assert refused["error"] == "already_resolved"
    assert current(scope__kind="account") == ["Rust"]


def test_resolve_needs_a_choice_and_a_known_conflict(dana):
    assert post(dana, "manage", 422, action="resolve", id="1")["error"] == "invalid_arguments"
    assert resolve(dana, "999999", "keep_old", expect=404)["error"] == "not_found"


def test_an_org_conflict_is_resolved_by_an_org_admin_only(people):
    dana, member = people["dana"], people["sam"]
    post(dana, "manage", action="add", dimension="org", org="acme", text="We prefer Rust")
    report = say(dana, "run-org", "We prefer TypeScript.", org="acme")
    [conflict] = report["conflicts"]
    assert conflict["dimension"] == "org"
    flagged = post(member, "query", org="acme", dimensions=["org"])["items"]
    assert flagged[0]["conflict"]["id"] == conflict["conflict"]
    refused = resolve(member, conflict["conflict"], "take_new", expect=403, dimension="org", org="acme")
    assert refused["error"] == "org_admins_write"
    assert MemoryConflict.objects.get(pk=conflict["conflict"]).state == "pending"
    reply = resolve(dana, conflict["conflict"], "take_new", dimension="org", org="acme")
    assert reply["item"]["object"] == "TypeScript"
    assert current(scope__kind="org") == ["TypeScript"]


def test_a_conflict_of_account_memory_is_not_found_through_org_memory(dana):
    conflict_id = rust_then_kotlin(dana)["conflicts"][0]["conflict"]
    assert resolve(dana, conflict_id, "take_new", expect=404, dimension="org", org="acme")["error"] == "not_found"
    assert MemoryConflict.objects.get(pk=conflict_id).state == "pending"
