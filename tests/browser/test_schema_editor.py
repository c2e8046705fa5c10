"""The SchemaManager editor in real Chromium against the live server: "Preview tools" brings its
result into view, the raw-JSON box follows the rows, descriptions are multi-line, and a schema
links to its nodes in the viewer, filtered by its type."""

import json

import httpx
import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from identity.services.tokens import create_token
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.browser.conftest import failed_resources, screenshot


@pytest.fixture
def editor(logged_in_browser, server_url: str, transactional_db) -> WebDriver:
    """The browser on the npc schema's editor, logged in as the superuser "ada"."""
    load_builtin_schemas()
    browser = logged_in_browser("ada")
    browser.get(f"{server_url}/admin/schemas_app/schema/{Schema.objects.get(type_name='npc').pk}/change/")
    return browser


def raw_definition(browser: WebDriver) -> dict:
    return json.loads(browser.find_element(By.ID, "id_raw_json").get_attribute("value"))


def in_view(browser: WebDriver, element_id: str) -> bool:
    return browser.execute_script(
        "const box = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return box.top >= 0 && box.top < window.innerHeight",
        element_id,
    )


def test_preview_tools_scrolls_its_result_into_view(editor):
    assert not in_view(editor, "mm-preview")  # below the form: a person would not see it
    editor.find_element(By.CSS_SELECTOR, "input[name=_preview]").click()
    WebDriverWait(editor, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "form[data-previewed]"))
    screenshot(editor, "schema_preview_tools")
    assert in_view(editor, "mm-preview")
    assert editor.execute_script("return window.scrollY") > 0
    assert "add_npc" in editor.find_element(By.ID, "mm-preview").text
    assert failed_resources(editor) == []


def test_a_refused_preview_stays_at_the_errors(editor):
    name = editor.find_element(By.ID, "id_type_name")
    name.clear()
    name.send_keys("Not Valid")
    editor.find_element(By.CSS_SELECTOR, "input[name=_preview]").click()
    WebDriverWait(editor, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".errornote"))
    assert editor.find_elements(By.CSS_SELECTOR, "form[data-previewed]") == []
    assert in_view(editor, "schema_form")


def test_descriptions_are_multi_line_boxes(editor):
    rows = editor.find_elements(By.CSS_SELECTOR, "#mm-property-table tbody tr.mm-property")
    for row in rows:
        assert row.find_element(By.CSS_SELECTOR, "td.field-description textarea")
        assert row.find_element(By.CSS_SELECTOR, "td.field-edge_description textarea")


def test_the_raw_json_follows_edits_in_the_rows_and_saves_as_the_rows_say(editor):
    first = editor.find_element(By.CSS_SELECTOR, "#mm-property-table tbody tr.mm-property")
    first_name = first.find_element(By.CSS_SELECTOR, "td.field-name input").get_attribute("value")
    description = first.find_element(By.CSS_SELECTOR, "td.field-description textarea")
    description.clear()
    description.send_keys("The name the NPC is known by,\nin town and abroad.")
    assert raw_definition(editor)["properties"][first_name]["description"] == (
        "The name the NPC is known by,\nin town and abroad."
    )

    editor.find_element(By.ID, "mm-add-property").click()
    row = editor.find_elements(By.CSS_SELECTOR, "#mm-property-table tbody tr.mm-property")[-1]
    row.find_element(By.CSS_SELECTOR, "td.field-name input").send_keys("mood")
    row.find_element(By.CSS_SELECTOR, "td.field-enum textarea").send_keys("calm\nangry")
    row.find_element(By.CSS_SELECTOR, "td.field-edge_type input").send_keys("feels_about")
    definition = raw_definition(editor)
    screenshot(editor, "schema_raw_json_follows_rows")
    assert list(definition["properties"])[-1] == "mood"
    assert definition["properties"]["mood"] == {
        "type": "string",
        "description": "",
        "required": False,
        "enum": ["calm", "angry"],
        "relationship": {"edgeType": "feels_about", "description": ""},
    }
    # Saved from the box alone, the server stores what the rows said.
    editor.execute_script("document.getElementById('id_use_raw_json').checked = true")
    editor.find_element(By.CSS_SELECTOR, "input[name=_continue]").click()
    WebDriverWait(editor, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".messagelist"))
    stored = Schema.objects.get(type_name="npc").definition
    assert stored["properties"]["mood"]["enum"] == ["calm", "angry"]
    assert stored["properties"][first_name]["description"] == "The name the NPC is known by,\nin town and abroad."


