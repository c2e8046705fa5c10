"""Graph tools over real HTTP: add_nodes, update_nodes, delete_nodes, add_metadata, delete_metadata."""

from graph.models import Entity, Event, Fact


def call(api, tool: str, **arguments):
    return api.post(f"/v1/graph/{tool}", json=arguments)


def live_names(scope: str = "world") -> set[str]:
    return set(Entity.objects.filter(scope__name=scope, forgotten_at__isnull=True).values_list("name", flat=True))


def grove(api) -> None:
    body = {
        "scope": "world",
        "nodes": [
            {"name": "Whispering Willows", "nodeType": "location", "metadata": ["Status: Prosperous", "Size: Large"]},
            {"name": "Madame Whisperwind", "nodeType": "npc", "metadata": ["Role: Enchanter"]},
        ],
    }
    assert call(api, "add_nodes", **body).status_code == 200
    edge = {"from": "Madame Whisperwind", "to": "Whispering Willows", "edgeType": "located_in"}
    assert call(api, "add_edges", scope="world", edges=[edge]).status_code == 200


def test_add_nodes_stores_nodes_as_entities_of_the_one_store(api):
    reply = call(api, "add_nodes", scope="world", nodes=[{"name": "Ironforge", "nodeType": "location"}]).json()
    assert reply == {"scope": "world", "added": 1, "nodes": ["Ironforge"]}
    entity = Entity.objects.get(name="Ironforge")
    assert (entity.type, entity.metadata, entity.scope.name) == ("location", [], "world")
    assert Event.objects.filter(verb="add_nodes", scope=entity.scope).count() == 1


def test_add_nodes_refuses_a_taken_name_naming_the_stored_node_and_stores_nothing(api):
    grove(api)
    response = call(
        api,
        "add_nodes",
        scope="world",
        nodes=[{"name": "Brand New", "nodeType": "npc"}, {"name": "whispering willows", "nodeType": "npc"}],
    )
    assert response.status_code == 409
    body = response.json()
    assert body["error"] == "node_exists"
    assert body["existing"] == [{"name": "Whispering Willows", "nodeType": "location"}]
    assert "update_nodes" in body["detail"]
    assert "Brand New" not in live_names()


def test_add_nodes_refuses_one_name_twice_in_a_call(api):
    response = call(
        api, "add_nodes", scope="world", nodes=[{"name": "Twin", "nodeType": "a"}, {"name": "TWIN", "nodeType": "b"}]
    )
    assert response.status_code == 422
    assert response.json()["error"] == "duplicate_names"
    assert live_names() == set()


def test_add_nodes_refuses_a_node_without_type_naming_the_field(api):
    response = call(api, "add_nodes", scope="world", nodes=[{"name": "Typeless"}])
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "invalid_arguments"
    assert body["fields"][0]["field"] == "nodes[0].nodeType"
    assert live_names() == set()


def test_update_nodes_merges_metadata_by_key_and_keeps_the_rest(api):
    grove(api)
    reply = call(
        api,
        "update_nodes",
        scope="world",
        nodes=[{"name": "whispering willows", "metadata": ["Status: Besieged", "Mood: Tense"]}],
    ).json()
    assert reply["nodes"][0]["metadata"] == ["Status: Besieged", "Size: Large", "Mood: Tense"]


def test_update_nodes_renames_and_the_edges_follow(api):
    grove(api)
    reply = call(api, "update_nodes", scope="world", nodes=[{"name": "Whispering Willows", "newName": "Willowmere"}])
    assert reply.status_code == 200
    fact = Fact.objects.get(type="located_in", forgotten_at__isnull=True)
    assert fact.object.name == "Willowmere"
    assert "Whispering Willows" not in live_names()


