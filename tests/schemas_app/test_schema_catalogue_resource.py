"""The schema catalogue as an MCP resource, read with the real client: the enabled schemas
and their tools, nothing of a disabled one."""

import json

from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas
from tests.mcp_client import run_in_session


def test_the_catalogue_lists_the_enabled_schemas_and_their_tools(server_url, make_user):
    _user, secret = make_user("cato")
    load_builtin_schemas()
    Schema.objects.filter(type_name="quest").update(enabled=False)

    async def steps(client):
        listed = {r.uri: r for r in (await client.list_resources()).resources}
        return listed, (await client.read_resource("memorymesh://schemas")).contents[0]

    listed, catalogue = run_in_session(server_url, secret, steps)
    assert listed["memorymesh://schemas"].mime_type == "application/json"
    schemas = {s["type"]: s for s in json.loads(catalogue.text)["schemas"]}
    assert "npc" in schemas and "quest" not in schemas
    assert schemas["npc"]["tools"] == ["add_npc", "update_npc", "delete_npc"]
    assert schemas["npc"]["definition"]["name"] == "add_npc" and schemas["npc"]["builtin"] is True
