"""The memory verbs, registered once for HTTP (/v1/memory/*) and MCP (memory_*)."""

from graph import inputs
from graph.inputs_document import DocumentIn
from graph.registry import Verb, registry
from graph.retrieval import context
from graph.selectors.recall import recall
from graph.selectors.status import status
from graph.services.document import document
from graph.services.forget import forget
from graph.services.relate import relate
from graph.services.remember import remember

_IDS = "IDs are 64-bit integers written as decimal strings: pass them back unchanged, never as numbers."

MEMORY_VERBS = [
    Verb(
        name="memory_status",
        title="Memory status",
        function=status,
        input_model=inputs.StatusIn,
        read_only=True,
        idempotent=True,
        http_path="memory/status",
        http_method="GET",
        description=(
            "Report whether memory is on, which scopes you have (with counts), and with `scope` that scope's "
            "ontology: entity types and relation types with counts and the exact spellings stored. Call it before "
            "inventing a type or relation, and reuse those spellings exactly (another spelling is another type). "
            "Call it first when another memory call fails."
        ),
    ),
    Verb(
        name="memory_remember",
        title="Remember",
        function=remember,
        input_model=inputs.RememberIn,
        read_only=False,
        http_path="memory/remember",
        description=(
            "Store what you learned. You are the extractor: whenever you store text (`content`, `messages` or "
            "`passages`), send the entities and relations you found in it as `facts` in the same call — "
            "{entities: [{name, type}], relations: [{source, target, type}]}; list both ends of every relation in "
            "entities. Reuse type and relation spellings from memory_status. `date` (ISO 8601) is when it was said; "
            "`source` labels it for citations. Storing the same text with the same date again changes nothing "
            "(already: true). Limits per call: 1,000 entities, 5,000 relations, 1 MiB of text, 1,000 passages. " + _IDS
        ),
    ),
    Verb(
        name="memory_relate",
        title="Relate two entities",
        function=relate,
        input_model=inputs.RelateIn,
        read_only=False,
        idempotent=True,
        http_path="memory/relate",
        description=(
            "Add one typed edge `from` -[type]-> `to`, e.g. Alice MENTORS Bob; entities are created if new. "
            "`attributes` go on the edge (role, valid_from/valid_to as ISO dates), `weight` is 0..1. With "
            "`replaces: true` the subject's other current targets of this type end (works_at, lives_in …) and stay "
            "readable as history; omit it for relations that add up (knows, visited). " + _IDS
        ),
    ),
    Verb(
        name="memory_recall",
        title="Recall an entity",
        function=recall,
        input_model=inputs.RecallIn,
        read_only=True,
        idempotent=True,
        http_path="memory/recall",
        description=(
            "Recall what is stored about one entity: `subject` matches the exact name, a near spelling or case "
            "('paris' finds Paris, 'Dan' finds Dana) or one whole word of a longer name ('Priya' finds Priya Raman). "
            "Or find entities by `attribute` {key, value}. Returns the facts touching it in both directions, each "
            "with a citation (source, verified span) and source_date. state is answered, or nothing_stored when "
            "nothing matches — then say you do not know; never invent. `compact: true` saves tokens. " + _IDS
        ),
    ),
    Verb(
        name="memory_context",
        title="Context for a question",
        function=context,
        input_model=inputs.ContextIn,
        read_only=True,
        idempotent=True,
        http_path="memory/context",
        description=(
            "Get the stored facts and passages that bear on a question, ranked, each with a citation "
            "(citation.source.doc_id, citation.span.text to quote). Names and types in the query seed a graph walk "
            "(`hops` 0-3, default 2); passages also come from full-text and meaning search. Read `grounding` "
            "before answering: grounded (one item covers the question) or grounded_by_meaning (a passage answers a "
            "paraphrase) — answer from it and cite it; related, nothing_stored or could_not_judge — the memory does "
            "not answer the question: say so, do not guess. `k` 1-100 (default 8); `compact: true` saves tokens. "
            + _IDS
        ),
    ),
    Verb(
        name="memory_document",
        title="Store a document",
        function=document,
        input_model=DocumentIn,
        read_only=False,
        idempotent=True,
        http_path="memory/document",
        description=(
            "Store a document file — PDF, Word .docx, HTML page or UTF-8 text — sent as `content_base64` "
            "(standard base64, at most 5,000,000 bytes decoded); the type is read from the bytes, not from `name`. "
            "Its text is extracted in reading order (paragraphs, headings, list items, table rows; PDF paragraphs "
            "rebuilt from the page layout) and stored like memory_remember `content`, each passage linked to the "
            "stored entities it names. Returns doc_id, and when the text is at most 16,384 bytes the `text` and its "
            "`blocks` {page, paragraph, start_byte, end_byte}. Files over 1,000,000 bytes and PDFs over 30 pages "
            "are parsed in the background: parsing: queued with a job_id; send the same call again later to get the "
            "doc_id. Not a document → 415 not_a_document; truncated or damaged → 422 document_corrupt; encrypted or "
            "scanned (image-only) PDF → 422 document_not_readable. Nothing is stored when a call is refused. " + _IDS
        ),
    ),
    Verb(
        name="memory_forget",
        title="Forget",
        function=forget,
        input_model=inputs.ForgetIn,
        read_only=False,
        destructive=True,
        idempotent=True,
        http_path="memory/forget",
        description=(
            "Forget exactly one thing: `subject` (exact entity name: it, its facts and its passages), `fact` "
            "{from, to, type}, `passage` (a doc_id string), `source` (a source label), `attribute` {subject, key} "
            "or `all: true` (the whole scope). An unknown name is refused with up to 3 'did you mean' names — "
            "never forgotten for you: call again with the exact name. Forgetting twice answers "
            "already_forgotten: true. " + _IDS
        ),
    ),
]

for _verb in MEMORY_VERBS:
    registry.register(_verb)
