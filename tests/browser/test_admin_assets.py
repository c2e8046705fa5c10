"""The admin in real Chromium against the live uvicorn server: every stylesheet and script
loads, the admin CSS is applied, and the SchemaManager's "Add a property" button works."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.browser.conftest import failed_resources, screenshot

TRANSPARENT = "rgba(0, 0, 0, 0)"
PROPERTY_ROWS = "#mm-property-table tbody tr.mm-property"


@pytest.fixture
def npc_schema(transactional_db) -> Schema:
    load_builtin_schemas()
    return Schema.objects.get(type_name="npc")


@pytest.fixture
def admin(logged_in_browser, server_url: str, npc_schema: Schema):
    """open(page) -> the browser showing that admin page, logged in as a superuser."""
    browser = logged_in_browser("ada")
    paths = {
        "admin_index": "/admin/",
        "schema_list": "/admin/schemas_app/schema/",
        "schema_add": "/admin/schemas_app/schema/add/",
        "schema_edit": f"/admin/schemas_app/schema/{npc_schema.pk}/change/",
    }

    def open_page(page: str) -> WebDriver:
        browser.get(server_url + paths[page])
        return browser

    return open_page


def computed(browser: WebDriver, selector: str, css_property: str) -> str:
    return browser.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1])",
        selector,
        css_property,
    )


@pytest.mark.parametrize("page", ["admin_index", "schema_list", "schema_add", "schema_edit"])
def test_every_asset_loads_and_the_admin_css_is_applied(admin, page):
    browser = admin(page)
    screenshot(browser, page)
    assert failed_resources(browser) == []
    # Unstyled, the header's background is the default: transparent.
    assert computed(browser, "#header", "background-color") != TRANSPARENT


@pytest.mark.parametrize("page", ["schema_add", "schema_edit"])
def test_the_schema_editor_loads_its_own_stylesheet_and_script(admin, page):
    browser = admin(page)
    assert failed_resources(browser) == []
    assert computed(browser, "#mm-property-table", "table-layout") == "fixed"  # schema_editor.css
    loaded = browser.execute_script(
        "return performance.getEntriesByType('resource').map((entry) => entry.name)"
        ".filter((name) => name.endsWith('/static/schemas_app/schema_editor.js'))"
    )
    assert len(loaded) == 1


@pytest.mark.parametrize("page", ["schema_add", "schema_edit"])
def test_add_a_property_appends_one_blank_row_numbered_after_the_others(admin, page):
    browser = admin(page)
    before = len(browser.find_elements(By.CSS_SELECTOR, PROPERTY_ROWS))

    browser.find_element(By.ID, "mm-add-property").click()

    rows = browser.find_elements(By.CSS_SELECTOR, PROPERTY_ROWS)
    screenshot(browser, f"{page}_after_add_a_property")
    assert len(rows) == before + 1
    assert rows[-1].find_element(By.CSS_SELECTOR, "input[type=text]").get_attribute("name") == f"prop-{before}-name"
    assert rows[-1].find_element(By.CSS_SELECTOR, "input[type=text]").get_attribute("value") == ""
    assert browser.find_element(By.ID, "id_prop-TOTAL_FORMS").get_attribute("value") == str(before + 1)


def test_the_editor_opens_with_no_blank_property_row(admin):
    browser = admin("schema_edit")
    names = [
        row.find_element(By.CSS_SELECTOR, "td.field-name input")
        for row in browser.find_elements(By.CSS_SELECTOR, PROPERTY_ROWS)
    ]
    assert names and all(name.get_attribute("value") for name in names)


@pytest.mark.parametrize("width", [1400, 1024])
def test_the_type_list_shows_array_of_strings_whole(admin, width):
    browser = admin("schema_edit")
    browser.set_window_size(width, 900)
    try:
        text_width, box_width = browser.execute_script(
            """
            const select = document.querySelector("#mm-property-table td.field-type select");
            const pen = document.createElement("canvas").getContext("2d");
            pen.font = getComputedStyle(select).font;
            const widest = Math.max(...[...select.options].map((option) => pen.measureText(option.text).width));
            return [widest, select.clientWidth];
            """
        )
    finally:
        browser.set_window_size(1400, 900)
    assert text_width + 28 <= box_width  # the text, its padding and the arrow
