from django.urls import path

from graph import apis

urlpatterns = [
    path("health", apis.HealthView.as_view(), name="health"),
    path("whoami", apis.WhoAmIView.as_view(), name="whoami"),
]
