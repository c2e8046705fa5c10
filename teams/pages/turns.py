"""The "What I learned" page: a person's recent turns, what each stored, ended, disputed and
skipped, with an undo per memory (memory_manage delete, undo_replace and undo_delete) and a
confirm for each end only the tagger read (memory_manage end). Org admins also see what their
organisation's turns did to its memory."""

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST
from pydantic import ValidationError

from graph.contracts.registry import invalid_arguments
from teams.inputs import ManageIn
from teams.pages.signed_in import page, person, render_page
from teams.selectors.turn_report import page_reports, recent_turns
from teams.services.manage import memory_manage

PER_PAGE = 20
_DONE = {
    "delete": "Deleted.",
    "end": "Ended: kept in the history, no longer current.",
    "undo_replace": "Undone: the earlier memory is current again.",
    "undo_delete": "Undone: the deleted memory is back.",
}


@page
def my_turns(request: HttpRequest) -> HttpResponse:
    listed = Paginator(recent_turns(request.user), PER_PAGE).get_page(request.GET.get("page"))
    return render_page(
        request, "turns.html", title="What I learned", listed=listed, turns=page_reports(request.user, listed)
    )


@page
@require_POST
def my_turns_undo(request: HttpRequest) -> HttpResponse:
    """Delete a memory a turn stored, end one it proposed to end, or undo a replacement, an end or a delete
    (the form names which)."""
    fields = {name: request.POST[name] for name in ("action", "id", "dimension", "org") if request.POST.get(name)}
    if fields.get("action") not in _DONE:
        fields["action"] = "refused"  # only these: refused below as invalid arguments
    try:
        params = ManageIn(**fields)
    except ValidationError as exc:
        raise invalid_arguments(exc) from None
    reply = memory_manage(ctx=person(request), params=params)
    messages.success(request, _DONE[reply["action"]])
    listed_page = request.POST.get("page", "")
    return redirect(reverse("teams:my_turns") + (f"?page={listed_page}" if listed_page.isdigit() else ""))
