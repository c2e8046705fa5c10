"""What every signed-in team page shares: the sign-in, the person's call context, refusals as pages."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from graph.access import CallContext
from graph.exceptions import MemoryError_
from identity.models import Membership, Organisation

View = Callable[..., HttpResponse]


def person(request: HttpRequest) -> CallContext:
    return CallContext.for_person(request.user)


def page(view: View) -> View:
    """Sign-in required; a refusal from a service becomes a page with its status (403, 404, 409 …)."""

    @login_required
    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except MemoryError_ as refusal:
            return refused(request, refusal)

    return wrapped


def refused(request: HttpRequest, refusal: MemoryError_) -> HttpResponse:
    # "Back" is a plain link to the page the form was on (no javascript: URL, which the
    # Content-Security-Policy blocks); a referrer from another site falls back to home.
    back = request.META.get("HTTP_REFERER", "")
    if not url_has_allowed_host_and_scheme(back, {request.get_host()}, require_https=request.is_secure()):
        back = reverse("teams:home")
    context = {
        "title": "Not done",
        "code": refusal.code,
        "detail": refusal.detail,
        "status": refusal.status,
        "back": back,
    }
    return render(request, "teams/refused.html", context, status=refusal.status)


def org_for(request: HttpRequest, slug: str) -> tuple[Organisation, str | None]:
    """The organisation of a page and the person's role in it; 404 unless they belong to it
    (a superuser sees every organisation, with no role)."""
    org = Organisation.objects.filter(slug=slug).first()
    role = Membership.objects.filter(organisation=org, user=request.user).values_list("role", flat=True).first()
    if org is None or (role is None and not request.user.is_superuser):
        raise Http404("no such organisation among yours")
    return org, role


def render_page(request: HttpRequest, template: str, status: int = 200, **context: Any) -> HttpResponse:
    return render(request, f"teams/{template}", context, status=status)
