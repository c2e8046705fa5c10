"""The cardinality table: each built-in relation declared once; anything undeclared is multi-valued."""

import pytest

from graph.contracts.cardinality import BUILT_IN, Cardinality, cardinality_of, opposites_of


def test_single_valued_relations_hold_one_current_value():
    for relation in ("HAS_NAME", "HAS_ROLE", "WORKS_AT", "LIVES_IN", "IS_CALLED"):
        assert cardinality_of(relation) == Cardinality.SINGLE


def test_a_preference_is_one_per_object_type():
    assert cardinality_of("prefers") == Cardinality.PER_OBJECT_TYPE


def test_what_a_person_or_team_uses_knows_or_speaks_is_multi_valued():
    for relation in ("USES", "KNOWS", "SPEAKS", "LIKES", "DISLIKES", "AVOIDS", "HAS_ALLERGY", "HAS_PROJECT"):
        assert cardinality_of(relation) == Cardinality.MULTI


@pytest.mark.django_db  # an enabled schema could declare it: the schemas are asked
def test_an_unknown_relation_is_multi_valued_so_it_never_ends_a_memory():
    assert "OWNS_A_BOAT" not in BUILT_IN
    assert cardinality_of("OWNS_A_BOAT") == Cardinality.MULTI
    assert cardinality_of("HAS_FAVOURITE_SNACK") == Cardinality.MULTI


def test_opposites_end_each_other_about_the_same_object():
    assert "AVOIDS" in opposites_of("USES") and "USES" in opposites_of("avoids")
    assert opposites_of("SPEAKS") == ()
