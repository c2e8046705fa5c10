from django.urls import path, re_path

from mem0_compat import views
from mem0_compat.calls import CALLS, NOT_SERVED

_paths: dict[str, list] = {}
for _call in CALLS:
    _paths.setdefault(_call.path, []).append(_call)

urlpatterns = [
    path(route, views.make_view(calls).as_view(), name=f"mem0-{calls[0].name}") for route, calls in _paths.items()
]
urlpatterns += [
    re_path(pattern, views.NotServedView.as_view(call=call), name=f"mem0-not-served-{i}")
    for i, (pattern, call) in enumerate(NOT_SERVED.items())
]
