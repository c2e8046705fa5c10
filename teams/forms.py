"""The forms of the team pages: what a person types, validated before a service sees it."""

from django import forms

from identity.models import Membership, Organisation


class OrgForm(forms.Form):
    name = forms.CharField(max_length=200)
    slug = forms.SlugField(
        max_length=100, required=False, help_text="Used in scopes (org:<slug>); from the name if empty."
    )


class RenameForm(forms.Form):
    name = forms.CharField(max_length=200)


class MemberForm(forms.Form):
    username = forms.CharField(max_length=150, help_text="An existing user.")
    role = forms.ChoiceField(choices=Membership.Role.choices, initial=Membership.Role.MEMBER)


class MemoryForm(forms.Form):
    text = forms.CharField(
        max_length=1000,
        widget=forms.Textarea(attrs={"rows": 2, "cols": 60}),
        help_text="One memory in words: 'We use PostgreSQL', 'Prefers dark theme', 'Deploys happen on Fridays'.",
    )


class TokenForm(forms.Form):
    name = forms.CharField(max_length=200, required=False, help_text="What it is for, e.g. laptop, CI, support bot.")
    organisation = forms.ModelChoiceField(
        queryset=Organisation.objects.none(),
        required=False,
        empty_label="— not bound: all your memory —",
        help_text="Bound to one organisation, the token reaches only its memory and its own sessions.",
    )
    is_gateway = forms.BooleanField(
        required=False, label="Gateway", help_text="For cross-account calls: never reads your account memory."
    )

    def __init__(self, *args: object, user: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.fields["organisation"].queryset = Organisation.objects.filter(memberships__user=user).order_by("name")
