from django.urls import path

from graph import apis
from graph.registry import registry

urlpatterns = [
    path("health", apis.HealthView.as_view(), name="health"),
    path("whoami", apis.WhoAmIView.as_view(), name="whoami"),
    path("schemas/<str:type_name>/<str:action>", apis.DynamicVerbView.as_view(), name="schema-tool"),
]
urlpatterns += [
    path(verb.http_path, apis.make_verb_view(verb).as_view(), name=verb.name)
    for verb in registry.verbs()
    if verb.http_path
]
