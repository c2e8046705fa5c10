"""The OAuth endpoints under /oauth/, in the namespace django-oauth-toolkit reverses its URLs in."""

from django.urls import path
from oauth2_provider import views

from identity.oauth.registration import RegistrationView
from teams.pages.consent import ConsentView

app_name = "oauth2_provider"

urlpatterns = [
    path("authorize/", ConsentView.as_view(), name="authorize"),
    path("token/", views.TokenView.as_view(), name="token"),
    path("revoke/", views.RevokeTokenView.as_view(), name="revoke-token"),
    path("register/", RegistrationView.as_view(), name="dcr-register"),
    # RFC 7592: a registered client reads, updates or deletes its registration with the token it was given.
    path(
        "register/<str:client_id>/",
        views.DynamicClientRegistrationManagementView.as_view(),
        name="dcr-register-management",
    ),
]
