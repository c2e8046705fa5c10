"""`manage.py org create|rename|add|remove|list`."""

import pytest
from django.core.management import CommandError, call_command

from identity.models import Membership, Organisation


def run(*args: str) -> str:
    from io import StringIO

    out = StringIO()
    call_command("org", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def people(django_user_model):
    return {name: django_user_model.objects.create_user(name) for name in ("ann", "bob")}


def test_create_add_list_rename_remove(people):
    created = run("create", "acme", "--name", "Acme Inc", "--admin", "ann")
    assert created == "organisation acme (Acme Inc) created, admin ann\n"
    assert run("add", "acme", "bob") == "bob is member of acme (added)\n"
    assert run("add", "acme", "bob", "--role", "admin") == "bob is admin of acme\n"
    assert run("list") == "acme\tAcme Inc\t2 members\n"
    assert run("list", "acme") == "ann\tadmin\nbob\tadmin\n"
    assert run("rename", "acme", "Acme Corp") == "organisation acme is now named Acme Corp\n"
    assert run("remove", "acme", "bob") == "bob removed from acme\n"
    assert Organisation.objects.get(slug="acme").name == "Acme Corp"
    assert list(Membership.objects.values_list("user__username", "role")) == [("ann", "admin")]


def test_refusals_are_command_errors_naming_the_problem(people):
    run("create", "acme", "--admin", "ann")
    with pytest.raises(CommandError, match="exists already"):
        run("create", "acme")
    with pytest.raises(CommandError, match="no user named 'zed'"):
        run("add", "acme", "zed")
    with pytest.raises(CommandError, match="no organisation with slug 'nope'"):
        run("add", "nope", "bob")
    with pytest.raises(CommandError, match="no admin left"):
        run("remove", "acme", "ann")
    with pytest.raises(CommandError, match="not a member"):
        run("remove", "acme", "bob")
