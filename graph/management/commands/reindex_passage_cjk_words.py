"""`manage.py reindex_passage_cjk_words`: split the Japanese and Chinese text of passages stored
before cjk_words was filled at write time (the background job does the same in batches; both
may run at once)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from graph.services.reindex_passages import BATCH, reindex_all, reindex_passage_cjk_words


class Command(BaseCommand):
    help = "Store cjk_words (Japanese and Chinese terms for full-text search) for every passage without them."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", type=int, default=BATCH, help="passages per transaction")

    def handle(self, *args: Any, **options: Any) -> None:
        total = reindex_all(limit=max(1, options["batch"]), step=reindex_passage_cjk_words)
        self.stdout.write(f"re-indexed {total} passage(s)")
