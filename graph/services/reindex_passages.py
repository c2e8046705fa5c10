"""Giving passages stored before a derived column existed their values: said_dates and cjk_words.

New passages get both as they are written (graph.services.texts). Rows stored before
migration 0016 (said_dates) or 0018 (cjk_words) hold NULL, which the date route and the
CJK word route read as "not yet known" (they never find them; every other route does), so
reads stay correct while the re-index runs. The re-index goes through them in batches in
the background (the `reindex_passage_dates` and `reindex_passage_cjk_words` jobs, queued by
a periodic task) or at once (`manage reindex_passage_dates`, `manage reindex_passage_cjk_words`).
"""

from collections.abc import Callable
from typing import Any

from django.db import connection, transaction

from graph.models import Passage
from graph.text.cjk_words import passage_vector
from graph.text.time_words import said_dates

REINDEX_JOB = "reindex_passage_dates"
REINDEX_CJK_JOB = "reindex_passage_cjk_words"
BATCH = 2000


def passages_to_reindex() -> bool:
    """True while some passage still has no said_dates (the partial index answers it)."""
    return Passage.objects.filter(said_dates__isnull=True).exists()


def passages_without_cjk_words() -> bool:
    """True while some passage still has no cjk_words (the partial index answers it)."""
    return Passage.objects.filter(cjk_words__isnull=True).exists()


def reindex_passage_dates(*, limit: int = BATCH) -> dict[str, Any]:
    """Resolve the time words of up to `limit` passages that have none stored yet, in one transaction.

    Returns {"reindexed": n, "left": bool}. Rows are claimed FOR UPDATE SKIP LOCKED: two
    workers (or a worker and the management command) never resolve the same row twice, and
    a passage being forgotten meanwhile is skipped until its lock is released.
    """
    return _reindex("said_dates", lambda row: said_dates(row.text, row.source_date), passages_to_reindex, limit)


def reindex_passage_cjk_words(*, limit: int = BATCH) -> dict[str, Any]:
    """Store the CJK terms of up to `limit` passages that have none stored yet, in one transaction.

    Returns {"reindexed": n, "left": bool}; rows are claimed as reindex_passage_dates claims them.
    """
    return _reindex("cjk_words", lambda row: passage_vector(row.text), passages_without_cjk_words, limit)


def _reindex(column: str, value: Callable[[Passage], Any], more_left: Callable[[], bool], limit: int) -> dict[str, Any]:
    with transaction.atomic():
        rows = list(
            Passage.objects.select_for_update(skip_locked=True)
            .filter(**{f"{column}__isnull": True})
            .order_by("id")
            .only("id", "text", "source_date")[:limit]
        )
        for row in rows:
            setattr(row, column, value(row))
        Passage.objects.bulk_update(rows, [column], batch_size=500)
    return {"reindexed": len(rows), "left": len(rows) == limit and more_left()}


def reindex_all(*, limit: int = BATCH, step: Callable[..., dict[str, Any]] = reindex_passage_dates) -> int:
    """Every passage, batch after batch (the management commands); returns how many were re-indexed."""
    total = 0
    while True:
        done = step(limit=limit)
        total += done["reindexed"]
        if not done["reindexed"] or not done["left"]:
            connection.close_if_unusable_or_obsolete()
            return total
