"""What the new forms do to stored memory: a correction replaces the wrong value, a forget finds a
memory by its words, an update keeps the relation, one sentence gives role and workplace, habits
and policies land in account and org memory, and the profile starts with the name and the role."""

import pytest

from graph.models import Fact
from tests.teams.turns import org_with, post, say, texts


@pytest.fixture
def dana(make_user, client_for):
    secret = make_user("dana")[1]
    org_with("acme", dana="admin")
    return client_for(secret)


def account(client) -> list[str]:
    return sorted(texts(post(client, "query", dimensions=["account"])))


@pytest.mark.parametrize(
    "first, correction, now",
    [
        ("I live in Lisbon.", "Actually I live in Porto, not Lisbon.", ["Lives in Porto"]),
        ("Emacsが好きです。", "訂正：EmacsではなくVimが好きです。", ["Vimを好む"]),
        ("我喜欢Emacs。", "更正：我喜欢Vim，不是Emacs。", ["偏好Vim"]),
    ],
)
def test_a_correction_replaces_the_wrong_value_visibly(dana, first, correction, now):
    say(dana, "run-1", first)
    report = say(dana, "run-1", correction)
    assert account(dana) == now
    (ended,) = report["ended"]
    old = Fact.objects.get(pk=ended["facts"][0])
    assert old.ended_at is not None and str(old.replaced_by_id) == ended["replaced_by"]


def test_a_correction_replaces_even_an_explicit_memory(dana):
    say(dana, "run-1", "Remember that I prefer React.")
    say(dana, "run-1", "Actually I prefer Vue, not React.")
    assert account(dana) == ["Prefers Vue"]


def test_a_forget_finds_the_memory_by_its_words(dana):
    post(dana, "manage", action="add", text="Prefers dark mode in every tool")
    post(dana, "manage", action="add", text="I prefer Python")
    report = say(dana, "run-1", "Forget my preference for dark mode")
    assert len(report["forgotten"]) == 1
    assert account(dana) == ["Prefers Python"]


@pytest.mark.parametrize("text", ["Prefers light mode", "I prefer light mode", "light mode"])
def test_an_update_keeps_the_structured_relation(dana, text):
    item = post(dana, "manage", action="add", text="I prefer dark mode")["item"]
    updated = post(dana, "manage", action="update", id=item["id"], text=text)["item"]
    assert (updated["relation"], updated["object"], updated["text"]) == ("PREFERS", "light mode", "Prefers light mode")


def test_an_update_to_a_full_sentence_of_no_known_form_is_a_note(dana):
    item = post(dana, "manage", action="add", text="I prefer dark mode")["item"]
    updated = post(dana, "manage", action="update", id=item["id"], text="dark mode after sunset and light in the day")
    assert updated["item"]["relation"] == "NOTE"


def test_one_sentence_gives_role_and_workplace(dana):
    say(dana, "run-1", "I'm a staff engineer at Acme Robotics.")
    assert account(dana) == ["Works as staff engineer", "Works at Acme Robotics"]
    say(dana, "run-1", "I work at Globex as a data scientist.")
    assert account(dana) == ["Works as data scientist", "Works at Globex"]


def test_habits_go_to_account_memory_and_policies_to_the_org(dana):
    report = say(
        dana,
        "run-1",
        "I usually deploy on Fridays. I usually work from 7am to 3pm. We always squash-merge. "
        "All PRs need two reviews. Our team's on-call rotation is weekly. We deploy with Kubernetes.",
        org="acme",
    )
    assert sorted((s["dimension"], s["statement"]) for s in report["stored"]) == [
        ("account", "Habit: deploy on Fridays"),
        ("account", "Working hours: 7am to 3pm"),
        ("org", "On call rotation: weekly"),
        ("org", "Policy: All PRs need two reviews"),
        ("org", "Policy: always squash-merge"),
        ("org", "Uses Kubernetes"),
    ]
    assert report["excluded"] == []


def test_the_profile_starts_with_the_name_and_the_role(dana):
    post(dana, "manage", action="add", text="I prefer TypeScript")
    say(dana, "run-1", "I like tea. I'm a staff engineer at Acme Robotics. My name is Dana Lee.")
    profile = post(dana, "before_turn", message="hello")["user_profile"]["text"].splitlines()
    assert profile[:3] == ["## User profile", "- Name is Dana Lee", "- Works as staff engineer"]
    assert "- Prefers TypeScript" in profile
