"""bench_wrk's floors (bench.floor_app): the site's settings with no middleware at all."""

from memorymesh_site.settings import *  # noqa: F403

MIDDLEWARE: list[str] = []
ROOT_URLCONF = "bench.floor_app"
