"""The browser pages: the home page and the MemoryViewer shell.

Both read through the registered verbs (the same selectors and access rules as the API);
the viewer's data arrives afterwards by its own fetches of /v1/* with the session cookie.
"""

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from graph.access import CallContext
from graph.contracts.registry import registry


def _status(request: HttpRequest, **arguments: str) -> dict:
    verb = registry.get("memory_status")
    return verb.call(CallContext.for_session(request.user, {}), arguments)


@login_required
def home(request: HttpRequest) -> HttpResponse:
    """The user's scopes with counts, links to the viewer and the admin, and how to connect an MCP client."""
    mcp_url = request.build_absolute_uri("/v1/mcp")
    context = {
        "scopes": _status(request)["scopes"],
        "mcp_url": mcp_url,
        "claude_line": (
            f'claude mcp add --transport http memorymesh {mcp_url} --header "Authorization: Bearer $MEMORYMESH_TOKEN"'
        ),
        "schemas_url": reverse("admin:schemas_app_schema_changelist"),
    }
    return render(request, "viewer/home.html", context)


@login_required
def scope_viewer(request: HttpRequest, scope: str) -> HttpResponse:
    """The MemoryViewer page for one scope; viewer.js loads the graph through /v1/*."""
    return render(request, "viewer/viewer.html", {"scope": scope})
