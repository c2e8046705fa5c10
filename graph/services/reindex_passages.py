"""Giving passages stored before a derived column existed their values: said_dates today.

New passages get said_dates as they are written (graph.services.texts). Rows stored
before migration 0016 hold NULL, which the date route reads as "not yet known" (it never
finds them; every other route does), so reads stay correct while the re-index runs. The
re-index goes through them in batches in the background (the `reindex_passage_dates` job,
queued by a periodic task) or at once (`manage reindex_passage_dates`).
"""

from typing import Any

from django.db import connection, transaction

from graph.models import Passage
from graph.text.time_words import said_dates

REINDEX_JOB = "reindex_passage_dates"
BATCH = 2000


def passages_to_reindex() -> bool:
    """True while some passage still has no said_dates (the partial index answers it)."""
    return Passage.objects.filter(said_dates__isnull=True).exists()


def reindex_passage_dates(*, limit: int = BATCH) -> dict[str, Any]:
    """Resolve the time words of up to `limit` passages that have none stored yet, in one transaction.

    Returns {"reindexed": n, "left": bool}. Rows are claimed FOR UPDATE SKIP LOCKED: two
    workers (or a worker and the management command) never resolve the same row twice, and
    a passage being forgotten meanwhile is skipped until its lock is released.
    """
    with transaction.atomic():
        rows = list(
            Passage.objects.select_for_update(skip_locked=True)
            .filter(said_dates__isnull=True)
            .order_by("id")
            .only("id", "text", "source_date")[:limit]
        )
        for row in rows:
            row.said_dates = said_dates(row.text, row.source_date)
        Passage.objects.bulk_update(rows, ["said_dates"], batch_size=500)
    return {"reindexed": len(rows), "left": len(rows) == limit and passages_to_reindex()}


def reindex_all(*, limit: int = BATCH) -> int:
    """Every passage, batch after batch (the management command); returns how many were re-indexed."""
    total = 0
    while True:
        done = reindex_passage_dates(limit=limit)
        total += done["reindexed"]
        if not done["reindexed"] or not done["left"]:
            connection.close_if_unusable_or_obsolete()
            return total
