"""Organisation pages: your organisations, a new one, rename, members and their roles."""

from typing import Any

from django.contrib import messages
from django.forms import Form
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from graph.exceptions import Invalid
from identity.models import Membership
from teams.forms import MemberForm, OrgForm, RenameForm
from teams.models import Suggestion
from teams.pages.signed_in import org_for, page, render_page
from teams.services.orgs import create_org, is_org_admin, remove_member, rename_org, set_member


@page
def home(request: HttpRequest) -> HttpResponse:
    memberships = (
        Membership.objects.filter(user=request.user).select_related("organisation").order_by("organisation__name")
    )
    rows = [
        {
            "org": m.organisation,
            "role": m.role,
            "pending": Suggestion.objects.filter(organisation=m.organisation, state="pending").count()
            if m.role == Membership.Role.ADMIN
            else None,
        }
        for m in memberships
    ]
    return render_page(request, "home.html", title="Team memory", rows=rows, form=OrgForm())


@page
@require_POST
def org_create(request: HttpRequest) -> HttpResponse:
    fields = _cleaned(OrgForm, request)
    org = create_org(name=fields["name"], slug=fields["slug"], actor=request.user)
    messages.success(request, f"Organisation {org.name} created; you are its admin.")
    return redirect("teams:org", slug=org.slug)


@page
def org_detail(request: HttpRequest, slug: str) -> HttpResponse:
    org, role = org_for(request, slug)
    members = Membership.objects.filter(organisation=org).select_related("user").order_by("user__username")
    return render_page(
        request,
        "org.html",
        title=org.name,
        org=org,
        role=role,
        can_manage=is_org_admin(request.user, org),
        members=members,
        member_form=MemberForm(),
        rename_form=RenameForm(initial={"name": org.name}),
        roles=Membership.Role.choices,
    )


@page
@require_POST
def org_rename(request: HttpRequest, slug: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    rename_org(org=org, name=_cleaned(RenameForm, request)["name"], actor=request.user)
    messages.success(request, "Renamed.")
    return redirect("teams:org", slug=org.slug)


@page
@require_POST
def member_set(request: HttpRequest, slug: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    fields = _cleaned(MemberForm, request)
    membership, created = set_member(org=org, username=fields["username"], role=fields["role"], actor=request.user)
    messages.success(request, f"{membership.user.username} {'added as' if created else 'is now'} {membership.role}.")
    return redirect("teams:org", slug=org.slug)


@page
@require_POST
def member_remove(request: HttpRequest, slug: str, username: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    remove_member(org=org, username=username, actor=request.user)
    messages.success(request, f"{username} removed.")
    return redirect("teams:org", slug=org.slug)


def _cleaned(form_class: type[Form], request: HttpRequest) -> dict[str, Any]:
    """The form's cleaned data, or a 422 page naming each field's problem."""
    form = form_class(request.POST)
    if not form.is_valid():
        problems = "; ".join(f"{field}: {' '.join(errors)}" for field, errors in form.errors.items())
        raise Invalid(problems, code="invalid_form")
    return form.cleaned_data
