"""The memory verbs, registered once for HTTP (/v1/memory/*) and MCP (memory_*)."""

from graph.contracts import inputs, limits
from graph.contracts.registry import registry, verb
from graph.retrieval import context
from graph.selectors.recall import recall
from graph.selectors.status import status
from graph.services.document import document
from graph.services.forget import forget
from graph.services.relate import relate
from graph.services.remember import remember

_IDS = "IDs are 64-bit integers written as decimal strings: pass them back unchanged, never as numbers."
_REMEMBER_LIMITS = (
    f"Limits per call: {limits.MAX_ENTITIES:,} entities, {limits.MAX_RELATIONS:,} relations, "
    f"{limits.mib(limits.MAX_CONTENT_BYTES)} of text, {limits.MAX_PASSAGES:,} passages."
)
_DOCUMENT_LIMITS = f"at most {limits.MAX_DOCUMENT_BYTES:,} bytes decoded"
_BACKGROUND = (
    f"Files over {limits.PARSE_IN_BACKGROUND_BYTES:,} bytes and PDFs over {limits.PARSE_IN_BACKGROUND_PDF_PAGES} "
    "pages are parsed in the background"
)
_TEXT_IN_REPLY = f"when the text is at most {limits.MAX_TEXT_IN_REPLY_BYTES:,} bytes"

MEMORY_VERBS = [
    verb(
        "memory_status",
        status,
        inputs.StatusIn,
        (
            "Report whether memory is on, which scopes you have (with counts), and with `scope` that scope's "
            "ontology: entity types and relation types with counts and the exact spellings stored. Call it before "
            "inventing a type or relation, and reuse those spellings exactly (another spelling is another type). "
            "Call it first when another memory call fails."
        ),
        http_path="memory/status",
        http_method="GET",
        title="Memory status",
        read_only=True,
    ),
    verb(
        "memory_remember",
        remember,
        inputs.RememberIn,
        (
            "Store what you learned. You are the extractor: whenever you store text (`content`, `messages` or "
            "`passages`), send the entities and relations you found in it as `facts` in the same call — "
            "{entities: [{name, type}], relations: [{source, target, type}]}; list both ends of every relation in "
            "entities. Reuse type and relation spellings from memory_status. `date` (ISO 8601) is when it was said; "
            "`source` labels it for citations. Storing the same text with the same date again changes nothing "
            f"(already: true). {_REMEMBER_LIMITS} {_IDS}"
        ),
        http_path="memory/remember",
        title="Remember",
    ),
    verb(
        "memory_relate",
        relate,
        inputs.RelateIn,
        (
            "Add one typed edge `from` -[type]-> `to`, e.g. Alice MENTORS Bob; entities are created if new. "
            "`attributes` go on the edge (role, valid_from/valid_to as ISO dates), `weight` is 0..1. With "
            "`replaces: true` the subject's other current targets of this type end (works_at, lives_in …) and stay "
            "readable as history; omit it for relations that add up (knows, visited). " + _IDS
        ),
        http_path="memory/relate",
        title="Relate two entities",
        idempotent=True,
    ),
    verb(
        "memory_recall",
        recall,
        inputs.RecallIn,
        (
            "Recall what is stored about one entity: `subject` matches the exact name, a near spelling or case "
            "('paris' finds Paris, 'Dan' finds Dana) or one whole word of a longer name ('Priya' finds Priya Raman). "
            "Or find entities by `attribute` {key, value}. Returns the facts touching it in both directions, each "
            "with a citation (source, verified span) and source_date. state is answered, or nothing_stored when "
            "nothing matches — then say you do not know; never invent. `compact: true` saves tokens. " + _IDS
        ),
        http_path="memory/recall",
        title="Recall an entity",
        read_only=True,
    ),
    verb(
        "memory_context",
        context,
        inputs.ContextIn,
        (
            "Get the stored facts and passages that bear on a question, ranked, each with a citation "
            "(citation.source.doc_id, citation.span.text to quote). Names and types in the query seed a graph walk "
            "(`hops` 0-3, default 2); passages also come from full-text and meaning search. Read `grounding` "
            "before answering: grounded (one item covers the question) or grounded_by_meaning (a passage answers a "
            "paraphrase) — answer from it and cite it; related, nothing_stored or could_not_judge — the memory does "
            "not answer the question: say so, do not guess. `k` 1-100 (default 8); `compact: true` saves tokens. "
            + _IDS
        ),
        http_path="memory/context",
        title="Context for a question",
        read_only=True,
    ),
    verb(
        "memory_document",
        document,
        inputs.DocumentIn,
        (
            "Store a document file — PDF, Word .docx, HTML page or UTF-8 text — sent as `content_base64` "
            f"(standard base64, {_DOCUMENT_LIMITS}); the type is read from the bytes, not from `name`. "
            "Its text is extracted in reading order (paragraphs, headings, list items, table rows; PDF paragraphs "
            "rebuilt from the page layout) and stored like memory_remember `content`, each passage linked to the "
            f"stored entities it names. Returns doc_id, and {_TEXT_IN_REPLY} the `text` and its "
            f"`blocks` {{page, paragraph, start_byte, end_byte}}. {_BACKGROUND}: "
            "parsing: queued with a job_id; send the same call again later to get the "
            "doc_id. Not a document → 415 not_a_document; truncated or damaged → 422 document_corrupt; encrypted or "
            "scanned (image-only) PDF → 422 document_not_readable. Nothing is stored when a call is refused. " + _IDS
        ),
        http_path="memory/document",
        title="Store a document",
        idempotent=True,
        answers=(202, 415),
    ),
    verb(
        "memory_forget",
        forget,
        inputs.ForgetIn,
        (
            "Forget exactly one thing: `subject` (exact entity name: it, its facts and its passages), `fact` "
            "{from, to, type}, `passage` (a doc_id string), `source` (a source label), `attribute` {subject, key} "
            "or `all: true` (the whole scope). An unknown name is refused with up to 3 'did you mean' names — "
            "never forgotten for you: call again with the exact name. Forgetting twice answers "
            "already_forgotten: true. " + _IDS
        ),
        http_path="memory/forget",
        title="Forget",
        destructive=True,
        idempotent=True,
        answers=(404,),
    ),
]

for _verb in MEMORY_VERBS:
    registry.register(_verb)
