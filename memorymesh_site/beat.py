"""Celery beat's own application: the schedule and the broker, without the site.

Beat only sends tasks by name at their times; it needs the CELERY_* settings and the
queue, not Django's apps. Run as `celery -A memorymesh_site.beat beat`, it reads the
settings module without `django.setup()` (no Django fix-up, no task autodiscovery), so
the process holds the settings and the broker client instead of the whole site.
"""

import os

from celery import Celery
from django.conf import settings

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memorymesh_site.settings")

# fixups=[]: Celery's Django fix-up would call django.setup() (every app, every model)
# before beat imports its modules; a task unknown here is sent by name, as beat does.
app = Celery("memorymesh", fixups=[])
app.config_from_object(settings, namespace="CELERY")
