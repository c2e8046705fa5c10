"""refuse_unstorable on bulk-sized arguments: the quick pass without paths lets plain values
through, and any bad value, wherever it sits in a large call, is still refused naming its field.

The refusals over HTTP and MCP, and that nothing is stored, are in
tests/graph/transport/test_unstorable_input.py; these check the walk itself.
"""

from collections import OrderedDict

import pytest

from graph.contracts.json_values import refuse_unstorable
from graph.contracts.limits import MAX_JSON_DEPTH
from graph.exceptions import Invalid


def bulk_facts() -> dict:
    """A remember call at the limits' size: 1,000 entities and 5,000 relations."""
    entities = [
        {"name": f"Person {i}", "type": "Person", "attributes": {"age": i, "score": i / 3}} for i in range(1000)
    ]
    relations = [
        {"source": f"Person {i % 1000}", "target": f"Person {(i + 1) % 1000}", "type": "KNOWS", "weight": 0.5}
        for i in range(5000)
    ]
    return {"scope": "s", "facts": {"entities": entities, "relations": relations}}


def nested(levels: int) -> dict:
    value: dict = {}
    for _ in range(levels):
        value = {"a": value}
    return value


def refused_field(arguments: dict) -> str:
    with pytest.raises(Invalid) as refused:
        refuse_unstorable(arguments)
    assert refused.value.code == "invalid_arguments"
    return refused.value.extra["fields"][0]["field"]


def test_a_plain_bulk_call_passes():
    refuse_unstorable(bulk_facts())


@pytest.mark.parametrize(
    ("where", "value", "field"),
    [
        ("name", "Ada\x00", "facts.entities[612].name"),
        ("name", "\udc00", "facts.entities[612].name"),
        ("attributes", {"note": ["ok", "x\ud800y"]}, "facts.entities[612].attributes.note[1]"),
        ("attributes", {"big": 2**64}, "facts.entities[612].attributes.big"),
        ("attributes", {"small": -(2**63) - 1}, "facts.entities[612].attributes.small"),
        ("attributes", {"inf": float("inf")}, "facts.entities[612].attributes.inf"),
        ("attributes", {"nan": float("nan")}, "facts.entities[612].attributes.nan"),
        ("attributes", {"k\x00": 1}, "facts.entities[612].attributes.k\x00"),
    ],
)
def test_one_bad_value_among_six_thousand_facts_is_refused_by_name(where, value, field):
    arguments = bulk_facts()
    arguments["facts"]["entities"][612][where] = value
    assert refused_field(arguments) == field


def test_nesting_deeper_than_the_limit_is_refused_at_the_level_that_passes_it():
    arguments = bulk_facts()
    arguments["facts"]["relations"][4999]["attributes"] = {"x": nested(300)}
    levels = MAX_JSON_DEPTH - len(["facts", "relations", "[4999]", "attributes", "x"])
    assert refused_field(arguments) == "facts.relations[4999].attributes.x" + ".a" * levels


def test_nesting_up_to_the_limit_passes():
    arguments = {"attributes": {"x": nested(MAX_JSON_DEPTH - 3)}}
    refuse_unstorable(arguments)
    arguments["attributes"]["x"] = nested(MAX_JSON_DEPTH - 2)
    assert refused_field(arguments).startswith("attributes.x")


def test_halves_of_a_pair_in_two_strings_are_each_refused():
    # Joined, "\ud83d" + "\ude00" still are two lone surrogates: Python never pairs them.
    assert refused_field({"a": "x\ud83d", "b": "\ude00y"}) in {"a", "b"}


def test_a_paired_surrogate_escape_is_plain_text():
    refuse_unstorable({"name": "\U0001f600 Zoë", "facts": {"entities": [{"name": "東京"}]}})


def test_values_the_quick_pass_does_not_know_are_judged_by_the_full_walk():
    refuse_unstorable(OrderedDict(name="Ada", tags=("a", "b"), nested={1: "x"}))
    assert refused_field(OrderedDict(name=OrderedDict(inner="a\x00"))) == "name.inner"
