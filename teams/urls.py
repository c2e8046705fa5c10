from django.contrib.auth import views as auth_views
from django.urls import path, register_converter
from django.urls.converters import StringConverter

from teams.pages import memory, orgs, tokens, turns

app_name = "teams"


class UsernameConverter(StringConverter):
    """What Django's username validator admits (letters, digits, @ . + - _): any other path,
    a NUL byte included, names no member and is a 404 before a query is made."""

    regex = r"[\w.@+-]+"


register_converter(UsernameConverter, "username")

urlpatterns = [
    path("login/", auth_views.LoginView.as_view(template_name="teams/login.html"), name="login"),
    path("logout/", auth_views.LogoutView.as_view(next_page="teams:login"), name="logout"),
    path("", orgs.home, name="home"),
    path("orgs/new", orgs.org_create, name="org_create"),
    path("orgs/<slug:slug>/", orgs.org_detail, name="org"),
    path("orgs/<slug:slug>/rename", orgs.org_rename, name="org_rename"),
    path("orgs/<slug:slug>/members", orgs.member_set, name="member_set"),
    path("orgs/<slug:slug>/members/<username:username>/remove", orgs.member_remove, name="member_remove"),
    path("orgs/<slug:slug>/memory/", memory.org_memory, name="org_memory"),
    path("orgs/<slug:slug>/memory/add", memory.org_memory_add, name="org_memory_add"),
    path("orgs/<slug:slug>/memory/<int:fact_id>/edit", memory.org_memory_edit, name="org_memory_edit"),
    path("orgs/<slug:slug>/memory/<int:fact_id>/delete", memory.org_memory_delete, name="org_memory_delete"),
    path(
        "orgs/<slug:slug>/memory/conflicts/<int:conflict_id>/<str:choice>",
        memory.org_memory_resolve,
        name="org_memory_resolve",
    ),
    path("orgs/<slug:slug>/memory/<int:fact_id>/undo", memory.org_memory_undo, name="org_memory_undo"),
    path("orgs/<slug:slug>/suggestions/", memory.suggestions, name="suggestions"),
    path(
        "orgs/<slug:slug>/suggestions/<int:suggestion_id>/<str:verdict>",
        memory.suggestion_decide,
        name="suggestion_decide",
    ),
    path("memory/", memory.my_memory, name="my_memory"),
    path("memory/add", memory.my_memory_add, name="my_memory_add"),
    path("memory/<int:fact_id>/delete", memory.my_memory_delete, name="my_memory_delete"),
    path("memory/conflicts/<int:conflict_id>/<str:choice>", memory.my_memory_resolve, name="my_memory_resolve"),
    path("memory/<int:fact_id>/undo", memory.my_memory_undo, name="my_memory_undo"),
    path("memory/turns/", turns.my_turns, name="my_turns"),
    path("memory/turns/undo", turns.my_turns_undo, name="my_turns_undo"),
    path("tokens/", tokens.tokens, name="tokens"),
    path("tokens/<int:token_id>/revoke", tokens.token_revoke, name="token_revoke"),
]
