"""ASGI entry point (uvicorn memorymesh_site.asgi:application)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")

application = get_asgi_application()
