"""`manage.py schemas list|import|export|builtin`: the SchemaManager from a terminal."""

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from graph.exceptions import MemoryError_
from schemas_app.models import Schema
from schemas_app.services.schemas import export_filename, export_text, import_schema_text, load_builtin_schemas


class Command(BaseCommand):
    help = "List, import and export MemoryMesh .schema.json files; restore the built-in schemas."

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        actions.add_parser("list", help="every schema with its tools and state")
        importing = actions.add_parser("import", help="import .schema.json files")
        importing.add_argument("files", nargs="+", type=Path)
        importing.add_argument("--replace", action="store_true", help="replace schemas of the same type")
        exporting = actions.add_parser("export", help="write <type>.schema.json files")
        exporting.add_argument("types", nargs="*", help="type names (default: all)")
        exporting.add_argument("--out", type=Path, default=Path("."), help="folder to write to")
        builtin = actions.add_parser("builtin", help="create the missing built-in schemas")
        builtin.add_argument("--replace", action="store_true", help="also restore edited built-in schemas")

    def handle(self, *args: Any, **options: Any) -> None:
        getattr(self, f"_{options['action']}")(options)

    def _list(self, options: dict[str, Any]) -> None:
        for schema in Schema.objects.order_by("type_name"):
            state = "enabled" if schema.enabled else "disabled"
            origin = " (built-in)" if schema.builtin else ""
            self.stdout.write(f"{schema.type_name:<24} add_/update_/delete_{schema.type_name}  {state}{origin}")

    def _import(self, options: dict[str, Any]) -> None:
        failed = 0
        for path in options["files"]:
            try:
                schema, outcome = import_schema_text(
                    path.read_text(encoding="utf-8"), filename=path.name, replace=options["replace"]
                )
            except (OSError, UnicodeDecodeError) as exc:
                failed += 1
                self.stderr.write(f"{path}: cannot read: {exc}")
            except MemoryError_ as exc:
                failed += 1
                self.stderr.write(f"{path}: {exc.detail}")
            else:
                self.stdout.write(f"{path}: {outcome} add_{schema.type_name}")
        if failed:
            raise CommandError(f"{failed} file(s) not imported")

    def _export(self, options: dict[str, Any]) -> None:
        schemas = Schema.objects.order_by("type_name")
        if options["types"]:
            schemas = schemas.filter(type_name__in=options["types"])
            unknown = set(options["types"]) - set(schemas.values_list("type_name", flat=True))
            if unknown:
                raise CommandError(f"no schema for type(s): {', '.join(sorted(unknown))}")
        options["out"].mkdir(parents=True, exist_ok=True)
        for schema in schemas:
            path = options["out"] / export_filename(schema)
            path.write_text(export_text(schema), encoding="utf-8")
            self.stdout.write(str(path))

    def _builtin(self, options: dict[str, Any]) -> None:
        report = load_builtin_schemas(replace=options["replace"])
        for outcome, names in report.items():
            if names:
                self.stdout.write(f"{outcome}: {', '.join(names)}")
