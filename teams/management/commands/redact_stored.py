"""`manage.py redact_stored`: apply secret redaction to everything stored before it existed (run once).

The same redaction as every write path (graph.redaction, docs/secrets.md): documents and
their passages (search text and vectors follow), facts, entities, the audit trail, jobs and
suggestions. Prints what it changed; a second run changes nothing.
"""

from typing import Any

from django.core.management.base import BaseCommand

from teams.services.redact_stored import redact_everything_stored


class Command(BaseCommand):
    help = "Redact secrets (and contacts, with MEMORYMESH_REDACT_CONTACTS) in everything already stored."

    def handle(self, *args: Any, **options: Any) -> None:
        counts = redact_everything_stored()
        for kind, changed in counts.items():
            self.stdout.write(f"{kind}: {changed}")
        self.stdout.write(f"total: {sum(counts.values())}")
