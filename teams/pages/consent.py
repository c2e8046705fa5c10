"""The OAuth consent page: a client asks for the signed-in user's memory; they approve or refuse.

django-oauth-toolkit's AuthorizationView does the protocol (it sends a signed-out user to
the login page first, validates the request, issues the code); this page shows which
client asks and for what, lets the user narrow it (read only; one organisation), and
records the approval as an OAuth grant (identity.oauth.services.record_grant).
"""

from typing import Any

from django import forms
from django.db import transaction
from django.http import HttpResponse
from oauth2_provider.forms import AllowForm
from oauth2_provider.models import get_application_model
from oauth2_provider.views import AuthorizationView

from identity.models import Organisation
from identity.oauth import READ_SCOPE, WRITE_SCOPE
from identity.oauth.services import record_grant


class ConsentForm(AllowForm):
    """DOT's hidden protocol fields, plus the user's two choices."""

    write = forms.BooleanField(required=False, label="Also let it change my memory (memory:write)")
    organisation = forms.ModelChoiceField(
        queryset=Organisation.objects.none(),
        required=False,
        empty_label="— all my memory —",
        help_text="Bound to one organisation, the client reaches only its memory and its own sessions.",
    )


class ConsentView(AuthorizationView):
    template_name = "teams/consent.html"
    form_class = ConsentForm

    def get_form(self, form_class: Any = None) -> ConsentForm:
        form = super().get_form(form_class)
        form.fields["organisation"].queryset = Organisation.objects.filter(
            memberships__user=self.request.user
        ).order_by("name")
        if not self.request.POST:
            form.initial["write"] = WRITE_SCOPE in form.initial.get("scope", "").split()
        return form

    def get_context_data(self, **kwargs: Any) -> dict[str, Any]:
        context = super().get_context_data(**kwargs)
        context["title"] = "Allow access to your memory"
        context["asks_write"] = WRITE_SCOPE in context.get("scopes", [])
        return context

    def form_valid(self, form: ConsentForm) -> HttpResponse:
        """Narrow the scopes to what the user approved, issue the code, then record the grant."""
        asked = form.cleaned_data["scope"].split()
        approved = [s for s in asked if s != WRITE_SCOPE or form.cleaned_data["write"]] or [READ_SCOPE]
        form.cleaned_data["scope"] = " ".join(approved)
        with transaction.atomic():  # the code and the grant it will act as, together or neither
            response = super().form_valid(form)
            if form.cleaned_data.get("allow") and "code=" in response.get("Location", ""):
                application = get_application_model().objects.get(client_id=form.cleaned_data["client_id"])
                organisation = form.cleaned_data["organisation"]
                record_grant(
                    user=self.request.user, application=application, scopes=approved, organisation=organisation
                )
        return response
