from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView
from oauth2_provider.views import OAuthServerMetadataView

from graph.transport import discovery

urlpatterns = [
    path("admin/", admin.site.urls),
    path("v1/schema", SpectacularAPIView.as_view(authentication_classes=[], permission_classes=[]), name="openapi"),
    path("v1/", include("graph.transport.urls")),
    path("", include("mem0_compat.urls")),  # mem0's paths: /v1/ping/, /v3/memories/ … (docs/mem0.md)
    path("teams/", include("teams.urls")),
    path("oauth/", include("teams.oauth_urls")),
    path(".well-known/oauth-authorization-server", OAuthServerMetadataView.as_view(), name="oauth-server-metadata"),
    path(".well-known/oauth-protected-resource", discovery.protected_resource_view),
    path(".well-known/oauth-protected-resource/v1/mcp", discovery.protected_resource_view),
    re_path(r"^\.well-known/(?P<rest>.*)$", discovery.well_known_not_found),
    path("", include("viewer.urls")),
]

admin.site.site_url = "/"  # the admin's "View site" opens the home page
admin.site.site_header = "MemoryMesh"  # the admin's header and its titles ("<page> | MemoryMesh")
admin.site.site_title = "MemoryMesh"
admin.site.index_title = "Administration"

handler400 = "graph.transport.errors.bad_request"
handler404 = "graph.transport.errors.not_found"
handler500 = "graph.transport.errors.server_error"
