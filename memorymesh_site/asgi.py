"""ASGI entry point (uvicorn memorymesh_site.asgi:application).

Static files and the API's 404 for a path no route takes are answered first, on the event
loop (memorymesh_site.static_files, memorymesh_site.api_not_found), and so is a whoami whose
answer is kept (memorymesh_site.whoami_on_loop); Django serves every other path except
/v1/mcp, which the MCP endpoint (graph.transport.mcp_http) serves in front of it. Run with
the ASGI lifespan on (uvicorn's default): it starts the MCP session managers.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")

django_application = get_asgi_application()

# Imported after get_asgi_application(), which sets up Django (models, the verb registry).
from graph.transport.mcp_http import McpMount  # noqa: E402
from memorymesh_site.api_not_found import ApiNotFound  # noqa: E402
from memorymesh_site.static_files import StaticFiles  # noqa: E402
from memorymesh_site.whoami_on_loop import WhoamiOnLoop  # noqa: E402

application = StaticFiles(ApiNotFound(WhoamiOnLoop(McpMount(django_application))))
