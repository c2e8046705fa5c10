"""Dynamic client registration (RFC 7591), narrowed to what this server issues.

DOT's registration view accepts any grant type it knows (implicit, password, client
credentials …); MemoryMesh issues only authorization codes (with PKCE) and refresh
tokens, so a client asking for anything else is refused here, naming what it sent.
"""

import json
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from oauth2_provider.views import DynamicClientRegistrationView

ISSUED_GRANT_TYPES = {"authorization_code", "refresh_token"}
ISSUED_RESPONSE_TYPES = {"code"}


class RegistrationView(DynamicClientRegistrationView):
    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        problem = _unsupported(request.body)
        if problem:
            return JsonResponse({"error": "invalid_client_metadata", "error_description": problem}, status=400)
        return super().post(request, *args, **kwargs)


def _unsupported(body: bytes) -> str | None:
    """What the metadata asks for that this server does not issue, or None (bad JSON is DOT's to refuse)."""
    try:
        metadata = json.loads(body)
    except ValueError:
        return None
    if not isinstance(metadata, dict):
        return None
    grants = metadata.get("grant_types", ["authorization_code"])
    responses = metadata.get("response_types", ["code"])
    if isinstance(grants, list) and not set(map(str, grants)) <= ISSUED_GRANT_TYPES:
        return f"grant_types {grants} asks for more than {sorted(ISSUED_GRANT_TYPES)}"
    if isinstance(responses, list) and not set(map(str, responses)) <= ISSUED_RESPONSE_TYPES:
        return f"response_types {responses} asks for more than {sorted(ISSUED_RESPONSE_TYPES)}"
    return None
