"""`manage.py import_memory FILE --user NAME [--scope S]`: load a MemoryMesh memory.json or a
reference-server memory.jsonl into a scope, with a progress bar and a report."""

import json
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from graph.exceptions import MemoryError_
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file

SHOWN_PER_KIND = 20


class Command(BaseCommand):
    help = "Import a MemoryMesh memory.json or an MCP reference memory.jsonl (JSON Lines) into a scope."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--user", required=True, help="the user who owns the scope (and the import)")
        parser.add_argument("--scope", default="default", help="scope name, 'account', 'org:<slug>', 'session:<id>'")
        parser.add_argument("--end-user", default="", help="end-user partition (user_id) inside the scope")
        parser.add_argument("--json", action="store_true", help="print the whole report as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        user = get_user_model().objects.filter(username=options["user"]).first()
        if user is None:
            raise CommandError(f"no user named {options['user']!r}")
        try:
            text = options["file"].read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"cannot read {options['file']}: {exc}") from None
        parsed = parse_memory_file(text)
        try:
            scope = operator_scope(user, options["scope"], options["end_user"])
            with tqdm(total=parsed.records, unit="record", file=self.stderr, disable=None) as bar:
                report = import_parsed(operator=Operator(user), scope=scope, parsed=parsed, progress=bar.update)
        except MemoryError_ as exc:
            raise CommandError(exc.detail) from None
        if options["json"]:
            self.stdout.write(json.dumps(report, indent=2, ensure_ascii=False))
            return
        self._summary(report)

    def _summary(self, report: dict[str, Any]) -> None:
        nodes, edges = report["nodes"], report["edges"]
        self.stdout.write(
            f"scope {report['scope']}: nodes {nodes['created']} created, {nodes['merged']} merged into stored ones "
            f"({report['duplicatesMerged']} duplicate lines merged); edges {edges['created']} created, "
            f"{edges['alreadyPresent']} already present, {edges['missingEnds']} skipped (missing end); "
            f"{report['badLines']} bad line(s)"
        )
        for bad in report["badLineDetails"][:SHOWN_PER_KIND]:
            self.stdout.write(f"  line {bad['line']}: {bad['problem']}")
        for edge in report["missingEndDetails"][:SHOWN_PER_KIND]:
            missing = ", ".join(repr(m) for m in edge["missing"])
            self.stdout.write(
                f"  line {edge['line']}: edge {edge['from']!r} -[{edge['edgeType']}]-> {edge['to']!r} skipped: "
                f"no node {missing}"
            )
