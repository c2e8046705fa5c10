from django.urls import path

from viewer import views

app_name = "viewer"
urlpatterns = [
    path("", views.home, name="home"),
    path("viewer/<path:scope>/", views.scope_viewer, name="scope"),
]
