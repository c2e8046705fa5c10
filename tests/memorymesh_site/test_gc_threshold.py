"""Every Django process (web, worker, commands, tests) collects its young objects less often
than CPython's default: bulk calls allocate ~100,000 short-lived objects (docs/performance.md)."""

import gc

from memorymesh_site.apps import GC_YOUNG_THRESHOLD


def test_the_site_raises_the_young_generation_threshold_at_setup():
    assert GC_YOUNG_THRESHOLD > 700
    assert gc.get_threshold()[0] == GC_YOUNG_THRESHOLD
