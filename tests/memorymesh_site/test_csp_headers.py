"""The Content-Security-Policy header is django-csp's, though its text is built once per
configuration (memorymesh_site.csp_headers): the same on pages and API answers, following
a change of the settings, and a response with its own policy parts gets django-csp's own."""

import pytest
from csp.constants import HEADER, HEADER_REPORT_ONLY, NONCE, SELF
from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
from csp.utils import build_policy
from django.http import HttpResponse
from django.test import RequestFactory, override_settings

from memorymesh_site.csp_headers import CSPMiddleware


@pytest.mark.django_db
def test_pages_and_api_answers_carry_the_configured_policy(client):
    for path in ("/v1/health", "/v1/whoami", "/accounts/login/", "/no-such-page"):
        response = client.get(path)
        assert response[HEADER] == build_policy(), path
        assert HEADER_REPORT_ONLY not in response


@pytest.mark.django_db
def test_a_changed_setting_changes_the_header(client):
    assert "img-src 'self'" in client.get("/v1/health")[HEADER]
    policy = {"DIRECTIVES": {"default-src": [SELF], "img-src": [SELF, "data:"]}}
    with override_settings(CONTENT_SECURITY_POLICY=policy, CONTENT_SECURITY_POLICY_REPORT_ONLY=policy):
        response = client.get("/v1/health")
        # django-csp orders the directives as a set of their names iterates
        assert sorted(response[HEADER].split("; ")) == ["default-src 'self'", "img-src 'self' data:"]
        assert response[HEADER] == build_policy() and response[HEADER_REPORT_ONLY] == response[HEADER]
    assert client.get("/v1/health")[HEADER] == build_policy()


def _through(middleware_class: type, response: HttpResponse, *, nonce: bool = False) -> HttpResponse:
    request = RequestFactory().get("/v1/health")
    middleware = middleware_class(lambda _request: response)
    middleware.process_request(request)
    if nonce:
        str(request.csp_nonce)
    return middleware.process_response(request, response)


def test_responses_with_their_own_parts_or_a_used_nonce_get_what_django_csp_gives():
    cases = {
        "update": lambda r: setattr(r, "_csp_update", {"img-src": "data:"}),
        "replace": lambda r: setattr(r, "_csp_replace", {"script-src": None}),
        "config": lambda r: setattr(r, "_csp_config", {"default-src": [SELF]}),
        "exempt": lambda r: setattr(r, "_csp_exempt", True),
        "set by the view": lambda r: r.headers.__setitem__(HEADER, "default-src 'none'"),
    }
    for name, customise in cases.items():
        ours, theirs = HttpResponse(), HttpResponse()
        customise(ours)
        customise(theirs)
        assert _through(CSPMiddleware, ours).get(HEADER) == _through(DjangoCSPMiddleware, theirs).get(HEADER), name
    # A nonce shows in the header only where a directive names NONCE; none does here.
    assert _through(CSPMiddleware, HttpResponse(), nonce=True)[HEADER] == build_policy()
    policy = {"DIRECTIVES": {"default-src": [SELF], "script-src": [SELF, NONCE]}}
    with override_settings(CONTENT_SECURITY_POLICY=policy):
        assert "'nonce-" in _through(CSPMiddleware, HttpResponse(), nonce=True)[HEADER]
        assert "'nonce-" not in _through(CSPMiddleware, HttpResponse())[HEADER]
