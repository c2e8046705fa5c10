# First, before anything imports pgmq (the broker's client): see the module.
from memorymesh_site import pgmq_psycopg_only  # noqa: F401, I001
from memorymesh_site.celery import app as celery_app

__all__ = ["celery_app"]