def test_a_schema_links_to_its_nodes_in_the_viewer_filtered_by_its_type(editor, server_url):
    secret = create_token(user=get_user_model().objects.get(username="ada"), name="npcs").secret
    nodes = [
        {"name": "Grimthor", "nodeType": "npc"},
        {"name": "Pip", "nodeType": "npc"},
        {"name": "Ironforge", "nodeType": "location"},
    ]
    edges = [{"from": "Grimthor", "to": "Ironforge", "edgeType": "located_in"}]
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as api:
        assert api.post("/v1/graph/add_nodes", json={"scope": "town", "nodes": nodes}).status_code == 200
        assert api.post("/v1/graph/add_edges", json={"scope": "town", "edges": edges}).status_code == 200
    editor.refresh()
    link = editor.find_element(By.CSS_SELECTOR, "#mm-nodes a.mm-viewer-link")
    assert "town" in link.text and "2 npc nodes" in editor.find_element(By.ID, "mm-nodes").text
    link.click()
    WebDriverWait(editor, 20).until(lambda d: d.execute_script("return window.mmViewer && window.mmViewer.ready"))
    screenshot(editor, "viewer_filtered_by_schema_type")
    assert editor.current_url.endswith("/viewer/town/?type=npc")
    assert Select(editor.find_element(By.ID, "mm-node-type")).first_selected_option.get_attribute("value") == "npc"
    names = editor.execute_script("return window.mmViewer.graph.graphData().nodes.map((n) => n.id)")
    assert sorted(names) == ["Grimthor", "Pip"]  # only the type's nodes were read
    Select(editor.find_element(By.ID, "mm-node-type")).select_by_value("")
    WebDriverWait(editor, 20).until(
        lambda d: (
            d.execute_script("return window.mmViewer.ready && window.mmViewer.graph.graphData().nodes.length") == 3
        )
    )


def test_a_relationship_cardinality_is_chosen_saved_and_shown_again(editor, server_url):
    row = next(
        r
        for r in editor.find_elements(By.CSS_SELECTOR, "#mm-property-table tbody tr.mm-property")
        if r.find_element(By.CSS_SELECTOR, "td.field-edge_type input").get_attribute("value") == "originates_from"
    )
    Select(row.find_element(By.CSS_SELECTOR, "td.field-cardinality select")).select_by_value("multi")
    editor.find_element(By.CSS_SELECTOR, "input[name=_continue]").click()
    WebDriverWait(editor, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".messagelist"))
    schema = Schema.objects.get(type_name="npc")
    assert schema.cardinality == {"ORIGINATES_FROM": "multi"}
    assert "cardinality" not in json.dumps(schema.definition)  # the .schema.json format is unchanged
    editor.get(f"{server_url}/admin/schemas_app/schema/{schema.pk}/change/")
    shown = [
        Select(s).first_selected_option.get_attribute("value")
        for s in editor.find_elements(By.CSS_SELECTOR, "td.field-cardinality select")
    ]
    assert shown.count("multi") == 1 and set(shown) <= {"", "multi"}
    screenshot(editor, "schema_relationship_cardinality")


def test_a_built_in_relation_cannot_be_declared_otherwise_and_the_row_says_why(editor):
    row = next(
        r
        for r in editor.find_elements(By.CSS_SELECTOR, "#mm-property-table tbody tr.mm-property")
        if r.find_element(By.CSS_SELECTOR, "td.field-edge_type input").get_attribute("value") == "located_in"
    )
    Select(row.find_element(By.CSS_SELECTOR, "td.field-cardinality select")).select_by_value("multi")
    editor.find_element(By.CSS_SELECTOR, "input[name=_continue]").click()
    WebDriverWait(editor, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".errornote"))
    errors = editor.find_element(By.CSS_SELECTOR, "td.field-cardinality ul.errorlist").text
    assert "LOCATED_IN is built in as single" in errors
    assert Schema.objects.get(type_name="npc").cardinality == {}
