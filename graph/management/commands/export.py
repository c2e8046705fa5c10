"""`manage.py export --user NAME --scope S [--user-id U] [--format F] > file`: a scope as JSON Lines.

Pages through memory_export (the same verb as POST /v1/memory/export) as the owner
named by --user, writing one record per line to standard output with a progress bar
on standard error. The default format is our records, which `import` reads back.
"""

from typing import Any

import orjson
from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from graph.access import operator_context
from graph.contracts.inputs_portability import MAX_EXPORT_LIMIT, ExportIn
from graph.exceptions import MemoryError_
from graph.management.scope_arguments import add_scope_arguments, owner
from graph.selectors.export_formats import FORMATS, converted
from graph.selectors.memory_export import memory_export


class Command(BaseCommand):
    help = (
        "Export a scope as JSON Lines: our records (read back by `import`), MemoryMesh memory.json "
        "(--format memorymesh) or the MCP reference server's memory.jsonl (--format jsonl-reference)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_scope_arguments(parser)
        parser.add_argument("--format", default="records", choices=FORMATS)
        parser.add_argument("--limit", type=int, default=MAX_EXPORT_LIMIT, help="items per page (1-1024)")

    def handle(self, *args: Any, **options: Any) -> None:
        user = owner(options)
        ctx = operator_context(user)
        written = left_out = 0
        cursor = None
        with tqdm(unit="record", file=self.stderr, disable=None) as bar:
            while True:
                params = {"scope": options["scope"], "user_id": options["user_id"], "limit": options["limit"]}
                try:
                    page = memory_export(ctx=ctx, params=ExportIn(**params, cursor=cursor))
                except MemoryError_ as exc:
                    raise CommandError(exc.detail) from None
                for record in page["records"]:
                    if record["kind"] == "export":
                        bar.total = sum(record["counts"].values())
                    line = converted(record, options["format"])
                    if line is None:
                        left_out += record["kind"] != "export"
                        continue
                    self.stdout.write(orjson.dumps(line).decode())
                    written += 1
                bar.update(page["count"])
                if (cursor := page["next"]) is None:
                    break
        note = f"; {left_out} documents and ended facts have no place in that format" if left_out else ""
        self.stderr.write(f"exported {written} lines from scope {page['scope']}{note}")
