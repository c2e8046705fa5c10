from django.urls import path

from graph import apis
from graph.registry import registry

urlpatterns = [
    path("health", apis.HealthView.as_view(), name="health"),
    path("whoami", apis.WhoAmIView.as_view(), name="whoami"),
    path("schemas/<str:type_name>/<str:action>", apis.DynamicVerbView.as_view(), name="schema-tool"),
]
# Static verbs only: provider verbs (schema tools) are routed per request by DynamicVerbView,
# and asking providers here would read the database whenever the URLconf is imported.
urlpatterns += [
    path(verb.http_path, apis.make_verb_view(verb).as_view(), name=verb.name)
    for verb in registry.static_verbs()
    if verb.http_path
]
