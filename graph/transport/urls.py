from django.urls import path

from graph.contracts.registry import registry
from graph.transport import http_views

urlpatterns = [
    path("health", http_views.HealthView.as_view(), name="health"),
    path("whoami", http_views.WhoAmIView.as_view(), name="whoami"),
    path("schemas/<str:type_name>/<str:action>", http_views.DynamicVerbView.as_view(), name="schema-tool"),
]
# Static verbs only: provider verbs (schema tools) are routed per request by DynamicVerbView,
# and asking providers here would read the database whenever the URLconf is imported.
urlpatterns += [
    path(verb.http_path, http_views.make_verb_view(verb).as_view(), name=verb.name)
    for verb in registry.static_verbs()
    if verb.http_path
]
