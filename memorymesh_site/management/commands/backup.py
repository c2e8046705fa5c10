"""`manage.py backup [--output FILE]`: a consistent dump of the memory database, while serving."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memorymesh_site.backups import BackupError, backup, default_backup_path


class Command(BaseCommand):
    help = "Write a backup of the memory database (pg_dump, custom format); the server may keep running."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--output", type=Path, help="where to write it (default: <data>/backups/memorymesh-<time>.dump)"
        )

    def handle(self, *args: object, output: Path | None, **options: object) -> None:
        try:
            written = backup(output or default_backup_path())
        except BackupError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"backup written: {written} ({written.stat().st_size:,} bytes)")
