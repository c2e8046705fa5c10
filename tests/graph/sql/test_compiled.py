"""Filters compiled once per shape (graph.sql.compiled) give what the ORM gives for the
same condition, whatever values a later call of the same shape brings; shapes the ORM
answers without SQL or whose values it transforms are left to the ORM."""

import pytest
from django.contrib.auth import get_user_model
from django.db.models import Q

from graph.models import Entity, Scope
from graph.sql.compiled import CompiledFilters


@pytest.fixture
def scopes(db):
    owners = [get_user_model().objects.create_user(username=name) for name in ("ana", "bo")]
    made = {}
    for owner in owners:
        for name in ("work", "home"):
            for end_user in ("", "u1"):
                made[owner.username, name, end_user] = Scope.objects.create(
                    kind=Scope.Kind.NAMED, owner=owner, name=name, end_user=end_user
                )
    return owners, made


def _orm(model, where, values=(), limit=10):
    rows = model.objects.filter(where)
    return list((rows.values_list(*values) if values else rows)[:limit])


def test_one_shape_serves_every_value_it_is_called_with(scopes):
    owners, made = scopes
    compiled = CompiledFilters()
    for owner in owners:
        for name in ("work", "home", "absent"):
            for end_user in ("", "u1"):
                where = Q(kind=Scope.Kind.NAMED, owner=owner, name=name, end_user=end_user, forgotten_at__isnull=True)
                found = compiled.first(Scope, where)
                assert found == made.get((owner.username, name, end_user)), (owner, name, end_user)
                assert ([found] if found else []) == _orm(Scope, where)
    assert len(compiled._statements) == 1


def test_none_and_lists_are_part_of_the_shape(scopes):
    owners, _made = scopes
    compiled = CompiledFilters()
    for where in (
        Q(owner=owners[0], organisation_id=None),
        Q(owner=owners[0], organisation_id=12345),
        Q(owner=owners[1], name__in=["work", "absent"]),
        Q(owner=owners[1], name__in=["home"]),
        Q(owner=owners[0]) & ~Q(name="work") | Q(end_user="u1", owner=owners[1]),
    ):
        assert sorted(compiled.rows(Scope, where, limit=10), key=lambda s: s.pk) == sorted(
            _orm(Scope, where), key=lambda s: s.pk
        )
    assert sorted(compiled.rows(Scope, Q(owner=owners[0]), values=("name", "end_user"), limit=10)) == sorted(
        _orm(Scope, Q(owner=owners[0]), ("name", "end_user"))
    )


def test_shapes_the_orm_transforms_or_answers_alone_go_to_the_orm(scopes):
    owners, _made = scopes
    compiled = CompiledFilters()
    assert compiled.rows(Scope, Q(pk__in=[]), limit=10) == []
    for where in (Q(owner=owners[0], name__contains="or"), Q(owner=owners[0], name__iexact="WORK")):
        assert {s.name for s in compiled.rows(Scope, where, limit=10)} == {"work"}
    # a placeholder the field refuses (text for an integer) leaves the shape to the ORM too
    assert compiled.rows(Scope, Q(owner_id=str(owners[0].pk), name="home", end_user=""), limit=10)


def test_rows_are_built_as_the_orm_builds_them(scopes):
    owners, made = scopes
    scope = made["ana", "work", ""]
    Entity.objects.create(scope=scope, name="Dana", name_norm="dana", attributes={"team": {"value": "core"}})
    compiled = CompiledFilters()
    where = Q(scope=scope, name_norm="dana")
    [ours], [theirs] = compiled.rows(Entity, where, limit=1), _orm(Entity, where, limit=1)
    assert ours.__dict__.keys() == theirs.__dict__.keys()
    assert {k: v for k, v in ours.__dict__.items() if k != "_state"} == {
        k: v for k, v in theirs.__dict__.items() if k != "_state"
    }
    assert (ours._state.db, ours._state.adding) == (theirs._state.db, theirs._state.adding)
    assert compiled.rows(Entity, where, values=("id", "attributes", "created_at"), limit=1) == _orm(
        Entity, where, ("id", "attributes", "created_at")
    )
