"""API tokens page: create (the secret is shown once), list, revoke; OAuth grants are listed and revoked beside them."""

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from graph.exceptions import NotFound
from identity.oauth.selectors import grants_by_token
from identity.selectors.tokens import binding, sees_every_token, tokens_for
from identity.services.tokens import create_token, revoke_token
from teams.forms import TokenForm
from teams.pages.signed_in import page, render_page


@page
def tokens(request: HttpRequest) -> HttpResponse:
    form = TokenForm(request.POST or None, user=request.user)
    secret = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            issued = create_token(
                user=request.user,
                name=form.cleaned_data["name"],
                organisation=form.cleaned_data["organisation"],
                is_gateway=form.cleaned_data["is_gateway"],
            )
            secret = issued.secret
            form = TokenForm(user=request.user)
        else:
            status = 422
    listed = list(tokens_for(request.user))
    grants = grants_by_token([t.pk for t in listed])
    rows = [{"token": t, "binding": binding(t), "grant": grants.get(t.pk)} for t in listed]
    return render_page(
        request,
        "tokens.html",
        status=status,
        title="API tokens",
        form=form,
        secret=secret,
        rows=rows,
        everyone=sees_every_token(request.user),
    )


@page
@require_POST
def token_revoke(request: HttpRequest, token_id: int) -> HttpResponse:
    if not tokens_for(request.user).filter(pk=token_id).exists():
        raise NotFound(f"no API token {token_id} of yours", code="not_found")
    revoke_token(token_id=token_id)
    messages.success(request, "Revoked: it no longer opens anything (an OAuth client's tokens end with it).")
    return redirect("teams:tokens")
