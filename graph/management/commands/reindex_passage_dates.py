"""`manage.py reindex_passage_dates`: resolve the time words of passages stored before they were
resolved at write time (the background job does the same in batches; both may run at once)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from graph.services.reindex_passages import BATCH, reindex_all


class Command(BaseCommand):
    help = "Store said_dates (time words resolved against the passage's date) for every passage without them."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", type=int, default=BATCH, help="passages per transaction")

    def handle(self, *args: Any, **options: Any) -> None:
        total = reindex_all(limit=max(1, options["batch"]))
        self.stdout.write(f"re-indexed {total} passage(s)")
