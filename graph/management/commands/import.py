"""`manage.py import FILE --user NAME --scope S [--user-id U]`: a file of exported records into a scope.

Sends the records of the file to memory_import (the same verb as POST
/v1/memory/import) in batches of up to 4,096, each batch one transaction, with a
progress bar; sending a file twice stores nothing twice. A MemoryMesh memory.json or a
reference-server memory.jsonl (records with "type" instead of "kind") goes to
`import_memory`, the importer of those formats.
"""

import json
from pathlib import Path
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from graph.access import operator_context
from graph.contracts.inputs_portability import ImportIn
from graph.contracts.json_values import refuse_unstorable
from graph.exceptions import Invalid, MemoryError_
from graph.management.scope_arguments import add_scope_arguments, owner
from graph.services.memory_import import MAX_IMPORT_RECORDS, memory_import

SHOWN = 20
KINDS = ("imported", "already_stored")


class Command(BaseCommand):
    help = "Import exported records (JSON Lines) into a scope; memory.json / memory.jsonl files via import_memory."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        add_scope_arguments(parser)
        parser.add_argument("--batch", type=int, default=MAX_IMPORT_RECORDS, help="records per call (≤ 4096)")

    def handle(self, *args: Any, **options: Any) -> None:
        user = owner(options)
        lines, problems = self._read(options["file"])
        if lines and "kind" not in lines[0][1]:
            call_command(
                "import_memory",
                str(options["file"]),
                user=options["user"],
                scope=options["scope"],
                end_user=options["user_id"] or "",
                stdout=self.stdout,
                stderr=self.stderr,
            )
            return
        totals: dict[str, dict[str, int]] = {kind: {} for kind in KINDS}
        size = max(1, min(options["batch"], MAX_IMPORT_RECORDS))
        with tqdm(total=len(lines), unit="record", file=self.stderr, disable=None) as bar:
            for start in range(0, len(lines), size):
                batch = lines[start : start + size]
                params = ImportIn(scope=options["scope"], user_id=options["user_id"], records=[r for _n, r in batch])
                try:
                    reply = memory_import(ctx=operator_context(user), params=params)
                except MemoryError_ as exc:
                    raise CommandError(exc.detail) from None
                for kind in KINDS:
                    for name, count in reply[kind].items():
                        totals[kind][name] = totals[kind].get(name, 0) + count
                problems += [(batch[s["index"]][0], s["reason"]) for s in reply["skipped"]]
                problems += [
                    (batch[n["index"]][0], f"{n['what']}: {n['why']}") for n in reply["not_reproduced"] if "index" in n
                ]
                bar.update(len(batch))
        self.stdout.write(
            f"scope {options['scope']}: imported {totals['imported']}, already stored "
            f"{totals['already_stored']}; {len(problems)} line(s) to look at"
        )
        for line, problem in sorted(problems)[:SHOWN]:
            self.stdout.write(f"  line {line}: {problem}")

    def _read(self, path: Path) -> tuple[list[tuple[int, dict[str, Any]]], list[tuple[int, str]]]:
        """(line number, record) of every JSON object line, and the lines that are not one."""
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from None
        records, problems = [], []
        for number, raw in enumerate(text.splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                record = json.loads(raw)
            except json.JSONDecodeError as exc:
                problems.append((number, f"not JSON: {exc.msg} at column {exc.colno}"))
                continue
            if not isinstance(record, dict):
                problems.append((number, "a line must be one JSON object"))
                continue
            try:
                if "\\u" in raw:  # only an escape puts a NUL or a lone surrogate into a line's text
                    refuse_unstorable(record)
            except Invalid as exc:
                problems.append((number, exc.detail))
                continue
            records.append((number, record))
        return records, problems
