"""Visible replacement and undo: an equal-or-stronger statement ends the old memory with
replaced_by and an audit entry; memory_manage undo_replace brings it back and ends its replacement."""


from graph.models import Event, Fact
from tests.teams.turns import post, say, texts


def undo(client, fact_id: str, expect: int = 200, **fields) -> dict:
    return post(client, "manage", expect, action="undo_replace", id=fact_id, **fields)


def changed_preference(client) -> tuple[Fact, Fact]:
    say(client, "run-change", "I prefer TypeScript.")
    say(client, "run-change", "I now prefer Rust.")
    return Fact.objects.get(object__name="TypeScript"), Fact.objects.get(object__name="Rust")


def test_undo_restores_the_replaced_memory_and_ends_its_replacement(dana):
    old, new = changed_preference(dana)
    assert old.ended_at is not None and old.valid_to is not None and old.replaced_by_id == new.pk
    reply = undo(dana, str(old.pk))
    assert (reply["outcome"], reply["item"]["id"], reply["ended"]) == ("restored", str(old.pk), [str(new.pk)])
    old.refresh_from_db()
    new.refresh_from_db()
    assert (old.ended_at, old.valid_to, old.replaced_by_id) == (None, None, None)
    assert new.ended_at is not None and new.replaced_by_id == old.pk
    assert texts(post(dana, "query", dimensions=["account"])) == ["Prefers TypeScript"]
    event = Event.objects.get(verb="undo_replace")
    assert event.ids == {"fact": str(old.pk), "ended": [str(new.pk)]}


def test_an_undo_can_itself_be_undone(dana):
    old, new = changed_preference(dana)
    undo(dana, str(old.pk))
    undo(dana, str(new.pk))
    assert texts(post(dana, "query", dimensions=["account"])) == ["Prefers Rust"]


def test_every_replacement_is_in_the_audit(dana):
    old, new = changed_preference(dana)
    event = Event.objects.get(verb="replace_memory")
    assert (event.outcome, event.ids) == ("extract_turn", {"fact": str(new.pk), "ended": [str(old.pk)]})


def test_only_a_replaced_memory_can_be_undone(dana):
    _old, new = changed_preference(dana)
    assert undo(dana, str(new.pk), expect=404)["error"] == "not_found"  # current
    assert undo(dana, "999999", expect=404)["error"] == "not_found"


def test_a_memory_said_again_since_is_current_already(dana):
    old, _new = changed_preference(dana)
    say(dana, "run-change", "I prefer TypeScript.")
    assert undo(dana, str(old.pk), expect=409)["error"] == "already_current"
    assert texts(post(dana, "query", dimensions=["account"])) == ["Prefers TypeScript"]


def test_an_update_through_memory_manage_is_undone_the_same_way(dana):
    added = post(dana, "manage", action="add", text="The deploy window is Friday 17:00")["item"]
    updated = post(dana, "manage", action="update", id=added["id"], text="The deploy window is Thursday 16:00")
    assert updated["ended"] == [added["id"]]
    assert Event.objects.filter(verb="replace_memory", outcome="memory_manage").count() == 1
    reply = undo(dana, added["id"])
    assert reply["ended"] == [updated["item"]["id"]]
    assert texts(post(dana, "query", dimensions=["account"])) == [added["text"]]


def test_an_org_replacement_is_undone_by_an_org_admin_only(people):
    dana, member = people["dana"], people["sam"]
    post(dana, "manage", action="add", dimension="org", org="acme", text="We prefer Rust")
    post(dana, "manage", action="add", dimension="org", org="acme", text="We prefer Go")
    old = Fact.objects.get(object__name="Rust")
    assert undo(member, str(old.pk), expect=403, dimension="org", org="acme")["error"] == "org_admins_write"
    assert Fact.objects.get(pk=old.pk).ended_at is not None
    undo(dana, str(old.pk), dimension="org", org="acme")
    assert texts(post(dana, "query", org="acme", dimensions=["org"])) == ["Prefers Rust"]
