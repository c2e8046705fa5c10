import gc

from django.apps import AppConfig

# Allocations between two young-generation collections (CPython's default is 700). A bulk
# call allocates ~100,000 short-lived objects (parsed arguments, input models, rows): at 700
# the collector ran ~100 times in one 6,000-fact remember, and the full passes among them,
# each over every object of the process (Django and all its modules), cost more CPU than the
# call's own Python work (bench/bench_bulk.py; docs/performance.md).
GC_YOUNG_THRESHOLD = 10_000


class SiteConfig(AppConfig):
    name = "memorymesh_site"
    verbose_name = "MemoryMesh site"

    def ready(self) -> None:
        from memorymesh_site import checks  # noqa: F401  (registers the system checks)

        _, older, oldest = gc.get_threshold()
        gc.set_threshold(GC_YOUNG_THRESHOLD, older, oldest)
