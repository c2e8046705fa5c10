"""django-csp's middleware, with each policy built once instead of on every response.

Every answer, pages and API alike, carries the Content-Security-Policy. django-csp
rebuilds its text from the settings for each response (deep-copying them on the way),
which was a twentieth of a recall's CPU. Nothing here customises the policy per view or
per request (no csp_update/csp_replace decorators, no nonces), so the policy is built
once per configuration; a response that does carry its own parts, or a request whose
nonce was used, still gets django-csp's own processing. Headers, exemptions and the
nonce guard are django-csp 4.0's, unchanged.
"""

import http.client
from typing import Any

from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.middleware import CheckableLazyObject
from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
from csp.utils import build_policy
from django.conf import settings
from django.core.signals import setting_changed
from django.http import HttpRequest, HttpResponseBase

_DEBUG_EXEMPT = (http.client.INTERNAL_SERVER_ERROR, http.client.NOT_FOUND)
_POLICIES = (
    (False, HEADER, "_csp_exempt", "CONTENT_SECURITY_POLICY"),
    (True, HEADER_REPORT_ONLY, "_csp_exempt_ro", "CONTENT_SECURITY_POLICY_REPORT_ONLY"),
)
_built: dict[bool, str] = {}


def _forget_built(*, setting: str, **_kwargs: Any) -> None:
    if setting.startswith("CONTENT_SECURITY_POLICY"):
        _built.clear()


setting_changed.connect(_forget_built)


class CSPMiddleware(DjangoCSPMiddleware):
    def process_response(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        parts = [self.get_policy_parts(request=request, response=response, report_only=ro) for ro, *_ in _POLICIES]
        if getattr(request, "_csp_nonce", None) is not None or any(
            p.config is not None or p.update is not None or p.replace is not None for p in parts
        ):
            return super().process_response(request, response)
        if response.status_code in _DEBUG_EXEMPT and settings.DEBUG:
            return response
        for report_only, header, exempt, setting in _POLICIES:
            policy = _built.get(report_only)
            if policy is None:
                policy = _built.setdefault(report_only, build_policy(report_only=report_only))
            excluded = (getattr(settings, setting, None) or {}).get("EXCLUDE_URL_PREFIXES", None) or ()
            if (
                policy
                and header not in response
                and getattr(response, exempt, False) is False
                and not request.path_info.startswith(tuple(excluded))
            ):
                response[header] = policy
        # As django-csp does: a nonce asked for once the header is written is an error.
        request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response
