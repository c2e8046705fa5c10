"""Memory pages: an organisation's memory (admins edit, members read), its pending
suggestions, and each person's own account memory ("my memory"). Each memory page also
lists pending conflicts (keep old / take new / keep both) and replaced memories
("replaced by … · undo"); the buttons are memory_manage resolve and undo_replace."""

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from graph.exceptions import Forbidden, Invalid, NotFound
from identity.models import Membership
from teams.forms import MemoryForm
from teams.inputs import ManageIn
from teams.models import Suggestion
from teams.pages.signed_in import org_for, page, person, render_page
from teams.selectors.conflicts import ended_memories, pending_conflicts
from teams.selectors.dimensions import dimensions_for
from teams.selectors.items import labels_of, memory_item, memory_rows
from teams.selectors.query import find_memories
from teams.services.conflicts import CHOICES
from teams.services.manage import memory_manage
from teams.services.suggestions import decide

LISTED = 200
RESOLVE_LABELS = [("keep_old", "Keep old"), ("take_new", "Take new"), ("keep_both", "Keep both")]
_DONE = {
    "add": "Added.",
    "update": "Updated (the old one is kept as history).",
    "delete": "Deleted.",
    "resolve": "Conflict resolved.",
    "undo_replace": "Restored (anything that replaced it is kept as history).",
}


@page
def org_memory(request: HttpRequest, slug: str) -> HttpResponse:
    org, role = org_for(request, slug)
    title = f"{org.name}: organisation memory"
    return _memory_list(request, "org", title, editable=role == Membership.Role.ADMIN, org=org)


@page
@require_POST
def org_memory_add(request: HttpRequest, slug: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    _manage(request, action="add", dimension="org", org=slug, text=_text(request))
    return redirect("teams:org_memory", slug=org.slug)


@page
def org_memory_edit(request: HttpRequest, slug: str, fact_id: int) -> HttpResponse:
    org, role = org_for(request, slug)
    if role != Membership.Role.ADMIN:
        raise Forbidden(f"only admins of organisation {slug!r} write its memory", code="org_admins_write")
    if request.method == "POST":
        _manage(request, action="update", dimension="org", org=slug, id=str(fact_id), text=_text(request))
        return redirect("teams:org_memory", slug=org.slug)
    scope = dimensions_for(person(request), org=slug, run_id=None, user_id=None, wanted=["org"])[0].scope
    row = memory_rows([scope.pk]).filter(pk=fact_id, ended_at__isnull=True).first() if scope else None
    if row is None:
        raise NotFound(f"no current memory {fact_id} in this organisation", code="not_found")
    item = memory_item(row, labels_of([scope]))
    form = MemoryForm(initial={"text": item["text"]})
    return render_page(request, "memory_edit.html", title="Edit organisation memory", org=org, item=item, form=form)


@page
@require_POST
def org_memory_delete(request: HttpRequest, slug: str, fact_id: int) -> HttpResponse:
    org, _role = org_for(request, slug)
    _manage(request, action="delete", dimension="org", org=slug, id=str(fact_id))
    return redirect("teams:org_memory", slug=org.slug)


@page
@require_POST
def org_memory_resolve(request: HttpRequest, slug: str, conflict_id: int, choice: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    _manage(request, action="resolve", dimension="org", org=slug, id=str(conflict_id), choice=_choice(choice))
    return redirect("teams:org_memory", slug=org.slug)


@page
@require_POST
def org_memory_undo(request: HttpRequest, slug: str, fact_id: int) -> HttpResponse:
    org, _role = org_for(request, slug)
    _manage(request, action="undo_replace", dimension="org", org=slug, id=str(fact_id))
    return redirect("teams:org_memory", slug=org.slug)


@page
def suggestions(request: HttpRequest, slug: str) -> HttpResponse:
    org, role = org_for(request, slug)
    if role != Membership.Role.ADMIN:
        raise Forbidden(f"only admins of organisation {slug!r} decide its suggestions", code="org_admins_write")
    pending = Suggestion.objects.filter(organisation=org, state=Suggestion.State.PENDING).select_related("proposed_by")
    decided = Suggestion.objects.filter(organisation=org).exclude(state=Suggestion.State.PENDING)
    return render_page(
        request,
        "suggestions.html",
        title=f"{org.name}: suggestions",
        org=org,
        pending=pending.order_by("-id"),
        decided=decided.select_related("decided_by").order_by("-decided_at")[:20],
    )


@page
@require_POST
def suggestion_decide(request: HttpRequest, slug: str, suggestion_id: int, verdict: str) -> HttpResponse:
    org, _role = org_for(request, slug)
    if verdict not in ("accept", "reject"):
        raise Http404("a suggestion is accepted or rejected")
    reply = decide(ctx=person(request), suggestion_id=suggestion_id, accept=verdict == "accept")
    messages.success(request, f"Suggestion {reply['state']}.")
    return redirect("teams:suggestions", slug=org.slug)


@page
def my_memory(request: HttpRequest) -> HttpResponse:
    return _memory_list(request, "account", "My memory", editable=True)


def _memory_list(request: HttpRequest, dimension: str, title: str, *, editable: bool, org: Any = None) -> HttpResponse:
    """One list page for an organisation's memory and for "my memory": search, items, the add form."""
    slug = org.slug if org is not None else None
    dimensions = dimensions_for(person(request), org=slug, run_id=None, user_id=None, wanted=[dimension])
    query = request.GET.get("q", "").strip()
    # A search narrows the page to what matches: the conflicts and replacements lists wait for "show all".
    scope = dimensions[0].scope if not query else None
    return render_page(
        request,
        "memory.html",
        title=title,
        org=org,
        editable=editable,
        query=query,
        items=find_memories(dimensions, query, k=LISTED),
        conflicts=pending_conflicts([scope]) if scope is not None else [],
        replaced=ended_memories(scope) if scope is not None else [],
        resolve_choices=RESOLVE_LABELS,
        listed=LISTED,
        form=MemoryForm(),
        add_url="teams:org_memory_add" if org is not None else "teams:my_memory_add",
    )


@page
@require_POST
def my_memory_add(request: HttpRequest) -> HttpResponse:
    _manage(request, action="add", dimension="account", text=_text(request))
    return redirect("teams:my_memory")


@page
@require_POST
def my_memory_delete(request: HttpRequest, fact_id: int) -> HttpResponse:
    _manage(request, action="delete", dimension="account", id=str(fact_id))
    return redirect("teams:my_memory")


@page
@require_POST
def my_memory_resolve(request: HttpRequest, conflict_id: int, choice: str) -> HttpResponse:
    _manage(request, action="resolve", dimension="account", id=str(conflict_id), choice=_choice(choice))
    return redirect("teams:my_memory")


@page
@require_POST
def my_memory_undo(request: HttpRequest, fact_id: int) -> HttpResponse:
    _manage(request, action="undo_replace", dimension="account", id=str(fact_id))
    return redirect("teams:my_memory")


def _choice(choice: str) -> str:
    if choice not in CHOICES:
        raise Http404("a conflict is resolved by keep_old, take_new or keep_both")
    return choice


def _text(request: HttpRequest) -> str:
    form = MemoryForm(request.POST)
    if not form.is_valid():
        raise Invalid("; ".join(" ".join(e) for e in form.errors.values()), code="invalid_form", field="text")
    return form.cleaned_data["text"]


def _manage(request: HttpRequest, **fields: str) -> None:
    reply = memory_manage(ctx=person(request), params=ManageIn(**fields))
    messages.success(
        request,
        _DONE[reply["action"]],
    )
