"""`manage.py restore FILE`: load a backup, migrate it, and make it the live database."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memorymesh_site.backups import BackupError, restore


class Command(BaseCommand):
    help = (
        "Restore a backup made by `backup`: it is loaded into a new database and migrated to this "
        "version, then takes the live database's name; the previous one is kept under another name."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--database", help="restore under this database name instead of the live one")

    def handle(self, *args: object, file: Path, database: str | None, **options: object) -> None:
        try:
            kept = restore(file, database)
        except BackupError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"restored {file}")
        if kept:
            self.stdout.write(f"the previous database is kept as {kept} (rename it back to undo; drop it when done)")
