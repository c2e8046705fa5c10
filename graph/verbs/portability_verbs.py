"""Taking memory out and bringing it in, the audit trail, and erasing an end user.

Registered once for HTTP (/v1/memory/export, import, audit, delete_user) and MCP
(memory_export, memory_import, memory_audit; delete_user is an HTTP route only, as
SPEC §5 has it: an application erases its end users, an agent never does).
"""

from graph.contracts import inputs_portability as inputs
from graph.contracts.registry import registry, verb
from graph.selectors.audit import memory_audit
from graph.selectors.memory_export import memory_export
from graph.services.delete_user import delete_user
from graph.services.memory_import import MAX_IMPORT_RECORDS, memory_import

PORTABILITY_VERBS = [
    verb(
        "memory_export",
        memory_export,
        inputs.ExportIn,
        (
            "Export everything in a scope, one page per call: send the previous reply's `next` as `cursor` until "
            "`next` is null. Records are JSON objects (one per line in a .jsonl file): an `export` header on the "
            "first page, then `entity` (name, type, current attributes with valid_from), `document` (each stored "
            "text once with its live passages in order, date and source label) and `fact` (subject, relation, "
            "object, both ends' types, attributes, dated source, state current or ended with ended_at and "
            "replaced_by). Forgotten memory is never exported. memory_import reads these records into any scope. "
            "`limit` is catalog items per page (default 256, max 1024)."
        ),
        http_path="memory/export",
        title="Export memory",
        read_only=True,
    ),
    verb(
        "memory_import",
        memory_import,
        inputs.ImportIn,
        (
            "Import records exactly as memory_export produced them — any page, in any order — into a scope, through "
            "the same write path as memory_remember: documents with their text, date and source label, entities "
            "with types and attributes, facts with their dated source; ended facts are stored ended at their "
            "ended_at, so history reads as it was. A page sent twice stores nothing twice. Replies with counts "
            "imported, `skipped` [{index, reason}] and `not_reproduced` (what an import does not carry over). "
            f"At most {MAX_IMPORT_RECORDS:,} records per call."
        ),
        http_path="memory/import",
        title="Import memory",
        idempotent=True,
    ),
    verb(
        "memory_audit",
        memory_audit,
        inputs.AuditIn,
        (
            "The change log of the scopes you own, oldest first, one page per call (`cursor` = the previous "
            "`next`): when, verb, who (user, token name and prefix), scope, outcome and the ids touched. Names and "
            "end-user ids appear as hashes (sha256: and 16 hex digits of the value). Owner only: org scopes for "
            "their admins; refused to gateway tokens."
        ),
        http_path="memory/audit",
        title="Audit trail",
        read_only=True,
    ),
    verb(
        "delete_user",
        delete_user,
        inputs.DeleteUserIn,
        (
            "Erase one end user (`user_id`) physically, at once, in every scope you own: entities, facts, passages "
            "and their vectors, documents, uploads, jobs and those scopes' audit events, in one transaction. "
            "Replies with what was deleted; a repeat answers already_deleted: true; an unknown end user is 404."
        ),
        http_path="memory/delete_user",
        title="Delete an end user",
        destructive=True,
        idempotent=True,
        mcp=False,
        answers=(404,),
    ),
]

for _verb in PORTABILITY_VERBS:
    registry.register(_verb)