def test_update_nodes_refuses_a_rename_onto_a_taken_name_and_changes_nothing(api):
    grove(api)
    response = call(
        api,
        "update_nodes",
        scope="world",
        nodes=[{"name": "Whispering Willows", "newName": "Madame Whisperwind", "metadata": ["Status: Gone"]}],
    )
    assert response.status_code == 409
    assert response.json()["error"] == "node_exists"
    assert Entity.objects.get(name="Whispering Willows").metadata == ["Status: Prosperous", "Size: Large"]


def test_update_nodes_refuses_an_unknown_name_with_close_names(api):
    grove(api)
    response = call(api, "update_nodes", scope="world", nodes=[{"name": "Whispering Wilows", "nodeType": "x"}])
    assert response.status_code == 404
    body = response.json()
    assert body["error"] == "node_not_found"
    assert body["did_you_mean"]["Whispering Wilows"][0] == "Whispering Willows"
    assert Entity.objects.get(name="Whispering Willows").type == "location"


def test_delete_nodes_removes_the_node_and_its_edges(api):
    grove(api)
    reply = call(api, "delete_nodes", scope="world", nodeNames=["Madame Whisperwind"]).json()
    assert reply["deleted"] == ["Madame Whisperwind"]
    assert reply["edgesDeleted"] == 1
    assert live_names() == {"Whispering Willows"}
    assert not Fact.objects.filter(forgotten_at__isnull=True).exists()


def test_delete_nodes_refuses_unknown_names_and_deletes_nothing(api):
    grove(api)
    response = call(api, "delete_nodes", scope="world", nodeNames=["Madame Whisperwind", "Nobody"])
    assert response.status_code == 404
    assert response.json()["missing"] == ["Nobody"]
    assert live_names() == {"Whispering Willows", "Madame Whisperwind"}


def test_add_metadata_appends_without_doubling(api):
    grove(api)
    additions = [{"nodeName": "Madame Whisperwind", "contents": ["Role: Enchanter", "Secret: Is a dragon"]}]
    reply = call(api, "add_metadata", scope="world", metadata=additions).json()
    assert reply["results"] == [{"nodeName": "Madame Whisperwind", "addedMetadata": ["Secret: Is a dragon"]}]
    assert Entity.objects.get(name="Madame Whisperwind").metadata == ["Role: Enchanter", "Secret: Is a dragon"]


def test_add_metadata_refuses_an_unknown_node_and_stores_nothing(api):
    grove(api)
    additions = [
        {"nodeName": "Madame Whisperwind", "contents": ["Mood: Calm"]},
        {"nodeName": "Ghost", "contents": ["Mood: Spooky"]},
    ]
    response = call(api, "add_metadata", scope="world", metadata=additions)
    assert response.status_code == 404
    assert response.json()["error"] == "node_not_found"
    assert Entity.objects.get(name="Madame Whisperwind").metadata == ["Role: Enchanter"]


def test_delete_metadata_removes_exact_entries_and_whole_keys(api):
    grove(api)
    deletions = [{"nodeName": "Whispering Willows", "metadata": ["size", "Weather: Rain"]}]
    reply = call(api, "delete_metadata", scope="world", deletions=deletions).json()
    assert reply["results"] == [
        {"nodeName": "Whispering Willows", "removedMetadata": ["Size: Large"], "notPresent": ["Weather: Rain"]}
    ]
    assert Entity.objects.get(name="Whispering Willows").metadata == ["Status: Prosperous"]


def test_nodes_of_another_owner_are_never_reached(api, make_user, client_for):
    grove(api)
    _bob, secret = make_user("bob")
    bob = client_for(secret)
    response = call(bob, "delete_nodes", scope="world", nodeNames=["Madame Whisperwind"])
    assert response.status_code == 404
    assert (
        call(bob, "add_nodes", scope="world", nodes=[{"name": "Madame Whisperwind", "nodeType": "npc"}]).json()["added"]
        == 1
    )
    assert Entity.objects.filter(name="Madame Whisperwind", forgotten_at__isnull=True).count() == 2
